@testable import LayoutSolver

/// Small builders so tests read like the constraints they state.
func expr(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
}

func priority(_ value: Int) -> Priority { Priority(value)! }

/// A constraint over numbered variables `x0, x1, …`: `Σ coefficient·x[i] + constant relation 0`.
typealias SystemRow = (terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation, priority: Int)

/// A solver over `count` variables with `rows` added in order; a refused row's handle is nil.
func solver(_ rows: [SystemRow], variables count: Int) -> (Solver, [Variable], [ConstraintHandle?]) {
    let s = Solver()
    let x = (0..<count).map { s.addVariable(named: "x\($0)") }
    let handles = rows.map { row in
        try? s.addConstraint(LinearExpression(terms: row.terms.map { (x[$0.variable], $0.coefficient) }, constant: row.constant),
                             row.relation, priority: Priority(row.priority)!)
    }
    return (s, x, handles)
}
