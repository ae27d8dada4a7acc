/// The algorithm, step by step as in the Cassowary paper; each step states its contract.
extension Engine {
    /// Iteration bound for one optimisation: the anti-cycling rule terminates far sooner; the bound
    /// only guarantees no loop can run away on numerically hopeless input.
    var iterationLimit: Int { 1_000 + 20 * (tableau.rows.count + tableau.symbolCount) }

    // MARK: Adding a row

    /// Adds tableau constraint `index`. Returns `false`, with the engine unchanged, when a
    /// required constraint cannot hold.
    mutating func addToTableau(_ index: Int) -> Bool {
        // A required row may be refused: a transaction from the start (symbols, marks, then
        // the pivots of phase one) so a refusal leaves the engine bit for bit as it was.
        let isTransaction = constraints[index].isRequired && !isInTransaction && undoesRefusals
        if isTransaction { beginTransaction() }
        var (constant, terms) = createRow(index)
        if constant < 0 {
            constant = -constant
            for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
        }
        let record = constraints[index]
        let accepted: Bool
        if let subject = chooseSubject(terms, record) {
            var row = Row.solved(constant: constant, terms: terms, for: subject)
            row.perturbation = Row.freshPerturbation(for: subject)
            substitute(subject, by: row)
            tableau.insertRow(row)
            accepted = true
        } else if terms.allSatisfy({ tableau.kind(of: $0.symbol) == .dummy }) {
            // Only required equalities remain: the row is redundant or contradicts them.
            accepted = abs(constant) <= Tolerance.zero * max(1, Row.scale(of: terms))
            if accepted { tableau.insertRow(Row.solved(constant: 0, terms: terms, for: record.marker)) }
        } else {
            accepted = addWithArtificialVariable(constant: constant, terms: terms)
        }
        guard accepted else {
            if isTransaction {
                rollbackTransaction()
            } else {
                for s in [record.marker, record.other] where s >= 0 { eraseColumn(s) }
            }
            constraints[index].marker = -1
            constraints[index].other = -1
            return false
        }
        if isTransaction { commitTransaction() }
        optimize()
        return true
    }

    /// createRow — contract: returns `0 = constant + Σ terms` for constraint `index`, with
    /// definitions expanded, basic symbols replaced by their rows, and the constraint's new
    /// slack/error/dummy symbols appended; errors are costed in their tier.
    mutating func createRow(_ index: Int) -> (Double, [Term]) {
        definitions.reorient(for: constraints[index], constraints, editConstraint: editConstraint)
        var (constant, variables) = definitions.expand(index, constraints)
        if rowAccumulator.count < tableau.symbolCount {
            rowAccumulator += repeatElement(0, count: tableau.symbolCount - rowAccumulator.count)
        }
        touched.removeAll(keepingCapacity: true)
        for (variable, coefficient) in variables {
            definitions.markInTableau(variable)
            let symbol = variableSymbol[variable]
            let slot = tableau.slot(of: symbol)
            if slot >= 0 {
                constant = tableau.sumOfConstants(constant, coefficient * tableau.rows[slot].constant)
                for t in tableau.rows[slot].terms { accumulate(t.symbol, coefficient * t.coefficient) }
            } else {
                accumulate(symbol, coefficient)
            }
        }
        touched.sort()
        var terms: [Term] = []
        terms.reserveCapacity(touched.count + 2)
        for s in touched {
            if rowAccumulator[s] != 0 { terms.append(Term(symbol: s, coefficient: rowAccumulator[s])) }
            rowAccumulator[s] = 0
        }
        let record = constraints[index]
        func add(_ kind: SymbolKind, _ coefficient: Double) -> Int {
            let s = newSymbol(kind)
            terms.append(Term(symbol: s, coefficient: coefficient))
            return s
        }
        var marker = -1, other = -1, mu = 1.0
        switch (record.relation, record.isRequired) {
        case (.equal, true):
            marker = add(.dummy, 1)
        case (.equal, false):
            marker = add(.error, -1); mu = -1
            other = add(.error, 1)
        case (.greaterThanOrEqual, true):
            marker = add(.slack, -1); mu = -1
        case (.lessThanOrEqual, true):
            marker = add(.slack, 1)
        case (.greaterThanOrEqual, false):
            marker = add(.slack, -1); mu = -1
            other = add(.error, 1)
        case (.lessThanOrEqual, false):
            marker = add(.slack, 1)
            other = add(.error, -1)
        }
        constraints[index].marker = marker
        constraints[index].other = other
        constraints[index].markerCoefficient = mu
        if !record.isRequired {
            let tier = objective.tier(for: record.priority)
            for e in constraints[index].errorSymbols {
                objective.add(1, tier: tier, symbol: e)
                objective.noteCostChange(e)
                objective.setErrorPriority(record.priority, of: e)
            }
        }
        return (constant, terms)
    }

