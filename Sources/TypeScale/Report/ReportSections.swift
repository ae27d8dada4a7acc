/// The parts of the report page, each writing HTML in document order.
enum ReportSections {
    typealias Change = SnapshotReport.Change

    /// `2 of 24 snapshots changed, 1 new, 1 screen could not be laid out`
    static func summary(_ screens: [SnapshotReport.Screen], changes: [Change]) -> String {
        let snapshots = screens.flatMap(\.snapshots)
        let new = snapshots.filter { $0.recorded == nil }.count
        let failed = screens.filter { $0.failure != nil }.count
        var parts = [changes.isEmpty ? "all \(plural(snapshots.count, "snapshot")) match"
                                     : "\(changes.count) of \(plural(snapshots.count, "snapshot")) changed"]
        if new > 0 { parts.append("\(new) new") }
        if failed > 0 { parts.append("\(plural(failed, "screen")) could not be laid out") }
        return parts.joined(separator: ", ")
    }

    /// The findings that appear or disappear with the changes: what a reviewer reads first.
    static func headline(_ changes: [Change], into page: inout HTMLText) {
        page.raw("<section class=\"headline\">\n")
        let appeared = changes.flatMap { change in (change.changes?.appeared ?? []).map { (change, $0) } }
        let disappeared = changes.flatMap { change in (change.changes?.disappeared ?? []).map { (change, $0) } }
        if appeared.isEmpty && disappeared.isEmpty {
            page.element("p", changes.isEmpty ? "Nothing changed." : "No audit finding appears or disappears with these changes.",
                         class: "quiet")
        }
        findingList("Findings that appear", appeared, class: "appeared", into: &page)
        findingList("Findings that disappear", disappeared, class: "disappeared", into: &page)
        page.raw("</section>\n")
    }

    private static func findingList(_ title: String, _ items: [(Change, AuditFinding)], class className: String,
                                    into page: inout HTMLText) {
        guard !items.isEmpty else { return }
        page.element("h2", "\(title) (\(items.count))")
        page.open("ul", class: className)
        page.raw("\n")
        for (change, finding) in items {
            page.open("li")
            page.open("a", attributes: [("href", "#" + change.anchor)])
            page.raw(HTMLText.escaped(change.screen) + "</a> " + HTMLText.escaped(finding.line) + "</li>\n")
        }
        page.raw("</ul>\n")
    }

    /// Screens × categories; each cell matched, changed (linked to its section), new or missing.
    /// A row a screen: an Interface Builder file given once has one for each of its scenes
    /// (round 38's review: a file's second scene, changed, had no row, its first "matched").
    static func matrix(_ screens: [SnapshotReport.Screen], categories: [ContentSizeCategory], changes: [Change],
                       into page: inout HTMLText) {
        page.raw("<table class=\"matrix\">\n<thead><tr><th>screen</th>")
        for category in categories { page.element("th", category.shortName) }
        page.raw("</tr></thead>\n<tbody>\n")
        for (screenIndex, screen) in screens.enumerated() {
            for name in screenNames(screen) {
                row(screen, screenIndex: screenIndex, name: name, categories: categories, changes: changes, into: &page)
            }
            if let failure = screen.failure {
                page.raw("<tr class=\"failure\">")
                page.element("td", failure, attributes: [("colspan", "\(categories.count + 1)")])
                page.raw("</tr>\n")
            }
        }
        page.raw("</tbody>\n</table>\n")
    }

    /// The screens a file gave, in the order checked; its path alone when none was laid out.
    private static func screenNames(_ screen: SnapshotReport.Screen) -> [String?] {
        var names: [String] = []
        for snapshot in screen.snapshots where !names.contains(snapshot.layout.screenName) {
            names.append(snapshot.layout.screenName)
        }
        return names.isEmpty ? [nil] : names
    }

    private static func row(_ screen: SnapshotReport.Screen, screenIndex: Int, name: String?, categories: [ContentSizeCategory],
                            changes: [Change], into page: inout HTMLText) {
        page.raw("<tr>")
        page.element("th", name ?? screen.path, attributes: [("title", screen.path)])
        for category in categories {
            let snapshot = screen.snapshots.first { $0.layout.screenName == name && $0.layout.category == category }
            let status: SnapshotReport.Status = snapshot.map { snapshot in
                snapshot.recorded.map { SnapshotDiff.identical($0, snapshot.current) ? .matched : .changed } ?? .new
            } ?? .missing
            if status == .changed,
               let change = changes.first(where: { $0.screenIndex == screenIndex && $0.snapshot.layout.screenName == name
                                                   && $0.snapshot.layout.category == category }) {
                page.open("td", class: status.rawValue)
                page.open("a", attributes: [("href", "#" + change.anchor)])
                page.raw("changed</a></td>")
            } else {
                page.element("td", status.rawValue, class: status.rawValue, attributes: [("title", hint(status, snapshot))])
            }
        }
        page.raw("</tr>\n")
    }

