import TypeScale

/// `typescale render SCREEN -o sheet.svg [options]`: an SVG contact sheet, one panel per
/// category (all by default), with truncated text and audit findings highlighted.
enum RenderCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, valued: ScreenOptions.valued, flags: ScreenOptions.flags)
        let path = try arguments.single("screen file")
        let request = try ScreenOptions.request(arguments, defaultCategories: ContentSizeCategory.allCases)
        _ = try ScreenOptions.format(arguments, allowed: ["svg"])
        let loaded = try LoadedScreen.load(path: path, fontFiles: request.fontFiles)
        var warned = false
        let layouts = try loaded.layouts(request) { warned = Warnings.report($0, file: path) || warned }
        let sheet = ContactSheet.render(layouts, findings: LayoutAudit.findings(layouts))
        try Console.emit(sheet, to: arguments.value("-o"))
        return warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }
}
