import Testing
@testable import LayoutSolver

/// The facade's behaviours beyond known answers: ambiguity, violations, definitions, errors.
struct SolverTests {
    @Test func ambiguityNamesTheFreeVariablesOnly() throws {
        let s = Solver()
        let a = s.addVariable(named: "a"), b = s.addVariable(named: "b"), c = s.addVariable(named: "c")
        try s.addConstraint(expr((a, 1), constant: -5), .equal)
        try s.addConstraint(expr((b, 1), (c, -1), constant: 10), .equal)   // b = c − 10, c free
        #expect(s.ambiguousVariables() == [b, c])
        try s.addConstraint(expr((c, 1), constant: -30), .equal, priority: .low)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.value(of: b) == 20)
    }

    @Test func aCombinationThatCancelsInRoundingIsNotAmbiguous() throws {
        // a = b = c, all free together; x = 0.1a + 0.2b − 0.3c is 0 wherever they go, though
        // 0.1 + 0.2 − 0.3 is 5.6e-17 in doubles: that noise must not make x ambiguous.
        let s = Solver()
        let a = s.addVariable(named: "a"), b = s.addVariable(named: "b"), c = s.addVariable(named: "c")
        let x = s.addVariable(named: "x"), y = s.addVariable(named: "y")
        try s.addConstraint(expr((a, 1), (b, -1)), .equal)
        try s.addConstraint(expr((b, 1), (c, -1)), .equal)
        try s.addConstraint(expr((x, 1), (a, -0.1), (b, -0.2), (c, 0.3)), .equal)
        try s.addConstraint(expr((y, 1), (a, -0.7), (b, -0.2), (c, -0.1)), .equal)  // y = a: it moves
        #expect(s.ambiguousVariables() == [a, b, c, y])
        #expect(abs(s.value(of: x)) < 1e-12)
    }

    @Test func equalCostAlternativesAreAmbiguous() throws {
        // x ≥ 0 and x ≤ 10 with nothing preferring a value: x is free within [0, 10].
        let s = Solver()
        let x = s.addVariable(named: "x")
        try s.addConstraint(expr((x, 1)), .greaterThanOrEqual)
        try s.addConstraint(expr((x, 1), constant: -10), .lessThanOrEqual)
        #expect(s.ambiguousVariables() == [x])
    }

    @Test func violationIsInTheUnitsOfTheExpression() throws {
        let s = Solver()
        let x = s.addVariable(named: "x")
        try s.addConstraint(expr((x, 1), constant: -10), .equal)
        let weak = try s.addConstraint(expr((x, 2), constant: -30), .greaterThanOrEqual, priority: .low)
        #expect(s.violation(of: weak) == 10)
    }

    @Test func chainOfDefinitionsSolvesAndChangesIncrementally() throws {
        let s = Solver()
        var left: [Variable] = [], width: [Variable] = []
        for i in 0..<50 {
            left.append(s.addVariable(named: "left\(i)"))
            width.append(s.addVariable(named: "width\(i)"))
        }
        try s.addConstraint(expr((left[0], 1)), .equal)
        var gaps: [ConstraintHandle] = []
        for i in 0..<50 {
            try s.addConstraint(expr((width[i], 1), constant: -100), .equal, priority: .high)
            try s.addConstraint(expr((width[i], 1), constant: -50), .greaterThanOrEqual)
            if i < 49 {
                gaps.append(try s.addConstraint(expr((left[i + 1], 1), (left[i], -1), (width[i], -1), constant: -8), .equal))
            }
        }
        #expect(s.value(of: left[49]) == 49 * 108)
        // The container squeezes: equal tiers, so widths give way only down to their minimum.
        // The container squeezes: the required edge binds and the widths give way, none below 50.
        let container = try s.addConstraint(expr((left[49], 1), (width[49], 1), constant: -4000), .lessThanOrEqual)
        #expect(abs(s.value(of: left[49]) + s.value(of: width[49]) - 4000) < 1e-9)
        #expect(width.allSatisfy { (50 - 1e-9...100 + 1e-9).contains(s.value(of: $0)) })
        try s.removeConstraint(container)
        try s.setConstant(-10, of: gaps[0])   // expanded? no: a definition changes in place
        #expect(s.value(of: left[49]) == 49 * 108 + 2)
        #expect(throws: SolverError.unsatisfiable(conflicting: [ConstraintHandle(index: 0), ConstraintHandle(index: 151)])) {
            try s.addConstraint(expr((left[0], 1), constant: -1), .equal)
        }
    }

    @Test func requiredSetConstantConflictKeepsTheOldConstant() throws {
        let s = Solver()
        let x = s.addVariable(named: "x"), y = s.addVariable(named: "y")
        let lower = try s.addConstraint(expr((x, 1), constant: -10), .greaterThanOrEqual)
        let sum = try s.addConstraint(expr((x, 1), (y, 1), constant: -20), .equal)
        let floorY = try s.addConstraint(expr((y, 1), constant: -5), .greaterThanOrEqual)
        try s.addConstraint(expr((x, 1), constant: -12), .equal, priority: .low)
        #expect(s.value(of: x) == 12)
        // y ≥ 15 would force x ≤ 5 < 10.
        #expect(throws: SolverError.unsatisfiable(conflicting: [lower, sum, floorY])) {
            try s.setConstant(-15, of: floorY)
        }
        #expect(s.value(of: x) == 12)
        #expect(s.value(of: y) == 8)
        try s.setConstant(-9, of: floorY)
        #expect(s.value(of: x) == 11)
    }

    @Test func nonFiniteInputIsRefused() throws {
        let s = Solver()
        let x = s.addVariable(named: "x")
        #expect(throws: SolverError.nonFiniteValue) { try s.addConstraint(expr((x, .nan)), .equal) }
        #expect(throws: SolverError.nonFiniteValue) { try s.addConstraint(expr((x, 1), constant: .infinity), .equal) }
        try s.addEditVariable(x, priority: .high)
        #expect(throws: SolverError.nonFiniteValue) { try s.suggestValue(.infinity, for: x) }
    }

    @Test func redundantRowsAreNotErrors() throws {
        let s = Solver()
        let x = s.addVariable(named: "x"), y = s.addVariable(named: "y")
        try s.addConstraint(expr((x, 1), (y, -1)), .equal)
        try s.addConstraint(expr((x, 1), constant: -3), .equal)
        try s.addConstraint(expr((y, 1), constant: -3), .equal)       // implied
        try s.addConstraint(expr((x, 2), (y, -2)), .equal)             // a multiple
        try s.addConstraint(expr((x, 1e-12), (y, 1), constant: -3), .greaterThanOrEqual)
        #expect(s.value(of: y) == 3)
    }
}
