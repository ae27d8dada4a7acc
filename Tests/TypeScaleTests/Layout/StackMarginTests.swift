import Testing
@testable import TypeScale

/// A stack's layout margins are 0 unless it gives its own (UIStackView), where any other view
/// has UIView's 8 (README "Stack views and tables"). Worked on a 320-pt container, @2x.
struct StackMarginTests {
    static func screen(stackMembers: String, constraints: String) -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "s", "kind": "stack", "axis": "vertical", \(stackMembers) "children": [
              { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } } ] },
            { "id": "v", "kind": "view", "children": [
              { "id": "inner", "kind": "view" } ] } ],
          "constraints": [ \(constraints) ] }
        """
    }

    /// Pinned by its margins 20 pt inside the root, a stack is at x 20 and 280 wide (as IB
    /// stores WordPress's QuickStartPrompt stack), where a plain view pinned the same way is
    /// at 12, 296 wide: its 8-pt margins lie inside it.
    @Test func aStackPinnedByItsMarginsHasNone() throws {
        let layout = try LayoutHarness.layout(Self.screen(stackMembers: "", constraints: """
            "s.margins.leading == superview.leading + 20", "root.trailing == s.margins.trailing + 20",
            "s.top == superview.top + 10",
            "v.margins.leading == superview.leading + 20", "root.trailing == v.margins.trailing + 20",
            "v.top == superview.top + 100", "v.height == 40", "inner.left == v.margins.left",
            "inner.right == v.margins.right", "inner.top == v.margins.top", "inner.bottom == v.margins.bottom"
            """))
        #expect(layout.frame("s") == Frame(x: 20, y: 10, width: 280, height: 20))
        #expect(layout.frame("v") == Frame(x: 12, y: 100, width: 296, height: 40))
        // The plain view's margins are still 8 for its own children.
        #expect(layout.frame("inner") == Frame(x: 8, y: 8, width: 280, height: 24))
    }

    /// `layoutMarginsRelative` without `margins` arranges at the stack's edges (margins 0);
    /// with `margins` it insets by them: 6 + 20 + 4 = 30 tall, the image at (10, 6).
    @Test(arguments: [("", Frame(x: 0, y: 0, width: 300, height: 20), 20.0),
                      (#""margins": [6, 10, 4, 12],"#, Frame(x: 10, y: 6, width: 278, height: 20), 30)])
    func marginsRelativeArrangementUsesTheStacksOwnMargins(margins: String, image: Frame, stackHeight: Double) throws {
        let layout = try LayoutHarness.layout(Self.screen(
            stackMembers: #""layoutMarginsRelative": true, "# + margins,
            constraints: #""H:|-10-[s]-10-|", "V:|-20-[s]", "H:|[v]|", "V:[v(10)]|""#))
        #expect(layout.frame("s") == Frame(x: 10, y: 20, width: 300, height: stackHeight))
        #expect(layout.frame("a") == image)
    }
}
