import Foundation
import Testing

/// `typescale check`: record, compare, diff, missing snapshots, several screens in order.
struct CheckTests {
    static let screen = """
    { "name": "form", "device": "iphone-se-1",
      "views": [ { "id": "nameLabel", "kind": "label", "text": "Name", "font": "body" } ],
      "constraints": [ "H:|-8-[nameLabel]", "V:|-28-[nameLabel]" ] }
    """

    private func read(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func recordWritesTheLayoutTextOfEachCategoryThenCheckPasses() throws {
        let snapshots = try CLIRunner.temporaryDirectory().appendingPathComponent("snapshots")
        let detail = CLIRunner.fixture("detail.json")
        let recorded = try CLIRunner.run(["check", detail, "--snapshots", snapshots.path, "--record", "--category", "AX5,L"])
        #expect(recorded.status == 0)
        let layout = try CLIRunner.run(["layout", detail, "--category", "L"])
        #expect(read(snapshots.appendingPathComponent("detail.L.txt")) == layout.stdout)
        #expect(read(snapshots.appendingPathComponent("detail.AX5.txt"))?.hasPrefix("# detail category=AX5 ") == true)
        #expect(recorded.stdout == "recorded \(snapshots.path)/detail.L.txt\nrecorded \(snapshots.path)/detail.AX5.txt\n")

        let checked = try CLIRunner.run(["check", detail, "--snapshots", snapshots.path, "--category", "L,AX5"])
        #expect(checked.status == 0)
        #expect(checked.stdout == "")
    }

    @Test func aChangedFontFailsWithAUnifiedDiff() throws {
        let path = try CLIRunner.writeScreen(Self.screen)
        let snapshots = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("snaps").path
        #expect(try CLIRunner.run(["check", path, "--snapshots", snapshots, "--record", "--category", "XXL"]).status == 0)
        try Data(Self.screen.replacingOccurrences(of: "\"body\"", with: "\"title1\"").utf8).write(to: URL(fileURLWithPath: path))

        let result = try CLIRunner.run(["check", path, "--snapshots", snapshots, "--category", "XXL"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 8)
        guard lines.count == 8 else { return }
        #expect(lines[0] == "--- \(snapshots)/form.XXL.txt")
        #expect(lines[1] == "+++ \(path) XXL")
        #expect(lines[2] == "@@ -1,3 +1,3 @@")
        #expect(lines[3] == " # form category=XXL device=iphone-se-1 orientation=portrait size=320x568 scale=2")
        #expect(lines[4] == " root view 0 0 320 568")
        #expect(lines[5].hasPrefix("-  nameLabel label 8 28 "))
        #expect(lines[6].hasPrefix("+  nameLabel label 8 28 "))
        #expect(lines[5] != lines[6].replacingOccurrences(of: "+", with: "-"))
        #expect(result.stderr == "typescale: check: 1 of 1 snapshot differs\n")
    }

    @Test func aMissingSnapshotFails() throws {
        let snapshots = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["check", CLIRunner.fixture("detail.json"), "--snapshots", snapshots.path, "--category", "XS"])
        #expect(result.status == 1)
        #expect(result.stdout == "missing snapshot \(snapshots.path)/detail.XS.txt (record it with --record)\n")
        #expect(result.stderr == "typescale: check: 0 of 1 snapshot differ, 1 missing\n")
    }

    /// A snapshot that is there but cannot be read, or a snapshots folder that is a file, is
    /// trouble (exit 2, the reason on stderr), not a missing snapshot (round 37's review).
    @Test func anUnreadableSnapshotIsTroubleNotMissing() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let file = folder.appendingPathComponent("notadir")
        try Data("x".utf8).write(to: file)
        let asFile = try CLIRunner.run(["check", CLIRunner.fixture("detail.json"), "--snapshots", file.path, "--category", "XS"])
        #expect(asFile.status == 2)
        #expect(asFile.stdout == "")
        #expect(asFile.stderr.contains("the snapshots folder '\(file.path)' is a file"), "\(asFile.stderr)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("detail.XS.txt"), withIntermediateDirectories: false)
        let asFolder = try CLIRunner.run(["check", CLIRunner.fixture("detail.json"), "--snapshots", folder.path, "--category", "XS"])
        #expect(asFolder.status == 2)
        #expect(asFolder.stderr.contains("cannot read snapshot '\(folder.path)/detail.XS.txt': it is a directory"), "\(asFolder.stderr)")
    }

    @Test func severalScreensPrintInInputOrder() throws {
        let snapshots = try CLIRunner.temporaryDirectory().path
        let screens = ["detail.json", "item-cell.json", "mbfont.json", "autorotation.json"].map(CLIRunner.fixture)
        #expect(try CLIRunner.run(["check"] + screens + ["--snapshots", snapshots, "--record", "--category", "all"]).status == 0)
        // Every snapshot differs from an empty file, so every diff is printed.
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots).sorted()
        #expect(names.count == 48)
        for name in names { try Data().write(to: URL(fileURLWithPath: snapshots).appendingPathComponent(name)) }

