import Foundation

/// One parsed font file: everything measuring needs, read once and kept. All tables are
/// checked while loading, so measuring with a loaded face cannot fail.
final class FontFace: Sendable {
    /// The file name, for messages.
    let file: String
    /// Typographic family (name ID 16), else family (ID 1), else the file's base name.
    let family: String
    /// The file name without extension, an alias for the face.
    let baseName: String
    /// OS/2 usWeightClass (400 when the font has no OS/2 table).
    let weightClass: Int
    let unitsPerEm: Int
    /// hhea ascender, descender (negative) and line gap, in font units.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let glyphCount: Int
    private let characterMap: CharacterMap
    /// Advance width of every glyph, in font units.
    private let advances: [UInt16]
    let kerning: PairKerning
    /// Each glyph's outline's reach above and below the baseline (TrueType outlines only).
    let bounds: GlyphBounds?

    convenience init(path: String) throws(FontError) {
        try self.init(file: FontFile(path: path), baseName: FilePath.baseName(of: path))
    }

    init(file font: FontFile, baseName: String) throws(FontError) {
        file = font.file
        self.baseName = baseName
        let head = try font.requiredTable("head")
        unitsPerEm = try head.u16(18)
        guard (16...16384).contains(unitsPerEm) else {
            throw head.error("unitsPerEm \(unitsPerEm) outside 16…16384")
        }
        let maxp = try font.requiredTable("maxp")
        glyphCount = try maxp.u16(4)
        guard glyphCount > 0 else { throw maxp.error("the font has no glyphs") }

        let hhea = try font.requiredTable("hhea")
        ascender = try hhea.i16(4)
        descender = try hhea.i16(6)
        lineGap = try hhea.i16(8)
        let metricCount = try hhea.u16(34)
        guard metricCount >= 1, metricCount <= glyphCount else {
            throw hhea.error("numberOfHMetrics \(metricCount) not in 1…\(glyphCount) glyphs")
        }
        advances = try Self.readAdvances(font.requiredTable("hmtx"), metricCount: metricCount, glyphCount: glyphCount)

        if let os2 = font.table("OS/2") {
            let weight = try os2.u16(4)
            weightClass = (1...1000).contains(weight) ? weight : 400
        } else {
            weightClass = 400
        }
        characterMap = try CharacterMap(table: font.requiredTable("cmap"), glyphCount: glyphCount)

        let definitions = try GlyphDefinitions(table: font.table("GDEF"))
        let lookups = try font.table("GPOS").map { table throws(FontError) in try KerningTables.gposLookups(table) } ?? []
        // HarfBuzz uses the legacy table only when GPOS has no kern lookups; so do we.
        let legacy = lookups.isEmpty ? try font.table("kern").map { table throws(FontError) in try KerningTables.legacyKerning(table) } : nil
        kerning = PairKerning(lookups: lookups, legacy: legacy, definitions: definitions)
        // Outlines serve the audit's ink only: a font whose `glyf` or `loca` does not read is
        // still measured, its ink left unknown (its line box), rather than refused.
        bounds = (try? GlyphBounds(file: font, head: head, glyphCount: glyphCount)) ?? nil
        family = FontNames.family(font.table("name")) ?? baseName
    }

    private static func readAdvances(_ hmtx: FontTable, metricCount: Int, glyphCount: Int) throws(FontError) -> [UInt16] {
        try hmtx.require(0, metricCount * 4, "\(metricCount) long horizontal metrics")
        var advances = [UInt16](repeating: 0, count: glyphCount)
        for glyph in 0..<metricCount {
            advances[glyph] = UInt16(hmtx.unsafeU16(glyph * 4))
        }
        // Glyphs past numberOfHMetrics share the last advance (monospaced tails).
        let last = advances[metricCount - 1]
        for glyph in metricCount..<glyphCount { advances[glyph] = last }
        return advances
    }

    func glyph(for scalar: Unicode.Scalar) -> Int {
        characterMap.glyph(for: scalar)
    }

    /// Advance width in font units; the glyph ids come from this face's cmap, so are in range.
    func advance(of glyph: Int) -> Int {
        glyph >= 0 && glyph < advances.count ? Int(advances[glyph]) : 0
    }
}
