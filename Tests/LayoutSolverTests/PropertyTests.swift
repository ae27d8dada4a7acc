import Testing
@testable import LayoutSolver
import TestSupport

/// Thousands of random two-variable systems (fixed seeds) against the brute-force reference.
struct PropertyTests {
    /// A box far outside every constant: it only supplies vertices and never binds.
    let hugeBox = RandomSystem.box.map {
        ReferenceConstraint(a: $0.a, b: $0.b, c: $0.c * 100, relation: $0.relation, priority: $0.priority)
    }

    @Test(arguments: [1, 2, 3, 4])
    func solutionsAreFeasibleAndOptimalPerTier(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let system = RandomSystem(&rng)
            let (s, x, y, handles, _) = system.build()
            let accepted = zip(system.constraints, handles).filter { $0.1 != nil }.map(\.0)
            let p = (s.value(of: x), s.value(of: y))
            #expect(Reference.isFeasible(accepted, at: p), "required constraint broken: \(system.constraints)")
            guard let best = Reference.optimum(accepted) else { continue }
            let got = Reference.errors(accepted, at: p)
            #expect(!Reference.isLess(best, got), "not optimal: \(got) vs \(best) for \(system.constraints)")
        }
    }

    @Test(arguments: [11, 12])
    func conflictSetsAreMinimalAndLeaveTheSolverUnchanged(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var conflictsSeen = 0
        for _ in 0..<400 {
            let system = RandomSystem(&rng, count: 3...6, requiredShare: 70)
            let s = Solver()
            let x = s.addVariable(named: "x"), y = s.addVariable(named: "y")
            var byHandle: [Int: ReferenceConstraint] = [:]
            for c in system.constraints {
                let before = [s.value(of: x).bitPattern, s.value(of: y).bitPattern]
                let e = LinearExpression(terms: [(x, c.a), (y, c.b)], constant: c.c)
                do {
                    let h = try s.addConstraint(e, c.relation, priority: Priority(c.priority)!)
                    byHandle[h.index] = c
                } catch {
                    conflictsSeen += 1
                    #expect(before == [s.value(of: x).bitPattern, s.value(of: y).bitPattern])
                    checkConflict(error, refused: c, known: byHandle)
                }
            }
        }
        #expect(conflictsSeen > 100)
    }

    private func checkConflict(_ error: SolverError, refused: ReferenceConstraint,
                               known: [Int: ReferenceConstraint]) {
        guard case .unsatisfiable(let handles) = error, let offending = handles.last else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(handles == handles.sorted())
        #expect(known[offending.index] == nil, "the refused constraint has the newest handle")
        var set = handles.dropLast().compactMap { known[$0.index] }
        #expect(set.count == handles.count - 1)
        set.append(refused)
        #expect(set.allSatisfy { $0.priority == 1000 })
        #expect(!Reference.isFeasible(set + hugeBox))
        for i in set.indices {
            var smaller = set
            smaller.remove(at: i)
            #expect(Reference.isFeasible(smaller + hugeBox), "not minimal: \(set)")
        }
    }

    @Test(arguments: [21, 22])
    func removingAndReAddingGivesTheSameValues(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var checked = 0
        for _ in 0..<500 {
            let system = RandomSystem(&rng)
            let (s, x, y, handles, _) = system.build()
            guard s.ambiguousVariables().isEmpty else { continue }
            let before = (s.value(of: x), s.value(of: y))
            let live = handles.indices.filter { handles[$0] != nil }
            let pick = live[rng.int(0...live.count - 1)]
            try s.removeConstraint(handles[pick]!)
            let c = system.constraints[pick]
            try s.addConstraint(LinearExpression(terms: [(x, c.a), (y, c.b)], constant: c.c),
                                c.relation, priority: Priority(c.priority)!)
            #expect(abs(s.value(of: x) - before.0) < 1e-9 && abs(s.value(of: y) - before.1) < 1e-9)
            checked += 1
        }
        #expect(checked > 150)
    }

    @Test(arguments: [31, 32])
    func setConstantMatchesAFreshSolve(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<500 {
            var system = RandomSystem(&rng)
            let (s, x, y, handles, _) = system.build()
            let live = handles.indices.filter { handles[$0] != nil }
            let pick = live[rng.int(0...live.count - 1)]
            let newConstant = Double(rng.int(-40...40))
            var fresh = system
            fresh.constraints[pick].c = newConstant
            let accepted = live.map { fresh.constraints[$0] }
            do {
                try s.setConstant(newConstant, of: handles[pick]!)
            } catch {
                guard case .unsatisfiable(let set) = error else { Issue.record("\(error)"); continue }
                #expect(set.contains(handles[pick]!))
                #expect(!Reference.isFeasible(accepted))
                continue
            }
            system = fresh
            let p = (s.value(of: x), s.value(of: y))
            #expect(Reference.isFeasible(accepted, at: p))
            if let best = Reference.optimum(accepted) {
                #expect(!Reference.isLess(best, Reference.errors(accepted, at: p)))
            }
        }
    }

    @Test(arguments: [41, 42])
    func suggestValueMatchesAFreshSolve(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let system = RandomSystem(&rng)
            let (s, x, y, handles, _) = system.build()
            var accepted = zip(system.constraints, handles).filter { $0.1 != nil }.map(\.0)
            let level = [3, 300, 800][rng.int(0...2)]
            try s.addEditVariable(x, priority: Priority(level)!)
            for _ in 0..<3 {
                let value = Double(rng.int(-120...120))
                try s.suggestValue(value, for: x)
                var withEdit = accepted
                withEdit.append(ReferenceConstraint(a: 1, b: 0, c: -value, relation: .equal, priority: level))
                let p = (s.value(of: x), s.value(of: y))
                #expect(Reference.isFeasible(withEdit, at: p))
                if let best = Reference.optimum(withEdit) {
                    #expect(!Reference.isLess(best, Reference.errors(withEdit, at: p)), "\(withEdit)")
                }
            }
            accepted.removeAll()
        }
    }

    @Test func sameSystemTwiceGivesIdenticalBits() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<300 {
            let system = RandomSystem(&rng)
            let (a, ax, ay, _, _) = system.build()
            let (b, bx, by, _, _) = system.build()
            #expect(a.value(of: ax).bitPattern == b.value(of: bx).bitPattern)
            #expect(a.value(of: ay).bitPattern == b.value(of: by).bitPattern)
        }
    }
}
