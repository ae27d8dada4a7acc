/// Explaining a refused required constraint: a minimal set of required constraints that
/// cannot hold together, among the constraints connected to it: the set a deletion filter
/// in handle order finds, with far fewer feasibility checks when the conflict is small.
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
        // Deletion filter in handle order (drop the oldest constraint whenever the rest still
        // conflict), dropping runs at once: a run whose removal leaves a conflict is exactly
        // what one-by-one would drop, so the set is the same. The run doubles after a drop
        // and halves after a miss, so a small conflict among many candidates costs about
        // k·log(n/k) feasibility checks, and a conflict of everything costs n, as one-by-one.
        var kept = candidates
        var i = 0, run = 1
        while i < kept.count {
            var trial = kept
            trial.removeSubrange(i..<min(kept.count, i + run))
            if !isFeasible(trial, offending) {
                kept = trial
                run *= 2
            } else if run > 1 {
                run /= 2
            } else {
                i += 1
            }
        }
        var result = kept + [offendingIndex]
        result.sort()
        return result
    }

    /// Whether the given required constraints and `extra` can all hold, tested in a scratch engine.
    private func isFeasible(_ indices: [Int], _ extra: ConstraintRecord) -> Bool {
        var scratch = Engine()
        scratch.undoesRefusals = false   // thrown away after a refusal
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
