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
              { "id": "title", "kind": "label", "text": "Room 4", "font": { "size": 17 } },
              { "id": "done", "kind": "button", "title": "Done" } ] } ],
          "constraints": [ "H:|-20-[popup]-20-|", "popup.height == 200", "popup.centerY == root.centerY + \(offset)",
                           "H:|-16-[title]", "V:|-16-[title]", "H:|-16-[done]", "V:[done]-16-|" ] }
        """
        return LayoutAudit.findings(in: try LayoutHarness.layout(json)).map(\.line)
    }

    @Test func aParkedPopUpIsOneLine() throws {
        #expect(try Self.findings(offset: 800) == ["L popup entirely outside superview root: bottom by 660 pt"])
    }

    /// Pushed only partly off the screen, each view off it is reported: large text moving
    /// content out of reach is the finding.
    @Test func aViewPartlyOffTheScreenStillReportsWhatItHolds() throws {
        let lines = try Self.findings(offset: 200)
        #expect(lines.contains { $0.hasPrefix("L done unreachable") })
        #expect(!lines.contains { $0.hasPrefix("L title") })
    }
}
