/// Required equalities kept outside the tableau as definitions `variable = …`.
///
/// A variable can be defined when no tableau row, other definition or edit fixes it: it is
/// either fresh (nothing mentions it) or mentioned only by other definitions. A required
/// equality solved for such a variable always holds, so it needs no simplex work.
///
/// Definitions form an acyclic graph, ordered by `Node.level` (a defined variable's level
/// exceeds that of every variable its definition mentions): values are evaluated in level
/// order and expansions proceed from the highest level down. A stack of cards needs the
/// second kind: `card.top == previous.bottom + 8` comes after the card's own constraints,
/// whose definitions already mention `card.top`; as a tableau row instead, every card's top
/// carried every earlier card's marker (a 2,000-view screen held 1.1 M terms).
struct Definitions {
    /// A variable as the definitions see it.
    struct Node {
        /// Handle of the constraint defining the variable, or −1.
        var definedBy = -1
        /// Handles of the active definitions that mention the variable (not as the one defined).
        var mentions: [Int] = []
        /// 0 for an undefined variable; for a defined one, 1 + the largest level among the
        /// variables its definition mentions. Definitions are evaluated and expanded by level,
        /// so a variable that only definitions mention may be defined after them.
        var level = 0
        /// Whether the variable has ever appeared in a tableau row (then it is not fresh).
        var isInTableau = false
    }

    /// A constraint as the definitions see it (every handle past `byHandle`'s end: not one).
    struct Entry {
        /// The variable it defines, or −1 when it is no definition.
        var subject = -1
        /// Set once the definition has been substituted into a tableau row.
        var isExpanded = false
        /// The newest of the definition's entries in `expansions`, or −1.
        var lastExpansion = -1
    }

    // Written only here and in Reorientation.swift.
    var nodes: [Node] = []
    var byHandle: [Entry] = []
    /// Every expansion of a definition into a tableau constraint, linked per definition from
    /// `Entry.lastExpansion` (one array, so recording one allocates nothing).
    private(set) var expansions: [Expansion] = []
    /// The active definitions flattened in evaluation order (values, ambiguity); rebuilt when
    /// stale, see `refreshProgram`.
    var program = ValueProgram()
    /// Definitions turned to another subject so far (statistics).
    var reorientationCount = 0
    var log = Log()
    /// Scratch for `expand`: weights per variable (grown on use), the definitions still to
    /// expand, the undefined variables reached. Kept between rows, so expanding one allocates
    /// only its result.
    private var weights: [Double] = []
    private var pending = MinHeap()
    private var plain: [Int] = []

    struct Log {
        var isOpen = false
        var expansionCount = 0
        /// Variables first marked as in the tableau, definitions first marked as expanded.
        var markedInTableau: [Int] = []
        var markedExpanded: [Int] = []
        /// Definitions turned to another subject (Reorientation.swift), in order, and levels
        /// as they were before each change.
        var reorientations: [Reorientation] = []
        var levels: [(variable: Int, level: Int)] = []
    }

    /// What a reorientation changed besides levels: the definition's subject and the mention
    /// lists of the old and new subjects.
    struct Reorientation {
        var handle: Int
        var previousSubject: Int
        var previousMentions: [Int]
        var newSubjectMentions: [Int]
    }

    mutating func addVariables(_ count: Int) { nodes.append(Node(), count: count) }

    // MARK: Reading

    /// The variable constraint `handle` defines, or −1.
    @inline(__always)
    func subject(of handle: Int) -> Int { handle < byHandle.count ? byHandle[handle].subject : -1 }
    func isDefinition(_ handle: Int) -> Bool { subject(of: handle) >= 0 }
    func isExpanded(_ handle: Int) -> Bool { handle < byHandle.count && byHandle[handle].isExpanded }
    /// Handle of the definition of `variable`, or −1.
    @inline(__always)
    func definition(of variable: Int) -> Int { nodes[variable].definedBy }

    /// The definition's expansions into tableau constraints, oldest first.
    func expansions(of handle: Int) -> [Expansion] {
        var chain: [Expansion] = []   // newest first
        var link = handle < byHandle.count ? byHandle[handle].lastExpansion : -1
        while link >= 0 {
            chain.append(expansions[link])
            link = expansions[link].previous
        }
        return chain.reversed()
    }

    // MARK: Defining

