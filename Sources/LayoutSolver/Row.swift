/// One term of a row: `coefficient × symbol`.
struct Term {
    var symbol: Int
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ terms`, terms sorted by symbol id with no zeros.
struct Row {
    var basic: Int
    var constant: Double
    /// The coefficient of ε in the constant: `basic = constant + ε·perturbation + Σ terms`.
    /// Every row's right-hand side is perturbed by a distinct infinitesimal amount, so no two
    /// rows tie in the ratio test and no degenerate pivot can repeat a basis (see `getLeavingRow`).
    var perturbation: Double
    var terms: [Term]
    /// Largest |coefficient|, the yardstick for "too small to pivot on".
    var scale: Double

    init(basic: Int, constant: Double, perturbation: Double = 0, terms: [Term]) {
        self.basic = basic
        self.constant = constant
        self.perturbation = perturbation
        self.terms = terms
        self.scale = Row.scale(of: terms)
    }

    /// A new row's own perturbation: positive, distinct per basic symbol, deterministic
    /// (the fractional part of id × the golden ratio spreads consecutive ids apart).
    static func freshPerturbation(for symbol: Int) -> Double {
        let x = Double(symbol) * 0.6180339887498949
        return 1 + (x - x.rounded(.down))
    }

    static func scale(of terms: [Term]) -> Double {
        var m = 0.0
        for t in terms { m = max(m, abs(t.coefficient)) }
        return m
    }

    /// Position of `symbol` in `terms`, by binary search.
    func position(of symbol: Int) -> Int? {
        // The newest symbols (a container's or edit's error, the latest slack) sit last.
        guard let last = terms.last, symbol <= last.symbol else { return nil }
        if symbol == last.symbol { return terms.count - 1 }
        var lo = 0, hi = terms.count - 1
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = terms[mid].symbol
            if s == symbol { return mid }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    func coefficient(of symbol: Int) -> Double {
        position(of: symbol).map { terms[$0].coefficient } ?? 0
    }

    /// Whether a pivot on `coefficient` is numerically safe in this row.
    @inline(__always)
    func isPivotable(_ coefficient: Double) -> Bool { abs(coefficient) > Tolerance.pivot * max(1, scale) }

    /// Rewrites `0 = constant + Σ terms` (where `terms` include `subject` with coefficient a)
    /// as `subject = −constant/a − Σ others/a`.
    static func solved(constant: Double, perturbation: Double = 0, terms: [Term], for subject: Int) -> Row {
        var a = 0.0
        var rest: [Term] = []
        rest.reserveCapacity(terms.count)
        for t in terms {
            if t.symbol == subject { a = t.coefficient } else { rest.append(t) }
        }
        let k = -1 / a
        for i in rest.indices { rest[i].coefficient *= k }
        return Row(basic: subject, constant: constant * k, perturbation: perturbation * k, terms: rest)
    }

    /// The row solved for `entering` (one of its terms), the basic symbol moving into the
    /// terms: `Row.solved` of `0 = constant + terms − basic`, made in one pass and one
    /// allocation, with the same products (so the same bits).
    func solved(for entering: Int) -> Row {
        let k = -1 / coefficient(of: entering)
        var rest: [Term] = []
        rest.reserveCapacity(terms.count)
        var isBasicPlaced = false
        for t in terms {
            if !isBasicPlaced && t.symbol > basic {
                rest.append(Term(symbol: basic, coefficient: -1 * k))
                isBasicPlaced = true
            }
            if t.symbol != entering { rest.append(Term(symbol: t.symbol, coefficient: t.coefficient * k)) }
        }
        if !isBasicPlaced { rest.append(Term(symbol: basic, coefficient: -1 * k)) }
        return Row(basic: entering, constant: constant * k, perturbation: perturbation * k, terms: rest)
    }

    /// `terms − a·symbol + a·(other.terms)` merged by id; reports symbols that newly appear.
    /// `symbol` must be in `terms`; the result never contains it.
    static func substituted(_ terms: [Term], symbol: Int, coefficient a: Double, by other: [Term],
                            added: inout [Int]) -> [Term] {
        var result: [Term] = []
        merge(terms, symbol: symbol, coefficient: a, by: other, into: &result, added: &added)
        return result
    }

    /// `substituted`, written into `result` (emptied first, its capacity kept) so a caller
    /// with a scratch buffer allocates nothing.
    static func merge(_ terms: [Term], symbol: Int, coefficient a: Double, by other: [Term],
                      into result: inout [Term], added: inout [Int]) {
        result.removeAll(keepingCapacity: true)
        result.reserveCapacity(terms.count + other.count)
        var i = 0, j = 0
        while i < terms.count || j < other.count {
            if j == other.count || (i < terms.count && terms[i].symbol < other[j].symbol) {
                if terms[i].symbol != symbol { result.append(terms[i]) }
                i += 1
            } else if i == terms.count || other[j].symbol < terms[i].symbol {
                let c = a * other[j].coefficient
                if c != 0 {
                    result.append(Term(symbol: other[j].symbol, coefficient: c))
                    added.append(other[j].symbol)
                }
                j += 1
            } else {
                if terms[i].symbol != symbol {
                    let c = Tolerance.sum(terms[i].coefficient, a * other[j].coefficient)
                    if c != 0 { result.append(Term(symbol: terms[i].symbol, coefficient: c)) }
                }
                i += 1
                j += 1
            }
        }
    }
}
