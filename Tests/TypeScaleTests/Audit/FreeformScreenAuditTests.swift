import Testing
@testable import TypeScale

/// A view that is not a screen (`"freeform": true`: a xib's top-level cell or freeform view,
/// a widget) has no known place on a screen, and a cell's list scrolls it: as for a table's
/// own rows, nothing of it is outside the safe area or out of reach, while text outside the
/// view itself still is.
struct FreeformScreenAuditTests {
    /// An 80-pt row on a canvas inset 44 above and 34 below (what a freeform view at the top
    /// of a notched iPhone gets): a title 10 pt down, and a note running 6 pt past the row.
    static func row(freeform: Bool) -> String {
        #"""
        { "name": "row", \#(freeform ? #""freeform": true,"# : "")
          "size": { "width": 390, "height": 80, "scale": 3, "safeArea": [44, 0, 34, 0] },
          "views": [
            { "id": "content", "kind": "view", "children": [
              { "id": "title", "kind": "label", "text": "Title", "font": { "size": 17 } },
              { "id": "note", "kind": "label", "text": "Note", "font": { "size": 17 } }
            ]}
          ],
          "constraints": ["H:|[content]|", "V:|[content]|",
                          "H:|-16-[title]", "H:|-16-[note]",
                          "V:|-10-[title(21)]", "V:[note(21)]-(-6)-|"] }
        """#
    }

    @Test func aFreeformScreenIsJudgedAgainstItselfNotTheSafeArea() throws {
        let layout = try LayoutHarness.layout(Self.row(freeform: true))
        #expect(layout.isFreeform)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == [
            "L note outside superview content: bottom by 2 pt",
        ])
    }

    /// The same row as a plain custom size is judged as a screen: the title 34 pt into the
    /// top inset, its ink 31 (round 32: a label is judged by the text it draws), and the note past the screen's bottom, which no scroll view brings in (the
    /// superview's edge is the screen's, so that one finding says it).
    @Test func theSameViewWithoutTheMarkIsJudgedAsAScreen() throws {
        let layout = try LayoutHarness.layout(Self.row(freeform: false))
        #expect(!layout.isFreeform)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == [
            "L title outside safe area: top by 31 pt",
            "L note unreachable: bottom by 6 pt past the screen, not in a scroll view",
        ])
    }

    /// A box 140 tall in a 100-pt view holds a square wholly below the view: off the screen
    /// when the view is a screen, only past its own bounds (the box's finding) when freeform.
    @Test func nothingOfAFreeformScreenIsOffTheScreen() throws {
        func findings(freeform: Bool) throws -> [String] {
            let layout = try LayoutHarness.layout(#"""
                { "name": "box", "freeform": \#(freeform), "size": { "width": 100, "height": 100 },
                  "views": [ { "id": "box", "kind": "view", "children": [ { "id": "square", "kind": "view" } ] } ],
                  "constraints": ["H:|[box]|", "V:|[box(140)]", "H:|[square(20)]", "V:|-110-[square(21)]"] }
                """#)
            return LayoutAudit.findings(in: layout).map(\.line)
        }
        #expect(try findings(freeform: false) == ["L box outside superview root: bottom by 40 pt",
                                                  "L square entirely outside the screen: bottom by 31 pt"])
        #expect(try findings(freeform: true) == ["L box outside superview root: bottom by 40 pt"])
    }

    @Test func theMarkIsABoolean() throws {
        let refused = #expect(throws: InputError.self) {
            _ = try ScreenDecoder.decode(Array(#"{ "name": "row", "freeform": "yes", "views": [] }"#.utf8), file: "row.json")
        }
        #expect(refused?.description.contains("freeform: expected true or false, found a string") == true)
        let screen = try ScreenDecoder.decode(Array(#"{ "name": "row", "freeform": false, "views": [] }"#.utf8), file: "row.json")
        #expect(!screen.isFreeform)
    }
}