    /// Whether `variable` may become the subject of a definition (cycles are checked apart):
    /// no tableau row, other definition or edit (`editConstraint`, per variable) fixes it.
    func isDefinable(_ variable: Int, editConstraint: [Int]) -> Bool {
        nodes[variable].definedBy < 0 && !nodes[variable].isInTableau && editConstraint[variable] < 0
    }

    /// Keeps constraint `index` as a definition when it is a required equality with a
    /// definable variable (the highest-indexed, usually the newest view's edge) that none of
    /// its other variables depends on. Returns whether it did. Defining a variable that
    /// definitions mention walks the definitions that depend on it (a card's own few; a
    /// chain defined back to front would walk all of it each time).
    mutating func defineIfPossible(_ index: Int, _ record: ConstraintRecord, editConstraint: [Int]) -> Bool {
        guard record.isRequired, record.relation == .equal, !record.isEdit else { return false }
        var scale = 0.0
        for t in record.terms { scale = max(scale, abs(t.coefficient)) }
        for chosen in record.terms.reversed()
            where isDefinable(chosen.variable, editConstraint: editConstraint)
            && abs(chosen.coefficient) > Tolerance.pivot * max(1, scale) {
            let dependents = nodes[chosen.variable].mentions.isEmpty ? [] : dependentVariables(of: chosen.variable)
            // A variable of the row that depends on the chosen one would close a cycle.
            if !dependents.isEmpty && record.terms.contains(where: { dependents.contains($0.variable) }) { continue }
            define(chosen.variable, by: index, record)
            return true
        }
        return false
    }

    private mutating func define(_ variable: Int, by index: Int, _ record: ConstraintRecord) {
        if index >= byHandle.count { byHandle += repeatElement(Entry(), count: index + 1 - byHandle.count) }
        byHandle[index].subject = variable
        nodes[variable].definedBy = index
        var level = 0
        for t in record.terms where t.variable != variable {
            nodes[t.variable].mentions.append(index)
            level = max(level, nodes[t.variable].level)
        }
        nodes[variable].level = level + 1
        if nodes[variable].mentions.isEmpty {
            // Mentioned by no definition: evaluated after all the others is a valid order.
            if !program.isStale { program.append(record, defining: variable) }
        } else {
            raiseLevels(above: variable)
            program.isStale = true
        }
    }

