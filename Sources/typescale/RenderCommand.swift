import TypeScale

/// `typescale render SCREEN -o sheet.svg [--columns N] [--no-ids] [options]`: an SVG contact
/// sheet, one panel per category (all by default) in rows of N, with truncated text and audit
/// findings highlighted.
enum RenderCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "render")
        let path = try arguments.single("screen file")
        let request = try ScreenOptions.request(arguments, defaultCategories: ContentSizeCategory.allCases)
        _ = try ScreenOptions.format(arguments, allowed: ["svg"])
        var options = ContactSheet.Options(showsIDs: !arguments.flag("--no-ids"))
        if let text = arguments.value("--columns") {
            guard let columns = Int(text), (1...100).contains(columns) else {
                throw UsageError(description: "--columns is a whole number from 1 to 100, found '\(text)'")
            }
            options.columns = columns
        }
        let screens = try ScreenOptions.screens(path, arguments, request)
        var warned = false
        var layouts: [ScreenLayout] = [], findings: [[AuditFinding]] = []
        for screen in screens {
            let laidOut = try screen.layouts(request) {
                warned = Warnings.report($0, file: path, namingScreen: screens.count > 1) || warned
            }
            let designed = try screen.designedLayout(request, among: laidOut)
            layouts += laidOut
            findings += laidOut.map { LayoutAudit.findings(in: $0, designed: designed) }
        }
        let sheet = ContactSheet.render(layouts, findingsByLayout: findings, options: options)
        try Console.emit(sheet, to: arguments.value("-o"))
        return warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }
}
