/// Prints constraints in the expression syntax of SPEC §3.2.
enum ConstraintText {
    static func expression(_ expression: ConstraintExpression) -> String {
        var text = "\(item(expression.first)) \(expression.relation.rawValue) "
        var hasTerm = false
        if let second = expression.second {
            if expression.multiplier != 1 { text += "\(formatNumber(expression.multiplier)) * " }
            text += item(second)
            hasTerm = true
        }
        if let constant = expression.constant {
            let value = self.constant(constant.term)
            if hasTerm {
                text += constant.negated ? " - \(value)" : " + \(value)"
            } else {
                text += constant.negated ? "-\(value)" : value
            }
        } else if !hasTerm {
            text += "0"
        }
        switch expression.priority {
        case .number(let value): text += " @\(formatNumber(value))"
        case .metric(let name): text += " @\(name)"
        case nil: break
        }
        return text
    }

    static func item(_ item: LayoutItem) -> String {
        let target: String
        switch item.target {
        case .view(let id): target = id
        case .superview, .parent: target = "superview"
        case .root: target = "root"
        case .safeArea: target = "safeArea"
        case .margins: target = "margins"
        case .marginsOf(let id): target = "\(id).margins"
        case .safeAreaOf(let id): target = "\(id).safeArea"
        case .contentOf(let id): target = "\(id).content"
        case .frameOf(let id): target = "\(id).frame"
        }
        return "\(target).\(item.attribute.rawValue)"
    }

    static func constant(_ term: ConstantTerm) -> String {
        switch term {
        case .number(let value): formatNumber(value)
        case .metric(let name): name
        case .standardSibling: "standardSpacing"
        case .standardSuperview: "standardSuperviewSpacing"
        }
    }
}
