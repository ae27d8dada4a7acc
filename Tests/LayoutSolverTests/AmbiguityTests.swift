import Testing
@testable import LayoutSolver
import TestSupport

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

/// `ambiguousVariables` on systems of several variables, full of redundancy (repeated and
/// summed constraints) and so of degenerate optima, against the solver's own optimisation:
/// a variable is free exactly when a pull on it at a tier below all others (priority 1, which
/// these systems leave unused) moves it, one way or the other, without touching any other
/// tier's error. The pulls go to a second solver of the same rows, built once per system: each
/// pull is added and removed again, which leaves the optimal face as it was (the solution may
/// sit elsewhere on it, so every pull is measured from the first optimum's value, which lies
/// on the face: a variable moves off it exactly when the face is wider than that point).
struct AmbiguityPullTests {
    static func randomSystem(_ rng: inout SplitMix64) -> (variables: Int, rows: [SystemRow]) {
        let n = rng.int(3...7)
        var rows: [SystemRow] = []
        let coefficients: [Double] = [1, -1, 1, -1, 2, -2, 0.5]
        for _ in 0..<rng.int(n...3 * n) {
            switch rng.int(0...9) {
            case 0...1 where !rows.isEmpty:   // an earlier constraint again, maybe weaker or one-sided
                var row = rows[rng.int(0...rows.count - 1)]
                row.relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
                row.priority = [1000, 750, 500, 250][rng.int(0...3)]
                rows.append(row)
            case 2 where rows.count >= 2:     // the sum of two earlier ones
                let a = rows[rng.int(0...rows.count - 1)], b = rows[rng.int(0...rows.count - 1)]
                rows.append((terms: a.terms + b.terms, constant: a.constant + b.constant,
                             relation: a.relation == b.relation ? a.relation : .equal, priority: min(a.priority, b.priority)))
            default:
                var terms: [(variable: Int, coefficient: Double)] = []
                for _ in 0..<rng.int(1...3) { terms.append((rng.int(0...n - 1), coefficients[rng.int(0...coefficients.count - 1)])) }
                rows.append((terms: terms, constant: Double(rng.int(-30...30)),
                             relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)],
                             priority: rng.int(0...9) < 4 ? 1000 : [750, 500, 250][rng.int(0...2)]))
            }
        }
        return (n, rows)
    }

    @Test(arguments: [81, 82, 83])
    func ambiguousExactlyWhenALowestTierPullMovesIt(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var ambiguousSeen = 0, fixedSeen = 0, mismatches: [String] = []
        for _ in 0..<400 {
            let (n, rows) = Self.randomSystem(&rng)
            let (s, _, _) = solver(rows, variables: n)
            let ambiguous = Set(s.ambiguousVariables().map(\.index))
            let (t, same, _) = solver(rows, variables: n)
            let before = same.map { t.value(of: $0) }
            for v in 0..<n {
                let moves = [1.0, -1.0].contains { pull in
                    guard let handle = try? t.addConstraint(LinearExpression(same[v], plus: -(before[v] + pull)), .equal,
                                                            priority: Priority(1)!) else { return false }
                    defer { try? t.removeConstraint(handle) }
                    return abs(t.value(of: same[v]) - before[v]) > 1e-6
                }
                if moves { ambiguousSeen += 1 } else { fixedSeen += 1 }
                if moves != ambiguous.contains(v) {
                    mismatches.append("v\(v) moves: \(moves), reported: \(!moves) in \(rows.map { "\($0.terms) \($0.constant) \($0.relation) @\($0.priority)" })")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
        #expect(ambiguousSeen > 100 && fixedSeen > 100, "\(ambiguousSeen) ambiguous, \(fixedSeen) fixed")
    }
}

/// The optimal-face cone on hand-made inequalities (symbol ids 3 and 7 as the columns).
struct OptimalFaceConeTests {
    static func terms(_ pairs: (Int, Double)...) -> [Term] { pairs.map { Term(symbol: $0.0, coefficient: $0.1) } }

    /// d3 ≥ 0, d7 ≥ 0, d7 − d3 ≥ 0, d3 − d7 ≥ 0: neither column can rise alone, both together
    /// can. The LP finds the first two strict and the crossed pair implicit; the span is d3 = d7.
    @Test func columnsThatOnlyMoveTogether() {
        let cone = OptimalFaceCone(columns: [3, 7],
                                   inequalities: [Self.terms((3, 1)), Self.terms((7, 1)),
                                                  Self.terms((3, -1), (7, 1)), Self.terms((3, 1), (7, -1))])
        #expect(cone.strictInequalities(isFree: { _ in false }) == [true, true, false, false])
        let directions = cone.spanningDirections(isFree: { _ in false })
        #expect(directions.count == 2)
        for d in directions { #expect(d[0] != 0 && d[0] == d[1]) }
    }

    /// d3 free, d7 ≥ 0 and 2·d7 − d3 ≥ 0 with d3 + d7 = 0: only d3 = −d7 ≤ 0 moves.
    @Test func anEqualityTiesTheColumns() {
        let cone = OptimalFaceCone(columns: [3, 7],
                                   inequalities: [Self.terms((7, 1)), Self.terms((3, -1), (7, 2))],
                                   equalities: [Self.terms((3, 1), (7, 1))])
        #expect(cone.strictInequalities(isFree: { $0 == 3 }) == [true, true])
        let directions = cone.spanningDirections(isFree: { $0 == 3 })
        #expect(directions.count == 2)
        for d in directions { #expect(d[1] != 0 && d[0] == -d[1]) }
    }

    /// d3 ≥ 0, d7 ≥ 0, −d3 − d7 ≥ 0: the cone is the origin, nothing moves.
    @Test func aPointedConeHasNoDirection() {
        let cone = OptimalFaceCone(columns: [3, 7],
                                   inequalities: [Self.terms((3, 1)), Self.terms((7, 1)), Self.terms((3, -1), (7, -1))])
        #expect(cone.strictInequalities(isFree: { _ in false }) == [false, false, false])
        #expect(cone.pinnedColumns(isFree: { _ in false }) == [true, true])
        #expect(cone.spanningDirections(isFree: { _ in false }).isEmpty)
    }

    /// Two groups `d1 ≥ d2 ≥ d1` (columns 1, 2) and `d5 − d4 ≥ 0` (4, 5), and a free column 9:
    /// three independent cones, solved one by one; each column keeps its own weight.
    @Test func independentGroupsAreSeparateComponents() {
        let cone = OptimalFaceCone(columns: [1, 2, 4, 5, 9],
                                   inequalities: [Self.terms((1, 1), (2, -1)), Self.terms((4, -1), (5, 1)),
                                                  Self.terms((1, -1), (2, 1))])
        #expect(cone.components().map(\.columns) == [[1, 2], [4, 5], [9]])
        #expect(cone.components().map(\.inequalities.count) == [2, 1, 0])
        let free = { (_: Int) in true }
        for d in cone.spanningDirections(isFree: free) {
            #expect(d[0] == d[1] && d[0] != 0)                  // d1 = d2
            #expect(d[2] != 0 && d[3] != 0 && d[2] != d[3])     // d4, d5 independent
            #expect(d[4] != 0 && d[4] != d[2] && d[4] != d[3])
        }
    }
}
