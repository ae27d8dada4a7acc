/// How far a text's glyphs reach above and below its baseline, as fractions of its size.
public struct InkExtent: Sendable, Equatable {
    /// Above the baseline.
    public var top: Double
    /// Below the baseline (positive downwards).
    public var depth: Double
}

extension FontCatalog {
    /// The reach of `text`'s glyphs in `font` when `font` is read from a file with TrueType
    /// outlines (`GlyphBounds`): the highest and the lowest of its characters' outlines. Nil for
    /// the system family (whose ink `GlyphInk` estimates from Inter's shapes), a font without
    /// outlines to read (CFF), a character the font lacks (another font draws it) and text that
    /// draws nothing, and text with a combining mark. Each character's own glyph: contextual
    /// forms are not followed.
    func inkExtent(of text: String, font: ResolvedFont) -> InkExtent? {
        guard font.family != FontSpec.systemFamily,
              let lookup = try? faceLookup(family: font.family, weight: font.weight),
              !lookup.isSystem, let bounds = lookup.face.bounds else { return nil }
        var top = Int.min, bottom = Int.max
        for scalar in text.unicodeScalars where !FallbackAdvances.drawsNothing(scalar) {
            // A combining mark is drawn where the font's anchors place it, above or below its
            // letter, not where its own outline lies (round 34's review: "E" + U+0301 had
            // reached only as high as "E").
            guard !Self.isCombiningMark(scalar) else { return nil }
            let glyph = lookup.face.glyph(for: scalar)
            guard glyph != 0 else { return nil }
            guard let extent = bounds.extent(of: glyph) else { continue }
            top = max(top, extent.top)
            bottom = min(bottom, extent.bottom)
        }
        guard top != Int.min else { return nil }
        let em = Double(lookup.face.unitsPerEm)
        return InkExtent(top: Double(top) / em, depth: Double(-bottom) / em)
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
