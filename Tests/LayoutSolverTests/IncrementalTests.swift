import Testing
@testable import LayoutSolver

/// Incremental changes must give what a fresh solve gives, and refused changes must leave no
/// trace: a solver that was refused something behaves bit for bit like one never asked.
struct IncrementalTests {
    /// A chain of `n` views (left, width) with required gaps, preferred widths, a required
    /// minimum and an optional container edge that expands every gap definition into a row.
    struct Chain {
        let solver = Solver()
        var left: [Variable] = [], width: [Variable] = []
        var gaps: [ConstraintHandle] = [], minimums: [ConstraintHandle] = []

        init(_ n: Int, gap: (Int) -> Double = { _ in 8 }, minimum: (Int) -> Double = { _ in 50 },
             container: Double = 700) throws {
            for i in 0..<n {
                left.append(solver.addVariable(named: "left\(i)"))
                width.append(solver.addVariable(named: "width\(i)"))
            }
            try solver.addConstraint(expr((left[0], 1)), .equal)
            for i in 0..<n {
                try solver.addConstraint(expr((width[i], 1), constant: -Double(100 + 10 * (i % 3))), .equal, priority: .high)
                minimums.append(try solver.addConstraint(expr((width[i], 1), constant: -minimum(i)), .greaterThanOrEqual))
                if i + 1 < n {
                    gaps.append(try solver.addConstraint(
                        expr((left[i + 1], 1), (left[i], -1), (width[i], -1), constant: -gap(i)), .equal))
                }
            }
            try solver.addConstraint(expr((left[n - 1], 1), (width[n - 1], 1), constant: -container),
                                     .lessThanOrEqual, priority: priority(800))
        }

        var bits: [UInt64] { (left + width).map { solver.value(of: $0).bitPattern } }
    }

