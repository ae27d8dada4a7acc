/// How far each glyph's outline reaches above and below the baseline, read from a TrueType
/// font's `glyf` table (each glyph's header holds its bounding box) through `loca`. A CFF
/// font (`OTTO`) has no `glyf`: its ink is not known, and the audit takes its line box
/// (`GlyphInk`). The audit asks this of fonts read from their files (`--font`), whose tall
/// figures and capitals leave room in their line boxes as San Francisco's do (round 34: a
/// designer found tiagohs' 50-pt Roboto "00" in a 47-pt frame, its line 59 pt, cut nothing).
struct GlyphBounds: Sendable {
    /// Per glyph, in font units: the highest point above the baseline and the lowest (below
    /// it negative); `Int16.min` in `top` for a glyph with no outline (a space).
    private let top: [Int16]
    private let bottom: [Int16]

    /// Nil for a font without `glyf` and `loca`; throws for tables that contradict each other
    /// (`FontFace` then leaves the ink unknown).
    init?(file font: FontFile, head: FontTable, glyphCount: Int) throws(FontError) {
        guard let loca = font.table("loca"), let glyf = font.table("glyf") else { return nil }
        let longOffsets = try head.i16(50) == 1
        let entry = longOffsets ? 4 : 2
        try loca.require(0, (glyphCount + 1) * entry, "\(glyphCount + 1) glyph offsets")
        func offset(_ glyph: Int) throws(FontError) -> Int {
            longOffsets ? try loca.u32(glyph * 4) : 2 * (try loca.u16(glyph * 2))
        }
        var top = [Int16](repeating: .min, count: glyphCount)
        var bottom = [Int16](repeating: 0, count: glyphCount)
        var start = try offset(0)
        for glyph in 0..<glyphCount {
            let end = try offset(glyph + 1)
            guard end >= start else { throw loca.error("glyph \(glyph)'s offsets run backwards") }
            if end > start {
                // numberOfContours, xMin, yMin, xMax, yMax.
                try glyf.require(start, 10, "glyph \(glyph)'s header")
                bottom[glyph] = Int16(truncatingIfNeeded: try glyf.i16(start + 4))
                top[glyph] = Int16(truncatingIfNeeded: try glyf.i16(start + 8))
            }
            start = end
        }
        self.top = top
        self.bottom = bottom
    }

    /// The highest and lowest points of `glyph` in font units; nil for one with no outline.
    func extent(of glyph: Int) -> (top: Int, bottom: Int)? {
        guard glyph >= 0, glyph < top.count, top[glyph] != .min else { return nil }
        return (Int(top[glyph]), Int(bottom[glyph]))
    }
}
