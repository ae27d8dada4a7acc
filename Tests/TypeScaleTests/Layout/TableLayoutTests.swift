import Testing
@testable import TypeScale

/// Tables (SPEC §6.1): rows of a cell fragment, fixed or self-sizing heights.
struct TableLayoutTests {
    static func screen(rowHeight: String) -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "items", "kind": "table", \(rowHeight)
            "cell": { "views": [ { "id": "nameLabel", "kind": "label", "font": "body", "lines": 0 } ],
                      "constraints": [ "H:|-16-[nameLabel]-16-|", "V:|-8-[nameLabel]-8-|" ] },
            "rows": [ { "nameLabel": "iPhone 15" }, { "nameLabel": "MacBook Air" }, { "nameLabel": "iPad" } ] } ],
          "constraints": [ "H:|[items]|", "V:|-20-[items]|" ] }
        """
    }

    @Test func fixedRowHeightsFollowTheCategoryTable() throws {
        let json = Self.screen(rowHeight: #""rowHeight": { "XS": 44, "S": 44, "M": 44, "L": 44, "XL": 55, "XXL": 65, "XXXL": 75 },"#)
        let layouts = try LayoutHarness.layouts(json, categories: [.l, .xl, .ax5])
        #expect(layouts.map { $0.frame("cell#2")! } == [
            Frame(x: 0, y: 88, width: 320, height: 44), Frame(x: 0, y: 110, width: 320, height: 55),
            Frame(x: 0, y: 150, width: 320, height: 75)])
        // Ids get the row number; text comes from the row.
        let l = layouts[0]
        #expect(l.views.map(\.id) == ["root", "items", "cell#0", "nameLabel#0", "cell#1", "nameLabel#1", "cell#2", "nameLabel#2"])
        #expect(l.view("nameLabel#1")?.parent == "cell#1")
        #expect(l.frame("nameLabel#1") == Frame(x: 16, y: 8, width: 288, height: 28))
        // At AX5 (53 pt body, 63.5 pt a line) a 75 pt row leaves 59 pt: the label is cut.
        #expect(layouts[2].view("nameLabel#0")?.text?.truncated == true)
    }

    @Test func automaticHeightsFitTheContent() throws {
        let layout = try LayoutHarness.layout(Self.screen(rowHeight: ""))
        // A body line is 20.5 pt on @2x: 8 + 20.5 + 8.
        #expect(layout.frame("cell#0") == Frame(x: 0, y: 0, width: 320, height: 36.5))
        #expect(layout.frame("cell#1")?.y == 36.5)
        #expect(layout.frame("nameLabel#2") == Frame(x: 16, y: 8, width: 288, height: 20.5))
        #expect(layout.warnings.isEmpty)
    }

    @Test func automaticHeightsGrowWithWrappedText() throws {
        let layouts = try LayoutHarness.layouts(Self.screen(rowHeight: ""), categories: [.l, .ax5])
        let tall = layouts[1]
        let lines = try #require(tall.view("nameLabel#1")?.text?.lines)
        #expect(lines >= 2)
        // Every row is exactly as tall as its label + 16, and rows stack without gaps.
        for row in 0..<3 {
            let cell = try #require(tall.frame("cell#\(row)"))
            #expect(cell.height == tall.frame("nameLabel#\(row)")!.height + 16)
        }
        #expect(tall.frame("cell#1")!.y == tall.frame("cell#0")!.maxY)
    }

    @Test func rowsNamingAnUnknownCellViewAreAnError() throws {
        let json = """
        { "views": [ { "id": "items", "kind": "table", "cell": { "views": [ { "id": "nameLabel", "kind": "label" } ] },
            "rows": [ { "nameLable": "x" } ] } ] }
        """
        #expect {
            _ = try LayoutHarness.layout(json)
        } throws: { error in
            (error as? InputError)?.description == "test.json:2:17: views[0].rows[0]: unknown cell view 'nameLable' (did you mean 'nameLabel'?)"
        }
    }
}
