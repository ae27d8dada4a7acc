import Testing
@testable import TypeScale

/// `alignmentInsets` (UIView.alignmentRectInsets): constraints and the intrinsic size place
/// the alignment rectangle; the frame is that rectangle grown by the insets.
struct AlignmentInsetsTests {
    /// A 40 x 20 view (intrinsic) pinned 10 pt from the left and top, insets [1, 2, 3, 4]
    /// (asymmetric, so a swapped side shows): frame x 10 - 2 = 8, y 10 - 1 = 9, 40 + 2 + 4 = 46
    /// wide, 20 + 1 + 3 = 24 tall. Its neighbour 8 pt to the right starts at the alignment
    /// rectangle's right edge (50), not the frame's (54), and its child's frame is relative to
    /// the grown frame.
    @Test func constraintsPlaceTheAlignmentRectangle() throws {
        let json = """
        { "name": "a", "device": "iphone-8",
          "views": [
            { "id": "badge", "kind": "view", "intrinsic": { "width": 40, "height": 20 }, "alignmentInsets": [1, 2, 3, 4],
              "children": [ { "id": "dot", "kind": "view" } ] },
            { "id": "next", "kind": "view" } ],
          "constraints": [ "badge.left == superview.left + 10", "badge.top == superview.top + 10",
                           "dot.left == badge.left", "dot.top == badge.top", "dot.width == 5", "dot.height == 5",
                           "next.left == badge.right + 8", "next.top == badge.top", "next.width == 10", "next.height == 10" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("badge") == Frame(x: 8, y: 9, width: 46, height: 24))
        #expect(layout.frame("next") == Frame(x: 58, y: 10, width: 10, height: 10))
        #expect(layout.frame("dot") == Frame(x: 2, y: 1, width: 5, height: 5))
    }
}
