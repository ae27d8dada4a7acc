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

    /// `1 × variable`, its term array shared with every other form made from `units`.
    static func variable(_ index: Int, in units: UnitTerms) -> LinearForm { LinearForm(terms: units[index]) }
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

    /// `self - other * factor`, the same operations in the same order (so the same bits), in
    /// one new array instead of three: a row of two items is made this way.
    func minus(_ other: LinearForm, times factor: Double) -> LinearForm {
        var terms = self.terms
        terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms {
            terms.append(FrameTerm(variable: term.variable, coefficient: term.coefficient * factor * -1))
        }
        return LinearForm(terms: terms, constant: constant + other.constant * factor * -1)
    }

    /// Like terms merged and zero terms dropped, in variable order: one canonical form, so
    /// equal systems compare equal and the solver sees each variable once.
    func simplified() -> LinearForm {
        // Most rows are simple already (one term, or two of different views): kept as they
        // are, their term array still shared.
        if isSimplified { return self }
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

    /// Terms in strictly increasing variable order, none zero: what `simplified` makes.
    private var isSimplified: Bool {
        var previous = -1
        for term in terms {
            guard term.variable > previous, term.coefficient != 0 else { return false }
            previous = term.variable
        }
        return true
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

/// `1 × variable` as a term array per variable, made when first asked for and then shared
/// by every form and row that is that variable alone or starts from it (a view's edges, the
/// container, hugging and compression rows): most forms then cost no allocation of their own.
final class UnitTerms {
    /// Only this class touches it, one call at a time: no dynamic exclusivity checks (they
    /// cost as much as the look-up).
    @exclusivity(unchecked) private var terms: [[FrameTerm]?]

    /// Room for `count` variables (more are added when asked for).
    init(count: Int = 0) {
        terms = Array(repeating: nil, count: count)
    }

    subscript(variable: Int) -> [FrameTerm] {
        if variable < terms.count, let unit = terms[variable] { return unit }
        if variable >= terms.count { terms += repeatElement(nil, count: variable + 1 - terms.count) }
        let unit = [FrameTerm(variable: variable, coefficient: 1)]
        terms[variable] = unit
        return unit
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
