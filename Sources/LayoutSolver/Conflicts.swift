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
        // Deletion filter: drop each candidate whose absence leaves the set still infeasible.
        var kept = candidates
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if isFeasible(trial, offending) { i += 1 } else { kept = trial }
        }
        var result = kept + [offendingIndex]
        result.sort()
        return result
    }

    /// Whether the given required constraints and `extra` can all hold, tested in a scratch engine.
    private func isFeasible(_ indices: [Int], _ extra: ConstraintRecord) -> Bool {
        var scratch = Engine()
        for name in names { _ = scratch.addVariable(named: name) }
        for record in indices.map({ constraints[$0] }) + [extra] {
            var copy = record
            copy.definedVariable = -1
            copy.isExpanded = false
            copy.expansions = []
            copy.marker = -1
            copy.other = -1
            scratch.constraints.append(copy)
            if !scratch.add(scratch.constraints.count - 1) { return false }
        }
        return true
    }
}
