/// Constraints printed in SPEC §3.2's syntax, for messages and tests:
/// `nameField.leading == nameLabel.trailing + 8 @750`.
///
/// What the grammar cannot write gets a form no identifier can clash with: VFL's `|` is
/// `parent(a)`, standard spacings are `spacing.sibling` and `spacing.superview` (the screen
/// keys they come from). Everything the expression parser produces reads back to an equal value
/// (the source range aside).
extension ConstraintExpression: CustomStringConvertible {
    public var description: String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatConstraintNumber(multiplier)) * " }
            text += "\(second)"
            if let constant { text += (constant.negated ? " - " : " + ") + constant.term.description }
        } else if let constant {
            text += (constant.negated ? "-" : "") + constant.term.description
        } else {
            text += "0"
        }
        if let priority { text += " @\(priority)" }
        return text
    }
}

extension LayoutItem: CustomStringConvertible {
    public var description: String { "\(target).\(attribute.rawValue)" }
}

extension ItemTarget: CustomStringConvertible {
    public var description: String {
        switch self {
        case .view(let id): id
        case .superview: "superview"
        case .parent(let id): "parent(\(id))"
        case .root: "root"
        case .safeArea: "safeArea"
        case .margins: "margins"
        case .marginsOf(let id): "\(id).margins"
        case .safeAreaOf(let id): "\(id).safeArea"
        case .contentOf(let id): "\(id).content"
        case .frameOf(let id): "\(id).frame"
        }
    }
}

extension ConstantTerm: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let value): formatConstraintNumber(value)
        case .metric(let name): name
        case .standardSibling: "spacing.sibling"
        case .standardSuperview: "spacing.superview"
        }
    }
}

extension PriorityTerm: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let value): formatConstraintNumber(value)
        case .metric(let name): name
        }
    }
}
