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
    /// 2800-unit box plus SF's tracking (−0.442 pt at 17 pt), wider than a syllable.
    @Test func otherMissingCharactersKeepNotdef() throws {
        #expect(try abs(width("雷", size: 17) - (2800.0 / 2816 * 17 - 0.026 * 17)) < 1e-9)
        #expect(try width("雷", size: 17) > width("키", size: 17))
    }

    /// SF's weight widening (2.1 % in bold at text sizes) is San Francisco's, not the fallback
    /// font's: a syllable is 0.866 em in bold too (to the rounding of a whole unit of Inter's
    /// em, 0.006 pt; widened it would be 0.31 pt wider), while the Latin beside it widens.
    @Test func syllablesTakeNoWeightWidening() throws {
        #expect(try abs(width("키", size: 17, weight: .bold) - width("키", size: 17)) < 0.006)
        #expect(try width("AV", size: 17, weight: .bold) > width("AV", size: 17))
    }

    /// Combining marks after a syllable are drawn with it in the fallback font: they advance
    /// nothing and take no tracking (each took SF's −0.442 pt at 17 pt).
    @Test func marksOnASyllableJoinItsCluster() throws {
        #expect(try abs(width("키\u{301}\u{302}", size: 17) - width("키", size: 17)) < 1e-9)
    }

    /// A font file that kerns `.notdef` (glyph 0) against "A" does not kern a syllable, which is
    /// in another font; the kerning of the Latin run after it is found as without it ("AB"
    /// kerned by −100 units).
    @Test func aFontFilesKerningStopsAtTheFallbackRun() throws {
        let catalog = FontCatalog.standard()
        var synthetic = SyntheticFont()
        synthetic.family = "Fallback Kern"
        synthetic.kernPairs = [(0, 1, -300), (1, 0, -300), (1, 2, -100)]
        try catalog.addFontFile(at: synthetic.write(to: FontReaderTests.directory(), name: "FallbackKern-Regular.ttf"))
        let font = try catalog.resolve(FontSpec(size: .fixed(10), family: "Fallback Kern", dynamic: false), in: FontEnvironment())
        func width(_ text: String) -> Double { catalog.measure(text, font: font, wrapWidth: nil).width }
        // 0.866 em of 10 pt; A and B are 600 and 700 units of 1000, kerned by −100.
        #expect(abs(width("키") - 8.66) < 1e-9)
        #expect(abs(width("AB") - 12) < 1e-9)
        #expect(abs(width("키AB") - 20.66) < 1e-9)
        #expect(abs(width("A키B") - (6 + 8.66 + 7)) < 1e-9)
    }
}

extension FallbackAdvanceTests {
    /// Arabic letters take the mean advance of iOS's Arabic font, 0.41 em, untracked (round 28:
    /// six labels of one course's files, within about 20 %); the marks on them advance nothing,
    /// and the space between words is San Francisco's. `.notdef` made a word twice as wide.
    @Test func arabicLettersTakeTheArabicFontsMeanAdvance() throws {
        // Advances are whole units of the shaping's em (half a unit of Inter's 2816: 0.009 pt
        // a letter at 49 pt).
        let unit = 0.5 / 2816
        #expect(try abs(width("أهلا", size: 49) / 49 - 4 * 0.41) < 4 * unit)
        #expect(try abs(width("أهلا", size: 12) / 12 - 4 * 0.41) < 4 * unit)
        // Vowel marks (fatha, sukun) on a word draw on its letters.
        #expect(try width("مَدْرَسَة", size: 20) == width("مدرسة", size: 20))
        let space = try width("a b", size: 49) - width("ab", size: 49)
        #expect(try abs(width("معسكر طويق", size: 49) - (9 * 0.41 * 49 + space)) < 9 * unit * 49)
        // IB stores "معسكر طويق" at 49 pt 243 wide: within 20 %, where .notdef gave 455.
        #expect(try abs(width("معسكر طويق", size: 49) - 243) / 243 < 0.2)
    }
}

extension FallbackAdvanceTests {
    /// Hebrew letters take 0.5 em (round 28: five bold labels of one file, 0.45 to 0.56 em a
    /// letter); niqqud points advance nothing. IB stores "מחיר" in 14 pt 29 wide: 28 here,
    /// where `.notdef` gave 54.
    @Test func hebrewLettersTakeHalfAnEm() throws {
        let unit = 0.5 / 2816
        #expect(try abs(width("מחיר", size: 14) / 14 - 4 * 0.5) < 4 * unit)
        #expect(try width("שָׁלוֹם", size: 17) == width("שלום", size: 17))
        #expect(try abs(width("מחיר", size: 14) - 29) < 1.5)
    }

    /// Invisible formatting characters advance nothing (the zero-width non-joiner inside a
    /// Persian word, a right-to-left mark before Latin text); Persian letters are Arabic ones.
    @Test func formattingCharactersAdvanceNothing() throws {
        #expect(try width("کتاب\u{200C}ها", size: 17) == width("کتابها", size: 17))
        #expect(try width("\u{200F}abc\u{2069}", size: 17) == width("abc", size: 17))
        // Control characters too (mohsinaliayub's "\u{3}\u{3}\u{3}√", dev set 42), not the tab.
        #expect(try width("\u{3}\u{3}\u{3}abc\u{7F}\u{9F}", size: 17) == width("abc", size: 17))
        #expect(try width("a\tb", size: 17) > width("ab", size: 17))
        let unit = 0.5 / 2816
        #expect(try abs(width("پچژگ", size: 17) / 17 - 4 * 0.41) < 4 * unit)
    }
}
