/// OpenType Coverage and ClassDef tables compiled to sorted glyph ranges (binary search),
/// plus the GDEF glyph classes that lookup flags such as IgnoreMarks consult.
struct GlyphRanges: Sendable {
    /// (first glyph, last glyph, value): coverage index of `first`, or the class.
    private var ranges: [(first: Int, last: Int, value: Int)] = []

    /// For a Coverage: the coverage index of a glyph. For a ClassDef: its class (0 if absent).
    func value(for glyph: Int, coverage: Bool) -> Int? {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].last < glyph { low = mid + 1 } else { high = mid }
        }
        guard low < ranges.count, ranges[low].first <= glyph else { return coverage ? nil : 0 }
        let range = ranges[low]
        return coverage ? range.value + (glyph - range.first) : range.value
    }

    /// Parses a Coverage table (formats 1 and 2) at `offset` of `table`.
    static func coverage(_ table: FontTable, at offset: Int) throws(FontError) -> GlyphRanges {
        var result = GlyphRanges()
        let format = try table.u16(offset)
        let count = try table.u16(offset + 2)
        switch format {
        case 1:
            try table.require(offset + 4, count * 2, "coverage glyphs")
            for index in 0..<count {
                let glyph = table.unsafeU16(offset + 4 + index * 2)
                // Merge consecutive glyphs into one range: indices run on by one as well.
                if let lastRange = result.ranges.last, lastRange.last + 1 == glyph {
                    result.ranges[result.ranges.count - 1].last = glyph
                } else {
                    result.ranges.append((glyph, glyph, index))
                }
            }
        case 2:
            try result.readRanges(table, at: offset + 4, count: count, of: "coverage")
        default:
            throw table.error("unknown coverage format \(format)")
        }
        result.sort()
        return result
    }

    /// Parses a ClassDef table (formats 1 and 2) at `offset` of `table`.
    static func classDef(_ table: FontTable, at offset: Int) throws(FontError) -> GlyphRanges {
        var result = GlyphRanges()
        let format = try table.u16(offset)
        switch format {
        case 1:
            let startGlyph = try table.u16(offset + 2)
            let count = try table.u16(offset + 4)
            try table.require(offset + 6, count * 2, "class values")
            for index in 0..<count {
                let value = table.unsafeU16(offset + 6 + index * 2)
                let glyph = startGlyph + index
                if let lastRange = result.ranges.last, lastRange.last + 1 == glyph, lastRange.value == value {
                    result.ranges[result.ranges.count - 1].last = glyph
                } else if value != 0 {
                    result.ranges.append((glyph, glyph, value))
                }
            }
        case 2:
            try result.readRanges(table, at: offset + 4, count: try table.u16(offset + 2), of: "class")
        default:
            throw table.error("unknown class definition format \(format)")
        }
        result.sort()
        return result
    }

    /// Appends `count` RangeRecords (first glyph, last glyph, value: six bytes each) from
    /// `start`, the layout Coverage format 2 and ClassDef format 2 share; `kind` names them in
    /// errors (`coverage ranges`, `class range 9...3 is reversed`).
    private mutating func readRanges(_ table: FontTable, at start: Int, count: Int, of kind: String) throws(FontError) {
        try table.require(start, count * 6, "\(kind) ranges")
        for index in 0..<count {
            let record = start + index * 6
            let first = table.unsafeU16(record)
            let last = table.unsafeU16(record + 2)
            guard first <= last else { throw table.error("\(kind) range \(first)...\(last) is reversed") }
            ranges.append((first, last, table.unsafeU16(record + 4)))
        }
    }

    private mutating func sort() {
        ranges.sort { ($0.first, $0.last) < ($1.first, $1.last) }
    }
}

/// GDEF glyph classes: 1 base, 2 ligature, 3 mark, 4 component.
struct GlyphDefinitions: Sendable {
    private let classes: GlyphRanges?

    /// No classes: nothing is skipped.
    static let empty = GlyphDefinitions(classes: nil)

    private init(classes: GlyphRanges?) {
        self.classes = classes
    }

    init(table: FontTable?) throws(FontError) {
        guard let table else {
            classes = nil
            return
        }
        let offset = try table.u16(4)
        classes = offset == 0 ? nil : try GlyphRanges.classDef(table, at: offset)
    }

    func glyphClass(_ glyph: Int) -> Int {
        classes?.value(for: glyph, coverage: false) ?? 0
    }

    /// Whether a lookup with these flags skips the glyph (IgnoreBaseGlyphs 2,
    /// IgnoreLigatures 4, IgnoreMarks 8).
    func isSkipped(_ glyph: Int, lookupFlag: Int) -> Bool {
        guard lookupFlag & 0x0E != 0 else { return false }
        switch glyphClass(glyph) {
        case 1: return lookupFlag & 0x02 != 0
        case 2: return lookupFlag & 0x04 != 0
        case 3: return lookupFlag & 0x08 != 0
        default: return false
        }
    }
}
