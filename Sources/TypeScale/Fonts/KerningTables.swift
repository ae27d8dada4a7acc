/// Readers for the tables behind `PairKerning`: GPOS (`kern` feature, lookup type 2 and
/// extension type 9) and the legacy `kern` table (format 0).
enum KerningTables {
    /// The pair lookups of the `kern` feature of the default script's default language system
    /// (`DFLT`, else `latn`), in lookup-list order as HarfBuzz applies them.
    static func gposLookups(_ table: FontTable) throws(FontError) -> [PairKerning.Lookup] {
        let scriptList = try table.u16(4)
        let featureList = try table.u16(6)
        let lookupList = try table.u16(8)
        guard scriptList != 0, featureList != 0, lookupList != 0 else { return [] }
        let featureIndices = try defaultFeatureIndices(table, scriptList: scriptList)
        let featureCount = try table.u16(featureList)
        try table.require(featureList + 2, featureCount * 6, "feature records")
        var lookupIndices: [Int] = []
        for featureIndex in featureIndices where featureIndex < featureCount {
            let record = featureList + 2 + featureIndex * 6
            guard try table.tag(record) == "kern" else { continue }
            let feature = featureList + (try table.u16(record + 4))
            let count = try table.u16(feature + 2)
            try table.require(feature + 4, count * 2, "kern feature lookup indices")
            for index in 0..<count { lookupIndices.append(table.unsafeU16(feature + 4 + index * 2)) }
        }
        // A lookup is applied once even if listed twice; in lookup-list order.
        lookupIndices = Array(Set(lookupIndices)).sorted()
        let lookupCount = try table.u16(lookupList)
        try table.require(lookupList + 2, lookupCount * 2, "lookup offsets")
        var lookups: [PairKerning.Lookup] = []
        for lookupIndex in lookupIndices {
            guard lookupIndex < lookupCount else {
                throw table.error("kern feature names lookup \(lookupIndex) of \(lookupCount)")
            }
            let lookup = lookupList + table.unsafeU16(lookupList + 2 + lookupIndex * 2)
            if let parsed = try pairLookup(table, at: lookup) { lookups.append(parsed) }
        }
        return lookups
    }

    /// Feature indices of the default LangSys of `DFLT` (else `latn`), plus its required feature.
    private static func defaultFeatureIndices(_ table: FontTable, scriptList: Int) throws(FontError) -> [Int] {
        let scriptCount = try table.u16(scriptList)
        try table.require(scriptList + 2, scriptCount * 6, "script records")
        var scripts: [(tag: String, offset: Int)] = []
        for index in 0..<scriptCount {
            let record = scriptList + 2 + index * 6
            scripts.append((try table.tag(record), scriptList + table.unsafeU16(record + 4)))
        }
        for wanted in ["DFLT", "latn"] {
            guard let script = scripts.first(where: { $0.tag == wanted }) else { continue }
            let langSysOffset = try table.u16(script.offset)
            guard langSysOffset != 0 else { continue }
            let langSys = script.offset + langSysOffset
            let required = try table.u16(langSys + 2)
            let count = try table.u16(langSys + 4)
            try table.require(langSys + 6, count * 2, "language system feature indices")
            var indices = (0..<count).map { table.unsafeU16(langSys + 6 + $0 * 2) }
            if required != 0xFFFF { indices.append(required) }
            return indices
        }
        return []
    }

    /// A lookup of type 2, or of type 9 wrapping type 2; nil for any other type.
    private static func pairLookup(_ table: FontTable, at lookup: Int) throws(FontError) -> PairKerning.Lookup? {
        let type = try table.u16(lookup)
        let flag = try table.u16(lookup + 2)
        let count = try table.u16(lookup + 4)
        try table.require(lookup + 6, count * 2, "subtable offsets")
        guard type == 2 || type == 9 else { return nil }
        var subtables: [PairSubtable] = []
        for index in 0..<count {
            var subtable = lookup + table.unsafeU16(lookup + 6 + index * 2)
            if type == 9 {
                // Extension: format 1, the real type, a 32-bit offset from the extension subtable.
                guard try table.u16(subtable) == 1 else { throw table.error("unknown extension format") }
                guard try table.u16(subtable + 2) == 2 else { continue }
                subtable += try table.u32(subtable + 4)
            }
            subtables.append(try pairSubtable(table.slice(from: subtable)))
        }
        return PairKerning.Lookup(flag: flag, subtables: subtables)
    }

    /// Size in bytes of a ValueRecord, and the offset of its XAdvance (nil if absent).
    private static func valueLayout(_ format: Int) -> (size: Int, xAdvance: Int?) {
        let size = (format & 0xFF).nonzeroBitCount * 2
        let xAdvance = format & 0x04 != 0 ? (format & 0x03).nonzeroBitCount * 2 : nil
        return (size, xAdvance)
    }

