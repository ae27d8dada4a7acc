/// Text measurement (SPEC §5.5): line width = Σ advances + Σ pair kerning + tracking × glyph
/// count, × size / unitsPerEm, one glyph per Unicode scalar.
extension FontCatalog {
    /// Measures `text` in a resolved font, wrapped at `wrapWidth` points (nil: only explicit
    /// newlines break lines). Empty text has no lines. "\n", "\r", "\r\n", U+2028 and U+2029
    /// are hard line breaks; an empty paragraph is a line of width 0.
    public func measure(_ text: String, font: ResolvedFont, wrapWidth: Double?) -> TextMeasurement {
        guard !text.isEmpty else { return TextMeasurement(lineWidths: [], lineHeight: font.lineHeight) }
        guard let run = GlyphRunShaper(catalog: self, font: font) else {
            return TextMeasurement(lineWidths: [], lineHeight: font.lineHeight)
        }
        var widths: [Double] = []
        for paragraph in Self.paragraphs(text) {
            let shaped = run.shape(paragraph)
            guard let limit = wrapWidth, limit.isFinite else {
                widths.append(shaped.width(of: 0..<paragraph.count))
                continue
            }
            let breaking = LineBreaking(scalars: paragraph)
            for line in breaking.lines(limit: limit, width: shaped.width(of:)) {
                widths.append(shaped.width(of: line))
            }
        }
        return TextMeasurement(lineWidths: widths, lineHeight: font.lineHeight)
    }

    /// The text's hard-break paragraphs as scalar arrays (newline scalars removed).
    static func paragraphs(_ text: String) -> [[Unicode.Scalar]] {
        var paragraphs: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where afterCarriageReturn:
                afterCarriageReturn = false  // the "\n" of "\r\n"
            case 0x0A, 0x0D, 0x2028, 0x2029:
                paragraphs.append(current)
                current = []
                afterCarriageReturn = scalar.value == 0x0D
            default:
                current.append(scalar)
                afterCarriageReturn = false
            }
        }
        paragraphs.append(current)
        return paragraphs
    }
}

/// Shapes paragraphs with one face: glyph per scalar, advances plus tracking, pair kerning.
struct GlyphRunShaper {
    let face: FontFace
    /// Tracking added to each glyph, in font units.
    let trackingUnits: Double
    /// Points per font unit.
    let scale: Double

    init?(catalog: FontCatalog, font: ResolvedFont) {
        guard let (face, isSystem) = try? catalog.face(family: font.family, weight: font.weight) else { return nil }
        self.face = face
        let unitsPerEm = Double(face.unitsPerEm)
        trackingUnits = isSystem ? SFTracking.thousandths(at: font.size) / 1000 * unitsPerEm : 0
        scale = font.size / unitsPerEm
    }

    func shape(_ scalars: [Unicode.Scalar]) -> ShapedParagraph {
        let glyphs = scalars.map(face.glyph(for:))
        return ShapedParagraph(
            advances: glyphs.map { Double(face.advance(of: $0)) + trackingUnits },
            kerning: face.kerning.adjustments(for: glyphs),
            scale: scale)
    }
}

/// A shaped paragraph: per-glyph advances (with tracking) and kerning pairs, in font units.
struct ShapedParagraph {
    let advances: [Double]
    /// Sorted by first glyph.
    let kerning: [PairAdjustment]
    let scale: Double

    /// Width in points of a run of glyphs as a line of its own: its advances and the kerning
    /// of pairs that lie wholly inside it (a pair split by a line break does not kern).
    func width(of range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        var units = 0.0
        for index in range { units += advances[index] }
        var low = 0
        var high = kerning.count
        while low < high {
            let mid = (low + high) / 2
            if kerning[mid].first < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        while low < kerning.count, kerning[low].first < range.upperBound {
            if kerning[low].second < range.upperBound { units += Double(kerning[low].amount) }
            low += 1
        }
        return units * scale
    }
}
