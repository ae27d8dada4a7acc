import Testing
@testable import TypeScale

/// A view's own safe area (`view.safeArea.top`, `ViewSafeAreas`): the part of the view inside
/// the root's safe area, worked out from the frames and solved again. A 390 × 844 screen with
/// a 47-pt top and 34-pt bottom inset holds a page pinned to the root's edges, a card clear
/// of the insets and a scroll view whose row sits under the top inset.
struct ViewSafeAreaTests {
    static let screen = """
        { "size": { "width": 390, "height": 844, "scale": 3, "safeArea": [47, 0, 34, 0] },
          "views": [
            { "id": "page", "kind": "view", "children": [
              { "id": "title", "kind": "image", "image": { "width": 100, "height": 20 } },
              { "id": "footer", "kind": "image", "image": { "width": 10, "height": 10 } },
              { "id": "card", "kind": "view", "children": [
                { "id": "inner", "kind": "image", "image": { "width": 10, "height": 10 } } ] } ] },
            { "id": "scroll", "kind": "scroll", "children": [
              { "id": "row", "kind": "view", "children": [
                { "id": "mark", "kind": "image", "image": { "width": 10, "height": 10 } } ] } ] } ],
          "constraints": [
            "H:|[page]|", "V:|[page]|",
            "title.top == page.safeArea.top + 60", "title.leading == page.leading + 20",
            "footer.bottom == page.safeArea.bottom", "footer.leading == page.leading",
            "H:|-20-[card]-20-|", "V:|-200-[card(100)]",
            "inner.top == card.safeArea.top", "inner.leading == card.leading",
            "H:|[scroll]|", "V:|[scroll(300)]",
            "row.top == scroll.content.top", "row.bottom == scroll.content.bottom",
            "row.leading == scroll.content.leading", "row.trailing == scroll.content.trailing",
            "row.width == scroll.frame.width", "row.height == 40",
            "mark.top == row.safeArea.top", "mark.leading == row.safeArea.leading" ] }
        """

    /// The page reaches under both insets: the title is 60 below its safe area's top, 47 +
    /// 60 = 107, and the footer ends at its safe area's bottom, 844 − 34 = 810. Read as the
    /// page's edges (a view had no safe area of its own), they were at 60 and 834.
    @Test func aViewUnderTheInsetsIsInsetByThem() throws {
        let layout = try LayoutHarness.layout(Self.screen)
        #expect(layout.frame("title")?.y == 107)
        #expect(layout.frame("footer")?.y == 800)
    }

    /// The card, 200 below the top, overlaps no inset: its safe area is its frame.
    @Test func aViewClearOfTheInsetsHasNone() throws {
        let layout = try LayoutHarness.layout(Self.screen)
        #expect(layout.frame("inner")?.y == 0)
    }

    /// A view inside a scroll view keeps only its side insets: the row under the 47-pt top
    /// inset is not inset at the top, so the mark sits at its top (47 had it been).
    @Test func aViewInAScrollViewHasNoTopOrBottomInset() throws {
        let layout = try LayoutHarness.layout(Self.screen)
        #expect(layout.frame("mark")?.y == 0)
    }

    /// In landscape the side insets count inside a scroll view too: a 390-pt-tall screen
    /// with 47-pt sides puts the row's mark 47 from its left edge.
    @Test func aViewInAScrollViewKeepsItsSideInsets() throws {
        let landscape = Self.screen.replacingOccurrences(of: #""width": 390, "height": 844, "scale": 3, "safeArea": [47, 0, 34, 0]"#,
                                                         with: #""width": 844, "height": 390, "scale": 3, "safeArea": [0, 47, 21, 47]"#)
        let layout = try LayoutHarness.layout(landscape)
        #expect(layout.frame("mark")?.x == 47)
        #expect(layout.frame("title")?.x == 20 && layout.frame("title")?.y == 60)
    }

    /// A table's cells: a constraint written in the cell alone names the safe area (it was
    /// not seen, and the guide stayed the box's edges), and rows, which scroll, keep only
    /// their side insets. In landscape (47-pt sides) each row's mark is 47 from its left; in
    /// portrait the first row, under the 47-pt top inset, keeps its mark at its top.
    static let table = """
        { "size": { "width": 390, "height": 844, "scale": 3, "safeArea": [47, 0, 34, 0] },
          "views": [ { "id": "items", "kind": "table", "rowHeight": 60,
            "cell": { "views": [ { "id": "box", "kind": "view", "children": [
                        { "id": "mark", "kind": "image", "image": { "width": 10, "height": 10 } } ] } ],
                      "constraints": [ "H:|[box]|", "V:|[box]|", "mark.top == box.safeArea.top",
                                       "mark.leading == box.safeArea.leading" ] },
            "rows": [ {}, {} ] } ],
          "constraints": [ "H:|[items]|", "V:|[items]|" ] }
        """

    @Test func aTableCellNamesItsViewsSafeAreas() throws {
        let landscape = Self.table.replacingOccurrences(of: #""width": 390, "height": 844, "scale": 3, "safeArea": [47, 0, 34, 0]"#,
                                                        with: #""width": 844, "height": 390, "scale": 3, "safeArea": [0, 47, 21, 47]"#)
        let layout = try LayoutHarness.layout(landscape)
        #expect(layout.frame("items#0.mark")?.x == 47)
        #expect(layout.frame("items#1.mark")?.x == 47)
    }

    @Test func aTableRowHasNoTopInset() throws {
        let layout = try LayoutHarness.layout(Self.table)
        #expect(layout.frame("items#0.mark")?.y == 0)
        #expect(layout.frame("items#0.mark")?.x == 0)
    }
}
