/// Row storage and the two primitive rewrites everything else is built from: substitution
/// and pivot. Work is proportional to the rows a symbol occurs in, found through `columns`.
extension Engine {
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            if journal.isOpen { journal.freeSlotOperations.append(free) }
            willChangeRow(slot)
            rows[slot] = row
        } else {
            slot = rows.count
            rows.append(row)
            slotStamp.append(0)
            rowSaved.append(false)
        }
        rowOf[row.basic] = slot
        for t in row.terms { appendToColumn(t.symbol, slot) }
        noteIfInfeasible(slot)
        return slot
    }

    @discardableResult
    mutating func removeRow(_ slot: Int) -> Row {
        let row = rows[slot]
        willChangeRow(slot)
        rowOf[row.basic] = -1
        rows[slot] = Row(basic: -1, constant: 0, terms: [])
        freeSlots.append(slot)
        if journal.isOpen { journal.freeSlotOperations.append(-1) }
        return row
    }

    /// The live rows holding `symbol` as a parametric term, in a deterministic order; also
    /// prunes the stored column of stale and duplicate entries.
    mutating func liveColumn(_ symbol: Int) -> [Int] {
        stamp += 1
        // Usually every entry is live and distinct: then the stored column is the answer and
        // nothing is allocated.
        var clean = true
        for slot in columns[symbol] {
            if slotStamp[slot] == stamp || rows[slot].basic < 0 || rows[slot].position(of: symbol) == nil {
                clean = false
                break
            }
            slotStamp[slot] = stamp
        }
        if clean { return columns[symbol] }
        stamp += 1
        var live: [Int] = []
        live.reserveCapacity(columns[symbol].count)
        for slot in columns[symbol] where slotStamp[slot] != stamp {
            slotStamp[slot] = stamp
            if rows[slot].basic >= 0 && rows[slot].position(of: symbol) != nil { live.append(slot) }
        }
        willChangeColumn(symbol)
        columns[symbol] = live
        return live
    }

    mutating func noteIfInfeasible(_ slot: Int) {
        let row = rows[slot]
        if kinds[row.basic].isRestricted && row.constant < 0 && !isQueuedInfeasible[row.basic] {
            isQueuedInfeasible[row.basic] = true
            infeasible.push(row.basic)
        }
    }

    /// Records that `symbol`'s cost may have turned negative.
    @inline(__always)
    mutating func noteCostChange(_ symbol: Int) {
        if !isCandidate[symbol] {
            isCandidate[symbol] = true
            candidates.push(symbol)
        }
    }

    /// Replaces `symbol` by `definition` (`symbol = constant + terms`) in every row, in each
    /// tier of the objective and in phase one's objective.
    mutating func substitute(_ symbol: Int, by definition: Row) {
        for slot in liveColumn(symbol) { substitute(symbol, by: definition, inRow: slot) }
        willChangeColumn(symbol)
        columns[symbol].removeAll()
        for t in 0..<objective.tierCount {
            let a = objective.coefficient(tier: t, symbol: symbol)
            guard a != 0 else { continue }
            setCost(0, tier: t, symbol: symbol)
            for term in definition.terms {
                addCost(a * term.coefficient, tier: t, symbol: term.symbol)
                noteCostChange(term.symbol)
            }
        }
        if var phaseOne = artificialObjective, let p = phaseOne.position(of: symbol) {
            let a = phaseOne.terms[p].coefficient
            var added: [Int] = []
            phaseOne.terms = Row.substituted(phaseOne.terms, symbol: symbol, coefficient: a,
                                             by: definition.terms, added: &added)
            phaseOne.constant = Tolerance.sum(phaseOne.constant, a * definition.constant)
            phaseOne.scale = Row.scale(of: phaseOne.terms)
            artificialObjective = phaseOne
        }
    }

    mutating func substitute(_ symbol: Int, by definition: Row, inRow slot: Int) {
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

    /// Exchanges the basic symbol of row `slot` for `entering` (which must be in that row)
    /// and substitutes the solved row everywhere else.
    mutating func pivot(_ slot: Int, entering: Int) {
        let leaving = rows[slot].basic
        pivotCount += 1
        // A small pivot multiplies every error in the row: worth a residual check afterwards.
        if abs(rows[slot].coefficient(of: entering)) < Tolerance.amplifyingPivot * max(1, rows[slot].scale) {
            constantsLostPrecision = true
        }
        var terms = rows[slot].terms
        // 0 = constant + terms − leaving, solved for `entering`.
        let insertAt = terms.firstIndex { $0.symbol > leaving } ?? terms.count
        terms.insert(Term(symbol: leaving, coefficient: -1), at: insertAt)
        let solved = Row.solved(constant: rows[slot].constant, perturbation: rows[slot].perturbation,
                                terms: terms, for: entering)
        willChangeRow(slot)
        rowOf[leaving] = -1
        rows[slot] = solved
        rowOf[entering] = slot
        appendToColumn(leaving, slot)
        substitute(entering, by: solved)
        noteCostChange(leaving)
    }

    /// Drops `symbol` (fixed at 0) from every row and from the objective.
    mutating func eraseColumn(_ symbol: Int) {
        for slot in liveColumn(symbol) {
            if let p = rows[slot].position(of: symbol) {
                willChangeRow(slot)
                rows[slot].terms.remove(at: p)
                rows[slot].scale = Row.scale(of: rows[slot].terms)
            }
        }
        willChangeColumn(symbol)
        columns[symbol].removeAll()
        for t in 0..<objective.tierCount where objective.coefficient(tier: t, symbol: symbol) != 0 {
            setCost(0, tier: t, symbol: symbol)
        }
    }
}
