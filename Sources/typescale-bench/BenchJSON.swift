import LayoutSolver
import TypeScale

/// A small JSON writer for the export files; keys keep the order they are given in.
indirect enum BenchJSON {
    case number(Double)
    case string(String)
    case array([BenchJSON])
    case object([(String, BenchJSON)])
    case null

    func rendered() -> String {
        switch self {
        case .number(let value): Self.format(value)
        case .string(let text): Self.quote(text)
        case .array(let items): "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
        case .object(let pairs):
            "{" + pairs.map { Self.quote($0.0) + ": " + $0.1.rendered() }.joined(separator: ", ") + "}"
        case .null: "null"
        }
    }

    /// Whole numbers without a fraction, others in Swift's shortest round-trip form (valid JSON).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal, as the screen commands' JSON writes it (the one quoting routine).
    static func quote(_ text: String) -> String { JSONOutput.quoted(text) }

    static func numbers(_ values: [Double]) -> BenchJSON { .array(values.map { .number($0) }) }
}

extension BenchSystem {
    /// The §7.3 export (`variables`, `constraints` with relation and priority) plus the keys
    /// the peer needs to replay the benchmark: `edits`, `suggestions`, `resolve`, and
    /// typescale's own values under `typescale` for the agreement check.
    func exportJSON(_ run: SystemRun) -> String {
        var pairs: [(String, BenchJSON)] = [
            ("name", .string(name)),
            ("variables", .array(variables.map { .string($0) })),
            ("constraints", .array(rows.map { row in
                var fields: [(String, BenchJSON)] = [
                    ("id", .string(row.id)),
                    ("terms", .array(row.terms.map { .array([.number($0.coefficient), .string(variables[$0.variable])]) })),
                    ("constant", .number(row.constant)),
                    ("relation", .string(row.relation.symbol)),
                    ("priority", .number(Double(row.priority))),
                ]
                if let strength = row.kiwiStrength { fields.append(("kiwiStrength", .string(strength))) }
                return .object(fields)
            })),
        ]
        if !edits.isEmpty {
            pairs.append(("edits", .array(edits.map {
                .object([("variable", .string(variables[$0.variable])), ("priority", .number(Double($0.priority)))])
            })))
            pairs.append(("suggestions", .array(suggestions.map(BenchJSON.numbers))))
        }
        if let resolveRow {
            pairs.append(("resolve", .object([("constraint", .number(Double(resolveRow))),
                                              ("constants", BenchJSON.numbers(resolveConstants))])))
        }
        var solved: [(String, BenchJSON)] = [("solution", BenchJSON.numbers(run.solution))]
        if !run.resolvedSolution.isEmpty { solved.append(("resolvedSolution", BenchJSON.numbers(run.resolvedSolution))) }
        if !run.suggestedSolutions.isEmpty {
            solved.append(("suggestedSolutions", .array(run.suggestedSolutions.map(BenchJSON.numbers))))
        }
        pairs.append(("typescale", .object(solved)))
        return BenchJSON.object(pairs).rendered() + "\n"
    }
}

extension Relation {
    /// The relation `symbol` spells (`==`, `<=`, `>=`), as a screen's exported system has it.
    init?(symbol: String) {
        let all: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        guard let relation = all.first(where: { $0.symbol == symbol }) else { return nil }
        self = relation
    }
}
