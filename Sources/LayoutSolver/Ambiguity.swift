/// Which variables the constraints leave free at the optimum.
extension Engine {
    /// Variables whose value can move without changing any tier's error and without breaking
    /// a required constraint, sorted by index.
    ///
    /// Each direction spanning the optimal face's cone (`OptimalFaceCone`) moves its columns,
    /// every basic symbol through its row, and each defined variable through its definition;
    /// a variable moves when one direction changes it by more than the cancellation noise
    /// of the terms that moved it (a definition `x = y − z` with y and z moving together
    /// leaves x fixed).
    mutating func ambiguousVariables() -> [Int] {
        let cone = optimalFaceCone()
        let directions = cone.spanningDirections(isFree: { tableau.kind(of: $0) == .external })
        guard !directions.isEmpty else { return [] }
        var moves = [Bool](repeating: false, count: names.count)
        definitions.refreshProgram(constraints)
        let program = definitions.program
        var change = [Double](repeating: 0, count: tableau.symbolCount)
        var magnitude = [Double](repeating: 0, count: tableau.symbolCount)
        var variableChange = [Double](repeating: 0, count: names.count)
        var variableMagnitude = [Double](repeating: 0, count: names.count)
        for direction in directions {
            var touched: [Int] = []
            for (k, symbol) in cone.columns.enumerated() where direction[k] != 0 {
                change[symbol] = direction[k]
                magnitude[symbol] = abs(direction[k])
                touched.append(symbol)
                for slot in tableau.liveColumn(symbol) {
                    let basic = tableau.rows[slot].basic, moved = tableau.rows[slot].coefficient(of: symbol) * direction[k]
                    if magnitude[basic] == 0 { touched.append(basic) }
                    change[basic] += moved
                    magnitude[basic] += abs(moved)
                }
            }
            for v in names.indices where program.entry(of: v) < 0 {
                let symbol = variableSymbol[v]
                variableChange[v] = Self.beyondNoise(change[symbol], magnitude[symbol])
                variableMagnitude[v] = abs(variableChange[v])
            }
            for i in program.defined.indices {
                var sum = 0.0, size = 0.0
                for k in program.start[i]..<program.start[i + 1] {
                    let moved = program.coefficients[k] * variableChange[program.variables[k]]
                    sum += moved
                    size += abs(program.coefficients[k]) * variableMagnitude[program.variables[k]]
                }
                let v = program.defined[i], a = abs(program.coefficient[i])
                variableChange[v] = -Self.beyondNoise(sum, size) / program.coefficient[i]
                variableMagnitude[v] = size / a
            }
            for v in names.indices where variableChange[v] != 0 { moves[v] = true }
            for symbol in touched { change[symbol] = 0; magnitude[symbol] = 0 }
        }
        return names.indices.filter { moves[$0] }
    }

    /// `value`, or 0 when it is below `Tolerance.zero` of the magnitude of the moves that made it.
    private static func beyondNoise(_ value: Double, _ magnitude: Double) -> Double {
        abs(value) <= Tolerance.zero * magnitude ? 0 : value
    }
}
