/// A screen file's JSON as the importer builds it: members in the order written, numbers
/// exact, and each value's place in the Interface Builder file, so that the screen decoder
/// reads it into the very `Screen` a JSON file gives and its errors point into the XML.
public indirect enum ScreenJSON: Sendable {
    case object([(String, ScreenJSON)])
    case array([ScreenJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// The wrapped value came from the element at this XML position.
    case located(SourceLocation, ScreenJSON)

    /// The node tree the screen decoder reads; values without a position of their own take
    /// their container's.
    func node(file: String, path: JSONPath = .root, location: SourceLocation = SourceLocation(line: 1, column: 1)) -> JSONNode {
        switch self {
        case .located(let inner, let value):
            return value.node(file: file, path: path, location: inner)
        case .object(let members):
            let nodes = members.map { key, value in
                JSONMember(key: key, keyLocation: location,
                           value: value.node(file: file, path: path.appending(key: key), location: location))
            }
            return JSONNode(value: .object(nodes), location: location, path: path, file: file)
        case .array(let elements):
            let nodes = elements.enumerated().map { index, value in
                value.node(file: file, path: path.appending(index: index), location: location)
            }
            return JSONNode(value: .array(nodes), location: location, path: path, file: file)
        case .string(let text): return JSONNode(value: .string(text), location: location, path: path, file: file)
        case .number(let number): return JSONNode(value: .number(number), location: location, path: path, file: file)
        case .bool(let flag): return JSONNode(value: .bool(flag), location: location, path: path, file: file)
        case .null: return JSONNode(value: .null, location: location, path: path, file: file)
        }
    }

    /// The screen file's text: two-space indentation, arrays of numbers on one line, numbers
    /// with every digit they need (a frame of 184.85757121439281 round-trips), final newline.
    public func text() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    /// The XML position of a located value.
    var location: SourceLocation {
        if case .located(let location, _) = self { return location }
        return SourceLocation(line: 0, column: 0)
    }

    fileprivate var unwrapped: ScreenJSON {
        if case .located(_, let value) = self { return value.unwrapped }
        return self
    }

    private func write(to output: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        switch unwrapped {
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += pad + JSONOutput.quoted(key) + ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]" }
            if elements.allSatisfy({ if case .number = $0.unwrapped { true } else { false } }) {
                output += "[" + elements.map { $0.scalarText }.joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += pad
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        default:
            output += scalarText
        }
    }

    private var scalarText: String {
        switch unwrapped {
        case .string(let text): JSONOutput.quoted(text)
        case .number(let number): ScreenJSON.exact(number)
        case .bool(let flag): flag ? "true" : "false"
        default: "null"
        }
    }

    /// The shortest decimal that reads back as the same double; whole numbers without `.0`,
    /// and never in exponent form (`1e-05` is `0.00001`): the value also goes into constraint
    /// expressions, whose grammar has no exponents.
    static func exact(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return formatShortestNumber(number)
    }
}

extension ScreenJSON: Equatable {
    /// The same value whatever its XML positions: equal exactly when `text()` is, without
    /// writing it (the size-class reader compares each property's variants). The same cases
    /// as `JSONOutput`'s `==`: the two enums differ only by `located`.
    public static func == (lhs: ScreenJSON, rhs: ScreenJSON) -> Bool {
        switch (lhs.unwrapped, rhs.unwrapped) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        // Compared as written: -0 writes "0" as 0 does, and NaN writes "nan" as NaN does.
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}

extension ScreenJSON {
    /// An object member only when there is a value.
    static func members(_ pairs: [(String, ScreenJSON?)]) -> ScreenJSON {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }
}
