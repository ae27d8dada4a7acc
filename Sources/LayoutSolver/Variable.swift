/// A solver variable, identified by its creation index in one `Solver`.
public struct Variable: Hashable, Comparable, Sendable {
    /// Position in the order the solver created its variables.
    public let index: Int

    init(index: Int) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    /// Creates an expression; terms may repeat a variable (they are summed when added).
    public init(terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1 × variable + constant`.
    public init(_ variable: Variable, plus constant: Double = 0) {
        self.init(terms: [(variable, 1)], constant: constant)
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Terms merged per variable, sorted by variable index, zero coefficients dropped.
    /// Sorting makes the solver's work independent of how the caller ordered the terms.
    func normalizedTerms() -> [(variable: Int, coefficient: Double)] {
        // Most callers (typescale's rows) pass terms already merged and in order: then the
        // result is the terms themselves, and sorting them cost a quarter of adding a row.
        if isNormalized { return terms.map { ($0.variable.index, $0.coefficient) } }
        // One allocation (for a short expression), sorted, merged and filtered in place: a
        // record is made per constraint, and sorting a copy, merging into another and
        // filtering into a third was most of `addConstraint`'s allocations. Insertion sort is
        // stable (equal variables stay in the caller's order, so their sum is the same bits),
        // and layout rows are short.
        var result = terms.map { (variable: $0.variable.index, coefficient: $0.coefficient) }
        if result.count > 32 {
            // Long expressions: a stable sort by (variable, position), not quadratic.
            result = terms.enumerated().sorted {
                ($0.element.variable.index, $0.offset) < ($1.element.variable.index, $1.offset)
            }.map { ($0.element.variable.index, $0.element.coefficient) }
        }
        for i in result.indices.dropFirst() where result[i - 1].variable > result[i].variable {
            let term = result[i]
            var j = i
            while j > 0 && result[j - 1].variable > term.variable {
                result[j] = result[j - 1]
                j -= 1
            }
            result[j] = term
        }
        var merged = 0   // result[..<merged]: distinct variables, coefficients summed
        for i in result.indices {
            let term = result[i]
            if merged > 0 && result[merged - 1].variable == term.variable {
                result[merged - 1].coefficient += term.coefficient
            } else {
                result[merged] = term
                merged += 1
            }
        }
        var kept = 0
        for i in 0..<merged where result[i].coefficient != 0 {
            result[kept] = result[i]
            kept += 1
        }
        result.removeSubrange(kept...)
        return result
    }

    /// Whether the terms are in strictly increasing variable order with no zero coefficient:
    /// what `normalizedTerms` would make of them already.
    private var isNormalized: Bool {
        var previous = -1
        for term in terms {
            guard term.variable.index > previous, term.coefficient != 0 else { return false }
            previous = term.variable.index
        }
        return true
    }
}

/// How an expression compares with zero.
public enum Relation: Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual

    /// `==`, `<=` or `>=`, as the constraints listing and the exported systems write it.
    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
