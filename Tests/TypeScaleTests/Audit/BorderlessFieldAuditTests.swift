import Testing
@testable import TypeScale

/// A borderless field draws its text flush, so the audit asks only for the text's own size.
struct BorderlessFieldAuditTests {
    @Test func aBorderlessFieldNeedsNoPadding() {
        var sample = LayoutSample()
        var borderless = LayoutSample.text(neededWidth: 100)
        borderless.fieldBorder = .none
        // 100 pt of text in 100 pt, 20.287 → 20.5 in 22: fits without the rounded rectangle's
        // 14 × 13 pt of padding; 99 pt wide is 1 pt short.
        sample.add("plainField", .field, 16, 100, 100, 22, text: borderless)
        sample.add("narrowField", .field, 16, 200, 99, 22, text: borderless)
        #expect(sample.lines == ["AX3 narrowField clipped: needs 100 pt, has 99 pt"])
    }
}
