/// What a tableau symbol stands for. Symbols are integer ids, issued in creation order, so
/// every tie in pivot selection is broken by id and the solver is deterministic.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// An error of an optional constraint: ≥ 0 and costed in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
    /// The temporary variable of phase one when a row has no feasible subject.
    case artificial

    /// Restricted symbols are ≥ 0 (dummies are fixed at 0, which is stricter).
    var isRestricted: Bool { self != .external }

    /// Symbols a pivot may bring into the basis.
    var canEnter: Bool { self == .slack || self == .error || self == .external }
}

/// Relative tolerances. Every comparison with zero is scaled by the magnitude of the numbers
/// that produced the value, so systems in points and in thousands of points behave alike.
enum Tolerance {
    /// Below this fraction of its operands a sum is cancellation noise and becomes exactly 0.
    static let cancellation = 1e-11
    /// Coefficients smaller than this fraction of their row's largest are not pivoted on.
    static let pivot = 1e-9
    /// Objective coefficients and constants within this of zero (relative to 1 or their scale) are zero.
    static let zero = 1e-9

    /// `a + b`, flushed to 0 when it is cancellation noise.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let s = a + b
        return abs(s) <= cancellation * (abs(a) + abs(b)) ? 0 : s
    }

    @inline(__always)
    static func isNegative(_ x: Double, scale: Double) -> Bool { x < -zero * max(1, scale) }
}
