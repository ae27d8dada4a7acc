/// Required equalities kept outside the tableau as definitions `variable = …`.
///
/// A variable can be defined when no tableau row, other definition or edit fixes it: it is
/// either fresh (nothing mentions it) or mentioned only by other definitions. A required
/// equality solved for such a variable always holds, so it needs no simplex work.
///
/// Definitions form an acyclic graph, ordered by `definitionLevel` (a defined variable's level
/// exceeds that of every variable its definition mentions): values are evaluated in level
/// order and expansions proceed from the highest level down. A stack of cards needs the
/// second kind: `card.top == previous.bottom + 8` comes after the card's own constraints,
/// whose definitions already mention `card.top`; as a tableau row instead, every card's top
/// carried every earlier card's marker (a 2,000-view screen held 1.1 M terms).
extension Engine {
    /// Whether `variable` may become the subject of a definition (cycles are checked apart).
    func isDefinable(_ variable: Int) -> Bool {
        definedBy[variable] < 0 && !isInTableau[variable] && editConstraint[variable] < 0
    }

    /// Keeps constraint `index` as a definition when it is a required equality with a
    /// definable variable (the highest-indexed, usually the newest view's edge) that none of
    /// its other variables depends on. Returns whether it did. Defining a variable that
    /// definitions mention walks the definitions that depend on it (a card's own few; a
    /// chain defined back to front would walk all of it each time).
    mutating func defineIfPossible(_ index: Int) -> Bool {
        let record = constraints[index]
        guard record.isRequired, record.relation == .equal, !record.isEdit else { return false }
        var scale = 0.0
        for t in record.terms { scale = max(scale, abs(t.coefficient)) }
        for chosen in record.terms.reversed()
            where isDefinable(chosen.variable) && abs(chosen.coefficient) > Tolerance.pivot * max(1, scale) {
            let dependents = referencingDefinitions[chosen.variable].isEmpty ? [] : dependentVariables(of: chosen.variable)
            // A variable of the row that depends on the chosen one would close a cycle.
            if !dependents.isEmpty && record.terms.contains(where: { dependents.contains($0.variable) }) { continue }
            define(chosen.variable, by: index)
            return true
        }
        return false
    }

    private mutating func define(_ variable: Int, by index: Int) {
        let record = constraints[index]
        constraints[index].definedVariable = variable
        definedBy[variable] = index
        var level = 0
        for t in record.terms where t.variable != variable {
            referencingDefinitions[t.variable].append(index)
            level = max(level, definitionLevel[t.variable])
        }
        definitionLevel[variable] = level + 1
        if referencingDefinitions[variable].isEmpty {
            // Mentioned by no definition: evaluated after all the others is a valid order.
            if !valueProgram.isStale { valueProgram.append(constraints[index]) }
        } else {
            raiseLevels(above: variable)
            valueProgram.isStale = true
        }
    }

    /// Variables whose definitions depend, directly or through others, on `variable` (a set
    /// for membership only: nothing iterates it).
    private func dependentVariables(of variable: Int) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = [variable]
        while let v = stack.popLast() {
            for handle in referencingDefinitions[v] {
                let w = constraints[handle].definedVariable
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
            for handle in referencingDefinitions[v] {
                let w = constraints[handle].definedVariable
                if definitionLevel[w] <= definitionLevel[v] {
                    setDefinitionLevel(definitionLevel[v] + 1, of: w)
                    stack.append(w)
                }
            }
        }
    }

    /// Drops the definition made by constraint `index`; its variable becomes free again.
    mutating func undefine(_ index: Int) {
        let record = constraints[index]
        definedBy[record.definedVariable] = -1
        definitionLevel[record.definedVariable] = 0
        for t in record.terms where t.variable != record.definedVariable {
            referencingDefinitions[t.variable].removeAll { $0 == index }
        }
        constraints[index].definedVariable = -1
        valueProgram.isStale = true
    }

    /// The terms of constraint `index` with every defined variable replaced by its definition,
    /// recursively, as `(constant, [(variable, coefficient)])` over undefined variables.
    /// Shared sub-definitions are expanded once (highest level first, so every definition that
    /// mentions a variable has added its weight before the variable's own is expanded), so a
    /// diamond of definitions costs its size, not its number of paths; a variable whose
    /// weights cancel is not expanded at all. Marks expanded definitions.
    mutating func expandDefinitions(_ index: Int) -> (Double, [(Int, Double)]) {
        let record = constraints[index]
        var constant = record.constant
        var pending = MinHeap()   // −(level · 2³² + handle): a max-heap by level, then handle
        var plain: [Int] = []
        func add(_ variable: Int, _ coefficient: Double) {
            if variableAccumulator[variable] == 0 {
                if definedBy[variable] >= 0 {
                    pending.push(-(definitionLevel[variable] << 32 | definedBy[variable]))
                } else {
                    plain.append(variable)
                }
            }
            variableAccumulator[variable] = Tolerance.sum(variableAccumulator[variable], coefficient)
        }
        for t in record.terms { add(t.variable, t.coefficient) }
        var lastHandle = Int.max
        while let negated = pending.popMin() {
            let handle = -negated & 0xffff_ffff
            if handle == lastHandle { continue }   // pushed twice after cancelling to 0
            lastHandle = handle
            let definition = constraints[handle]
            let defined = definition.definedVariable
            let weight = variableAccumulator[defined]
            variableAccumulator[defined] = 0
            guard weight != 0 else { continue }
            if !constraints[handle].isExpanded {
                constraints[handle].isExpanded = true
                if journal.isOpen { journal.markedExpanded.append(handle) }
            }
            // defined = −(constant + Σ others)/a
            var a = 0.0
            for t in definition.terms where t.variable == defined { a = t.coefficient }
            let k = -weight / a
            expansions.append(Expansion(definition: handle, constraint: index, factor: k,
                                        previous: constraints[handle].lastExpansion))
            constraints[handle].lastExpansion = expansions.count - 1
            constant = Tolerance.sum(constant, k * definition.constant)
            for t in definition.terms where t.variable != defined { add(t.variable, k * t.coefficient) }
        }
        plain.sort()
        var result: [(Int, Double)] = []
        for v in plain {
            let c = variableAccumulator[v]
            variableAccumulator[v] = 0
            // A variable whose weights cancel is not in the row: it stays definable (a card's
            // top cancels out of its title's height and is defined later by the stack).
            if c != 0 { result.append((v, c)) }
        }
        return (constant, result)
    }

