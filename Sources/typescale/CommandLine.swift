import Foundation
import TypeScale

/// Exit statuses, as `diff` has them.
enum ExitStatus {
    static let success: Int32 = 0
    static let found: Int32 = 1
    static let trouble: Int32 = 2
}

/// The `typescale` command: dispatches to a subcommand and turns errors into messages.
enum TypeScaleCommand {
    static func run(_ args: [String]) -> Int32 {
        guard let first = args.first else {
            Console.error(Help.usage)
            return ExitStatus.trouble
        }
        switch first {
        case "--help", "-h":
            Console.out(Help.usage)
            return ExitStatus.success
        case "--version":
            Console.out("typescale \(typeScaleVersion)\n")
            return ExitStatus.success
        case "help":
            return Help.run(Array(args.dropFirst()))
        default:
            break
        }
        guard let command = Commands.named(first) else {
            let hint = DidYouMean.hint(for: first, among: Commands.all.map(\.name))
            Console.error("typescale: error: unknown command '\(first)'\(hint)\nSee 'typescale --help'.\n")
            return ExitStatus.trouble
        }
        let rest = Array(args.dropFirst())
        // `--` ends options: `typescale measure -- -h --style body` measures "-h".
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            return Help.run([first])
        }
        do {
            return try command.run(rest)
        } catch let error as UsageError {
            Console.error("typescale: error: \(error.description)\nSee 'typescale help \(first)'.\n")
        } catch let error as InputError {
            Console.error("typescale: error: \(error.description)\n")
        } catch let error as OutputError {
            Console.error("typescale: error: \(error.description)\n")
        } catch {
            Console.error("typescale: error: \(error)\n")
        }
        return ExitStatus.trouble
    }
}

/// Writing results: stdout, or a file written atomically (temp file + rename).
struct OutputError: Error, CustomStringConvertible {
    var description: String
}

enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes to `-o FILE` (atomically) or stdout.
    static func emit(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            out(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw OutputError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
