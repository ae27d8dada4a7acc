import Foundation
import Testing

/// Help, the man page and the completions come from one table per command: every option a
/// command's parser accepts appears in all three, and what help promises the parser keeps.
@Suite struct HelpTests {
    static let commands = ["layout", "check", "audit", "render", "constraints", "measure", "categories",
                           "devices", "styles", "completions", "man"]

    /// The option names listed under OPTIONS in a command's help, `-h, --help` split in two.
    static func listedOptions(_ help: String) -> [String] {
        guard let section = help.components(separatedBy: "OPTIONS:\n").last else { return [] }
        return section.split(separator: "\n").compactMap { line -> [String]? in
            guard line.hasPrefix("  -") else { return nil }
            let names = line.dropFirst(2).split(separator: " ").first.map(String.init) ?? ""
            return names.hasSuffix(",") ? [String(names.dropLast()), "--help"] : [names]
        }.flatMap { $0 }
    }

    @Test(arguments: commands)
    func helpHasArgumentParsersShape(_ command: String) throws {
        let result = try CLIRunner.run(["help", command])
        #expect(result.status == 0)
        let help = result.stdout
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("\nUSAGE: typescale \(command)"))
        #expect(help.contains("\nOPTIONS:\n"))
        #expect(help.hasSuffix("  -h, --help              Show help information.\n\n"))
        // --help after the command prints the same page.
        #expect(try CLIRunner.run([command, "--help"]).stdout == help)
    }

    /// `help audit` and the man page describe the audit as it is: every finding by the phrase
    /// it prints, and the rules that keep one problem to one line (issue 15 review). Both are
    /// read with their line breaks (and the man page's roff escapes) taken out.
    @Test func auditHelpNamesEveryFindingAndTheNarrowedRules() throws {
        func flat(_ text: String) -> String {
            text.replacingOccurrences(of: "\\-", with: "-").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let help = flat(try CLIRunner.run(["help", "audit"]).stdout)
        let man = flat(try CLIRunner.run(["man"]).stdout)
        let phrases = ["truncated", "clipped", "outside superview", "entirely outside", "unreachable", "squeezed",
                       "scrolls sideways", "breaks words", "outside safe area", "overlaps", "does not scale",
                       "does not update while running", "unsatisfiable constraints", "ambiguous layout"]
        #expect(phrases.count == 14)  // one per AuditFinding.Kind
        let rules = [
            "not a root child that is unreachable, which names the same edges, nor a deeper view's edge past the screen by as much",
            "it is such a view's only finding about its text and place, so a squeezed width names its text's one-line width",
            "not a childless plain view spanning the screen's width that runs on past its top, a band",
            "a plain view lies beneath a later sibling with views or text (or a picture already there at L), across its whole width and under its top or bottom edge, its own views uncovered (a background, a header band under a card)",
            "a clear container (\"clear\") over or beneath one by its subviews",
            "an unreachable view's edges past the screen are left to that finding",
            "a childless plain view at most 1 pt thick (a picture, 4 pt) lies within its thickness of the other's edge or crosses another such line (a separator)", "a button or icon over a field's end, at most half of it, stops its text (an accessory)",
        ]
        for phrase in phrases + rules {
            #expect(help.contains(phrase), "help audit lacks '\(phrase)'")
            #expect(man.contains(phrase), "the man page lacks '\(phrase)'")
        }
    }

    /// The discussion under OVERVIEW is wrapped like the rest of the page: no line runs past
    /// 100 columns (the audit's ran to 139 after a rule was added to it).
    @Test(arguments: commands)
    func theDiscussionIsWrapped(_ command: String) throws {
        let help = try CLIRunner.run(["help", command]).stdout
        let discussion = help.components(separatedBy: "\nUSAGE:").first?.split(separator: "\n").dropFirst() ?? []
        #expect(discussion.filter { $0.count > 100 }.isEmpty, "\(command)")
    }

    /// Every option help lists is one the parser knows: an unknown option one letter off
    /// is suggested as it, and the option itself is never "unknown".
    @Test(arguments: ["layout", "check", "audit", "render", "constraints", "measure"])
    func everyListedOptionIsParsed(_ command: String) throws {
        let options = Self.listedOptions(try CLIRunner.run(["help", command]).stdout).filter { $0.hasPrefix("--") && $0 != "--help" }
        #expect(options.count >= 7)
        for option in options {
            let result = try CLIRunner.run([command, option])
            #expect(!result.stderr.contains("unknown option '\(option)'"), "\(command) \(option): \(result.stderr)")
            let typo = option + "x"
            let suggested = try CLIRunner.run([command, typo])
            #expect(suggested.stderr.contains("unknown option '\(typo)' (did you mean '\(option)'?)"), "\(suggested.stderr)")
        }
    }

    /// A command help does not know and a command that does not exist get the same two
    /// lines: the name with the closest command as a hint, then where to look.
    @Test func helpForAnUnknownCommandSuggestsOne() throws {
        let help = try CLIRunner.run(["help", "lyout"])
        #expect(help.status == 2 && help.stdout.isEmpty)
        #expect(help.stderr == "typescale: error: no help for 'lyout' (did you mean 'layout'?)\nSee 'typescale --help'.\n")
        let command = try CLIRunner.run(["chek"])
        #expect(command.status == 2)
        #expect(command.stderr == "typescale: error: unknown command 'chek' (did you mean 'check'?)\nSee 'typescale --help'.\n")
        #expect(try CLIRunner.run(["help", "zzzzzz"]).stderr == "typescale: error: no help for 'zzzzzz'\nSee 'typescale --help'.\n")
    }

    /// The two contradictions help used to print: constraints offered a comma list and 'all'
    /// and then refused them; render said --format accepts only svg and listed text or json.
    @Test func helpPromisesOnlyWhatTheCommandDoes() throws {
        let constraints = try CLIRunner.run(["help", "constraints"]).stdout
        #expect(constraints.contains("--category <category>   One category. (default: L)"))
        #expect(!constraints.contains("comma list"))
        #expect(try CLIRunner.run(["constraints", "x.json", "--category", "L,XL"]).stderr.contains("give one --category"))
        let render = try CLIRunner.run(["help", "render"]).stdout
        #expect(render.contains("--format <format>       svg only. (default: svg)"))
        #expect(!render.contains("text or json"))
    }

    @Test func bashCompletionOffersCategoriesAndCommands() throws {
        let script = try CLIRunner.run(["completions", "bash"])
        #expect(script.status == 0)
        let file = try CLIRunner.temporaryDirectory().appendingPathComponent("typescale.bash")
        try Data(script.stdout.utf8).write(to: file)
        func complete(_ words: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            process.arguments = ["-c", "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _typescale; echo \"${COMPREPLY[*]}\""]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        }
        #expect(try complete(["typescale", "lay"]) == "layout")
        #expect(try complete(["typescale", "layout", "--category", "AX"]) == "AX1 AX2 AX3 AX4 AX5")
        #expect(try complete(["typescale", "render", "--orie"]) == "--orientation")
        #expect(try complete(["typescale", "layout", "--device", "iphone-15-pro-m"]) == "iphone-15-pro-max")
        #expect(try complete(["typescale", "completions", "z"]) == "zsh")
    }

    @Test func zshAndFishScriptsNameEveryCommandAndOption() throws {
        let zsh = try CLIRunner.run(["completions", "zsh"]).stdout
        let fish = try CLIRunner.run(["completions", "fish"]).stdout
        #expect(zsh.hasPrefix("#compdef typescale\n"))
        for command in Self.commands {
            #expect(zsh.contains("    '\(command):"))
            #expect(fish.contains("-a \(command) -d "))
        }
        #expect(zsh.contains("'--category[One category, a comma list, or  all .]:category:(XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5 all)'"))
        #expect(fish.contains("complete -c typescale -n '__fish_seen_subcommand_from layout' -l category -x -a 'XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5 all'"))
        #expect(try CLIRunner.run(["completions", "tcsh"]).status == 2)
    }

    /// `man -l` renders the page without a warning, with every command in it.
    @Test func manPageRendersWithEveryCommand() throws {
        let page = try CLIRunner.run(["man"])
        #expect(page.stdout.hasPrefix(".TH TYPESCALE 1 "))
        let file = try CLIRunner.temporaryDirectory().appendingPathComponent("typescale.1")
        try Data(page.stdout.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
        process.arguments = ["-l", file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["MANPAGER"] = "cat"
        environment["MANWIDTH"] = "100"
        environment["MAN_KEEP_FORMATTING"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
        for command in Self.commands { #expect(text.contains("typescale \(command)"), "\(command)") }
        #expect(text.contains("--category <category>"))
    }
}
