import TypeScale

/// A usage error: exit status 2 with a short message.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    /// `unknown device 'iphone-51' (did you mean 'iphone-15'?); see 'typescale devices'`: a
    /// name that is none of `candidates`, the closest one as a hint (the library's
    /// `DidYouMean`), and the command that lists them all. Every such message is made here.
    static func unknown(_ phrase: String, _ name: String, among candidates: [String], listedBy command: String? = nil) -> UsageError {
        UsageError(description: "\(phrase) '\(name)'" + DidYouMean.hint(for: name, among: candidates)
                   + (command.map { "; see 'typescale \($0)'" } ?? ""))
    }
}

/// Parsed command-line arguments: positionals and options, in order.
struct Arguments {
    var positionals: [String] = []
    /// Options with their values; flags have an empty value. Repeatable options appear once per use.
    var options: [(name: String, value: String)] = []

    /// Parses `args` against the options the command table lists for `command`.
    init(_ args: [String], command: String) throws {
        guard let spec = Commands.named(command) else { preconditionFailure("no command '\(command)' in the table") }
        try self.init(args, valued: spec.valued, flags: spec.flags)
    }

    /// Parses `args` against a command's options: `valued` take a value (`--x V` or `--x=V`),
    /// `flags` take none. `--` ends options.
    init(_ args: [String], valued: [String], flags: [String]) throws {
        var index = 0
        var onlyPositionals = false
        while index < args.count {
            let arg = args[index]
            index += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            var name = arg
            var inline: String?
            if let equals = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<equals])
                inline = String(arg[arg.index(after: equals)...])
            }
            if flags.contains(name) {
                guard inline == nil else { throw UsageError(description: "option '\(name)' takes no value") }
                options.append((name, ""))
            } else if valued.contains(name) {
                if let inline {
                    options.append((name, inline))
                } else {
                    guard index < args.count else { throw UsageError(description: "option '\(name)' needs a value") }
                    options.append((name, args[index]))
                    index += 1
                }
            } else {
                throw UsageError.unknown("unknown option", name, among: valued + flags)
            }
        }
    }

    /// The last value given for an option.
    func value(_ name: String) -> String? { options.last { $0.name == name }?.value }
    func values(_ name: String) -> [String] { options.filter { $0.name == name }.map(\.value) }
    func flag(_ name: String) -> Bool { options.contains { $0.name == name } }

    /// Exactly one positional: the screen file or the text.
    func single(_ what: String) throws -> String {
        guard positionals.count == 1 else {
            throw UsageError(description: positionals.isEmpty ? "missing \(what)" : "expected one \(what), found \(positionals.count)")
        }
        return positionals[0]
    }
}
