/// What changed between a recorded snapshot and the current layout of the same screen and
/// category: the views that moved, resized, appeared or went, and the audit findings that
/// appear or disappear with the change.
public struct SnapshotChanges: Sendable {
    /// One view whose line differs.
    public struct ViewChange: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case moved, resized, movedAndResized = "moved, resized", flags, added, removed
            /// Its kind (an image made a plain view) or its superview (moved into another)
            /// changed, its relative frame not (round 38's review: the diff showed the line
            /// changed, the table and the overlay nothing).
            case kind, superview
        }
        public var id: String
        public var kind: Kind
        /// Relative frames as the snapshots print them; nil on the side the view is not on.
        public var recorded: Frame?
        public var current: Frame?
        /// In root coordinates, for drawing.
        public var recordedAbsolute: Frame?
        public var currentAbsolute: Frame?
        /// The flags (`lines=2 truncated`) on each side.
        public var recordedFlags: String
        public var currentFlags: String
    }

    public var views: [ViewChange]
    /// In the current layout's findings, not in the recorded one's.
    public var appeared: [AuditFinding]
    /// In the recorded layout's findings, gone from the current one's.
    public var disappeared: [AuditFinding]
    /// The recorded layout as frames (views without text).
    public var recordedLayout: ScreenLayout

    /// Finding kinds a snapshot can show: it holds frames and the `truncated` flag, not text
    /// measurements, fonts or solver warnings, so clipping, scaling and constraint findings
    /// cannot be said to be new.
    public static let comparableKinds: [AuditFinding.Kind] = [.truncated, .outsideSuperview, .outsideSafeArea, .overlap]

    public init(recorded: RecordedSnapshot, current: ScreenLayout) {
        let before = recorded.layout(like: current)
        recordedLayout = before
        views = Self.viewChanges(recorded, current)
        let old = Self.comparableFindings(recorded: recorded, layout: before)
        let new = LayoutAudit.findings(in: current).filter { Self.comparableKinds.contains($0.kind) }
        // Membership only, never iterated: the lists keep the audit's order.
        let oldKeys = Set(old.map(Self.key)), newKeys = Set(new.map(Self.key))
        appeared = new.filter { !oldKeys.contains(Self.key($0)) }
        disappeared = old.filter { !newKeys.contains(Self.key($0)) }
    }

    /// A finding's identity across the change: the amounts differ, the problem is the same.
    private static func key(_ finding: AuditFinding) -> [String] {
        [finding.category.shortName, finding.kind.rawValue, finding.view ?? ""] + finding.related
    }

    /// The recorded layout's findings from its frames, with truncation from its flags (but
    /// where the audit allows a stand-in font its error), in the audit's order (views in
    /// order, text finding first).
    private static func comparableFindings(recorded: RecordedSnapshot, layout: ScreenLayout) -> [AuditFinding] {
        let scene = AuditedScene(layout)
        // The audit lists a view's findings together, in view order: each run goes after the
        // view's truncation. Looked up by id, never iterated.
        var geometric: [String: [AuditFinding]] = [:]
        for finding in LayoutAudit.findings(in: layout) where comparableKinds.contains(finding.kind) && finding.kind != .truncated {
            geometric[finding.view ?? "", default: []].append(finding)
        }
        var findings: [AuditFinding] = []
        for (index, view) in recorded.views.enumerated() {
            if view.truncated, view.kind == ViewKind.label.rawValue, scene.visible[index],
               !(layout.views[index].text.map { TextFitRule.isStandInsError($0, width: view.frame.width, scene: scene) } ?? false) {
                findings.append(AuditFinding(category: layout.category, kind: .truncated, view: view.id,
                                             detail: "in the snapshot, \(points(view.frame.width)) wide"))
            }
            findings += geometric.removeValue(forKey: view.id) ?? []
        }
        return findings
    }

    /// Views in the current order, then the ones that went, in the recorded order. Ids are
    /// looked up through a table, never iterated.
    private static func viewChanges(_ recorded: RecordedSnapshot, _ current: ScreenLayout) -> [ViewChange] {
        var recordedIndex: [String: Int] = [:]
        for (index, view) in recorded.views.enumerated() where recordedIndex[view.id] == nil { recordedIndex[view.id] = index }
        var seen = [Bool](repeating: false, count: recorded.views.count)
        var changes: [ViewChange] = []
        for view in current.views {
            let flags = LayoutTextFormat.flags(view).joined(separator: " ")
            guard let index = recordedIndex[view.id] else {
                changes.append(ViewChange(id: view.id, kind: .added, recorded: nil, current: view.frame, recordedAbsolute: nil,
                                          currentAbsolute: view.absoluteFrame, recordedFlags: "", currentFlags: flags))
                continue
            }
            seen[index] = true
            let old = recorded.views[index]
            let moved = !same(old.frame.x, view.frame.x) || !same(old.frame.y, view.frame.y)
            let resized = !same(old.frame.width, view.frame.width) || !same(old.frame.height, view.frame.height)
            let oldParent = old.parent.map { recorded.views[$0].id }
            let kind: ViewChange.Kind? = moved && resized ? .movedAndResized : moved ? .moved : resized ? .resized
                : oldParent != view.parent ? .superview : old.kind != view.kind.rawValue ? .kind
                : old.flagText != flags ? .flags : nil
            if let kind {
                changes.append(ViewChange(id: view.id, kind: kind, recorded: old.frame, current: view.frame,
                                          recordedAbsolute: old.absoluteFrame, currentAbsolute: view.absoluteFrame,
                                          recordedFlags: old.flagText, currentFlags: flags))
            }
        }
        for (index, old) in recorded.views.enumerated() where !seen[index] {
            changes.append(ViewChange(id: old.id, kind: .removed, recorded: old.frame, current: nil, recordedAbsolute: old.absoluteFrame,
                                      currentAbsolute: nil, recordedFlags: old.flagText, currentFlags: ""))
        }
        return changes
    }

    /// Equal as the text format prints them (3 decimals).
    private static func same(_ a: Double, _ b: Double) -> Bool { formatNumber(a) == formatNumber(b) }
}
