/// Iterative refinement of the row constants.
///
/// Every pivot rewrites row constants as sums; when a system passes through huge values (a
/// 0.001 coefficient against a 1000 one makes a view 1e8 wide until a later bound comes) and
/// then returns to ordinary ones, those sums cancel and leave an absolute error of
/// ε × 1e11 — amplified by the same coefficients to 1e-3 and more in the final values.
/// The basis is right, its constants are not. Each constraint's residual at the current
/// values says how far the tableau's copy of its constant drifted; shifting the constant
/// back through its marker's column (`applyShift`) is one Newton step with the tableau as the
/// approximate inverse, and cancels the drift to the tableau coefficients' accuracy.
///
/// It costs a pass over every constraint, so it runs only after an operation in which a sum
/// of constants cancelled seven digits or a pivot was 1,000 times smaller than its row
/// (`Tolerance.refinementTrigger`, `.amplifyingPivot`): never in the layouts and benchmarks
/// of this repository, whose bits it therefore leaves alone.
extension Engine {
    /// Refines the constants when a sum lost precision since the last time (a public
    /// operation ends with this; ordinary layouts never lose that much and skip it).
    mutating func refineIfLostPrecision() {
        guard tableau.constantsLostPrecision else { return }
        refineConstants()
        // The refinement's own shifts and pivots may set it again: they are checked already.
        tableau.constantsLostPrecision = false
    }

    /// How far constraint `index` is from holding at the current values, markers included
    /// (`0 = C + Σ a·x + μ·marker − μ·other` as its row was created).
    func residual(of index: Int) -> (value: Double, magnitude: Double) {
        let record = constraints[index]
        var sum = record.constant, magnitude = abs(record.constant)
        for t in record.terms {
            let term = t.coefficient * values.values[t.variable]
            sum += term
            magnitude += abs(term)
        }
        let marker = record.markerCoefficient * tableau.value(of: record.marker)
        sum += marker
        magnitude += abs(marker)
        if record.other >= 0 {
            let other = record.markerCoefficient * tableau.value(of: record.other)
            sum -= other
            magnitude += abs(other)
        }
        return (sum, magnitude)
    }

    /// Whether every dummy row (a redundant required equality) is still 0, to the tolerance
    /// `applyShift` allows a shift of `size`.
    private func redundantEqualitiesHold(within size: Double) -> Bool {
        for row in tableau.liveRows where tableau.kind(of: row.basic) == .dummy
            && abs(row.constant) > Tolerance.zero * max(1, size) {
            return false
        }
        return true
    }

    /// Tableau constraints, by handle, with their residuals; and the worst residual relative
    /// to the magnitude of its terms.
    mutating func residuals() -> (shifts: [(index: Int, delta: Double)], worst: Double) {
        refreshValuesIfNeeded()
        var shifts: [(index: Int, delta: Double)] = []
        var worst = 0.0
        for i in constraints.indices where constraints[i].isActive && !definitions.isDefinition(i) && constraints[i].marker >= 0 {
            let r = residual(of: i)
            guard r.value != 0 else { continue }
            shifts.append((i, r.value))
            worst = max(worst, abs(r.value) / max(1, r.magnitude))
        }
        return (shifts, worst)
    }

    /// Up to three refinement steps, each kept only when it leaves the required constraints
    /// consistent and the worst residual smaller (a tableau too inaccurate to be its own
    /// inverse could make them larger); otherwise undone bit for bit.
    mutating func refineConstants() {
        guard !isInTransaction else { return }
        var (shifts, worst) = residuals()
        for _ in 0..<3 where !shifts.isEmpty && worst > Tolerance.refined {
            beginTransaction()
            values.invalidate()
            // Redundant required equalities (dummy rows) are off while the shifts are half
            // applied: checked once, after all of them.
            var largest = 0.0
            for shift in shifts {
                _ = applyShift(of: shift.index, by: shift.delta)
                largest = max(largest, abs(shift.delta))
            }
            var consistent = redundantEqualitiesHold(within: largest)
            if consistent { consistent = dualOptimize() }
            values.invalidate()
            let after = consistent ? residuals() : (shifts: shifts, worst: worst)
            guard consistent && after.worst < worst else {
                rollbackTransaction()
                values.invalidate()
                return
            }
            commitTransaction()
            refinementCount += 1
            (shifts, worst) = after
        }
    }
}
