import Foundation

/// How far a line's glyphs reach inside its line box, by the characters of its text: what a
/// label one or a few points shorter than its line cuts off (UILabel centres the line and
/// cuts it at the frame's edges, half the shortfall at each).
///
/// A line box holds the font's whole ascender and descender (SF: 0.952 and 0.241 of the
/// size), room for accents over capitals and for descenders. Text that has neither reaches
/// less far, measured on the bundled Inter, which stands in for San Francisco's shapes as it
/// does for its widths (SF's own ascender letters were never measured; its capitals, 0.705,
/// are lower than Inter's):
/// - above the baseline, figures, capitals and lower-case letters but f, i and j 0.74
///   (`letterTop`: Inter's capitals and figures 0.737, ascender letters 0.727; from round 32,
///   0.8 before), f, i, j and punctuation 0.8 (`asciiTop`: Inter's i 0.769); a lower-case
///   letter without an ascender under one accent (é, ē, ü, ñ, å) 0.86 (`accentedLetterTop`:
///   the ring 0.852, the others 0.784), another Latin letter with accents above only the line
///   box's top (round 32: ApturiCOVID's shrunk "1920" and "Testēti", dev set 43);
/// - below it, a round letter's overshoot (`baselineOvershoot`), and descenders, commas and
///   brackets as deep as their glyphs go (`asciiDepths`: a comma 0.18, where the line box goes
///   0.241 down; round 31, "16,000" and "<ENERGY_RANGE>" 1.5 pt short reported cut); an
///   accented letter as deep as its letter;
/// - Han, kana and Hangul fill their em square from about −0.12 to 0.88;
/// - from round 37, Greek and Cyrillic letters as far as Inter's outlines of them go
///   (`greekCyrillicInk`; a designer's review of dev set 52: Gegobite's 13-pt "5 минут назад",
///   0.5 pt short of its line, had been read as filling it, where the same words in Latin
///   letters were no finding).
/// White space, control and format characters draw nothing. Any other character (an accent
/// below, another script, `|`) is taken to reach the line box's edges. A designer's review of
/// dev sets 31 and 32 found "ReleaseDate" 1.3 pt short of its 16-pt line and "欢迎" 1 pt short
/// of its 34-pt one cut nothing one sees, and agreed with "appId" 6 pt short.
/// For San Francisco (the system family itself) and, from round 33, a font iOS ships that the
/// system family stands in for with the font's own line (`IOSFontLines`: Avenir Next, Helvetica
/// Neue, PingFang ...): Latin letters and figures do not climb to those fonts' line tops either
/// (Avenir Next's capitals reach 0.71 of its 1.0 ascender; thiagozg's 24-pt Avenir Next labels,
/// 0.6 pt short of their line box, cut nothing a designer could see, dev set 44), though where
/// that line's split is taken, not known, at most `guessedSplitRoom` at each edge. A font read
/// from its file (`--font`) with TrueType outlines reaches as far as its characters' outlines
/// do (`FontCatalog.inkExtent`, round 34); another font whose line typescale does not know
/// reaches as far as its own line box does.
enum GlyphInk {
    static let asciiTop = 0.8
    /// The room a line of a font whose ascender/descender split is guessed leaves at each edge,
    /// at most: half a point, so a line a point short cuts nothing (thiagozg's 24-pt Avenir
    /// Next labels, 0.6 pt short of their line box, a designer's review of dev set 44).
    static let guessedSplitRoom = 0.5
    static let letterTop = 0.74
    static let accentedLetterTop = 0.86
    /// Lower-case letters rising above `letterTop`: f's hook, the dots of i and j.
    static let tallLowercase = Set("fij".unicodeScalars)
    /// Lower-case letters with an ascender, on which an accent rises to the line box's top
    /// (ĺ, ť: Inter 0.80 to 0.97).
    static let ascenderLowercase = Set("bdfhklt".unicodeScalars)
    static let baselineOvershoot = 0.02
    static let ideographTop = 0.88
    static let ideographDepth = 0.12

    /// How far below the baseline plain ASCII characters that go below it reach, as a fraction
    /// of the size: the deepest of the bundled Inter's eight faces' glyph outlines, rounded up
    /// to 0.01 (measured once with fontTools' bounds pen, round 31). San Francisco's are taken
    /// to be as deep, as its widths are taken to be Inter's (SPEC §5.5).
    static let asciiDepths: [Unicode.Scalar: Double] = [
        "g": 0.22, "j": 0.22, "y": 0.22, "p": 0.21, "q": 0.21, "@": 0.21, ",": 0.18, ";": 0.18,
        "(": 0.16, ")": 0.16, "[": 0.16, "]": 0.16, "{": 0.16, "}": 0.16, "_": 0.12, "/": 0.11,
        "\\": 0.11, "$": 0.1, "Q": 0.07, "%": 0.03,
    ]
    /// ASCII characters rising above the ascender letters' `asciiTop` (the dollar's stroke).
    static let asciiTops: [Unicode.Scalar: Double] = ["$": 0.82]
    /// ASCII characters spanning the whole line box (the bar reaches 0.962 and −0.234).
    static let asciiEdges = Set("|".unicodeScalars)

