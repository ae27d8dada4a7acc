/// Relative tolerances. Every comparison with zero is scaled by the magnitude of the numbers
/// that produced the value, so systems in points and in thousands of points behave alike.
enum Tolerance {
    /// Below this fraction of its operands a sum is cancellation noise and becomes exactly 0.
    static let cancellation = 1e-11
    /// Coefficients smaller than this fraction of their row's largest are not pivoted on.
    static let pivot = 1e-9
    /// Objective coefficients and constants within this of zero (relative to 1 or their scale) are zero.
    static let zero = 1e-9
    /// Residuals below this fraction of their terms are rounding: refinement stops there.
    static let refined = 1e-14

    /// `a + b`, flushed to 0 when it is cancellation noise.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let s = a + b
        return abs(s) <= cancellation * (abs(a) + abs(b)) ? 0 : s
    }

    /// Digits a sum of constants cancelled: beyond `refinementTrigger` the rounding of its
    /// operands (ε × their size) can reach 1e-9 of the result, and the tableau is refined.
    static let refinementTrigger = 1e7
    /// A pivot this much smaller than its row's largest coefficient (or than 1) multiplies
    /// the row's rounding errors by 1,000 or more: the tableau is refined too. Layout rows
    /// (coefficients 1, ½, ⅓, aspect ratios) do not pivot on one.
    static let amplifyingPivot = 1e-3

    @inline(__always)
    static func losesPrecision(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        max(abs(a), abs(b)) > refinementTrigger * max(1, abs(sum))
    }

    @inline(__always)
    static func isNegative(_ x: Double, scale: Double) -> Bool { x < -zero * max(1, scale) }
}
