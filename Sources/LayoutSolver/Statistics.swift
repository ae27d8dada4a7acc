/// The size of the solver's internal state: what makes its work grow, reported so callers
/// and tests can check that a system's tableau stays sparse.
public struct SolverStatistics: Equatable, Sendable {
    /// Live tableau rows.
    public var rows: Int
    /// Parametric terms over all live rows: the tableau's nonzeros.
    public var terms: Int
    /// The longest row's term count.
    public var longestRow: Int
    /// Pivots made since the solver was created (or last rebuilt).
    public var pivots: Int
    /// Rows rewritten by substitution since then: the work that grows with a bad pivot order
    /// (a pivot on a symbol in k rows rewrites k rows).
    public var rowRewrites: Int
    /// Required equalities kept as definitions outside the tableau.
    public var definitions: Int
    /// Refinement steps kept since then (row constants corrected by their residuals after
    /// a sum of huge constants cancelled; 0 for ordinary layouts).
    public var refinements: Int
    /// Definitions turned to another subject before a row needed their variable
    /// (Reorientation.swift): each one kept a row from expanding that definition.
    public var reorientations: Int
}

extension Solver {
    /// The current size of the tableau and the pivots made so far.
    public var statistics: SolverStatistics { engineStatistics() }
}

extension Engine {
    func statistics() -> SolverStatistics {
        var live = 0, terms = 0, longest = 0
        for row in tableau.liveRows {
            live += 1
            terms += row.terms.count
            longest = max(longest, row.terms.count)
        }
        let definitionCount = constraints.indices.reduce(0) {
            $0 + (constraints[$1].isActive && definitions.isDefinition($1) ? 1 : 0)
        }
        return SolverStatistics(rows: live, terms: terms, longestRow: longest, pivots: tableau.pivotCount,
                                rowRewrites: tableau.rowRewriteCount, definitions: definitionCount,
                                refinements: refinementCount, reorientations: definitions.reorientationCount)
    }
}
