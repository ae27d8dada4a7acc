import Testing
@testable import LayoutSolver

/// The cases of reference/autolayout.md and kiwi's own test suite, with their known answers.
struct KnownAnswerTests {
    @Test func weakInequalityGivesWayToRequired() throws {
        let s = Solver()
        let v1 = s.addVariable(named: "v1"), v2 = s.addVariable(named: "v2")
        try s.addConstraint(expr((v1, 1), (v2, 1)), .equal)
        try s.addConstraint(expr((v1, 1), constant: -10), .equal)
        try s.addConstraint(expr((v2, 1)), .greaterThanOrEqual, priority: priority(1))
        #expect(s.value(of: v1) == 10)
        #expect(s.value(of: v2) == -10)
    }

    @Test(arguments: [1, 100, 249])
    func anyWeakLevelGivesWay(level: Int) throws {
        let s = Solver()
        let v1 = s.addVariable(named: "v1"), v2 = s.addVariable(named: "v2")
        try s.addConstraint(expr((v1, 1), (v2, 1)), .equal)
        try s.addConstraint(expr((v1, 1), constant: -10), .equal)
        try s.addConstraint(expr((v2, 1)), .greaterThanOrEqual, priority: priority(level))
        #expect(s.value(of: v2) == -10)
    }

    @Test func strongBeatsMedium() throws {
        let s = Solver()
        let v1 = s.addVariable(named: "v1"), v2 = s.addVariable(named: "v2")
        try s.addConstraint(expr((v1, 1), (v2, 1)), .equal)
        try s.addConstraint(expr((v1, 1), constant: -10), .greaterThanOrEqual, priority: priority(500))
        try s.addConstraint(expr((v2, 1), constant: -2), .equal, priority: priority(750))
        #expect(s.value(of: v1) == -2)
        #expect(s.value(of: v2) == 2)
    }

    @Test func paperMidpointEditedByDualSimplex() throws {
        let s = Solver()
        let xl = s.addVariable(named: "xl"), xm = s.addVariable(named: "xm"), xr = s.addVariable(named: "xr")
        try s.addConstraint(expr((xm, 2), (xl, -1), (xr, -1)), .equal)
        try s.addConstraint(expr((xl, 1), (xr, -1), constant: 10), .lessThanOrEqual)
        try s.addConstraint(expr((xr, 1), constant: -100), .lessThanOrEqual)
        try s.addConstraint(expr((xl, 1)), .greaterThanOrEqual)
        try s.addEditVariable(xm, priority: priority(750))
        try s.suggestValue(90, for: xm)
        #expect(s.value(of: xm) == 90)
        #expect(s.value(of: xl) == 80)
        #expect(s.value(of: xr) == 100)
        try s.suggestValue(0, for: xm)
        #expect(s.value(of: xl) == 0)
        #expect(s.value(of: xr) == 10)
        #expect(s.value(of: xm) == 5)
    }

    @Test func fourTiersAreStrictNotSummed() throws {
        let s = Solver()
        let w = s.addVariable(named: "w")
        for level in 1...4 {
            try s.addConstraint(expr((w, 1), constant: -Double(level)), .equal, priority: priority(level))
        }
        #expect(s.value(of: w) == 4)
    }

    @Test func oneHigherLevelOutweighsAnyAmountBelow() throws {
        let s = Solver()
        let v = s.addVariable(named: "v")
        try s.addConstraint(expr((v, 1), constant: -100), .greaterThanOrEqual, priority: priority(501))
        try s.addConstraint(expr((v, 1), constant: -90), .equal, priority: priority(500))
        try s.addConstraint(expr((v, 1), constant: -10), .equal, priority: priority(10))
        #expect(s.value(of: v) == 100)
    }

    @Test func errorsWithinATierAreSummed() throws {
        // Two pulls toward 0 outweigh one toward 30 in the same tier: v = 0, not 10 (the mean).
        let s = Solver()
        let v = s.addVariable(named: "v")
        try s.addConstraint(expr((v, 1)), .equal, priority: priority(300))
        try s.addConstraint(expr((v, 1)), .equal, priority: priority(300))
        try s.addConstraint(expr((v, 1), constant: -30), .equal, priority: priority(300))
        #expect(s.value(of: v) == 0)
    }

