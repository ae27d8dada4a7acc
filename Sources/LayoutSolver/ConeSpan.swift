/// The linear span of an `OptimalFaceCone`.
extension OptimalFaceCone {
    /// Directions spanning the cone's linear span, dense over `columns`: two generic
    /// combinations of a basis of the span (each basis vector weighted by a distinct irrational
    /// fraction of its column's position), so a variable that changes along any basis vector
    /// changes along one of them — unless its changes cancel for both weightings, which no
    /// layout's numbers do. `isFree(symbol)`: whether a column may also fall (an unrestricted
    /// variable). Pinned columns stay 0; the rest is solved per connected component (columns
    /// sharing a row), so a screen of many small degenerate groups costs linear time.
    func spanningDirections(isFree: (Int) -> Bool) -> [[Double]] {
        let pinned = pinnedColumns(isFree: isFree)
        guard pinned.contains(false) else { return [] }
        var directions = [[Double]](repeating: [Double](repeating: 0, count: columns.count),
                                    count: Self.weightings.count)
        for component in removing(pinned).components() {
            let globalPositions = component.columns.map(position(of:))
            let local = component.componentSpanningDirections(isFree: isFree, positions: globalPositions)
            for (lane, direction) in local.enumerated() {
                for (k, value) in direction.enumerated() { directions[lane][globalPositions[k]] = value }
            }
        }
        return directions
    }

    /// The golden ratio's and √2's fractional parts: weight `1 + frac((k + 1) × irrational)`
    /// for the column at position k, distinct for every k (as `Row.freshPerturbation`).
    static let weightings = [0.6180339887498949, 0.4142135623730951]

    static func weight(position k: Int, irrational: Double) -> Double {
        let x = Double(k + 1) * irrational
        return 1 + (x - x.rounded(.down))
    }

    /// Columns no direction moves, found without an LP: an inequality whose every live term is
    /// a restricted column with a negative coefficient (or an equality whose live terms are all
    /// of one sign on restricted columns, or a single column) holds each of them at 0. A
    /// worklist re-reads only the rows of a newly pinned column, as pinning one column can
    /// leave another alone in its row. Layouts' tight inequalities with zero cost are mostly
    /// of this kind (a bound and its mirror at the same point).
    func pinnedColumns(isFree: (Int) -> Bool) -> [Bool] {
        var pinned = [Bool](repeating: false, count: columns.count)
        let free = columns.map(isFree)
        // The rows' terms by column position, flat (a row is read again each time a column of
        // it is pinned, and a screen's cone has a row per tight bound): row r's terms are
        // `termStart[r]..<termStart[r + 1]`, equalities after the inequalities.
        var termStart = [0], positions: [Int] = [], coefficients: [Double] = []
        var columnCount = [Int](repeating: 0, count: columns.count + 1)
        for row in [inequalities, equalities].joined() {
            for t in row {
                let k = position(of: t.symbol)
                positions.append(k)
                coefficients.append(t.coefficient)
                columnCount[k + 1] += 1
            }
            termStart.append(positions.count)
        }
        let firstEquality = inequalities.count, rowCount = termStart.count - 1
        // The rows holding each column, likewise flat: `rowsOf[columnStart[k]..<columnStart[k + 1]]`.
        var columnStart = columnCount
        for k in columns.indices { columnStart[k + 1] += columnStart[k] }
        var rowsOf = [Int](repeating: 0, count: positions.count), filled = columnStart
        for r in 0..<rowCount {
            for i in termStart[r]..<termStart[r + 1] {
                rowsOf[filled[positions[i]]] = r
                filled[positions[i]] += 1
            }
        }
        func pinsAll(_ r: Int) -> Bool {
            let isEquality = r >= firstEquality
            var live = 0, anyFree = false, allNegative = true, allPositive = true
            for i in termStart[r]..<termStart[r + 1] where !pinned[positions[i]] {
                live += 1
                anyFree = anyFree || free[positions[i]]
                if coefficients[i] >= 0 { allNegative = false }
                if coefficients[i] <= 0 { allPositive = false }
            }
            guard live > 0 else { return false }
            if isEquality && live == 1 { return true }
            if anyFree { return false }
            return allNegative || (isEquality && allPositive)
        }
        var work = Array((0..<rowCount).reversed())
        while let r = work.popLast() {
            guard pinsAll(r) else { continue }
            for i in termStart[r]..<termStart[r + 1] where !pinned[positions[i]] {
                let k = positions[i]
                pinned[k] = true
                work.append(contentsOf: rowsOf[columnStart[k]..<columnStart[k + 1]])
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

    /// The cone split into independent cones: columns that share a row are in one (union-find),
    /// ordered by their first column; a column in no row is a cone of its own.
    func components() -> [OptimalFaceCone] {
        var parent = Array(columns.indices)
        func root(_ k: Int) -> Int {
            var k = k
            while parent[k] != k { parent[k] = parent[parent[k]]; k = parent[k] }
            return k
        }
        for row in inequalities + equalities {
            let first = root(position(of: row[0].symbol))
            for t in row.dropFirst() {
                let other = root(position(of: t.symbol))
                if other != first { parent[max(first, other)] = min(first, other) }
            }
        }
        var index = [Int](repeating: -1, count: columns.count)
        var parts: [OptimalFaceCone] = []
        for k in columns.indices {
            let r = root(k)
            if index[r] < 0 { index[r] = parts.count; parts.append(OptimalFaceCone()) }
            parts[index[r]].columns.append(columns[k])
        }
        for row in inequalities { parts[index[root(position(of: row[0].symbol))]].inequalities.append(row) }
        for row in equalities { parts[index[root(position(of: row[0].symbol))]].equalities.append(row) }
        return parts
    }

    /// `spanningDirections` for one component, dense over its columns; `positions` are the
    /// columns' positions in the whole cone, which choose their weights.
    private func componentSpanningDirections(isFree: (Int) -> Bool, positions: [Int]) -> [[Double]] {
        let strict = strictInequalities(isFree: isFree)
        var held = equalities
        for (i, inequality) in inequalities.enumerated() where !strict[i] { held.append(inequality) }
        let echelon = ReducedEchelon(held.map { terms in
            var row = [Double](repeating: 0, count: columns.count)
            for t in terms { row[position(of: t.symbol)] = t.coefficient }
            return row
        }, width: columns.count)
        return Self.weightings.map { irrational in
            var direction = [Double](repeating: 0, count: columns.count)
            for k in columns.indices where !echelon.isPivot[k] {
                direction[k] = Self.weight(position: positions[k], irrational: irrational)
            }
            for (row, pivot) in echelon.pivots.enumerated() {
                var sum = 0.0
                for k in columns.indices where !echelon.isPivot[k] { sum += echelon.rows[row][k] * direction[k] }
                direction[pivot] = -sum
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
        assert(columns[lo] == symbol, "symbol \(symbol) is not a column")
        return lo
    }
}

