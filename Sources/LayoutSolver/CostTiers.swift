/// The objective's costs as a vector of rows, one per optional priority in use, highest first:
/// the Cassowary paper's symbolic weights. A symbol's cost is the vector of its coefficients,
/// compared lexicographically, so no amount of lower-tier error can buy a higher-tier one.
struct CostTiers {
    /// Priorities of the tiers, descending.
    private(set) var priorities: [Int] = []
    /// `coefficients[tier][symbol]`, dense over all symbols.
    private(set) var coefficients: [[Double]] = []
    private(set) var symbolCount = 0

    var tierCount: Int { priorities.count }

    /// The tier of `priority`, created (all zeros) on first use.
    mutating func tier(for priority: Int) -> Int {
        var i = 0
        while i < priorities.count && priorities[i] > priority { i += 1 }
        if i < priorities.count && priorities[i] == priority { return i }
        priorities.insert(priority, at: i)
        coefficients.insert([Double](repeating: 0, count: symbolCount), at: i)
        return i
    }

    mutating func addSymbols(_ count: Int) {
        symbolCount += count
        for t in coefficients.indices { coefficients[t].append(0, count: count) }
    }

    /// Forgets symbols `first...` (made by a transaction that was rolled back).
    mutating func removeSymbols(from first: Int) {
        guard first < symbolCount else { return }
        symbolCount = first
        for t in coefficients.indices { coefficients[t].removeSubrange(first...) }
    }

    @inline(__always)
    func coefficient(tier: Int, symbol: Int) -> Double { coefficients[tier][symbol] }

    /// Adds `delta` to a cost; a result `sign(of:)` would read as zero is stored as exactly 0.
    /// Otherwise that noise is carried into the next pivot's substitution, scaled by the pivot
    /// (1e-9 became −1.02e-9, read as negative), and two errors of a grid with redundant
    /// alignments took turns entering forever: a cycle no entering rule can break.
    @inline(__always)
    mutating func add(_ delta: Double, tier: Int, symbol: Int) {
        coefficients[tier][symbol] = CostTiers.sum(coefficients[tier][symbol], delta)
    }

    /// `add(a × coefficient, tier:, symbol:)` for each term, in order, with the tier's
    /// storage held once (a pivot's row may hold thousands of terms).
    mutating func add(_ a: Double, times terms: [Term], tier: Int) {
        coefficients[tier].withUnsafeMutableBufferPointer { costs in
            for term in terms { costs[term.symbol] = CostTiers.sum(costs[term.symbol], a * term.coefficient) }
        }
    }

    @inline(__always)
    private static func sum(_ cost: Double, _ delta: Double) -> Double {
        let sum = Tolerance.sum(cost, delta)
        return abs(sum) <= Tolerance.zero ? 0 : sum
    }

    mutating func set(_ value: Double, tier: Int, symbol: Int) {
        coefficients[tier][symbol] = value
    }

    /// −1, 0 or 1: the sign of the symbol's cost vector (its first nonzero tier).
    func sign(of symbol: Int) -> Int {
        for t in 0..<coefficients.count {
            let c = coefficients[t][symbol]
            if c > Tolerance.zero { return 1 }
            if c < -Tolerance.zero { return -1 }
        }
        return 0
    }

    /// Below this a cost's leading tier may be drift rather than a real cost (see
    /// `Engine.recomputeCost`); real costs of layout systems are sums of ±1 × coefficients.
    static let suspectCost = 1e-5

    /// Below this a tier's cost does not make a symbol enter: a row coefficient that is
    /// rounding noise (2.8e-9 where 0 was meant, with coefficients 0.001 to 1000) gives the
    /// same noise as a cost, and entering on it pivoted on the noise and broke a required
    /// equality. Layout costs are sums of ±1 × coefficients, far above it.
    static let enteringCost = 1e-7

    /// Whether the symbol's cost vector, ignoring tiers below `enteringCost`, is negative.
    func improves(_ symbol: Int) -> Bool {
        for t in 0..<coefficients.count {
            let c = coefficients[t][symbol]
            if c > CostTiers.enteringCost { return false }
            if c < -CostTiers.enteringCost { return true }
        }
        return false
    }

    /// Whether the symbol's first nonzero tier is small enough to be drift.
    func isLeadingCostSmall(_ symbol: Int) -> Bool {
        for t in 0..<coefficients.count {
            let c = abs(coefficients[t][symbol])
            if c > Tolerance.zero { return c < CostTiers.suspectCost }
        }
        return false
    }

    /// The tier of `priority`, if it has one.
    func existingTier(for priority: Int) -> Int? { priorities.firstIndex(of: priority) }

    /// Whether cost(a) is lexicographically more negative than cost(b): Dantzig's rule over
    /// tiers (the highest tier where they differ decides).
    func isSteeper(_ a: Int, than b: Int) -> Bool {
        for t in 0..<coefficients.count {
            let x = coefficients[t][a], y = coefficients[t][b]
            let tol = Tolerance.zero * max(1, abs(x), abs(y))
            if x < y - tol { return true }
            if x > y + tol { return false }
        }
        return false
    }

    /// Whether cost(a)/da < cost(b)/db lexicographically (da, db > 0): the dual ratio test.
    func ratio(_ a: Int, over da: Double, isLessThan b: Int, over db: Double) -> Bool {
        for t in 0..<coefficients.count {
            let x = coefficients[t][a] / da, y = coefficients[t][b] / db
            let tol = Tolerance.zero * max(1, abs(x), abs(y))
            if x < y - tol { return true }
            if x > y + tol { return false }
        }
        return false
    }
}
