/// An incremental Cassowary-style constraint solver with strict priority tiers, explained
/// conflicts and ambiguity reports. Deterministic: the same calls give the same bits.
public final class Solver {
    private var engine = Engine()

    public init() {}

    /// Creates a variable; its value is 0 until constraints say otherwise.
    public func addVariable(named name: String) -> Variable {
        Variable(index: engine.addVariable(named: name))
    }

    /// The name given to `addVariable(named:)`.
    public func name(of variable: Variable) -> String {
        engine.names.indices.contains(variable.index) ? engine.names[variable.index] : "v\(variable.index)"
    }

    /// Adds `expression relation 0`. Transactional: on throw the solver is exactly as before.
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                              priority: Priority = .required) throws(SolverError) -> ConstraintHandle {
        defer { engine.refineIfLostPrecision() }
        let record = try makeRecord(expression, relation, priority: priority.value)
        let index = engine.constraints.count
        engine.constraints.append(record)
        guard engine.add(index) else {
            engine.constraints.removeLast()
            let conflict = engine.conflictSet(offending: record, offendingIndex: index)
            throw .unsatisfiable(conflicting: conflict.map(ConstraintHandle.init(index:)))
        }
        return ConstraintHandle(index: index)
    }

    /// Removes a constraint added by `addConstraint`.
    func removeConstraint(_ handle: ConstraintHandle) throws(SolverError) {
        defer { engine.refineIfLostPrecision() }
        let index = try activeIndex(handle)
        engine.remove(index)
    }

    /// Changes the constant of an existing constraint and re-solves incrementally (no rebuild).
    /// A required constraint that can then no longer hold throws .unsatisfiable and the old constant stays.
    public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        defer { engine.refineIfLostPrecision() }
        let index = try activeIndex(handle)
        guard constant.isFinite else { throw .nonFiniteValue }
        if let conflict = changeConstant(of: index, to: constant, explainingConflicts: true) {
            throw .unsatisfiable(conflicting: conflict.map(ConstraintHandle.init(index:)))
        }
    }

    /// `setConstant` for callers that rebuild on a conflict anyway: `false` (old constant
    /// kept, solver unchanged) instead of throwing .unsatisfiable, skipping the conflict search.
    func setConstantIfSatisfiable(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) -> Bool {
        defer { engine.refineIfLostPrecision() }
        let index = try activeIndex(handle)
        guard constant.isFinite else { throw .nonFiniteValue }
        return changeConstant(of: index, to: constant, explainingConflicts: false) == nil
    }

    /// Changes several constants at once, all or none, and re-solves once: one dual simplex
    /// for the whole batch (a category's worth of constants) instead of one per constant.
    /// `false` when required constraints could not all hold: then no constant has changed.
    /// Throws, before changing anything, on an unknown handle or a non-finite constant.
    public func setConstantsIfSatisfiable(_ changes: [(constant: Double, handle: ConstraintHandle)]) throws(SolverError) -> Bool {
        defer { engine.refineIfLostPrecision() }
        var indices: [Int] = []
        indices.reserveCapacity(changes.count)
        for change in changes {
            indices.append(try activeIndex(change.handle))
            guard change.constant.isFinite else { throw .nonFiniteValue }
        }
        let oldConstants = indices.map { engine.constraints[$0].constant }
        engine.invalidateValues()
        engine.beginTransaction()
        var consistent = true
        for (change, index) in zip(changes, indices) {
            let record = engine.constraints[index]
            let delta = change.constant - record.constant
            guard delta != 0 else { continue }
            engine.setRecordConstant(index, change.constant)
            if record.isDefinition {
                if record.isExpanded && !engine.applyDefinitionShift(of: index, by: delta) { consistent = false }
            } else if !engine.applyShift(of: index, by: delta) {
                consistent = false
            }
        }
        guard consistent && engine.dualOptimize() else {
            engine.rollbackTransaction()
            for (index, constant) in zip(indices, oldConstants).reversed() { engine.setRecordConstant(index, constant) }
            return false
        }
        engine.commitTransaction()
        return true
    }

    /// Makes `variable` editable at an optional priority; its suggested value starts at 0.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        defer { engine.refineIfLostPrecision() }
        guard !priority.isRequired else { throw .badPriorityForEdit(variable) }
        ensureVariable(variable)
        guard engine.editConstraint[variable.index] < 0 else { throw .duplicateEditVariable(variable) }
        var record = ConstraintRecord(terms: [(variable.index, 1)], constant: 0, relation: .equal,
                                      priority: priority.value)
        record.isEdit = true
        let index = engine.constraints.count
        engine.constraints.append(record)
        engine.editConstraint[variable.index] = index
        _ = engine.add(index)   // optional: always succeeds
    }

    /// Stops editing `variable`.
    func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { engine.refineIfLostPrecision() }
        let index = try editIndex(variable)
        engine.editConstraint[variable.index] = -1
        engine.remove(index)
    }

    /// Asks the edit variable to take `value`, re-solved by the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { engine.refineIfLostPrecision() }
        guard value.isFinite else { throw .nonFiniteValue }
        let index = try editIndex(variable)
        _ = changeConstant(of: index, to: -value, explainingConflicts: false)   // optional: always holds
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        engine.editConstraint.indices.contains(variable.index) && engine.editConstraint[variable.index] >= 0
    }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
        guard engine.names.indices.contains(variable.index) else { return 0 }
        return engine.value(of: variable.index)
    }

    /// Every variable's value, in variable order: one pass over the solution (what kiwi's
    /// updateVariables does), where reading them one by one pays a lookup each. The same bits
    /// as `value(of:)`.
    public func allValues() -> [Double] {
        engine.refreshValuesIfNeeded()
        return engine.values
    }

    /// Variables not fixed by the constraints: their value could change without changing any
    /// constraint's error at any tier and without violating a required constraint. Sorted.
    public func ambiguousVariables() -> [Variable] {
        engine.ambiguousVariables().map(Variable.init(index:))
    }

    /// Current violation of a constraint in the units of its expression (0 when satisfied).
    public func violation(of handle: ConstraintHandle) -> Double {
        guard engine.constraints.indices.contains(handle.index) else { return 0 }
        let record = engine.constraints[handle.index]
        guard record.isActive else { return 0 }
        var sum = record.constant
        for t in record.terms { sum += t.coefficient * engine.value(of: t.variable) }
        return record.violation(ofValue: sum)
    }

    /// Handles of the active constraints, ascending.
    public var constraintHandles: [ConstraintHandle] {
        engine.constraints.indices.filter { engine.constraints[$0].isActive && !engine.constraints[$0].isEdit }
            .map(ConstraintHandle.init(index:))
    }

    // MARK: Private

    func engineStatistics() -> SolverStatistics { engine.statistics() }

    /// The variable index a required equality defines, or −1 when it is a tableau row (tests).
    func definedVariable(of handle: ConstraintHandle) -> Int { engine.constraints[handle.index].definedVariable }

    private func makeRecord(_ expression: LinearExpression, _ relation: Relation,
                            priority: Int) throws(SolverError) -> ConstraintRecord {
        guard expression.isFinite else { throw .nonFiniteValue }
        for t in expression.terms { ensureVariable(t.variable) }
        return ConstraintRecord(terms: expression.normalizedTerms(), constant: expression.constant,
                                relation: relation, priority: priority)
    }

    /// Variables are only made by `addVariable`; one from another solver gets a name here.
    private func ensureVariable(_ variable: Variable) {
        while engine.names.count <= variable.index { _ = engine.addVariable(named: "v\(engine.names.count)") }
    }

    private func activeIndex(_ handle: ConstraintHandle) throws(SolverError) -> Int {
        guard engine.constraints.indices.contains(handle.index),
              engine.constraints[handle.index].isActive, !engine.constraints[handle.index].isEdit
        else { throw .unknownConstraint(handle) }
        return handle.index
    }

    private func editIndex(_ variable: Variable) throws(SolverError) -> Int {
        guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
        return engine.editConstraint[variable.index]
    }

    /// setConstant's engine, incremental as Cassowary's suggestValue: the constant's change
    /// moves the rows holding the constraint's marker (or, for a definition already expanded
    /// into rows, the rows it was expanded into), then the dual simplex restores feasibility.
    /// A required change is journaled; when the dual simplex finds a row it cannot repair,
    /// the journal restores the old state bit for bit and the conflict search runs.
    /// nil when the change is made; when refused, the minimal conflicting set (empty unless
    /// `explainingConflicts`).
    private func changeConstant(of index: Int, to constant: Double, explainingConflicts: Bool) -> [Int]? {
        let old = engine.constraints[index]
        let delta = constant - old.constant
        guard delta != 0 else { return nil }
        engine.setRecordConstant(index, constant)
        engine.invalidateValues()
        if old.isDefinition && !old.isExpanded { return nil }   // only values depend on it
        guard old.isRequired else {
            // Optional rows can always absorb a new constant in their errors.
            if !engine.shiftConstant(of: index, by: delta) { _ = engine.rebuild() }
            return nil
        }
        engine.beginTransaction()
        let ok = old.isDefinition
            ? engine.shiftDefinitionConstant(of: index, by: delta)
            : engine.shiftConstant(of: index, by: delta)
        guard ok else {
            engine.rollbackTransaction()
            engine.setRecordConstant(index, old.constant)
            guard explainingConflicts else { return [] }
            var changed = old
            changed.constant = constant
            return engine.conflictSet(offending: changed, offendingIndex: index, replacing: index)
        }
        engine.commitTransaction()
        return nil
    }
}
