/// An incremental Cassowary-style constraint solver with strict priority tiers, explained
/// conflicts and ambiguity reports. Deterministic: the same calls give the same bits.
public final class Solver {
    /// Everything is the engine's (Operations.swift); the solver only forwards.
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
        try engine.addConstraint(expression, relation, priority: priority)
    }

    /// Removes a constraint added by `addConstraint`.
    func removeConstraint(_ handle: ConstraintHandle) throws(SolverError) {
        try engine.removeConstraint(handle)
    }

    /// Changes the constant of an existing constraint and re-solves incrementally (no rebuild).
    /// A required constraint that can then no longer hold throws .unsatisfiable and the old constant stays.
    public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        try engine.setConstant(constant, of: handle)
    }

    /// `setConstant` for callers that rebuild on a conflict anyway: `false` (old constant
    /// kept, solver unchanged) instead of throwing .unsatisfiable, skipping the conflict search.
    func setConstantIfSatisfiable(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) -> Bool {
        try engine.setConstantIfSatisfiable(constant, of: handle)
    }

    /// Changes several constants at once, all or none, and re-solves once: one dual simplex
    /// for the whole batch (a category's worth of constants) instead of one per constant.
    /// `false` when required constraints could not all hold: then no constant has changed.
    /// Throws, before changing anything, on an unknown handle or a non-finite constant.
    public func setConstantsIfSatisfiable(_ changes: [(constant: Double, handle: ConstraintHandle)]) throws(SolverError) -> Bool {
        try engine.setConstantsIfSatisfiable(changes)
    }

    /// Makes `variable` editable at an optional priority; its suggested value starts at 0.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try engine.addEditVariable(variable, priority: priority)
    }

    /// Stops editing `variable`.
    func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try engine.removeEditVariable(variable)
    }

    /// Asks the edit variable to take `value`, re-solved by the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try engine.suggestValue(value, for: variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        engine.hasEditVariable(variable)
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
        return engine.values.values
    }

    /// Variables not fixed by the constraints: their value could change without changing any
    /// constraint's error at any tier and without violating a required constraint. Sorted.
    public func ambiguousVariables() -> [Variable] {
        engine.ambiguousVariables().map(Variable.init(index:))
    }

    /// Current violation of a constraint in the units of its expression (0 when satisfied).
    public func violation(of handle: ConstraintHandle) -> Double {
        engine.violation(of: handle)
    }

    /// Handles of the active constraints, ascending.
    public var constraintHandles: [ConstraintHandle] { engine.constraintHandles }

    // MARK: Internal

    func engineStatistics() -> SolverStatistics { engine.statistics() }

    /// The variable index a required equality defines, or −1 when it is a tableau row (tests).
    func definedVariable(of handle: ConstraintHandle) -> Int { engine.definitions.subject(of: handle.index) }
}
