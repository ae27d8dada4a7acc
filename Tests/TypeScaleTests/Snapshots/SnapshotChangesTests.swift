import Testing
@testable import TypeScale

/// What changed between a recorded snapshot and the current layout: views and findings.
struct SnapshotChangesTests {
    static func layout(labelWidth: Double, badgeX: Double?, extra: Bool = false) -> ScreenLayout {
        var sample = LayoutSample(category: .ax3)
        sample.add("card", 8, 40, 304, 91)
        sample.add("nameLabel", .label, in: "card", 16, 48, labelWidth, 41,
                   text: LayoutSample.text(truncated: labelWidth < 61, neededWidth: 60.7, size: 34, string: LayoutSample.edgeToEdge))
        if let badgeX { sample.add("badge", .image, in: "card", badgeX, 48, 20, 20) }
        if extra { sample.add("note", .label, in: "card", 16, 100, 40, 20, text: LayoutSample.text()) }
        return sample.layout
    }

    static func changes(from old: ScreenLayout, to new: ScreenLayout) throws -> SnapshotChanges {
        SnapshotChanges(recorded: try SnapshotText.parse(LayoutTextFormat.render([old])), current: new)
    }

    @Test func viewsThatMovedResizedCameOrWentAreListedWithBothFrames() throws {
        let changes = try Self.changes(from: Self.layout(labelWidth: 80, badgeX: 100),
                                       to: Self.layout(labelWidth: 52, badgeX: nil, extra: true))
        #expect(changes.views.map(\.id) == ["nameLabel", "note", "badge"])
        #expect(changes.views.map(\.kind) == [.resized, .added, .removed])
        let label = changes.views[0]
        #expect(label.recorded == Frame(x: 8, y: 8, width: 80, height: 41))
        #expect(label.current == Frame(x: 8, y: 8, width: 52, height: 41))
        #expect([label.recordedFlags, label.currentFlags] == ["", "truncated"])
        #expect(changes.views[2].recordedAbsolute == Frame(x: 100, y: 48, width: 20, height: 20))
        #expect(changes.views[2].current == nil)
    }

    @Test func aMoveIsToldFromAResize() throws {
        let changes = try Self.changes(from: Self.layout(labelWidth: 80, badgeX: 100), to: Self.layout(labelWidth: 80, badgeX: 120))
        #expect(changes.views.map(\.id) == ["badge"])
        #expect(changes.views.map(\.kind) == [.moved])
    }

    @Test func aLabelThatStartsTruncatingIsAFindingThatAppears() throws {
        let changes = try Self.changes(from: Self.layout(labelWidth: 80, badgeX: nil), to: Self.layout(labelWidth: 52, badgeX: nil))
        #expect(changes.appeared.map(\.line) == ["AX3 nameLabel truncated: needs 61 pt, has 52 pt"])
        #expect(changes.disappeared.isEmpty)
    }

