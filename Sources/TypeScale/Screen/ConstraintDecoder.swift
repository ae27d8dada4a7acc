/// Decodes one constraint (SPEC §3.2, §3.3): a string, or an object with `expr`, `vfl` or parts.
enum ConstraintDecoder {
    static let keys = ["expr", "vfl", "options", "metrics", "item", "relation", "toItem", "multiplier",
                       "constant", "priority", "id", "placeholder", "when", "coordinates"]
    /// The keys of a `{"scaled": 8, "relativeTo": "body"}` constant.
    static let scaledConstantKeys = ["scaled", "relativeTo"]

    /// `metricNames`: the screen's metrics, so VFL can tell `[thumb(size)]` (a metric) from
    /// `[thumb(other)]` (a view), as Apple looks metrics up first.
    static func decode(_ node: JSONNode, metricNames: [String]) throws -> ConstraintSpec {
        if case .string(let text) = node.value {
            return ConstraintSpec(body: try parseBody(text, options: [], metrics: [:], metricNames: metricNames, at: node), node: node)
        }
        let object = try node.object(allowing: keys)
        let body: ConstraintSpec.Body
        switch (object.optional("expr"), object.optional("vfl"), object.optional("item")) {
        case (let expr?, nil, nil):
            let text = try expr.string()
            if isVisualFormat(text) {
                throw expr.error("\(InputError.quote(text)) is a Visual Format string; use \"vfl\" for a Visual Format string")
            }
            body = .expression(try parseExpression(text, at: expr))
        case (nil, let vfl?, nil):
            let options = try object.optional("options")?.array().map { try $0.oneOf(VisualFormatOption.self) } ?? []
            let metrics = try object.optional("metrics").map(ScreenDecoder.decodeMetrics) ?? [:]
            body = try parseBody(try vfl.string(), options: options, metrics: metrics,
                                 metricNames: metricNames + metrics.keys.sorted(), at: vfl, forceVisualFormat: true)
        case (nil, nil, let item?):
            body = .expression(try decodeParts(object, item: item))
        case (nil, nil, nil):
            throw node.error("expected a constraint: 'expr', 'vfl' or 'item' with 'relation'")
        default:
            throw node.error("a constraint object has one of 'expr', 'vfl' or 'item', not several")
        }
        var spec = ConstraintSpec(body: body, node: node)
        if let id = object.optional("id") {
            spec.id = try id.string()
            guard !spec.id!.isEmpty, !spec.id!.contains(where: \.isWhitespace) else {
                throw id.error("a constraint id is a non-empty word without spaces")
            }
        }
        if let constant = object.optional("constant") {
            if case .visualFormat = body { throw constant.error("'constant' does not apply to a visual format") }
            spec.constant = try decodeConstant(constant)
        }
        if let priority = object.optional("priority") {
            if case .visualFormat = body { throw priority.error("'priority' does not apply to a visual format; write '@' inside it") }
            spec.priority = try priority.priority()
        }
        if let placeholder = object.optional("placeholder") { spec.placeholder = try placeholder.bool() }
        if let when = object.optional("when") { spec.when = try Condition.decode(when) }
        if let coordinates = object.optional("coordinates") { spec.coordinates = try coordinates.oneOf(ConstraintCoordinates.self) }
        return spec
    }

