import Testing
@testable import TypeScale

/// A view that nothing sizes across a stack's axis (no intrinsic size, no constraint of its
/// own there): UIKit pulls it to 0 (`UISV-ambiguity-suppression`), Interface Builder's canvas
/// stores it as broad as the stack (`IB-canvas-ambiguity-span`). An 80-pt top-aligned row, @2x.
struct StackCanvasSpanTests {
    static let row = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "row", "kind": "stack", "spacing": 10, "alignment": "top",
                       "children": [
                         { "id": "badge", "kind": "view", "children": [ { "id": "dot", "kind": "view" } ] },
                         { "id": "title", "kind": "label", "text": "Hello" },
                         { "id": "fixed", "kind": "view" },
                         { "id": "bubble", "kind": "view", "children": [ { "id": "body", "kind": "label", "text": "Hi" } ] } ] } ],
          "constraints": [ "H:|-10-[row]", "V:|-20-[row(80)]",
                           "H:|-5-[dot(12)]-5-|", "V:|-5-[dot(12)]", "H:[badge(22)]", "V:[fixed(30)]", "H:[fixed(40)]",
                           "H:|-8-[body]-8-|", "V:|-6-[body]-6-|" ] }
        """

    static func layout(canvas: Bool) throws -> ScreenLayout {
        try LayoutHarness.layout(row, canvas: canvas)
    }

    /// The badge's dot is pinned to its top only, so nothing sets the badge's height: 0 at
    /// launch, the row's 80 on the canvas (blueshift's unread-dot column, stored 22 × 80).
    @Test func anUnsizedViewSpansTheRowOnTheCanvasOnly() throws {
        #expect(try Self.layout(canvas: false).frame("badge")?.height == 0)
        #expect(try Self.layout(canvas: true).frame("badge")?.height == 80)
    }

    /// What sizes a view itself wins over the span: its own height (30), and content pinned
    /// top and bottom, hugging at 250 (6 + 20.5 + 6; CoronaTracker's centred tiles are stored
    /// at their content's 57 in a 58.5-pt stack). A label keeps its line's height.
    @Test func aSizedViewKeepsItsSize() throws {
        let canvas = try Self.layout(canvas: true)
        #expect(canvas.frame("fixed")?.height == 30)
        #expect(canvas.frame("bubble")?.height == 32.5)
        #expect(canvas.frame("title")?.height == 20.5)
    }
}
