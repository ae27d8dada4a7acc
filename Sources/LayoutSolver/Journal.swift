/// An undo log for one transaction on the tableau: a required change that may turn out to be
/// unsatisfiable (an artificial-variable add, a required constant change). Each touched row,
/// column and cost is saved once, before its first change, so a transaction costs what it
/// touches (not the engine's size, as a copy of the engine would) and a rollback restores
/// the exact bits — the later solve is the same as if the refused change had never been tried.
///
/// The engine keeps one journal and reuses its storage, so opening a transaction allocates
/// nothing (every required add opens one).
struct Journal {
    var isOpen = false
    /// `rows.count`, the symbol count and the expansion count when the transaction began;
    /// newer ones are dropped.
    var rowCount = 0
    var symbolCount = 0
    var expansionCount = 0
    /// Rows and columns as they were before their first change in the transaction.
    var rows: [(slot: Int, row: Row)] = []
    /// Constants of rows not saved whole, as they were before each change (a constant shift
    /// moves only constants: saving the whole row cost more than the shift itself).
    var constants: [(slot: Int, constant: Double)] = []
    var columns: [(symbol: Int, slots: [Int])] = []
    /// Objective coefficients as they were, in change order (undone in reverse).
    var costs: [(tier: Int, symbol: Int, value: Double)] = []
    /// `freeSlots` operations in order: a popped slot, or −1 for a push.
    var freeSlotOperations: [Int] = []
    /// Variables first marked as in the tableau, definitions first marked as expanded.
    var markedInTableau: [Int] = []
    var markedExpanded: [Int] = []
    var infeasible = MinHeap()
    /// Definitions turned to another subject (Reorientation.swift), in order, and definition
    /// levels as they were before each change.
    var reorientations: [Reorientation] = []
    var levels: [(variable: Int, level: Int)] = []
    /// `Engine.constantsLostPrecision` when the transaction began: a refused change must not
    /// leave a refinement behind that its twin without the change would not run.
    var lostPrecision = false

    /// Empties the log, keeping its storage.
    mutating func close() {
        isOpen = false
        rows.removeAll(keepingCapacity: true)
        constants.removeAll(keepingCapacity: true)
        columns.removeAll(keepingCapacity: true)
        costs.removeAll(keepingCapacity: true)
        freeSlotOperations.removeAll(keepingCapacity: true)
        markedInTableau.removeAll(keepingCapacity: true)
        markedExpanded.removeAll(keepingCapacity: true)
        infeasible = MinHeap()
        reorientations.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
    }

    /// What a reorientation changed besides levels: the definition's subject and the
    /// mention lists of the old and new subjects.
    struct Reorientation {
        var handle: Int
        var previousSubject: Int
        var previousReferencing: [Int]
        var newSubjectReferencing: [Int]
    }
}

extension Engine {
    mutating func beginTransaction() {
        journal.isOpen = true
        journal.rowCount = rows.count
        journal.symbolCount = kinds.count
        journal.expansionCount = expansions.count
        journal.infeasible = infeasible
        journal.lostPrecision = constantsLostPrecision
    }

    /// Keeps every change made since `beginTransaction`.
    mutating func commitTransaction() {
        guard journal.isOpen else { return }
        for saved in journal.rows { rowSaved[saved.slot] = false }
        for saved in journal.columns where saved.symbol < columnSaved.count { columnSaved[saved.symbol] = false }
        journal.close()
    }

