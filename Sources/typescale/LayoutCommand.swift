import TypeScale

/// `typescale layout SCREEN [options]`: the frames of every view, per category.
enum LayoutCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "layout")
        let path = try arguments.single("screen file")
        let request = try ScreenOptions.request(arguments)
        let format = try ScreenOptions.format(arguments, allowed: ["text", "json"])
        let loaded = try LoadedScreen.load(path: path, fontFiles: request.fontFiles)
        var warned = false
        let layouts = try loaded.layouts(request) { warned = Warnings.report($0, file: path) || warned }
        let output = format == "json"
            ? LayoutJSONFormat.render(layouts, screenName: loaded.screen.name)
            : LayoutTextFormat.render(layouts)
        try Console.emit(output, to: arguments.value("-o"))
        return warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }
}

/// Prints a layout's warnings to stderr as soon as it is laid out (a slow run is not a silent
/// one); true if there were any.
enum Warnings {
    static func report(_ layout: ScreenLayout, file: String) -> Bool {
        guard !layout.warnings.isEmpty else { return false }
        Console.error(text(layout, file: file))
        return true
    }

    /// `typescale: warning: FILE [CATEGORY]: MESSAGE`, one per warning.
    static func text(_ layout: ScreenLayout, file: String) -> String {
        layout.warnings.map { "typescale: warning: \(file) [\(layout.category.shortName)]: \($0.message)\n" }.joined()
    }
}

/// `typescale constraints SCREEN [options]`: the linear system solved for one category.
enum ConstraintsCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "constraints")
        let path = try arguments.single("screen file")
        let request = try ScreenOptions.request(arguments)
        guard request.categories.count == 1 else {
            throw UsageError(description: "'constraints' lists the system of one category; give one --category")
        }
        let format = try ScreenOptions.format(arguments, allowed: ["text", "json"])
        let loaded = try LoadedScreen.load(path: path, fontFiles: request.fontFiles)
        let listing = try loaded.solvedSystem(request)
        try Console.emit(format == "json" ? listing.json() : listing.text(), to: arguments.value("-o"))
        return ExitStatus.success
    }
}
