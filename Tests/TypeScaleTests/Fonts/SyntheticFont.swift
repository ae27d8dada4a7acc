import Foundation
@testable import TypeScale

/// Builds small TrueType-flavoured fonts byte by byte, to test the reader on tables the
/// bundled (CFF) Inter fonts do not have: cmap format 4, the legacy `kern` table, extension
/// lookups, the `name` table, numberOfHMetrics < numGlyphs.
struct SyntheticFont {
    var unitsPerEm = 1000
    var ascender = 800
    var descender = -200
    var lineGap = 90
    var weightClass = 400
    /// Advances of glyphs 0…; glyph 0 is .notdef.
    var advances: [Int] = [500, 600, 700, 650]
    /// Long metrics stored; later glyphs repeat the last.
    var metricCount: Int?
    /// (first code, last code, first glyph): cmap format 4 delta segments.
    var segments: [(Int, Int, Int)] = [(0x41, 0x43, 1)]  // A B C → 1 2 3
    /// A format 4 segment with a glyph array, after the delta segments: codes from `first`,
    /// one raw glyph id each, plus `delta` (except raw 0, which stays .notdef).
    var arraySegment: (first: Int, glyphs: [Int], delta: Int)?
    var family: String? = "Synthetic Sans"
    /// Legacy kern pairs (left glyph, right glyph, value).
    var kernPairs: [(Int, Int, Int)] = []
    /// Glyphs GDEF classes as marks (class 3); no GDEF table when empty.
    var markGlyphs: [Int] = []
    /// GPOS kern pairs, format 1 inside an extension lookup (type 9).
    var gposPairs: [(Int, Int, Int)] = []
    /// Outlines' vertical reach per glyph, (yMin, yMax), nil for a glyph without one: written
    /// as `glyf` headers found through a short-offset `loca` (no outlines: no tables).
    var outlines: [(Int, Int)?]?
    /// `loca` in long (32-bit) offsets, as most fonts write it, `head`'s indexToLocFormat 1.
    var longOffsets = false

    func bytes() -> [UInt8] {
        var tables: [(String, [UInt8])] = [
            ("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("OS/2", os2()),
            ("cmap", cmap()), ("hmtx", hmtx()),
        ]
        if let family { tables.append(("name", name(family))) }
        if !kernPairs.isEmpty { tables.append(("kern", kern())) }
        if !gposPairs.isEmpty { tables.append(("GPOS", gpos())) }
        if !markGlyphs.isEmpty { tables.append(("GDEF", gdef())) }
        if let outlines {
            var glyf = Writer(), loca = Writer()
            for outline in outlines {
                if longOffsets { loca.u32(glyf.bytes.count) } else { loca.u16(glyf.bytes.count / 2) }
                guard let (yMin, yMax) = outline else { continue }
                glyf.u16(1); glyf.u16(0); glyf.u16(yMin & 0xFFFF); glyf.u16(500); glyf.u16(yMax & 0xFFFF)
                glyf.u16(0)  // pad to an even length, as short offsets need
            }
            if longOffsets { loca.u32(glyf.bytes.count) } else { loca.u16(glyf.bytes.count / 2) }
            tables += [("glyf", glyf.bytes), ("loca", loca.bytes)]
        }
        tables.sort { $0.0 < $1.0 }
        var out = Writer()
        out.u32(0x0001_0000)
        out.u16(tables.count)
        out.u16(0); out.u16(0); out.u16(0)
        var offset = 12 + tables.count * 16
        for (tag, data) in tables {
            out.tag(tag)
            out.u32(0)
            out.u32(offset)
            out.u32(data.count)
            offset += (data.count + 3) & ~3
        }
        for (_, data) in tables {
            out.bytes += data
            while out.bytes.count % 4 != 0 { out.bytes.append(0) }
        }
        return out.bytes
    }

    func write(to directory: URL, name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes()).write(to: url)
        return url.path
    }

