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
        // Usually the terms are already strictly ascending and nonzero (a layout's rows are
        // built that way): then they are the answer, made in one allocation, not three.
        var isNormal = true
        for i in terms.indices where terms[i].coefficient == 0
            || (i > 0 && terms[i - 1].variable.index >= terms[i].variable.index) {
            isNormal = false
            break
        }
        if isNormal { return terms.map { ($0.variable.index, $0.coefficient) } }
        let sorted = terms.enumerated().sorted {
            ($0.element.variable.index, $0.offset) < ($1.element.variable.index, $1.offset)
        }
        var result: [(variable: Int, coefficient: Double)] = []
        for (_, term) in sorted {
            if let last = result.last, last.variable == term.variable.index {
                result[result.count - 1].coefficient += term.coefficient
            } else {
                result.append((term.variable.index, term.coefficient))
            }
        }
        return result.filter { $0.coefficient != 0 }
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
