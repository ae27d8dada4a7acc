/// The tableau's undo log for one transaction (a required change that may turn out to be
/// unsatisfiable). Each touched row and column is saved once, before its first change, so a
/// transaction costs what it touches (not the tableau's size, as a copy would) and a rollback
/// restores the exact bits — the later solve is the same as if the refused change had never
/// been tried. One log is kept and its storage reused, so a checkpoint allocates nothing.
extension Tableau {
    struct Log {
        var isOpen = false
        /// `rows.count` and the symbol count at the checkpoint; newer ones are dropped.
        var rowCount = 0
        var symbolCount = 0
        /// Rows and columns as they were before their first change.
        var rows: [(slot: Int, row: Row)] = []
        /// Constants of rows not saved whole, as they were before each change (a constant shift
        /// moves only constants: saving the whole row cost more than the shift itself).
        var constants: [(slot: Int, constant: Double)] = []
        var columns: [(symbol: Int, slots: [Int])] = []
        /// `freeSlots` operations in order: a popped slot, or −1 for a push.
        var freeSlotOperations: [Int] = []
        var infeasible = MinHeap()
        /// `constantsLostPrecision` at the checkpoint: a refused change must not leave a
        /// refinement behind that its twin without the change would not run.
        var lostPrecision = false

        /// Empties the log, keeping its storage.
        mutating func close() {
            isOpen = false
            rows.removeAll(keepingCapacity: true)
            constants.removeAll(keepingCapacity: true)
            columns.removeAll(keepingCapacity: true)
            freeSlotOperations.removeAll(keepingCapacity: true)
            infeasible = MinHeap()
        }
    }

    var isCheckpointed: Bool { log.isOpen }

    mutating func checkpoint() {
        log.isOpen = true
        log.rowCount = rows.count
        log.symbolCount = symbols.count
        log.infeasible = infeasible
        log.lostPrecision = constantsLostPrecision
    }

    /// Keeps every change since the checkpoint.
    mutating func commit() {
        guard log.isOpen else { return }
        for saved in log.rows { isRowSaved[saved.slot] = false }
        for saved in log.columns where saved.symbol < symbols.count { symbols[saved.symbol].isColumnSaved = false }
        log.close()
    }

    /// Undoes every change since the checkpoint, bit for bit.
    mutating func rollback() {
        guard log.isOpen else { return }
        let log = self.log
        self.log.close()
        // Symbols made since, then rows: a symbol's slot is recomputed for the symbols basic
        // in restored rows, before or after, since only those rows changed basis.
        symbols.removeSubrange(log.symbolCount...)
        kinds.removeSubrange(log.symbolCount...)
        slots.removeSubrange(log.symbolCount...)
        for slot in log.rowCount..<rows.count where rows[slot].basic >= 0 && rows[slot].basic < log.symbolCount {
            slots[rows[slot].basic] = -1
        }
        rows.removeSubrange(log.rowCount...)
        slotStamp.removeSubrange(log.rowCount...)
        isRowSaved.removeSubrange(log.rowCount...)
        for saved in log.rows where rows[saved.slot].basic >= 0 && rows[saved.slot].basic < log.symbolCount {
            slots[rows[saved.slot].basic] = -1
        }
        for saved in log.rows {
            rows[saved.slot] = saved.row
            isRowSaved[saved.slot] = false
            if saved.row.basic >= 0 { slots[saved.row.basic] = saved.slot }
        }
        // After whole rows: a row saved whole after its constant moved is restored with the
        // moved constant, and the earliest logged constant (applied last) is the original.
        for saved in log.constants.reversed() { rows[saved.slot].constant = saved.constant }
        for saved in log.columns where saved.symbol < log.symbolCount {
            symbols[saved.symbol].column = saved.slots
            symbols[saved.symbol].isColumnSaved = false
        }
        for operation in log.freeSlotOperations.reversed() {
            if operation >= 0 { freeSlots.append(operation) } else { freeSlots.removeLast() }
        }
        for s in infeasible.items where s < log.symbolCount { symbols[s].isQueuedInfeasible = false }
        infeasible = log.infeasible
        for s in infeasible.items { symbols[s].isQueuedInfeasible = true }
        constantsLostPrecision = log.lostPrecision
    }
}
