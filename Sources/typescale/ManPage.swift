import Foundation
import TypeScale

/// The man page `typescale.1` (roff, `man -l typescale.1`), made from the command table.
enum ManPage {
    static func text() -> String {
        var page = """
        .TH TYPESCALE 1 "" "typescale \(typeScaleVersion)" "User Commands"
        .SH NAME
        typescale \\- \(escaped(Commands.tool.overview))
        .SH SYNOPSIS
        .B typescale
        .I subcommand
        [\\fIoptions\\fR]
        .SH DESCRIPTION
        \(escaped(Commands.tool.discussion))
        .SH COMMANDS

        """
        for command in Commands.all {
            page += ".SS \(escaped(Help.usageLine(command)))\n"
            page += escaped(command.overview) + "\n"
            if !command.discussion.isEmpty { page += ".PP\n" + escaped(command.discussion) + "\n" }
            for argument in command.arguments {
                page += ".TP\n.I \(escaped(Help.placeholder(argument)))\n\(escaped(argument.help))\n"
            }
            for option in command.options {
                let (name, help) = Help.row(option)
                page += ".TP\n.B \(escaped(name))\n\(escaped(help))\n"
            }
        }
        page += """
        .SH OPTIONS
        .TP
        .B \\-h, \\-\\-help
        Show help information (for the tool, or after a subcommand for that subcommand).
        .TP
        .B \\-\\-version
        Show the version.
        .SH EXIT STATUS
        0 success (check, audit: nothing found); 1 differences, findings, or warnings with \\-\\-strict; 2 a usage or input error.
        .SH SEE ALSO
        The README and SPEC.md of the typescale repository.

        """
        return page
    }

    /// Roff-safe text: backslashes and hyphens escaped, no line starting with a control character.
    static func escaped(_ text: String) -> String {
        let body = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
            .joined(separator: "\n")
    }
}
