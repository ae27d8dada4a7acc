import Testing
@testable import TypeScale

/// The audit asks a field for its text and its own padding: none for a borderless field,
/// which draws its text flush, SPEC §3.1's 7 and 6.5 for the rounded rectangle, 3 above and
/// below for an Xcode 10 rounded field from an IB file (its `insets`).
struct BorderlessFieldAuditTests {
    @Test func aBorderlessFieldNeedsNoPadding() {
        var sample = LayoutSample()
        var borderless = LayoutSample.text(neededWidth: 100)
        borderless.padding = .zero
        // 100 pt of text in 100 pt, 20.287 → 20.5 in 22: fits without the rounded rectangle's
        // 14 × 13 pt of padding; 98 pt wide is 2 pt short (past the 1 % San Francisco's widths
        // may differ by).
        sample.add("plainField", .field, 16, 100, 100, 22, text: borderless)
        sample.add("narrowField", .field, 16, 200, 98, 22, text: borderless)
        #expect(sample.lines == ["AX3 narrowField clipped: needs 100 pt, has 98 pt"])
    }

    /// Across, a field needs its own side padding: 100 pt of text with an IB field's 5-pt
    /// sides fits 110, with SPEC's 7 it needs 114. Down only its line counts (round 32: UITextField
    /// centres its line and cuts it at its bounds), so neither 30-pt field is short.
    @Test func aFieldNeedsItsOwnPadding() {
        var sample = LayoutSample()
        var ib = LayoutSample.text(neededWidth: 100)
        ib.padding = EdgeInsets(top: 3, left: 5, bottom: 3, right: 5)
        sample.add("ibField", .field, 16, 100, 110, 30, text: ib)
        sample.add("specField", .field, 16, 200, 110, 30, text: LayoutSample.text(neededWidth: 100))
        #expect(sample.lines == ["AX3 specField clipped: needs 114 pt, has 110 pt"])
    }
}
