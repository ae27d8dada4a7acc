import Testing
@testable import LayoutSolver

/// The benchmark's chain of views, whose widths are tied neighbour to neighbour at 750: the
/// system whose tableau fills in (each width's row holds every earlier view's errors), solved
/// to its closed-form layout under Dantzig's rule with the perturbed ratio test.
struct ChainTests {
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

    @Test func chainBuildsAndShrinksExactly() throws {
        let chain = try Chain(count: 60)
        chain.expectWidths(100)
        try chain.solver.setConstant(-0.9 * chain.wanted, of: chain.bound!)
        chain.expectWidths((0.9 * chain.wanted - 59 * 8) / 60)
        try chain.solver.setConstant(-chain.wanted, of: chain.bound!)
        chain.expectWidths(100)
    }
}
