import TypeScale

/// `typescale schema`: the JSON Schema of screen files (schema/screen.schema.json is its output).
enum SchemaCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, valued: [], flags: [])
        guard arguments.positionals.isEmpty else { throw UsageError(description: "unexpected argument '\(arguments.positionals[0])'") }
        Console.out(ScreenSchema.text())
        return ExitStatus.success
    }
}
