import LayoutSolver

/// `coefficient × variable` over the views' frames, variables numbered as `ViewVariables`
/// says (the solver's own `Term` is over its symbols).
struct FrameTerm: Equatable {
    var variable: Int
    var coefficient: Double
}

/// Σ terms + constant, in absolute (root) coordinates.
struct LinearForm: Equatable {
    var terms: [FrameTerm] = []
    var constant: Double = 0

    static func variable(_ index: Int) -> LinearForm { LinearForm(terms: [FrameTerm(variable: index, coefficient: 1)]) }
    static func constant(_ value: Double) -> LinearForm { LinearForm(constant: value) }

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        LinearForm(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + rhs * -1 }

    static func * (lhs: LinearForm, factor: Double) -> LinearForm {
        LinearForm(terms: lhs.terms.map { FrameTerm(variable: $0.variable, coefficient: $0.coefficient * factor) },
                   constant: lhs.constant * factor)
    }

    static func + (lhs: LinearForm, value: Double) -> LinearForm {
        LinearForm(terms: lhs.terms, constant: lhs.constant + value)
    }

    /// Like terms merged and zero terms dropped, in variable order: one canonical form, so
    /// equal systems compare equal and the solver sees each variable once.
    func simplified() -> LinearForm {
        var merged: [FrameTerm] = []
        merged.reserveCapacity(terms.count)
        for term in Self.sortedByVariable(terms) {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearForm(terms: merged, constant: constant)
    }

    /// `terms` in variable order, equal variables in their order (stable, as `sorted` is). A row
    /// has a handful of terms: insertion sort in place, without `sorted(by:)`'s closure, which
    /// cost more than the rest of the row; long forms (a stack's sums) use `sorted`.
    private static func sortedByVariable(_ terms: [FrameTerm]) -> [FrameTerm] {
        guard terms.count <= 16 else { return terms.sorted { $0.variable < $1.variable } }
        var sorted = terms
        for index in sorted.indices.dropFirst() {
            let term = sorted[index]
            var slot = index
            while slot > 0, sorted[slot - 1].variable > term.variable {
                sorted[slot] = sorted[slot - 1]
                slot -= 1
            }
            sorted[slot] = term
        }
        return sorted
    }
}

/// Where a row of the system came from, for conflict messages and the constraints listing.
enum RowOrigin: Equatable {
    /// The root view filling the container: left, top, width, height.
    case container(LayoutAttribute)
    /// Part `part` of the constraint at `spec` (index into the screen's constraints in document order).
    case constraint(spec: Int, part: Int)
    /// Part `part` of cell constraint `spec` in row `row` of installed table `table`.
    case cellConstraint(table: Int, row: Int, spec: Int, part: Int)
    /// A stack view's or table's own constraint, named as UIKit names it.
    case generated(view: Int, name: String)
    case hugging(view: Int, axis: LayoutAxis)
    case compression(view: Int, axis: LayoutAxis)
}

/// One linear constraint: `form relation 0` at `priority`.
struct SystemRow {
    var form: LinearForm
    var relation: Relation
    var priority: Int
    var origin: RowOrigin

    /// Same variables, coefficients, relation and priority: only the constant may differ.
    func hasSameShape(as other: SystemRow) -> Bool {
        relation == other.relation && priority == other.priority && form.terms == other.form.terms
    }
}

/// The linear system solved for one environment and one text pass (SPEC §7.3).
struct LinearSystem {
    var variableNames: [String]
    var rows: [SystemRow]

    func hasSameShape(as other: LinearSystem) -> Bool {
        guard variableNames == other.variableNames, rows.count == other.rows.count else { return false }
        // Through buffers: a row compared is not copied (no retains per row). Term arrays
        // shared between systems compare at once.
        return rows.withUnsafeBufferPointer { rows in
            other.rows.withUnsafeBufferPointer { others in
                for index in rows.indices where !rows[index].hasSameShape(as: others[index]) { return false }
                return true
            }
        }
    }
}
