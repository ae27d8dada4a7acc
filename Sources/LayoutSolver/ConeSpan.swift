/// The linear span of an `OptimalFaceCone`.
extension OptimalFaceCone {
    /// Directions spanning the cone's linear span, dense over `columns`: two generic
    /// combinations of a basis of the span (each basis vector weighted by a distinct irrational
    /// fraction), so a variable that changes along any basis vector changes along one of them
    /// — unless its changes cancel for both weightings, which no layout's numbers do.
    /// `isFree(symbol)`: whether a column may also fall (an unrestricted variable).
    func spanningDirections(isFree: (Int) -> Bool) -> [[Double]] {
        let pinned = pinnedColumns(isFree: isFree)
        guard pinned.contains(false) else { return [] }
        let reduced = removing(pinned)
        return reduced.unpinnedSpanningDirections(isFree: isFree).map { reducedDirection in
            var direction = [Double](repeating: 0, count: columns.count)
            for (k, symbol) in reduced.columns.enumerated() { direction[position(of: symbol)] = reducedDirection[k] }
            return direction
        }
    }

    /// Columns no direction moves, found without an LP: an inequality whose every term is a
    /// restricted column with a negative coefficient (or an equality whose terms are all of one
    /// sign on restricted columns, or a single column) holds each of them at 0; repeated, as
    /// pinning one column can leave another alone in its row. Layouts' tight inequalities
    /// with zero cost are mostly of this kind (a bound and its mirror at the same point).
    func pinnedColumns(isFree: (Int) -> Bool) -> [Bool] {
        var pinned = [Bool](repeating: false, count: columns.count)
        func pinsAll(_ terms: [Term], _ isEquality: Bool) -> Bool {
            let live = terms.filter { !pinned[position(of: $0.symbol)] }
            guard !live.isEmpty else { return false }
            if isEquality && live.count == 1 { return true }
            if live.contains(where: { isFree($0.symbol) }) { return false }
            return live.allSatisfy { $0.coefficient < 0 } || (isEquality && live.allSatisfy { $0.coefficient > 0 })
        }
        var changed = true
        while changed {
            changed = false
            for (terms, isEquality) in inequalities.map({ ($0, false) }) + equalities.map({ ($0, true) })
                where pinsAll(terms, isEquality) {
                for t in terms { pinned[position(of: t.symbol)] = true }
                changed = true
            }
        }
        return pinned
    }

    /// The cone on the columns not pinned, their terms only; rows left empty dropped.
    func removing(_ pinned: [Bool]) -> OptimalFaceCone {
        let keep = { (terms: [Term]) -> [Term] in terms.filter { !pinned[self.position(of: $0.symbol)] } }
        return OptimalFaceCone(columns: columns.indices.filter { !pinned[$0] }.map { columns[$0] },
                               inequalities: inequalities.map(keep).filter { !$0.isEmpty },
                               equalities: equalities.map(keep).filter { !$0.isEmpty })
    }

    private func unpinnedSpanningDirections(isFree: (Int) -> Bool) -> [[Double]] {
        let strict = strictInequalities(isFree: isFree)
        var held = equalities
        for (i, inequality) in inequalities.enumerated() where !strict[i] { held.append(inequality) }
        // Only the columns the held rows mention are coupled; the rest move freely.
        var involved: [Int] = []
        var slot = [Int](repeating: -1, count: columns.count)
        for row in held {
            for t in row where slot[position(of: t.symbol)] < 0 {
                slot[position(of: t.symbol)] = 0
                involved.append(position(of: t.symbol))
            }
        }
        involved.sort()
        for (i, k) in involved.enumerated() { slot[k] = i }
        let echelon = ReducedEchelon(held.map { terms in
            var row = [Double](repeating: 0, count: involved.count)
            for t in terms { row[slot[position(of: t.symbol)]] = t.coefficient }
            return row
        })
        return [0.6180339887498949, 0.4142135623730951].map { irrational in
            var direction = [Double](repeating: 0, count: columns.count)
            for k in columns.indices where slot[k] < 0 || !echelon.isPivot[slot[k]] {
                let x = Double(k + 1) * irrational
                direction[k] = 1 + (x - x.rounded(.down))
            }
            for (row, pivot) in echelon.pivots.enumerated() {
                var sum = 0.0
                for (i, k) in involved.enumerated() where !echelon.isPivot[i] { sum += echelon.rows[row][i] * direction[k] }
                direction[involved[pivot]] = -sum
            }
            return direction
        }
    }

    /// Which inequalities some direction of the cone makes strictly positive.
    ///
    /// First single columns: a column that may rise (no inequality falls with it, no equality
    /// holds it) makes every inequality it raises strict; likewise a free column falling.
    /// Inequalities still undecided go to one LP over the cone: maximise Σ yᵢ with
    /// 0 ≤ yᵢ ≤ 1 and inequalityᵢ ≥ yᵢ. The cone is closed under sums and scaling, so one
    /// optimum reaches yᵢ = 1 for every inequality that can be strict, and yᵢ = 0 is forced for
    /// the implicit equalities. The LP is solved by a `Solver` of its own.
    func strictInequalities(isFree: (Int) -> Bool) -> [Bool] {
        // Per column, the inequalities that hold it (index, coefficient) and whether an equality does.
        var holding = [[(inequality: Int, coefficient: Double)]](repeating: [], count: columns.count)
        var heldByEquality = [Bool](repeating: false, count: columns.count)
        for (i, inequality) in inequalities.enumerated() {
            for t in inequality { holding[position(of: t.symbol)].append((i, t.coefficient)) }
        }
        for equality in equalities { for t in equality { heldByEquality[position(of: t.symbol)] = true } }

        var strict = [Bool](repeating: false, count: inequalities.count)
        for (k, column) in columns.enumerated() where !heldByEquality[k] {
            if !holding[k].contains(where: { $0.coefficient < 0 }) {
                for h in holding[k] { strict[h.inequality] = true }
            } else if isFree(column) && !holding[k].contains(where: { $0.coefficient > 0 }) {
                for h in holding[k] { strict[h.inequality] = true }
            }
        }
        guard strict.contains(false) else { return strict }

        let lp = Solver()
        let direction = columns.map { lp.addVariable(named: "d\($0)") }
        let expression = { (terms: [Term]) -> LinearExpression in
            LinearExpression(terms: terms.map { (direction[self.position(of: $0.symbol)], $0.coefficient) })
        }
        var reach: [(inequality: Int, variable: Variable)] = []
        for (i, inequality) in inequalities.enumerated() {
            var e = expression(inequality)
            if !strict[i] {
                let y = lp.addVariable(named: "y\(i)")
                e.terms.append((y, -1))
                _ = try? lp.addConstraint(LinearExpression(y), .greaterThanOrEqual)
                _ = try? lp.addConstraint(LinearExpression(y, plus: -1), .lessThanOrEqual)
                _ = try? lp.addConstraint(LinearExpression(y, plus: -1), .equal, priority: .low)
                reach.append((i, y))
            }
            _ = try? lp.addConstraint(e, .greaterThanOrEqual)
        }
        for equality in equalities { _ = try? lp.addConstraint(expression(equality), .equal) }
        for (i, y) in reach where lp.value(of: y) > 0.5 { strict[i] = true }
        return strict
    }

    /// A column's position in `columns` (sorted by symbol id).
    func position(of symbol: Int) -> Int {
        var lo = 0, hi = columns.count - 1
        while lo < hi {
            let mid = (lo + hi) >> 1
            if columns[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

