import Testing
@testable import LayoutSolver

/// `ambiguousVariables` against the brute-force reference: a variable is ambiguous exactly
/// when optimal points (every tier's error minimal, required constraints held) differ in it.
struct AmbiguityTests {
    /// The ambiguous variables the reference finds, in solver order.
    static func expected(_ accepted: [ReferenceConstraint], _ x: Variable, _ y: Variable) -> [Variable]? {
        guard let best = Reference.optimum(accepted) else { return nil }
        let face = Reference.vertices(accepted).filter {
            Reference.isFeasible(accepted, at: $0) && !Reference.isLess(best, Reference.errors(accepted, at: $0))
        }
        let spread = { (value: ((Double, Double)) -> Double) -> Bool in
            let values = face.map(value)
            return (values.max() ?? 0) - (values.min() ?? 0) > 1e-6
        }
        return (spread({ $0.0 }) ? [x] : []) + (spread({ $0.1 }) ? [y] : [])
    }

    @Test(arguments: [61, 62])
    func ambiguityMatchesTheOptimalFace(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var ambiguousSeen = 0, mismatches: [String] = []
        for _ in 0..<400 {
            let system = RandomSystem(&rng)
            let (s, x, y, handles, _) = system.build()
            let accepted = zip(system.constraints, handles).filter { $0.1 != nil }.map(\.0)
            guard let expected = AmbiguityTests.expected(accepted, x, y) else { continue }
            if !expected.isEmpty { ambiguousSeen += 1 }
            let got = s.ambiguousVariables()
            if got != expected { mismatches.append("got \(got) expected \(expected) for \(system.constraints)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
        #expect(ambiguousSeen > 40)
    }

    /// The same after the dual simplex moved the basis (a new constant for one constraint).
    @Test(arguments: [71, 72])
    func ambiguityAfterSetConstantMatchesTheOptimalFace(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var mismatches: [String] = []
        for _ in 0..<400 {
            var system = RandomSystem(&rng)
            let (s, x, y, handles, _) = system.build()
            let live = handles.indices.filter { handles[$0] != nil }
            let pick = live[rng.int(0...live.count - 1)]
            system.constraints[pick].c = Double(rng.int(-40...40))
            guard (try? s.setConstant(system.constraints[pick].c, of: handles[pick]!)) != nil else { continue }
            guard let expected = AmbiguityTests.expected(live.map { system.constraints[$0] }, x, y) else { continue }
            let got = s.ambiguousVariables()
            if got != expected { mismatches.append("got \(got) expected \(expected) for \(system.constraints)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
    }
}
