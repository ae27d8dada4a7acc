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
}
