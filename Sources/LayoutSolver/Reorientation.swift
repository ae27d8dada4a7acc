/// Choosing a definition's subject late: when a tableau row is about to need a defined
/// variable, its definition is first turned to define another variable of the same equality
/// that nothing in the tableau uses yet, so the row holds the variable itself instead of the
/// definition's expansion.
///
/// A definition's subject is chosen when the equality arrives (the highest-indexed definable
/// variable), before the rows that will need its variables exist. A long form shows the cost:
/// `label.firstBaseline == field.firstBaseline` defines the field's height, the next
/// `field.top == previous.bottom + 8` defines the next top from it, and each field's hugging
/// row then expanded through every earlier row (n²/2 terms: 3.6–36 s at 2,000 views). Turned
/// to the label's top (which only this equality mentions), the field's height is a plain
/// variable and each row holds one term. The same Markowitz idea as choosing a pivot: the new
/// subject is the candidate fewest definitions mention, so the fewest expansions go through it.
extension Definitions {
    /// How many variables the cycle check may visit: a candidate that more definitions depend
    /// on is passed over (a reorientation never costs more than this).
    static let reorientationWalkLimit = 64

    /// Reorients, where it can, the definition of each variable that constraint `record`
    /// mentions directly (called before its row is created; logged like the row).
    mutating func reorient(for record: ConstraintRecord, _ constraints: [ConstraintRecord], editConstraint: [Int]) {
        let terms = record.terms
        for t in terms where nodes[t.variable].definedBy >= 0 {
            let handle = nodes[t.variable].definedBy
            if let subject = reorientationTarget(handle, constraints[handle], avoiding: terms, editConstraint: editConstraint) {
                reorient(handle, constraints[handle], to: subject)
            }
        }
    }

    /// The variable definition `handle` could define instead of its subject: definable, not
    /// in the row being made (`avoiding`), with a coefficient safe to divide by, and such that
    /// no other variable of the equality depends on it through another definition (a cycle).
    /// Fewest mentioning definitions first, then the highest index (as `defineIfPossible`).
    private func reorientationTarget(_ handle: Int, _ definition: ConstraintRecord,
                                     avoiding row: [(variable: Int, coefficient: Double)],
                                     editConstraint: [Int]) -> Int? {
        let subject = byHandle[handle].subject
        var scale = 0.0
        for t in definition.terms { scale = max(scale, abs(t.coefficient)) }
        var best = -1, bestUses = Int.max
        for t in definition.terms.reversed() where t.variable != subject
            && isDefinable(t.variable, editConstraint: editConstraint)
            && abs(t.coefficient) > Tolerance.pivot * max(1, scale)
            && !row.contains(where: { $0.variable == t.variable }) {
            let uses = nodes[t.variable].mentions.count
            // Nothing depends on it: no cycle is possible, and no candidate has fewer uses.
            if uses == 0 { return t.variable }
            guard uses < bestUses, let dependents = dependentVariables(of: t.variable, excluding: handle),
                  !definition.terms.contains(where: { dependents.contains($0.variable) }) else { continue }
            best = t.variable
            bestUses = uses
        }
        return best >= 0 ? best : nil
    }

    /// Variables whose definitions other than `excluded` depend on `variable`, or nil when the
    /// walk would pass `reorientationWalkLimit` (a set for membership only: nothing iterates it).
    private func dependentVariables(of variable: Int, excluding excluded: Int) -> Set<Int>? {
        var seen: Set<Int> = []
        var stack = [variable]
        while let v = stack.popLast() {
            for handle in nodes[v].mentions where handle != excluded {
                let w = byHandle[handle].subject
                if seen.insert(w).inserted {
                    if seen.count > Definitions.reorientationWalkLimit { return nil }
                    stack.append(w)
                }
            }
        }
        return seen
    }

    /// Makes definition `handle` define `subject` (a variable of it) instead of its current
    /// one, which becomes free. Levels: the new subject's is recomputed and those depending
    /// on it raised; the old one's drops to 0 (definitions mentioning it keep theirs, still
    /// higher). The values program is made again on the next read.
    private mutating func reorient(_ handle: Int, _ definition: ConstraintRecord, to subject: Int) {
        let old = byHandle[handle].subject
        if log.isOpen {
            log.reorientations.append(Reorientation(
                handle: handle, previousSubject: old,
                previousMentions: nodes[old].mentions, newSubjectMentions: nodes[subject].mentions))
        }
        nodes[subject].mentions.removeAll { $0 == handle }
        nodes[old].mentions.append(handle)
        byHandle[handle].subject = subject
        nodes[old].definedBy = -1
        nodes[subject].definedBy = handle
        setLevel(0, of: old)
        var level = 0
        for t in definition.terms where t.variable != subject { level = max(level, nodes[t.variable].level) }
        setLevel(level + 1, of: subject)
        raiseLevels(above: subject)
        program.isStale = true
        reorientationCount += 1
    }

    /// Undoes the logged reorientations, newest first, then the logged level changes (so
    /// every level is the one it had).
    mutating func undoReorientations() {
        for entry in log.reorientations.reversed() {
            let subject = byHandle[entry.handle].subject
            nodes[entry.previousSubject].mentions = entry.previousMentions
            nodes[subject].mentions = entry.newSubjectMentions
            byHandle[entry.handle].subject = entry.previousSubject
            nodes[subject].definedBy = -1
            nodes[entry.previousSubject].definedBy = entry.handle
        }
        for (variable, level) in log.levels.reversed() { nodes[variable].level = level }
        if !log.reorientations.isEmpty { program.isStale = true }
    }
}