    /// Variables whose definitions depend, directly or through others, on `variable` (a set
    /// for membership only: nothing iterates it).
    private func dependentVariables(of variable: Int) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = [variable]
        while let v = stack.popLast() {
            for handle in nodes[v].mentions {
                let w = byHandle[handle].subject
                if seen.insert(w).inserted { stack.append(w) }
            }
        }
        return seen
    }

    /// Restores `level(defined) > level(mentioned)` for the definitions that depend on
    /// `variable` after its level rose (its own definition came after theirs).
    mutating func raiseLevels(above variable: Int) {
        var stack = [variable]
        while let v = stack.popLast() {
            for handle in nodes[v].mentions {
                let w = byHandle[handle].subject
                if nodes[w].level <= nodes[v].level {
                    setLevel(nodes[v].level + 1, of: w)
                    stack.append(w)
                }
            }
        }
    }

    /// Sets a definition level, logged since the checkpoint.
    mutating func setLevel(_ level: Int, of variable: Int) {
        if log.isOpen { log.levels.append((variable, nodes[variable].level)) }
        nodes[variable].level = level
    }

    /// Drops the definition made by constraint `index`; its variable becomes free again.
    mutating func undefine(_ index: Int, _ record: ConstraintRecord) {
        let subject = byHandle[index].subject
        nodes[subject].definedBy = -1
        nodes[subject].level = 0
        for t in record.terms where t.variable != subject {
            nodes[t.variable].mentions.removeAll { $0 == index }
        }
        byHandle[index].subject = -1
        program.isStale = true
    }

    /// Marks `variable` as used by a tableau row (it can no longer be defined).
    mutating func markInTableau(_ variable: Int) {
        guard !nodes[variable].isInTableau else { return }
        nodes[variable].isInTableau = true
        if log.isOpen { log.markedInTableau.append(variable) }
    }

    /// The terms of constraint `index` with every defined variable replaced by its definition,
    /// recursively, as `(constant, [(variable, coefficient)])` over undefined variables.
    /// Shared sub-definitions are expanded once (highest level first, so every definition that
    /// mentions a variable has added its weight before the variable's own is expanded), so a
    /// diamond of definitions costs its size, not its number of paths; a variable whose
    /// weights cancel is not expanded at all. Marks expanded definitions and records each
    /// expansion (for later constant changes).
    mutating func expand(_ index: Int, _ constraints: [ConstraintRecord]) -> (Double, [(Int, Double)]) {
        if weights.count < nodes.count { weights += repeatElement(0, count: nodes.count - weights.count) }
        let record = constraints[index]
        var constant = record.constant
        var pending = self.pending   // −(level · 2³² + handle): a max-heap by level, then handle
        var plain = self.plain
        self.pending = MinHeap()
        self.plain = []
        plain.removeAll(keepingCapacity: true)
        func add(_ variable: Int, _ coefficient: Double) {
            if weights[variable] == 0 {
                if nodes[variable].definedBy >= 0 {
                    pending.push(-(nodes[variable].level << 32 | nodes[variable].definedBy))
                } else {
                    plain.append(variable)
                }
            }
            weights[variable] = Tolerance.sum(weights[variable], coefficient)
        }
        for t in record.terms { add(t.variable, t.coefficient) }
        var lastHandle = Int.max
        while let negated = pending.popMin() {
            let handle = -negated & 0xffff_ffff
            if handle == lastHandle { continue }   // pushed twice after cancelling to 0
            lastHandle = handle
            let definition = constraints[handle]
            let defined = byHandle[handle].subject
            let weight = weights[defined]
            weights[defined] = 0
            guard weight != 0 else { continue }
            if !byHandle[handle].isExpanded {
                byHandle[handle].isExpanded = true
                if log.isOpen { log.markedExpanded.append(handle) }
            }
            // defined = −(constant + Σ others)/a
            var a = 0.0
            for t in definition.terms where t.variable == defined { a = t.coefficient }
            let k = -weight / a
            expansions.append(Expansion(definition: handle, constraint: index, factor: k,
                                        previous: byHandle[handle].lastExpansion))
            byHandle[handle].lastExpansion = expansions.count - 1
            constant = Tolerance.sum(constant, k * definition.constant)
            for t in definition.terms where t.variable != defined { add(t.variable, k * t.coefficient) }
        }
        plain.sort()
        var result: [(Int, Double)] = []
        for v in plain {
            let c = weights[v]
            weights[v] = 0
            // A variable whose weights cancel is not in the row: it stays definable (a card's
            // top cancels out of its title's height and is defined later by the stack).
            if c != 0 { result.append((v, c)) }
        }
        self.pending = pending   // empty, its storage kept
        self.plain = plain
        return (constant, result)
    }

    // MARK: The value program

    /// Makes the program again if stale: the active definitions sorted by level, then handle.
    mutating func refreshProgram(_ constraints: [ConstraintRecord]) {
        guard program.isStale else { return }
        var order = constraints.indices.filter { constraints[$0].isActive && isDefinition($0) }
        order.sort {
            let a = nodes[byHandle[$0].subject].level, b = nodes[byHandle[$1].subject].level
            return a != b ? a < b : $0 < $1
        }
        program.removeAll()
        for handle in order { program.append(constraints[handle], defining: byHandle[handle].subject) }
    }

    /// Constraint `handle`'s constant became `constant`: a definition's flattened copy follows.
    mutating func constantChanged(_ handle: Int, to constant: Double) {
        let subject = subject(of: handle)
        if subject >= 0 { program.setConstant(constant, ofDefinitionOf: subject) }
    }

    // MARK: Checkpoint

    mutating func checkpoint() {
        log.isOpen = true
        log.expansionCount = expansions.count
    }

    /// Keeps every change since the checkpoint.
    mutating func commit() {
        log.isOpen = false
        log.markedInTableau.removeAll(keepingCapacity: true)
        log.markedExpanded.removeAll(keepingCapacity: true)
        log.reorientations.removeAll(keepingCapacity: true)
        log.levels.removeAll(keepingCapacity: true)
    }

    /// Undoes every change since the checkpoint, bit for bit.
    mutating func rollback() {
        guard log.isOpen else { return }
        for v in log.markedInTableau { nodes[v].isInTableau = false }
        for handle in log.markedExpanded { byHandle[handle].isExpanded = false }
        undoReorientations()
        for entry in expansions[log.expansionCount...].reversed() {
            byHandle[entry.definition].lastExpansion = entry.previous
        }
        expansions.removeSubrange(log.expansionCount...)
        commit()
    }
}
