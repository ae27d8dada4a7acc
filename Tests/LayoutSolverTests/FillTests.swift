import Testing
@testable import LayoutSolver

/// The fill-reducing subject choice: a row with no external variable and a zero constant is
/// solved for the slack or error that leaves the fewest terms. Checked on the benchmark's
/// chain of views, whose widths are tied neighbour to neighbour at 750.
struct FillTests {
    struct Chain {
        let solver = Solver()
        var left: [Variable] = [], width: [Variable] = []
        let container: Variable
        var bound: ConstraintHandle?
        let wanted: Double

        init(count: Int) throws {
            let s = solver
            container = s.addVariable(named: "container")
            wanted = Double(count) * 108 - 8
            for i in 0..<count {
                let l = s.addVariable(named: "l\(i)"), w = s.addVariable(named: "w\(i)")
                let t = s.addVariable(named: "t\(i)"), h = s.addVariable(named: "h\(i)")
                if i > 0 {
                    try s.addConstraint(expr((l, 1), (left[i - 1], -1), (width[i - 1], -1), constant: -8), .equal)
                    try s.addConstraint(expr((w, 1), (width[i - 1], -1)), .equal, priority: .high)
                } else {
                    try s.addConstraint(expr((l, 1)), .equal)
                }
                try s.addConstraint(expr((t, 1)), .equal)
                try s.addConstraint(expr((w, 1), constant: -50), .greaterThanOrEqual)
                try s.addConstraint(expr((w, 1), constant: -100), .equal, priority: .low)
                try s.addConstraint(expr((h, 1), constant: -20), .greaterThanOrEqual)
                try s.addConstraint(expr((h, 1), constant: -44), .equal, priority: .low)
                left.append(l)
                width.append(w)
            }
            try s.addConstraint(expr((left[count - 1], 1), (width[count - 1], 1), (container, -1)), .lessThanOrEqual)
            bound = try s.addConstraint(expr((container, 1), constant: -wanted), .equal, priority: .high)
        }

        func expectWidths(_ expected: Double) {
            for i in width.indices {
                #expect(abs(solver.value(of: width[i]) - expected) < 1e-6, "width \(i)")
                #expect(abs(solver.value(of: left[i]) - Double(i) * (expected + 8)) < 1e-6, "left \(i)")
            }
        }
    }

    @Test func chainBuildsExactlyWithAboutThreePivotsAView() throws {
        let chain = try Chain(count: 60)
        chain.expectWidths(100)
        // Solved for its own error, each width row became the sum of all earlier views'
        // errors, and the last add then took over a thousand pivots at 100 views (14 a view);
        // solved for the neighbour's error, about 3 a view.
        #expect(chain.solver.statistics.pivots <= 200)
        try chain.solver.setConstant(-0.9 * chain.wanted, of: chain.bound!)
        chain.expectWidths((0.9 * chain.wanted - 59 * 8) / 60)
        try chain.solver.setConstant(-chain.wanted, of: chain.bound!)
        chain.expectWidths(100)
    }

    /// `0 = e1 − e2 + 2·s` (no external, constant 0): the subject is the symbol whose
    /// substitution leaves the fewest terms, which `netFill` counts with cancellations.
    @Test func netFillCountsCancellations() {
        var engine = Engine()
        let a = engine.newSymbol(.error), b = engine.newSymbol(.error), c = engine.newSymbol(.slack)
        let x = engine.addVariable(named: "x")
        let xs = engine.variableSymbol[x]
        // x = 5 + a − b: solving the new row for a (a = b − 2c) leaves x = 5 − 2c (one term
        // fewer); solving for b (b = a + 2c) leaves x = 5 − 2c too; c is in no row.
        engine.insertRow(Row(basic: xs, constant: 5, terms: [Term(symbol: a, coefficient: 1), Term(symbol: b, coefficient: -1)]))
        let terms = [Term(symbol: a, coefficient: 1), Term(symbol: b, coefficient: -1), Term(symbol: c, coefficient: 2)]
        #expect(engine.netFill(solvingFor: terms[0], in: terms) == -1)
        #expect(engine.netFill(solvingFor: terms[1], in: terms) == -1)
        #expect(engine.netFill(solvingFor: terms[2], in: terms) == 0)
    }
}
