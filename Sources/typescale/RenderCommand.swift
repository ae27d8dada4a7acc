import TypeScale

/// `typescale render SCREEN -o sheet.svg [options]`: an SVG contact sheet, one panel per
/// category (all by default), with truncated text and audit findings highlighted.
enum RenderCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, valued: ScreenOptions.valued, flags: ScreenOptions.flags)
        let path = try arguments.single("screen file")
        let request = try ScreenOptions.request(arguments, defaultCategories: ContentSizeCategory.allCases)
        _ = try ScreenOptions.format(arguments, allowed: ["svg"])
        let screens = try ScreenOptions.screens(path, arguments, request)
        let layouts = try screens.flatMap { try $0.layouts(request) }
        let sheet = ContactSheet.render(layouts, findings: LayoutAudit.findings(layouts))
        let warned = Warnings.report(layouts, file: path)
        try Console.emit(sheet, to: arguments.value("-o"))
        return warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }
}
