/// Costs rebuilt from their definition, where drift could decide a pivot.
///
/// A parametric symbol's cost is updated pivot after pivot (`substitute`), so rounding
/// accumulates. With coefficients a million apart (1000 and 0.001 in one system) a cost
/// that is exactly 0 in a high tier drifted to 1e-7: read as positive, it hid the symbol's
/// −3 in a lower tier and left that tier 138 points from its optimum (found by a differential
/// fuzz against HiGHS). Rebuilt from scratch the cost has one rounding per term.
extension Engine {
    /// Sets the cost of parametric `symbol` to its definition: its own weight (1 in its tier
    /// when it is an optional constraint's error) plus, for every row holding it whose basic
    /// symbol is such an error, that error's weight times the row's coefficient.
    mutating func recomputeCost(of symbol: Int) {
        var fresh = [Double](repeating: 0, count: objective.costs.tierCount)
        let own = objective.errorPriority(of: symbol)
        if own > 0, let t = objective.costs.existingTier(for: own) { fresh[t] = 1 }
        for slot in tableau.liveColumn(symbol) {
            let priority = objective.errorPriority(of: tableau.rows[slot].basic)
            guard priority > 0, let t = objective.costs.existingTier(for: priority) else { continue }
            fresh[t] += tableau.rows[slot].coefficient(of: symbol)
        }
        for t in fresh.indices {
            let value = abs(fresh[t]) <= Tolerance.zero ? 0 : fresh[t]
            if objective.costs.coefficient(tier: t, symbol: symbol) != value { objective.set(value, tier: t, symbol: symbol) }
        }
    }
}
