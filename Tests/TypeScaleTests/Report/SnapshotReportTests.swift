import Testing
@testable import TypeScale

/// The HTML report of a check: its table, the overlay and diff of each changed snapshot only,
/// the findings headline, escaping and determinism.
struct SnapshotReportTests {
    static func layout(_ category: ContentSizeCategory, labelWidth: Double, id: String = "nameLabel",
                       name: String = "form") -> ScreenLayout {
        var sample = LayoutSample(category: category)
        sample.add("card", 8, 40, 304, 91)
        sample.add(id, .label, in: "card", 16, 48, labelWidth, 41,
                   text: LayoutSample.text(truncated: labelWidth < 61, neededWidth: 60.7, size: 34))
        var layout = sample.layout
        layout.screenName = name
        return layout
    }

    static func snapshot(_ current: ScreenLayout, recorded: ScreenLayout?) -> SnapshotReport.Snapshot {
        let category = current.category.shortName
        return SnapshotReport.Snapshot(file: "snaps/\(current.screenName).\(category).txt", label: "screens/form.json \(category)",
                                       layout: current, recorded: recorded.map { LayoutTextFormat.render([$0]) })
    }

    /// L matched, AX3 changed (the label narrowed to 52 and truncates), AX5 never recorded; a second screen failed.
    static let screens = [
        SnapshotReport.Screen(path: "screens/form.json", snapshots: [
            snapshot(layout(.l, labelWidth: 80), recorded: layout(.l, labelWidth: 80)),
            snapshot(layout(.ax3, labelWidth: 52), recorded: layout(.ax3, labelWidth: 80)),
            snapshot(layout(.ax5, labelWidth: 40), recorded: nil),
        ]),
        SnapshotReport.Screen(path: "screens/bad.json", snapshots: [], failure: "screens/bad.json:1:2: expected '{'"),
    ]

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The text between `start` and the next `end` after it.
    static func slice(_ text: String, from start: String, to end: String) -> String? {
        guard let lower = text.range(of: start), let upper = text.range(of: end, range: lower.upperBound..<text.endIndex) else { return nil }
        return String(text[lower.lowerBound..<upper.upperBound])
    }

    let page = SnapshotReport.html(screens, categories: [.l, .ax3, .ax5])

