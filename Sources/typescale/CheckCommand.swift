import TypeScale

/// `typescale check SCREEN... --snapshots DIR [--record | --report FILE.html]`: compares each
/// screen's layout text, per category, with `DIR/<name>.<category>.txt` and prints a unified
/// diff of each difference; `--report` also writes the library's HTML report of the check.
/// The library's `SnapshotCheck` does the work; this maps it to output and exit statuses.
enum CheckCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "check")
        let paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError(description: "missing screen file") }
        guard let directory = arguments.value("--snapshots"), !directory.isEmpty else {
            throw UsageError(description: "check needs --snapshots DIR")
        }
        let request = try ScreenOptions.request(arguments)
        let record = arguments.flag("--record")
        let report = arguments.value("--report")
        if record, report != nil { throw UsageError(description: "--report describes a check; it cannot be used with --record") }
        if report?.isEmpty == true { throw UsageError(description: "--report needs a file name") }

        let check = SnapshotCheck(paths: paths, directory: directory, request: request, scene: arguments.value("--scene"),
                                  diagnose: Console.report)
        if record {
            if check.failed { return ExitStatus.trouble }
            do {
                try check.record(in: directory) { Console.out("recorded \($0)\n") }
            } catch let error as SnapshotCheck.WriteError {
                throw OutputError(description: error.description)
            }
            return ExitStatus.success
        }
        let comparison = check.comparison()
        for outcome in comparison.outcomes {
            switch outcome {
            case .matches: break
            case .differs(_, let diff): Console.out(diff)
            case .missing(let file): Console.out("missing snapshot \(file) (record it with --record)\n")
            }
        }
        if let report { try Console.emit(check.report(categories: request.categories), to: report) }
        if check.failed { return ExitStatus.trouble }
        if let summary = comparison.summary {
            Console.error("typescale: check: \(summary)\n")
            return ExitStatus.found
        }
        return check.warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }
}
