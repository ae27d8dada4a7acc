/// A property that may vary by environment (SPEC §3.4): a list of alternatives, the first
/// whose `when` matches applies. A plain value is one alternative that always matches.
public struct Varying<Value: Sendable>: Sendable {
    public struct Alternative: Sendable {
        public var condition: Condition?
        public var value: Value
    }

    public var alternatives: [Alternative]
    /// Where the property was written, for "no alternative matches".
    let node: JSONNode?

    public init(_ value: Value) {
        alternatives = [Alternative(condition: nil, value: value)]
        node = nil
    }

    init(alternatives: [Alternative], node: JSONNode) {
        self.alternatives = alternatives
        self.node = node
    }

    /// The value for this environment; no matching alternative is an input error.
    public func resolve(_ traits: Traits) throws -> Value {
        for alternative in alternatives where alternative.condition?.matches(traits) ?? true {
            return alternative.value
        }
        let message = "no alternative matches category \(traits.category.shortName), "
            + "\(traits.container.orientation.rawValue), device \(traits.container.deviceName)"
        throw node?.error(message) ?? InputError(file: "", path: nil, location: nil, message: message, detail: [])
    }
}

extension Varying {
    /// The keys of one `{"when": …, "value": …}` alternative.
    static var alternativeKeys: [String] { ["when", "value"] }

    /// Decodes `value` or `[{"when": …, "value": …}, …]`. An array counts as alternatives only
    /// when every element is an object with a `value` or `when` key, so `[8, 8, 8, 8]`
    /// margins stay a plain value.
    static func decode(_ node: JSONNode, value decodeValue: (JSONNode) throws -> Value) throws -> Varying<Value> {
        guard isAlternativeList(node), case .array(let items) = node.value else {
            return Varying(alternatives: [Alternative(condition: nil, value: try decodeValue(node))], node: node)
        }
        var alternatives: [Alternative] = []
        for item in items {
            let object = try item.object(allowing: alternativeKeys)
            let condition = try object.optional("when").map(Condition.decode)
            alternatives.append(Alternative(condition: condition, value: try decodeValue(try object.required("value"))))
        }
        return Varying(alternatives: alternatives, node: node)
    }

    static func isAlternativeList(_ node: JSONNode) -> Bool {
        guard case .array(let items) = node.value, !items.isEmpty else { return false }
        return items.allSatisfy { item in
            guard case .object(let members) = item.value else { return false }
            return members.contains { $0.key == "value" || $0.key == "when" }
        }
    }
}
