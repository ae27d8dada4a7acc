import Testing
@testable import TypeScale

/// One bad visual format, the message it must raise and the caret's offset.
struct VisualFormatErrorCase: CustomTestStringConvertible, Sendable {
    var format: String
    var options: [VisualFormatOption] = []
    var message: String
    var offset: Int
    var testDescription: String { format }
}

@Suite struct VisualFormatErrorTests {
    static let cases: [VisualFormatErrorCase] = [
        // SPEC §3.3's example and the reference's Apple example.
        .init(format: "H:|-[nameLabel-[nameField]-|", message: "expected ']' after view name", offset: 14),
        .init(format: "V|[backgroundBox]|", message: "expected ':' after 'V' to specify vertical arrangement", offset: 1),
        .init(format: "H[a]", message: "expected ':' after 'H' to specify horizontal arrangement", offset: 1),
        .init(format: "X:[a]", message: "unknown orientation 'X': expected 'H' or 'V'", offset: 0),
        // Offsets count Characters; an em space is whitespace, a non-ASCII letter ends a name.
        .init(format: "H:|-8-[a]-\u{2003}-[b]|",
              message: "cannot tell if this '-' is a minus sign or an extra '-' in the connection; use parentheses around negative numbers",
              offset: 11),
        .init(format: "H:|-8-[a\u{E9}]|", message: "expected ']' after view name", offset: 8),
        .init(format: "V:|-(8)-[a]-\r\n-|",
              message: "cannot tell if this '-' is a minus sign or an extra '-' in the connection; use parentheses around negative numbers",
              offset: 13),
        .init(format: "  Horizontal:[a]", message: "unknown orientation 'Horizontal': expected 'H' or 'V'", offset: 2),
        .init(format: "", message: "empty format string", offset: 0),
        .init(format: "   ", message: "empty format string", offset: 0),
        .init(format: "a", message: "expected a view", offset: 0),
        .init(format: "H:", message: "expected a view", offset: 2),
        .init(format: "[]", message: "expected a view name", offset: 1),
        .init(format: "[(50)]", message: "expected a view name", offset: 1),
        .init(format: "[1abc]",
              message: "invalid view name: view names start with a letter or an underscore, then contain letters, numbers and underscores",
              offset: 1),
        .init(format: "[ñ]",
              message: "invalid view name: view names start with a letter or an underscore, then contain letters, numbers and underscores",
              offset: 1),
        .init(format: "[a", message: "expected ']' after view name", offset: 2),
        .init(format: "[a.b]", message: "expected ']' after view name", offset: 2),
        .init(format: "|", message: "expected a connection after the '|' character", offset: 1),
        .init(format: "|-|", message: "expected a view", offset: 2),
        .init(format: "[a]-", message: "expected a view or '|' after '-'", offset: 4),
        .init(format: "[a]--8-[b]",
              message: "cannot tell if this '-' is a minus sign or an extra '-' in the connection; use parentheses around negative numbers",
              offset: 4),
        .init(format: "[a]-8[b]", message: "expected '-' here to end the connection", offset: 5),
        .init(format: "[a]-8", message: "expected '-' here to end the connection", offset: 5),
        .init(format: "[a]-8,9-[b]",
              message: "expected '-' here; to give a list of predicates, put parentheses around it: -(>=8,<=20)-", offset: 5),
        .init(format: "[a]-(8[b]", message: "expected ')' at the end of the predicate list, or ',' before another predicate", offset: 6),
        .init(format: "[a]-(8", message: "expected ')' at the end of the predicate list, or ',' before another predicate", offset: 6),
        .init(format: "[a(>=50]", message: "a predicate on a view's thickness must end with ')' and the view must end with ']'", offset: 7),
        .init(format: "[a(5", message: "a predicate on a view's thickness must end with ')' and the view must end with ']'", offset: 4),
        .init(format: "[a(50)", message: "expected ']' after specifying thickness", offset: 6),
        .init(format: "[a(", message: "unexpectedly ran out of characters in the middle of a view", offset: 3),
        .init(format: "[a(=50)]", message: "unknown relation: must be ==, >= or <=", offset: 4),
        .init(format: "[a(<50)]", message: "unknown relation: must be ==, >= or <=", offset: 4),
        .init(format: "[a(>=)]", message: "expected a number or a metric name, found ')'", offset: 5),
        .init(format: "[a]-ñ-[b]", message: "expected a number or a metric name, found 'ñ'", offset: 4),
        .init(format: "[a(-)]", message: "expected a number after '-', found ')'", offset: 4),
        .init(format: "[a(50@0)]", message: "priority must be between 1 and 1000", offset: 6),
        .init(format: "[a(50@1001)]", message: "priority must be between 1 and 1000", offset: 6),
        .init(format: "[a]-(8@-1)-[b]", message: "priority must be between 1 and 1000", offset: 7),
        .init(format: "[a(50@)]", message: "expected a priority after '@': a number from 1 to 1000 or a metric name", offset: 6),
        .init(format: "[a]x", message: "expected a view or '|'", offset: 3),
        .init(format: "[a]|[b]", message: "expected the end of the format string", offset: 4),
        .init(format: "[a]-[b]", options: [.alignAllTop, .alignAllLeading],
              message: "options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal",
              offset: 7),
        .init(format: "V:[a][b]", options: [.alignAllCenterY],
              message: "options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical",
              offset: 8),
        .init(format: "[a]", options: [.directionLeftToRight, .directionRightToLeft],
              message: "directionLeftToRight and directionRightToLeft cannot both be given", offset: 0),
        .init(format: "[a(" + String(repeating: "9", count: 400) + ")]", message: "number is too large (at most 1000000)", offset: 3),
    ]

    @Test(arguments: cases)
    func reportsMessageAndCaret(_ bad: VisualFormatErrorCase) {
        #expect(throws: ConstraintSyntaxError(message: bad.message, source: bad.format, offset: bad.offset)) {
            try VisualFormatParser.parse(bad.format, options: bad.options)
        }
    }

    @Test func specCaretRendering() throws {
        let error = try #require(throws: ConstraintSyntaxError.self) {
            try VisualFormatParser.parse("H:|-[nameLabel-[nameField]-|", options: [])
        }
        // SPEC §3.3 prints the source and the caret indented by 4; the caret is 14 further in.
        #expect(error.caretLines == ["H:|-[nameLabel-[nameField]-|", "              ^"])
    }

    @Test func viewNamesReportSyntaxErrorsToo() {
        #expect(throws: ConstraintSyntaxError(message: "expected ']' after view name", source: "[a-[b]", offset: 2)) {
            try VisualFormatParser.viewNames(in: "[a-[b]")
        }
    }

    @Test func spaceEqualToAViewIsRefusedWhenMetricsAreKnown() throws {
        let message = "it's not possible to set a space equal to the width or height of a view; perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        #expect(throws: ConstraintSyntaxError(message: message, source: "[a]-b-[b]", offset: 4)) {
            try VisualFormatParser.parse("[a]-b-[b]", options: [], metricNames: ["pad"])
        }
        // A metric that shares a view's name is still a metric, as in Apple's metric-first lookup.
        let spaced = try VisualFormatParser.parse("[a]-b-[b]", options: [], metricNames: ["b"])
        #expect(spaced.map(\.description) == ["b.leading == a.trailing + b"])
        // Without metric names the parser cannot tell, and leaves it a metric for the resolver.
        #expect(try VisualFormatParser.parse("[a]-b-[b]", options: []).first?.constant == SignedConstant(.metric("b")))
    }
}
