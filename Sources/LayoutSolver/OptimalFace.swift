/// The directions in which an optimal point can move and stay optimal.
///
/// At an optimal tableau the parametric symbols are coordinates of the solution space. A
/// symbol whose cost is not zero in every tier is held at 0 by optimality (moving it up costs
/// something, and no combination of moves can pay that back: the other costs are ≥ 0 too).
/// The rest, the `columns`, may move together as long as no restricted symbol goes negative:
/// a restricted column only upward, a degenerate restricted basic row (value 0) only where its
/// combination of the columns is ≥ 0, a required equality's basic marker not at all. These
/// directions form a cone; a variable is ambiguous when its value changes along some of them.
///
/// A linear function that changes somewhere on a cone changes somewhere on the cone's linear
/// span. The span is cut out by the equalities and by the *implicit* equalities: inequalities
/// that no direction of the cone makes strictly positive. Moves of single columns show most
/// inequalities strict; the few left are decided by one small LP (`strictInequalities`).
struct OptimalFaceCone {
    /// The zero-cost parametric symbols, by id.
    var columns: [Int] = []
    /// Each `Σ coefficient × column ≥ 0` (terms hold symbol ids, sorted).
    var inequalities: [[Term]] = []
    /// Each `Σ coefficient × column = 0`.
    var equalities: [[Term]] = []
}

extension Engine {
    /// The cone of optimal directions at the current tableau (see `OptimalFaceCone`).
    mutating func optimalFaceCone() -> OptimalFaceCone {
        var cone = OptimalFaceCone()
        // A defined variable's own symbol stays in no row and moves nothing: not a column.
        var isVariableSymbol = [Bool](repeating: false, count: tableau.symbolCount)
        for v in names.indices where definitions.definition(of: v) < 0 { isVariableSymbol[variableSymbol[v]] = true }
        var isColumn = [Bool](repeating: false, count: tableau.symbolCount)
        for symbol in 0..<tableau.symbolCount where tableau.slot(of: symbol) < 0 && tableau.kind(of: symbol).canEnter {
            guard tableau.kind(of: symbol) != .external || isVariableSymbol[symbol] else { continue }
            guard objective.costs.sign(of: symbol) == 0 else { continue }   // every tier within Tolerance.zero
            cone.columns.append(symbol)
            isColumn[symbol] = true
            if tableau.kind(of: symbol).isRestricted { cone.inequalities.append([Term(symbol: symbol, coefficient: 1)]) }
        }
        // Rows that hold a column and bound its moves, in slot order.
        var bounding = [Bool](repeating: false, count: tableau.rows.count)
        for symbol in cone.columns {
            for slot in tableau.liveColumn(symbol) where isBounding(tableau.rows[slot]) { bounding[slot] = true }
        }
        for slot in tableau.rows.indices where bounding[slot] {
            let terms = tableau.rows[slot].terms.filter { isColumn[$0.symbol] }
            if tableau.kind(of: tableau.rows[slot].basic) == .dummy { cone.equalities.append(terms) } else { cone.inequalities.append(terms) }
        }
        return cone
    }

    /// A row whose basic symbol would break a bound at once if it fell: a required equality's
    /// marker, or a restricted symbol at 0.
    private func isBounding(_ row: Row) -> Bool {
        let kind = tableau.kind(of: row.basic)
        return kind == .dummy || (kind.isRestricted && row.constant <= Tolerance.zero * max(1, row.scale))
    }
}
