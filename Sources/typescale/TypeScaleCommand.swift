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
            return noSuchCommand("unknown command", first)
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
            Console.error(Console.line(.error(error.description)) + "See 'typescale help \(first)'.\n")
        } catch let error as InputError {
            Console.report(.error(error.description))
        } catch let error as OutputError {
            Console.report(.error(error.description))
        } catch {
            Console.report(.error("\(error)"))
        }
        return ExitStatus.trouble
    }

    /// `typescale: error: unknown command 'lyout' (did you mean 'layout'?)` and where to look.
    static func noSuchCommand(_ phrase: String, _ name: String) -> Int32 {
        let error = UsageError.unknown(phrase, name, among: Commands.all.map(\.name))
        Console.error(Console.line(.error(error.description)) + "See 'typescale --help'.\n")
        return ExitStatus.trouble
    }
}

/// Writing results: stdout, or a file written atomically (temp file + rename).
struct OutputError: Error, CustomStringConvertible {
    var description: String
}

enum Console {
    // One command per process, on the main thread: nothing else touches it.
    nonisolated(unsafe) private static var outputFailure: String?

    /// Writes to standard output. A write that fails (a full disk, a pipe closed early where
    /// SIGPIPE is ignored) is kept, not a crash (Foundation's non-throwing `write` traps on
    /// Linux; round 37's review); the command then ends as trouble (`finish`), and nothing
    /// more is written.
    static func out(_ text: String) {
        guard outputFailure == nil else { return }
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            outputFailure = "cannot write to standard output: \(error.localizedDescription)"
        }
    }

    /// Writes to standard error; a failure there has nowhere left to be reported.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// A command's status, trouble (exit 2, with the reason on stderr) if its output could
    /// not be written.
    static func finish(_ status: Int32) -> Int32 {
        guard let outputFailure else { return status }
        report(.error(outputFailure))
        return ExitStatus.trouble
    }

    /// `typescale: warning: MESSAGE` or `typescale: error: MESSAGE`: the one shape of a
    /// diagnostic line.
    static func line(_ diagnostic: Diagnostic) -> String {
        "typescale: \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
    }

    /// Writes the diagnostic's line to stderr.
    @Sendable static func report(_ diagnostic: Diagnostic) {
        error(line(diagnostic))
    }

    /// Writes to `-o FILE` (atomically) or stdout. A path that names no regular file
    /// (`/dev/stdout`, a pipe, anything under /dev or /proc) is written through: a temporary
    /// file renamed over it would put a regular file where the device was (round 34: `render
    /// -o /dev/stdout` run as root had replaced the machine's /dev/stdout).
    static func emit(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            out(text)
            return
        }
        do {
            // A link is followed to its file, which is then replaced as any output is, so
            // the link stays and the write stays atomic (round 37's review: written through,
            // a failed write had left the link's file empty).
            let target = finalTarget(of: path)
            if [path, target].contains(where: { $0.hasPrefix("/dev/") || $0.hasPrefix("/proc/") }) || writesThrough(target) {
                guard let handle = FileHandle(forWritingAtPath: path) else {
                    throw OutputError(description: "cannot write '\(path)': it cannot be opened for writing")
                }
                defer { try? handle.close() }
                try handle.write(contentsOf: Data(text.utf8))
            } else {
                try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// The file a chain of symbolic links ends at (`path` itself when it is no link); a
    /// dangling link's missing file, which the write creates.
    static func finalTarget(of path: String) -> String {
        var current = path
        // As the kernel, at most 40 links (ELOOP past that: left to the write to report).
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }

    /// Whether `path` exists as something other than a regular file or a directory: a
    /// device or a pipe, written through.
    static func writesThrough(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let type = attributes[.type] as? FileAttributeType else { return false }
        return type != .typeRegular && type != .typeDirectory
    }
}