    @Test func findingsThatGoAreListedFromTheRecordedFrames() throws {
        // Before: the 52-wide label (16…68) truncated and overlapping the badge at 60…80 by 8 pt;
        // after: 80 wide, and the badge moved clear of it (100…120). Amounts from the recorded frames.
        let changes = try Self.changes(from: Self.layout(labelWidth: 52, badgeX: 60), to: Self.layout(labelWidth: 80, badgeX: 100))
        #expect(changes.disappeared.map(\.line) == ["AX3 nameLabel truncated: in the snapshot, 52 pt wide",
                                                    "AX3 nameLabel overlaps badge: 8 x 20 pt"])
        #expect(changes.appeared.isEmpty)
        let overlapping = try Self.changes(from: Self.layout(labelWidth: 52, badgeX: 100), to: Self.layout(labelWidth: 80, badgeX: 60))
        // The badge (60…80) now runs into the 80-wide label's text (16…76.5).
        #expect(overlapping.appeared.map(\.line) == ["AX3 nameLabel overlaps badge: 16.5 x 20 pt"])
        #expect(overlapping.disappeared.map(\.line) == ["AX3 nameLabel truncated: in the snapshot, 52 pt wide"])
    }

    @Test func aFindingWhoseAmountChangesIsNeitherNewNorGone() throws {
        let changes = try Self.changes(from: Self.layout(labelWidth: 52, badgeX: nil), to: Self.layout(labelWidth: 50, badgeX: nil))
        #expect(changes.views.map(\.kind) == [.resized])
        #expect(changes.appeared.isEmpty)
        #expect(changes.disappeared.isEmpty)
    }

    /// What the screen says and the snapshot text does not (a freeform screen, a blank button)
    /// judges the recorded frames too: a title moving 1 pt in a freeform row under a tap area
    /// changes no finding (the recorded side had reported the safe area and the overlap).
    @Test func aFreeformScreensBlankButtonJudgesBothSidesAlike() throws {
        func row(titleY: Double) -> ScreenLayout {
            var sample = LayoutSample(category: .l)
            sample.add("icon", .image, 16, 4, 24, 24)
            sample.add("tap", .button, 8, 0, 40, 40)
            sample.add("title", .label, 60, titleY, 200, 20.5, text: LayoutSample.text())
            sample.views[2].isBlankButton = true
            var layout = sample.layout
            layout.isFreeform = true
            return layout
        }
        let changes = try Self.changes(from: row(titleY: 4), to: row(titleY: 5))
        #expect(changes.views.map(\.id) == ["title"])
        #expect(changes.appeared.isEmpty)
        #expect(changes.disappeared.isEmpty)
    }

    /// A control's alignment insets judge the recorded frames too: a switch whose frame runs
    /// 2 pt past its row (its alignment rectangle pinned to the row's edge) is no finding on
    /// either side when only its row's height changes.
    @Test func alignmentInsetsJudgeBothSidesAlike() throws {
        func row(height: Double) -> ScreenLayout {
            var sample = LayoutSample(category: .l)
            sample.add("row", 10, 40, 300, height)
            sample.add("toggle", .switch, in: "row", 261, 46, 51, 31)
            sample.views[2].alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
            return sample.layout
        }
        let changes = try Self.changes(from: row(height: 44), to: row(height: 45))
        #expect(changes.views.map(\.id) == ["row"])
        #expect(changes.appeared.isEmpty)
        #expect(changes.disappeared.isEmpty)
    }

    /// The recorded side is judged as the audit judges the current one: a label by the text it
    /// draws (the current text, at the snapshot's lines) and a stand-in font allowed its
    /// error. A layout compared with its own snapshot has no finding that came or went,
    /// though its button lies inside the label's frame, clear of its text, and its caption in
    /// a stand-in font is 2 % too wide for its frame.
    @Test func aLayoutAgainstItsOwnSnapshotHasNoFindingThatCameOrWent() throws {
        var sample = LayoutSample(category: .l)
        sample.add("title", .label, 0, 40, 200, 21, text: LayoutSample.text(neededWidth: 40))
        sample.add("button", .button, 150, 40, 40, 21, text: LayoutSample.text())
        var caption = LayoutSample.text(truncated: true, neededWidth: 102)
        caption.font.standsInFor = "Nunito"
        sample.add("caption", .label, 0, 100, 100, 21, text: caption)
        let layout = sample.layout
        #expect(LayoutAudit.findings(in: layout).filter { SnapshotChanges.comparableKinds.contains($0.kind) }.isEmpty)
        let changes = try Self.changes(from: layout, to: layout)
        #expect(changes.appeared.isEmpty)
        #expect(changes.disappeared.isEmpty)
    }

    /// A plain view that takes taps (`control`) judges the recorded frames too: a label laid
    /// on a slider overlaps it on both sides, so moving the label 1 pt changes no finding (as
    /// a plain view the slider would be a backdrop on the recorded side only).
    @Test func aControlJudgesBothSidesAlike() throws {
        func form(labelY: Double) -> ScreenLayout {
            var sample = LayoutSample(category: .l)
            sample.add("volume", .view, 20, 100, 280, 30)
            sample.add("hint", .label, 40, labelY, 100, 20.5, text: LayoutSample.text(string: LayoutSample.edgeToEdge))
            sample.views[1].takesTaps = true
            return sample.layout
        }
        #expect(LayoutAudit.findings(in: form(labelY: 104)).map(\.line) == ["L volume overlaps hint: 40 x 20.5 pt"])
        let changes = try Self.changes(from: form(labelY: 104), to: form(labelY: 105))
        #expect(changes.views.map(\.id) == ["hint"])
        #expect(changes.appeared.isEmpty)
        #expect(changes.disappeared.isEmpty)
    }
}
