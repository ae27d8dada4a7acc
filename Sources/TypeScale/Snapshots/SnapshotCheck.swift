import Dispatch
import Foundation

/// `typescale check` without the command line: screen files laid out against a folder of
/// recorded snapshots, then compared with them, recorded into it, or drawn as a report.
///
/// Screens are laid out in parallel (the expensive part; every `LoadedScreen` is independent),
/// then compared or recorded one after another in input order, so output and files never
/// depend on scheduling.
public struct SnapshotCheck: Sendable {
    /// In the order given.
    public var screens: [CheckedScreen]

    /// A problem writing a snapshot file.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Lays out every file of `paths` (several at once) against `directory`. `diagnose` is
    /// given every warning and error in input order, as early as that allows: a screen's as it
    /// is laid out once every screen before it is done, the others when their turn comes. It
    /// is called under a lock, one diagnostic at a time.
    public init(paths: [String], directory: String, request: LayoutRequest, scene: String? = nil,
                diagnose: @escaping @Sendable (Diagnostic) -> Void = { _ in }) {
        let slots = Slots(count: paths.count)
        let diagnostics = OrderedDiagnostics(count: paths.count, emit: diagnose) { index in
            let screens = slots.all
            return Self.duplicate(index, in: screens).map { first in
                let earlier = Set(screens[first].fileNames.map { $0.lowercased() })
                let shared = screens[index].fileNames.first { earlier.contains($0.lowercased()) } ?? ""
                return [.error("\(screens[index].path): its snapshots would overwrite those of \(screens[first].path) "
                               + "(both named '\(shared)'); give one a different \"name\"")]
            } ?? []
        }
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots[index] = CheckedScreen(path: paths[index], directory: directory, request: request, scene: scene) {
                diagnostics.append($0, screen: index)
            }
            diagnostics.finish(screen: index)
        }
        screens = slots.all
    }

    /// Whether a screen could not be laid out or two screens would share snapshot files:
    /// the check is in trouble (exit status 2), whatever the comparison says.
    public var failed: Bool {
        screens.indices.contains { screens[$0].snapshots == nil || Self.duplicate($0, in: screens) != nil }
    }

    /// Whether any screen was laid out with a warning.
    public var warned: Bool { screens.contains { $0.warned } }

    /// Every snapshot of every screen laid out, in input order, then category order.
    public var snapshots: [CheckedScreen.Snapshot] { screens.flatMap { $0.snapshots ?? [] } }

    /// The first earlier screen with a name of screen `index`, in any case: two screens with
    /// one name would share, and overwrite, each other's snapshot files (on macOS's disks
    /// "Login.L.txt" is "login.L.txt": round 36's review).
    static func duplicate(_ index: Int, in screens: [CheckedScreen]) -> Int? {
        let names = Set(screens[index].fileNames.map { $0.lowercased() })
        return screens[..<index].firstIndex { $0.fileNames.contains { names.contains($0.lowercased()) } }
    }

    /// Each snapshot against its file, in order.
    public func comparison() -> SnapshotComparison {
        SnapshotComparison(outcomes: snapshots.map { snapshot in
            guard let recorded = snapshot.recorded else { return .missing(file: snapshot.file) }
            let diff = SnapshotDiff.unified(old: recorded, new: snapshot.actual, oldName: snapshot.file, newName: snapshot.label)
            return diff.map { .differs(file: snapshot.file, diff: $0) } ?? .matches(file: snapshot.file)
        })
    }

    /// Writes every snapshot that is new or changed into `directory` (created if need be),
    /// each atomically, and hands each file's path to `recorded` once it is written.
    public func record(in directory: String, recorded: (String) -> Void) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create '\(directory)': \(error.localizedDescription)")
        }
        for snapshot in snapshots where !(snapshot.recorded.map { SnapshotDiff.identical($0, snapshot.actual) } ?? false) {
            do {
                try AtomicFile.write(snapshot.actual, to: snapshot.file)
            } catch {
                throw WriteError(description: "cannot write '\(snapshot.file)': \(error.localizedDescription)")
            }
            recorded(snapshot.file)
        }
    }

    /// The HTML report of the check (`SnapshotReport`).
    /// The report's columns are the categories in canonical order, each once, as a comma
    /// list prints (SPEC §7.1), however they were typed (round 37's review).
    public func report(categories: [ContentSizeCategory]) -> String {
        SnapshotReport.html(screens.map(\.reportScreen), categories: ContentSizeCategory.allCases.filter(categories.contains))
    }
}

/// What comparing every snapshot with its file found.
public struct SnapshotComparison: Sendable, Equatable {
    /// One snapshot against its file.
    public enum Outcome: Sendable, Equatable {
        /// The file holds exactly the current layout text.
        case matches(file: String)
        /// A unified diff, the recorded file as `---`, the current layout as `+++`.
        case differs(file: String, diff: String)
        /// Nothing recorded yet.
        case missing(file: String)
    }

    /// One per snapshot, in order.
    public var outcomes: [Outcome]

    /// How many snapshots differ from their files.
    public var differences: Int { outcomes.count(where: { if case .differs = $0 { true } else { false } }) }
    /// How many snapshots have no file yet.
    public var missing: Int { outcomes.count(where: { if case .missing = $0 { true } else { false } }) }

    /// `2 of 24 snapshots differ, 1 missing`; nil when every snapshot matches.
    public var summary: String? {
        let compared = outcomes.count, differences = differences, missing = missing
        guard differences + missing > 0 else { return nil }
        var summary = "\(differences) of \(compared) snapshot\(compared == 1 ? "" : "s") \(differences == 1 ? "differs" : "differ")"
        if missing > 0 { summary += ", \(missing) missing" }
        return summary
    }
}

/// One slot per screen, filled by parallel workers.
private final class Slots: @unchecked Sendable {
    private var screens: [CheckedScreen]
    private let lock = NSLock()

    init(count: Int) { screens = (0..<count).map { _ in CheckedScreen(path: "") } }

    subscript(index: Int) -> CheckedScreen {
        get { lock.withLock { screens[index] } }
        set { lock.withLock { screens[index] = newValue } }
    }

    var all: [CheckedScreen] { lock.withLock { screens } }
}

/// Diagnostics of screens laid out in parallel, emitted in input order as early as that
/// allows: the first unfinished screen's at once, a later screen's when every screen before
/// it is done. The sequence is that of emitting each screen's diagnostics after the last's.
private final class OrderedDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [[Diagnostic]]
    private var done: [Bool]
    /// The first screen not yet done: its diagnostics are emitted as they come.
    private var head = 0
    private let emit: @Sendable (Diagnostic) -> Void
    /// Emitted after a screen's own, once every screen before it is done.
    private let closing: (Int) -> [Diagnostic]

    init(count: Int, emit: @escaping @Sendable (Diagnostic) -> Void, closing: @escaping (Int) -> [Diagnostic]) {
        pending = Array(repeating: [], count: count)
        done = Array(repeating: false, count: count)
        self.emit = emit
        self.closing = closing
    }

    func append(_ diagnostic: Diagnostic, screen: Int) {
        lock.withLock {
            if screen == head { emit(diagnostic) } else { pending[screen].append(diagnostic) }
        }
    }

    func finish(screen: Int) {
        lock.withLock {
            done[screen] = true
            while head < done.count, done[head] {
                (pending[head] + closing(head)).forEach(emit)
                pending[head] = []
                head += 1
                if head < done.count {
                    pending[head].forEach(emit)
                    pending[head] = []
                }
            }
        }
    }
}