    @inline(__always)
    private mutating func accumulate(_ symbol: Int, _ value: Double) {
        // A symbol whose sum cancels to 0 and is touched again is listed twice; gathering
        // resets the slot on the first listing, so the second adds nothing.
        if rowAccumulator[symbol] == 0 { touched.append(symbol) }
        rowAccumulator[symbol] = Tolerance.sum(rowAccumulator[symbol], value)
    }

    /// chooseSubject — contract: a symbol the row can be solved for while every basic
    /// restricted symbol stays ≥ 0, or nil. An external variable first (the one in fewest
    /// rows, to keep fill low); else one of the constraint's own new slack/error symbols
    /// with a negative coefficient (its column is empty, so no other row changes sign).
    ///
    /// (Solving a zero-constant row for the slack or error that leaves the fewest terms made
    /// the chain's width rows sparse and its build 15× faster, but left a 25 × 40 grid at a
    /// wrong optimum after tens of thousands of degenerate pivots; see the LayoutSolver
    /// notes in the commit history before trying it again.)
    func chooseSubject(_ terms: [Term], _ record: ConstraintRecord) -> Int? {
        let scale = Row.scale(of: terms)
        var best = -1
        for t in terms where tableau.kind(of: t.symbol) == .external
            && abs(t.coefficient) > Tolerance.pivot * max(1, scale) {
            if best < 0 || tableau.columnCount(of: t.symbol) < tableau.columnCount(of: best) { best = t.symbol }
        }
        if best >= 0 { return best }
        // The constraint's own slack or error has a coefficient of exactly ±1, never noise, so
        // no tolerance relative to the row applies (with a row scale of 1e9 it made an
        // optional constraint look unsatisfiable).
        for t in terms where (t.symbol == record.marker || t.symbol == record.other)
            && tableau.kind(of: t.symbol) != .dummy && t.coefficient < 0 {
            return t.symbol
        }
        return nil
    }

    /// addWithArtificialVariable — contract: adds `0 = constant + Σ terms` (constant ≥ 0) by
    /// minimising an artificial variable equal to the row (phase one). Returns whether the
    /// minimum is 0, i.e. whether the row can hold with all other constraints; on `false`
    /// the caller rolls its transaction back.
    mutating func addWithArtificialVariable(constant: Double, terms: [Term]) -> Bool {
        let artificial = newSymbol(.artificial)
        tableau.insertRow(Row(basic: artificial, constant: constant, perturbation: Row.freshPerturbation(for: artificial),
                      terms: terms))
        objective.artificial = Row(basic: -1, constant: constant, terms: terms)
        optimizePhaseOne()
        let residual = objective.artificial?.constant ?? 0
        objective.artificial = nil
        guard residual <= Tolerance.zero * max(1, Row.scale(of: terms)) else { return false }
        let slot = tableau.slot(of: artificial)
        if slot >= 0 {
            if tableau.rows[slot].terms.isEmpty {
                tableau.removeRow(slot)
            } else {
                // Prefer a slack or error; a row of dummies alone is redundant, so a dummy
                // may take its place (kiwi reports a false failure here).
                let row = tableau.rows[slot]
                let entering = row.terms.first { tableau.kind(of: $0.symbol).canEnter && row.isPivotable($0.coefficient) }
                    ?? row.terms.first { tableau.kind(of: $0.symbol) == .dummy && row.isPivotable($0.coefficient) }
                guard let entering else { return false }
                pivot(slot, entering: entering.symbol)
            }
        }
        eraseColumn(artificial)
        return true
    }

    private mutating func optimizePhaseOne() {
        var iterations = 0
        while iterations < iterationLimit, let phaseOne = objective.artificial {
            // The improving symbol in the fewest rows: entering the oldest (lowest id) one
            // pulled the first row of a grid into every later row's phase one, and each pivot
            // then rewrote all of them (a 100 × 100 grid took 16 s instead of 0.3 s).
            let threshold = -Tolerance.pivot * max(1, phaseOne.scale)
            var entering = -1
            for t in phaseOne.terms where tableau.kind(of: t.symbol).canEnter && tableau.kind(of: t.symbol) != .external
                && t.coefficient < threshold {
                if entering < 0 || tableau.columnCount(of: t.symbol) < tableau.columnCount(of: entering) { entering = t.symbol }
            }
            guard entering >= 0, let slot = getLeavingRow(entering) else { return }
            pivot(slot, entering: entering)
            iterations += 1
        }
    }

    // MARK: Primal and dual simplex