    /// Marks every cached value stale in O(1): a value is current when its epoch is.
    mutating func invalidateValues() {
        valuesEpoch &+= 1
        valuesComputedLazily = 0
    }

    /// After this many values computed one by one since the last change, the reader is
    /// reading most of them: one pass over everything in handle order is then cheaper.
    static let lazyValueLimit = 256

    /// Every value current, computed at once unless they already are.
    mutating func refreshValuesIfNeeded() {
        if allValuesEpoch != valuesEpoch { refreshAllValues() }
    }

    /// Every value at once: tableau variables, then definitions in evaluation order (each
    /// after the ones it mentions), from the flattened program. The same expressions, summed
    /// in the same order, as `value(of:)`, so the same bits.
    mutating func refreshAllValues() {
        for v in names.indices where definedBy[v] < 0 { values[v] = symbolValue(variableSymbol[v]) }
        let program = currentValueProgram()
        values.withUnsafeMutableBufferPointer { values in
            for i in program.defined.indices {
                var sum = program.constant[i]
                for k in program.start[i]..<program.start[i + 1] {
                    sum += program.coefficients[k] * values[program.variables[k]]
                }
                values[program.defined[i]] = -sum / program.coefficient[i]
            }
        }
        allValuesEpoch = valuesEpoch
    }

    /// The variable's value, computed on demand and cached until the next change: a tableau
    /// variable's is its row's constant, a defined one's comes from its definition (whose
    /// variables are older, so the walk ends). Reading one value costs its dependencies only.
    /// Each value is the same expression whatever the reading order, so the bits are too.
    mutating func value(of variable: Int) -> Double {
        let epoch = valuesEpoch
        if valueEpoch[variable] == epoch || allValuesEpoch == epoch { return values[variable] }
        valuesComputedLazily += 1
        if valuesComputedLazily > Engine.lazyValueLimit {
            refreshAllValues()
            return values[variable]
        }
        if definedBy[variable] < 0 {
            values[variable] = symbolValue(variableSymbol[variable])
            valueEpoch[variable] = epoch
            return values[variable]
        }
        // Usually (reading values in creation order) the definition's variables are current.
        let handle = definedBy[variable]
        var sum = constraints[handle].constant, a = 0.0, ready = true
        for t in constraints[handle].terms {
            if t.variable == variable {
                a = t.coefficient
            } else if valueEpoch[t.variable] == epoch {
                sum += t.coefficient * values[t.variable]
            } else if definedBy[t.variable] < 0 {
                let value = symbolValue(variableSymbol[t.variable])
                values[t.variable] = value
                valueEpoch[t.variable] = epoch
                sum += t.coefficient * value
            } else {
                ready = false
                break
            }
        }
        if ready {
            values[variable] = -sum / a
            valueEpoch[variable] = epoch
            return values[variable]
        }
        // Depth-first without recursion (a chain of definitions may be thousands deep), over
        // buffers so the walk neither copies arrays nor checks exclusivity per step, on a
        // stack kept between reads so reading every value allocates nothing.
        var reusable = valueStack
        valueStack = []
        constraints.withUnsafeBufferPointer { records in
            values.withUnsafeMutableBufferPointer { values in
                valueEpoch.withUnsafeMutableBufferPointer { valueEpoch in
                    var stack = reusable   // a local, not a captured box, in the hot loop
                    stack.append(variable)
                    while let top = stack.last, stack.count <= Engine.lazyValueLimit {
                        let record = records[definedBy[top]]
                        var ready = true
                        for t in record.terms where t.variable != top && valueEpoch[t.variable] != epoch {
                            if definedBy[t.variable] < 0 {
                                let slot = rowOf[variableSymbol[t.variable]]
                                values[t.variable] = slot >= 0 ? rows[slot].constant : 0
                                valueEpoch[t.variable] = epoch
                            } else {
                                ready = false
                                stack.append(t.variable)
                            }
                        }
                        guard ready else { continue }
                        stack.removeLast()
                        guard valueEpoch[top] != epoch else { continue }   // reached twice
                        var sum = record.constant, a = 0.0
                        for t in record.terms {
                            if t.variable == top { a = t.coefficient } else { sum += t.coefficient * values[t.variable] }
                        }
                        values[top] = -sum / a
                        valueEpoch[top] = epoch
                    }
                    reusable = stack
                }
            }
        }
        let isDeep = !reusable.isEmpty   // gave up: a long chain of definitions
        reusable.removeAll(keepingCapacity: true)
        valueStack = reusable
        if isDeep { refreshAllValues() }
        return values[variable]
    }
}
