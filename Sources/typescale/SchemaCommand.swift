import TypeScale

/// `typescale schema`: the JSON Schema of screen files (schema/screen.schema.json is its output).
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema", overview: "Print the JSON Schema (draft 2020-12) of screen files.",
        discussion: """
        The schema committed as schema/screen.schema.json, made from the decoder's own key tables.
        Editors use it through "$schema" in a screen or a settings mapping (README).
        """,
        run: run)

    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "schema")
        guard arguments.positionals.isEmpty else { throw UsageError(description: "unexpected argument '\(arguments.positionals[0])'") }
        Console.out(ScreenSchema.text())
        return ExitStatus.success
    }
}
