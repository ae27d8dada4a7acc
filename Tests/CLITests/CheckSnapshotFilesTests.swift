import Foundation
import Testing

/// `typescale check` and `--record` against odd snapshot folders (round 38's review).
struct CheckSnapshotFilesTests {
    /// A screen with a per-category constraint constant, whose id is printed in the snapshot.
    static func screen(constraintID: String) -> String {
        """
        { "name": "uni", "device": "iphone-se-1",
          "views": [ { "id": "a", "kind": "label", "text": "Hi", "font": "body" } ],
          "constraints": [ "H:|-8-[a]", "V:|-28-[a]",
            { "id": "\(constraintID)", "expr": "a.width >= 10", "constant": { "XS": 10, "L": 12 } } ] }
        """
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// `check` must say what `cmp` and `git diff --exit-code` say of the snapshot file. It
    /// compares Swift Strings, whose `==` is canonical equivalence: a constraint id written
    /// "café" with a precomposed é is recorded, the screen then spells it e + U+0301, and
    /// `check` reports a match (exit 0) while `layout` prints other bytes than the file holds;
    /// `--record` then leaves the stale bytes (nothing "changed"), so the committed snapshot
    /// is no longer what `layout` prints.
    @Test func checkComparesBytesNotCanonicallyEquivalentText() throws {
        let path = try CLIRunner.writeScreen(Self.screen(constraintID: "caf\u{E9}"))
        let snapshots = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("snaps").path
        #expect(try CLIRunner.run(["check", path, "--snapshots", snapshots, "--record"]).status == 0)
        try Data(Self.screen(constraintID: "cafe\u{301}").utf8).write(to: URL(fileURLWithPath: path))

        let layout = try CLIRunner.run(["layout", path])
        let file = snapshots + "/uni.L.txt"
        #expect(bytes(file) != Data(layout.stdout.utf8))  // the bytes differ...
        let checked = try CLIRunner.run(["check", path, "--snapshots", snapshots])
        #expect(checked.status == 1, "check says the snapshot matches: \(checked.stdout)")  // ...so check must fail
        let recorded = try CLIRunner.run(["check", path, "--snapshots", snapshots, "--record"])
        #expect(recorded.status == 0)
        #expect(bytes(file) == Data(layout.stdout.utf8), "--record left the stale bytes")
    }

    /// A snapshot that is a symbolic link (a folder of links into a shared one) is read
    /// through the link by `check`; `--record` replaces the link itself with a regular file
    /// and leaves the shared file stale. The README's rule for every other file typescale
    /// writes (`-o`, `--report`, round 37) is that a regular file is "replaced atomically
    /// through its links, which stay".
    @Test func recordKeepsALinkedSnapshotALink() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let shared = folder.appendingPathComponent("shared")
        let snapshots = folder.appendingPathComponent("snaps")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let target = shared.appendingPathComponent("detail.L.txt")
        try Data("old\n".utf8).write(to: target)
        let link = snapshots.appendingPathComponent("detail.L.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../shared/detail.L.txt")

        let detail = CLIRunner.fixture("detail.json")
        let result = try CLIRunner.run(["check", detail, "--snapshots", snapshots.path, "--record"])
        #expect(result.status == 0)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "../shared/detail.L.txt",
                "the link was replaced by a regular file")
        let layout = try CLIRunner.run(["layout", detail])
        #expect(bytes(target.path) == Data(layout.stdout.utf8), "the linked file still holds the old text")
    }

    /// End to end: an Interface Builder file of two screens, the second changed since it was
    /// recorded. `check` prints its diff and fails; the report's table must show both screens,
    /// the second one "changed" and linked to its section. It shows one row, the first screen,
    /// all "matched".
    @Test func aReportListsEveryScreenOfAnInterfaceBuilderFile() throws {
        func xib(secondTop: Int) -> String {
            func view(_ id: String, _ name: String, _ label: String, _ text: String, top: Int) -> String {
                """
                        <view contentMode="scaleToFill" id="\(id)" userLabel="\(name)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label" userLabel="\(label)">
                                    <rect key="frame" x="20" y="\(top)" width="45" height="20.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="20" id="\(id)-c1"/>
                                <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="\(top)" id="\(id)-c2"/>
                            </constraints>
                        </view>
                """
            }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                \(view("first-view", "First", "nameLabel", "Name", top: 40))
                \(view("second-view", "Second", "serialLabel", "Serial", top: secondTop))
                    </objects>
                </document>
                """
        }
        let path = try CLIRunner.writeScreen(xib(secondTop: 40), name: "two.xib")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let snapshots = folder.appendingPathComponent("snaps").path
        #expect(try CLIRunner.run(["check", path, "--snapshots", snapshots, "--record"]).status == 0)
        try Data(xib(secondTop: 80).utf8).write(to: URL(fileURLWithPath: path))

        let report = folder.appendingPathComponent("report.html")
        let result = try CLIRunner.run(["check", path, "--snapshots", snapshots, "--report", report.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("+++ \(path) Second L"))
        let page = String(decoding: try #require(bytes(report.path)), as: UTF8.self)
        let table = page.components(separatedBy: "<table class=\"matrix\">").dropFirst().first?.components(separatedBy: "</table>").first ?? ""
        #expect(table.contains(">Second</th>"), "no row for the second screen:\n\(table)")
        #expect(table.contains("<a href=\"#change-1\">changed</a>"), "the change is not in the table:\n\(table)")
    }
}