    private func head() -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000); w.u32(0); w.u32(0); w.u32(0x5F0F_3CF5); w.u16(0)
        w.u16(unitsPerEm)
        w.bytes += [UInt8](repeating: 0, count: 50 - w.bytes.count)
        w.u16(longOffsets ? 1 : 0)  // indexToLocFormat
        w.u16(0)
        return w.bytes
    }

    private func hhea() -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000); w.u16(ascender); w.u16(descender); w.u16(lineGap)
        w.bytes += [UInt8](repeating: 0, count: 34 - w.bytes.count)
        w.u16(metricCount ?? advances.count)
        return w.bytes
    }

    private func maxp() -> [UInt8] {
        var w = Writer()
        w.u32(0x0000_5000); w.u16(advances.count)
        return w.bytes
    }

    private func os2() -> [UInt8] {
        var w = Writer()
        w.u16(4); w.u16(500); w.u16(weightClass)
        w.bytes += [UInt8](repeating: 0, count: 96 - w.bytes.count)
        return w.bytes
    }

    private func hmtx() -> [UInt8] {
        var w = Writer()
        let count = metricCount ?? advances.count
        for glyph in 0..<count { w.u16(advances[glyph]); w.u16(0) }
        for _ in count..<advances.count { w.u16(0) }
        return w.bytes
    }

    private func cmap() -> [UInt8] {
        // (first, last, delta, glyph array or nil), ending with the 0xFFFF terminator.
        var all = segments.map { ($0.0, $0.1, ($0.2 - $0.0) & 0xFFFF, [Int]?.none) }
        if let array = arraySegment {
            all.append((array.first, array.first + array.glyphs.count - 1, array.delta & 0xFFFF, array.glyphs))
        }
        all.append((0xFFFF, 0xFFFF, 1, nil))
        let glyphArray = all.compactMap(\.3).flatMap { $0 }
        var sub = Writer()
        sub.u16(4); sub.u16(16 + all.count * 8 + glyphArray.count * 2); sub.u16(0)
        sub.u16(all.count * 2); sub.u16(0); sub.u16(0); sub.u16(0)
        for segment in all { sub.u16(segment.1) }
        sub.u16(0)
        for segment in all { sub.u16(segment.0) }
        for segment in all { sub.u16(segment.2) }
        // idRangeOffset: from its own slot to the segment's first entry in the glyph array.
        var arrayIndex = 0
        for (index, segment) in all.enumerated() {
            guard let glyphs = segment.3 else { sub.u16(0); continue }
            sub.u16((all.count - index) * 2 + arrayIndex * 2)
            arrayIndex += glyphs.count
        }
        for glyph in glyphArray { sub.u16(glyph) }
        var w = Writer()
        w.u16(0); w.u16(1); w.u16(3); w.u16(1); w.u32(12)
        w.bytes += sub.bytes
        return w.bytes
    }

    /// GDEF 1.0 with only a glyph class definition (format 2, one range per mark).
    private func gdef() -> [UInt8] {
        var w = Writer()
        w.u16(1); w.u16(0); w.u16(12); w.u16(0); w.u16(0); w.u16(0)
        w.u16(2); w.u16(markGlyphs.count)
        for glyph in markGlyphs.sorted() { w.u16(glyph); w.u16(glyph); w.u16(3) }
        return w.bytes
    }

    private func name(_ family: String) -> [UInt8] {
        let utf16 = Array(family.utf16)
        var w = Writer()
        w.u16(0); w.u16(1); w.u16(6 + 12)
        w.u16(3); w.u16(1); w.u16(0x409); w.u16(1); w.u16(utf16.count * 2); w.u16(0)
        for unit in utf16 { w.u16(Int(unit)) }
        return w.bytes
    }

    private func kern() -> [UInt8] {
        var w = Writer()
        w.u16(0); w.u16(1)
        w.u16(0); w.u16(14 + kernPairs.count * 6); w.u16(0x0001)
        w.u16(kernPairs.count); w.u16(0); w.u16(0); w.u16(0)
        for pair in kernPairs.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            w.u16(pair.0); w.u16(pair.1); w.u16(pair.2 & 0xFFFF)
        }
        return w.bytes
    }

    /// GPOS with DFLT → one `kern` feature → one extension lookup → PairPos format 1.
    private func gpos() -> [UInt8] {
        let firsts = Array(Set(gposPairs.map(\.0))).sorted()
        // PairPos format 1: coverage, valueFormat1 = XAdvance, valueFormat2 = 0.
        var pair = Writer()
        let coverageOffset = 10 + firsts.count * 2
        pair.u16(1); pair.u16(coverageOffset); pair.u16(4); pair.u16(0); pair.u16(firsts.count)
        var sets = Writer()
        var setOffsets: [Int] = []
        let setsStart = coverageOffset + 4 + firsts.count * 2
        for first in firsts {
            setOffsets.append(setsStart + sets.bytes.count)
            let pairs = gposPairs.filter { $0.0 == first }.sorted { $0.1 < $1.1 }
            sets.u16(pairs.count)
            for p in pairs { sets.u16(p.1); sets.u16(p.2 & 0xFFFF) }
        }
        for offset in setOffsets { pair.u16(offset) }
        pair.u16(1); pair.u16(firsts.count)
        for first in firsts { pair.u16(first) }
        pair.bytes += sets.bytes

        var w = Writer()
        w.u32(0x0001_0000); w.u16(10); w.u16(30); w.u16(44)
        // ScriptList at 10: DFLT → Script at +8 → default LangSys at +4
        w.u16(1); w.tag("DFLT"); w.u16(8)
        w.u16(4); w.u16(0)
        w.u16(0); w.u16(0xFFFF); w.u16(1); w.u16(0)
        // FeatureList at 30: kern → Feature at +8
        w.u16(1); w.tag("kern"); w.u16(8)
        w.u16(0); w.u16(1); w.u16(0)
        // LookupList at 44: one lookup at +4, type 9, one subtable at +8 → extension
        w.u16(1); w.u16(4)
        w.u16(9); w.u16(0); w.u16(1); w.u16(8)
        w.u16(1); w.u16(2); w.u32(8)
        w.bytes += pair.bytes
        return w.bytes
    }
}

/// Big-endian byte writer.
struct Writer {
    var bytes: [UInt8] = []
    mutating func u16(_ value: Int) { bytes += [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
    mutating func u32(_ value: Int) { u16((value >> 16) & 0xFFFF); u16(value & 0xFFFF) }
    mutating func tag(_ text: String) { bytes += Array(text.utf8.prefix(4)) }
}
