import Testing
@testable import LayoutSolver

/// Removing a constraint pivots its marker into a row and drops that row: the row must be one
/// whose pivot keeps every other constraint as it was.
struct RemovalTests {
    /// Two copies of one required equality: the second is redundant and kept as a dummy's row
    /// (`dummy₂ = dummy₁`). Removing the first must pivot its marker into that row; a pivot
    /// into the slack row of `b ≥ 20` (the kiwi rule's first choice) moved dummy₂ to 70 and
    /// left `2b − d = 90` broken by 70.
    @Test func removingOneOfTwoEqualRequiredEqualitiesKeepsTheOther() throws {
        let s = Solver()
        let a = s.addVariable(named: "a"), b = s.addVariable(named: "b")
        let c = s.addVariable(named: "c"), d = s.addVariable(named: "d")
        try s.addConstraint(expr((c, 1), (d, 1), constant: -400), .lessThanOrEqual)
        try s.addConstraint(expr((b, 1), (a, -1), constant: -70), .equal, priority: .high)
        let first = try s.addConstraint(expr((b, 2), (d, -1), constant: -90), .equal)
        try s.addConstraint(expr((b, 1), constant: -20), .greaterThanOrEqual)
        let second = try s.addConstraint(expr((b, 2), (d, -1), constant: -90), .equal)
        try s.addConstraint(expr((d, 1), constant: -20), .greaterThanOrEqual)
        try s.removeConstraint(first)
        #expect(abs(2 * s.value(of: b) - s.value(of: d) - 90) < 1e-9, "b \(s.value(of: b)) d \(s.value(of: d))")
        #expect(s.violation(of: second) < 1e-9)
        #expect(s.value(of: b) >= 20 - 1e-9 && s.value(of: d) >= 20 - 1e-9)
        #expect(s.value(of: c) + s.value(of: d) <= 400 + 1e-9)
        #expect(abs(s.value(of: b) - s.value(of: a) - 70) < 1e-9)
    }
}
