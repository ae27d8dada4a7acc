import Testing
@testable import TypeScale

/// A label a few points shorter than its line is `clipped` only where its characters reach
/// the cut (`GlyphInk`): plain ASCII without descenders and ideographs leave room, a
/// descender, an accent or another script does not (dev sets 31 and 32, a designer's review).
struct GlyphInkAuditTests {
    static func label(_ string: String, size: Double, height: Double) -> [String] {
        var sample = LayoutSample()
        var text = LayoutSample.text(size: size)
        text.string = string
        sample.add("label", .label, 20, 40, 280, height, text: text)
        return sample.lines
    }

    /// 16 pt: a 19.5-pt line (19.09 on @2x). "ReleaseDate" reaches 0.8 of the size above the
    /// baseline and none below: 15.23 − 12.8 = 2.43 above, 3.86 − 0.32 = 3.54 below, so it may
    /// lose 4.86 pt: 18 and 15 tall cut nothing, 14 does. "appId" (20 pt, a 24-pt line) in 18
    /// loses its descenders; "Çay" (an accent, a descender) 1.5 short is cut as before; "欢迎"
    /// at 34 pt (41 tall on @2x) loses nothing in 40.
    @Test(arguments: [("ReleaseDate", 16.0, 18.0, nil), ("ReleaseDate", 16, 15, nil),
                      ("ReleaseDate", 16, 14, "needs 19.5 pt tall, has 14 pt"),
                      ("appId", 20, 18, "needs 24 pt tall, has 18 pt"),
                      ("Çay", 16, 18, "needs 19.5 pt tall, has 18 pt"),
                      ("欢迎", 34, 40, nil)] as [(String, Double, Double, String?)])
    func aLabelIsClippedWhereItsGlyphsReachTheCut(string: String, size: Double, height: Double, detail: String?) {
        #expect(Self.label(string, size: size, height: height) == (detail.map { ["AX3 label clipped: \($0)"] } ?? []))
    }

    /// A button's title is judged by its ink too (round 29: portia1230's 85-pt "+" in a 100-pt
    /// button, a 101.5-pt line, dev set 37); a title with a descender is still clipped, and a
    /// field's text, typed by its user, still needs its whole line.
    @Test func aButtonsTitleIsClippedWhereItsGlyphsReachTheCut() {
        func lines(_ kind: ViewKind, _ string: String) -> [String] {
            var sample = LayoutSample()
            var text = LayoutSample.text(size: 85)
            text.string = string
            text.padding = .zero  // a borderless field: its line alone
            sample.add("add", kind, 20, 40, 100, 100, text: text)
            return sample.lines
        }
        #expect(lines(.button, "+") == [])
        #expect(lines(.button, "|") == ["AX3 add clipped: needs 101.5 pt tall, has 100 pt"])
        #expect(lines(.field, "+") == ["AX3 add clipped: needs 101.5 pt tall, has 100 pt"])
    }

    /// A comma goes 0.18 of the size below the baseline, a descender 0.22 (the bundled
    /// Inter's outlines): at 16 pt a line of "16,000" has 2 × (3.86 − 2.88) = 1.96 pt to lose,
    /// so 1.5 pt short (a 19.5-pt line in 18) cuts nothing; "typography" has 0.68 and is cut
    /// (designers' reviews of dev sets 40 and 41: prices and dates 1.5 pt short reported).
    @Test(arguments: [("16,000", 18.0, nil), ("16,000", 17, "needs 19.5 pt tall, has 17 pt"),
                      ("typography", 18, "needs 19.5 pt tall, has 18 pt"), ("<ENERGY_RANGE>", 18, nil)] as [(String, Double, String?)])
    func punctuationIsClippedWhereItReaches(string: String, height: Double, detail: String?) {
        #expect(Self.label(string, size: 16, height: height) == (detail.map { ["AX3 label clipped: \($0)"] } ?? []))
    }

    @Test func theAllowanceIsTheSmallerRoomTwice() {
        let font = LayoutSample.font(size: 16)
        #expect(abs(GlyphInk.allowance(for: "ReleaseDate", font: font) - 2 * (font.ascender - 12.8)) < 1e-9)
        #expect(GlyphInk.allowance(for: "Date 1.5", font: font) > 0)
        // A descender leaves the line box's 0.2412 less its own 0.22 below: 2 × 0.0212 × 16.
        #expect(abs(GlyphInk.allowance(for: "day", font: font) - 2 * (-font.descender - 0.22 * 16)) < 1e-9)
        #expect(GlyphInk.allowance(for: "a|b", font: font) == 0)
        #expect(GlyphInk.allowance(for: "Été", font: font) == 0)
        // A font the system family stands in for reaches as far as its own glyphs do.
        var standIn = font
        standIn.standsInFor = "Avenir"
        #expect(GlyphInk.allowance(for: "ReleaseDate", font: standIn) == 0)
    }
}
