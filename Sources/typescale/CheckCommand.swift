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
        // Diagnostics go to stderr as soon as they are known, in input order: a screen's as it
        // is laid out once every screen before it is done, the others when their turn comes.
        let diagnostics = OrderedDiagnostics(count: paths.count) { index in
            let screens = slots.all
            return duplicate(index, in: screens).map { first in
                "typescale: error: \(screens[index].path): its snapshots would overwrite those of \(screens[first].path) "
                    + "(both named '\(screens[index].fileName ?? "")'); give one a different \"name\"\n"
            } ?? ""
        }
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots[index] = LaidOutScreen(path: paths[index], directory: directory, request: request) {
                diagnostics.append($0, screen: index)
            }
            diagnostics.finish(screen: index)
        }
        let screens = slots.all
        var failed = false
        for index in screens.indices {
            failed = failed || screens[index].snapshots == nil || duplicate(index, in: screens) != nil
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

    /// The first earlier screen with the same name as screen `index`: two screens with one
    /// name would share, and overwrite, each other's snapshot files.
    static func duplicate(_ index: Int, in screens: [LaidOutScreen]) -> Int? {
        guard let name = screens[index].fileName else { return nil }
        return screens[..<index].firstIndex { $0.fileName == name }
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
    /// The screen's name as a file name.
    var fileName: String?
    var warned = false
    /// Why the screen could not be laid out (the report shows it), without the prefix.
    var failure: String?

    init(path: String) { self.path = path }

    /// Lays the screen out; `report` is given each warning (per category, as soon as it is
    /// laid out) and the error, if any, as they are found.
    init(path: String, directory: String, request: LayoutRequest, report: (String) -> Void = { _ in }) {
        self.path = path
        do {
            let loaded = try LoadedScreen.load(path: path, fontFiles: request.fontFiles)
            let name = Self.fileName(loaded.screen.name)
            fileName = name
            var warned = false
            let layouts = try loaded.layouts(request) { layout in
                guard !layout.warnings.isEmpty else { return }
                warned = true
                report(Warnings.text(layout, file: path))
            }
            self.warned = warned
            snapshots = layouts.map { layout in
                let category = layout.category.shortName
                let file = (directory as NSString).appendingPathComponent("\(name).\(category).txt")
                return Snapshot(file: file, label: "\(path) \(category)", actual: LayoutTextFormat.render([layout]),
                                recorded: FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) },
                                layout: layout)
            }
        } catch let error as InputError {
            fail("typescale: error: \(error.description)\n", report: report)
        } catch {
            fail("typescale: error: \(path): \(error)\n", report: report)
        }
    }

    /// The screen as the HTML report shows it: its snapshots, or its error.
    var reportScreen: SnapshotReport.Screen {
        SnapshotReport.Screen(path: path, snapshots: (snapshots ?? []).map {
            SnapshotReport.Snapshot(file: $0.file, label: $0.label, layout: $0.layout, recorded: $0.recorded)
        }, failure: snapshots == nil ? failure : nil)
    }

    private mutating func fail(_ message: String, report: (String) -> Void) {
        snapshots = nil
        failure = message.hasPrefix("typescale: error: ")
            ? String(message.dropFirst(18).trimmingCharacters(in: .newlines)) : message
        report(message)
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

/// Stderr text of screens laid out in parallel, written in input order as early as that
/// allows: the first unfinished screen's text at once, a later screen's when every screen
/// before it is done. The bytes are those of writing each screen's text after the last.
final class OrderedDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [String]
    private var done: [Bool]
    /// The first screen not yet done: its text is written as it comes.
    private var head = 0
    /// Text written after a screen's own, once every screen before it is done.
    private let closing: (Int) -> String

    init(count: Int, closing: @escaping (Int) -> String) {
        pending = Array(repeating: "", count: count)
        done = Array(repeating: false, count: count)
        self.closing = closing
    }

    func append(_ text: String, screen: Int) {
        lock.withLock {
            if screen == head { Console.error(text) } else { pending[screen] += text }
        }
    }

    func finish(screen: Int) {
        lock.withLock {
            done[screen] = true
            while head < done.count, done[head] {
                Console.error(pending[head] + closing(head))
                pending[head] = ""
                head += 1
                if head < done.count {
                    Console.error(pending[head])
                    pending[head] = ""
                }
            }
        }
    }
}