    @Test func onlyTheChangedSnapshotGetsASectionWithItsOverlayAndDiff() throws {
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
        #expect(Self.count("<section class=\"change\"", in: page) == 1)
        #expect(Self.count("<svg ", in: page) == 1)
        #expect(Self.count("<pre class=\"diff\">", in: page) == 1)
        let section = try #require(Self.slice(page, from: "<section class=\"change\" id=\"change-1\">", to: "</section>"))
        #expect(section.contains("<h2>form · AX3</h2>"))
        // The diff beside the overlay: the recorded line removed, the current one added, with its flag.
        #expect(section.contains("<span class=\"del\">-    nameLabel label 8 8 80 41</span\n>"))
        #expect(section.contains("<span class=\"add\">+    nameLabel label 8 8 52 41 truncated</span\n>"))
        // The overlay: the label's recorded box dashed, its current box outlined red (its finding is new).
        #expect(section.contains("<rect class=\"was\" x=\"16\" y=\"48\" width=\"80\" height=\"41\" fill=\"none\" stroke=\"#0a63c9\""))
        #expect(section.contains("<rect class=\"now flagged\" x=\"16\" y=\"48\" width=\"52\" height=\"41\""))
        // Its row in the table of changed views: number, id, change, both frames.
        #expect(section.contains("<td class=\"number\">1</td><td class=\"id\">nameLabel</td><td>resized</td>"
                                 + "<td class=\"frame\">8 8 80 41</td><td class=\"frame\">8 8 52 41 truncated</td>"))
        // The unchanged card is drawn faintly once, not listed.
        #expect(section.contains("<title>card (unchanged)</title>"))
        #expect(!section.contains("<td class=\"id\">card</td>"))
    }

    @Test func theTableHasAStatePerScreenAndCategory() throws {
        let table = try #require(Self.slice(page, from: "<table class=\"matrix\">", to: "</table>"))
        #expect(table.contains("<tr><th>screen</th><th>L</th><th>AX3</th><th>AX5</th></tr>"))
        let cells = table.components(separatedBy: "<td class=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(cells == ["matched", "changed", "new", "missing", "missing", "missing"])
        #expect(table.contains("<td class=\"changed\"><a href=\"#change-1\">changed</a></td>"))
        #expect(table.contains("<td colspan=\"4\">screens/bad.json:1:2: expected &apos;{&apos;</td>"))
        #expect(page.contains("<p class=\"summary\">1 of 3 snapshots changed, 1 new, 1 screen could not be laid out</p>"))
    }

    @Test func theFindingThatAppearsIsTheHeadlineBeforeTheTable() throws {
        let headline = try #require(Self.slice(page, from: "<section class=\"headline\">", to: "</section>"))
        #expect(headline.contains("<h2>Findings that appear (1)</h2>"))
        #expect(headline.contains("<li><a href=\"#change-1\">form</a> AX3 nameLabel truncated: needs 61 pt, has 52 pt</li>"))
        #expect(!headline.contains("disappear"))
        let headlineAt = try #require(page.range(of: "<section class=\"headline\">")).lowerBound
        let tableAt = try #require(page.range(of: "<table class=\"matrix\">")).lowerBound
        #expect(headlineAt < tableAt)
    }

    @Test func nothingChangedMeansNoOverlayAndAQuietHeadline() {
        let same = SnapshotReport.html([SnapshotReport.Screen(path: "s.json", snapshots: [
            Self.snapshot(Self.layout(.l, labelWidth: 80), recorded: Self.layout(.l, labelWidth: 80)),
        ])], categories: [.l])
        #expect(!same.contains("<svg"))
        #expect(!same.contains("<section class=\"change\""))
        #expect(same.contains("<p class=\"quiet\">Nothing changed.</p>"))
        #expect(same.contains("<p class=\"summary\">all 1 snapshot match</p>"))
    }

    @Test func sameInputSameBytes() {
        #expect(SnapshotReport.html(Self.screens, categories: [.l, .ax3, .ax5]) == page)
    }

    @Test func idsNamesAndPathsAreEscapedEverywhere() throws {
        let id = "a<b&\"c'"
        let name = "<Form & \"Co\">"
        let current = Self.layout(.ax3, labelWidth: 52, id: id, name: name)
        let recorded = Self.layout(.ax3, labelWidth: 80, id: id, name: name)
        let html = SnapshotReport.html([SnapshotReport.Screen(path: "x<y>.json", snapshots: [Self.snapshot(current, recorded: recorded)])],
                                       categories: [.ax3])
        #expect(!html.contains(id))
        #expect(!html.contains(name))
        #expect(!html.contains("x<y>"))
        let escapedID = "a&lt;b&amp;&quot;c&apos;"
        let escapedName = "&lt;Form &amp; &quot;Co&quot;&gt;"
        #expect(html.contains("<td class=\"id\">\(escapedID)</td>"))
        #expect(html.contains("<title>1 \(escapedID) current: 8 8 52 41 truncated</title>"))
        #expect(html.contains("<span class=\"add\">+    \(escapedID) label 8 8 52 41 truncated</span\n>"))
        #expect(html.contains("<th title=\"x&lt;y&gt;.json\">\(escapedName)</th>"))
        #expect(html.contains("<h2>\(escapedName) · AX3</h2>"))
    }

    @Test func aSnapshotThatCannotBeReadBackStillShowsItsDiff() throws {
        let current = Self.layout(.l, labelWidth: 80)
        var snapshot = Self.snapshot(current, recorded: nil)
        snapshot.recorded = "garbage\n"
        let html = SnapshotReport.html([SnapshotReport.Screen(path: "s.json", snapshots: [snapshot])], categories: [.l])
        #expect(!html.contains("<svg"))
        #expect(html.contains("<pre class=\"diff\">"))
        #expect(html.contains("could not be read back into frames (line 1: expected &apos;# name category=C"))
    }

    @Test func onlyLeafViewsAreFilledAndTheRootIsTheScreenOutline() throws {
        // Recorded on a 320 × 480 screen with the card at x 8; now on 390 × 844 with the card at x 20.
        var before = LayoutSample(category: .l)
        before.add("card", 8, 40, 304, 91)
        before.add("nameLabel", .label, in: "card", 16, 48, 80, 41, text: LayoutSample.text())
        var after = LayoutSample(category: .l)
        after.container.width = 390
        after.container.height = 844
        after.views[0].frame = Frame(x: 0, y: 0, width: 390, height: 844)
        after.views[0].absoluteFrame = after.views[0].frame
        after.add("card", 20, 40, 304, 91)
        after.add("nameLabel", .label, in: "card", 28, 48, 80, 41, text: LayoutSample.text())
        let html = SnapshotReport.html([SnapshotReport.Screen(path: "s.json", snapshots: [
            Self.snapshot(after.layout, recorded: before.layout),
        ])], categories: [.l])
        // The table lists all three; the root is drawn as the two screen outlines, not as a box.
        #expect(html.contains("<td class=\"number\">1</td><td class=\"id\">root</td><td>resized</td>"))
        #expect(!html.contains("<title>1 root current"))
        #expect(html.contains("<rect class=\"screen-was\" x=\"0\" y=\"0\" width=\"320\" height=\"480\""))
        // The card holds a view: outlined only. The label moved with it (its own frame did not change).
        #expect(html.contains("<rect class=\"now\" x=\"20\" y=\"40\" width=\"304\" height=\"91\" fill=\"none\""))
        #expect(html.contains("<td class=\"number\">2</td><td class=\"id\">card</td><td>moved</td>"))
        #expect(!html.contains("<td class=\"id\">nameLabel</td>"))
        #expect(html.contains("<title>nameLabel (unchanged)</title>"))
    }

    @Test func aChangedLeafIsFilled() {
        #expect(page.contains("<rect class=\"now flagged\" x=\"16\" y=\"48\" width=\"52\" height=\"41\" fill=\"#e8590c26\""))
    }
}
