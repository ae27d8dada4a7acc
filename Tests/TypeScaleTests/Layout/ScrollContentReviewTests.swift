import Foundation
import Testing
@testable import TypeScale

/// Review 37c (fresh eyes on round 37): each test fails on HEAD dde4ec0.
@Suite struct ScrollContentReviewTests {
    // MARK: 2. A scroll view's bounded fallback compares a pixel-rounded extent with unrounded rows

    /// `s.content.bottom >= a.bottom` with `a` 10.05 below the content's top and 600.4 tall:
    /// its bottom is 610.45, its pixel-rounded frame (@3x) ends at 610.333, so the children's
    /// extent "breaks" the row by 0.117 pt (more than `ScrollContent.slack`) and the solver's
    /// arbitrary value of the free height is printed instead: the `<= 5000` bound, 5000.
    /// With `a` at 10.1 (frame ending at 610.667) the same screen's content is 610.667.
    @Test func aSubPixelRoundingOfTheExtentDoesNotThrowTheContentToTheSolversBound() throws {
        let json = """
        { "device": "iphone-15", "views": [
          { "id": "s", "kind": "scroll", "children": [
            { "id": "a", "kind": "view", "intrinsic": { "width": 50, "height": 600.4 } } ] } ],
          "constraints": [ "H:|[s]|", "V:|[s]|", "a.left == s.content.left", "a.top == s.content.top + 10.05",
                           "s.content.width == s.frame.width", "s.content.bottom >= a.bottom",
                           "s.content.height <= 5000" ] }
        """
        let layout = try LayoutHarness.layout(json)
        let height = try #require(layout.view("s")?.contentSize?.height)
        // HEAD: 5000.
        #expect(abs(height - 610.333) < 0.01, "content height \(height)")
        // HEAD: "the content size is within its constraints' bounds: 393 x 5000".
        #expect(layout.warnings.allSatisfy { !$0.message.contains("5000") }, "\(layout.warnings.map(\.message))")
    }
}
