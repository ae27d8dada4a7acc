import Testing
@testable import LayoutSolver

/// One system of DegenerateKnownAnswers.swift, as text: its constraints in the order they are
/// added (`l1 - l0 - w0 - 8 == 0 @1000`), the optimal summed error per optional tier
/// (`750:86/5 500:88`), and the variables whose optimal value is unique (`w0=589/5 l1=689/5`).
struct DegenerateSystem: Sendable, CustomTestStringConvertible {
    let id: Int
    let constraints: [String]
    let tierErrors: String
    let known: String

    var testDescription: String { "system \(id)" }
}

/// A parsed constraint `Σ coefficient·name + constant relation 0` at a priority.
struct TextConstraint {
    var terms: [(name: String, coefficient: Double)] = []
    var constant = 0.0
    var relation = Relation.equal
    var priority = 0

    /// nil unless `text` is `term (± term)* relation 0 @priority`, a term being `name`,
    /// `coefficient*name` or a number.
    init?(_ text: String) {
        let tokens = text.split(separator: " ").map(String.init)
        guard tokens.count >= 4, tokens[tokens.count - 2] == "0", tokens[tokens.count - 1].first == "@",
              let level = Int(tokens[tokens.count - 1].dropFirst()) else { return nil }
        priority = level
        switch tokens[tokens.count - 3] {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: return nil
        }
        var sign = 1.0, expectsTerm = true
        for token in tokens.dropLast(3) {
            if !expectsTerm {
                guard token == "+" || token == "-" else { return nil }
                sign = token == "+" ? 1 : -1
                expectsTerm = true
                continue
            }
            var term = Substring(token)
            if term.first == "-" { sign = -sign; term = term.dropFirst() }
            if let number = Double(term) {
                constant += sign * number
            } else {
                let parts = term.split(separator: "*")
                guard let name = parts.last, name.first?.isLetter == true, parts.count <= 2 else { return nil }
                guard let coefficient = parts.count == 2 ? Double(parts[0]) : 1 else { return nil }
                terms.append((String(name), sign * coefficient))
            }
            sign = 1
            expectsTerm = false
        }
        guard !expectsTerm else { return nil }
    }

    func value(_ values: [String: Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values[$1.name]! }
    }

    /// Σ |coefficient·value| + |constant|: the magnitude a rounding error scales with.
    func scale(_ values: [String: Double]) -> Double {
        terms.reduce(abs(constant)) { $0 + abs($1.coefficient * values[$1.name]!) }
    }

    func violation(_ values: [String: Double]) -> Double {
        let v = value(values)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}

/// `589/5` or `12.5`.
private func number(_ text: Substring) -> Double? {
    let parts = text.split(separator: "/")
    guard let numerator = parts.first.flatMap({ Double($0) }) else { return nil }
    guard parts.count == 2 else { return parts.count == 1 ? numerator : nil }
    return Double(parts[1]).map { numerator / $0 }
}

/// `name=value` (or `priority:value`) pairs separated by spaces and newlines.
private func pairs(_ text: String, separator: Character) -> [(key: String, value: Double)]? {
    var result: [(key: String, value: Double)] = []
    for item in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        let parts = item.split(separator: separator)
        guard parts.count == 2, let value = number(parts[1]) else { return nil }
        result.append((String(parts[0]), value))
    }
    return result
}

/// Layout-shaped systems full of redundancy (alignments implied by others, equal-width chains
/// with their closures, exact duplicates at other priorities) and so of degenerate pivots,
/// against optima an independent LP solver (HiGHS, tier by tier) found and proved unique.
struct DegenerateSystemTests {
    static let tolerance = 1e-6

    @Test func theDataIsWhatItClaims() {
        #expect(DegenerateSystem.all.count == 200)
        #expect(DegenerateSystem.all.map(\.id) == Array(0..<200))
        // The generator's counts: a truncated or hand-edited table would not reproduce them.
        #expect(DegenerateSystem.all.map(\.constraints.count).reduce(0, +) == 9115)
        let known = DegenerateSystem.all.map { pairs($0.known, separator: "=")?.count ?? 0 }.reduce(0, +)
        #expect(known == 3085)
    }

    @Test(arguments: DegenerateSystem.all)
    func matchesTheIndependentOptimum(system: DegenerateSystem) throws {
        let parsed = system.constraints.map(TextConstraint.init)
        let constraints = parsed.compactMap { $0 }
        try #require(constraints.count == parsed.count, "unparsable constraint")
        let expectedTiers = try #require(pairs(system.tierErrors, separator: ":"))
        let known = try #require(pairs(system.known, separator: "="))

        // Variables in order of first mention, constraints in their listed order.
        let s = Solver()
        var variables: [String: Variable] = [:], names: [String] = []
        for c in constraints {
            for term in c.terms where variables[term.name] == nil {
                variables[term.name] = s.addVariable(named: term.name)
                names.append(term.name)
            }
            let e = LinearExpression(terms: c.terms.map { (variables[$0.name]!, $0.coefficient) }, constant: c.constant)
            try s.addConstraint(e, c.relation, priority: try #require(Priority(c.priority)))
        }
        var values: [String: Double] = [:]
        for name in names { values[name] = s.value(of: variables[name]!) }

        for (c, text) in zip(constraints, system.constraints) where c.priority == 1000 {
            let v = c.violation(values)
            #expect(v <= Self.tolerance * max(1, c.scale(values)), "required \(text) broken by \(v)")
        }

        let levels = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
        #expect(levels.map(String.init) == expectedTiers.map(\.key))
        for (level, expected) in zip(levels, expectedTiers.map(\.value)) {
            let got = constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(values) }
            #expect(abs(got - expected) <= Self.tolerance * max(1, expected), "tier \(level): error \(got), optimum \(expected)")
        }

        for (name, expected) in known {
            let got = try #require(values[name], "unknown variable \(name)")
            #expect(abs(got - expected) <= Self.tolerance * max(1, abs(expected)), "\(name) = \(got), expected \(expected)")
        }

        // Every variable HiGHS left out has a range of optimal values (max - min >= 1): exactly
        // those are ambiguous.
        let unique = Set(known.map(\.key))
        let ambiguous = s.ambiguousVariables().map { names[$0.index] }
        #expect(ambiguous == names.filter { !unique.contains($0) }, "ambiguous variables")
    }
}
