import Testing
@testable import TypeScale

/// Ties of large numbers: the quick path and the digit path agree (round 38's review).
struct NumberFormatLargeTieTests {
    /// `formatNumber` promises half-away-from-zero rounding of the shortest decimal digits
    /// (2.0005 → 2.001), and the quick path promises the digit path's text wherever it
    /// answers. Past about 1.3e7 the product x × 1000 carries more error than the quick path's
    /// 1e-6 tie guard, so a tie is rounded by its binary noise: 134444432.0125 prints .012
    /// (the digit path says .013). Reachable in a snapshot through a per-category constant,
    /// printed as `constraint ID VALUE`.
    @Test func largeTiesRoundAsTheDigitPathDoes() {
        for (value, expected) in [(134444432.0125, "134444432.013"), (538888836.0005, "538888836.001"),
                                  (274444418.9995, "274444419")] {
            #expect(formatNumberByDigits(value) == expected)
            #expect(formatNumber(value) == expected, "\(value)")
        }
    }
}
