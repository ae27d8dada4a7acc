import TypeScale

/// `--help` and `help COMMAND`, in the shape swift-argument-parser prints, made from the
/// command table.
enum Help {
    /// Every command's help ends with this line, and every command accepts it.
    static let helpOption = OptionSpec.flag("-h, --help", "Show help information.")

    /// `typescale --help`.
    static var usage: String {
        var text = "OVERVIEW: \(Commands.tool.overview)\n\n"
        text += paragraphs(Commands.tool.discussion)
        text += "USAGE: typescale <subcommand>\n\n"
        text += section("OPTIONS", (Commands.tool.options + [helpOption]).map(row))
        text += section("SUBCOMMANDS", Commands.all.map { ($0.name, $0.overview) } + [("help", "Show help for a subcommand.")])
        text += "  See 'typescale help <subcommand>' for detailed help.\n"
        return text
    }

    /// `typescale help COMMAND` and `typescale COMMAND --help`.
    static func text(for command: CommandSpec) -> String {
        var text = "OVERVIEW: \(command.overview)\n\n"
        text += paragraphs(command.discussion)
        text += "USAGE: \(usageLine(command))\n\n"
        if !command.arguments.isEmpty {
            text += section("ARGUMENTS", command.arguments.map { (placeholder($0), $0.help) })
        }
        text += section("OPTIONS", (command.options + [helpOption]).map(row))
        return text
    }

    /// `typescale layout <screen> [<options>]`.
    static func usageLine(_ command: CommandSpec) -> String {
        var parts = ["typescale", command.name]
        parts += command.arguments.map(placeholder)
        if !command.options.isEmpty { parts.append("[<options>]") }
        return parts.joined(separator: " ")
    }

    static func placeholder(_ argument: ArgumentSpec) -> String {
        "<\(argument.name)>" + (argument.repeats ? " ..." : "")
    }

    /// `--category <category>` and its help with the default.
    static func row(_ option: OptionSpec) -> (String, String) {
        let name = option.value.map { "\(option.name) <\($0)>" } ?? option.name
        let help = option.defaultValue.map { "\(option.help) (default: \($0))" } ?? option.help
        return (name, help)
    }

    /// A heading and its rows, names padded to one column as swift-argument-parser does.
    static func section(_ title: String, _ rows: [(String, String)]) -> String {
        var text = "\(title):\n"
        for (name, help) in rows {
            let indented = "  \(name)"
            text += indented.count < 26
                ? indented + String(repeating: " ", count: 26 - indented.count) + help + "\n"
                : indented + "\n" + String(repeating: " ", count: 26) + help + "\n"
        }
        return text + "\n"
    }

    private static func paragraphs(_ text: String) -> String {
        text.isEmpty ? "" : text + "\n\n"
    }

    static func run(_ args: [String]) -> Int32 {
        guard let name = args.first else {
            Console.out(usage)
            return ExitStatus.success
        }
        guard let command = Commands.named(name) else { return TypeScaleCommand.noSuchCommand("no help for", name) }
        Console.out(text(for: command))
        return ExitStatus.success
    }
}
