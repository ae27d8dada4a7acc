import TypeScale

/// `typescale categories | devices | styles`: the built-in tables.
enum TableCommand {
    enum Table { case categories, devices, styles }

    static func run(_ args: [String], table: Table) throws -> Int32 {
        let arguments = try Arguments(args, valued: [], flags: [])
        guard arguments.positionals.isEmpty else { throw UsageError(description: "unexpected argument '\(arguments.positionals[0])'") }
        switch table {
        case .categories: Console.out(BuiltInTables.categoriesText())
        case .devices: Console.out(DeviceListing.text())
        case .styles: Console.out(BuiltInTables.stylesText())
        }
        return ExitStatus.success
    }
}
