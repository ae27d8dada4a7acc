import Testing
@testable import TypeScale

/// A cell laid out on its own (`"cell": true`, a xib's top-level table or collection view
/// cell) scrolls with its list: as for a table's own rows, nothing of it is outside the safe
/// area or out of reach, while text outside the cell itself still is.
struct CellScreenAuditTests {
    /// An 80-pt row on a canvas inset 44 above and 34 below (what a freeform view at the top
    /// of a notched iPhone gets): a title 10 pt down, and a note running 6 pt past the row.
    static func row(cell: Bool) -> String {
        #"""
        { "name": "row", \#(cell ? #""cell": true,"# : "")
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

    @Test func aCellScreenIsJudgedAgainstItselfNotTheSafeArea() throws {
        let layout = try LayoutHarness.layout(Self.row(cell: true))
        #expect(layout.isCell)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == [
            "L note outside superview content: bottom by 6 pt",
        ])
    }

    /// The same row as a plain custom size is judged as a screen: the title 34 pt into the
    /// top inset, and the note past the screen's bottom, which no scroll view brings in (the
    /// superview's edge is the screen's, so that one finding says it).
    @Test func theSameViewWithoutTheMarkIsJudgedAsAScreen() throws {
        let layout = try LayoutHarness.layout(Self.row(cell: false))
        #expect(!layout.isCell)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == [
            "L title outside safe area: top by 34 pt",
            "L note unreachable: bottom by 6 pt past the screen, not in a scroll view",
        ])
    }

    @Test func theMarkIsABoolean() {
        #expect(throws: InputError.self) {
            _ = try ScreenDecoder.decode(Array(#"{ "name": "row", "cell": "yes", "views": [] }"#.utf8), file: "row.json")
        }
    }

    /// Interface Builder's import marks a top-level cell, collection cell or reusable view,
    /// and not a plain view.
    @Test(arguments: [("tableViewCell", true), ("collectionViewCell", true), ("collectionReusableView", true),
                      ("view", false)])
    func theImportMarksListElements(element: String, cell: Bool) throws {
        let xml = IBTestDocument.xib("""
                <\(element) id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                </\(element)>
            """)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "cell.xib")
        let screen = try #require(imported.screens.first)
        #expect(screen.screen.isCell == cell)
        #expect(screen.json.text().contains(#""cell": true"#) == cell)
    }
}
