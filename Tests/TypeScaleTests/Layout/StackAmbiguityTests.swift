import Testing
@testable import TypeScale

/// What a fill stack leaves free along its axis UIKit settles by the arranged views' order
/// ("If there's any ambiguity, the stack view resizes the arranged views based on their
/// index", `UIStackView.Distribution.fill`): no ambiguity warning (round 29: mczac's two
/// labels of equal hugging in a stack pinned taller than they are, dev set 36). A fill-equally
/// stack settles nothing that way, and a view outside a stack is still ambiguous.
struct StackAmbiguityTests {
    static func warnings(distribution: String) throws -> [String] {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "stack", "kind": "stack", "axis": "vertical", "distribution": "\(distribution)", "children": [
              { "id": "title", "kind": "label", "text": "Bot", "font": { "size": 17 }, "hugging": 251 },
              { "id": "details", "kind": "label", "text": "Answers", "font": { "size": 13 }, "hugging": 251 } ] },
            { "id": "free", "kind": "view" } ],
          "constraints": [ "H:|-16-[stack]-16-|", "V:|-100-[stack(80)]", "H:|-16-[free(20)]", "free.height == 20" ] }
        """
        return try LayoutHarness.layout(json).warnings.map(\.message)
    }

    @Test func aFillStackSettlesItsArrangedViews() throws {
        #expect(try Self.warnings(distribution: "fill") == ["ambiguous layout: 'free' y position not fixed by its constraints"])
    }

    /// The same two labels chained in a plain view of the same height are ambiguous: only a
    /// stack settles them.
    @Test func theSameLabelsInAPlainViewAreReported() throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "box", "kind": "view", "children": [
              { "id": "title", "kind": "label", "text": "Bot", "font": { "size": 17 }, "hugging": 251 },
              { "id": "details", "kind": "label", "text": "Answers", "font": { "size": 13 }, "hugging": 251 } ] } ],
          "constraints": [ "H:|-16-[box]-16-|", "V:|-100-[box(80)]", "H:|[title]|", "H:|[details]|", "V:|[title][details]|" ] }
        """
        let messages = try LayoutHarness.layout(json).warnings.map(\.message)
        #expect(messages == ["ambiguous layout: 'title' height not fixed by its constraints",
                             "ambiguous layout: 'details' y position, height not fixed by its constraints"])
    }

    /// The solver's pick is UIKit's order: the last view of equal hugging stretches.
    @Test func theLastViewStretches() throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "stack", "kind": "stack", "axis": "vertical", "children": [
              { "id": "title", "kind": "label", "text": "Bot", "font": { "size": 17 }, "hugging": 251 },
              { "id": "details", "kind": "label", "text": "Answers", "font": { "size": 13 }, "hugging": 251 } ] } ],
          "constraints": [ "H:|-16-[stack]-16-|", "V:|-100-[stack(80)]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("title")?.height == 20.5)
        #expect(layout.frame("details")?.height == 59.5)
    }

    /// A label pinned inside an arranged box moves with the box, which the stack settles:
    /// no warning names either (the second review: it had named the label instead). Across
    /// the axis nothing is settled: a horizontal stack's boxes' free heights are reported.
    @Test func viewsInsideArrangedBoxesAreSettledAlongTheAxisOnly() throws {
        func messages(_ axis: String) throws -> [String] {
            let json = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "stack", "kind": "stack", "axis": "\(axis)", "alignment": "top", "children": [
                  { "id": "boxA", "kind": "view", "children": [ { "id": "a", "kind": "label", "text": "Bot", "font": { "size": 17 } } ] },
                  { "id": "boxB", "kind": "view", "children": [ { "id": "b", "kind": "label", "text": "Answers", "font": { "size": 13 } } ] } ] } ],
              "constraints": [ "H:|-16-[stack]-16-|", "V:|-100-[stack(80)]", "H:|[a]|", "V:|[a]|", "H:|[b]|", "V:|[b]|" ] }
            """
            return try LayoutHarness.layout(json).warnings.map(\.message)
        }
        #expect(try messages("vertical") == [])
        #expect(try messages("horizontal").isEmpty)
    }

    /// A row of a vertical fill stack is a horizontal stack: its icon's place moves with the
    /// row, which the outer stack settles, though its nearest stack is horizontal (round 31:
    /// HealthFlow's profile header and menu, ten lines for one split). A free icon outside
    /// every stack is still reported.
    @Test func anOuterStackAlongTheAxisSettlesANestedRowsViews() throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "column", "kind": "stack", "axis": "vertical", "children": [
              { "id": "header", "kind": "stack", "alignment": "center", "children": [
                  { "id": "icon", "kind": "image", "image": { "width": 30, "height": 30 } } ] },
              { "id": "menu", "kind": "stack", "alignment": "top", "children": [
                  { "id": "item", "kind": "image", "image": { "width": 60, "height": 50 } } ] } ] },
            { "id": "free", "kind": "view" } ],
          "constraints": [ "H:|[column]|", "V:|[column(200)]", "H:|-16-[free(20)]", "free.height == 20" ] }
        """
        let messages = try LayoutHarness.layout(json).warnings.map(\.message)
        #expect(messages == ["ambiguous layout: 'free' y position not fixed by its constraints"])
    }

    /// A row the outer stack holds at a fixed height settles nothing inside it: a badge
    /// floating in a card of the row, between `>=` and `<=` pins, is still reported (the
    /// fresh-eyes review of round 31).
    @Test func aViewFloatingInAFixedRowIsStillReported() throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "column", "kind": "stack", "axis": "vertical", "children": [
              { "id": "row", "kind": "stack", "children": [
                  { "id": "card", "kind": "view", "children": [ { "id": "badge", "kind": "view" } ] } ] } ] } ],
          "constraints": [ "H:|[column]|", "V:|[column]", "card.height == 100",
                           "H:|[badge(20)]", "badge.height == 20", "badge.top >= card.top", "badge.bottom <= card.bottom" ] }
        """
        let messages = try LayoutHarness.layout(json).warnings.map(\.message)
        #expect(messages == ["ambiguous layout: 'badge' y position not fixed by its constraints"])
    }
}
