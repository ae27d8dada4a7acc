import Foundation
import Testing
@testable import TypeScale

/// `typescale check` as the library runs it: snapshot names, recording, comparing, and the
/// order of diagnostics from screens laid out in parallel.
struct SnapshotCheckTests {
    /// A scratch folder with screen files written into it.
    final class Scratch {
        let folder: String

        init() throws {
            folder = NSTemporaryDirectory() + "snapshot-check-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func write(_ name: String, _ text: String) throws -> String {
            let path = folder + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }

        var snapshots: String { folder + "/snapshots" }
    }

    static func screen(_ name: String, constraints: [String] = []) -> String {
        let all = ["a.top == superview.top + 20", "a.leading == superview.leading + 16"] + constraints
        return """
            {"name": "\(name)", "views": [{"id": "a", "kind": "label", "text": "Hello", "font": "body"}],
             "constraints": [\(all.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
    }

    static func request(_ categories: [ContentSizeCategory]) -> LayoutRequest {
        var request = LayoutRequest()
        request.categories = categories
        return request
    }

    /// Collects what a check reports, in the order reported.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Diagnostic] = []
        func add(_ diagnostic: Diagnostic) { lock.withLock { items.append(diagnostic) } }
        var all: [Diagnostic] { lock.withLock { items } }
    }

    @Test func namesCannotReachOutsideTheSnapshotFolder() {
        #expect(SnapshotFileName.safe("detail-form_2.v1") == "detail-form_2.v1")
        #expect(SnapshotFileName.safe("../etc/passwd") == ".._etc_passwd")
        #expect(SnapshotFileName.safe("café form") == "caf__form")
        #expect(SnapshotFileName.safe("..") == "_..")
        #expect(SnapshotFileName.safe("") == "_")
        #expect(SnapshotFileName.path(in: "snaps", safeName: "detail", category: .ax3) == "snaps/detail.AX3.txt")
    }

    @Test func aSnapshotIsMissingThenRecordedThenMatchesThenDiffers() throws {
        let scratch = try Scratch()
        let path = try scratch.write("one.json", Self.screen("one"))
        let request = Self.request([.xs, .ax5])
        let first = SnapshotCheck(paths: [path], directory: scratch.snapshots, request: request)
        let files = [scratch.snapshots + "/one.XS.txt", scratch.snapshots + "/one.AX5.txt"]
        #expect(!first.failed)
        #expect(first.comparison().outcomes == files.map { .missing(file: $0) })
        #expect(first.comparison().summary == "0 of 2 snapshots differ, 2 missing")

        var recorded: [String] = []
        try first.record(in: scratch.snapshots) { recorded.append($0) }
        #expect(recorded == files)
        let text = try String(contentsOfFile: files[1], encoding: .utf8)
        #expect(text.hasPrefix("# one category=AX5 "))
        #expect(text == first.snapshots[1].actual)

        let second = SnapshotCheck(paths: [path], directory: scratch.snapshots, request: request)
        #expect(second.comparison().outcomes == files.map { .matches(file: $0) })
        #expect(second.comparison().summary == nil)
        // Recording what is already recorded writes nothing.
        recorded = []
        try second.record(in: scratch.snapshots) { recorded.append($0) }
        #expect(recorded.isEmpty)

        _ = try scratch.write("one.json", Self.screen("one").replacingOccurrences(of: "+ 16", with: "+ 24"))
        let third = SnapshotCheck(paths: [path], directory: scratch.snapshots, request: request)
        let outcomes = third.comparison().outcomes
        #expect(third.comparison().summary == "2 of 2 snapshots differ")
        guard case .differs(let file, let diff) = outcomes[0] else { Issue.record("expected a difference"); return }
        #expect(file == files[0])
        #expect(diff.hasPrefix("--- \(files[0])\n+++ \(path) XS\n"))
        #expect(diff.contains("\n-  a label 16 ") && diff.contains("\n+  a label 24 "))
    }

    @Test func twoScreensWithOneNameAreRefusedAfterTheSecondScreensOwnDiagnostics() throws {
        let scratch = try Scratch()
        let first = try scratch.write("a.json", Self.screen("one"))
        let second = try scratch.write("b.json", Self.screen("one", constraints: ["a.width == 10", "a.width == 20"]))
        let collected = Collected()
        let check = SnapshotCheck(paths: [first, second], directory: scratch.snapshots, request: Self.request([.l]),
                                  diagnose: collected.add)
        #expect(check.failed)
        #expect(check.warned)
        let all = collected.all
        #expect(all.map(\.severity) == [.warning, .error])
        #expect(all[0].message.hasPrefix("\(second) [L]: "))
        #expect(all[1].message == "\(second): its snapshots would overwrite those of \(first) (both named 'one'); "
                + "give one a different \"name\"")
    }

    @Test func diagnosticsComeInInputOrderAndAFailedScreenHasNoSnapshots() throws {
        let scratch = try Scratch()
        let broken = try scratch.write("broken.json", "{\"name\": ")
        let conflicting = try scratch.write("c.json", Self.screen("c", constraints: ["a.width == 10", "a.width == 20"]))
        let missing = scratch.folder + "/absent.json"
        for _ in 0..<5 {
            let collected = Collected()
            let check = SnapshotCheck(paths: [conflicting, broken, missing, conflicting],
                                      directory: scratch.snapshots, request: Self.request([.xs, .l]), diagnose: collected.add)
            let messages = collected.all.map { "\($0.severity) \($0.message.prefix { $0 != ":" })" }
            #expect(messages == ["warning \(conflicting) [XS]", "warning \(conflicting) [L]", "error \(broken)", "error \(missing)",
                                 "warning \(conflicting) [XS]", "warning \(conflicting) [L]", "error \(conflicting)"])
            #expect(check.screens.map { $0.snapshots?.count } == [2, nil, nil, 2])
            #expect(check.screens[1].failure?.hasPrefix(broken + ":1:") == true)
        }
    }
}