    /// How much shorter than its line box (`ascender − descender`) a centred line of `string`
    /// may be before a glyph is cut: twice the smaller of its room above and below. Zero when
    /// a character reaches an edge.
    static func allowance(for string: String, font: ResolvedFont, extent: InkExtent? = nil) -> Double {
        let room = room(for: string, font: font, extent: extent)
        return 2 * min(room.above, room.below)
    }

    /// The room a line of `string` leaves in its line box above its glyphs and below them;
    /// none where a character reaches an edge.
    /// `extent`: the glyphs' reach read from the font's own outlines (`FontCatalog.inkExtent`,
    /// a font from its file), which replaces the estimate.
    static func room(for string: String, font: ResolvedFont, extent: InkExtent? = nil) -> (above: Double, below: Double) {
        if let extent {
            return (max(0, font.ascender - extent.top * font.size), max(0, -font.descender - extent.depth * font.size))
        }
        let standIn = font.standsInFor.map { IOSFontLines.lines(family: $0, weight: font.weight) }
        guard font.family == "system", standIn.map({ $0 != nil }) ?? true else { return (0, 0) }
        var top = 0.0, depth = 0.0, reachesTop = false
        for scalar in string.unicodeScalars {
            if scalar.isASCII {
                // White space and control characters draw nothing.
                if scalar.value <= 0x20 || scalar.value == 0x7F { continue }
                guard !asciiEdges.contains(scalar) else { return (0, 0) }
                top = max(top, asciiTop(of: scalar))
                depth = max(depth, asciiDepths[scalar] ?? baselineOvershoot)
            } else if let (letter, marks) = letterUnderAccents(scalar) {
                if marks == 1, letter.properties.isLowercase, !ascenderLowercase.contains(letter), !tallLowercase.contains(letter) {
                    top = max(top, accentedLetterTop)
                } else {
                    reachesTop = true
                }
                depth = max(depth, asciiDepths[letter] ?? baselineOvershoot)
            } else if let ink = greekCyrillicInk(scalar) {
                top = max(top, ink.top)
                depth = max(depth, ink.depth)
            } else if isIdeographic(scalar) {
                top = max(top, ideographTop)
                depth = max(depth, ideographDepth)
            } else if !FallbackAdvances.drawsNothing(scalar) {
                return (0, 0)
            }
        }
        let above = reachesTop ? 0 : max(0, font.ascender - top * font.size)
        let below = max(0, -font.descender - depth * font.size)
        // A line whose split between ascender and descender is taken, not known, leaves at
        // most `guessedSplitRoom` at each edge (round 33's review: an Avenir Next label held to
        // 64 % of its line had been no finding).
        if case .some(.some(let lines)) = standIn, !lines.splitKnown {
            return (min(above, guessedSplitRoom), min(below, guessedSplitRoom))
        }
        return (above, below)
    }

    /// How far above the baseline an ASCII character reaches: its own entry, a figure's or a
    /// letter's `letterTop` (not f, i, j), else the ascender letters' rounded `asciiTop`.
    static func asciiTop(of scalar: Unicode.Scalar) -> Double {
        if let top = asciiTops[scalar] { return top }
        let isLetterOrFigure = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        return isLetterOrFigure && !tallLowercase.contains(scalar) ? letterTop : asciiTop
    }

    /// The ASCII letter of a precomposed Latin letter whose marks all sit above it, and how
    /// many marks (é is e and an acute; ç, with its cedilla below, is none). Looked up in a
    /// table of the Latin blocks made once (decomposing a scalar costs a string each time:
    /// round 32's review measured an accent-heavy screen's audit 8.7 times slower).
    static func letterUnderAccents(_ scalar: Unicode.Scalar) -> (letter: Unicode.Scalar, marks: Int)? {
        accentedLatin[scalar.value]
    }

    /// Latin-1 Supplement to Latin Extended-B, and Latin Extended Additional. Looked up only.
    static let accentedLatin: [UInt32: (letter: Unicode.Scalar, marks: Int)] = {
        var table: [UInt32: (letter: Unicode.Scalar, marks: Int)] = [:]
        for value in Array(0xC0...0x24F) + Array(0x1E00...0x1EFF) {
            if let scalar = Unicode.Scalar(UInt32(value)), let found = decompose(scalar) { table[UInt32(value)] = found }
        }
        return table
    }()