    @Test func errorIsMeasuredAsWritten() throws {
        // 3v == 30 costs 3 per unit of v, v == 0 costs 1: same tier, so v = 10.
        let s = Solver()
        let v = s.addVariable(named: "v")
        try s.addConstraint(expr((v, 3), constant: -30), .equal, priority: priority(300))
        try s.addConstraint(expr((v, 1)), .equal, priority: priority(300))
        #expect(s.value(of: v) == 10)
    }

    // kiwi py/tests/test_solver.py and test_kiwi_solver_basic_sanity.py

    @Test func kiwiSuggestEnteringWeakEquality() throws {
        let s = Solver()
        let v1 = s.addVariable(named: "foo")
        try s.addEditVariable(v1, priority: priority(500))
        try s.addConstraint(expr((v1, 1), constant: -1), .equal, priority: priority(1))
        try s.suggestValue(2, for: v1)
        #expect(s.value(of: v1) == 2)
    }

    @Test func kiwiSuggestEnteringSeveralRows() throws {
        let s = Solver()
        let v1 = s.addVariable(named: "foo"), v2 = s.addVariable(named: "bar")
        try s.addEditVariable(v2, priority: priority(1))
        try s.addConstraint(expr((v1, 1), (v2, 1)), .equal)
        try s.addConstraint(expr((v2, 1), constant: 1), .lessThanOrEqual)
        try s.addConstraint(expr((v2, 1)), .greaterThanOrEqual, priority: priority(1))
        try s.suggestValue(0, for: v2)
        #expect(s.value(of: v2) == -1)
        #expect(s.value(of: v1) == 1)
    }

    @Test func kiwiUnderConstrained() throws {
        let s = Solver()
        let v = s.addVariable(named: "foo")
        try s.addEditVariable(v, priority: priority(1))
        let c = try s.addConstraint(expr((v, 2), constant: 1), .greaterThanOrEqual)
        try s.suggestValue(10, for: v)
        #expect(s.value(of: v) == 10)
        #expect(s.violation(of: c) == 0)
    }

    @Test func kiwiBasicSanity() throws {
        let s = Solver()
        let x0 = s.addVariable(named: "x0"), x1 = s.addVariable(named: "x1")
        try s.addConstraint(expr((x0, 1)), .greaterThanOrEqual)
        try s.addConstraint(expr((x1, 1)), .greaterThanOrEqual)
        try s.addConstraint(expr((x1, 1), (x0, -1)), .equal)
        #expect(s.value(of: x0) == 0)
        #expect(s.value(of: x1) == 0)
        try s.addEditVariable(x1, priority: priority(1))
        try s.suggestValue(1, for: x1)
        #expect(s.value(of: x0) == 1)
        #expect(s.value(of: x1) == 1)
        try s.removeEditVariable(x1)
        #expect(!s.hasEditVariable(x1))
    }

    @Test func kiwiManagingEditVariables() throws {
        let s = Solver()
        let v1 = s.addVariable(named: "foo"), v2 = s.addVariable(named: "bar")
        try s.addEditVariable(v1, priority: priority(1))
        #expect(throws: SolverError.duplicateEditVariable(v1)) { try s.addEditVariable(v1, priority: priority(500)) }
        #expect(throws: SolverError.unknownEditVariable(v2)) { try s.removeEditVariable(v2) }
        try s.removeEditVariable(v1)
        #expect(throws: SolverError.badPriorityForEdit(v1)) { try s.addEditVariable(v1, priority: .required) }
        #expect(throws: SolverError.unknownEditVariable(v1)) { try s.suggestValue(10, for: v1) }
    }

    @Test func kiwiManagingConstraints() throws {
        let s = Solver()
        let v = s.addVariable(named: "foo")
        let c1 = try s.addConstraint(expr((v, 1), constant: -1), .greaterThanOrEqual)
        #expect(throws: SolverError.unsatisfiable(conflicting: [c1, ConstraintHandle(index: 1)])) {
            try s.addConstraint(expr((v, 1)), .lessThanOrEqual)
        }
        try s.removeConstraint(c1)
        #expect(throws: SolverError.unknownConstraint(c1)) { try s.removeConstraint(c1) }
        let c2 = try s.addConstraint(expr((v, 1)), .lessThanOrEqual)
        #expect(c2 == ConstraintHandle(index: 1))
        #expect(s.value(of: v) == 0)
    }
}
