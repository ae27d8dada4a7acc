import LayoutSolver

/// A broken set of required constraints (SPEC §4): the minimal conflicting rows, and the one
/// left out (the last listed in the input among them).
struct Conflict {
    var rows: [Int]
    var broken: Int
}

/// How one linear system was solved (its values are read from the `ReusedSolver`).
struct SolvedSystem {
    var conflicts: [Conflict]
    /// Whether the solver was built anew for this system rather than updated.
    var rebuilt: Bool
}

/// The one LayoutSolver `Solver` of a screen, reused for its successive linear systems when
/// only constants changed: the text passes of one category, and the categories of one run
/// (SPEC §4, issue 4). Rebuilt otherwise, which also explains conflicts by row.
final class ReusedSolver {
    private var solver = Solver()
    private var variables: [Variable] = []
    private var handles: [ConstraintHandle?] = []
    private var current: LinearSystem?
    private var currentConflicts: [Conflict] = []

    /// Forgets the previous system, so the next solve starts fresh (the same answer a run of
    /// one category gets, even where the layout is ambiguous).
    func reset() {
        current = nil
    }

    func solve(_ system: LinearSystem) -> SolvedSystem {
        var rebuilt = false
        if !(current.map { canUpdate($0, to: system) } ?? false) || !update(to: system) {
            rebuild(system)
            rebuilt = true
        }
        return SolvedSystem(conflicts: currentConflicts, rebuilt: rebuilt)
    }

    /// A variable's value in the last system solved. Reading a few (the passes read the
    /// widths of wrapping text) computes only those; the same bits as `values()`.
    func value(of variable: Int) -> Double {
        solver.value(of: variables[variable])
    }

    /// Every variable's value in the last system solved (the solver holds exactly these
    /// variables, in this order).
    func values() -> [Double] {
        solver.allValues()
    }

    /// Variables of the last system that its constraints do not fix, sorted.
    func ambiguousVariables() -> [Int] {
        solver.ambiguousVariables().map(\.index)
    }

    private func canUpdate(_ old: LinearSystem, to new: LinearSystem) -> Bool {
        currentConflicts.isEmpty && old.hasSameShape(as: new)
    }

    /// Changes the constants that differ, all at once (one dual simplex); false when a
    /// required row can no longer hold — the caller then rebuilds, which explains the conflict.
    private func update(to system: LinearSystem) -> Bool {
        guard let old = current else { return false }
        var changes: [(constant: Double, handle: ConstraintHandle)] = []
        let complete = system.rows.withUnsafeBufferPointer { rows in
            old.rows.withUnsafeBufferPointer { oldRows in
                for index in rows.indices where rows[index].form.constant != oldRows[index].form.constant {
                    guard let handle = handles[index] else { return false }
                    changes.append((rows[index].form.constant, handle))
                }
                return true
            }
        }
        guard complete else { return false }
        guard (try? solver.setConstantsIfSatisfiable(changes)) == true else { return false }
        current = system
        return true
    }

    private func rebuild(_ system: LinearSystem) {
        solver = Solver()
        variables = system.variableNames.map { solver.addVariable(named: $0) }
        handles = []
        currentConflicts = []
        // Which row each handle came from, needed only to explain a conflict: built at the
        // first one (hashing every handle cost 6 % of a 2,000-view solve that had none).
        var rowOfHandle: [ConstraintHandle: Int]?
        handles.reserveCapacity(system.rows.count)
        for (index, row) in system.rows.enumerated() {
            let expression = LinearExpression(
                terms: row.form.terms.map { (variable: variables[$0.variable], coefficient: $0.coefficient) },
                constant: row.form.constant)
            let priority = Priority(row.priority) ?? .required
            do {
                let handle = try solver.addConstraint(expression, row.relation, priority: priority)
                handles.append(handle)
                rowOfHandle?[handle] = index
            } catch .unsatisfiable(let conflicting) {
                let rowOf = rowOfHandle ?? Self.rows(of: handles)
                rowOfHandle = rowOf
                // The rows already added come earlier in the input, so the new one is the
                // last listed among the conflicting set: it is the one broken.
                let rows = conflicting.compactMap { rowOf[$0] }.filter { $0 != index } + [index]
                currentConflicts.append(Conflict(rows: rows.sorted(), broken: index))
                handles.append(nil)
            } catch {
                // Non-finite numbers cannot reach here: inputs are range-checked when decoded.
                handles.append(nil)
            }
        }
        current = system
    }

    /// The row of each handle, from the handles of the rows added so far.
    private static func rows(of handles: [ConstraintHandle?]) -> [ConstraintHandle: Int] {
        var rows: [ConstraintHandle: Int] = [:]
        for (row, handle) in handles.enumerated() {
            if let handle { rows[handle] = row }
        }
        return rows
    }
}
