import Foundation

/// Completion scripts for bash, zsh and fish, made from the command table.
enum ShellCompletions {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash()
        case "zsh": zsh()
        case "fish": fish()
        default: nil
        }
    }

    /// Every name a command line may start with after `typescale`.
    static var commandNames: [String] { Commands.all.map(\.name) + ["help"] }

    /// The option names one command accepts, `-h`/`--help` included.
    static func optionNames(_ command: CommandSpec) -> [String] {
        command.options.map(\.name) + ["-h", "--help"]
    }

    // MARK: bash

    static func bash() -> String {
        var text = """
        # bash completion for typescale (typescale completions bash)
        _typescale() {
          local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
          if [ "$COMP_CWORD" -eq 1 ]; then
            COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) --help --version" -- "$cur"))
            return
          fi
          case "${COMP_WORDS[1]}" in

        """
        for command in Commands.all {
            text += "    \(command.name))\n      case \"$prev\" in\n"
            for option in command.options where option.value != nil {
                text += "        \(option.name)) \(bashValue(option.completion)); return ;;\n"
            }
            text += "      esac\n"
            text += "      if [[ \"$cur\" == -* ]]; then\n"
            text += "        COMPREPLY=($(compgen -W \"\(optionNames(command).joined(separator: " "))\" -- \"$cur\"))\n"
            text += "      else\n        \(bashValue(command.arguments.first?.completion ?? .none))\n      fi ;;\n"
        }
        text += """
            help) COMPREPLY=($(compgen -W "\(Commands.all.map(\.name).joined(separator: " "))" -- "$cur")) ;;
          esac
        }
        complete -o filenames -F _typescale typescale

        """
        return text
    }

    private static func bashValue(_ completion: Completion) -> String {
        switch completion {
        case .none: "COMPREPLY=()"
        case .files: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directories: "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    // MARK: zsh

    static func zsh() -> String {
        var text = """
        #compdef typescale
        # zsh completion for typescale (typescale completions zsh)
        _typescale() {
          local -a commands
          commands=(

        """
        for command in Commands.all { text += "    '\(command.name):\(zshQuoted(command.overview))'\n" }
        text += "    'help:Show help for a subcommand.'\n  )\n"
        text += """
          if (( CURRENT == 2 )); then
            _describe 'command' commands
            return
          fi
          case "$words[2]" in

        """
        for command in Commands.all {
            text += "    \(command.name))\n      _arguments \\\n"
            for option in command.options {
                let help = zshQuoted(option.help)
                if let value = option.value {
                    text += "        '\(option.name)[\(help)]:\(value):\(zshValue(option.completion))' \\\n"
                } else {
                    text += "        '\(option.name)[\(help)]' \\\n"
                }
            }
            text += "        '(-h --help)'{-h,--help}'[Show help information.]'"
            for argument in command.arguments {
                let spec = argument.repeats ? "'*:" : "':"
                text += " \\\n        \(spec)\(argument.name):\(zshValue(argument.completion))'"
            }
            text += " ;;\n"
        }
        text += """
            help) _describe 'command' commands ;;
          esac
        }
        _typescale "$@"

        """
        return text
    }

    private static func zshValue(_ completion: Completion) -> String {
        switch completion {
        case .none: " "
        case .files: "_files"
        case .directories: "_files -/"
        case .words(let words): "(\(words.joined(separator: " ")))"
        }
    }

    /// Text inside zsh's single-quoted `_arguments` specs: no quote, no brackets, no colon.
    private static func zshQuoted(_ text: String) -> String {
        String(text.map { "'[]:".contains($0) ? " " : $0 })
    }

    // MARK: fish

    static func fish() -> String {
        var text = "# fish completion for typescale (typescale completions fish)\n"
        text += "complete -c typescale -f\n"
        for command in Commands.all {
            text += "complete -c typescale -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(command.overview))\n"
        }
        text += "complete -c typescale -n __fish_use_subcommand -a help -d 'Show help for a subcommand.'\n"
        for command in Commands.all {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                let name = option.name.hasPrefix("--") ? "-l \(option.name.dropFirst(2))" : "-s \(option.name.dropFirst())"
                var line = "complete -c typescale \(condition) \(name)"
                switch option.value.map({ _ in option.completion }) {
                case nil: break
                case .none?: line += " -x"
                case .files?, .directories?: line += " -r -F"
                case .words(let words)?: line += " -x -a \(fishQuoted(words.joined(separator: " ")))"
                }
                text += line + " -d \(fishQuoted(option.help))\n"
            }
            if let argument = command.arguments.first {
                switch argument.completion {
                case .files, .directories: text += "complete -c typescale \(condition) -F\n"
                case .words(let words): text += "complete -c typescale \(condition) -x -a \(fishQuoted(words.joined(separator: " ")))\n"
                case .none: break
                }
            }
        }
        return text
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}

/// `typescale completions bash|zsh|fish`.
enum CompletionsCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "completions")
        let shell = try arguments.single("shell (bash, zsh or fish)")
        guard let script = ShellCompletions.script(for: shell) else {
            throw UsageError(description: "completions are for bash, zsh or fish, found '\(shell)'")
        }
        Console.out(script)
        return ExitStatus.success
    }
}
