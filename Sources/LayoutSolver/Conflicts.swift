/// Explaining a refused required constraint: a minimal set of required constraints that
/// cannot hold together, among the constraints connected to it: exactly the set a deletion
/// filter in handle order finds, with far fewer scratch solves.
///
/// The deletion filter drops the oldest candidate whenever the rest (with the offending
/// constraint) still conflict. Read from the newest end, what it keeps is: m₁, the newest
/// candidate such that it and everything newer conflict with the offending one; then m₂, the
/// newest candidate after m₁ such that m₁, it and everything newer conflict; and so on until
/// the members found conflict on their own. So each member costs one scratch engine, into
/// which the members so far and then the candidates from the newest down are added until one
/// is refused: that one is the next member. A deletion filter needs a scratch engine per check
/// (k·log(n/k) of them even with runs, each adding all n candidates); this needs k + 1, each
/// adding only the candidates newer than the last member.
///
/// Before that, candidates that can hold whatever the others do are set aside: a constraint
/// with a variable that no other remaining candidate (nor the offending one) mentions can
/// always be met by that variable, so it is in no minimal conflict and no check depends on it
/// (peeled repeatedly: a view's top and height in a width conflict).
extension Engine {
    /// A minimal conflicting subset of the active required constraints plus `offending`
    /// (which is not in `constraints`, or replaces the record at `replacing`), as handle
    /// indices sorted ascending. `offendingIndex` is the handle reported for `offending`.
    func conflictSet(offending: ConstraintRecord, offendingIndex: Int, replacing: Int? = nil) -> [Int] {
        let candidates = peeled(connectedRequired(to: offending, replacing: replacing), offending)
        let scratch = ScratchSystem(constraints: constraints, candidates: candidates, offending: offending,
                                    variableCount: names.count)
        var members: [Int] = []   // positions in `candidates`, ascending
        while true {
            var engine = scratch.engine()
            guard scratch.add(scratch.offending, to: &engine), members.allSatisfy({ scratch.add(position: $0, to: &engine) })
            else { break }
            // Newest first, down to just after the last member: the first refused is the next one.
            let lowest = (members.last ?? -1) + 1
            var refused: Int?
            for position in (lowest..<candidates.count).reversed()
            where !scratch.add(position: position, to: &engine) {
                refused = position
                break
            }
            // None refused cannot happen (the last round's refusal is this round's whole set);
            // numerically hopeless input ends the search rather than looping.
            guard let refused else { break }
            members.append(refused)
        }
        var result = members.map { candidates[$0] } + [offendingIndex]
        result.sort()
        return result
    }

    /// Active required constraints sharing variables with `offending`, transitively, sorted.
    private func connectedRequired(to offending: ConstraintRecord, replacing: Int?) -> [Int] {
        let records = constraints
        let eligible = records.indices.filter { i in
            records[i].isActive && records[i].isRequired && !records[i].isEdit && i != replacing
        }
        let byVariable = Incidence(variableCount: names.count, items: eligible.map { records[$0].terms })
        var seenVariable = [Bool](repeating: false, count: names.count)
        var seenConstraint = [Bool](repeating: false, count: eligible.count)
        var queue = offending.terms.map(\.variable)
        for v in queue { seenVariable[v] = true }
        var candidates: [Int] = []
        while let v = queue.popLast() {
            for k in byVariable.items(of: v) where !seenConstraint[k] {
                seenConstraint[k] = true
                candidates.append(eligible[k])
                for t in records[eligible[k]].terms where !seenVariable[t.variable] {
                    seenVariable[t.variable] = true
                    queue.append(t.variable)
                }
            }
        }
        candidates.sort()
        return candidates
    }

