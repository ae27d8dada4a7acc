/// Prefix sums of a shaped paragraph, independent of size and tracking: what a line's width
/// is made of, for any range, in constant time.
///
/// Advances and kerning amounts are whole units of the shaping, so these sums are exact integers.
struct RangeSums: Sendable {
    /// `advances[i]`: Σ advances of glyphs 0..<i (count + 1 entries).
    let advances: [Int]
    /// `pairsFrom[i]`: index of the first kerning pair whose first glyph is at or after i.
    let pairsFrom: [Int32]
    /// `pairsBefore[i]`: how many pairs end (second glyph) before i; nil when the pairs'
    /// second glyphs are not ascending (several lookups with different skipped glyphs), and
    /// then the kerning of a range is only known between two bounds.
    let pairsBefore: [Int32]?
    /// Σ of the amounts, of their negative parts and of their positive parts of pairs 0..<j.
    let kerning: [Int]
    let negativeKerning: [Int]
    let positiveKerning: [Int]
    /// `untrackedBefore[i]`: how many of glyphs 0..<i take no tracking; nil when all take it.
    let untrackedBefore: [Int]?

    init(advances glyphAdvances: [Double], kerning pairs: [PairAdjustment], untracked: [Bool]? = nil) {
        untrackedBefore = untracked.map { flags in
            flags.reduce(into: [0]) { counts, flag in counts.append(counts.last! + (flag ? 1 : 0)) }
        }
        var advances = [Int](repeating: 0, count: glyphAdvances.count + 1)
        for (index, advance) in glyphAdvances.enumerated() { advances[index + 1] = advances[index] + Int(advance) }
        self.advances = advances
        var pairsFrom = [Int32](repeating: Int32(pairs.count), count: glyphAdvances.count + 1)
        for (index, pair) in pairs.enumerated().reversed() where pair.first <= glyphAdvances.count {
            pairsFrom[pair.first] = Int32(index)
        }
        for index in stride(from: glyphAdvances.count - 1, through: 0, by: -1) {
            pairsFrom[index] = min(pairsFrom[index], pairsFrom[index + 1])
        }
        self.pairsFrom = pairsFrom
        let ascending = zip(pairs, pairs.dropFirst()).allSatisfy { $0.second <= $1.second }
        if ascending {
            var before = [Int32](repeating: 0, count: glyphAdvances.count + 1)
            var pair = 0
            for index in 0...glyphAdvances.count {
                while pair < pairs.count, pairs[pair].second < index { pair += 1 }
                before[index] = Int32(pair)
            }
            pairsBefore = before
        } else {
            pairsBefore = nil
        }
        var kerning = [0], negative = [0], positive = [0]
        for pair in pairs {
            kerning.append(kerning.last! + pair.amount)
            negative.append(negative.last! + min(0, pair.amount))
            positive.append(positive.last! + max(0, pair.amount))
        }
        self.kerning = kerning
        negativeKerning = negative
        positiveKerning = positive
    }
}

/// Decides whether a range of a paragraph fits a line, with the very answer of measuring it
/// (`LineRuler`), in constant time unless the width lies within rounding of the limit.
///
/// The ruler's width is a floating-point sum, left to right, of (advance + tracking) per glyph
/// (no tracking for a fallback font's glyph) and then the kerning of the pairs inside, × scale.
/// Its real value follows from the integer prefix sums: Σ advances + n × tracking + Σ kerning,
/// n the tracked glyphs. Recursive summation of N terms is off
/// by at most about N·u·Σ|term| (u = 2⁻⁵³), so when the limit is outside that margin around
/// the real value the answer is known; only inside it (a width within ~1e-10 of the limit)
/// is the range summed as the ruler sums it. Without tracking every term is a whole number,
/// the sum is exact, and the answer is computed as the ruler computes it. Line breaking asks
/// about the whole rest of a long word once per line; summing it each time was quadratic.
struct LineGauge {
    let sums: RangeSums
    /// Tracking per glyph in the shaping's units, and points per unit, as the ruler's.
    let tracking: Double
    let scale: Double
    /// A width fits when it is at most this (`limit + 1e-9`, as line breaking has always compared).
    let bound: Double
    private(set) var ruler: LineRuler
    /// Ranges decided by summing them (counted for the scaling tests).
    private(set) var summed = 0

    init(paragraph: ShapedParagraph, ruler: LineRuler, limit: Double) {
        sums = paragraph.sums
        tracking = ruler.tracking
        scale = ruler.scale
        bound = limit + 1e-9
        self.ruler = ruler
    }

    mutating func fits(_ range: Range<Int>) -> Bool {
        if let known = estimate(range) { return known }
        summed += 1
        return ruler.width(of: range) <= bound
    }

    /// The answer when the prefix sums settle it, else nil.
    private func estimate(_ range: Range<Int>) -> Bool? {
        guard !range.isEmpty, scale > 0, scale.isFinite, tracking.isFinite, bound.isFinite else { return nil }
        let count = range.count
        let untracked = sums.untrackedBefore.map { $0[range.upperBound] - $0[range.lowerBound] } ?? 0
        let advance = sums.advances[range.upperBound] - sums.advances[range.lowerBound]
        let first = Int(sums.pairsFrom[range.lowerBound])
        // Pairs inside the range: first glyph in it and second glyph before its end.
        let kerning: (low: Int, high: Int, magnitude: Int, pairs: Int)
        if let before = sums.pairsBefore {
            let end = max(first, Int(before[range.upperBound]))
            let amount = sums.kerning[end] - sums.kerning[first]
            let magnitude = sums.positiveKerning[end] - sums.positiveKerning[first]
                - (sums.negativeKerning[end] - sums.negativeKerning[first])
            kerning = (amount, amount, magnitude, end - first)
        } else {
            // Some of the pairs starting in the range; their amounts bound the kerning.
            let end = Int(sums.pairsFrom[range.upperBound])
            let low = sums.negativeKerning[end] - sums.negativeKerning[first]
            let high = sums.positiveKerning[end] - sums.positiveKerning[first]
            kerning = (low, high, high - low, end - first)
        }
        let magnitude = advance + kerning.magnitude
        guard magnitude < 1 << 52 else { return nil }
        if tracking == 0, kerning.low == kerning.high {
            // Whole numbers below 2⁵³ add exactly in any order: this is the ruler's result.
            return Double(advance + kerning.low) * scale <= bound
        }
        let terms = count + kerning.pairs
        let u = Double.ulpOfOne / 2
        guard Double(terms) * u < 0.01 else { return nil }
        // Error of the ruler's sum against the real value, and of ours, with room to spare.
        let spread = Double(count - untracked) * tracking
        let error = 2 * Double(terms + 4) * u * (Double(magnitude) + Double(count) * abs(tracking))
        let high = (Double(advance + kerning.high) + spread + error) * scale
        let low = (Double(advance + kerning.low) + spread - error) * scale
        let highest = high + abs(high) * 8 * u + Double.leastNormalMagnitude
        let lowest = low - abs(low) * 8 * u - Double.leastNormalMagnitude
        guard highest.isFinite, lowest.isFinite else { return nil }
        if highest <= bound { return true }
        if lowest > bound { return false }
        return nil
    }
}
