/// A syntax error in a constraint expression or visual format, with Apple's caret diagnostic.
///
///     expected ']' after view name
///     H:|-[nameLabel-[nameField]-|
///                   ^
public struct ConstraintSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Short, lowercase-start: "expected ']' after view name".
    public var message: String
    /// The whole expression or format string.
    public var source: String
    /// Character offset of the caret; may equal the source's length (the fault is its end).
    public var offset: Int
    /// The source, then spaces and a `^` under the offending character (SPEC §3.3).
    public var caretLines: [String]

    public init(message: String, source: String, offset: Int) {
        self.message = message
        self.source = source
        self.offset = max(0, offset)
        self.caretLines = [source, String(repeating: " ", count: max(0, offset)) + "^"]
    }

    public var description: String {
        ([message] + caretLines).joined(separator: "\n")
    }
}
