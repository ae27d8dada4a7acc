/// How `typescale audit` prints its findings.
public enum AuditFormat {
    /// One finding a line, in the order given (`LayoutAudit.findings` order); empty when none.
    public static func text(_ findings: [AuditFinding]) -> String {
        findings.map { $0.line + "\n" }.joined()
    }

    /// `grouped`: a finding the same at several categories once (`CategoryGrouping`).
    public static func text(_ findings: [AuditFinding], grouped: Bool) -> String {
        grouped ? CategoryGrouping.group(findings).map { $0.line + "\n" }.joined() : text(findings)
    }

    /// One screen's findings as `text` prints them; several screens (an Interface Builder
    /// file's) each under a `# NAME` line.
    public static func text(screens: [(name: String, findings: [AuditFinding])], grouped: Bool = false) -> String {
        if screens.count == 1 { return text(screens[0].findings, grouped: grouped) }
        return screens.map { "# \($0.name)\n" + text($0.findings, grouped: grouped) }.joined()
    }

    /// One screen as `json` prints it; several as `{"screens": [{"screen", "findings"}, …]}`.
    /// `grouped`: each finding once, with its `categories` after its first `category`.
    public static func json(screens: [(name: String, findings: [AuditFinding])], grouped: Bool = false) -> String {
        if screens.count == 1 { return object(screens[0].findings, screenName: screens[0].name, grouped: grouped).rendered() + "\n" }
        return JSONOutput.object([("screens", .array(screens.map { object($0.findings, screenName: $0.name, grouped: grouped) }))])
            .rendered() + "\n"
    }

    /// `{"screen", "findings": [{"category", "kind", "view", "related", "detail", "line"}]}`.
    public static func json(_ findings: [AuditFinding], screenName: String) -> String {
        object(findings, screenName: screenName).rendered() + "\n"
    }

    static func object(_ findings: [AuditFinding], screenName: String, grouped: Bool = false) -> JSONOutput {
        let entries = grouped
            ? CategoryGrouping.group(findings)
            : findings.map { GroupedFinding(categories: [$0.category], finding: $0) }
        return JSONOutput.object([
            ("screen", .string(screenName)),
            ("findings", .array(entries.map { entry in
                let finding = entry.finding
                var members: [(String, JSONOutput)] = [("category", .string(finding.category.shortName))]
                if grouped { members.append(("categories", .array(entry.categories.map { .string($0.shortName) }))) }
                members += [
                    ("kind", .string(finding.kind.rawValue)),
                    ("view", finding.view.map { .string($0) } ?? .null),
                    ("related", .array(finding.related.map { .string($0) })),
                    ("detail", .string(finding.detail)),
                    ("line", .string(grouped ? entry.line : finding.line)),
                ]
                return .object(members)
            })),
        ])
    }
}
