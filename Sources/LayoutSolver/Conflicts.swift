/// Explaining a refused required constraint: a minimal set of required constraints that
/// cannot hold together, found by a deletion filter over the constraints connected to it.
extension Engine {
    /// A minimal conflicting subset of the active required constraints plus `offending`
    /// (which is not in `constraints`, or replaces the record at `replacing`), as handle
    /// indices sorted ascending. `offendingIndex` is the handle reported for `offending`.
    func conflictSet(offending: ConstraintRecord, offendingIndex: Int, replacing: Int? = nil) -> [Int] {
        // Required constraints sharing variables with the offending one, transitively.
        var byVariable = [[Int]](repeating: [], count: names.count)
        for (i, record) in constraints.enumerated()
        where record.isActive && record.isRequired && !record.isEdit && i != replacing {
            for t in record.terms { byVariable[t.variable].append(i) }
        }
        var seenVariable = [Bool](repeating: false, count: names.count)
        var seenConstraint = [Bool](repeating: false, count: constraints.count)
        var queue = offending.terms.map(\.variable)
        for v in queue { seenVariable[v] = true }
        var candidates: [Int] = []
        while let v = queue.popLast() {
            for c in byVariable[v] where !seenConstraint[c] {
                seenConstraint[c] = true
                candidates.append(c)
                for t in constraints[c].terms where !seenVariable[t.variable] {
                    seenVariable[t.variable] = true
                    queue.append(t.variable)
                }
            }
        }
        candidates.sort()
        // The conflict a deletion filter in handle order would find (drop the oldest
        // constraint whenever the rest still conflict), found by QuickXplain: O(k·log(n/k))
        // feasibility checks for k members out of n candidates instead of n.
        var kept = candidates
        if !isFeasible(candidates, offending) {
            kept = quickXplain(background: [], delta: false, candidates: Array(candidates.reversed())[...], offending)
        }
        var result = kept + [offendingIndex]
        result.sort()
        return result
    }

    /// Junker's QuickXplain over `candidates`, most wanted first (newest handle first, so the
    /// oldest are the first left out): the members that, with `background` and `offending`,
    /// cannot hold. `delta` says the background grew since the caller's last check.
    private func quickXplain(background: [Int], delta: Bool, candidates: ArraySlice<Int>,
                             _ offending: ConstraintRecord) -> [Int] {
        if delta && !isFeasible(background.sorted(), offending) { return [] }
        guard candidates.count > 1 else { return Array(candidates) }
        let middle = candidates.startIndex + candidates.count / 2
        let wanted = candidates[..<middle], rest = candidates[middle...]
        let fromRest = quickXplain(background: background + wanted, delta: true, candidates: rest, offending)
        let fromWanted = quickXplain(background: background + fromRest, delta: !fromRest.isEmpty,
                                     candidates: wanted, offending)
        return fromWanted + fromRest
    }

    /// Whether the given required constraints and `extra` can all hold, tested in a scratch engine.
    private func isFeasible(_ indices: [Int], _ extra: ConstraintRecord) -> Bool {
        var scratch = Engine()
        for name in names { _ = scratch.addVariable(named: name) }
        for record in indices.map({ constraints[$0] }) + [extra] {
            var copy = record
            copy.definedVariable = -1
            copy.isExpanded = false
            copy.lastExpansion = -1
            copy.marker = -1
            copy.other = -1
            scratch.constraints.append(copy)
            if !scratch.add(scratch.constraints.count - 1) { return false }
        }
        return true
    }
}
