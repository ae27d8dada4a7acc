import Testing
@testable import TypeScale

/// A stack draws nothing of its own: its overhang past its superview is what its arranged
/// views show there, a label's by its ink (round 37: shrimpshell's event stack, its last line
/// box 0.5 pt past its card, a designer's review of dev set 50).
struct StackShownFrameAuditTests {
    /// Two one-line labels without descenders, stacked `top` below a 50-pt card's top (41 pt
    /// of lines: 20.5 each).
    static func card(top: Double) -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "card", "kind": "view", "children": [
              { "id": "details", "kind": "stack", "axis": "vertical", "children": [
                { "id": "name", "kind": "label", "text": "Name" },
                { "id": "city", "kind": "label", "text": "Lima" } ] } ] } ],
          "constraints": ["H:|-16-[card(300)]", "V:|-100-[card(50)]", "H:|-8-[details]", "V:|-\(top)-[details]"] }
        """
    }

    /// The last line box 0.5 pt past the card, its ink (down to the baseline) inside.
    @Test func aLineBoxPastTheSuperviewWithTheInkInsideIsNoFinding() throws {
        let layout = try LayoutHarness.layout(Self.card(top: 9.5))
        #expect(layout.frame("details")?.maxY == 50.5)
        #expect(LayoutAudit.findings(in: layout).isEmpty)
    }

    /// 6 pt of frame past the card; the amount is the ink's, what is judged.
    @Test func inkPastTheSuperviewIsReportedByTheInk() throws {
        let layout = try LayoutHarness.layout(Self.card(top: 15))
        #expect(layout.frame("details")?.maxY == 56)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == ["L details outside superview card: bottom by 2 pt"])
    }
}
