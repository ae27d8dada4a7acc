import Testing
@testable import TypeScale

/// The bounds rules judge what a control draws, its alignment rectangle, not its frame: a
/// switch pinned to its row's trailing edge has a frame 2 pt past it (UIKit's alignment
/// insets [0, 0, 0, 2]), which is no finding; the same switch pinned 2 pt further out is.
struct AlignmentInsetsAuditTests {
    static func row(trailing: Int) -> String {
        """
        { "size": { "width": 320, "height": 200, "scale": 2 },
          "views": [
            { "id": "row", "kind": "view", "children": [
              { "id": "toggle", "kind": "view", "intrinsic": { "width": 49, "height": 31 },
                "alignmentInsets": [0, 0, 0, 2] }
            ]}
          ],
          "constraints": ["H:|[row]|", "V:|-40-[row(44)]", "H:[toggle]-(\(trailing))-|", "V:|-6-[toggle]"] }
        """
    }

    @Test func aControlPinnedToTheEdgeIsInside() throws {
        let layout = try LayoutHarness.layout(Self.row(trailing: 0))
        #expect(layout.frame("toggle") == Frame(x: 271, y: 6, width: 51, height: 31))
        #expect(LayoutAudit.findings(in: layout).isEmpty)
    }

    @Test func aControlPastTheEdgeIsOutside() throws {
        let layout = try LayoutHarness.layout(Self.row(trailing: -2))
        #expect(LayoutAudit.findings(in: layout).map(\.line) == ["L toggle outside superview row: right by 2 pt"])
    }

    /// The safe area alike: a switch whose drawn rectangle ends at an 18-pt right inset has a
    /// frame 2 pt into it, which is no finding.
    @Test func theSafeAreaIsJudgedByTheDrawnRectangleToo() throws {
        let json = """
            { "size": { "width": 320, "height": 200, "scale": 2, "safeArea": [0, 0, 0, 18] },
              "views": [ { "id": "toggle", "kind": "switch", "alignmentInsets": [0, 0, 0, 2] } ],
              "constraints": ["H:[toggle]-18-|", "V:|-10-[toggle]"] }
            """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("toggle")?.maxX == 304)
        #expect(LayoutAudit.findings(in: layout).isEmpty)
    }

    /// The other rules alike: a switch pinned to the screen's trailing edge is on the screen
    /// (not `unreachable` by its frame's 2 pt), and one right after a label, its frame
    /// reaching 2 pt back over it, does not overlap it.
    @Test func reachAndOverlapsAreJudgedByTheDrawnRectangle() throws {
        let json = """
            { "size": { "width": 320, "height": 200, "scale": 2 },
              "views": [ { "id": "title", "kind": "label", "text": "Wi-Fi" },
                         { "id": "toggle", "kind": "view", "intrinsic": { "width": 49, "height": 31 },
                           "alignmentInsets": [0, 2, 0, 2] } ],
              "constraints": ["H:|-16-[title(100)][toggle]", "V:|-40-[title]", "V:|-40-[toggle]",
                              "H:[toggle]-(>=0)-|"] }
            """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("toggle")?.x == 114)
        #expect(LayoutAudit.findings(in: layout).isEmpty)
        let edge = """
            { "size": { "width": 320, "height": 200, "scale": 2 },
              "views": [ { "id": "toggle", "kind": "switch", "alignmentInsets": [0, 0, 0, 2] } ],
              "constraints": ["H:[toggle]|", "V:|-40-[toggle]"] }
            """
        let pinned = try LayoutHarness.layout(edge)
        #expect(pinned.frame("toggle")?.maxX == 322)
        #expect(LayoutAudit.findings(in: pinned).isEmpty)
    }
}
