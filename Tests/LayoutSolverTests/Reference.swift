@testable import LayoutSolver
import TestSupport

/// An independent, brute-force answer for systems over two variables: the lexicographic
/// optimum of piecewise-linear error over a bounded polygon lies at a vertex of the line
/// arrangement, so enumerating every pairwise intersection finds it.
struct ReferenceConstraint {
    var a: Double, b: Double, c: Double      // a·x + b·y + c  relation  0
    var relation: Relation
    var priority: Int

    func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }

    func violation(_ x: Double, _ y: Double) -> Double {
        let v = value(x, y)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    var expression: LinearExpression { LinearExpression(terms: [], constant: c) }
}

enum Reference {
    static let tolerance = 1e-6

    /// Points where two constraint lines cross.
    static func vertices(_ constraints: [ReferenceConstraint]) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        for i in constraints.indices {
            for j in constraints.indices where j > i {
                let p = constraints[i], q = constraints[j]
                let det = p.a * q.b - p.b * q.a
                guard abs(det) > 1e-12 else { continue }
                points.append(((-p.c * q.b + q.c * p.b) / det, (-p.a * q.c + q.a * p.c) / det))
            }
        }
        return points
    }

    static func isFeasible(_ constraints: [ReferenceConstraint], at p: (Double, Double)) -> Bool {
        constraints.allSatisfy { $0.priority < 1000 || $0.violation(p.0, p.1) <= tolerance }
    }

    /// Whether the required constraints can all hold (they include a bounding box).
    static func isFeasible(_ constraints: [ReferenceConstraint]) -> Bool {
        vertices(constraints).contains { isFeasible(constraints, at: $0) }
    }

    /// Summed error per optional priority, highest priority first.
    static func errors(_ constraints: [ReferenceConstraint], at p: (Double, Double)) -> [Double] {
        let levels = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
        return levels.map { level in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(p.0, p.1) }
        }
    }

    /// Lexicographically smaller, with tolerance.
    static func isLess(_ u: [Double], _ v: [Double]) -> Bool {
        for (x, y) in zip(u, v) {
            if x < y - tolerance { return true }
            if x > y + tolerance { return false }
        }
        return false
    }

    /// The optimal error vector over feasible vertices.
    static func optimum(_ constraints: [ReferenceConstraint]) -> [Double]? {
        var best: [Double]?
        for p in vertices(constraints) where isFeasible(constraints, at: p) {
            let e = errors(constraints, at: p)
            if best == nil || isLess(e, best!) { best = e }
        }
        return best
    }
}

/// Random small systems over x and y, boxed by required −100 ≤ x, y ≤ 100.
struct RandomSystem {
    var constraints: [ReferenceConstraint]

    static let box = [
        ReferenceConstraint(a: 1, b: 0, c: 100, relation: .greaterThanOrEqual, priority: 1000),
        ReferenceConstraint(a: 1, b: 0, c: -100, relation: .lessThanOrEqual, priority: 1000),
        ReferenceConstraint(a: 0, b: 1, c: 100, relation: .greaterThanOrEqual, priority: 1000),
        ReferenceConstraint(a: 0, b: 1, c: -100, relation: .lessThanOrEqual, priority: 1000),
    ]

    init(_ rng: inout SplitMix64, count: ClosedRange<Int> = 2...6, requiredShare: Int = 30) {
        constraints = RandomSystem.box
        let levels = [1, 2, 250, 251, 500, 750, 999]
        for _ in 0..<rng.int(count) {
            var a = Double(rng.int(-3...3)), b = Double(rng.int(-3...3))
            if a == 0 && b == 0 { a = 1 }
            if rng.int(0...2) == 0 { b = 0 } else if rng.int(0...3) == 0 { a = 0; if b == 0 { b = 1 } }
            let c = Double(rng.int(-40...40))
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
            let level = rng.int(1...100) <= requiredShare ? 1000 : levels[rng.int(0...levels.count - 1)]
            constraints.append(ReferenceConstraint(a: a, b: b, c: c, relation: relation, priority: level))
        }
    }

    /// Adds the constraints in order; returns the solver, x, y, the handles of those accepted
    /// and the indices refused with their errors.
    func build() -> (Solver, Variable, Variable, [ConstraintHandle?], [(Int, SolverError)]) {
        let s = Solver()
        let x = s.addVariable(named: "x"), y = s.addVariable(named: "y")
        var handles: [ConstraintHandle?] = []
        var refused: [(Int, SolverError)] = []
        for (i, c) in constraints.enumerated() {
            let e = LinearExpression(terms: [(x, c.a), (y, c.b)], constant: c.c)
            do {
                handles.append(try s.addConstraint(e, c.relation, priority: Priority(c.priority)!))
            } catch {
                handles.append(nil)
                refused.append((i, error))
            }
        }
        return (s, x, y, handles, refused)
    }
}
