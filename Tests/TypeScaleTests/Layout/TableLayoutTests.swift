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
        #expect(layouts.map { $0.frame("items#2")! } == [
            Frame(x: 0, y: 88, width: 320, height: 44), Frame(x: 0, y: 110, width: 320, height: 55),
            Frame(x: 0, y: 150, width: 320, height: 75)])
        // Cells are TABLE#N, their views TABLE#N.VIEW; text comes from the row.
        let l = layouts[0]
        #expect(l.views.map(\.id) == ["root", "items", "items#0", "items#0.nameLabel", "items#1", "items#1.nameLabel", "items#2", "items#2.nameLabel"])
        #expect(l.view("items#1.nameLabel")?.parent == "items#1")
        #expect(l.frame("items#1.nameLabel") == Frame(x: 16, y: 8, width: 288, height: 28))
        // At AX5 (53 pt body, 63.5 pt a line) a 75 pt row leaves 59 pt: the label draws its
        // one line cut at its edges, which the audit calls clipped; no line is dropped, so it
        // is not truncated (SPEC §5.5: no more lines than it may have at its width).
        let cut = layouts[2].view("items#0.nameLabel")?.text
        #expect(layouts[2].frame("items#0.nameLabel")?.height == 59)
        #expect(cut?.lines == 1 && cut?.neededLines == 1 && cut?.truncated == false)
    }

    @Test func automaticHeightsFitTheContent() throws {
        let layout = try LayoutHarness.layout(Self.screen(rowHeight: ""))
        // A body line is 20.5 pt on @2x: 8 + 20.5 + 8.
        #expect(layout.frame("items#0") == Frame(x: 0, y: 0, width: 320, height: 36.5))
        #expect(layout.frame("items#1")?.y == 36.5)
        #expect(layout.frame("items#2.nameLabel") == Frame(x: 16, y: 8, width: 288, height: 20.5))
        #expect(layout.warnings.isEmpty)
    }

    @Test func automaticHeightsGrowWithWrappedText() throws {
        let layouts = try LayoutHarness.layouts(Self.screen(rowHeight: ""), categories: [.l, .ax5])
        let tall = layouts[1]
        let lines = try #require(tall.view("items#1.nameLabel")?.text?.lines)
        #expect(lines >= 2)
        // Every row is exactly as tall as its label + 16, and rows stack without gaps.
        for row in 0..<3 {
            let cell = try #require(tall.frame("items#\(row)"))
            #expect(cell.height == tall.frame("items#\(row).nameLabel")!.height + 16)
        }
        #expect(tall.frame("items#1")!.y == tall.frame("items#0")!.maxY)
    }

    /// Two tables with the same cell ids, and a cell view sharing its id with a screen view:
    /// each cell's constraints mean its own row's views (SPEC §6.1). With one namespace the
    /// second table's `title` copies replaced the first's, so the first table's rows were
    /// laid out by the second's constraints (and `cell#0` was printed twice).
    static let twoTables = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "title", "kind": "label", "text": "Settings", "font": "body" },
            { "id": "general", "kind": "table", "rowHeight": 44,
              "cell": { "views": [ { "id": "title", "kind": "label", "font": "body" } ],
                        "constraints": [ "H:|-16-[title]-16-|", "title.centerY == superview.centerY" ] },
              "rows": [ { "title": "Wi-Fi" }, { "title": "Bluetooth" } ] },
            { "id": "privacy", "kind": "table", "rowHeight": 60,
              "cell": { "views": [ { "id": "title", "kind": "label", "font": "body" } ],
                        "constraints": [ "H:|-40-[title]-40-|", "V:|-4-[title]" ] },
              "rows": [ { "title": "Location" } ] } ],
          "constraints": [ "H:|-[title]-|", "V:|-20-[title]-[general(88)]-[privacy]|", "H:|[general]|", "H:|[privacy]|" ] }
        """

    @Test func cellsAreScopedToTheirTable() throws {
        let layout = try LayoutHarness.layout(Self.twoTables)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.views.map(\.id) == [
            "root", "title", "general", "general#0", "general#0.title", "general#1", "general#1.title",
            "privacy", "privacy#0", "privacy#0.title"])
        #expect(layout.view("general#1.title")?.parent == "general#1")
        // The screen's title: |-20-| on a 320 pt screen, 20 pt from the top, a body line of 20.5 pt.
        #expect(layout.frame("title") == Frame(x: 20, y: 20, width: 280, height: 20.5))
        // general: 16 pt insets, centred in a 44 pt row: y = (44 − 20.5) / 2 = 11.75 → 12 on @2x
        // (the top edge 11.75 rounds to 12, the bottom 32.25 to 32.5).
        #expect(layout.frame("general#0.title") == Frame(x: 16, y: 12, width: 288, height: 20.5))
        #expect(layout.frame("general#1") == Frame(x: 0, y: 44, width: 320, height: 44))
        // privacy: its own 40 pt insets and 4 pt top, in its own 60 pt row.
        #expect(layout.frame("privacy#0.title") == Frame(x: 40, y: 4, width: 240, height: 20.5))
        #expect(layout.view("privacy#0.title")?.text?.string == "Location")
        #expect(layout.view("title")?.text?.string == "Settings")
    }

    @Test func aCellConstraintCannotNameAViewOutsideItsCell() throws {
        let json = """
        { "views": [ { "id": "header", "kind": "label" },
            { "id": "items", "kind": "table", "cell": { "views": [ { "id": "nameLabel", "kind": "label" } ],
              "constraints": [ "nameLabel.top == header.bottom" ] }, "rows": [ {} ] } ] }
        """
        #expect {
            _ = try LayoutHarness.layout(json)
        } throws: { error in
            (error as? InputError)?.description == "test.json:3:24: views[1].cell.constraints[0]: unknown cell view 'header'"
        }
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
