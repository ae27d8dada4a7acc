/// The engine's side of each public `Solver` operation: checks, then the change, run as a
/// transaction where a required change may be refused, and a refinement at the end if a sum
/// lost precision (`refineIfLostPrecision`).
extension Engine {
    /// Adds `expression relation 0`; on throw the engine is exactly as before.
    mutating func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                                priority: Priority) throws(SolverError) -> ConstraintHandle {
        defer { refineIfLostPrecision() }
        guard expression.isFinite else { throw .nonFiniteValue }
        for t in expression.terms { ensureVariable(t.variable) }
        let record = ConstraintRecord(terms: expression.normalizedTerms(), constant: expression.constant,
                                      relation: relation, priority: priority.value)
        let index = constraints.count
        constraints.append(record)
        guard add(index) else {
            constraints.removeLast()
            let conflict = conflictSet(offending: record, offendingIndex: index)
            throw .unsatisfiable(conflicting: conflict.map(ConstraintHandle.init(index:)))
        }
        return ConstraintHandle(index: index)
    }

    mutating func removeConstraint(_ handle: ConstraintHandle) throws(SolverError) {
        defer { refineIfLostPrecision() }
        remove(try activeIndex(handle))
    }

    /// Changes a constraint's constant; a required constraint that could no longer hold
    /// throws .unsatisfiable with the minimal conflicting set, and the old constant stays.
    mutating func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        defer { refineIfLostPrecision() }
        let index = try activeIndex(handle)
        guard constant.isFinite else { throw .nonFiniteValue }
        if let conflict = changeConstant(of: index, to: constant, explainingConflicts: true) {
            throw .unsatisfiable(conflicting: conflict.map(ConstraintHandle.init(index:)))
        }
    }

    /// `setConstant` without the conflict search: `false` (old constant kept) when refused.
    mutating func setConstantIfSatisfiable(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) -> Bool {
        defer { refineIfLostPrecision() }
        let index = try activeIndex(handle)
        guard constant.isFinite else { throw .nonFiniteValue }
        return changeConstant(of: index, to: constant, explainingConflicts: false) == nil
    }

    /// Changes several constants at once, all or none, with one dual simplex for the batch.
    /// `false` when required constraints could not all hold: then no constant has changed.
    mutating func setConstantsIfSatisfiable(_ changes: [(constant: Double, handle: ConstraintHandle)]) throws(SolverError) -> Bool {
        defer { refineIfLostPrecision() }
        var indices: [Int] = []
        indices.reserveCapacity(changes.count)
        for change in changes {
            indices.append(try activeIndex(change.handle))
            guard change.constant.isFinite else { throw .nonFiniteValue }
        }
        let oldConstants = indices.map { constraints[$0].constant }
        values.invalidate()
        beginTransaction()
        var consistent = true
        for (change, index) in zip(changes, indices) {
            let delta = change.constant - constraints[index].constant
            guard delta != 0 else { continue }
            setRecordConstant(index, change.constant)
            if definitions.isDefinition(index) {
                if definitions.isExpanded(index) && !applyDefinitionShift(of: index, by: delta) { consistent = false }
            } else if !applyShift(of: index, by: delta) {
                consistent = false
            }
        }
        guard consistent && dualOptimize() else {
            rollbackTransaction()
            for (index, constant) in zip(indices, oldConstants).reversed() { setRecordConstant(index, constant) }
            return false
        }
        commitTransaction()
        return true
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        defer { refineIfLostPrecision() }
        guard !priority.isRequired else { throw .badPriorityForEdit(variable) }
        ensureVariable(variable)
        guard editConstraint[variable.index] < 0 else { throw .duplicateEditVariable(variable) }
        var record = ConstraintRecord(terms: [(variable.index, 1)], constant: 0, relation: .equal,
                                      priority: priority.value)
        record.isEdit = true
        let index = constraints.count
        constraints.append(record)
        editConstraint[variable.index] = index
        _ = add(index)   // optional: always succeeds
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { refineIfLostPrecision() }
        let index = try editIndex(variable)
        editConstraint[variable.index] = -1
        remove(index)
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { refineIfLostPrecision() }
        guard value.isFinite else { throw .nonFiniteValue }
        let index = try editIndex(variable)
        _ = changeConstant(of: index, to: -value, explainingConflicts: false)   // optional: always holds
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        editConstraint.indices.contains(variable.index) && editConstraint[variable.index] >= 0
    }

    // MARK: Reading

    /// Current violation of a constraint in the units of its expression (0 when satisfied).
    mutating func violation(of handle: ConstraintHandle) -> Double {
        guard constraints.indices.contains(handle.index) else { return 0 }
        let record = constraints[handle.index]
        guard record.isActive else { return 0 }
        var sum = record.constant
        for t in record.terms { sum += t.coefficient * value(of: t.variable) }
        return record.violation(ofValue: sum)
    }

    /// Handles of the active constraints, ascending.
    var constraintHandles: [ConstraintHandle] {
        constraints.indices.filter { constraints[$0].isActive && !constraints[$0].isEdit }
            .map(ConstraintHandle.init(index:))
    }

    // MARK: Private

    /// Variables are only made by `addVariable`; one from another solver gets a name here.
    private mutating func ensureVariable(_ variable: Variable) {
        while names.count <= variable.index { _ = addVariable(named: "v\(names.count)") }
    }

    private func activeIndex(_ handle: ConstraintHandle) throws(SolverError) -> Int {
        guard constraints.indices.contains(handle.index),
              constraints[handle.index].isActive, !constraints[handle.index].isEdit
        else { throw .unknownConstraint(handle) }
        return handle.index
    }

    private func editIndex(_ variable: Variable) throws(SolverError) -> Int {
        guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
        return editConstraint[variable.index]
    }

    /// setConstant's work, incremental as Cassowary's suggestValue: the constant's change
    /// moves the rows holding the constraint's marker (or, for a definition already expanded
    /// into rows, the rows it was expanded into), then the dual simplex restores feasibility.
    /// A required change is a transaction; when the dual simplex finds a row it cannot repair,
    /// the rollback restores the old state bit for bit and the conflict search runs.
    /// nil when the change is made; when refused, the minimal conflicting set (empty unless
    /// `explainingConflicts`).
    private mutating func changeConstant(of index: Int, to constant: Double, explainingConflicts: Bool) -> [Int]? {
        let old = constraints[index]
        let delta = constant - old.constant
        guard delta != 0 else { return nil }
        let isDefinition = definitions.isDefinition(index)
        setRecordConstant(index, constant)
        values.invalidate()
        if isDefinition && !definitions.isExpanded(index) { return nil }   // only values depend on it
        guard old.isRequired else {
            // Optional rows can always absorb a new constant in their errors.
            if !shiftConstant(of: index, by: delta) { _ = rebuild() }
            return nil
        }
        beginTransaction()
        let ok = isDefinition ? shiftDefinitionConstant(of: index, by: delta) : shiftConstant(of: index, by: delta)
        guard ok else {
            rollbackTransaction()
            setRecordConstant(index, old.constant)
            guard explainingConflicts else { return [] }
            var changed = old
            changed.constant = constant
            return conflictSet(offending: changed, offendingIndex: index, replacing: index)
        }
        commitTransaction()
        return nil
    }
}
