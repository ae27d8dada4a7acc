import Testing
@testable import TypeScale

/// Scroll views (SPEC §6.2). Every screen is 320 × 480 @2x without safe-area insets, the
/// scroll view `form` at (0, 20, 320, 460): frames below are worked by hand from that.
struct ScrollLayoutTests {
    static func screen(axis: String? = nil, children: String, constraints: [String], outside: String = "") -> String {
        let axisKey = axis.map { #""axis": "\#($0)", "# } ?? ""
        let all = (["H:|[form]|", "V:|-20-[form]|"] + constraints).map { "\"\($0)\"" }.joined(separator: ", ")
        return """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "form", "kind": "scroll", \(axisKey)"children": [ \(children) ] }\(outside) ],
          "constraints": [ \(all) ] }
        """
    }

    static let nameAndBox = #"{ "id": "a", "kind": "label", "text": "Name", "font": "body" }, { "id": "b", "kind": "view" }"#

    @Test func verticalAxisPinsTheContentWidthAndTheChildrenGiveItsHeight() throws {
        let json = Self.screen(axis: "vertical", children: Self.nameAndBox,
                               constraints: ["H:|-[a]-|", "H:|-[b]-|", "V:|-10-[a]-10-[b(1000)]-10-|"])
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // |-[a]-| is 20 pt from the content's edges, and the content is the frame's 320 wide.
        #expect(layout.frame("a") == Frame(x: 20, y: 10, width: 280, height: 20.5))
        // Below the 20.5 pt body line: 10 + 20.5 + 10 = 40.5, relative to the content origin.
        #expect(layout.frame("b") == Frame(x: 20, y: 40.5, width: 280, height: 1000))
        #expect(layout.view("b")?.absoluteFrame.y == 60.5)
        // 40.5 + 1000 + 10: the content is taller than the 460 pt frame, which keeps its size.
        #expect(layout.view("form")?.contentSize == ContentSize(width: 320, height: 1050.5))
        #expect(layout.frame("form") == Frame(x: 0, y: 20, width: 320, height: 460))
        #expect(LayoutTextFormat.render([layout]).contains("\n  form scroll 0 20 320 460 content=320x1050.5\n"))
        #expect(LayoutJSONFormat.render([layout], screenName: "t").contains(
            #""height": 460\#n          },\#n          "contentSize": {\#n            "width": 320,\#n            "height": 1050.5\#n          }"#))
        #expect(layout.view("a")?.contentSize == nil)
    }

    @Test func withoutAnAxisTheContentIsAsWideAsItsChildrenNeed() throws {
        let json = Self.screen(children: #"{ "id": "wide", "kind": "view" }"#, constraints: ["H:|-[wide(512)]-|", "V:|[wide(40)]|"])
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // 20 + 512 + 20 wide, 40 tall: wider than the 320 pt frame.
        #expect(layout.view("form")?.contentSize == ContentSize(width: 552, height: 40))
        // The same constraints with `axis: vertical` cannot hold: 552 ≠ 320.
        let pinned = try LayoutHarness.layout(Self.screen(axis: "vertical", children: #"{ "id": "wide", "kind": "view" }"#,
                                                          constraints: ["H:|-[wide(512)]-|", "V:|[wide(40)]|"]))
        #expect(pinned.warnings.map(\.kind) == [.unsatisfiable])
        #expect(pinned.warnings.first?.constraints.contains("form.UIScrollView-vertical-axis") == true)
    }

    /// Between a scroll view and its content, edges mean the content and width, height and
    /// centres the frame (Auto Layout Guide, "Working with Scroll Views").
    @Test func edgesAttachToTheContentAndSizesAndCentresToTheFrame() throws {
        let json = Self.screen(children: #"{ "id": "b", "kind": "view" }"#, constraints: [
            "H:|[b]|", "b.width == superview.width", "b.centerY == superview.centerY", "V:[b(100)]-50-|"])
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // Width = the frame's 320 (so the content is 320 wide); centred in the 460 pt frame:
        // y = 230 − 50 = 180; the content ends 50 below it: 180 + 100 + 50 = 330. Centred in
        // the content instead, b would be at y = 50; sized to the content, b's width were free.
        #expect(layout.frame("b") == Frame(x: 0, y: 180, width: 320, height: 100))
        #expect(layout.view("form")?.contentSize == ContentSize(width: 320, height: 330))
    }

    @Test func theGuidesCanBeNamed() throws {
        let json = Self.screen(children: #"{ "id": "b", "kind": "view" }"#, constraints: [
            "b.leading == form.content.leading + 5", "b.top == form.content.top + 5",
            "b.width == form.frame.width - 10", "b.height == 0.5 * form.frame.height",
            "form.content.height == 2000", "form.content.width == form.frame.width",
            "footer.top == form.frame.bottom - 30", "H:|[footer]|", "V:[footer]|"],
            outside: #", { "id": "footer", "kind": "view" }"#)
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // 5 from the content's corner, 320 − 10 wide, 460 / 2 tall.
        #expect(layout.frame("b") == Frame(x: 5, y: 5, width: 310, height: 230))
        #expect(layout.view("form")?.contentSize == ContentSize(width: 320, height: 2000))
        // The frame guide is the scroll view's frame: its bottom is at 480.
        #expect(layout.frame("footer") == Frame(x: 0, y: 450, width: 320, height: 30))
    }

    @Test func aContentSizeNothingFixesIsTheChildrensExtentWithAWarning() throws {
        let json = Self.screen(children: #"{ "id": "b", "kind": "view" }"#, constraints: ["H:|-[b(100)]", "V:|-10-[b(50)]"])
        let layout = try LayoutHarness.layout(json)
        // b spans 20…120 and 10…60 from the content origin.
        #expect(layout.view("form")?.contentSize == ContentSize(width: 120, height: 60))
        #expect(layout.warnings == [LayoutWarning(
            kind: .ambiguous,
            message: "ambiguous layout: 'form' content width, height not fixed by its constraints (the content size is its children's extent: 120 x 60)",
            constraints: [], view: "form")])
        // A lower bound alone leaves the height free too; the extent, 60, would break it
        // (at least 10 below b: 70), so the content is within the bound (round 37's review).
        let bounded = try LayoutHarness.layout(Self.screen(
            axis: "vertical", children: #"{ "id": "b", "kind": "view" }"#,
            constraints: ["H:|-[b]-|", "V:|-10-[b(50)]-(>=10)-|"]))
        #expect(bounded.view("form")?.contentSize == ContentSize(width: 320, height: 70))
        #expect(bounded.warnings.map(\.message) == [
            "ambiguous layout: 'form' content height not fixed by its constraints (the content size is within its constraints' bounds: 320 x 70)"])
        // A bound the extent keeps leaves the extent.
        let loose = try LayoutHarness.layout(Self.screen(
            axis: "vertical", children: #"{ "id": "b", "kind": "view" }"#,
            constraints: ["H:|-[b]-|", "V:|-10-[b(50)]-(<=10)-|"]))
        #expect(loose.view("form")?.contentSize == ContentSize(width: 320, height: 60))
        // An upper bound below the extent holds it: 40, where b runs on past the content.
        let capped = try LayoutHarness.layout(Self.screen(
            axis: "vertical", children: #"{ "id": "b", "kind": "view" }"#,
            constraints: ["H:|-[b]-|", "V:|-10-[b(50)]", "form.content.height <= 40"]))
        #expect(capped.view("form")?.contentSize == ContentSize(width: 320, height: 40))
    }

    /// An empty scroll view (a pager code fills), or one whose pages are all hidden, has a
    /// 0 × 0 content size and no warning.
    @Test func anEmptyScrollViewIsNoAmbiguity() throws {
        let layout = try LayoutHarness.layout(#"""
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "pager", "kind": "scroll", "children": [] },
                         { "id": "hiddenPages", "kind": "scroll", "children": [ { "id": "page", "kind": "view", "hidden": true } ] } ],
              "constraints": [ "H:|[pager]|", "V:|[pager(200)]", "H:|[hiddenPages]|", "V:[pager][hiddenPages(200)]",
                               "H:|[page(100)]", "V:|[page(100)]" ] }
            """#)
        #expect(layout.view("pager")?.contentSize == ContentSize(width: 0, height: 0))
        #expect(layout.view("hiddenPages")?.contentSize == ContentSize(width: 0, height: 0))
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    @Test func aStackInAScrollViewSetsTheContentHeight() throws {
        let stack = """
        { "id": "fields", "kind": "stack", "axis": "vertical", "spacing": 8, "children": [
          { "id": "first", "kind": "label", "text": "Appleseed Johnny Appleseed", "font": "body", "lines": 0 },
          { "id": "second", "kind": "label", "text": "Cupertino", "font": "body", "lines": 0 } ] }
        """
        let json = Self.screen(axis: "vertical", children: stack, constraints: ["H:|-[fields]-|", "V:|-[fields]-|"])
        let layouts = try LayoutHarness.layouts(json, categories: [.l, .ax5])
        #expect(layouts.allSatisfy { $0.warnings.isEmpty })
        // L: two body lines of 20.5 and 8 between: 49 tall; 20 above and below.
        #expect(layouts[0].frame("fields") == Frame(x: 20, y: 20, width: 280, height: 49))
        #expect(layouts[0].view("form")?.contentSize == ContentSize(width: 320, height: 89))
        // AX5: the first label wraps in 280 pt; whatever the lines, the content ends 20 pt
        // below the stack and is taller than the frame.
        let ax5 = layouts[1]
        let fields = try #require(ax5.frame("fields"))
        #expect(try #require(ax5.view("first")?.text?.lines) >= 2)
        #expect(ax5.view("form")?.contentSize == ContentSize(width: 320, height: fields.maxY + 20))
    }

    @Test func aTableInAScrollView() throws {
        let table = """
        { "id": "items", "kind": "table", "rowHeight": 44,
          "cell": { "views": [ { "id": "title", "kind": "label" } ], "constraints": [ "H:|-16-[title]-16-|", "V:|-12-[title]" ] },
          "rows": [ { "title": "One" }, { "title": "Two" }, { "title": "Three" } ] }
        """
        let json = Self.screen(axis: "vertical", children: table, constraints: ["H:|[items]|", "V:|-100-[items(132)]-20-|"])
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.frame("items") == Frame(x: 0, y: 100, width: 320, height: 132))
        #expect(layout.frame("items#2") == Frame(x: 0, y: 88, width: 320, height: 44))
        // 100 + 132 + 20.
        #expect(layout.view("form")?.contentSize == ContentSize(width: 320, height: 252))
    }

    @Test func nestedScrollViews() throws {
        let carousel = """
        { "id": "carousel", "kind": "scroll", "children": [
          { "id": "c1", "kind": "view" }, { "id": "c2", "kind": "view" } ] }
        """
        let json = Self.screen(axis: "vertical", children: carousel, constraints: [
            "H:|[carousel]|", "V:|-20-[carousel(100)]-20-|", "H:|[c1(200)]-[c2(200)]|", "V:|[c1(100)]|", "V:|[c2(100)]|"])
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // The carousel's content: 200 + 8 + 200 wide, 100 tall; the form's: 320 by 20 + 100 + 20.
        #expect(layout.view("carousel")?.contentSize == ContentSize(width: 408, height: 100))
        #expect(layout.frame("c2") == Frame(x: 208, y: 0, width: 200, height: 100))
        #expect(layout.view("form")?.contentSize == ContentSize(width: 320, height: 140))
        #expect(layout.view("c2")?.absoluteFrame == Frame(x: 208, y: 40, width: 200, height: 100))
    }

    @Test func onlyAScrollViewHasGuides() throws {
        let json = #"{ "views": [ { "id": "card", "kind": "view" }, { "id": "v", "kind": "view" } ], "constraints": [ "v.top == card.content.top" ] }"#
        #expect {
            _ = try LayoutHarness.layout(json)
        } throws: { error in
            (error as? InputError)?.description == "test.json:1:98: constraints[0]: 'card' is a view, not a scroll view: only a scroll view has a content guide"
        }
        let axis = #"{ "views": [ { "id": "form", "kind": "scroll", "axis": "horizontal" } ] }"#
        #expect {
            _ = try LayoutHarness.layout(axis)
        } throws: { error in
            (error as? InputError)?.description == "test.json:1:56: views[0].axis: expected one of both, vertical, found 'horizontal'"
        }
    }
}
