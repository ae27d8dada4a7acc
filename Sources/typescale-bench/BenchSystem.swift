import LayoutSolver

/// A linear system as plain data, so typescale's solver and the kiwisolver peer load exactly the
/// same rows in the same order. Rows read Σ coefficient × variable + constant RELATION 0 (SPEC §7.3).
struct BenchSystem {
    struct Row {
        var id: String
        var terms: [(coefficient: Double, variable: Int)]
        var constant: Double
        var relation: Relation
        var priority: Int
        /// kiwi's own strength name for this row, where the system comes from kiwi (enaml).
        var kiwiStrength: String? = nil
    }

    var name: String
    var variables: [String] = []
    var rows: [Row] = []
    /// Edit variables, added before the rows (as kiwi's enaml benchmark does).
    var edits: [(variable: Int, priority: Int)] = []
    /// Values suggested for the edit variables, one tuple per step (enaml's six sizes).
    var suggestions: [[Double]] = []
    /// The row whose constant the re-solve case changes, and the constants it cycles through;
    /// the row's own constant is the starting value and differs from the first entry.
    var resolveRow: Int? = nil
    var resolveConstants: [Double] = []

    init(name: String) { self.name = name }

    /// Adds a variable and returns its index.
    mutating func variable(_ name: String) -> Int {
        variables.append(name)
        return variables.count - 1
    }

    /// Adds a row and returns its index.
    @discardableResult
    mutating func row(_ id: String, _ terms: [(Double, Int)], _ constant: Double, _ relation: Relation,
                      _ priority: Int = 1000) -> Int {
        rows.append(Row(id: id, terms: terms.map { (coefficient: $0.0, variable: $0.1) }, constant: constant,
                        relation: relation, priority: priority))
        return rows.count - 1
    }
}

/// A `BenchSystem` loaded into a `Solver`.
struct LoadedSystem {
    let solver: Solver
    let variables: [Variable]
    let handles: [ConstraintHandle]

    /// Adds every variable, the edit variables and every row, in order. This is the "build".
    init(_ system: BenchSystem) throws {
        let solver = Solver()
        let variables = system.variables.map { solver.addVariable(named: $0) }
        for edit in system.edits {
            try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority) ?? .high)
        }
        var handles: [ConstraintHandle] = []
        handles.reserveCapacity(system.rows.count)
        for row in system.rows {
            let expression = LinearExpression(terms: row.terms.map { (variables[$0.variable], $0.coefficient) },
                                              constant: row.constant)
            handles.append(try solver.addConstraint(expression, row.relation,
                                                    priority: Priority(row.priority) ?? .required))
        }
        self.solver = solver
        self.variables = variables
        self.handles = handles
    }

    /// Every variable's value (the solver holds exactly the system's variables, in order).
    func values() -> [Double] { solver.allValues() }

    /// Brings every value up to date and reads them, as kiwi's updateVariables writes every one
    /// (typescale computes values lazily: reading one would time a fraction of that work).
    func refresh() -> Double { solver.allValues().reduce(0, +) }
}
