/// The objective: the tiered costs, the symbols that may enter the basis (its candidates), the
/// priority each error is costed at, and phase one's objective while a row is added through an
/// artificial variable. Every cost change goes through `add` or `set`, which log the old
/// coefficient since `checkpoint()`, so `rollback()` restores the exact bits.
struct Objective {
    private(set) var costs = CostTiers()
    /// Per symbol (appended and truncated together, in `addSymbols` and `rollback`): whether
    /// it is among `candidates`, and the priority whose tier an error symbol costs 1 in (0 for
    /// every other symbol), what `Engine.recomputeCost` rebuilds a cost from. Two dense arrays,
    /// not one record: a pivot notes every term of its row as a candidate, and a chain's
    /// trailing row holds every view's errors (16-byte records cost chain10000's re-solve a
    /// cache line per term).
    private var isCandidate: [Bool] = []
    private var errorPriorities: [Int] = []
    /// Symbols whose cost changed since last seen non-negative: the entering candidates.
    private(set) var candidates = MinHeap()
    /// Phase one's objective while a row is added through an artificial variable.
    var artificial: Row?
    private var log = Log()

    private struct Log {
        var isOpen = false
        var symbolCount = 0
        /// Coefficients as they were, in change order (undone in reverse).
        var costs: [(tier: Int, symbol: Int, value: Double)] = []
    }

    mutating func addSymbols(_ count: Int) {
        costs.addSymbols(count)
        isCandidate.append(false, count: count)
        errorPriorities.append(0, count: count)
    }

    /// The tier of `priority`, created on first use.
    mutating func tier(for priority: Int) -> Int { costs.tier(for: priority) }

    func errorPriority(of symbol: Int) -> Int { errorPriorities[symbol] }

    mutating func setErrorPriority(_ priority: Int, of symbol: Int) { errorPriorities[symbol] = priority }

    // MARK: Costs

    mutating func add(_ delta: Double, tier: Int, symbol: Int) {
        if log.isOpen { log.costs.append((tier, symbol, costs.coefficient(tier: tier, symbol: symbol))) }
        costs.add(delta, tier: tier, symbol: symbol)
    }

    mutating func set(_ value: Double, tier: Int, symbol: Int) {
        if log.isOpen { log.costs.append((tier, symbol, costs.coefficient(tier: tier, symbol: symbol))) }
        costs.set(value, tier: tier, symbol: symbol)
    }

    /// Replaces `symbol` by `definition` (`symbol = constant + terms`) in each tier and in
    /// phase one's objective.
    mutating func substitute(_ symbol: Int, by definition: Row) {
        for t in 0..<costs.tierCount {
            let a = costs.coefficient(tier: t, symbol: symbol)
            guard a != 0 else { continue }
            set(0, tier: t, symbol: symbol)
            if log.isOpen {
                // A row's terms are distinct symbols: each old cost is logged before any changes.
                for term in definition.terms {
                    log.costs.append((t, term.symbol, costs.coefficient(tier: t, symbol: term.symbol)))
                }
            }
            costs.add(a, times: definition.terms, tier: t)
            for term in definition.terms { noteCostChange(term.symbol) }
        }
        if var phaseOne = artificial, let p = phaseOne.position(of: symbol) {
            let a = phaseOne.terms[p].coefficient
            var added: [Int] = []
            phaseOne.terms = Row.substituted(phaseOne.terms, symbol: symbol, coefficient: a,
                                             by: definition.terms, added: &added)
            phaseOne.constant = Tolerance.sum(phaseOne.constant, a * definition.constant)
            phaseOne.scale = Row.scale(of: phaseOne.terms)
            artificial = phaseOne
        }
    }

    /// Drops `symbol`'s cost in every tier (it is fixed at 0).
    mutating func erase(_ symbol: Int) {
        for t in 0..<costs.tierCount where costs.coefficient(tier: t, symbol: symbol) != 0 {
            set(0, tier: t, symbol: symbol)
        }
    }

    // MARK: Candidates

    /// Records that `symbol`'s cost may have turned negative.
    @inline(__always)
    mutating func noteCostChange(_ symbol: Int) {
        if !isCandidate[symbol] {
            isCandidate[symbol] = true
            candidates.push(symbol)
        }
    }

    /// Drops one candidate (it cannot enter).
    mutating func dropCandidate(_ symbol: Int) {
        candidates.retain { $0 != symbol }
        isCandidate[symbol] = false
    }

    /// Whether parametric `symbol` may enter and improves the objective.
    @inline(__always)
    func canEnter(_ symbol: Int, _ tableau: Tableau) -> Bool {
        tableau.slot(of: symbol) < 0 && tableau.kind(of: symbol).canEnter && tableau.kind(of: symbol) != .external
            && costs.improves(symbol)
    }

    /// Drops the candidates that `canEnter` refuses.
    mutating func dropCandidatesThatCannotEnter(_ tableau: Tableau) {
        var kept = MinHeap()
        for s in candidates.items {
            if canEnter(s, tableau) { kept.push(s) } else { isCandidate[s] = false }
        }
        candidates = kept
    }

    // MARK: Checkpoint

    mutating func checkpoint() {
        log.isOpen = true
        log.symbolCount = isCandidate.count
    }

    /// Keeps every change since the checkpoint.
    mutating func commit() {
        log.isOpen = false
        log.costs.removeAll(keepingCapacity: true)
    }

    /// Undoes every change since the checkpoint, bit for bit.
    mutating func rollback() {
        guard log.isOpen else { return }
        for saved in log.costs.reversed() where saved.symbol < log.symbolCount {
            costs.set(saved.value, tier: saved.tier, symbol: saved.symbol)
        }
        isCandidate.removeSubrange(log.symbolCount...)
        errorPriorities.removeSubrange(log.symbolCount...)
        costs.removeSymbols(from: log.symbolCount)
        // The tableau was optimal before, so no restored cost is negative: surplus candidates
        // are harmless, symbols that no longer exist are not.
        var kept = MinHeap()
        for s in candidates.items where s < log.symbolCount { kept.push(s) }
        candidates = kept
        artificial = nil
        commit()
    }
}
