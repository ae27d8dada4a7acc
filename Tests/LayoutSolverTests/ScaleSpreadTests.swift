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
}
