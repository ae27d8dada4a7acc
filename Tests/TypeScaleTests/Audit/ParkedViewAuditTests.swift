import Testing
@testable import TypeScale

/// A view reported wholly off its superview or the screen speaks for what it holds: a pop-up
/// parked below the screen for code to animate in is one line, not one for it and one for
/// each of its views (round 29: Treefrog's room display, dev set 37, six lines).
struct ParkedViewAuditTests {
    static func findings(offset: Double) throws -> [String] {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "popup", "kind": "view", "children": [
              { "id": "title", "kind": "label", "text": "Room 4 is booked until a quarter past five", "font": { "size": 17 } },
              { "id": "footer", "kind": "view", "children": [ { "id": "done", "kind": "button", "title": "Done" } ] } ] } ],
          "constraints": [ "H:|-20-[popup]-20-|", "popup.height == 200", "popup.centerY == root.centerY + \(offset)",
                           "H:|-16-[title(120)]", "V:|-16-[title]", "H:|[footer]|", "V:[footer(60)]|",
                           "H:|-16-[done]", "V:[done]-16-|" ] }
        """
        return LayoutAudit.findings(in: try LayoutHarness.layout(json)).map(\.line)
    }

    /// One line for its place, its grandchildren's too; its text is still judged (it shows
    /// when code brings the pop-up in).
    @Test func aParkedPopUpIsOneLine() throws {
        #expect(try Self.findings(offset: 800) == ["L popup entirely outside superview root: bottom by 660 pt",
                                                   "L title truncated: needs 316.5 pt, has 120 pt"])
    }

    /// A view wholly outside a small superview but on the screen shows (views do not clip):
    /// what it holds is judged as ever (the second review of round 29).
    @Test func aViewOffItsSuperviewButOnTheScreenStillReportsWhatItHolds() throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2, "safeArea": [20, 0, 34, 0] },
          "views": [ { "id": "icon", "kind": "view", "children": [
              { "id": "tip", "kind": "view", "children": [ { "id": "ok", "kind": "button", "title": "OK" } ] } ] } ],
          "constraints": [ "H:|-20-[icon(40)]", "V:|-100-[icon(40)]", "tip.left == icon.left", "tip.top == icon.bottom + 280",
                           "tip.width == 200", "tip.height == 60", "H:|-16-[ok]", "V:[ok]-0-|" ] }
        """
        let lines = LayoutAudit.findings(in: try LayoutHarness.layout(json)).map(\.line)
        #expect(lines.contains("L ok outside safe area: bottom by 34 pt"))
        #expect(lines.contains { $0.hasPrefix("L tip entirely outside superview icon") })
    }

    /// Pushed only partly off the screen, each view off it is reported: large text moving
    /// content out of reach is the finding.
    @Test func aViewPartlyOffTheScreenStillReportsWhatItHolds() throws {
        let lines = try Self.findings(offset: 200)
        #expect(lines.contains { $0.hasPrefix("L done unreachable") })
        #expect(lines.contains { $0.hasPrefix("L footer entirely outside the screen") })
    }
}
