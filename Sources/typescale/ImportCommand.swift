import TypeScale

/// `typescale import FILE.xib|FILE.storyboard [-o DIR] [--scene NAME]`: the screen files of
/// an Interface Builder file (SPEC §10). Without `-o` it prints the one screen.
enum ImportCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "import")
        let path = try arguments.single("Interface Builder file")
        guard InterfaceBuilderImport.handles(path) else {
            throw UsageError(description: "import reads .xib and .storyboard files, found '\(path)'")
        }
        let imported = try InterfaceBuilderImport.load(path: path)
        let screens = try imported.select(scene: arguments.value("--scene"), file: path)
        for warning in imported.warnings { Console.report(warning.diagnostic(file: path)) }
        guard let directory = arguments.value("-o") else {
            guard screens.count == 1 else {
                throw UsageError(description: "\(path) has \(screens.count) screens (\(screens.map(\.name).joined(separator: ", "))); "
                                 + "write them all with -o DIR, or pick one with --scene NAME")
            }
            Console.out(screens[0].json.text())
            return ExitStatus.success
        }
        do {
            for written in try ScreenFileWriter.write(screens, to: directory) { Console.out("wrote \(written)\n") }
        } catch let error as ScreenFileWriter.WriteError {
            throw OutputError(description: error.description)
        }
        return ExitStatus.success
    }
}
