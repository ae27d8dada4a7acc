/// `typescale check --report FILE.html`: one self-contained HTML page (inline CSS and SVG, no
/// script, no network) showing what changed since the snapshots were recorded — findings that
/// appear or disappear first, then a screens × categories table, then for each changed
/// snapshot the recorded and current layouts drawn over each other beside the unified diff.
///
/// A pure function of its input: the same screens and snapshots give the same bytes.
public enum SnapshotReport {
    /// One screen given to `check`.
    public struct Screen: Sendable {
        /// As given on the command line.
        public var path: String
        /// Its categories in the order checked; empty when it could not be laid out.
        public var snapshots: [Snapshot]
        /// Why it could not be laid out; nil when it was.
        public var failure: String?

        public init(path: String, snapshots: [Snapshot], failure: String? = nil) {
            self.path = path
            self.snapshots = snapshots
            self.failure = failure
        }
    }

    /// One screen at one category: the current layout and the snapshot recorded for it.
    public struct Snapshot: Sendable {
        /// `snapshots/detail.AX3.txt`, the diff's `---` name.
        public var file: String
        /// `screens/detail.json AX3`, the diff's `+++` name.
        public var label: String
        public var layout: ScreenLayout
        /// The file's text; nil when nothing is recorded yet.
        public var recorded: String?

        public init(file: String, label: String, layout: ScreenLayout, recorded: String?) {
            self.file = file
            self.label = label
            self.layout = layout
            self.recorded = recorded
        }

        /// The current layout's text, as `check` compares it.
        var current: String { LayoutTextFormat.render([layout]) }
    }

    /// A table cell's state.
    enum Status: String {
        /// Recorded and equal.
        case matched
        /// Recorded and different.
        case changed
        /// Laid out, nothing recorded yet (`check` prints "missing snapshot").
        case new
        /// No current layout: the screen could not be read or laid out.
        case missing
    }

    /// A changed snapshot with what the report shows of it.
    struct Change {
        var number: Int
        /// Index of its screen in the report's input.
        var screenIndex: Int
        var screen: String
        var snapshot: Snapshot
        var diff: String
        /// Nil when the recorded text could not be read back into frames.
        var changes: SnapshotChanges?
        var readError: String?

        var anchor: String { "change-\(number)" }
        var title: String { "\(screen) · \(snapshot.layout.category.shortName)" }
    }

    /// The report page for `screens`, with one table column per category in `categories`.
    public static func html(_ screens: [Screen], categories: [ContentSizeCategory]) -> String {
        var changes: [Change] = []
        for (screenIndex, screen) in screens.enumerated() {
            for snapshot in screen.snapshots {
                guard let recorded = snapshot.recorded,
                      let diff = SnapshotDiff.unified(old: recorded, new: snapshot.current, oldName: snapshot.file,
                                                      newName: snapshot.label) else { continue }
                var change = Change(number: changes.count + 1, screenIndex: screenIndex, screen: snapshot.layout.screenName, snapshot: snapshot, diff: diff)
                do {
                    change.changes = SnapshotChanges(recorded: try SnapshotText.parse(recorded), current: snapshot.layout)
                } catch {
                    change.readError = "\(error)"
                }
                changes.append(change)
            }
        }
        var page = HTMLText()
        page.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.element("title", "typescale check: " + ReportSections.summary(screens, changes: changes))
        page.raw("<style>\n" + ReportStyle.css + "</style>\n</head>\n<body>\n")
        page.element("h1", "Layout changes")
        page.element("p", ReportSections.summary(screens, changes: changes), class: "summary")
        ReportSections.headline(changes, into: &page)
        ReportSections.matrix(screens, categories: categories, changes: changes, into: &page)
        for change in changes { ReportSections.change(change, into: &page) }
        page.raw("</body>\n</html>\n")
        return page.text
    }
}
