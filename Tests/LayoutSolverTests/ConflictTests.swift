import Testing
@testable import LayoutSolver
import TestSupport

/// Which minimal conflict is reported matters (the layout breaks the newest member), so the
/// fast search must report the set a plain deletion filter in handle order finds.
struct ConflictTests {
    @Test(arguments: [51, 52, 53])
    func reportedSetIsTheDeletionFiltersSet(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var compared = 0
        for _ in 0..<150 {
            let system = RandomSystem(&rng, count: 4...9, requiredShare: 75)
            let s = Solver()
            let x = s.addVariable(named: "x"), y = s.addVariable(named: "y")
            var accepted: [(handle: Int, constraint: ReferenceConstraint)] = []
            for c in system.constraints {
                do {
                    let h = try s.addConstraint(LinearExpression(terms: [(x, c.a), (y, c.b)], constant: c.c),
                                                c.relation, priority: Priority(c.priority)!)
                    accepted.append((h.index, c))
                } catch {
                    guard case .unsatisfiable(let set) = error else { throw error }
                    let required = accepted.filter { $0.constraint.priority == 1000 }
                    var kept = required
                    var i = 0
                    while i < kept.count {
                        var trial = kept
                        trial.remove(at: i)
                        if holds(trial.map(\.constraint) + [c]) { i += 1 } else { kept = trial }
                    }
                    let offending = ConstraintHandle(index: s.constraintHandles.last.map { $0.index + 1 } ?? 0)
                    #expect(set.dropLast().map(\.index) == kept.map(\.handle), "\(system.constraints)")
                    #expect(set.last!.index >= offending.index)
                    compared += 1
                }
            }
        }
        #expect(compared > 150)
    }

    /// Whether the constraints can all be added to a fresh solver.
    private func holds(_ constraints: [ReferenceConstraint]) -> Bool {
        let s = Solver()
        let x = s.addVariable(named: "x"), y = s.addVariable(named: "y")
        for c in constraints {
            let e = LinearExpression(terms: [(x, c.a), (y, c.b)], constant: c.c)
            if (try? s.addConstraint(e, c.relation, priority: Priority(c.priority)!)) == nil { return false }
        }
        return true
    }
}
