/// Characters iOS draws from a fallback font when the text's font lacks them, at that font's
/// advance instead of the `.notdef` advance SPEC §5.5 gives a missing character (a departure:
/// README "Decisions where the spec is silent").
///
/// Only Hangul syllables so far: Core Text draws them in Apple SD Gothic Neo, 0.866 em each
/// whatever the text's size. Read off labels sized by their text in Interface Builder files
/// of eight apps (11 to 17 pt: 0.8658 to 0.8680 em, within the pixel rounding of the stored
/// widths; 24 to 33 pt about 1.5 % narrower, not modelled). The fallback font has its own
/// tracking, not San Francisco's: the same 0.866 em at 12 pt (SF's tracking 0) and at 17 pt
/// (SF's −0.026 em), so a fallback glyph takes none (`ShapedParagraph.untracked`), nor SF's
/// weight widening, and no kerning against its neighbours, which are in another font.
/// Decomposed Hangul (conjoining jamo) and compatibility jamo keep `.notdef`: no stored frame
/// shows their widths.
enum FallbackAdvances {
    static let table: [(scalars: ClosedRange<UInt32>, em: Double)] = [
        (0xAC00...0xD7A3, 0.866),  // Hangul syllables, Apple SD Gothic Neo
    ]

    /// The advance in ems of a scalar the font lacks, nil where `.notdef` stands in.
    static func em(for scalar: Unicode.Scalar) -> Double? {
        guard scalar.value >= 0x1100 else { return nil }  // the ASCII and Latin fast path
        return table.first { $0.scalars.contains(scalar.value) }?.em
    }

    /// A mark drawn on the character before it, in that character's font.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }
}