        for order in [screens, screens.reversed()] {
            let result = try CLIRunner.run(["check"] + order + ["--snapshots", snapshots, "--category", "all"])
            #expect(result.status == 1)
            let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("+++ ") }.map(String.init)
            let expected = order.flatMap { screen in
                ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"].map { "+++ \(screen) \($0)" }
            }
            #expect(headers == expected)
            #expect(result.stderr.hasSuffix("typescale: check: 48 of 48 snapshots differ\n"))
        }
    }

    @Test func aBrokenScreenIsTroubleButTheOthersAreStillChecked() throws {
        let broken = try CLIRunner.writeScreen("{ \"views\": 3 }", name: "broken.json")
        let snapshots = try CLIRunner.temporaryDirectory().path
        let result = try CLIRunner.run(["check", CLIRunner.fixture("detail.json"), broken, "--snapshots", snapshots])
        #expect(result.status == 2)
        #expect(result.stdout == "missing snapshot \(snapshots)/detail.L.txt (record it with --record)\n")
        #expect(result.stderr.contains("broken.json:1:12: views: expected an array"))
    }

    /// Names that differ only in case are one file on macOS's disks: refused too (round 36's
    /// review).
    @Test func twoScreensWhoseNamesDifferInCaseAreRefused() throws {
        let first = try CLIRunner.writeScreen(Self.screen, name: "a.json")
        let second = try CLIRunner.writeScreen(Self.screen.replacingOccurrences(of: #""name": "form""#, with: #""name": "Form""#),
                                               name: "b.json")
        let snapshots = try CLIRunner.temporaryDirectory().appendingPathComponent("snaps")
        let result = try CLIRunner.run(["check", first, second, "--snapshots", snapshots.path, "--record"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(second): its snapshots would overwrite those of \(first) (both named 'Form')"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }

    @Test func twoScreensWithOneNameAreRefusedBeforeAnythingIsWritten() throws {
        let first = try CLIRunner.writeScreen(Self.screen, name: "a.json")
        let second = try CLIRunner.writeScreen(Self.screen, name: "b.json")
        let snapshots = try CLIRunner.temporaryDirectory().appendingPathComponent("snaps")
        let result = try CLIRunner.run(["check", first, second, "--snapshots", snapshots.path, "--record"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(second): its snapshots would overwrite those of \(first) (both named 'form')"))
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }

    @Test func usageErrors() throws {
        let missingFolder = try CLIRunner.run(["check", CLIRunner.fixture("detail.json")])
        #expect(missingFolder.status == 2)
        #expect(missingFolder.stderr.contains("check needs --snapshots DIR"))
        let noScreen = try CLIRunner.run(["check", "--snapshots", "x"])
        #expect(noScreen.status == 2)
        #expect(noScreen.stderr.contains("missing screen file"))
    }

    @Test func aReportShowsTheChangeAndIsTheSameBytesEveryRun() throws {
        let path = try CLIRunner.writeScreen(Self.screen)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let snapshots = folder.appendingPathComponent("snaps").path
        #expect(try CLIRunner.run(["check", path, "--snapshots", snapshots, "--record", "--category", "L,XXL"]).status == 0)
        try Data(Self.screen.replacingOccurrences(of: "\"body\"", with: "\"title1\"").utf8).write(to: URL(fileURLWithPath: path))

        var pages: [String] = []
        for name in ["one.html", "two.html"] {
            let report = folder.appendingPathComponent(name)
            let result = try CLIRunner.run(["check", path, "--snapshots", snapshots, "--category", "L,XXL", "--report", report.path])
            #expect(result.status == 1)
            // stdout is still the diffs; the report is written beside them.
            #expect(result.stdout.hasPrefix("--- \(snapshots)/form.L.txt\n"))
            pages.append(try #require(read(report)))
        }
        #expect(pages[0] == pages[1])
        let page = pages[0]
        #expect(page.contains("<p class=\"summary\">2 of 2 snapshots changed</p>"))
        #expect(page.components(separatedBy: "<section class=\"change\"").count == 3)
        #expect(page.components(separatedBy: "<svg ").count == 3)
        #expect(page.contains("<h2>form · XXL</h2>"))
        #expect(page.contains("<td class=\"id\">nameLabel</td><td>resized</td>"))
        // Self-contained: no script, no link, nothing fetched.
        for outside in ["<script", "<link", "src=", "@import", "url(http"] { #expect(!page.contains(outside)) }
    }

    @Test func aReportIsRefusedWithRecordAndNeverLeftHalfWritten() throws {
        let detail = CLIRunner.fixture("detail.json")
        let folder = try CLIRunner.temporaryDirectory()
        let both = try CLIRunner.run(["check", detail, "--snapshots", folder.path, "--record", "--report", folder.appendingPathComponent("r.html").path])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--report describes a check; it cannot be used with --record"))
        let unwritable = folder.appendingPathComponent("no/such/folder/r.html").path
        let result = try CLIRunner.run(["check", detail, "--snapshots", folder.path, "--report", unwritable])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write '\(unwritable)'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