    @Test func expandedDefinitionConstantMatchesAFreshSolve() throws {
        let chain = try Chain(6)
        try chain.solver.setConstant(-20, of: chain.gaps[2])   // 20 instead of 8 after view 2
        let fresh = try Chain(6, gap: { $0 == 2 ? 20 : 8 })
        #expect(chain.bits == fresh.bits)
        // The container (800) beats preferred widths (750): right edge exactly 700.
        #expect(chain.solver.value(of: chain.left[5]) + chain.solver.value(of: chain.width[5]) == 700)
        #expect(chain.solver.value(of: chain.left[3]) - chain.solver.value(of: chain.left[2])
                - chain.solver.value(of: chain.width[2]) == 20)
    }

    @Test func requiredRowConstantMatchesAFreshSolve() throws {
        let chain = try Chain(6)
        try chain.solver.setConstant(-120, of: chain.minimums[4])
        let fresh = try Chain(6, minimum: { $0 == 4 ? 120 : 50 })
        #expect(chain.solver.value(of: chain.width[4]) == 120)
        for (a, b) in zip(chain.bits, fresh.bits) { #expect(abs(Double(bitPattern: a) - Double(bitPattern: b)) < 1e-9) }
    }

    @Test func unsatisfiableExpandedDefinitionChangeIsUndone() throws {
        // With widths ≥ 50 and a required right edge at 700, six views leave 700 − 300 − 40 = 360
        // of slack for one gap; a gap of 400 cannot hold.
        let chain = try Chain(6)
        let edge = try chain.solver.addConstraint(
            expr((chain.left[5], 1), (chain.width[5], 1), constant: -700), .lessThanOrEqual)
        let before = chain.bits
        #expect(throws: SolverError.self) { try chain.solver.setConstant(-400, of: chain.gaps[1]) }
        #expect(chain.bits == before)
        do {
            try chain.solver.setConstant(-400, of: chain.gaps[1])
        } catch {
            guard case .unsatisfiable(let set) = error else { Issue.record("\(error)"); return }
            // The start, every gap, every minimum and the edge: remove any and the rest fit.
            #expect(set.count == 1 + 5 + 6 + 1)
            #expect(set.contains(chain.gaps[1]) && set.contains(edge) && set.contains(chain.minimums[0]))
        }
        try chain.solver.setConstant(-300, of: chain.gaps[1])   // fits: 300 ≤ 360
        #expect(chain.solver.value(of: chain.left[2]) - chain.solver.value(of: chain.left[1])
                - chain.solver.value(of: chain.width[1]) == 300)
    }

    @Test func refusedChangesLeaveNoTrace() throws {
        // Two solvers take the same accepted calls; one is also refused an add (through phase
        // one) and a constant change in between. Every later value must match bit for bit.
        let a = try Chain(5), b = try Chain(5)
        let bRight = try b.solver.addConstraint(expr((b.left[4], 1), (b.width[4], 1), constant: -600), .lessThanOrEqual)
        let aRight = try a.solver.addConstraint(expr((a.left[4], 1), (a.width[4], 1), constant: -600), .lessThanOrEqual)
        let fresh = b.solver.addVariable(named: "fresh")
        let aFresh = a.solver.addVariable(named: "fresh")
        #expect(throws: SolverError.self) {
            try b.solver.addConstraint(expr((b.width[2], 1), constant: -600), .greaterThanOrEqual)
        }
        #expect(throws: SolverError.self) {
            try b.solver.addConstraint(expr((b.left[4], 1), constant: -700), .greaterThanOrEqual)
        }
        #expect(throws: SolverError.self) { try b.solver.setConstant(-400, of: b.minimums[3]) }
        #expect(a.bits == b.bits)
        for (solver, right, v) in [(a.solver, aRight, aFresh), (b.solver, bRight, fresh)] {
            try solver.setConstant(-650, of: right)
            try solver.addConstraint(expr((v, 1), (Variable(index: 2), -1), constant: -3), .equal)
            try solver.addEditVariable(Variable(index: 3), priority: priority(900))
            try solver.suggestValue(130, for: Variable(index: 3))
        }
        #expect(a.bits == b.bits)
        #expect(a.solver.value(of: aFresh).bitPattern == b.solver.value(of: fresh).bitPattern)
        #expect(b.solver.value(of: fresh) == b.solver.value(of: b.left[1]) + 3)
        #expect(a.solver.ambiguousVariables() == b.solver.ambiguousVariables())
    }

    @Test func cachedValuesFollowEveryChangeWhateverTheReadingOrder() throws {
        let forward = try Chain(8), backward = try Chain(8)
        _ = forward.bits   // caches every value before the changes
        for chain in [forward, backward] {
            try chain.solver.addEditVariable(chain.width[0], priority: priority(900))
            try chain.solver.suggestValue(40, for: chain.width[0])   // below its minimum of 50
            try chain.solver.setConstant(-12, of: chain.gaps[6])
        }
        let lastLeft = backward.solver.value(of: backward.left[7])   // the deepest definition first
        let backwardBits = (backward.left + backward.width).reversed().map { backward.solver.value(of: $0).bitPattern }
        #expect(forward.bits == backwardBits.reversed())
        #expect(forward.solver.value(of: forward.width[0]) == 50)
        // The container (800) holds the right edge at 700 whatever the gaps.
        #expect(lastLeft + backward.solver.value(of: backward.width[7]) == 700)
        try forward.solver.suggestValue(60, for: forward.width[0])
        #expect(forward.solver.value(of: forward.left[1]) == 60 + 8)
    }

    @Test func setConstantIfSatisfiableReportsWithoutThrowing() throws {
        let chain = try Chain(4)
        try chain.solver.addConstraint(expr((chain.left[3], 1), (chain.width[3], 1), constant: -400), .lessThanOrEqual)
        let before = chain.bits
        // Three minimums of 50, three gaps of 8 and 300 need 474 > 400; 120 fits.
        #expect(try chain.solver.setConstantIfSatisfiable(-300, of: chain.minimums[1]) == false)
        #expect(chain.bits == before)
        #expect(try chain.solver.setConstantIfSatisfiable(-120, of: chain.minimums[1]) == true)
        #expect(chain.solver.value(of: chain.width[1]) == 120)
        #expect(throws: SolverError.unknownConstraint(ConstraintHandle(index: 99))) {
            try chain.solver.setConstantIfSatisfiable(0, of: ConstraintHandle(index: 99))
        }
    }

    @Test func batchOfConstantsMatchesOneByOne() throws {
        let batch = try Chain(8, container: 2000), single = try Chain(8, container: 2000)   // unambiguous
        let changes: [(constant: Double, handle: ConstraintHandle)] =
            [(-60, batch.minimums[2]), (-14, batch.gaps[5]), (-130, batch.minimums[6]), (-2, batch.gaps[0])]
        #expect(try batch.solver.setConstantsIfSatisfiable(changes) == true)
        for change in changes { try single.solver.setConstant(change.constant, of: change.handle) }
        for (a, b) in zip(batch.bits, single.bits) { #expect(abs(Double(bitPattern: a) - Double(bitPattern: b)) < 1e-9) }
        #expect(batch.solver.ambiguousVariables().isEmpty)
        #expect(batch.solver.value(of: batch.width[6]) == 130)
        #expect(batch.solver.value(of: batch.width[5]) == 120)
        #expect(batch.solver.value(of: batch.left[1]) == batch.solver.value(of: batch.width[0]) + 2)
    }

    @Test func refusedBatchChangesNothing() throws {
        let chain = try Chain(5)
        let edge = try chain.solver.addConstraint(
            expr((chain.left[4], 1), (chain.width[4], 1), constant: -500), .lessThanOrEqual)
        let before = chain.bits
        // Each fits alone (170 + 4·50 + 32 = 402); together 340 + 3·50 + 32 = 522 > 500.
        let changes: [(constant: Double, handle: ConstraintHandle)] = [(-170, chain.minimums[0]), (-170, chain.minimums[1])]
        #expect(try chain.solver.setConstantsIfSatisfiable(changes) == false)
        #expect(chain.bits == before)
        #expect(throws: SolverError.unknownConstraint(ConstraintHandle(index: 999))) {
            try chain.solver.setConstantsIfSatisfiable([(-10, chain.gaps[0]), (0, ConstraintHandle(index: 999))])
        }
        #expect(chain.bits == before)
        // A twin that was never refused: the rollback restored every row constant (logged
        // alone, or with rows the dual simplex pivoted), so the same calls give the same bits.
        let twin = try Chain(5)
        let twinEdge = try twin.solver.addConstraint(
            expr((twin.left[4], 1), (twin.width[4], 1), constant: -500), .lessThanOrEqual)
        for (solver, edge) in [(chain.solver, edge), (twin.solver, twinEdge)] {
            try solver.setConstant(-170, of: chain.minimums[0])   // alone it fits
            try solver.setConstant(-530, of: edge)
            #expect(try solver.setConstantsIfSatisfiable(changes) == true)
        }
        #expect(chain.bits == twin.bits)
        #expect(chain.solver.value(of: chain.width[1]) == 170)
    }

    @Test func allValuesAreTheBitsOfReadingOneByOne() throws {
        let bulk = try Chain(300, container: 20_000), single = try Chain(300, container: 20_000)
        for chain in [bulk, single] {
            try chain.solver.setConstant(-30, of: chain.gaps[100])
            try chain.solver.setConstant(-75, of: chain.minimums[7])
        }
        let all = bulk.solver.allValues()
        // Creation order is left0, width0, left1, …; read backwards, one by one, lazily.
        let order = (0..<300).flatMap { [single.left[$0], single.width[$0]] }
        var oneByOne = [Double](repeating: 0, count: order.count)
        for i in order.indices.reversed() { oneByOne[i] = single.solver.value(of: order[i]) }
        #expect(all.map(\.bitPattern) == oneByOne.map(\.bitPattern))
        #expect(all[2 * 101] - all[2 * 100] - all[2 * 100 + 1] == 30)
    }

    @Test func deepChainsReadTheSameBitsLazilyOrAllAtOnce() throws {
        // 300 views: reading the last left walks past the lazy limit and refreshes everything;
        // reading in creation order stays lazy. Both must give the same bits.
        let deep = try Chain(300, container: 100_000), shallow = try Chain(300, container: 100_000)
        for chain in [deep, shallow] {
            try chain.solver.addEditVariable(chain.width[0], priority: priority(900))
            try chain.solver.suggestValue(77, for: chain.width[0])
        }
        let last = deep.solver.value(of: deep.left[299])
        #expect(deep.solver.value(of: deep.left[1]) == 77 + 8)
        let widths = (1..<299).reduce(0.0) { $0 + Double(100 + 10 * ($1 % 3)) }
        #expect(last == 77 + widths + 299 * 8)
        var forward: [UInt64] = []
        for i in 0..<300 { forward.append(shallow.solver.value(of: shallow.left[i]).bitPattern) }
        #expect(deep.left.map { deep.solver.value(of: $0).bitPattern } == forward)
        try deep.solver.suggestValue(90, for: deep.width[0])   // the refresh must not outlive a change
        #expect(deep.solver.value(of: deep.left[299]) == 90 + widths + 299 * 8)
        // A definition's own constant: reading everything again uses the new gap.
        try deep.solver.setConstant(-20, of: deep.gaps[150])
        #expect(deep.solver.value(of: deep.left[299]) == 90 + widths + 299 * 8 + 12)
        #expect(deep.solver.value(of: deep.left[151]) - deep.solver.value(of: deep.left[150])
                == deep.solver.value(of: deep.width[150]) + 20)
    }
}