    /// `candidates` without those that some variable of their own can always satisfy (a
    /// coefficient safe to divide by, on a variable no other remaining candidate and not
    /// `offending` mentions), repeatedly. Order kept.
    private func peeled(_ candidates: [Int], _ offending: ConstraintRecord) -> [Int] {
        let terms = candidates.map { constraints[$0].terms }
        let byVariable = Incidence(variableCount: names.count, items: terms)
        var uses = [Int](repeating: 0, count: names.count)
        for v in 0..<names.count { uses[v] = byVariable.items(of: v).count }
        // The offending constraint is never set aside: its variables count as used twice more.
        for t in offending.terms { uses[t.variable] += 2 }
        var removed = [Bool](repeating: false, count: candidates.count)
        var work = Array(candidates.indices.reversed())
        while let k = work.popLast() {
            guard !removed[k] else { continue }
            var scale = 0.0
            for t in terms[k] { scale = max(scale, abs(t.coefficient)) }
            guard terms[k].contains(where: { uses[$0.variable] == 1 && abs($0.coefficient) > Tolerance.pivot * max(1, scale) })
            else { continue }
            removed[k] = true
            for t in terms[k] {
                uses[t.variable] -= 1
                if uses[t.variable] == 1 {
                    for other in byVariable.items(of: t.variable) where !removed[other] { work.append(other) }
                }
            }
        }
        return candidates.indices.filter { !removed[$0] }.map { candidates[$0] }
    }
}

/// Which items (constraints, by position) mention each variable, in one flat array: a search
/// per conflict builds one, and an array per variable was most of a search's cost.
private struct Incidence {
    private var start: [Int]
    private var entries: [Int]

    init(variableCount: Int, items: [[(variable: Int, coefficient: Double)]]) {
        start = [Int](repeating: 0, count: variableCount + 1)
        for terms in items { for t in terms { start[t.variable + 1] += 1 } }
        for v in 0..<variableCount { start[v + 1] += start[v] }
        var next = start
        entries = [Int](repeating: 0, count: start[variableCount])
        for (k, terms) in items.enumerated() {
            for t in terms {
                entries[next[t.variable]] = k
                next[t.variable] += 1
            }
        }
    }

    /// The items mentioning `variable`, ascending.
    func items(of variable: Int) -> ArraySlice<Int> { entries[start[variable]..<start[variable + 1]] }
}

/// The candidates of one conflict search over their own variables only (renumbered in the
/// same order, so each scratch engine makes the choices the whole one would): a scratch engine
/// costs what the conflict's constraints need, not the screen's variable count.
private struct ScratchSystem {
    /// Copies of the candidates' records (by position) and the offending one, renumbered and
    /// reset to "never added".
    var records: [ConstraintRecord] = []
    var offending: ConstraintRecord
    var variableNames: [String] = []

    init(constraints: [ConstraintRecord], candidates: [Int], offending: ConstraintRecord, variableCount: Int) {
        var used = [Bool](repeating: false, count: variableCount)
        for c in candidates { for t in constraints[c].terms { used[t.variable] = true } }
        for t in offending.terms { used[t.variable] = true }
        var renumbered = [Int](repeating: -1, count: variableCount)
        for v in 0..<variableCount where used[v] {
            renumbered[v] = variableNames.count
            variableNames.append("v\(v)")
        }
        func fresh(_ record: ConstraintRecord) -> ConstraintRecord {
            var copy = record
            copy.terms = record.terms.map { (renumbered[$0.variable], $0.coefficient) }
            copy.marker = -1
            copy.other = -1
            return copy
        }
        self.offending = fresh(offending)
        records = candidates.map { fresh(constraints[$0]) }
    }

    /// An empty engine over the candidates' variables, thrown away after a refusal.
    func engine() -> Engine {
        var engine = Engine()
        engine.undoesRefusals = false
        engine.addVariables(named: variableNames)
        return engine
    }

    /// Adds the candidate at `position`; false when refused.
    func add(position: Int, to engine: inout Engine) -> Bool { add(records[position], to: &engine) }

    func add(_ record: ConstraintRecord, to engine: inout Engine) -> Bool {
        engine.constraints.append(record)
        return engine.add(engine.constraints.count - 1)
    }
}
