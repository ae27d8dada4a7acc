/// Parses SPEC §3.2's constraint strings:
///
///     constraint := item REL rhs ('@' priority)?
///     rhs        := (number '*')? item (('+' | '-') constant)? | constant
///
/// Whitespace may appear between any two tokens. Numbers are decimals without exponent.
/// A constant may carry a unary minus (`+ -8`, `== -pad`); signs fold into `SignedConstant.negated`.
public enum ConstraintExpressionParser {
    /// Parses one constraint string, checking that its attributes pair as UIKit allows.
    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> ConstraintExpression {
        var scanner = FormatScanner(text)
        guard scanner.peek() != nil else { throw scanner.error("empty constraint") }
        let start = scanner.position
        let first = try readItem(&scanner)
        if first.item.target == .superview || first.item.target == .margins {
            let word = first.item.target == .superview ? "superview" : "margins"
            throw scanner.error("'\(word)' cannot be the first item: it is relative to the first item's parent",
                                at: first.range.lowerBound)
        }
        let relation = try readRelation(&scanner)
        var expression = ConstraintExpression(first: first.item, relation: relation)

        guard scanner.peek() != nil else {
            throw scanner.error("expected an item or a constant after '\(relation.rawValue)'")
        }
        let rhsStart = scanner.position
        var secondAttributeOffset = rhsStart
        var multiplierOffset: Int?
        if let number = try readSignedNumberIfPresent(&scanner) {
            if scanner.skip("*") {
                multiplierOffset = number.range.lowerBound
                expression.multiplier = number.value
                let second = try readItem(&scanner)
                expression.second = second.item
                secondAttributeOffset = second.attributeOffset
                expression.constant = try readTrailingConstant(&scanner)
            } else {
                expression.constant = signed(number.value)
            }
        } else if startsItem(&scanner) {
            let second = try readItem(&scanner)
            expression.second = second.item
            secondAttributeOffset = second.attributeOffset
            expression.constant = try readTrailingConstant(&scanner)
        } else {
            expression.constant = try readConstant(&scanner, negated: false, after: relation.rawValue)
        }
        if scanner.skip("@") {
            expression.priority = try readPriority(&scanner)
        }
        if let extra = scanner.peek() {
            if extra == "*", expression.second == nil {
                throw scanner.error("a multiplier must be a number, as in '2 * view.width'", at: rhsStart)
            }
            if extra == "*" {
                throw scanner.error("a multiplier goes before the second item, as in '2 * view.width'")
            }
            throw scanner.error("unexpected '\(extra)' after the constraint")
        }
        expression.sourceRange = start..<scanner.endOfLastToken
        try check(expression, scanner: scanner, rhsStart: rhsStart,
                  secondAttributeOffset: secondAttributeOffset, multiplierOffset: multiplierOffset)
        return expression
    }

    /// Parses a lone item such as `nameLabel.leading` or `card.margins.top` (the object form's
    /// `item` and `toItem`).
    public static func parseItem(_ text: String) throws(ConstraintSyntaxError) -> LayoutItem {
        var scanner = FormatScanner(text)
        let item = try readItem(&scanner)
        if let extra = scanner.peek() { throw scanner.error("unexpected '\(extra)' after the item") }
        return item.item
    }

    /// Parses a lone priority: a number from 1 to 1000, a name (`required`, `high`, `low`,
    /// `fittingSize`) or a metric name (the object form's `priority`).
    static func parsePriority(_ text: String) throws(ConstraintSyntaxError) -> PriorityTerm {
        var scanner = FormatScanner(text)
        let priority = try readPriority(&scanner)
        if let extra = scanner.peek() { throw scanner.error("unexpected '\(extra)' after the priority") }
        return priority
    }

