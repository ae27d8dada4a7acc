import TypeScale

/// `typescale layout SCREEN [options]`: the frames of every view, per category.
enum LayoutCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "layout")
        let path = try arguments.single("screen file")
        let request = try ScreenOptions.request(arguments)
        let format = try ScreenOptions.format(arguments, allowed: ["text", "json"])
        let screens = try ScreenOptions.screens(path, arguments, request)
        var warned = false
        let perScreen = try screens.indices.map { index in
            // The last screen's work is kept for the exit; earlier screens' is freed as they
            // finish, so a storyboard of many scenes holds one scene's at a time.
            let keep: (AnyObject) -> Void = index == screens.count - 1 ? KeptUntilExit.keep : { _ in }
            return (name: screens[index].screen.name, layouts: try screens[index].layouts(request, keepingWork: keep) {
                warned = Warnings.report($0, file: path, namingScreen: screens.count > 1) || warned
            })
        }
        let layouts = perScreen.flatMap(\.layouts)
        let output = format == "json"
            ? LayoutJSONFormat.render(screens: perScreen)
            : LayoutTextFormat.render(layouts)
        try Console.emit(output, to: arguments.value("-o"))
        KeptUntilExit.keep((screens, perScreen, layouts, output))
        return warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }
}

/// Prints a layout's warnings to stderr as soon as it is laid out (a slow run is not a silent
/// one); true if there were any.
enum Warnings {
    static func report(_ layout: ScreenLayout, file: String, namingScreen: Bool = false) -> Bool {
        let warnings = layout.warningDiagnostics(file: file, namingScreen: namingScreen)
        warnings.forEach(Console.report)
        return !warnings.isEmpty
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
        let screens = try ScreenOptions.screens(path, arguments, request)
        guard !screens.isEmpty else {
            throw UsageError(description: "'constraints' lists one screen's system; \(path) has no screen")
        }
        guard screens.count == 1 else {
            throw UsageError(description: "'constraints' lists one screen's system; give --scene (one of: "
                             + screens.map(\.screen.name).joined(separator: ", ") + ")")
        }
        let listing = try screens[0].solvedSystem(request)
        try Console.emit(format == "json" ? listing.json() : listing.text(), to: arguments.value("-o"))
        return ExitStatus.success
    }
}