    private static func decompose(_ scalar: Unicode.Scalar) -> (letter: Unicode.Scalar, marks: Int)? {
        let parts = Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
        guard parts.count >= 2, let letter = parts.first, letter.isASCII, letter.properties.isAlphabetic,
              parts.dropFirst().allSatisfy({ marksAbove.contains($0.properties.canonicalCombiningClass.rawValue) })
        else { return nil }
        return (letter, parts.count - 1)
    }

    /// Canonical combining classes of marks drawn above their letter: attached above (214),
    /// attached above right (216), above left (228), above (230), above right (232).
    static let marksAbove: Set<UInt8> = [214, 216, 228, 230, 232]

    /// How far a Greek (U+0386…U+03CE) or Cyrillic (U+0400…U+045F) letter reaches above and
    /// below the baseline, in ems: a capital's or a lower-case letter's without ascender or
    /// descender as the Latin ones' (`letterTop`, `baselineOvershoot`), the others as in
    /// `greekCyrillicReach`. Nil outside those letters.
    static func greekCyrillicInk(_ scalar: Unicode.Scalar) -> (top: Double, depth: Double)? {
        guard (0x386...0x3CE).contains(scalar.value) || (0x400...0x45F).contains(scalar.value),
              scalar.properties.isAlphabetic else { return nil }
        return greekCyrillicReach[scalar.value] ?? (letterTop, baselineOvershoot)
    }

    /// The Greek and Cyrillic letters reaching past a Latin capital or below the baseline's
    /// overshoot: the tallest top and deepest bottom of the bundled Inter's eight faces'
    /// outlines, rounded up to 0.01 em (measured with fontTools' bounds pen, round 37). A top
    /// past the line box's (accented capitals) reaches its edge.
    static let greekCyrillicReach: [UInt32: (top: Double, depth: Double)] = [
        0x386: (0.78, 0.00), 0x388: (0.78, 0.00), 0x389: (0.78, 0.00), 0x38A: (0.78, 0.00),
        0x38C: (0.78, 0.02), 0x38E: (0.78, 0.00), 0x38F: (0.78, 0.00), 0x390: (0.87, 0.01),
        0x3AA: (0.96, 0.00), 0x3AB: (1.05, 0.00), 0x3AC: (0.79, 0.02), 0x3AD: (0.79, 0.01),
        0x3AE: (0.79, 0.21), 0x3AF: (0.79, 0.01), 0x3B0: (0.87, 0.01), 0x3B2: (0.74, 0.21),
        0x3B3: (0.55, 0.21), 0x3B4: (0.77, 0.01), 0x3B6: (0.73, 0.20), 0x3B7: (0.56, 0.21),
        0x3BC: (0.55, 0.21), 0x3BE: (0.74, 0.20), 0x3C1: (0.56, 0.21), 0x3C2: (0.56, 0.19),
        0x3C6: (0.56, 0.21), 0x3C7: (0.56, 0.21), 0x3C8: (0.55, 0.24), 0x3CA: (0.87, 0.01),
        0x3CB: (0.87, 0.01), 0x3CC: (0.79, 0.02), 0x3CD: (0.79, 0.01), 0x3CE: (0.79, 0.01), 0x400: (0.97, 0.00),
        0x401: (0.96, 0.00), 0x403: (1.04, 0.00), 0x407: (0.96, 0.00), 0x40C: (0.97, 0.00),
        0x40D: (0.97, 0.00), 0x40E: (0.92, 0.01), 0x40F: (0.73, 0.18), 0x414: (0.73, 0.18),
        0x419: (0.92, 0.00), 0x424: (0.75, 0.03), 0x426: (0.73, 0.18), 0x429: (0.73, 0.18),
        0x431: (0.75, 0.02), 0x434: (0.55, 0.16), 0x440: (0.56, 0.21), 0x443: (0.55, 0.22),
        0x444: (0.73, 0.19), 0x446: (0.55, 0.18), 0x449: (0.55, 0.16), 0x450: (0.79, 0.02),
        0x451: (0.77, 0.02), 0x452: (0.73, 0.21), 0x453: (0.86, 0.00), 0x456: (0.77, 0.00),
        0x457: (0.77, 0.00), 0x458: (0.77, 0.22), 0x45C: (0.86, 0.00), 0x45D: (0.79, 0.00),
        0x45E: (0.74, 0.22), 0x45F: (0.55, 0.18),
    ]

    /// Han ideographs, kana and Hangul syllables: glyphs drawn inside their em square.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF: true
        default: false
        }
    }
}
