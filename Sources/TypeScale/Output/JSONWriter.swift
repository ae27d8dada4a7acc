/// A JSON value to print, with object keys in the order given: output is deterministic by
/// construction (no dictionaries).
public indirect enum JSONOutput: Sendable, Equatable {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    /// Printed with `formatNumber` (at most 3 decimals); non-finite numbers print as `null`
    /// so the output stays valid JSON.
    case number(Double)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation and no final newline (the caller adds it).
    /// Empty containers print as `{}` and `[]`.
    public func rendered() -> String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Writes `rendered()` into a stream (a `String` in tests, a file in the CLI).
    public func write(to stream: inout some TextOutputStream) {
        write(to: &stream, indent: 0)
    }

    private func write(to stream: inout some TextOutputStream, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return stream.write("{}") }
            stream.write("{\n")
            for (index, (key, value)) in members.enumerated() {
                stream.write(JSONOutput.indentation(indent + 1))
                stream.write(JSONOutput.quoted(key))
                stream.write(": ")
                value.write(to: &stream, indent: indent + 1)
                stream.write(index == members.count - 1 ? "\n" : ",\n")
            }
            stream.write(JSONOutput.indentation(indent) + "}")
        case .array(let elements):
            guard !elements.isEmpty else { return stream.write("[]") }
            stream.write("[\n")
            for (index, element) in elements.enumerated() {
                stream.write(JSONOutput.indentation(indent + 1))
                element.write(to: &stream, indent: indent + 1)
                stream.write(index == elements.count - 1 ? "\n" : ",\n")
            }
            stream.write(JSONOutput.indentation(indent) + "]")
        case .string(let text):
            stream.write(JSONOutput.quoted(text))
        case .number(let number):
            stream.write(number.isFinite ? formatNumber(number) : "null")
        case .bool(let flag):
            stream.write(flag ? "true" : "false")
        case .null:
            stream.write("null")
        }
    }

    private static func indentation(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`,
    /// `\r`, `\b`, `\f` or `\u00XX` (as JavaScript's `JSON.stringify`), everything else
    /// (non-ASCII included) as UTF-8.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        var needsEscaping = false
        for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "\\") {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return result + text + "\"" }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}