    /// UILayoutPriority's named levels, by SPEC §3.2's names and UIKit's.
    static let namedPriorities: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50),
        ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// Words after `VIEW.` that name one of its layout guides rather than an attribute:
    /// `card.margins.top`, `scroll.content.height`, `scroll.frame.width` (SPEC §6.2).
    static let guideWords = ["margins", "safeArea", "content", "frame"]

    /// Words that name a target, so they never stand for a metric.
    static let targetWords = ["superview", "root", "safeArea", "margins"]

    // MARK: - Items

    struct ParsedItem {
        var item: LayoutItem
        var range: Range<Int>
        var attributeOffset: Int
    }

    static func readItem(_ scanner: inout FormatScanner) throws(ConstraintSyntaxError) -> ParsedItem {
        guard let target = scanner.scanIdentifier() else {
            throw scanner.error("expected an item such as 'view.top': a view id, 'superview', 'root', 'safeArea' or 'margins', then '.' and an attribute")
        }
        guard scanner.skip(".") else {
            throw scanner.error("expected '.' and an attribute after '\(target.name)'")
        }
        guard var attribute = scanner.scanIdentifier() else {
            throw scanner.error("expected an attribute after '\(target.name).'")
        }
        var itemTarget = targetFor(target.name)
        if let guide = guideWords.first(where: { $0 == attribute.name }) {
            switch (guide, itemTarget) {
            case ("margins", .superview): itemTarget = .margins
            case ("margins", .root): itemTarget = .marginsOf("root")
            case ("margins", .view(let id)): itemTarget = .marginsOf(id)
            case ("safeArea", .root): itemTarget = .safeArea
            case ("safeArea", .view(let id)): itemTarget = .safeAreaOf(id)
            case ("content", .view(let id)): itemTarget = .contentOf(id)
            case ("frame", .view(let id)): itemTarget = .frameOf(id)
            case ("margins", _), ("safeArea", _):
                throw scanner.error("'\(target.name)' has no \(guide) guide", at: attribute.range.lowerBound)
            default:
                // A scroll view's guides are named by its id, so that the same string means the
                // same guide wherever it is written.
                throw scanner.error("'\(target.name)' has no \(guide) guide: name the scroll view, as in 'scroll.\(guide).top'",
                                    at: attribute.range.lowerBound)
            }
            guard scanner.skip(".") else {
                throw scanner.error("expected '.' and an attribute after '\(target.name).\(guide)'")
            }
            guard let guideAttribute = scanner.scanIdentifier() else {
                throw scanner.error("expected an attribute after '\(target.name).\(guide).'")
            }
            attribute = guideAttribute
        }
        guard let layoutAttribute = LayoutAttribute.named[attribute.name] else {
            let message = "unknown attribute '\(attribute.name)'"
                + DidYouMean.hint(for: attribute.name, among: LayoutAttribute.allCases.map(\.rawValue) + guideWords)
            throw scanner.error(message, at: attribute.range.lowerBound)
        }
        return ParsedItem(item: LayoutItem(itemTarget, layoutAttribute),
                          range: target.range.lowerBound..<attribute.range.upperBound,
                          attributeOffset: attribute.range.lowerBound)
    }

    static func targetFor(_ word: String) -> ItemTarget {
        switch word {
        case "superview": .superview
        case "root": .root
        case "safeArea": .safeArea
        case "margins": .margins
        default: .view(word)
        }
    }

    /// Whether an item (identifier then `.`), not a metric name, starts here.
    static func startsItem(_ scanner: inout FormatScanner) -> Bool {
        let saved = scanner.position
        defer { scanner.position = saved }
        guard let word = scanner.scanIdentifier() else { return false }
        return scanner.isNext(".") || targetWords.contains(word.name)
    }

    // MARK: - Relation, constants, priority

    static func readRelation(_ scanner: inout FormatScanner) throws(ConstraintSyntaxError) -> ConstraintRelation {
        let found = scanner.peek()
        if let found, "=<>".contains(found), scanner.character(after: 1) == "=" {
            scanner.position += 2
            return ConstraintRelation(rawValue: "\(found)=") ?? .equal
        }
        if found == "=" {
            throw scanner.error("expected '==', '<=' or '>=': a single '=' is not a relation")
        }
        throw scanner.error("expected '==', '<=' or '>=' after the first item, found \(FormatScanner.describe(found))")
    }

    /// `-8`, `8`, `- 8`: a number with an optional minus, or nil (cursor unmoved) when no number starts here.
    static func readSignedNumberIfPresent(_ scanner: inout FormatScanner) throws(ConstraintSyntaxError) -> (value: Double, range: Range<Int>)? {
        let saved = scanner.position
        let start = scanner.peek() == nil ? saved : scanner.position
        let minus = scanner.skip("-")
        guard let number = try scanner.scanUnsignedNumber() else {
            scanner.position = saved
            return nil
        }
        return (minus ? -number.value : number.value, start..<number.range.upperBound)
    }

    static func signed(_ value: Double) -> SignedConstant {
        SignedConstant(negated: value < 0, .number(abs(value)))
    }

    /// The optional `+ constant` / `- constant` after the second item.
    static func readTrailingConstant(_ scanner: inout FormatScanner) throws(ConstraintSyntaxError) -> SignedConstant? {
        if scanner.skip("+") { return try readConstant(&scanner, negated: false, after: "+") }
        if scanner.skip("-") { return try readConstant(&scanner, negated: true, after: "-") }
        return nil
    }

    /// A number or metric name, with an optional unary minus that flips `negated`.
    static func readConstant(_ scanner: inout FormatScanner, negated: Bool, after previous: String) throws(ConstraintSyntaxError) -> SignedConstant {
        let flipped = scanner.skip("-") ? !negated : negated
        if let number = try scanner.scanUnsignedNumber() {
            // 0 has no sign: keep `- 0` and `0` equal.
            return SignedConstant(negated: number.value == 0 ? false : flipped, .number(number.value))
        }
        let saved = scanner.position
        if let name = scanner.scanIdentifier() {
            if targetWords.contains(name.name) || scanner.isNext(".") {
                scanner.position = saved
                throw scanner.error("expected a number or metric name after '\(previous)', found an item: only the right-hand side's first term may be an item")
            }
            return SignedConstant(negated: flipped, .metric(name.name))
        }
        throw scanner.error("expected a number or metric name after '\(previous)', found \(FormatScanner.describe(scanner.peek()))")
    }

    static func readPriority(_ scanner: inout FormatScanner) throws(ConstraintSyntaxError) -> PriorityTerm {
        if let number = try readSignedNumberIfPresent(&scanner) {
            guard (1...1000).contains(number.value) else {
                throw scanner.error("priority must be between 1 and 1000", at: number.range.lowerBound)
            }
            return .number(number.value)
        }
        if let name = scanner.scanIdentifier() {
            if let named = namedPriorities.first(where: { $0.name == name.name }) { return .number(named.value) }
            return .metric(name.name)
        }
        throw scanner.error("expected a priority after '@': a number from 1 to 1000, required, high, low, fittingSize or a metric name")
    }

    // MARK: - Checks UIKit makes when it creates the constraint

    static func check(
        _ expression: ConstraintExpression, scanner: FormatScanner, rhsStart: Int,
        secondAttributeOffset: Int, multiplierOffset: Int?
    ) throws(ConstraintSyntaxError) {
        let attribute = expression.first.attribute
        guard let second = expression.second else {
            if !attribute.isSize {
                throw scanner.error("a position attribute needs a second item (write '\(suggestedItem(for: expression))')", at: rhsStart)
            }
            return
        }
        if expression.multiplier == 0, !attribute.isSize, let multiplierOffset {
            throw scanner.error("a multiplier of 0 makes a position equal to a constant, which UIKit refuses; relate it to superview instead",
                                at: multiplierOffset)
        }
        if let problem = pairingProblem(attribute, second.attribute) {
            throw scanner.error(problem, at: secondAttributeOffset)
        }
    }

    /// Why UIKit would refuse to relate these two attributes, or nil when it allows it.
    static func pairingProblem(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String? {
        if first.isSize != second.isSize {
            let (size, position) = first.isSize ? (first, second) : (second, first)
            return "invalid pairing of layout attributes: '\(size.rawValue)' is a size and '\(position.rawValue)' a position"
        }
        if first.isSize { return nil }  // width == height is an aspect ratio: allowed
        if first.axis != second.axis {
            return "invalid pairing of layout attributes: '\(first.rawValue)' is \(first.axis.word) and '\(second.rawValue)' \(second.axis.word)"
        }
        if (first.isDirectional && second.isAbsoluteHorizontalEdge) || (first.isAbsoluteHorizontalEdge && second.isDirectional) {
            return "a constraint cannot relate a leading/trailing attribute to a left/right attribute: use leading/trailing for both or neither"
        }
        return nil
    }

    /// `superview.left + 20` for `a.left == 20`.
    static func suggestedItem(for expression: ConstraintExpression) -> String {
        var text = "superview.\(expression.first.attribute.rawValue)"
        if let constant = expression.constant {
            text += constant.negated ? " - " : " + "
            switch constant.term {
            case .number(let value): text += formatConstraintNumber(value)
            case .metric(let name): text += name
            case .standardSibling, .standardSuperview: text += "8"
            }
        }
        return text
    }
}

extension LayoutAxis {
    var word: String { self == .horizontal ? "horizontal" : "vertical" }
}
