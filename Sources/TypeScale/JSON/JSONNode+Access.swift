/// Typed access for decoders: each accessor either returns the value or throws an
/// `InputError` at this node that says what was expected and what was found.
extension JSONNode {
    /// The string value; otherwise "expected a string, found a number".
    public func string() throws(InputError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    /// The numeric value, always finite.
    public func number() throws(InputError) -> Double {
        guard case .number(let number) = value else { throw mismatch("a number") }
        guard number.isFinite else { throw error("number is out of range") }
        return number
    }

    /// The numeric value as an integer; `3.0` is 3, `2.5` is an error.
    public func integer() throws(InputError) -> Int {
        let number = try number()
        guard number.rounded() == number else {
            throw error("expected an integer, found \(number)")
        }
        guard let integer = Int(exactly: number) else {
            throw error("integer \(number) is out of range")
        }
        return integer
    }

    /// `true` or `false`.
    public func bool() throws(InputError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false") }
        return flag
    }

    /// The elements of an array.
    public func array() throws(InputError) -> [JSONNode] {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return elements
    }

    /// An object whose keys must all be in `keys` (keys starting with `_` are comments and
    /// always allowed). An unknown key is reported at the key, with a "did you mean" among
    /// `keys`, or, when none is close, the keys that are allowed here.
    public func object(allowing keys: [String]) throws(InputError) -> JSONObject {
        let object = try object()
        for member in object.members
        where !member.key.hasPrefix("_") && !keys.contains(member.key) {
            let hint = DidYouMean.hint(for: member.key, among: keys)
            throw member.keyError(
                "unknown key \(InputError.quote(member.key))"
                + (hint.isEmpty && !keys.isEmpty ? " (allowed here: \(keys.joined(separator: ", ")))" : hint))
        }
        return object
    }

    /// An object with any keys, such as `metrics` (name → number).
    public func object() throws(InputError) -> JSONObject {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return JSONObject(node: self, members: members)
    }

    /// The string value, which must be one of `choices`; `what` names it in the message:
    /// "unknown kind 'lable' (did you mean 'label'?)".
    public func choice(among choices: [String], what: String) throws(InputError) -> String {
        let text = try string()
        guard choices.contains(text) else {
            throw error(
                "unknown \(what) \(InputError.quote(text))"
                + DidYouMean.hint(for: text, among: choices))
        }
        return text
    }

    /// "expected X, found Y" at this node.
    public func mismatch(_ expected: String) -> InputError {
        error("expected \(expected), found \(kindName)")
    }
}

/// A JSON object being decoded: members in source order plus error-reporting lookups.
///
/// Lookups search linearly: screen objects have a handful of keys, and objects with many keys
/// (`metrics`) are read by iterating `members`.
public struct JSONObject: Sendable {
    /// The object's node, where "missing key" errors are reported.
    public let node: JSONNode
    /// The members in source order; keys are unique (the reader rejects duplicates).
    public var members: [JSONMember]

    public init(node: JSONNode, members: [JSONMember]) {
        self.node = node
        self.members = members
    }

    /// The value of `key`; "missing key 'id'" at the object if absent.
    public func required(_ key: String) throws(InputError) -> JSONNode {
        guard let value = optional(key) else {
            throw node.error("missing key \(InputError.quote(key))")
        }
        return value
    }

    /// The value of `key`, or `nil` if absent. A JSON `null` is returned as a node
    /// (check `isNull`): some properties give `null` a meaning of its own.
    public func optional(_ key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    /// The value of `key`, or `nil` if absent or `null`.
    func optionalNonNull(_ key: String) -> JSONNode? {
        guard let value = optional(key), !value.isNull else { return nil }
        return value
    }

    /// Whether the object has `key`.
    public func contains(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// The member of `key`, for errors about the key itself.
    public func member(_ key: String) -> JSONMember? {
        members.first { $0.key == key }
    }

    /// An error at the object.
    public func error(_ message: String, detail: [String] = []) -> InputError {
        node.error(message, detail: detail)
    }
}
