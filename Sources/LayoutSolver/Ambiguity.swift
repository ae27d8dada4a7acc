/// Which variables the constraints leave free at the optimum.
extension Engine {
    /// Variables whose value can move without changing any tier's error and without breaking
    /// a required constraint, sorted by index.
    ///
    /// At an optimal tableau, such a move is a parametric symbol with zero cost in every tier
    /// that can move in some direction without driving a degenerate (zero-valued) restricted
    /// basic symbol negative: an unrestricted variable either way, a slack or error upward.
    /// Each free symbol moves itself and every basic symbol whose row holds it; definitions
    /// then pass the movement on to the variables they define.
    mutating func ambiguousVariables() -> [Int] {
        var movesSymbol = [Bool](repeating: false, count: kinds.count)
        for symbol in kinds.indices where rowOf[symbol] < 0 && kinds[symbol].canEnter {
            guard objective.sign(of: symbol) == 0, isZeroCost(symbol) else { continue }
            let column = liveColumn(symbol)
            var canRise = true, canFall = kinds[symbol] == .external
            for slot in column {
                let row = rows[slot]
                guard kinds[row.basic].isRestricted, row.constant <= Tolerance.zero * max(1, row.scale) else { continue }
                let c = row.coefficient(of: symbol)
                if c < 0 { canRise = false }
                if c > 0 { canFall = false }
                if kinds[row.basic] == .dummy { canRise = false; canFall = false }
            }
            guard canRise || canFall else { continue }
            movesSymbol[symbol] = true
            for slot in column { movesSymbol[rows[slot].basic] = true }
        }
        var moves = [Bool](repeating: false, count: names.count)
        for v in names.indices where definedBy[v] < 0 { moves[v] = movesSymbol[variableSymbol[v]] }
        let program = currentValueProgram()
        for i in program.defined.indices
            where program.variables[program.start[i]..<program.start[i + 1]].contains(where: { moves[$0] }) {
            moves[program.defined[i]] = true
        }
        return names.indices.filter { moves[$0] }
    }

    /// Every tier's coefficient exactly negligible (sign(of:) already said no tier leads).
    private func isZeroCost(_ symbol: Int) -> Bool {
        for t in 0..<objective.tierCount where abs(objective.coefficient(tier: t, symbol: symbol)) > Tolerance.zero {
            return false
        }
        return true
    }
}
