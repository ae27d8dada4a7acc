import Testing
@testable import TypeScale

/// One bad constraint string, the message it must raise and where the caret goes.
struct ExpressionErrorCase: CustomTestStringConvertible, Sendable {
    var source: String
    var message: String
    var offset: Int
    var testDescription: String { source }
}

@Suite struct ConstraintExpressionErrorTests {
    static let cases: [ExpressionErrorCase] = [
        .init(source: "", message: "empty constraint", offset: 0),
        .init(source: "a.left == 20",
              message: "a position attribute needs a second item (write 'superview.left + 20')", offset: 10),
        .init(source: "a.top == -pad",
              message: "a position attribute needs a second item (write 'superview.top - pad')", offset: 9),
        .init(source: "a.centerX == 0.5",
              message: "a position attribute needs a second item (write 'superview.centerX + 0.5')", offset: 13),
        .init(source: "a.width == b.left",
              message: "invalid pairing of layout attributes: 'width' is a size and 'left' a position", offset: 13),
        .init(source: "a.top == b.height",
              message: "invalid pairing of layout attributes: 'height' is a size and 'top' a position", offset: 11),
        .init(source: "a.left == b.top",
              message: "invalid pairing of layout attributes: 'left' is horizontal and 'top' vertical", offset: 12),
        .init(source: "a.firstBaseline == b.centerX",
              message: "invalid pairing of layout attributes: 'firstBaseline' is vertical and 'centerX' horizontal", offset: 21),
        .init(source: "a.leading == b.left",
              message: "a constraint cannot relate a leading/trailing attribute to a left/right attribute: use leading/trailing for both or neither",
              offset: 15),
        .init(source: "a.centerX == 0 * b.centerX",
              message: "a multiplier of 0 makes a position equal to a constant, which UIKit refuses; relate it to superview instead",
              offset: 13),
        .init(source: "a.widht == 40", message: "unknown attribute 'widht' (did you mean 'width'?)", offset: 2),
        .init(source: "a.top == b.margin.top", message: "unknown attribute 'margin' (did you mean 'margins'?)", offset: 11),
        .init(source: "a.colour == 4", message: "unknown attribute 'colour'", offset: 2),
        .init(source: "a.width = 40", message: "expected '==', '<=' or '>=': a single '=' is not a relation", offset: 8),
        .init(source: "a.width < 40", message: "expected '==', '<=' or '>=' after the first item, found '<'", offset: 8),
        .init(source: "a.width", message: "expected '==', '<=' or '>=' after the first item, found the end", offset: 7),
        .init(source: "width == 40", message: "expected '.' and an attribute after 'width'", offset: 6),
        .init(source: "a. == 40", message: "expected an attribute after 'a.'", offset: 3),
        .init(source: "8 == a.width",
              message: "expected an item such as 'view.top': a view id, 'superview', 'root', 'safeArea' or 'margins', then '.' and an attribute",
              offset: 0),
        .init(source: "a.width ==", message: "expected an item or a constant after '=='", offset: 10),
        .init(source: "a.width == b.width *", message: "a multiplier goes before the second item, as in '2 * view.width'", offset: 19),
        .init(source: "a.width == b.width * 2", message: "a multiplier goes before the second item, as in '2 * view.width'", offset: 19),
        .init(source: "a.width == ratio * b.width", message: "a multiplier must be a number, as in '2 * view.width'", offset: 11),
        .init(source: "a.top == b.bottom +", message: "expected a number or metric name after '+', found the end", offset: 19),
        .init(source: "a.top == b.bottom + c.top",
              message: "expected a number or metric name after '+', found an item: only the right-hand side's first term may be an item",
              offset: 20),
        .init(source: "a.width == 40 8", message: "unexpected '8' after the constraint", offset: 14),
        .init(source: "a.width == 40.", message: "unexpected '.' after the constraint", offset: 13),
        .init(source: "a.width == 1e3", message: "unexpected 'e' after the constraint", offset: 12),
        .init(source: "a.width == 40 @0", message: "priority must be between 1 and 1000", offset: 15),
        .init(source: "a.width == 40 @1001", message: "priority must be between 1 and 1000", offset: 15),
        .init(source: "a.width == 40 @ -5", message: "priority must be between 1 and 1000", offset: 16),
        .init(source: "a.width == 40 @0.5", message: "priority must be between 1 and 1000", offset: 15),
        .init(source: "a.width == 40 @",
              message: "expected a priority after '@': a number from 1 to 1000, required, high, low, fittingSize or a metric name",
              offset: 15),
        .init(source: "superview.top == a.top",
              message: "'superview' cannot be the first item: it is relative to the first item's parent", offset: 0),
        .init(source: " margins.top == a.top",
              message: "'margins' cannot be the first item: it is relative to the first item's parent", offset: 1),
        .init(source: "a.top == safeArea.margins.top", message: "'safeArea' has no margins guide", offset: 18),
        .init(source: "a.top == superview.safeArea.top", message: "'superview' has no safeArea guide", offset: 19),
        .init(source: "a.top == card.margins", message: "expected '.' and an attribute after 'card.margins'", offset: 21),
        .init(source: "a.top == superview.content.top",
              message: "'superview' has no content guide: name the scroll view, as in 'scroll.content.top'", offset: 19),
        .init(source: "a.top == root.frame.top",
              message: "'root' has no frame guide: name the scroll view, as in 'scroll.frame.top'", offset: 14),
        .init(source: "a.top == form.content", message: "expected '.' and an attribute after 'form.content'", offset: 21),
        .init(source: "a.top == form.contnt.top", message: "unknown attribute 'contnt' (did you mean 'content'?)", offset: 14),
        .init(source: "a.width == " + String(repeating: "9", count: 400), message: "number is too large (at most 1000000)", offset: 11),
        .init(source: "a.width == 1000000.5", message: "number is too large (at most 1000000)", offset: 11),
        .init(source: "a.width == superview", message: "expected '.' and an attribute after 'superview'", offset: 20),
        .init(source: "ä.width == 4",
              message: "expected an item such as 'view.top': a view id, 'superview', 'root', 'safeArea' or 'margins', then '.' and an attribute",
              offset: 0),
        // Offsets count Characters whatever the bytes: a decomposed é is one, CR LF is one (and
        // whitespace), a no-break space is whitespace; a non-ASCII letter or digit ends a name or number.
        .init(source: "a.width == 40 e\u{301}", message: "unexpected 'e\u{301}' after the constraint", offset: 14),
        .init(source: "a.width ==\r\n40 x", message: "unexpected 'x' after the constraint", offset: 14),
        .init(source: "a.width\u{A0}== 40\u{2003}x", message: "unexpected 'x' after the constraint", offset: 14),
        .init(source: "a.width == 4\u{660}", message: "unexpected '\u{660}' after the constraint", offset: 12),
        .init(source: "a.wid\u{E9}th == 4", message: "unknown attribute 'wid'", offset: 2),
    ]

    @Test(arguments: cases)
    func reportsMessageAndCaret(_ bad: ExpressionErrorCase) {
        #expect(throws: ConstraintSyntaxError(message: bad.message, source: bad.source, offset: bad.offset)) {
            try ConstraintExpressionParser.parse(bad.source)
        }
    }

    @Test func caretLinesPutTheCaretUnderTheFault() throws {
        let error = try #require(throws: ConstraintSyntaxError.self) {
            try ConstraintExpressionParser.parse("a.width == b.left + 8")
        }
        #expect(error.caretLines == ["a.width == b.left + 8", "             ^"])
        #expect(error.description == """
            invalid pairing of layout attributes: 'width' is a size and 'left' a position
            a.width == b.left + 8
                         ^
            """)
    }
}
