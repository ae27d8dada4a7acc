import Dispatch
import Foundation
import TypeScale

/// `typescale check SCREEN... --snapshots DIR [--record]`: compares each screen's layout text,
/// per category, with `DIR/<name>.<category>.txt` and prints a unified diff of each difference.
/// Screens are laid out in parallel; everything is printed in input order.
enum CheckCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, valued: ScreenOptions.valued.filter { $0 != "--format" && $0 != "-o" } + ["--snapshots"],
                                      flags: ScreenOptions.flags + ["--record"])
        let paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError(description: "missing screen file") }
        guard let directory = arguments.value("--snapshots"), !directory.isEmpty else {
            throw UsageError(description: "check needs --snapshots DIR")
        }
        let request = try ScreenOptions.request(arguments)
        let record = arguments.flag("--record")
        if record {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw OutputError(description: "cannot create '\(directory)': \(error.localizedDescription)")
            }
        }

        let outcomes = SnapshotOutcomes(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            outcomes[index] = ScreenCheck(path: paths[index], directory: directory, request: request, record: record).run()
        }
        var total = SnapshotCheckOutcome()
        for outcome in outcomes.all {
            Console.out(outcome.stdout)
            Console.error(outcome.stderr)
            total.add(outcome)
        }
        if total.failed { return ExitStatus.trouble }
        if !record, total.differences + total.missing > 0 {
            Console.error("typescale: check: \(total.summary)\n")
            return ExitStatus.found
        }
        return total.warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }
}

/// What checking one screen printed and found.
struct SnapshotCheckOutcome: Sendable {
    var stdout = ""
    var stderr = ""
    var compared = 0
    var differences = 0
    var missing = 0
    var warned = false
    /// The screen could not be read or laid out (exit status 2).
    var failed = false

    mutating func add(_ other: SnapshotCheckOutcome) {
        compared += other.compared
        differences += other.differences
        missing += other.missing
        warned = warned || other.warned
        failed = failed || other.failed
    }

    /// `1 of 24 snapshots differs, 2 missing`
    var summary: String {
        var text = "\(differences) of \(compared) snapshot\(compared == 1 ? "" : "s") \(differences == 1 ? "differs" : "differ")"
        if missing > 0 { text += ", \(missing) missing" }
        return text
    }
}

/// One result slot per screen, filled from parallel workers.
final class SnapshotOutcomes: @unchecked Sendable {
    private var outcomes: [SnapshotCheckOutcome]
    private let lock = NSLock()

    init(count: Int) { outcomes = Array(repeating: SnapshotCheckOutcome(), count: count) }

    subscript(index: Int) -> SnapshotCheckOutcome {
        get { lock.withLock { outcomes[index] } }
        set { lock.withLock { outcomes[index] = newValue } }
    }

    var all: [SnapshotCheckOutcome] { lock.withLock { outcomes } }
}

/// Checks (or records) the snapshots of one screen file.
struct ScreenCheck {
    let path: String
    let directory: String
    let request: LayoutRequest
    let record: Bool

    func run() -> SnapshotCheckOutcome {
        var outcome = SnapshotCheckOutcome()
        do {
            let loaded = try LoadedScreen.load(path: path, fontFiles: request.fontFiles)
            let layouts = try loaded.layouts(request)
            for layout in layouts {
                for warning in layout.warnings {
                    outcome.warned = true
                    outcome.stderr += "typescale: warning: \(path) [\(layout.category.shortName)]: \(warning.message)\n"
                }
                try compare(layout, &outcome)
            }
        } catch let error as InputError {
            outcome.failed = true
            outcome.stderr += "typescale: error: \(error.description)\n"
        } catch let error as OutputError {
            outcome.failed = true
            outcome.stderr += "typescale: error: \(error.description)\n"
        } catch {
            outcome.failed = true
            outcome.stderr += "typescale: error: \(path): \(error)\n"
        }
        return outcome
    }

    private func compare(_ layout: ScreenLayout, _ outcome: inout SnapshotCheckOutcome) throws {
        let category = layout.category.shortName
        let file = (directory as NSString).appendingPathComponent("\(Self.fileName(layout.screenName)).\(category).txt")
        let actual = LayoutTextFormat.render([layout])
        let recorded = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
        outcome.compared += 1
        if record {
            guard recorded != actual else { return }
            do {
                try Data(actual.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                throw OutputError(description: "cannot write '\(file)': \(error.localizedDescription)")
            }
            outcome.stdout += "recorded \(file)\n"
            return
        }
        guard let recorded else {
            outcome.missing += 1
            outcome.stdout += "missing snapshot \(file) (record it with --record)\n"
            return
        }
        if let diff = SnapshotDiff.unified(old: recorded, new: actual, oldName: file, newName: "\(path) \(category)") {
            outcome.differences += 1
            outcome.stdout += diff
        }
    }

    /// The screen name as a file name: characters other than letters, digits, `-`, `_` and `.`
    /// become `_`, so a name cannot reach outside the snapshot folder.
    static func fileName(_ name: String) -> String {
        let safe = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))) || "-_.".unicodeScalars.contains(scalar)
            return allowed ? Character(scalar) : "_"
        })
        return safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "_" + safe : safe
    }
}
