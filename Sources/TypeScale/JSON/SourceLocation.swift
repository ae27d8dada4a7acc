/// A position in an input file: 1-based line and column.
///
/// Lines end at LF, CRLF or a lone CR. The column counts Unicode scalars from the start of
/// the line (a tab is one column, `é` written as one scalar is one column), so it matches
/// what an editor shows for ordinary text, unlike a byte offset.
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public let line: Int
    /// 1-based column, in Unicode scalars.
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers print it.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
