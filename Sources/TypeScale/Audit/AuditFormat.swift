/// How `typescale audit` prints its findings.
public enum AuditFormat {
    /// One finding a line, in the order given (`LayoutAudit.findings` order); empty when none.
    public static func text(_ findings: [AuditFinding]) -> String {
        findings.map { $0.line + "\n" }.joined()
    }

    /// `{"screen", "findings": [{"category", "kind", "view", "related", "detail", "line"}]}`.
    public static func json(_ findings: [AuditFinding], screenName: String) -> String {
        JSONOutput.object([
            ("screen", .string(screenName)),
            ("findings", .array(findings.map { finding in
                .object([
                    ("category", .string(finding.category.shortName)),
                    ("kind", .string(finding.kind.rawValue)),
                    ("view", finding.view.map { .string($0) } ?? .null),
                    ("related", .array(finding.related.map { .string($0) })),
                    ("detail", .string(finding.detail)),
                    ("line", .string(finding.line)),
                ])
            })),
        ]).rendered() + "\n"
    }
}