    private static func pairSubtable(_ table: FontTable) throws(FontError) -> PairSubtable {
        let format = try table.u16(0)
        let coverage = try GlyphRanges.coverage(table, at: try table.u16(2))
        let format1 = try table.u16(4)
        let format2 = try table.u16(6)
        let value1 = valueLayout(format1)
        let value2 = valueLayout(format2)
        let recordSize = value1.size + value2.size
        // Both glyphs' XAdvance change the line's width.
        func amount(at record: Int) -> Int32 {
            var total = 0
            if let x = value1.xAdvance { total += Int(Int16(truncatingIfNeeded: table.unsafeU16(record + x))) }
            if let x = value2.xAdvance { total += Int(Int16(truncatingIfNeeded: table.unsafeU16(record + value1.size + x))) }
            return Int32(total)
        }
        switch format {
        case 1:
            let setCount = try table.u16(8)
            try table.require(10, setCount * 2, "pair set offsets")
            var setStarts = [0]
            var seconds: [UInt16] = []
            var amounts: [Int32] = []
            for index in 0..<setCount {
                let set = table.unsafeU16(10 + index * 2)
                let pairCount = try table.u16(set)
                let stride = 2 + recordSize
                try table.require(set + 2, pairCount * stride, "pair set \(index)")
                let setStart = seconds.count
                var isSorted = true
                for pair in 0..<pairCount {
                    let record = set + 2 + pair * stride
                    let second = UInt16(table.unsafeU16(record))
                    if let previous = seconds.last, seconds.count > setStart, previous >= second { isSorted = false }
                    seconds.append(second)
                    amounts.append(amount(at: record + 2))
                }
                if !isSorted {
                    // Binary search needs order; stable, so a duplicate keeps the font's first entry.
                    let sorted = zip(seconds[setStart...], amounts[setStart...]).enumerated()
                        .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
                    seconds.replaceSubrange(setStart..., with: sorted.map(\.element.0))
                    amounts.replaceSubrange(setStart..., with: sorted.map(\.element.1))
                }
                setStarts.append(seconds.count)
            }
            return .glyphPairs(coverage: coverage, setStarts: setStarts, seconds: seconds, amounts: amounts,
                               consumesSecond: format2 != 0)
        case 2:
            let classes1 = try GlyphRanges.classDef(table, at: try table.u16(8))
            let classes2 = try GlyphRanges.classDef(table, at: try table.u16(10))
            let class1Count = try table.u16(12)
            let class2Count = try table.u16(14)
            try table.require(16, class1Count * class2Count * recordSize, "class pair values")
            var amounts: [Int32] = []
            amounts.reserveCapacity(class1Count * class2Count)
            for index in 0..<(class1Count * class2Count) {
                amounts.append(amount(at: 16 + index * recordSize))
            }
            return .classPairs(coverage: coverage, classes1: classes1, classes2: classes2,
                               class1Count: class1Count, class2Count: class2Count, amounts: amounts,
                               consumesSecond: format2 != 0)
        default:
            throw table.error("unknown pair adjustment format \(format)")
        }
    }

    /// The legacy `kern` table: Microsoft (version 0) or Apple (version 1.0) header; format 0
    /// subtables that are horizontal, not cross-stream and not minimum values, summed per pair.
    static func legacyKerning(_ table: FontTable) throws(FontError) -> LegacyKerning {
        var pairs: [(key: UInt32, value: Int)] = []
        let isApple = try table.u16(0) == 1
        let subtableCount = isApple ? try table.u32(4) : try table.u16(2)
        var offset = isApple ? 8 : 4
        for _ in 0..<min(subtableCount, table.count / 6) {
            let length: Int
            let format: Int
            let usable: Bool
            let header: Int
            if isApple {
                length = try table.u32(offset)
                let coverage = try table.u8(offset + 4)
                format = try table.u8(offset + 5)
                usable = coverage & 0xE0 == 0  // not vertical, cross-stream or variation
                header = 8
            } else {
                length = try table.u16(offset + 2)
                let coverage = try table.u16(offset + 4)
                format = coverage >> 8
                usable = coverage & 0x07 == 0x01  // horizontal, not minimum, not cross-stream
                header = 6
            }
            guard length >= header else { throw table.error("subtable length \(length) is too small") }
            if usable && format == 0 {
                let pairCount = try table.u16(offset + header)
                let first = offset + header + 8
                try table.require(first, pairCount * 6, "kerning pairs")
                for index in 0..<pairCount {
                    let record = first + index * 6
                    let key = UInt32(table.unsafeU16(record)) << 16 | UInt32(table.unsafeU16(record + 2))
                    pairs.append((key, Int(Int16(truncatingIfNeeded: table.unsafeU16(record + 4)))))
                }
            }
            offset += length
            guard offset < table.count else { break }
        }
        pairs.sort { $0.key < $1.key }
        var keys: [UInt32] = []
        var sums: [Int] = []
        for pair in pairs {
            if keys.last == pair.key {
                sums[sums.count - 1] += pair.value  // bounded: at most file-size/6 pairs of 16 bits
            } else {
                keys.append(pair.key)
                sums.append(pair.value)
            }
        }
        return LegacyKerning(keys: keys, values: sums.map { Int32(clamping: $0) })
    }
}
