/// The `cmap` table: Unicode scalar → glyph id, from a format 12 (full Unicode) or format 4
/// (BMP) subtable, compiled into sorted segments searched by binary search.
struct CharacterMap: Sendable {
    /// A run of consecutive code points. `delta` maps directly (`glyph = code + delta`, modulo
    /// 65536 for format 4); otherwise `glyphs[arrayStart + code - first]` holds the glyph.
    struct Segment: Sendable {
        let first: UInt32
        let last: UInt32
        let delta: Int
        let arrayStart: Int?
        var isModulo16 = false
    }

    private let segments: [Segment]
    /// Format 4 glyph-array entries, already adjusted by idDelta.
    private let glyphs: [UInt16]
    private let glyphCount: Int

    /// The glyph for a scalar; 0 (`.notdef`) when the font has none.
    func glyph(for scalar: Unicode.Scalar) -> Int {
        let code = scalar.value
        var low = 0
        var high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].last < code { low = mid + 1 } else { high = mid }
        }
        guard low < segments.count, segments[low].first <= code else { return 0 }
        let segment = segments[low]
        let glyph: Int
        if let arrayStart = segment.arrayStart {
            let index = arrayStart + Int(code - segment.first)
            glyph = index < glyphs.count ? Int(glyphs[index]) : 0
        } else {
            let sum = Int(code) + segment.delta
            glyph = segment.isModulo16 ? sum & 0xFFFF : sum
        }
        return glyph >= 0 && glyph < glyphCount ? glyph : 0
    }

    init(table: FontTable, glyphCount: Int) throws(FontError) {
        self.glyphCount = glyphCount
        let subtableCount = try table.u16(2)
        try table.require(4, subtableCount * 8, "encoding records")
        // Preference: full-Unicode format 12 first, then BMP format 4; Windows before Unicode platform.
        var best: (rank: Int, offset: Int)?
        for index in 0..<subtableCount {
            let record = 4 + index * 8
            let platform = try table.u16(record)
            let encoding = try table.u16(record + 2)
            let offset = try table.u32(record + 4)
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode else { continue }
            let format = try table.u16(offset)
            let rank: Int
            switch format {
            case 12: rank = platform == 3 ? 0 : 1
            case 4: rank = platform == 3 ? 2 : 3
            default: continue
            }
            if rank < (best?.rank ?? Int.max) { best = (rank, offset) }
        }
        guard let best else {
            throw table.error("no Unicode subtable of format 4 or 12")
        }
        let subtable = try table.slice(from: best.offset)
        if best.rank <= 1 {
            segments = try Self.format12(subtable)
            glyphs = []
        } else {
            (segments, glyphs) = try Self.format4(subtable)
        }
    }

    private static func format12(_ table: FontTable) throws(FontError) -> [Segment] {
        let groupCount = try table.u32(12)
        try table.require(16, groupCount * 12, "format 12 groups")
        var segments: [Segment] = []
        segments.reserveCapacity(groupCount)
        for index in 0..<groupCount {
            let group = 16 + index * 12
            let first = try table.u32(group)
            let last = try table.u32(group + 4)
            let startGlyph = try table.u32(group + 8)
            guard first <= last, last <= 0x10FFFF else {
                throw table.error("format 12 group \(index) has range \(first)...\(last)")
            }
            segments.append(Segment(first: UInt32(first), last: UInt32(last), delta: startGlyph - first, arrayStart: nil))
        }
        return sorted(segments)
    }

    private static func format4(_ table: FontTable) throws(FontError) -> ([Segment], [UInt16]) {
        let segCount = try table.u16(6) / 2
        let ends = 14
        let starts = ends + segCount * 2 + 2
        let deltas = starts + segCount * 2
        let rangeOffsets = deltas + segCount * 2
        try table.require(ends, segCount * 8 + 2, "format 4 segment arrays")
        var segments: [Segment] = []
        var glyphs: [UInt16] = []
        for index in 0..<segCount {
            let last = table.unsafeU16(ends + index * 2)
            let first = table.unsafeU16(starts + index * 2)
            let delta = table.unsafeU16(deltas + index * 2)
            let rangeOffset = table.unsafeU16(rangeOffsets + index * 2)
            guard first <= last else { continue }  // fonts pad with odd segments; unreachable codes
            if rangeOffset == 0 {
                segments.append(Segment(first: UInt32(first), last: UInt32(last), delta: delta, arrayStart: nil, isModulo16: true))
                continue
            }
            // The glyph array lives after idRangeOffset[index], addressed relative to it.
            let arrayOffset = rangeOffsets + index * 2 + rangeOffset
            let length = last - first + 1
            // Real fonts' segments are disjoint, so at most 65536 codes use arrays; more means
            // overlapping segments, which would let a tiny file expand into gigabytes.
            guard glyphs.count + length <= 0x10000 else {
                throw table.error("format 4 segments overlap (more than 65536 codes)")
            }
            try table.require(arrayOffset, length * 2, "format 4 glyph array of segment \(index)")
            let arrayStart = glyphs.count
            for code in 0..<length {
                let raw = table.unsafeU16(arrayOffset + code * 2)
                glyphs.append(raw == 0 ? 0 : UInt16((raw + delta) & 0xFFFF))
            }
            segments.append(Segment(first: UInt32(first), last: UInt32(last), delta: 0, arrayStart: arrayStart))
        }
        return (sorted(segments), glyphs)
    }

    /// Sorted by first code so binary search works even if the font's order is not.
    private static func sorted(_ segments: [Segment]) -> [Segment] {
        segments.sorted { ($0.first, $0.last) < ($1.first, $1.last) }
    }
}
