/// Characters iOS draws from a fallback font when the text's font lacks them, at that font's
/// advance instead of the `.notdef` advance SPEC §5.5 gives a missing character (a departure:
/// README "Decisions where the spec is silent").
///
/// Hangul syllables: Core Text draws them in Apple SD Gothic Neo, 0.866 em each whatever the
/// text's size. Read off labels sized by their text in Interface Builder files of eight apps
/// (11 to 17 pt: 0.8658 to 0.8680 em, within the pixel rounding of the stored widths; 24 to
/// 33 pt about 1.5 % narrower, not modelled).
///
/// Arabic letters (the Persian and Urdu ones too), an average: iOS draws them in its Arabic
/// system font, whose letters' widths vary with the letter and its joining form, so one
/// advance stands for all, 0.41 em, the mean of six labels sized by their text in one
/// course's Xcode 13 files (round 28: 38, 40 bold and 49 pt; "معسكر طويق" 243 pt wide at
/// 49 pt, "أهلا" 68). A label's width comes within about 20 % (the six: −19 % to +19 %),
/// where `.notdef` made it twice as wide and every Arabic label "truncated". The marks drawn
/// on letters (harakat) advance nothing, as other combining marks.
///
/// Invisible formatting characters (the zero-width non-joiner in Persian words, direction
/// marks and isolates around mixed-direction text, from round 37 the variation selectors of
/// emoji presentation, "❤️", and tags) draw nothing and advance nothing, in whichever font;
/// where the face lacks them they are not `.notdef` boxes. So do control
/// characters (C0 but the tab, DEL, C1; line breaks end lines before this): round 32,
/// mohsinaliayub's checkmark label "\u{3}\u{3}\u{3}√" is stored 12 wide, where three `.notdef`
/// boxes made it 129.5 and two lines (a designer's review of dev set 42). Arabic-Indic
/// digits and Arabic and Hebrew punctuation keep `.notdef`: no stored frame shows their widths.
///
/// Hebrew letters, 0.5 em, an average of thinner evidence: five bold labels sized by their text
/// in one file (round 28, dev set 35: "מחיר" 29 wide at 14 pt and 45 at 22, "ניהול תורים" 215.5
/// at 45; 0.45 to 0.56 em a letter), where `.notdef` made them about twice as wide. The points
/// (niqqud) are marks and advance nothing. The fallback font has its own
/// tracking, not San Francisco's: the same 0.866 em at 12 pt (SF's tracking 0) and at 17 pt
/// (SF's −0.026 em), so a fallback glyph takes none (`ShapedParagraph.untracked`), nor SF's
/// weight widening, and no kerning against its neighbours, which are in another font.
/// Decomposed Hangul (conjoining jamo) and compatibility jamo keep `.notdef`: no stored frame
/// shows their widths.
enum FallbackAdvances {
    static let table: [(scalars: ClosedRange<UInt32>, em: Double)] = [
        (0x05D0...0x05EA, hebrewLetter),  // Hebrew letters
        (0x05EF...0x05F2, hebrewLetter),  // Yiddish ligatures
        (0x061C...0x061C, 0),  // Arabic letter mark, invisible
        (0x0620...0x064A, arabicLetter),  // Arabic letters
        (0x066E...0x066F, arabicLetter),  // dotless beh and qaf
        (0x0671...0x06D3, arabicLetter),  // extended letters: Persian, Urdu
        (0x06D5...0x06D5, arabicLetter),  // ae
        (0x180B...0x180F, 0),  // Mongolian variation selectors and vowel separator
        (0x200B...0x200F, 0),  // zero-width space, non-joiner (Persian), joiner, LRM, RLM
        (0x202A...0x202E, 0),  // bidirectional embeddings and overrides
        (0x2060...0x2064, 0),  // word joiner, invisible operators
        (0x2066...0x2069, 0),  // bidirectional isolates
        (0xAC00...0xD7A3, 0.866),  // Hangul syllables, Apple SD Gothic Neo
        // Variation selectors: "❤️" is U+2764 U+FE0F, and the selector had added a whole
        // `.notdef` box, 16.5 pt at 17 pt (round 37's review).
        (0xFE00...0xFE0F, 0),
        (0xFEFF...0xFEFF, 0),  // zero-width no-break space
        (0xE0000...0xE007F, 0),  // tags (flag sequences)
        (0xE0100...0xE01EF, 0),  // variation selectors 17 to 256
    ]

    /// The lowest scalar the table covers: below it, no lookup.
    static let firstScalar = table.map(\.scalars.lowerBound).min() ?? 0

    /// The mean advance of an Arabic letter in iOS's Arabic system font (above).
    static let arabicLetter = 0.41

    /// The mean advance of a Hebrew letter in the font iOS falls back to (above).
    static let hebrewLetter = 0.5

    /// The advance in ems of a scalar the font lacks, nil where `.notdef` stands in.
    static func em(for scalar: Unicode.Scalar) -> Double? {
        if isControl(scalar) { return 0 }
        guard scalar.value >= firstScalar else { return nil }  // the ASCII and Latin fast path
        return table.first { $0.scalars.contains(scalar.value) }?.em
    }

    /// A control character Core Text draws nothing for: C0 but the tab, DEL and C1 but NEL
    /// (a line break in Unicode's rules, which typescale's lines do not break at: left a
    /// `.notdef` box as before).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar.value != 0x09) || (0x7F...0x9F).contains(scalar.value) && scalar.value != 0x85
    }

    /// White space, a control character or an invisible format character (a direction mark,
    /// a zero-width joiner): no ink.
    static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || isControl(scalar) || scalar.properties.generalCategory == .format
    }

    /// A mark drawn on the character before it, in that character's font.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }
}
