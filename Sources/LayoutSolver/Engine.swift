/// The solver's whole state as one value. A change that may be refused runs as a transaction
/// whose `Journal` saves what it touches, so undoing it costs what it changed, not the size.
struct Engine {
    // Variables, by variable index.
    var names: [String] = []
    var variableSymbol: [Int] = []
    /// Index of the constraint defining the variable, or −1.
    var definedBy: [Int] = []
    /// Handles of the active definitions that mention the variable (not as the one defined).
    var referencingDefinitions: [[Int]] = []
    /// 0 for an undefined variable; for a defined one, 1 + the largest level among the
    /// variables its definition mentions. Definitions are evaluated and expanded by level, so
    /// a variable that only definitions mention may be defined after them.
    var definitionLevel: [Int] = []
    /// The active definitions flattened in evaluation order (values, ambiguity); rebuilt when
    /// stale, see `currentValueProgram`.
    var valueProgram = ValueProgram()
    /// Whether the variable has ever appeared in a tableau row (then it is not fresh).
    var isInTableau: [Bool] = []
    /// Index of the variable's edit constraint, or −1.
    var editConstraint: [Int] = []

    var constraints: [ConstraintRecord] = []
    /// Every expansion of a definition into a tableau constraint, linked per definition
    /// from `ConstraintRecord.lastExpansion` (one array, so recording one allocates nothing).
    var expansions: [Expansion] = []

    // Tableau, by symbol id.
    var kinds: [SymbolKind] = []
    /// Slot of the row where the symbol is basic, or −1.
    var rowOf: [Int] = []
    /// Slots of rows that may hold the symbol as a parametric term: a superset, pruned on read,
    /// so rows can change without bookkeeping on the hot path.
    var columns: [[Int]] = []
    var rows: [Row] = []
    var freeSlots: [Int] = []
    var slotStamp: [Int] = []
    var stamp = 0

    var objective = Objective()
    /// Symbols whose cost changed since last seen non-negative: the entering candidates.
    var candidates = MinHeap()
    var isCandidate: [Bool] = []
    /// Basic symbols whose rows may have gone negative: the dual simplex's work list.
    /// A min-heap without duplicates (`isQueuedInfeasible`), so the lowest id leaves first
    /// and a long run of changes cannot grow it past the number of symbols.
    var infeasible = MinHeap()
    var isQueuedInfeasible: [Bool] = []
    /// The priority whose tier an error symbol costs 1 in (0 for every other symbol): what
    /// `recomputeCost` rebuilds a cost from.
    var errorPriority: [Int] = []
    /// Phase one's objective while a row is added through an artificial variable.
    var artificialObjective: Row?

    // Scratch accumulators, kept to avoid allocating per row.
    var accumulator: [Double] = []
    var touched: [Int] = []
    var variableAccumulator: [Double] = []
    /// Scratch for substituting into a row: merged terms, and the symbols that newly appear.
    var mergeScratch: [Term] = []
    var addedScratch: [Int] = []

    /// Whether a refused add must leave the engine as it was. A scratch engine for the
    /// conflict search is discarded after a refusal, so it skips the journal.
    var undoesRefusals = true
    /// The open transaction's undo log, and which rows and columns it has saved already.
    var journal = Journal()
    var rowSaved: [Bool] = []
    var columnSaved: [Bool] = []

    // Values, cached per variable: current when `valueEpoch[v] == valuesEpoch`.
    var values: [Double] = []
    var valueEpoch: [Int] = []
    var valuesEpoch = 1
    /// `valuesEpoch` when every value was last refreshed at once.
    var allValuesEpoch = 0
    /// Values computed one by one since the last change.
    var valuesComputedLazily = 0
    /// Whether a sum of row constants cancelled enough digits since the last refinement for
    /// `refineIfLostPrecision` to check the residuals.
    var constantsLostPrecision = false
    /// Scratch for `value(of:)`.
    var valueStack: [Int] = []

    /// Pivots made so far, for `Solver.statistics`.
    var pivotCount = 0
    /// Rows rewritten by substitution so far: the work pivots and new rows cause.
    var rowRewriteCount = 0
    /// Refinement steps kept (see Refinement.swift).
    var refinementCount = 0
    /// Definitions turned to another subject (see Reorientation.swift).
    var reorientationCount = 0

    // MARK: Variables and symbols

    mutating func addVariable(named name: String) -> Int {
        let index = names.count
        names.append(name)
        variableSymbol.append(newSymbol(.external))
        definedBy.append(-1)
        referencingDefinitions.append([])
        definitionLevel.append(0)
        isInTableau.append(false)
        editConstraint.append(-1)
        variableAccumulator.append(0)
        values.append(0)
        valueEpoch.append(0)
        return index
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        let id = kinds.count
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        columnSaved.append(false)
        isQueuedInfeasible.append(false)
        isCandidate.append(false)
        accumulator.append(0)
        errorPriority.append(0)
        objective.addSymbol()
        return id
    }

    /// `addVariable` for each name, at once: a scratch engine of the conflict search makes
    /// hundreds per conflict, and one append per array and variable was most of its cost.
    mutating func addVariables(named newNames: [String]) {
        let n = newNames.count, firstSymbol = kinds.count
        names += newNames
        variableSymbol += firstSymbol..<(firstSymbol + n)
        definedBy += repeatElement(-1, count: n)
        referencingDefinitions += repeatElement([], count: n)
        definitionLevel += repeatElement(0, count: n)
        isInTableau += repeatElement(false, count: n)
        editConstraint += repeatElement(-1, count: n)
        variableAccumulator += repeatElement(0, count: n)
        values += repeatElement(0, count: n)
        valueEpoch += repeatElement(0, count: n)
        kinds += repeatElement(.external, count: n)
        rowOf += repeatElement(-1, count: n)
        columns += repeatElement([], count: n)
        columnSaved += repeatElement(false, count: n)
        isQueuedInfeasible += repeatElement(false, count: n)
        isCandidate += repeatElement(false, count: n)
        accumulator += repeatElement(0, count: n)
        errorPriority += repeatElement(0, count: n)
        for _ in 0..<n { objective.addSymbol() }
    }

    /// Current value of a symbol: its row's constant when basic, 0 when parametric.
    func symbolValue(_ symbol: Int) -> Double {
        let slot = rowOf[symbol]
        return slot >= 0 ? rows[slot].constant : 0
    }

    // MARK: Adding and removing

    /// Adds constraint `index` (already in `constraints`). On `false` the constraint is
    /// unsatisfiable and the engine is exactly as before.
    mutating func add(_ index: Int) -> Bool {
        invalidateValues()
        if defineIfPossible(index) { return true }
        return addToTableau(index)
    }

    /// Removes an active constraint (it stays in `constraints`, inactive).
    mutating func remove(_ index: Int) {
        invalidateValues()
        let record = constraints[index]
        constraints[index].isActive = false
        if record.isDefinition {
            if record.isExpanded {
                _ = rebuild()
            } else {
                undefine(index)
            }
            return
        }
        removeFromTableau(record)
    }

    /// Replays every active constraint in handle order into an empty tableau. `false` when
    /// they conflict (the engine is then unchanged).
    mutating func rebuild() -> Bool {
        var fresh = Engine()
        for name in names { _ = fresh.addVariable(named: name) }
        fresh.constraints = constraints
        fresh.editConstraint = editConstraint
        for i in fresh.constraints.indices {
            fresh.constraints[i].definedVariable = -1
            fresh.constraints[i].isExpanded = false
            fresh.constraints[i].lastExpansion = -1
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