    /// optimize — contract: pivots until no parametric symbol has a lexicographically
    /// negative cost. Dantzig's rule: the steepest cost enters (ties to the symbol in fewest
    /// rows). The perturbed ratio test (`getLeavingRow`) makes cycling impossible, so no fallback to
    /// Bland's rule is needed (Bland's lowest id took 67,000 pivots on a 5 × 8 grid with
    /// redundant alignments, and its ties chose tiny pivots that blew values up to 1e12).
    mutating func optimize() {
        var iterations = 0
        while iterations < iterationLimit {
            guard let entering = getEnteringSymbol() else { return }
            guard let slot = getLeavingRow(entering) else {
                // Unbounded cannot happen with costs on non-negative errors; drop the candidate.
                objective.dropCandidate(entering)
                continue
            }
            pivot(slot, entering: entering)
            iterations += 1
        }
    }

    /// getEnteringSymbol — contract: the parametric slack or error whose cost vector is
    /// lexicographically most negative (ties to the fewest rows, then the lowest id), or nil
    /// when the tableau is optimal. A cost whose leading tier is small is rebuilt first
    /// (`recomputeCost`), and tiers below `CostTiers.enteringCost` count as 0 (`improves`).
    /// Candidates whose cost is no longer negative are dropped.
    mutating func getEnteringSymbol() -> Int? {
        var best = -1, stale = false
        for s in objective.candidates.items {
            if tableau.slot(of: s) < 0 && objective.costs.isLeadingCostSmall(s) { recomputeCost(of: s) }
            guard objective.canEnter(s, tableau) else { stale = true; continue }
            // Ties (common: costs are sums of ±1 per tier) go to the symbol in fewer rows,
            // whose pivot rewrites less, then to the lowest id.
            if best < 0 || objective.costs.isSteeper(s, than: best)
                || (!objective.costs.isSteeper(best, than: s)
                    && (tableau.columnCount(of: s), s) < (tableau.columnCount(of: best), best)) {
                best = s
            }
        }
        if stale { objective.dropCandidatesThatCannotEnter(tableau) }
        return best >= 0 ? best : nil
    }

