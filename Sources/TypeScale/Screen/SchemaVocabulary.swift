// JSON Schema (draft 2020-12) building blocks for the screen schema, as `JSONOutput` values so
// the printed schema keeps the order they are written in.

/// Small constructors for JSON Schema keywords.
enum Schema {
    /// Keys starting with `_` are comments everywhere the decoder reads a key table.
    static let commentPattern = "^_"

    static func ref(_ name: String) -> JSONOutput {
        .object([("$ref", .string("#/$defs/\(name)"))])
    }

    static func type(_ name: String) -> JSONOutput {
        .object([("type", .string(name))])
    }

    static let string = type("string")
    static let boolean = type("boolean")

    static func number(_ range: ClosedRange<Double>, integer: Bool = false) -> JSONOutput {
        .object([("type", .string(integer ? "integer" : "number")),
                 ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))])
    }

    /// Exactly these strings (the library's enums, compared as the decoder compares them).
    static func choice(_ names: [String]) -> JSONOutput {
        .object([("enum", .array(names.map(JSONOutput.string)))])
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> JSONOutput where T.RawValue == String {
        choice(T.allCases.map(\.rawValue))
    }

    /// A name the decoder compares case-insensitively: the names as written (for an editor's
    /// completion) or any capitalisation of them (JSON Schema has no case-insensitive enum, and
    /// editors' ECMA-262 regexes have no `(?i)`, so each letter becomes `[xX]`).
    static func caseInsensitiveChoice(_ names: [String]) -> JSONOutput {
        anyOf([choice(names), pattern("^(?:" + names.map(caseInsensitivePattern).joined(separator: "|") + ")$")])
    }

    static func caseInsensitivePattern(_ name: String) -> String {
        var pattern = ""
        for character in name {
            let lower = character.lowercased(), upper = character.uppercased()
            if lower != upper {
                pattern += "[\(lower)\(upper)]"
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                pattern.append(character)
            } else {
                pattern += "\\" + String(character)
            }
        }
        return pattern
    }

    static func pattern(_ pattern: String) -> JSONOutput {
        .object([("type", .string("string")), ("pattern", .string(pattern))])
    }

    static func array(of items: JSONOutput, minItems: Int? = nil) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("type", .string("array")), ("items", items)]
        if let minItems { members.append(("minItems", .number(Double(minItems)))) }
        return .object(members)
    }

    /// `[a, b, c, d]`: a fixed number of items of one schema.
    static func tuple(_ item: JSONOutput, count: Int) -> JSONOutput {
        .object([("type", .string("array")), ("items", item),
                 ("minItems", .number(Double(count))), ("maxItems", .number(Double(count)))])
    }

    static func anyOf(_ schemas: [JSONOutput]) -> JSONOutput {
        .object([("anyOf", .array(schemas))])
    }

    static func allOf(_ schemas: [JSONOutput]) -> JSONOutput {
        .object([("allOf", .array(schemas))])
    }

    static func not(_ schema: JSONOutput) -> JSONOutput {
        .object([("not", schema)])
    }

    static func required(_ keys: [String]) -> JSONOutput {
        .object([("required", .array(keys.map(JSONOutput.string)))])
    }

    /// None of these keys may be present.
    static func forbids(_ keys: [String]) -> JSONOutput {
        not(anyOf(keys.map { required([$0]) }))
    }

    /// A map whose own keys match `keyPattern` (besides `_` comments), each value `value`.
    static func map(keyPattern: String, value: JSONOutput) -> JSONOutput {
        .object([("type", .string("object")),
                 ("patternProperties", .object([(commentPattern, .object([])), (keyPattern, value)])),
                 ("additionalProperties", .bool(false))])
    }

    /// A property that may vary by `when` (SPEC §3.4, `Varying.decode`): the value itself, or a
    /// non-empty list of `{"when": …, "value": …}` alternatives.
    static func varying(_ value: JSONOutput) -> JSONOutput {
        let alternative = SchemaObject(keys: Varying<Bool>.alternativeKeys, types: ["when": ref("condition"), "value": value])
        return anyOf([value, array(of: alternative.schema(required: ["value"]), minItems: 1)])
    }
}

/// One object the decoder reads with a key table (`keys`, the decoder's own), with the schema
/// of each key's value. A key in `keys` missing from `types`, or the reverse, is a mismatch
/// the schema tests report (`mismatches`); printing does not stop for it.
struct SchemaObject {
    let keys: [String]
    let types: [String: JSONOutput]

    /// Keys the decoder takes with no schema, and schema keys the decoder refuses.
    var mismatches: (missing: [String], extra: [String]) {
        (keys.filter { types[$0] == nil }, types.keys.filter { !keys.contains($0) }.sorted())
    }

    /// `{"type": "object", "properties": …, "additionalProperties": false}` with `_` comments
    /// allowed, properties in the decoder's order, then any further rules (`allOf`); `extra`
    /// members come first (the document's `$schema`).
    func schema(required: [String] = [], rules: [JSONOutput] = [], extra: [(String, JSONOutput)] = []) -> JSONOutput {
        var members = extra + [("type", .string("object"))]
        members.append(("properties", .object(keys.map { ($0, types[$0] ?? .object([])) })))
        if !required.isEmpty { members.append(("required", .array(required.map(JSONOutput.string)))) }
        members.append(("patternProperties", .object([(Schema.commentPattern, .object([]))])))
        members.append(("additionalProperties", .bool(false)))
        if !rules.isEmpty { members.append(("allOf", .array(rules))) }
        return .object(members)
    }
}
