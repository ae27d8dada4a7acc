/// How `typescale audit` prints its findings.
public enum AuditFormat {
    /// One finding a line, in the order given (`LayoutAudit.findings` order); empty when none.
    public static func text(_ findings: [AuditFinding]) -> String {
        findings.map { $0.line + "\n" }.joined()
    }

    /// One screen's findings as `text` prints them; several screens (an Interface Builder
    /// file's) each under a `# NAME` line.
    public static func text(screens: [(name: String, findings: [AuditFinding])]) -> String {
        if screens.count == 1 { return text(screens[0].findings) }
        return screens.map { "# \($0.name)\n" + text($0.findings) }.joined()
    }

    /// One screen as `json` prints it; several as `{"screens": [{"screen", "findings"}, …]}`.
    public static func json(screens: [(name: String, findings: [AuditFinding])]) -> String {
        if screens.count == 1 { return json(screens[0].findings, screenName: screens[0].name) }
        return JSONOutput.object([("screens", .array(screens.map { object($0.findings, screenName: $0.name) }))]).rendered() + "\n"
    }

    /// `{"screen", "findings": [{"category", "kind", "view", "related", "detail", "line"}]}`.
    public static func json(_ findings: [AuditFinding], screenName: String) -> String {
        object(findings, screenName: screenName).rendered() + "\n"
    }

    static func object(_ findings: [AuditFinding], screenName: String) -> JSONOutput {
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
        ])
    }
}
