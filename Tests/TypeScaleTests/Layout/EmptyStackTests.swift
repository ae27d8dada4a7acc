import Testing
@testable import TypeScale

/// A stack with nothing arranged has no canvas connection to size it, yet cannot be less
/// than nothing (README "Stack views and tables").
struct EmptyStackTests {
    /// A vertical stack pulled to 10 pt at priority 500 holds a 20.5-pt label (compression
    /// 750) and an empty stack, 4 pt apart: the empty stack could take -14.5 pt and satisfy
    /// everything; it stays at 0 and the pull gives way (20.5 + 4 + 0 = 24.5).
    @Test func anEmptyStackIsNeverNegative() throws {
        let json = """
        { "name": "e", "device": "iphone-8",
          "views": [ { "id": "s", "kind": "stack", "axis": "vertical", "spacing": 4, "children": [
              { "id": "label", "kind": "label", "text": "Title", "font": "body" },
              { "id": "empty", "kind": "stack", "axis": "vertical" } ] } ],
          "constraints": [ "H:|-10-[s]-10-|", "s.top == superview.top + 20", "s.height == 10 @500" ] }
        """
        let layout = try LayoutHarness.layout(json)
        let empty = try #require(layout.frame("empty"))
        #expect(empty.height == 0)
        #expect(empty.width == 355)
        #expect(layout.frame("s")?.height == 24.5)
    }
}
