/// `typescale constraints` (SPEC §7.3): the linear system solved for one category, after VFL
/// expansion, hugging, compression and trait resolution. Rows read Σ coefficient × variable
/// + constant RELATION 0, in absolute coordinates.
public struct SolvedSystemListing: Sendable {
    public struct Row: Sendable {
        public var id: String
        public var terms: [(coefficient: Double, variable: String)]
        public var constant: Double
        public var relation: String
        public var priority: Int
    }

    public var variables: [String]
    public var rows: [Row]

    public func json() -> String {
        JSONOutput.object([
            ("variables", .array(variables.map { .string($0) })),
            ("constraints", .array(rows.map { row in
                .object([
                    ("id", .string(row.id)),
                    ("terms", .array(row.terms.map { .array([.number($0.coefficient), .string($0.variable)]) })),
                    ("constant", .number(row.constant)),
                    ("relation", .string(row.relation)),
                    ("priority", .number(Double(row.priority))),
                ])
            })),
        ]).rendered() + "\n"
    }

    /// One row a line: `nameField.left - nameLabel.left - nameLabel.width - 8 == 0 @1000  constraints[0]#2`.
    public func text() -> String {
        rows.map { row in
            LinearText.render(terms: row.terms, constant: row.constant, relation: row.relation, priority: row.priority)
                + "  \(row.id)\n"
        }.joined()
    }
}

/// `a.left - 2 * b.width + 8 == 0 @750`: a linear row in the expression syntax.
enum LinearText {
    static func render(terms: [(coefficient: Double, variable: String)], constant: Double, relation: String, priority: Int) -> String {
        var text = ""
        for (index, term) in terms.enumerated() {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) * "
            if index == 0 {
                text += (term.coefficient < 0 ? "-" : "") + factor + term.variable
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable
            }
        }
        if terms.isEmpty {
            text = formatNumber(constant)
        } else if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant))
        }
        return "\(text) \(relation) 0 @\(priority)"
    }
}
