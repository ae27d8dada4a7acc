import Testing
@testable import TypeScale

/// Hangul, which neither SF's stand-in nor most custom fonts have, is measured at the advance
/// of the font iOS falls back to (Apple SD Gothic Neo, 0.866 em), with no tracking and no
/// kerning, instead of the face's `.notdef` (README "Decisions where the spec is silent").
@Suite struct FallbackAdvanceTests {
    let catalog = FontCatalog.standard()

    func width(_ text: String, size: Double, weight: FontWeight = .regular) throws -> Double {
        let font = try catalog.resolve(FontSpec(size: .fixed(size), weight: weight, dynamic: false), in: FontEnvironment())
        return catalog.measure(text, font: font, wrapWidth: nil).width
    }

    /// Inter's em is 2816 units: 0.866 em is 2439 of them, 14.724 pt at 17 pt. `.notdef`
    /// (2800 units) with SF's tracking gave 16.46; IB stores "키" in 17 pt 15 wide on @3x.
    @Test func aSyllableIsTheFallbackFontsAdvance() throws {
        #expect(try abs(width("키", size: 17) - 2439.0 / 2816 * 17) < 1e-9)
        #expect(try abs(width("닉네임", size: 17) - 3 * 2439.0 / 2816 * 17) < 1e-9)
    }

    /// SF's tracking is −0.026 em at 17 pt and 0 at 12: the syllables keep 0.866 em at both,
    /// while Latin text beside them is tracked and kerned as before, with no pair across.
    @Test func syllablesTakeNoTrackingOrKerning() throws {
        #expect(try abs(width("사용자", size: 17) / 17 - width("사용자", size: 12) / 12) < 1e-12)
        let latin = try width("AV", size: 17)
        #expect(try abs(width("AV키", size: 17) - (latin + 2439.0 / 2816 * 17)) < 1e-9)
        #expect(try abs(width("키AV", size: 17) - (2439.0 / 2816 * 17 + latin)) < 1e-9)
    }

    /// A character no table covers still takes `.notdef` (SPEC §5.5): an ideograph is Inter's
    /// 2800-unit box plus tracking, wider than a syllable.
    @Test func otherMissingCharactersKeepNotdef() throws {
        #expect(try abs(width("雷", size: 12) - 2800.0 / 2816 * 12) < 1e-9)
        #expect(try width("雷", size: 12) > width("키", size: 12))
    }
}
