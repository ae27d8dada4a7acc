import Testing
@testable import LayoutSolver

/// Rows whose coefficients span many orders of magnitude, found by a differential fuzz
/// against HiGHS: tolerances relative to a row's largest coefficient must not make a
/// satisfiable constraint look unsatisfiable.
struct ScaleSpreadTests {
    /// `x0 >= 1/3`, `-0.001·x1 + 1000·x0 == 1.333` (so x1 = 332000.33…), then `-1000·x1 <= 0`:
    /// it holds, but once x1's definition is expanded the row's scale is 1e9 and its own
    /// slack's coefficient (−1) read as noise: the constraint was refused, optional or not.
    @Test(arguments: [750, 1000])
    func ownSlackIsASubjectWhateverTheRowScale(priority level: Int) throws {
        let s = Solver()
        let x0 = s.addVariable(named: "x0"), x1 = s.addVariable(named: "x1")
        try s.addConstraint(expr((x0, 1), constant: -1.0 / 3), .greaterThanOrEqual)
        try s.addConstraint(expr((x1, -0.001), (x0, 1000), constant: -1.333), .equal)
        try s.addConstraint(expr((x1, -1000)), .lessThanOrEqual, priority: Priority(level)!)
        #expect(s.value(of: x0) == 1.0 / 3)
        #expect(abs(s.value(of: x1) - (1000.0 / 3 - 1.333) / 0.001) < 1e-6)
        #expect(s.violation(of: ConstraintHandle(index: 2)) == 0)
    }

    /// Seven constraints with coefficients 1000 and 0.001 (minimised from a fuzz seed): every
    /// one can hold, but the incremental cost of one slack drifted to 1e-7 in the @999 tier,
    /// which hid its −3 in the @251 tier and left that tier 138 points from its optimum.
    @Test func driftedCostDoesNotHideALowerTier() throws {
        let s = Solver()
        let x = (0..<4).map { s.addVariable(named: "x\($0)") }
        let rows: [(LinearExpression, Relation, Int)] = [
            (expr((x[2], -1), (x[3], 2), constant: -69), .greaterThanOrEqual, 251),
            (expr((x[3], -1), (x[1], -1000)), .lessThanOrEqual, 100),
            (expr((x[2], 1), constant: -23), .greaterThanOrEqual, 999),
            (expr((x[3], 1)), .greaterThanOrEqual, 251),
            (expr((x[3], 1), constant: -46), .greaterThanOrEqual, 251),
            (expr((x[2], 10), (x[0], -0.001)), .greaterThanOrEqual, 251),
            (expr((x[0], -1), (x[1], -1)), .equal, 999),
        ]
        let handles = try rows.map { try s.addConstraint($0.0, $0.1, priority: Priority($0.2)!) }
        for handle in handles { #expect(s.violation(of: handle) < 1e-9, "constraint \(handle.index)") }
        #expect(s.value(of: x[3]) == 46)
        #expect(s.value(of: x[2]) == 23)
        #expect(abs(s.value(of: x[1]) + 0.046) < 1e-9)
    }
}
