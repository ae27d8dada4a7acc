/// The rows: a row per basic symbol, a column per symbol so a change rewrites only the rows
/// holding it, the queue of rows that went infeasible, and the primitive rewrites everything
/// else is built from (insert, remove, substitute, exchange a row's basic symbol, shift
/// constants). Every change goes through a hook that saves what it changes before its first
/// change since `checkpoint()`, so `rollback()` restores the exact bits.
struct Tableau {
    /// What the tableau keeps per symbol besides its kind and row slot: one record, so a
    /// symbol made and a symbol dropped by a rollback are one append and one truncation of
    /// `symbols`, `kinds` and `slots`, whatever the tableau learns to keep.
    struct Symbol {
        /// Slots of rows that may hold the symbol as a parametric term: a superset, pruned on
        /// read, so rows can change without bookkeeping on the hot path.
        var column: [Int] = []
        /// Whether the open checkpoint has saved `column`.
        var isColumnSaved = false
        var isQueuedInfeasible = false
    }

    // Written only here and by the checkpoint (TableauCheckpoint.swift).
    var symbols: [Symbol] = []
    /// Per symbol, its kind, and the slot of the row where it is basic or −1: dense, apart
    /// from `symbols`, because the hot loops read them for symbol after symbol. Reading every
    /// value reads the slot of every variable (in 32-byte records, the re-solve of a
    /// 100 × 100 grid, which reads all 40,000 values, took 0.68–0.76 ms instead of
    /// 0.48–0.54); the dual simplex and the objective read the kind of every term of a row,
    /// and a chain's trailing row holds every view's errors (in the records, one cache line
    /// per term: chain10000's re-solve took 2× as long).
    var kinds: [SymbolKind] = []
    var slots: [Int] = []
    var rows: [Row] = []
    var freeSlots: [Int] = []
    /// Per slot: a mark for de-duplicating columns, and whether the open checkpoint saved the row.
    var slotStamp: [Int] = []
    var isRowSaved: [Bool] = []
    private var stamp = 0
    /// Basic symbols whose rows may have gone negative: the dual simplex's work list. A
    /// min-heap without duplicates (`Symbol.isQueuedInfeasible`), so the lowest id leaves first
    /// and a long run of changes cannot grow it past the number of symbols.
    var infeasible = MinHeap()
    /// Whether a sum of row constants cancelled enough digits (or a pivot was small enough)
    /// since the last refinement for `Engine.refineIfLostPrecision` to check the residuals.
    var constantsLostPrecision = false
    /// Pivots made and rows rewritten by substitution so far (statistics).
    private(set) var pivotCount = 0
    private(set) var rowRewriteCount = 0
    var log = Log()
    /// Scratch for substituting into a row: merged terms, and the symbols that newly appear.
    private var mergeScratch: [Term] = []
    private var addedScratch: [Int] = []

    // MARK: Reading

    @inline(__always) func kind(of symbol: Int) -> SymbolKind { kinds[symbol] }
    /// The slot of `symbol`'s row, or −1 when it is parametric.
    @inline(__always) func slot(of symbol: Int) -> Int { slots[symbol] }
    /// The stored column's length: rows that may hold `symbol` (a fill estimate).
    @inline(__always) func columnCount(of symbol: Int) -> Int { symbols[symbol].column.count }
    var symbolCount: Int { symbols.count }

