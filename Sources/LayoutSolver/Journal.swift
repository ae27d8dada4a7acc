/// An undo log for one transaction on the tableau: a required change that may turn out to be
/// unsatisfiable (an artificial-variable add, a required constant change). Each touched row,
/// column and cost is saved once, before its first change, so a transaction costs what it
/// touches (not the engine's size, as a copy of the engine would) and a rollback restores
/// the exact bits — the later solve is the same as if the refused change had never been tried.
struct Journal {
    /// `rows.count` and the symbol count when the transaction began; newer ones are dropped.
    let rowCount: Int
    let symbolCount: Int
    /// Rows and columns as they were before their first change in the transaction.
    var rows: [(slot: Int, row: Row)] = []
    var columns: [(symbol: Int, slots: [Int])] = []
    /// Objective coefficients as they were, in change order (undone in reverse).
    var costs: [(tier: Int, symbol: Int, value: Double)] = []
    /// `freeSlots` operations in order: a popped slot, or −1 for a push.
    var freeSlotOperations: [Int] = []
    /// Variables first marked as in the tableau, definitions first marked as expanded, and
    /// definitions whose expansion list grew (one entry per appended expansion).
    var markedInTableau: [Int] = []
    var markedExpanded: [Int] = []
    var grownExpansions: [Int] = []
    let infeasible: MinHeap
}

extension Engine {
    var isJournaling: Bool { journal != nil }

    mutating func beginTransaction() {
        journal = Journal(rowCount: rows.count, symbolCount: kinds.count,
                          infeasible: infeasible)
    }

    /// Keeps every change made since `beginTransaction`.
    mutating func commitTransaction() {
        guard let log = journal else { return }
        journal = nil
        for saved in log.rows { rowSaved[saved.slot] = false }
        for saved in log.columns where saved.symbol < columnSaved.count { columnSaved[saved.symbol] = false }
    }

    /// Undoes every change made since `beginTransaction`, bit for bit.
    mutating func rollbackTransaction() {
        guard let log = journal else { return }
        journal = nil
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
        columns.removeSubrange(log.symbolCount...)
        columnSaved.removeSubrange(log.symbolCount...)
        for saved in log.columns where saved.symbol < log.symbolCount {
            columns[saved.symbol] = saved.slots
            columnSaved[saved.symbol] = false
        }
        isCandidate.removeSubrange(log.symbolCount...)
        accumulator.removeSubrange(log.symbolCount...)
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
        for handle in log.grownExpansions.reversed() { constraints[handle].expansions.removeLast() }
        for s in infeasible.items where s < log.symbolCount { isQueuedInfeasible[s] = false }
        isQueuedInfeasible.removeSubrange(log.symbolCount...)
        infeasible = log.infeasible
        for s in infeasible.items { isQueuedInfeasible[s] = true }
        artificialObjective = nil
        invalidateValues()
    }

    // MARK: Hooks, called before each change

    /// Saves row `slot` before its first change in the transaction.
    @inline(__always)
    mutating func willChangeRow(_ slot: Int) {
        guard journal != nil, slot < journal!.rowCount, !rowSaved[slot] else { return }
        rowSaved[slot] = true
        journal!.rows.append((slot, rows[slot]))
    }

    /// Saves `columns[symbol]` before its first change in the transaction.
    @inline(__always)
    mutating func willChangeColumn(_ symbol: Int) {
        guard journal != nil, symbol < journal!.symbolCount, !columnSaved[symbol] else { return }
        columnSaved[symbol] = true
        journal!.columns.append((symbol, columns[symbol]))
    }

    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ slot: Int) {
        willChangeColumn(symbol)
        columns[symbol].append(slot)
    }

    mutating func addCost(_ delta: Double, tier: Int, symbol: Int) {
        if journal != nil { journal!.costs.append((tier, symbol, objective.coefficient(tier: tier, symbol: symbol))) }
        objective.add(delta, tier: tier, symbol: symbol)
    }

    mutating func setCost(_ value: Double, tier: Int, symbol: Int) {
        if journal != nil { journal!.costs.append((tier, symbol, objective.coefficient(tier: tier, symbol: symbol))) }
        objective.set(value, tier: tier, symbol: symbol)
    }

    mutating func markInTableau(_ variable: Int) {
        guard !isInTableau[variable] else { return }
        isInTableau[variable] = true
        journal?.markedInTableau.append(variable)
    }
}