    private static func hint(_ status: SnapshotReport.Status, _ snapshot: SnapshotReport.Snapshot?) -> String {
        switch status {
        case .matched: "same as " + (snapshot?.file ?? "")
        case .changed: "differs from " + (snapshot?.file ?? "")
        case .new: "not recorded yet: " + (snapshot?.file ?? "") + " (record it with --record)"
        case .missing: "no layout: the screen could not be laid out"
        }
    }

    /// One changed snapshot: its findings, the overlay and its list of moved views, the diff.
    static func change(_ change: Change, into page: inout HTMLText) {
        page.open("section", class: "change", attributes: [("id", change.anchor)])
        page.raw("\n")
        page.element("h2", change.title)
        page.element("p", change.snapshot.file + " → " + change.snapshot.label, class: "files")
        if let changes = change.changes {
            for (title, findings, className) in [("appears", changes.appeared, "appeared"), ("disappears", changes.disappeared, "disappeared")]
            where !findings.isEmpty {
                page.open("ul", class: className)
                page.raw("\n")
                for finding in findings { page.element("li", finding.line + " — " + title) }
                page.raw("</ul>\n")
            }
        }
        page.raw("<div class=\"pair\">\n")
        if let changes = change.changes {
            page.raw("<figure class=\"overlay\">\n")
            let flagged = changes.appeared.compactMap(\.view)
            page.raw(ReportOverlay(recorded: changes.recordedLayout, current: change.snapshot.layout, changes: changes.views,
                                   flagged: flagged).svg())
            page.raw("<figcaption><span class=\"key recorded\"></span> recorded <span class=\"key current\"></span> current "
                     + "<span class=\"key moved\"></span> changed view (number in the table)"
                     + (flagged.isEmpty ? "" : " <span class=\"key flagged\"></span> new finding") + "</figcaption>\n</figure>\n")
        } else if let error = change.readError {
            page.element("p", "The recorded snapshot could not be read back into frames (\(error)); only the diff is shown.",
                         class: "quiet")
        }
        page.raw("<div class=\"side\">\n")
        if let changes = change.changes { viewTable(changes.views, into: &page) }
        diff(change.diff, into: &page)
        page.raw("</div>\n</div>\n</section>\n")
    }

    /// The changed views, numbered as on the overlay, with both frames.
    private static func viewTable(_ views: [SnapshotChanges.ViewChange], into page: inout HTMLText) {
        guard !views.isEmpty else { return }
        page.raw("<table class=\"views\">\n<thead><tr><th>#</th><th>view</th><th>change</th><th>recorded</th><th>current</th></tr></thead>\n<tbody>\n")
        for (index, view) in views.enumerated() {
            page.raw("<tr>")
            page.element("td", "\(index + 1)", class: "number")
            page.element("td", view.id, class: "id")
            page.element("td", view.kind.rawValue)
            page.element("td", frameText(view.recorded, view.recordedFlags), class: "frame")
            page.element("td", frameText(view.current, view.currentFlags), class: "frame")
            page.raw("</tr>\n")
        }
        page.raw("</tbody>\n</table>\n")
    }

    /// `8 34.5 45.5 20.5 truncated`, or `—` on the side the view is missing.
    static func frameText(_ frame: Frame?, _ flags: String) -> String {
        guard let frame else { return "—" }
        let numbers = [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: " ")
        return flags.isEmpty ? numbers : numbers + " " + flags
    }

    /// The unified diff, one block `<span>` a line, coloured by its first character. The line
    /// break of the source sits inside the end tag (`</span\n>`): a text line feed between
    /// block spans would draw an empty line in a `<pre>`.
    private static func diff(_ diff: String, into page: inout HTMLText) {
        page.raw("<pre class=\"diff\">")
        // Split on bytes, as the diff was made: "\r\n" is one Character, and a recorded file's
        // CRLF lines would run into one span (round 38's review).
        for line in SnapshotDiff.lines(diff).map({ $0.utf8.last == UInt8(ascii: "\n") ? $0.dropLast() : $0 }) {
            let className = line.hasPrefix("+++") || line.hasPrefix("---") ? "file" : line.hasPrefix("@@") ? "hunk"
                : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "same"
            page.open("span", class: className)
            page.raw(HTMLText.escaped(String(line)) + "</span\n>")
        }
        page.raw("</pre>\n")
    }

    private static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