    /// Current value of a symbol: its row's constant when basic, 0 when parametric.
    @inline(__always)
    func value(of symbol: Int) -> Double {
        let slot = slots[symbol]
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// Live rows, in slot order.
    var liveRows: LazyFilterSequence<[Row]> { rows.lazy.filter { $0.basic >= 0 } }

    // MARK: Symbols and rows

    mutating func addSymbols(_ kind: SymbolKind, count: Int) {
        symbols.append(Symbol(), count: count)
        kinds.append(kind, count: count)
        slots.append(-1, count: count)
    }

    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            if log.isOpen { log.freeSlotOperations.append(free) }
            willChangeRow(slot)
            rows[slot] = row
        } else {
            slot = rows.count
            rows.append(row)
            slotStamp.append(0)
            isRowSaved.append(false)
        }
        slots[row.basic] = slot
        for t in row.terms { appendToColumn(t.symbol, slot) }
        noteIfInfeasible(slot)
        return slot
    }

    @discardableResult
    mutating func removeRow(_ slot: Int) -> Row {
        let row = rows[slot]
        willChangeRow(slot)
        slots[row.basic] = -1
        rows[slot] = Row(basic: -1, constant: 0, terms: [])
        freeSlots.append(slot)
        if log.isOpen { log.freeSlotOperations.append(-1) }
        return row
    }

    /// The live rows holding `symbol` as a parametric term, in a deterministic order; also
    /// prunes the stored column of stale and duplicate entries.
    mutating func liveColumn(_ symbol: Int) -> [Int] {
        stamp += 1
        // Usually every entry is live and distinct: then the stored column is the answer and
        // nothing is allocated.
        var clean = true
        for slot in symbols[symbol].column {
            if slotStamp[slot] == stamp || rows[slot].basic < 0 || rows[slot].position(of: symbol) == nil {
                clean = false
                break
            }
            slotStamp[slot] = stamp
        }
        if clean { return symbols[symbol].column }
        stamp += 1
        var live: [Int] = []
        live.reserveCapacity(symbols[symbol].column.count)
        for slot in symbols[symbol].column where slotStamp[slot] != stamp {
            slotStamp[slot] = stamp
            if rows[slot].basic >= 0 && rows[slot].position(of: symbol) != nil { live.append(slot) }
        }
        willChangeColumn(symbol)
        symbols[symbol].column = live
        return live
    }

    /// Queues row `slot` for the dual simplex when its restricted basic symbol went negative.
    mutating func noteIfInfeasible(_ slot: Int) {
        let row = rows[slot]
        if kinds[row.basic].isRestricted && row.constant < 0 && !symbols[row.basic].isQueuedInfeasible {
            symbols[row.basic].isQueuedInfeasible = true
            infeasible.push(row.basic)
        }
    }

    /// The lowest queued basic symbol, dequeued.
    mutating func popInfeasible() -> Int? {
        guard let symbol = infeasible.popMin() else { return nil }
        symbols[symbol].isQueuedInfeasible = false
        return symbol
    }

    /// Puts back a symbol `popInfeasible` returned (its row could not be repaired).
    mutating func requeueInfeasible(_ symbol: Int) {
        symbols[symbol].isQueuedInfeasible = true
        infeasible.push(symbol)
    }

    // MARK: Rewrites

    /// `a + b` for row constants (`Tolerance.sum`), noting when it cancelled too many digits.
    @inline(__always)
    mutating func sumOfConstants(_ a: Double, _ b: Double) -> Double {
        let s = Tolerance.sum(a, b)
        if Tolerance.losesPrecision(s, a, b) { constantsLostPrecision = true }
        return s
    }

    /// Replaces `symbol` by `definition` (`symbol = constant + terms`) in every row.
    mutating func substitute(_ symbol: Int, by definition: Row) {
        for slot in liveColumn(symbol) { substitute(symbol, by: definition, inRow: slot) }
        willChangeColumn(symbol)
        symbols[symbol].column.removeAll()
    }

    private mutating func substitute(_ symbol: Int, by definition: Row, inRow slot: Int) {
        guard let p = rows[slot].position(of: symbol) else { return }
        rowRewriteCount += 1
        let a = rows[slot].terms[p].coefficient
        // Merged into the scratch buffer, which then changes places with the row's old terms:
        // substituting into a row allocates only when it outgrows both buffers.
        var terms = mergeScratch
        var added = addedScratch
        mergeScratch = []
        addedScratch = []
        added.removeAll(keepingCapacity: true)
        Row.merge(rows[slot].terms, symbol: symbol, coefficient: a, by: definition.terms,
                  into: &terms, added: &added)
        willChangeRow(slot)
        swap(&rows[slot].terms, &terms)
        mergeScratch = terms
        rows[slot].constant = sumOfConstants(rows[slot].constant, a * definition.constant)
        rows[slot].perturbation += a * definition.perturbation
        rows[slot].scale = Row.scale(of: rows[slot].terms)
        for s in added { appendToColumn(s, slot) }
        addedScratch = added
        noteIfInfeasible(slot)
    }

    /// Exchanges the basic symbol of row `slot` for `entering` (which must be in that row) and
    /// substitutes the solved row into every other row. Returns the leaving symbol and the
    /// solved row (the objective is rewritten with it too).
    mutating func pivot(_ slot: Int, entering: Int) -> (leaving: Int, solved: Row) {
        let leaving = rows[slot].basic
        pivotCount += 1
        // A small pivot multiplies every error in the row: worth a residual check afterwards.
        if abs(rows[slot].coefficient(of: entering)) < Tolerance.amplifyingPivot * max(1, rows[slot].scale) {
            constantsLostPrecision = true
        }
        let solved = rows[slot].solved(for: entering)
        willChangeRow(slot)
        slots[leaving] = -1
        rows[slot] = solved
        slots[entering] = slot
        appendToColumn(leaving, slot)
        substitute(entering, by: solved)
        return (leaving, solved)
    }

    /// Drops `symbol` (fixed at 0) from every row.
    mutating func eraseColumn(_ symbol: Int) {
        for slot in liveColumn(symbol) {
            if let p = rows[slot].position(of: symbol) {
                willChangeRow(slot)
                rows[slot].terms.remove(at: p)
                rows[slot].scale = Row.scale(of: rows[slot].terms)
            }
        }
        willChangeColumn(symbol)
        symbols[symbol].column.removeAll()
    }

    /// Gives row `slot` a fresh perturbation (a degenerate row that lost its own).
    mutating func refreshPerturbation(_ slot: Int) {
        willChangeRow(slot)
        rows[slot].perturbation = Row.freshPerturbation(for: rows[slot].basic)
    }

    /// Moves every row's constant by its coefficient of `marker` times `shift`, or by −`shift`
    /// where `marker` is basic. `false` when a redundant required equality (a dummy row) no
    /// longer holds.
    mutating func shiftConstants(alongMarker marker: Int, by shift: Double) -> Bool {
        let slot = slots[marker]
        guard slot >= 0 else { return shiftColumnConstants(marker, by: shift) }
        willChangeConstant(slot)
        let old = rows[slot].constant
        rows[slot].constant = old - shift
        if Tolerance.losesPrecision(rows[slot].constant, old, shift) { constantsLostPrecision = true }
        var consistent = true
        if kinds[marker] == .dummy {
            // A redundant required equality: it now contradicts the others unless still 0.
            if abs(rows[slot].constant) > Tolerance.zero * max(1, abs(shift)) { consistent = false }
        }
        noteIfInfeasible(slot)
        return consistent
    }

    /// The column walk of `shiftConstants`, the hot path of a re-solve: one pass over the
    /// stored column (stale and repeated slots skipped by stamp, not pruned first), one binary
    /// search a row, no row copied; under a checkpoint only the old constants are logged.
    private mutating func shiftColumnConstants(_ marker: Int, by shift: Double) -> Bool {
        stamp += 1
        let current = stamp
        var consistent = true
        var negative: [Int] = []
        var lostPrecision = false
        let column = symbols[marker].column
        let logs = log.isOpen
        rows.withUnsafeMutableBufferPointer { rows in
            slotStamp.withUnsafeMutableBufferPointer { stamps in
                for slot in column where stamps[slot] != current {
                    stamps[slot] = current
                    let basic = rows[slot].basic
                    guard basic >= 0, let p = rows[slot].position(of: marker) else { continue }
                    // `willChangeConstant`, inlined: this closure holds `rows`.
                    if logs && slot < log.rowCount && !isRowSaved[slot] {
                        log.constants.append((slot, rows[slot].constant))
                    }
                    let old = rows[slot].constant, product = rows[slot].terms[p].coefficient * shift
                    let constant = old + product
                    rows[slot].constant = constant
                    if Tolerance.losesPrecision(constant, old, product) { lostPrecision = true }
                    let kind = kinds[basic]
                    if kind == .dummy && abs(constant) > Tolerance.zero * max(1, abs(shift)) { consistent = false }
                    if kind.isRestricted && constant < 0 { negative.append(slot) }
                }
            }
        }
        for slot in negative { noteIfInfeasible(slot) }
        if lostPrecision { constantsLostPrecision = true }
        return consistent
    }

    // MARK: Hooks, called before each change

    /// Saves row `slot` before its first change since the checkpoint.
    @inline(__always)
    private mutating func willChangeRow(_ slot: Int) {
        guard log.isOpen, slot < log.rowCount, !isRowSaved[slot] else { return }
        isRowSaved[slot] = true
        log.rows.append((slot, rows[slot]))
    }

    /// Logs row `slot`'s constant before a change that moves only the constant.
    @inline(__always)
    private mutating func willChangeConstant(_ slot: Int) {
        guard log.isOpen, slot < log.rowCount, !isRowSaved[slot] else { return }
        log.constants.append((slot, rows[slot].constant))
    }

    /// Saves `symbol`'s column before its first change since the checkpoint.
    @inline(__always)
    private mutating func willChangeColumn(_ symbol: Int) {
        guard log.isOpen, symbol < log.symbolCount, !symbols[symbol].isColumnSaved else { return }
        symbols[symbol].isColumnSaved = true
        log.columns.append((symbol, symbols[symbol].column))
    }

    @inline(__always)
    private mutating func appendToColumn(_ symbol: Int, _ slot: Int) {
        willChangeColumn(symbol)
        symbols[symbol].column.append(slot)
    }
}
