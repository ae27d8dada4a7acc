import Testing
@testable import TypeScale

@Suite struct ConstraintDecoderTests {
    /// A string is Visual Format when, after leading spaces, it starts with `H:`, `V:`, `|` or
    /// `[` as Characters: a combining mark on the `:` makes another character, and only spaces
    /// are skipped (not a no-break space).
    @Test(arguments: [
        ("H:|[a]|", true), ("  V:[a]", true), ("|[a]|", true), ("[a]", true), ("H:\u{E9}", true),
        ("H:\r\n[a]", true), ("H :[a]", false), ("Hx", false), ("H", false), ("", false), ("   ", false),
        ("a.top == b.top", false), ("h:[a]", false), ("H:\u{301}[a]", false), ("\u{A0}H:[a]", false),
        ("\u{E9}.top == b.top", false), ("[\u{E9}]", true),
    ])
    func visualFormatIsToldByItsPrefix(_ text: String, _ expected: Bool) {
        #expect(ConstraintDecoder.isVisualFormat(text) == expected)
    }
}
