import Testing
@testable import TypeScale

/// The HTML report of a check: every screen of a file, and recorded snapshots in CRLF (round 38's review).
struct SnapshotReportScreensTests {
    /// An Interface Builder file holds several screens: `check` lays out and compares each
    /// (`two.xib First L`, `two.xib Second L`), and the report's table is "screens ×
    /// categories". Today the table has one row per file and shows only its first screen's
    /// state: here "First" matched and "Second" changed, and the table shows a single row,
    /// "First … matched", with no link to the change.
    @Test func everyScreenOfAnInterfaceBuilderFileHasARowInTheTable() throws {
        let first = SnapshotReportTests.layout(.l, labelWidth: 80, name: "First")
        let second = SnapshotReportTests.layout(.l, labelWidth: 52, name: "Second")
        let secondBefore = SnapshotReportTests.layout(.l, labelWidth: 80, name: "Second")
        let screen = SnapshotReport.Screen(path: "two.xib", snapshots: [
            SnapshotReport.Snapshot(file: "snaps/First.L.txt", label: "two.xib First L", layout: first,
                                    recorded: LayoutTextFormat.render([first])),
            SnapshotReport.Snapshot(file: "snaps/Second.L.txt", label: "two.xib Second L", layout: second,
                                    recorded: LayoutTextFormat.render([secondBefore])),
        ])
        let page = SnapshotReport.html([screen], categories: [.l])
        let table = try #require(SnapshotReportTests.slice(page, from: "<table class=\"matrix\">", to: "</table>"))
        #expect(table.contains(">First</th>"))
        #expect(table.contains(">Second</th>"), "the second screen of the file has no row:\n\(table)")
        #expect(table.contains("<a href=\"#change-1\">changed</a>"), "the change is not in the table:\n\(table)")
    }

    /// The diff beside a changed snapshot is drawn one `<span>` a line. A recorded snapshot
    /// with CRLF line endings (a Windows checkout) has its lines split by Characters, where
    /// "\r\n" is one Character: every removed line runs into one span (the CR LF pairs become
    /// spaces), the whole recorded file on one line of the page.
    @Test func aCRLFSnapshotsDiffKeepsOneLineASpan() throws {
        let current = SnapshotReportTests.layout(.l, labelWidth: 52)
        let recorded = LayoutTextFormat.render([SnapshotReportTests.layout(.l, labelWidth: 80)])
            .replacingOccurrences(of: "\n", with: "\r\n")
        let snapshot = SnapshotReport.Snapshot(file: "snaps/form.L.txt", label: "form.json L", layout: current, recorded: recorded)
        let page = SnapshotReport.html([SnapshotReport.Screen(path: "form.json", snapshots: [snapshot])], categories: [.l])
        let lines = recorded.split(separator: "\r\n").count
        #expect(lines == 4)
        // Every recorded line is removed (each ends in CR LF, the current ones in LF).
        #expect(SnapshotReportTests.count("<span class=\"del\">", in: page) == lines)
    }
}
