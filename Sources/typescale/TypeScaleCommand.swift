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

    /// Writes to `-o FILE` or stdout. `-o /dev/stdout` (or its `/dev/fd/1` and
    /// `/proc/self/fd/1` spellings) is stdout itself, so a shell's `>> log` keeps appending
    /// (round 37's review: reopened, it wrote over the log's start). Otherwise by what the path
    /// is, its links followed: a regular file, or none yet, is replaced atomically (a temporary
    /// file renamed over the file the links end at, so the links stay and a failed write leaves
    /// the old file whole); a device or a pipe is written through, as a rename would put a file
    /// where it was (round 34: `render -o /dev/stdout` run as root had replaced the machine's
    /// /dev/stdout).
    static func emit(_ text: String, to path: String?) throws {
        guard let path, !standardOutputPaths.contains(path) else {
            out(text)
            return
        }
        do {
            switch try destination(of: path) {
            case .device:
                guard let handle = FileHandle(forWritingAtPath: path) else {
                    throw OutputError(description: "cannot write '\(path)': it cannot be opened for writing")
                }
                defer { try? handle.close() }
                try handle.write(contentsOf: Data(text.utf8))
            case .file:
                try AtomicFile.write(text, to: path)
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// `-o` spellings of the process's own standard output.
    static let standardOutputPaths = ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    /// Where `-o PATH` writes.
    enum Destination: Equatable {
        /// A regular file to replace atomically, or to create: the path's, or the file its
        /// links end at (`AtomicFile`).
        case file
        /// A device, a pipe or a socket, written through.
        case device
    }

    /// What `path` is, its links followed (`stat`).
    static func destination(of path: String) throws -> Destination {
        var info = stat()
        guard stat(path, &info) == 0 else { return .file }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: throw OutputError(description: "cannot write '\(path)': it is a directory")
        default: return .device
        }
    }
}
