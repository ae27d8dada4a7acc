import Testing
@testable import LayoutSolver

/// A constraint's terms as the engine keeps them: one per variable, ascending, no zeros, and a
/// repeated variable's coefficients summed in the caller's order (so the same bits whatever
/// sort is used), for short expressions (sorted in place) and long ones.
struct NormalizedTermsTests {
    private func expression(_ terms: [(Int, Double)]) -> LinearExpression {
        LinearExpression(terms: terms.map { (Variable(index: $0.0), $0.1) }, constant: 0)
    }

    @Test func sortsMergesAndDropsZeros() {
        let terms = expression([(7, 1), (2, -1), (5, 3), (2, 4), (9, 0), (5, -3), (0, 2)]).normalizedTerms()
        #expect(terms.map(\.variable) == [0, 2, 7])
        #expect(terms.map(\.coefficient) == [2, 3, 1])
    }

    @Test func sumsARepeatedVariableInTheCallersOrder() {
        // (0.1 + 0.2) + 0.3 and (0.3 + 0.2) + 0.1 differ in the last bit.
        let forward = expression([(4, 0.1), (1, 1), (4, 0.2), (4, 0.3)]).normalizedTerms()
        let backward = expression([(4, 0.3), (1, 1), (4, 0.2), (4, 0.1)]).normalizedTerms()
        #expect(forward.map(\.variable) == [1, 4])
        #expect(forward[1].coefficient == (0.1 + 0.2) + 0.3)
        #expect(backward[1].coefficient == (0.3 + 0.2) + 0.1)
        #expect(forward[1].coefficient != backward[1].coefficient)
    }

    @Test func longExpressionsAreNormalizedTheSameWay() {
        // 40 terms, descending, each variable twice (the second time cancelling half of it).
        var raw: [(Int, Double)] = []
        for v in stride(from: 39, through: 0, by: -1) { raw.append((v, Double(v) + 0.5)) }
        for v in 0..<40 { raw.append((v, -0.5)) }
        let terms = expression(raw).normalizedTerms()
        #expect(terms.map(\.variable) == Array(1..<40))
        #expect(terms.map(\.coefficient) == (1..<40).map(Double.init))
    }
}
