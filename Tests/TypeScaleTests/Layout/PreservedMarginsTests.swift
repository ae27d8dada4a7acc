import Testing
@testable import TypeScale

/// `preservesSuperviewMargins` (UIView.preservesSuperviewLayoutMargins, `PreservedMargins`):
/// on each side the larger of the view's own margin and what is left of its parent's margin
/// past the view's edge.
struct PreservedMarginsTests {
    /// On an iPhone 8 Plus (414 wide: 20-pt root margins, 20-pt status bar) a band 100 pt
    /// down, `inset` from the root's left edge and flush with its right, holding a box flush
    /// with the band, and in the box a dot pinned to the box's margins on all four sides.
    static func screen(preserves: Bool, inset: Double) -> String {
        """
        { "name": "p", "device": "iphone-8-plus",
          "views": [
            { "id": "band", "kind": "view", "preservesSuperviewMargins": \(preserves), "children": [
              { "id": "box", "kind": "view", "preservesSuperviewMargins": \(preserves), "children": [
                { "id": "dot", "kind": "view" } ] } ] } ],
          "constraints": [ "band.left == superview.left + \(inset)", "band.right == superview.right",
                           "band.top == superview.top + 100", "band.height == 60",
                           "box.left == band.left", "box.right == band.right", "box.top == band.top", "box.bottom == band.bottom",
                           "dot.left == box.margins.left", "dot.right == box.margins.right",
                           "dot.top == box.margins.top", "dot.bottom == box.margins.bottom" ] }
        """
    }

    /// Flush with the root, the band and then the box take its 20-pt sides; above and below,
    /// the root's margins (the status bar's 20 at the top, none at the bottom) do not reach
    /// 100 pt down, so the own 8 stay. Without the flag the box keeps its own 8 all round.
    @Test func aFlushViewTakesItsParentsMarginsThroughTwoLevels() throws {
        let preserved = try LayoutHarness.layout(Self.screen(preserves: true, inset: 0))
        #expect(preserved.frame("dot") == Frame(x: 20, y: 8, width: 414 - 40, height: 60 - 16))
        let own = try LayoutHarness.layout(Self.screen(preserves: false, inset: 0))
        #expect(own.frame("dot") == Frame(x: 8, y: 8, width: 414 - 16, height: 60 - 16))
    }

    /// Inset 5 pt, the root's 20-pt margin reaches 15 pt into the band (and so into the box);
    /// inset 12, only 8, which the view's own 8 already is. The right side stays 20.
    @Test(arguments: [(5.0, 15.0), (12, 8)])
    func anInsetViewTakesWhatReachesIntoIt(inset: Double, left: Double) throws {
        let layout = try LayoutHarness.layout(Self.screen(preserves: true, inset: inset))
        #expect(layout.frame("dot") == Frame(x: left, y: 8, width: 414 - inset - left - 20, height: 44))
    }

    /// In landscape on an iPhone X the root's margins guide is its safe area (44 pt at the
    /// sides) inset by 16: a flush view preserving it has 60-pt sides.
    @Test func theRootsMarginsIncludeItsSafeArea() throws {
        let json = Self.screen(preserves: true, inset: 0).replacingOccurrences(of: "iphone-8-plus", with: "iphone-x")
        let layout = try LayoutHarness.layout(json, orientation: .landscape)
        #expect(layout.frame("dot") == Frame(x: 60, y: 8, width: 812 - 120, height: 44))
    }

    /// Every category of a run comes out as it does alone: the passes start from the views'
    /// own margins each time.
    @Test func aRunOfCategoriesMatchesEachAlone() throws {
        let json = Self.screen(preserves: true, inset: 5)
        let run = try LayoutHarness.layouts(json, categories: [.xs, .l, .ax5])
        for layout in run {
            let alone = try LayoutHarness.layout(json, category: layout.category)
            #expect(layout.frame("dot") == alone.frame("dot"))
            #expect(layout.frame("dot")?.x == 15)
        }
    }

    @Test func theFlagIsABoolean() throws {
        let json = Self.screen(preserves: true, inset: 0).replacingOccurrences(of: "\"preservesSuperviewMargins\": true",
                                                                            with: "\"preservesSuperviewMargins\": \"yes\"")
        #expect { try LayoutHarness.layout(json) } throws: { error in
            "\(error)".contains("views[0].preservesSuperviewMargins")
        }
    }
}
