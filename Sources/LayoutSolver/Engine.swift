/// The solver's state, as parts that each own their rules and their undo log: the tableau
/// (rows, columns, the infeasible queue), the definitions (required equalities kept outside
/// it, and their evaluation order), the objective (tiered costs, entering candidates) and the
/// value cache. A change that may be refused runs as a transaction (Transaction.swift): each
/// part saves what it touches since its checkpoint, so undoing a change costs what it changed.
struct Engine {
    var constraints: [ConstraintRecord] = []
    /// Per variable (appended together by `addVariables`): its name, its tableau symbol, and
    /// the handle of its edit constraint or −1.
    private(set) var names: [String] = []
    private(set) var variableSymbol: [Int] = []
    var editConstraint: [Int] = []

    var tableau = Tableau()
    var definitions = Definitions()
    var objective = Objective()
    var values = ValueCache()

    /// Whether a refused add must leave the engine as it was. A scratch engine for the
    /// conflict search is discarded after a refusal, so it skips the transaction.
    var undoesRefusals = true
    /// Refinement steps kept (see Refinement.swift).
    var refinementCount = 0
    /// Scratch for `createRow`, per symbol, grown on use.
    var rowAccumulator: [Double] = []
    var touched: [Int] = []

    // MARK: Variables and symbols

    mutating func addVariable(named name: String) -> Int {
        addVariables(named: CollectionOfOne(name))
        return names.count - 1
    }

    /// `addVariable` for each name, at once: a scratch engine of the conflict search makes
    /// hundreds per conflict, and one append per array and variable was most of its cost.
    mutating func addVariables(named newNames: some Collection<String>) {
        let n = newNames.count, firstSymbol = tableau.symbolCount
        names.append(contentsOf: newNames)
        variableSymbol.append(contentsOf: firstSymbol..<(firstSymbol + n))
        editConstraint.append(-1, count: n)
        addSymbols(.external, count: n)
        definitions.addVariables(n)
        values.addVariables(n)
    }

    /// A new symbol of `kind`, known to every part that keeps something per symbol.
    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        addSymbols(kind, count: 1)
        return tableau.symbolCount - 1
    }

    private mutating func addSymbols(_ kind: SymbolKind, count: Int) {
        tableau.addSymbols(kind, count: count)
        objective.addSymbols(count)
    }

    // MARK: Values

    /// The variable's value, computed on demand and cached until the next change.
    mutating func value(of variable: Int) -> Double {
        if let value = values.cached(variable) { return value }
        definitions.refreshProgram(constraints)
        return values.value(of: variable, program: definitions.program, tableau: tableau, symbolOf: variableSymbol)
    }

    /// Every value current, computed at once unless they already are.
    mutating func refreshValuesIfNeeded() {
        guard !values.areAllCurrent else { return }
        definitions.refreshProgram(constraints)
        values.refreshAll(program: definitions.program, tableau: tableau, symbolOf: variableSymbol)
    }

    /// Sets a constraint's constant in its record (and in the definitions' copy).
    mutating func setRecordConstant(_ index: Int, _ constant: Double) {
        constraints[index].constant = constant
        definitions.constantChanged(index, to: constant)
    }

    // MARK: Adding and removing

    /// Adds constraint `index` (already in `constraints`). On `false` the constraint is
    /// unsatisfiable and the engine is exactly as before.
    mutating func add(_ index: Int) -> Bool {
        values.invalidate()
        if definitions.defineIfPossible(index, constraints[index], editConstraint: editConstraint) { return true }
        return addToTableau(index)
    }

    /// Removes an active constraint (it stays in `constraints`, inactive).
    mutating func remove(_ index: Int) {
        values.invalidate()
        let record = constraints[index]
        constraints[index].isActive = false
        if definitions.isDefinition(index) {
            if definitions.isExpanded(index) {
                _ = rebuild()
            } else {
                definitions.undefine(index, record)
            }
            return
        }
        removeFromTableau(record)
    }

    /// Replays every active constraint in handle order into an empty engine. `false` when
    /// they conflict (the engine is then unchanged).
    mutating func rebuild() -> Bool {
        var fresh = Engine()
        fresh.addVariables(named: names)
        fresh.constraints = constraints
        fresh.editConstraint = editConstraint
        for i in fresh.constraints.indices {
            fresh.constraints[i].marker = -1
            fresh.constraints[i].other = -1
        }
        for i in fresh.constraints.indices where fresh.constraints[i].isActive {
            if !fresh.add(i) { return false }
        }
        self = fresh
        return true
    }
}
