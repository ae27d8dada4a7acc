import Dispatch
import Foundation
import TypeScale

/// `typescale check SCREEN... --snapshots DIR [--record | --report FILE.html]`: compares each
/// screen's layout text, per category, with `DIR/<name>.<category>.txt` and prints a unified
/// diff of each difference; `--report` also writes the library's HTML report of the check.
///
/// Screens are laid out in parallel (the expensive part; every `LoadedScreen` is independent),
/// then compared or recorded one after another in input order, so output and files never
/// depend on scheduling.
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

        let slots = LaidOutScreens(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots[index] = LaidOutScreen(path: paths[index], directory: directory, request: request, scene: arguments.value("--scene"))
        }
        let screens = slots.all
        var failed = false
        for (index, screen) in screens.enumerated() {
            Console.error(screen.diagnostics)
            failed = failed || screen.snapshots == nil
            // Two screens with one name would share, and overwrite, each other's snapshot files.
            for name in screen.fileNames {
                guard let first = screens[..<index].firstIndex(where: { $0.fileNames.contains(name) }) else { continue }
                Console.error("typescale: error: \(screen.path): its snapshots would overwrite those of \(screens[first].path) "
                              + "(both named '\(name)'); give one a different \"name\"\n")
                failed = true
            }
        }
        if record {
            if failed { return ExitStatus.trouble }
            try recordAll(screens, in: directory)
            return ExitStatus.success
        }
        var compared = 0, differences = 0, missing = 0
        for snapshot in screens.flatMap({ $0.snapshots ?? [] }) {
            compared += 1
            guard let recorded = snapshot.recorded else {
                missing += 1
                Console.out("missing snapshot \(snapshot.file) (record it with --record)\n")
                continue
            }
            if let diff = SnapshotDiff.unified(old: recorded, new: snapshot.actual, oldName: snapshot.file, newName: snapshot.label) {
                differences += 1
                Console.out(diff)
            }
        }
        if let report {
            let page = SnapshotReport.html(screens.map(\.reportScreen), categories: request.categories)
            try Console.emit(page, to: report)
        }
        if failed { return ExitStatus.trouble }
        if differences + missing > 0 {
            var summary = "\(differences) of \(compared) snapshot\(compared == 1 ? "" : "s") \(differences == 1 ? "differs" : "differ")"
            if missing > 0 { summary += ", \(missing) missing" }
            Console.error("typescale: check: \(summary)\n")
            return ExitStatus.found
        }
        let warned = screens.contains { $0.warned }
        return warned && arguments.flag("--strict") ? ExitStatus.found : ExitStatus.success
    }

    /// Writes every snapshot that is new or changed, atomically, and names it on stdout.
    private static func recordAll(_ screens: [LaidOutScreen], in directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError(description: "cannot create '\(directory)': \(error.localizedDescription)")
        }
        for snapshot in screens.flatMap({ $0.snapshots ?? [] }) where snapshot.recorded != snapshot.actual {
            do {
                try Data(snapshot.actual.utf8).write(to: URL(fileURLWithPath: snapshot.file), options: .atomic)
            } catch {
                throw OutputError(description: "cannot write '\(snapshot.file)': \(error.localizedDescription)")
            }
            Console.out("recorded \(snapshot.file)\n")
        }
    }
}

/// One screen laid out for `check`: its snapshots (actual and recorded text) or why it failed.
struct LaidOutScreen: Sendable {
    struct Snapshot: Sendable {
        /// `DIR/<name>.<category>.txt`
        var file: String
        /// `screens/detail.json XXL`, the diff's `+++` name.
        var label: String
        var actual: String
        /// The file's text; nil when there is none yet.
        var recorded: String?
        var layout: ScreenLayout
    }

    var path: String
    /// Nil when the screen could not be read or laid out (exit status 2).
    var snapshots: [Snapshot]?
    /// The screens' names as file names (an Interface Builder file has one per screen).
    var fileNames: [String] = []
    /// Warnings and errors for stderr, in order.
    var diagnostics = ""
    var warned = false

    init(path: String) { self.path = path }

    init(path: String, directory: String, request: LayoutRequest, scene: String? = nil) {
        self.path = path
        do {
            let screenFile = try ScreenFile.load(path: path, fontFiles: request.fontFiles, scene: scene)
            for warning in screenFile.warnings { diagnostics += "typescale: warning: \(warning)\n" }
            var all: [Snapshot] = []
            for loaded in screenFile.screens {
                let name = Self.fileName(loaded.screen.name)
                fileNames.append(name)
                all += try loaded.layouts(request).map { layout in
                    let category = layout.category.shortName
                    for warning in layout.warnings {
                        warned = true
                        diagnostics += "typescale: warning: \(path) [\(category)]: \(warning.message)\n"
                    }
                    let file = (directory as NSString).appendingPathComponent("\(name).\(category).txt")
                    let label = screenFile.screens.count > 1 ? "\(path) \(name) \(category)" : "\(path) \(category)"
                    return Snapshot(file: file, label: label, actual: LayoutTextFormat.render([layout]),
                                    recorded: FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) },
                                    layout: layout)
                }
            }
            snapshots = all
        } catch let error as InputError {
            fail("typescale: error: \(error.description)\n")
        } catch {
            fail("typescale: error: \(path): \(error)\n")
        }
    }

    /// The screen as the HTML report shows it: its snapshots, or its first error.
    var reportScreen: SnapshotReport.Screen {
        let failure = snapshots == nil
            ? diagnostics.split(separator: "\n").first { $0.hasPrefix("typescale: error: ") }.map { String($0.dropFirst(18)) }
            : nil
        return SnapshotReport.Screen(path: path, snapshots: (snapshots ?? []).map {
            SnapshotReport.Snapshot(file: $0.file, label: $0.label, layout: $0.layout, recorded: $0.recorded)
        }, failure: failure)
    }

    private mutating func fail(_ message: String) {
        snapshots = nil
        diagnostics += message
    }

    /// The screen name as a file name: characters other than ASCII letters, digits, `-`, `_`
    /// and `.` become `_`, so a name cannot reach outside the snapshot folder.
    static func fileName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.".unicodeScalars)
        let safe = String(String.UnicodeScalarView(name.unicodeScalars.map { allowed.contains($0) ? $0 : "_" }))
        return safe.isEmpty || safe.allSatisfy { $0 == "." } ? "_" + safe : safe
    }
}

/// One slot per screen, filled by parallel workers.
final class LaidOutScreens: @unchecked Sendable {
    private var screens: [LaidOutScreen]
    private let lock = NSLock()

    init(count: Int) { screens = (0..<count).map { _ in LaidOutScreen(path: "") } }

    subscript(index: Int) -> LaidOutScreen {
        get { lock.withLock { screens[index] } }
        set { lock.withLock { screens[index] = newValue } }
    }

    var all: [LaidOutScreen] { lock.withLock { screens } }
}