    /// getLeavingRow — contract: the row whose restricted basic symbol reaches 0 first as
    /// `entering` grows (minimum ratio), nil when unbounded. Ratios are compared on the
    /// perturbed constants `constant + ε·perturbation`: a tie in the constants (every
    /// degenerate row ties at 0) goes to the smallest perturbation ratio, which no other row
    /// shares, so the objective's ε part falls on every pivot and no basis can recur (the
    /// lexicographic rule; cycling is impossible whichever symbol enters). What still ties
    /// (dummies, never perturbed) goes to the lowest basic id.
    mutating func getLeavingRow(_ entering: Int) -> Int? {
        var best = -1, bestRatio = Double.infinity, bestPerturbation = Double.infinity, bestBasic = Int.max
        for slot in tableau.liveColumn(entering) {
            let row = tableau.rows[slot]
            guard tableau.kind(of: row.basic).isRestricted, let p = row.position(of: entering) else { continue }
            let a = row.terms[p].coefficient
            guard a < 0, row.isPivotable(a) else { continue }
            let ratio = max(0, -row.constant / a)
            var perturbation = -row.perturbation / a
            if ratio <= 1e-12 && row.perturbation <= 0 {
                // A degenerate row that lost its positive perturbation (the dual simplex and
                // constant shifts move constants, not perturbations): perturb it afresh, so
                // ties at 0 are again broken by distinct positive amounts.
                tableau.refreshPerturbation(slot)
                perturbation = -tableau.rows[slot].perturbation / a
            }
            let tie = abs(ratio - bestRatio) <= 1e-12 * max(1, ratio)
            let wins = tie
                ? perturbation < bestPerturbation || (perturbation == bestPerturbation && row.basic < bestBasic)
                : ratio < bestRatio
            if wins {
                best = slot; bestRatio = ratio; bestPerturbation = perturbation; bestBasic = row.basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// dualOptimize — contract: restores primal feasibility after constants changed, keeping
    /// the tableau optimal. Leaving: the lowest-id infeasible row; entering: the lowest
    /// cost/coefficient ratio (lexicographic), ties to the lowest id. Returns `false` when a
    /// row cannot be repaired: the required constraints contradict each other.
    mutating func dualOptimize() -> Bool {
        var iterations = 0
        while iterations < iterationLimit {
            guard let leaving = tableau.popInfeasible() else { return true }
            let slot = tableau.slot(of: leaving)
            guard slot >= 0, Tolerance.isNegative(tableau.rows[slot].constant, scale: tableau.rows[slot].scale) else { continue }
            let row = tableau.rows[slot]
            var entering = -1, enteringCoefficient = 0.0
            for t in row.terms where tableau.kind(of: t.symbol).canEnter && t.coefficient > 0 && row.isPivotable(t.coefficient) {
                if entering < 0 || objective.costs.ratio(t.symbol, over: t.coefficient, isLessThan: entering, over: enteringCoefficient) {
                    entering = t.symbol; enteringCoefficient = t.coefficient
                }
            }
            guard entering >= 0 else {
                tableau.requeueInfeasible(leaving)
                return false
            }
            pivot(slot, entering: entering)
            iterations += 1
        }
        return true
    }

    // MARK: Removing and changing rows

    /// getMarkerLeavingRow — contract: the row to pivot `marker` into before its row is
    /// dropped, chosen so the remaining rows stay feasible (kiwi's three-way preference).
    /// A dummy's row comes first: a dummy is fixed at 0, so a pivot elsewhere must not move
    /// the marker while a dummy row holds it (with two copies of one required equality,
    /// removing one moved the other's dummy to 70 and broke it); pivoting into the dummy's
    /// row moves nothing.
    mutating func getMarkerLeavingRow(_ marker: Int) -> Int? {
        var dummy = -1, first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for slot in tableau.liveColumn(marker) {
            let row = tableau.rows[slot]
            let c = row.coefficient(of: marker)
            // A noise-sized coefficient would divide the row by ~1e-11 (costs of -2.5e10 seen).
            guard row.isPivotable(c) else { continue }
            if tableau.kind(of: row.basic) == .dummy {
                if dummy < 0 || row.basic < tableau.rows[dummy].basic { dummy = slot }
            } else if !tableau.kind(of: row.basic).isRestricted {
                if third < 0 || row.basic < tableau.rows[third].basic { third = slot }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && row.basic < tableau.rows[first].basic) { r1 = r; first = slot }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && row.basic < tableau.rows[second].basic) { r2 = r; second = slot }
            }
        }
        for s in [dummy, first, second, third] where s >= 0 { return s }
        return nil
    }

    mutating func removeFromTableau(_ record: ConstraintRecord) {
        if !record.isRequired {
            let tier = objective.tier(for: record.priority)
            for e in record.errorSymbols {
                objective.setErrorPriority(0, of: e)
                let slot = tableau.slot(of: e)
                if slot >= 0 {
                    for t in tableau.rows[slot].terms {
                        objective.add(-t.coefficient, tier: tier, symbol: t.symbol)
                        objective.noteCostChange(t.symbol)
                    }
                } else {
                    objective.add(-1, tier: tier, symbol: e)
                }
            }
        }
        let marker = record.marker
        if tableau.slot(of: marker) < 0, let slot = getMarkerLeavingRow(marker) { pivot(slot, entering: marker) }
        if tableau.slot(of: marker) >= 0 { tableau.removeRow(tableau.slot(of: marker)) }
        for s in [marker, record.other] where s >= 0 {
            if tableau.slot(of: s) >= 0 { tableau.removeRow(tableau.slot(of: s)) }
            eraseColumn(s)
        }
        optimize()
    }

    /// Shifts a tableau constraint's constant by `delta` through its marker's column (no
    /// rebuild) and re-solves with the dual simplex. `false`: required constraints conflict.
    mutating func shiftConstant(of index: Int, by delta: Double) -> Bool {
        applyShift(of: index, by: delta) && dualOptimize()
    }

    /// Shifts an expanded definition's constant by `delta` in every tableau row it was
    /// expanded into, then re-solves with the dual simplex. `false`: required constraints conflict.
    mutating func shiftDefinitionConstant(of index: Int, by delta: Double) -> Bool {
        applyDefinitionShift(of: index, by: delta) && dualOptimize()
    }

    /// The shift of `shiftDefinitionConstant`, without re-solving.
    mutating func applyDefinitionShift(of index: Int, by delta: Double) -> Bool {
        var consistent = true
        for expansion in definitions.expansions(of: index) where constraints[expansion.constraint].isActive {
            let shift = expansion.factor * delta
            if shift != 0 && !applyShift(of: expansion.constraint, by: shift) { consistent = false }
        }
        return consistent
    }

    /// The constant shift itself, without re-solving. The row was `0 = C + … + μ·m`; with
    /// `C + δ` it is the old system in `m + δ/μ`, so every row's constant moves by its
    /// coefficient of `m` times `δ/μ` (or by `−δ/μ` where `m` is basic). `false` when a
    /// redundant required equality (a dummy row) no longer holds.
    mutating func applyShift(of index: Int, by delta: Double) -> Bool {
        let record = constraints[index]
        return tableau.shiftConstants(alongMarker: record.marker, by: delta / record.markerCoefficient)
    }
}
