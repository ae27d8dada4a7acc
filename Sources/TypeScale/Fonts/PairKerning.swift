/// Kerning between two glyphs, in font units: the advance change a pair adds.
struct PairAdjustment: Sendable, Equatable {
    let first: Int
    let second: Int
    let amount: Int
}

/// Pair kerning of a face: the GPOS `kern` feature's pair-adjustment lookups, or, for fonts
/// without one, the legacy `kern` table. Applied to a glyph run as HarfBuzz applies them.
struct PairKerning: Sendable {
    /// One GPOS lookup: its flag (which glyph classes it skips) and its pair subtables in order.
    struct Lookup: Sendable {
        let flag: Int
        let subtables: [PairSubtable]
    }

    let lookups: [Lookup]
    let legacy: LegacyKerning?
    let definitions: GlyphDefinitions

    static let none = PairKerning(lookups: [], legacy: nil, definitions: GlyphDefinitions.empty)

    init(lookups: [Lookup], legacy: LegacyKerning?, definitions: GlyphDefinitions) {
        self.lookups = lookups
        self.legacy = legacy
        self.definitions = definitions
    }

    /// The kerning of a run of glyphs. Each lookup walks the run in turn: at each glyph not
    /// skipped by its flag it finds the next unskipped glyph and asks the subtables in order;
    /// the first that applies adds its values, and the walk continues at the second glyph (past
    /// it when the subtable also positions the second glyph), exactly as HarfBuzz does.
    func adjustments(for glyphs: [Int]) -> [PairAdjustment] {
        var result: [PairAdjustment] = []
        if !lookups.isEmpty {
            for lookup in lookups {
                walk(glyphs, flag: lookup.flag, into: &result) { first, second in
                    for subtable in lookup.subtables {
                        if let value = subtable.value(first: first, second: second) { return value }
                    }
                    return nil
                }
            }
        } else if let legacy {
            // HarfBuzz's legacy `kern` machine skips marks and moves on to the second glyph.
            walk(glyphs, flag: 0x08, into: &result) { first, second in
                legacy.value(first: first, second: second).map { ($0, false) }
            }
        }
        // Several lookups may adjust the same pair; order by position for line slicing.
        result.sort { ($0.first, $0.second) < ($1.first, $1.second) }
        return result
    }

    private func walk(
        _ glyphs: [Int], flag: Int, into result: inout [PairAdjustment],
        value: (Int, Int) -> (amount: Int, consumesSecond: Bool)?
    ) {
        var index = 0
        while index < glyphs.count {
            guard !definitions.isSkipped(glyphs[index], lookupFlag: flag) else {
                index += 1
                continue
            }
            var next = index + 1
            while next < glyphs.count, definitions.isSkipped(glyphs[next], lookupFlag: flag) { next += 1 }
            guard next < glyphs.count, let found = value(glyphs[index], glyphs[next]) else {
                index += 1
                continue
            }
            if found.amount != 0 {
                result.append(PairAdjustment(first: index, second: next, amount: found.amount))
            }
            index = found.consumesSecond ? next + 1 : next
        }
    }
}

/// A GPOS pair-adjustment subtable (lookup type 2), format 1 (glyph pairs) or 2 (class pairs),
/// reduced to the horizontal advance both glyphs gain.
enum PairSubtable: Sendable {
    /// Format 1: per first-glyph coverage index, its pairs sorted by second glyph.
    case glyphPairs(coverage: GlyphRanges, setStarts: [Int], seconds: [UInt16], amounts: [Int32], consumesSecond: Bool)
    /// Format 2: an amount per (class1, class2).
    case classPairs(coverage: GlyphRanges, classes1: GlyphRanges, classes2: GlyphRanges,
                    class1Count: Int, class2Count: Int, amounts: [Int32], consumesSecond: Bool)

    /// The pair's amount if this subtable applies to it. Format 1 applies only when the pair is
    /// listed; format 2 whenever the first glyph is covered and both classes are in range.
    func value(first: Int, second: Int) -> (amount: Int, consumesSecond: Bool)? {
        switch self {
        case let .glyphPairs(coverage, setStarts, seconds, amounts, consumesSecond):
            guard let set = coverage.value(for: first, coverage: true), set + 1 < setStarts.count else { return nil }
            var low = setStarts[set]
            var high = setStarts[set + 1]
            while low < high {
                let mid = (low + high) / 2
                if Int(seconds[mid]) < second { low = mid + 1 } else { high = mid }
            }
            guard low < setStarts[set + 1], Int(seconds[low]) == second else { return nil }
            return (Int(amounts[low]), consumesSecond)
        case let .classPairs(coverage, classes1, classes2, class1Count, class2Count, amounts, consumesSecond):
            guard coverage.value(for: first, coverage: true) != nil else { return nil }
            let class1 = classes1.value(for: first, coverage: false) ?? 0
            let class2 = classes2.value(for: second, coverage: false) ?? 0
            guard class1 < class1Count, class2 < class2Count else { return nil }
            return (Int(amounts[class1 * class2Count + class2]), consumesSecond)
        }
    }
}

/// The legacy `kern` table: format 0 pair lists of horizontal subtables, summed.
struct LegacyKerning: Sendable {
    /// Sorted keys `left << 16 | right` and their values.
    let keys: [UInt32]
    let values: [Int32]

    func value(first: Int, second: Int) -> Int? {
        let key = UInt32(truncatingIfNeeded: first << 16 | second)
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        return Int(values[low])
    }
}