    /// Strings starting with `H:`, `V:`, `|` or `[` are Visual Format Language.
    static func isVisualFormat(_ text: String) -> Bool {
        // Plain ASCII decides by bytes (no combining mark can join the prefix's last character);
        // other text compares Characters, as `hasPrefix` does.
        if text.utf8AllSatisfy({ $0 < 0x80 }) {
            guard let start = text.utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return false }
            let rest = text.utf8[start...]
            switch rest.first {
            case UInt8(ascii: "|"), UInt8(ascii: "["): return true
            case UInt8(ascii: "H"), UInt8(ascii: "V"): return rest.dropFirst().first == UInt8(ascii: ":")
            default: return false
            }
        }
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
    }

    private static func parseBody(
        _ text: String, options: [VisualFormatOption], metrics: [String: Double], metricNames: [String],
        at node: JSONNode, forceVisualFormat: Bool = false
    ) throws -> ConstraintSpec.Body {
        guard forceVisualFormat || isVisualFormat(text) else { return .expression(try parseExpression(text, at: node)) }
        do {
            let expansion = try VisualFormatParser.parse(text, options: options, metricNames: metricNames)
            return .visualFormat(text, expansion: expansion, metrics: metrics)
        } catch {
            throw syntaxError(error, at: node)
        }
    }

    static func parseExpression(_ text: String, at node: JSONNode) throws -> ConstraintExpression {
        do {
            return try ConstraintExpressionParser.parse(text)
        } catch {
            throw syntaxError(error, at: node)
        }
    }

    /// Apple-style caret diagnostics: the message, then the source and a caret under the fault,
    /// located at the fault's character in the file: the string's opening quote, plus one, plus
    /// the scalars before the caret (exact for strings written without escapes, which
    /// constraint strings are in practice; an escape before the fault shifts the column).
    static func syntaxError(_ error: ConstraintSyntaxError, at node: JSONNode) -> InputError {
        var input = node.error(error.message)
        let before = error.source.prefix(error.offset).unicodeScalars.count
        input.location = SourceLocation(line: node.location.line, column: node.location.column + 1 + before)
        input.detail = error.caretLines
        return input
    }

    /// The object form's parts: `item`, `relation`, `toItem`, `multiplier` (the `constant`
    /// and `priority` apply to every form).
    private static func decodeParts(_ object: JSONObject, item: JSONNode) throws -> ConstraintExpression {
        let relationNode = try object.required("relation")
        let relationText = try relationNode.string()
        guard let relation = ConstraintRelation(rawValue: relationText) else {
            throw relationNode.error("expected a relation '==', '<=' or '>=', found \(InputError.quote(relationText))")
        }
        let first = try parseItem(item)
        let second = try object.optional("toItem").map(parseItem)
        if second == nil, !first.attribute.isSize {
            throw item.error("a position attribute needs a 'toItem' (UIKit raises for '\(first.attribute.rawValue)' against a constant)")
        }
        var expression = ConstraintExpression(first: first, relation: relation, second: second)
        if let multiplier = object.optional("multiplier") {
            guard second != nil else { throw multiplier.error("a multiplier needs a 'toItem'") }
            expression.multiplier = try multiplier.number(in: -1_000_000...1_000_000, what: "a multiplier")
        }
        return expression
    }

    private static func parseItem(_ node: JSONNode) throws -> LayoutItem {
        do {
            return try ConstraintExpressionParser.parseItem(try node.string())
        } catch let error as ConstraintSyntaxError {
            throw syntaxError(error, at: node)
        }
    }

    static func decodeConstant(_ node: JSONNode) throws -> ConstantSpec {
        switch node.value {
        case .number:
            return .number(try node.number(in: -1_000_000...1_000_000, what: "a constant"))
        case .object(let members) where members.contains { $0.key == "scaled" }:
            let object = try node.object(allowing: scaledConstantKeys)
            let value = try object.required("scaled").number(in: -1_000_000...1_000_000, what: "a scaled value")
            let styleNode = try object.required("relativeTo")
            return .scaled(value, relativeTo: try FontSpec.textStyle(try styleNode.string(), at: styleNode))
        case .object:
            let object = try node.object()
            var table = [Double?](repeating: nil, count: ContentSizeCategory.allCases.count)
            for member in object.members where !member.key.hasPrefix("_") {
                guard let category = ContentSizeCategory(parsing: member.key) else {
                    throw member.value.error(unknown: "content size category", member.key,
                                             among: ContentSizeCategory.allCases.map(\.shortName))
                }
                guard table[category.rawValue] == nil else {
                    throw member.value.error("category \(category.shortName) is given twice")
                }
                table[category.rawValue] = try member.value.number(in: -1_000_000...1_000_000, what: "a constant")
            }
            guard table.contains(where: { $0 != nil }) else { throw node.error("expected at least one category in the constant table") }
            return .perCategory(table)
        default:
            throw node.error("expected a constant: a number, a per-category table or {\"scaled\": …, \"relativeTo\": …}, found \(node.kindName)")
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return text.count <= 200 && text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
