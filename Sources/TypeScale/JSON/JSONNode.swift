/// A parsed JSON value that remembers where it came from: file, line:column and JSON path.
///
/// Every node can produce a complete `InputError` about itself, so decoders report problems
/// without threading the file name or path through their own code.
public struct JSONNode: Sendable {
    /// The value, with objects keeping their members in source order.
    public enum Value: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public let value: Value
    /// Where the value starts (its first character: `{`, `[`, `"`, digit, `-`, `t`, ...).
    public let location: SourceLocation
    /// The value's path from the document's root.
    public let path: JSONPath
    /// The file the value was read from, as the user named it.
    public let file: String

    public init(value: Value, location: SourceLocation, path: JSONPath, file: String) {
        self.value = value
        self.location = location
        self.path = path
        self.file = file
    }

    /// An error about this value, at its location and path.
    public func error(_ message: String, detail: [String] = []) -> InputError {
        InputError(file: file, path: path, location: location, message: message, detail: detail)
    }

    /// The kind of value, as an error message names it: "an object", "an array", "a string",
    /// "a number", "true", "false" or "null".
    public var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// Whether the value is JSON `null`.
    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable {
    public let key: String
    /// Where the key's opening quote is.
    public let keyLocation: SourceLocation
    /// The member's value; its path ends with `key`.
    public let value: JSONNode

    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// An error about the key itself (an unknown or duplicate key): at the key's location,
    /// with the path of the object that holds it.
    public func keyError(_ message: String) -> InputError {
        InputError(
            file: value.file, path: value.path.parent ?? .root, location: keyLocation,
            message: message)
    }
}
