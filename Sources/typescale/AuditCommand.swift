import TypeScale

/// `typescale audit SCREEN [options]`: the problems a user would see, one a line; exit 1 if any.
enum AuditCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "audit")
        let path = try arguments.single("screen file")
        let request = try ScreenOptions.request(arguments, defaultCategories: ContentSizeCategory.allCases)
        let format = try ScreenOptions.format(arguments, allowed: ["text", "json"])
        let loaded = try LoadedScreen.load(path: path, fontFiles: request.fontFiles)
        let findings = LayoutAudit.findings(try loaded.layouts(request))
        // Layout warnings are findings here, so they are not repeated on stderr.
        let output = format == "json"
            ? AuditFormat.json(findings, screenName: loaded.screen.name)
            : AuditFormat.text(findings)
        try Console.emit(output, to: arguments.value("-o"))
        return findings.isEmpty ? ExitStatus.success : ExitStatus.found
    }
}
