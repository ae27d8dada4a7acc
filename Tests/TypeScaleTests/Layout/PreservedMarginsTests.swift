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

    /// The margins follow each category's frames, in a run as alone: a band placed right
    /// after a short label (root margin 20) keeps 20 less the label's width, which grows with
    /// the category until the band's own 8 is the larger.
    @Test func eachCategoryHasItsOwnMargins() throws {
        let json = """
        { "name": "p", "device": "iphone-8-plus",
          "views": [
            { "id": "mark", "kind": "label", "text": "ii", "font": "body" },
            { "id": "band", "kind": "view", "preservesSuperviewMargins": true, "children": [ { "id": "dot", "kind": "view" } ] } ],
          "constraints": [ "mark.left == superview.left", "mark.top == superview.top + 100",
                           "band.left == mark.right", "band.right == superview.right", "band.top == mark.top", "band.height == 40",
                           "dot.left == band.margins.left", "dot.right == band.margins.right", "dot.top == band.top", "dot.height == 10" ] }
        """
        let categories: [ContentSizeCategory] = [.xs, .l, .ax5]
        let run = try LayoutHarness.layouts(json, categories: categories)
        var lefts: [Double] = []
        for layout in run {
            let mark = try #require(layout.frame("mark"))
            let left = try #require(layout.frame("dot")).x
            #expect(abs(left - max(8, 20 - mark.width)) < 0.5, "\(layout.category): label \(mark.width) wide")
            #expect(try LayoutHarness.layout(json, category: layout.category).frame("dot") == layout.frame("dot"))
            lefts.append(left)
        }
        #expect(lefts.first! > lefts.last!, "XS's narrower label leaves more of the root's margin")
        #expect(lefts.last == 8)
    }

    /// A view reaching past its parent counts as flush there: a box centred on the root and
    /// sized by a 390-pt dot pinned to its margins takes the root's 20 at each side and stays
    /// 430 wide (adding the overhang would widen it with every pass); a scroll view's content
    /// taller than the view keeps its own 8 below its stack.
    @Test func anOverhangingViewDoesNotGrow() throws {
        let box = try LayoutHarness.layout("""
        { "name": "c", "device": "iphone-8-plus",
          "views": [ { "id": "box", "kind": "view", "preservesSuperviewMargins": true, "children": [ { "id": "dot", "kind": "view" } ] } ],
          "constraints": [ "box.centerX == superview.centerX", "box.top == superview.top + 100",
            "dot.left == box.margins.left", "dot.right == box.margins.right", "dot.top == box.margins.top", "dot.bottom == box.margins.bottom",
            "dot.width == 390", "dot.height == 10" ] }
        """)
        #expect(box.frame("box") == Frame(x: -8, y: 100, width: 430, height: 26))
        #expect(box.frame("dot") == Frame(x: 20, y: 8, width: 390, height: 10))
        let scroll = try LayoutHarness.layout("""
        { "name": "s", "device": "iphone-8-plus",
          "views": [
            { "id": "sv", "kind": "scroll", "preservesSuperviewMargins": true, "children": [
              { "id": "content", "kind": "view", "preservesSuperviewMargins": true, "children": [ { "id": "tall", "kind": "view" } ] } ] } ],
          "constraints": [ "H:|[sv]|", "sv.top == safeArea.top", "sv.bottom == safeArea.bottom",
            "content.left == sv.left", "content.right == sv.right", "content.top == sv.top", "content.bottom == sv.bottom",
            "content.width == sv.frame.width", "tall.height == 2000",
            "tall.left == content.margins.left", "tall.right == content.margins.right",
            "tall.top == content.margins.top", "tall.bottom == content.margins.bottom" ] }
        """)
        #expect(scroll.frame("content") == Frame(x: 0, y: 0, width: 414, height: 2016))
        #expect(scroll.frame("tall") == Frame(x: 20, y: 8, width: 374, height: 2000))
    }

    @Test func theFlagIsABoolean() throws {
        let json = Self.screen(preserves: true, inset: 0).replacingOccurrences(of: "\"preservesSuperviewMargins\": true",
                                                                            with: "\"preservesSuperviewMargins\": \"yes\"")
        #expect { try LayoutHarness.layout(json) } throws: { error in
            "\(error)".contains("views[0].preservesSuperviewMargins")
        }
    }
}

extension PreservedMarginsTests {
    /// A root with margins of its own (`rootMargins`: 30 at the left, from its bounds) passes
    /// those on: the flush band and box take 30 at the left, the right side's own 4 raised to
    /// the 20-pt minimum; a band 100 pt down does not reach the root's 8-pt top margin.
    @Test func aFlushViewTakesTheRootsOwnMargins() throws {
        let json = Self.screen(preserves: true, inset: 0)
            .replacingOccurrences(of: #""device": "iphone-8-plus","#,
                                  with: #""device": "iphone-8-plus", "rootMargins": { "insets": [8, 30, 8, 4], "fromSafeArea": false },"#)
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("dot") == Frame(x: 30, y: 8, width: 414 - 50, height: 60 - 16))
    }
}
