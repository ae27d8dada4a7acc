// `font` (SPEC §5.1, §5.2): a text-style name, an object, or an array of variants.

extension FontSpec {
    static let keys = ["style", "size", "weight", "relativeTo", "dynamic", "family", "maxSize", "styleLeading"]

    /// A single font (not a variant list): `"body"` or `{"style": …}` / `{"size": …}`.
    static func decode(_ node: JSONNode, extraKeys: [String] = []) throws -> FontSpec {
        if case .string(let name) = node.value {
            return FontSpec(size: .style(try textStyle(name, at: node)), weight: nil, family: "system", dynamic: true, maxSize: nil)
        }
        let object = try node.object(allowing: keys + extraKeys)
        let style = try object.optional("style").map { try textStyle(try $0.string(), at: $0) }
        let points = try object.optional("size").map { try $0.number(in: 1...1000, what: "a font size") }
        let relativeTo = try object.optional("relativeTo").map { try textStyle(try $0.string(), at: $0) }
        let size: FontSpec.Size
        switch (style, points, relativeTo) {
        case (let style?, nil, nil): size = .style(style)
        case (nil, let points?, nil): size = .fixed(points)
        case (nil, let points?, let relativeTo?): size = .relative(points, to: relativeTo)
        case (.some, .some, _):
            throw node.error("a font has either a 'style' or a 'size', not both")
        case (.some, nil, .some):
            throw node.error("'relativeTo' scales a fixed 'size'; a 'style' already scales")
        case (nil, nil, _):
            throw node.error("expected a font with a 'style' or a 'size'")
        }
        var spec = FontSpec(size: size, weight: nil, family: "system", dynamic: true, maxSize: nil)
        spec.weight = try object.optional("weight").map { try $0.oneOf(FontWeight.self) }
        spec.family = try object.optional("family")?.string() ?? "system"
        spec.maxSize = try object.optional("maxSize").map { try $0.number(in: 1...1000, what: "maxSize") }
        if let leading = object.optional("styleLeading") {
            spec.styleLeading = try leading.bool()
            guard case .style = size else { throw leading.error("'styleLeading' applies to text-style fonts") }
        }
        if let dynamic = object.optional("dynamic") {
            spec.dynamic = try dynamic.bool()
            if !spec.dynamic, case .style = size {} else if !spec.dynamic {
                throw dynamic.error("'dynamic: false' applies to text-style fonts")
            }
        }
        return spec
    }

    /// A `font` property: one font, or an array of fonts each with an optional `when`
    /// (or `{"when": …, "value": font}` alternatives).
    static func decodeVarying(_ node: JSONNode) throws -> Varying<FontSpec> {
        guard case .array(let items) = node.value else {
            return Varying(alternatives: [.init(condition: nil, value: try decode(node))], node: node)
        }
        guard !items.isEmpty else { throw node.error("expected at least one font variant") }
        var alternatives: [Varying<FontSpec>.Alternative] = []
        for item in items {
            if case .object(let members) = item.value, members.contains(where: { $0.key == "value" }) {
                let object = try item.object(allowing: Varying<FontSpec>.alternativeKeys)
                let condition = try object.optional("when").map(Condition.decode)
                alternatives.append(.init(condition: condition, value: try decode(try object.required("value"))))
            } else {
                var condition: Condition?
                if case .object = item.value, let when = try item.object(allowing: keys + ["when"]).optional("when") {
                    condition = try Condition.decode(when)
                }
                alternatives.append(.init(condition: condition, value: try decode(item, extraKeys: ["when"])))
            }
        }
        return Varying(alternatives: alternatives, node: node)
    }

    static func textStyle(_ name: String, at node: JSONNode) throws -> TextStyle {
        if let style = TextStyle(rawValue: name) { return style }
        throw node.error(unknown: "text style", name, among: TextStyle.allCases.map(\.rawValue))
    }
}
