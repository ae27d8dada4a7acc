import Testing
@testable import TypeScale

/// An empty label, which code fills, held shorter than one line of its text style at a
/// category though it holds one at L: whatever code gives it is cut (round 33: kf99916's
/// timeline title, a designer's review of dev set 45). A 1-pt empty label (a divider) is
/// shorter than a line at L too: the design; a fixed font's line does not grow.
struct EmptyLabelAuditTests {
    @Test func anEmptyLabelHeldToItsLineAtLIsCutWhereTheLineGrows() throws {
        let json = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "title", "kind": "label", "font": "footnote" },
                         { "id": "divider", "kind": "label", "font": "footnote" },
                         { "id": "fixed", "kind": "label", "font": { "size": 13 } },
                         { "id": "body", "kind": "label", "text": "Shown", "font": "body" } ],
              "constraints": [ "H:|-16-[title]-16-|", "H:|-16-[divider]-16-|", "H:|-16-[fixed]-16-|", "H:|-16-[body]",
                               "V:|-20-[title(16)]-8-[divider(1)]-8-[fixed(16)]-8-[body]" ] }
            """
        let layouts = try LayoutHarness.layouts(json, categories: [.l, .ax3])
        let lines = LayoutAudit.findings(layouts).map(\.line).filter { !$0.contains("does not scale") }
        // Footnote at AX3 is 33 pt, its line 39.5 on the @2x grid; at L 13 pt, 15.5 in 16.
        #expect(lines == ["AX3 title clipped: needs 39.5 pt tall, has 16 pt for the text code gives it"])
    }
}