    /// Undoes every change made since `beginTransaction`, bit for bit.
    mutating func rollbackTransaction() {
        guard journal.isOpen else { return }
        let log = journal
        journal.close()
        for saved in log.costs.reversed() where saved.symbol < log.symbolCount {
            objective.set(saved.value, tier: saved.tier, symbol: saved.symbol)
        }
        // Symbols made in the transaction, then rows: `rowOf` is recomputed for the symbols
        // basic in restored rows, before or after, since only those rows changed basis.
        kinds.removeSubrange(log.symbolCount...)
        for slot in log.rowCount..<rows.count where rows[slot].basic >= 0 && rows[slot].basic < log.symbolCount {
            rowOf[rows[slot].basic] = -1
        }
        rows.removeSubrange(log.rowCount...)
        slotStamp.removeSubrange(log.rowCount...)
        rowSaved.removeSubrange(log.rowCount...)
        for saved in log.rows where rows[saved.slot].basic >= 0 && rows[saved.slot].basic < log.symbolCount {
            rowOf[rows[saved.slot].basic] = -1
        }
        rowOf.removeSubrange(log.symbolCount...)
        for saved in log.rows {
            rows[saved.slot] = saved.row
            rowSaved[saved.slot] = false
            if saved.row.basic >= 0 { rowOf[saved.row.basic] = saved.slot }
        }
        // After whole rows: a row saved whole after its constant moved is restored with the
        // moved constant, and the earliest logged constant (applied last) is the original.
        for saved in log.constants.reversed() { rows[saved.slot].constant = saved.constant }
        columns.removeSubrange(log.symbolCount...)
        columnSaved.removeSubrange(log.symbolCount...)
        for saved in log.columns where saved.symbol < log.symbolCount {
            columns[saved.symbol] = saved.slots
            columnSaved[saved.symbol] = false
        }
        isCandidate.removeSubrange(log.symbolCount...)
        accumulator.removeSubrange(log.symbolCount...)
        errorPriority.removeSubrange(log.symbolCount...)
        objective.removeSymbols(from: log.symbolCount)
        // The tableau was optimal before, so no restored cost is negative: surplus candidates
        // are harmless, symbols that no longer exist are not.
        var kept = MinHeap()
        for s in candidates.items {
            if s < log.symbolCount { kept.push(s) }
        }
        candidates = kept
        for operation in log.freeSlotOperations.reversed() {
            if operation >= 0 { freeSlots.append(operation) } else { freeSlots.removeLast() }
        }
        for v in log.markedInTableau { isInTableau[v] = false }
        for handle in log.markedExpanded { constraints[handle].isExpanded = false }
        undoReorientations(log)
        for entry in expansions[log.expansionCount...].reversed() {
            constraints[entry.definition].lastExpansion = entry.previous
        }
        expansions.removeSubrange(log.expansionCount...)
        for s in infeasible.items where s < log.symbolCount { isQueuedInfeasible[s] = false }
        isQueuedInfeasible.removeSubrange(log.symbolCount...)
        infeasible = log.infeasible
        constantsLostPrecision = log.lostPrecision
        for s in infeasible.items { isQueuedInfeasible[s] = true }
        artificialObjective = nil
        invalidateValues()
    }

    // MARK: Hooks, called before each change

    /// Saves row `slot` before its first change in the transaction.
    @inline(__always)
    mutating func willChangeRow(_ slot: Int) {
        guard journal.isOpen, slot < journal.rowCount, !rowSaved[slot] else { return }
        rowSaved[slot] = true
        journal.rows.append((slot, rows[slot]))
    }

    /// Logs row `slot`'s constant before a change that moves only the constant.
    @inline(__always)
    mutating func willChangeConstant(_ slot: Int) {
        guard journal.isOpen, slot < journal.rowCount, !rowSaved[slot] else { return }
        journal.constants.append((slot, rows[slot].constant))
    }

    /// Saves `columns[symbol]` before its first change in the transaction.
    @inline(__always)
    mutating func willChangeColumn(_ symbol: Int) {
        guard journal.isOpen, symbol < journal.symbolCount, !columnSaved[symbol] else { return }
        columnSaved[symbol] = true
        journal.columns.append((symbol, columns[symbol]))
    }

    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ slot: Int) {
        willChangeColumn(symbol)
        columns[symbol].append(slot)
    }

    mutating func addCost(_ delta: Double, tier: Int, symbol: Int) {
        if journal.isOpen { journal.costs.append((tier, symbol, objective.coefficient(tier: tier, symbol: symbol))) }
        objective.add(delta, tier: tier, symbol: symbol)
    }

    mutating func setCost(_ value: Double, tier: Int, symbol: Int) {
        if journal.isOpen { journal.costs.append((tier, symbol, objective.coefficient(tier: tier, symbol: symbol))) }
        objective.set(value, tier: tier, symbol: symbol)
    }

    mutating func markInTableau(_ variable: Int) {
        guard !isInTableau[variable] else { return }
        isInTableau[variable] = true
        if journal.isOpen { journal.markedInTableau.append(variable) }
    }
}
