import Testing
@testable import TypeScale

/// Stack views (SPEC §6): each distribution and alignment on images of known sizes, worked by
/// hand. The stack is 300 pt wide (10 pt from each side of a 320 pt container, @2x).
struct StackLayoutTests {
    static func screen(_ stack: String, b: String = "", extraViews: String = "") -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "s", "kind": "stack", \(stack), "children": [
              { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } },
              { "id": "b", "kind": "image", "image": { "width": 60, "height": 30 }, "hugging": [250, 251] \(b) },
              { "id": "c", "kind": "image", "image": { "width": 50, "height": 10 } } ] } \(extraViews) ],
          "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s]" ] }
        """
    }

    static func frames(_ stack: String, b: String = "") throws -> [Frame] {
        let layout = try LayoutHarness.layout(screen(stack, b: b))
        return ["s", "a", "b", "c"].map { layout.frame($0)! }
    }

    @Test func fillStretchesTheLowestHuggingAndFillsTheCrossAxis() throws {
        let f = try Self.frames(#""spacing": 10"#)
        // b (hugging 250) takes what is left: 300 − 40 − 50 − 2 × 10 = 190. Heights: the
        // stack is as tall as compression needs (b's 30), and `fill` alignment stretches all.
        #expect(f == [Frame(x: 10, y: 20, width: 300, height: 30), Frame(x: 0, y: 0, width: 40, height: 30),
                      Frame(x: 50, y: 0, width: 190, height: 30), Frame(x: 250, y: 0, width: 50, height: 30)])
    }

    @Test func fillEquallyGivesEqualWidths() throws {
        let f = try Self.frames(#""spacing": 10, "distribution": "fillEqually""#)
        // (300 − 20) / 3 = 93.333: edges 0 | 93.333 → 93.5, 103.333 → 103.5 | 196.667 → 196.5, 206.667 → 206.5 | 300.
        #expect(f[1].x == 0 && f[1].width == 93.5)
        #expect(f[2].x == 103.5 && f[2].width == 93)
        #expect(f[3].x == 206.5 && f[3].width == 93.5)
    }

    /// UIKit's shares count the spacing: each view is its intrinsic width's share of 40 + 60
    /// + 50 + 2 × 10 = 170 of the stack's 300, at priorities 999, 998 and 997. They do not fill
    /// the stack, so the last view takes the rest: a 300 × 40/170 = 70.588, b 300 × 60/170 =
    /// 105.882, c 300 − 20 − 176.471 = 103.529. Sharing the 280 pt left by the gaps gave
    /// 74.667, 112, 93.333.
    @Test func fillProportionallyGivesEachViewItsShareAndTheLastTheRest() throws {
        let f = try Self.frames(#""spacing": 10, "distribution": "fillProportionally""#)
        #expect(f[1].width == 70.5)
        #expect(f[2].x == 80.5 && f[2].width == 106)
        #expect(f[3].x == 196.5 && f[3].width == 103.5)
    }

    /// With the standard spacing the shares count no spacing (the `spacing` property is
    /// UIKit's sentinel, not the 8-pt gaps): a 300 × 40/150 = 80, b 300 × 60/150 = 120, and c
    /// the rest, 300 − 200 − 16 = 84. Counting the gaps gave 72.289, 108.434 and 103.277.
    @Test func fillProportionallyWithStandardSpacingSharesTheSizesAlone() throws {
        let f = try Self.frames(#""spacing": "standard", "distribution": "fillProportionally""#)
        #expect(f[1].width == 80)
        #expect(f[2].x == 88 && f[2].width == 120)
        #expect(f[3].x == 216 && f[3].width == 84)
    }

    /// A lone sized view beside the standard spacing's 8-pt gap is not required (the gap is
    /// shared, though the shares count none): the image gives 8 pt and the unsized view is 0,
    /// with no conflict.
    @Test func fillProportionallyLoneSizedViewBesideAStandardGapGivesWay() throws {
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "s", "kind": "stack", "spacing": "standard", "distribution": "fillProportionally", "children": [
                { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } }, { "id": "v", "kind": "view" } ] } ],
              "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s]" ] }
            """
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("a")?.width == 292)
        #expect(layout.frame("v")?.width == 0)
        #expect(layout.warnings.isEmpty)
    }

    /// The shares' priorities fall with the index, so against a required `a.width ==
    /// c.width` the first share holds: a and c 70.588, b the rest, 300 − 20 − 141.176 =
    /// 138.824 (Tipsy's buttons, stored 95.333 / 162.333 / 95.333). Shares of the 280 pt
    /// left by the gaps, all at 999, gave a and c 84 each.
    @Test func fillProportionallyKeepsTheEarlierSharesInAConflict() throws {
        let screen = Self.screen(#""spacing": 10, "distribution": "fillProportionally""#)
            .replacingOccurrences(of: #""V:|-20-[s]" ]"#, with: #""V:|-20-[s]", "a.width == c.width" ]"#)
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("a")?.width == 70.5)
        #expect(layout.frame("b")?.x == 80.5 && layout.frame("b")?.width == 139)
        #expect(layout.frame("c")?.x == 229.5 && layout.frame("c")?.width == 70.5)
    }

    /// A share's priority never falls below 1: in a stack of 1,001 views the 999th share is at
    /// 1, and so are the two after it, where counting on would reach 0 and −1, which the solver
    /// takes as required. The solved system lists them (2 × 1 images filling a 2,002-pt stack
    /// exactly: no conflict, so the solve is quick).
    @Test func fillProportionallyPrioritiesStopAtOne() throws {
        let images = (0..<1001).map { #"{ "id": "i\#($0)", "kind": "image", "image": { "width": 2, "height": 1 } }"# }
        let json = """
            { "size": { "width": 2002, "height": 480, "scale": 2 },
              "views": [ { "id": "s", "kind": "stack", "distribution": "fillProportionally", "children": [
                \(images.joined(separator: ",\n")) ] } ],
              "constraints": [ "H:|[s]|", "V:|-20-[s]" ] }
            """
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        let listing = try LoadedScreen(screen: screen, fonts: LayoutHarness.fonts).solvedSystem(LayoutRequest())
        let shares = listing.rows.filter { $0.id == "s.UISV-fill-proportionally" }.map(\.priority)
        #expect(shares.count == 1001)
        #expect(Array(shares.prefix(2)) == [999, 998])
        #expect(Array(shares.suffix(3)) == [1, 1, 1])
    }

    /// A negative spacing as long as the sizes leaves no share defined (UIKit's multipliers
    /// would divide by zero): the views are made equal, (300 + 100) / 2 = 200 each.
    @Test func fillProportionallyWithSpacingEatingTheSizesMakesViewsEqual() throws {
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [
                { "id": "s", "kind": "stack", "spacing": -100, "distribution": "fillProportionally", "children": [
                  { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } },
                  { "id": "b", "kind": "image", "image": { "width": 60, "height": 20 } } ] } ],
              "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s]" ] }
            """
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.warnings.isEmpty)
        #expect(layout.frame("a")?.width == 200 && layout.frame("b")?.width == 200)
    }

    /// Views without an intrinsic size, none sized, are made equal: two plain views share
    /// 300 − 10 as 145 each (they had no constraint at all, and sat at 0 and 290).
    @Test func fillProportionallyMakesUnsizedViewsEqual() throws {
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [
                { "id": "s", "kind": "stack", "spacing": 10, "distribution": "fillProportionally", "children": [
                  { "id": "a", "kind": "view" }, { "id": "b", "kind": "view" } ] } ],
              "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s(40)]" ] }
            """
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("a")?.width == 145)
        #expect(layout.frame("b")?.x == 155 && layout.frame("b")?.width == 145)
    }

    /// A nested stack has no intrinsic size, so its share is its content's: a stack of a and
    /// b with 10 between them counts 40 + 10 + 60 = 110 beside c's 50, of 110 + 50 + 10 = 170:
    /// the inner stack is 300 × 110/170 = 194.118 and c the rest, 95.882; inside, a is
    /// 194.118 × 40/110 = 70.588 and b the rest, 113.529. Counting the stack as 0 gave it
    /// nothing.
    @Test func fillProportionallyCountsANestedStackByItsContent() throws {
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [
                { "id": "s", "kind": "stack", "spacing": 10, "distribution": "fillProportionally", "children": [
                  { "id": "inner", "kind": "stack", "spacing": 10, "distribution": "fillProportionally", "children": [
                    { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } },
                    { "id": "b", "kind": "image", "image": { "width": 60, "height": 30 } } ] },
                  { "id": "c", "kind": "image", "image": { "width": 50, "height": 10 } } ] } ],
              "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s]" ] }
            """
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("inner")?.width == 194)
        #expect(layout.frame("c")?.x == 204 && layout.frame("c")?.width == 96)
        #expect(layout.frame("a")?.width == 70.5)
        #expect(layout.frame("b")?.x == 80.5 && layout.frame("b")?.width == 113.5)
    }

    /// A stack whose arranged views are all hidden collapses both ways: a hidden 110 × 36
    /// image does not hold it open across its axis (threema's alert pane is stored 0 × 0),
    /// and sits at its start. With a visible view beside it the hidden one still counts across
    /// the axis (`IBHiddenArrangedViewTests`).
    @Test func aStackOfHiddenViewsCollapses() throws {
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [
                { "id": "s", "kind": "stack", "alignment": "bottom", "children": [
                  { "id": "a", "kind": "image", "hidden": true, "image": { "width": 110, "height": 36 } } ] } ],
              "constraints": [ "s.centerX == root.centerX", "V:|-20-[s]" ] }
            """
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("s") == Frame(x: 160, y: 20, width: 0, height: 0))
        #expect(layout.frame("a")?.y == 0 && layout.frame("a")?.width == 0)
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() throws {
        let f = try Self.frames(#""spacing": 10, "distribution": "equalSpacing", "alignment": "top""#)
        // (300 − 150) / 2 = 75 between views.
        #expect(f.dropFirst().map(\.x) == [0, 115, 250])
        #expect(f.dropFirst().map(\.width) == [40, 60, 50])
    }

    /// A stack free to grow hugs its content: UIKit's `UISV-canvas-fit`, its length == 0 at
    /// 49, keeps the gaps at `spacing` (Interface Builder stores such a UIStackView at its
    /// content's size). Here the stack is only kept inside the container and centred:
    /// 20 + 30 + 10 + 2 × 10 = 80 tall, from (480 − 80) / 2 = 200. Before round 22 nothing
    /// held the gaps and a lower tier opened them to the container's edges.
    @Test func equalSpacingStackFreeToGrowHugsItsContent() throws {
        let screen = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "s", "kind": "stack", "axis": "vertical", "spacing": 10, "distribution": "equalSpacing",
              "alignment": "center", "children": [
              { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } },
              { "id": "b", "kind": "image", "image": { "width": 60, "height": 30 } },
              { "id": "c", "kind": "image", "image": { "width": 50, "height": 10 } } ] } ],
          "constraints": [ "H:|-10-[s]-10-|", "s.top >= superview.top", "s.bottom <= superview.bottom",
                           "s.centerY == superview.centerY" ] }
        """
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("s") == Frame(x: 10, y: 200, width: 300, height: 80))
        #expect(["a", "b", "c"].map { layout.frame($0)!.y } == [0, 30, 70])
        // Held at a height, the same stack shares the room between its gaps: (200 − 60) / 2 = 70.
        let held = try LayoutHarness.layout(screen.replacingOccurrences(of: #""s.centerY == superview.centerY""#,
                                                                          with: #""s.centerY == superview.centerY", "s.height == 200""#))
        #expect(["a", "b", "c"].map { held.frame($0)!.y } == [0, 90, 190])
    }

    /// The gaps of an equal-spacing stack grow before an arranged view stretches: only the
    /// stack's `UISV-canvas-fit` (49) pulls at them, below any hugging. Two buttons (hugging
    /// 250) in a 200-pt column keep their 30-pt height and the gap takes 140; gaps hugging at
    /// the stack's own 250 tied with the buttons, and the solver stretched the second to 170.
    @Test func equalSpacingGrowsTheGapBeforeAViewOfTheSameHugging() throws {
        let screen = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "s", "kind": "stack", "axis": "vertical", "distribution": "equalSpacing", "children": [
              { "id": "a", "kind": "button", "title": "One", "hugging": [250, 250] },
              { "id": "b", "kind": "button", "title": "Two", "hugging": [250, 250] } ] } ],
          "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s(200)]" ] }
        """
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("a")?.height == 30)
        #expect(layout.frame("b") == Frame(x: 0, y: 170, width: 300, height: 30))
    }

    @Test func equalCenteringSpacesTheCentres() throws {
        let f = try Self.frames(#""spacing": 10, "distribution": "equalCentering", "alignment": "top""#)
        // Centres at 20 and 275; the middle one at 147.5 → x = 117.5.
        #expect(f.dropFirst().map(\.x) == [0, 117.5, 250])
    }

    /// The earlier step's wish is the stronger (149 before 148): an 80-pt picture and three
    /// 20-pt views in a 200-pt column, 5 pt apart at least. Centres at 40 and 190 leave the
    /// second step equal to the first (55: b at 85, c at 140) and the third 15 short (d at 180);
    /// the same priority for both left c anywhere from 125 to 140, reversed ones put it at 125.
    @Test func anEarlierCentreStepOutranksALaterOne() throws {
        let screen = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "s", "kind": "stack", "axis": "vertical", "spacing": 5, "distribution": "equalCentering",
              "alignment": "leading", "children": [
              { "id": "a", "kind": "image", "image": { "width": 80, "height": 80 } },
              { "id": "b", "kind": "image", "image": { "width": 20, "height": 20 } },
              { "id": "c", "kind": "image", "image": { "width": 20, "height": 20 } },
              { "id": "d", "kind": "image", "image": { "width": 20, "height": 20 } } ] } ],
          "constraints": [ "H:|-10-[s]", "V:|[s(200)]" ] }
        """
        let layout = try LayoutHarness.layout(screen)
        #expect(["a", "b", "c", "d"].map { layout.frame($0)!.y } == [0, 85, 140, 180])
        #expect(layout.warnings.isEmpty)
    }

    /// An equal-spacing column of nested rows gives its room to the gaps: a row is held at its
    /// content's height by its `UISV-spanning-fit` (51), and only the column's `UISV-canvas-fit`
    /// (49) pulls at the gaps (round 33: thiagozg's four 24-pt icon rows in a 145-pt column,
    /// dev set 44, stored with gaps of 16.5, 16 and 16.5; gaps hugging at the column's own 250
    /// stretched the last row to 49). (145 − 96) / 3 = 16.333 on the @2x grid.
    @Test func equalSpacingGivesTheRoomToTheGapsNotANestedRow() throws {
        func row(_ id: String) -> String {
            #"{ "id": "\#(id)", "kind": "stack", "alignment": "center", "spacing": 8, "children": [ { "id": "\#(id)Icon", "kind": "image", "image": { "width": 24, "height": 24 } } ] }"#
        }
        let screen = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "s", "kind": "stack", "axis": "vertical", "spacing": 8, "distribution": "equalSpacing", "children": [
              \(row("r1")), \(row("r2")), \(row("r3")), \(row("r4")) ] } ],
          "constraints": [ "H:|-16-[s]-16-|", "V:|-16-[s(145)]" ] }
        """
        let layout = try LayoutHarness.layout(screen)
        #expect(["r1", "r2", "r3", "r4"].map { layout.frame($0)!.height } == [24, 24, 24, 24])
        #expect(["r1", "r2", "r3", "r4"].map { layout.frame($0)!.y } == [0, 40.5, 80.5, 121])
    }

    /// UIKit wants an equal-centring stack's centre steps equal at 150 less the index of the
    /// view before each step: below any view's size. An 80-pt picture and two 20.5-pt labels
    /// in a 136.5-pt column (dev set 43's author and date) cannot have equal steps without
    /// the gaps going under the spacing, so the first gap stays at its 5 pt and the labels keep
    /// their height: the author at 85, the date at the bottom, 116. At 999 the author was
    /// squeezed to −3.5 pt. Nor does the column hug its content: held only under 136.5 pt it
    /// still grows to it, towards equal steps (the stored column is 136.5 tall; hugging made it 131).
    @Test func equalCenteringGivesUpEqualCentresBeforeASize() throws {
        let screen = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "s", "kind": "stack", "axis": "vertical", "spacing": 5, "distribution": "equalCentering",
              "alignment": "leading", "children": [
              { "id": "avatar", "kind": "image", "image": { "width": 80, "height": 80 } },
              { "id": "author", "kind": "label", "text": "author", "font": { "size": 17 } },
              { "id": "date", "kind": "label", "text": "date", "font": { "size": 17 } } ] } ],
          "constraints": [ "H:|-10-[s]", "V:|[s(136.5)]" ] }
        """
        let layout = try LayoutHarness.layout(screen)
        #expect(["avatar", "author", "date"].map { layout.frame($0)!.y } == [0, 85, 116])
        #expect(["avatar", "author", "date"].map { layout.frame($0)!.height } == [80, 20.5, 20.5])
        let free = try LayoutHarness.layout(screen.replacingOccurrences(of: #""V:|[s(136.5)]""#,
                                                                          with: #""V:|[s(<=136.5)]""#))
        #expect(free.frame("s")?.height == 136.5)
        #expect(["avatar", "author", "date"].map { free.frame($0)!.y } == [0, 85, 116])
    }

    @Test(arguments: [("top", [0.0, 0, 0]), ("center", [5.0, 0, 10]), ("bottom", [10.0, 0, 20])])
    func crossAxisAlignment(_ alignment: String, _ ys: [Double]) throws {
        let f = try Self.frames(#""spacing": 10, "alignment": "\#(alignment)""#)
        // The stack spans its tallest view (30); each keeps its own height.
        #expect(f[0].height == 30)
        #expect(f.dropFirst().map(\.height) == [20, 30, 10])
        #expect(f.dropFirst().map(\.y) == ys)
    }

    @Test func firstBaselineAlignsText() throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "s", "kind": "stack", "alignment": "firstBaseline", "spacing": 8, "children": [
              { "id": "big", "kind": "label", "text": "Big", "font": "title1" },
              { "id": "small", "kind": "label", "text": "small", "font": "body" } ] } ],
          "constraints": [ "H:|-10-[s]", "V:|-20-[s]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        // Baseline below the top: h/2 − lineHeight/2 + ascender. title1 (28 pt): 33.5/2 −
        // 33.414/2 + 26.660 = 26.703; body (17 pt): 20.5/2 − 20.287/2 + 16.187 = 16.293.
        // So the body label starts 10.41 lower: 10.5 on the @2x grid.
        #expect(layout.frame("big")?.y == 0)
        #expect(layout.frame("small")?.y == 10.5)
        #expect(layout.frame("s")?.height == 33.5)
    }

    @Test func ambiguitySuppressionLosesToAnyUserPriority() throws {
        // A plain view has no intrinsic height; in a `center` stack UIKit pulls its height to 0
        // at priority 25, so a user's `height == 40 @100` wins: p is 40 tall, and the stack
        // spans it (40), centring the 20 pt image at y = 10.
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "s", "kind": "stack", "alignment": "center", "spacing": 8, "children": [
              { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } },
              { "id": "p", "kind": "view" } ] } ],
          "constraints": [ "H:|-10-[s]", "V:|-20-[s]", "p.width == 30", "p.height == 40 @100" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("p") == Frame(x: 48, y: 0, width: 30, height: 40))
        #expect(layout.frame("a") == Frame(x: 0, y: 10, width: 40, height: 20))
        #expect(layout.frame("s") == Frame(x: 10, y: 20, width: 78, height: 40))
    }

    /// `fillProportionally` shares the stack's length inside its margins where it arranges
    /// by them: a lone label in a stack with 12-pt margins is the stack less 24, with no
    /// conflict (HealthFlow's menu rows, 46.667 tall around 22.667-pt labels, dev set 40).
    @Test func fillProportionallySharesTheLengthInsideTheMargins() throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "row", "kind": "stack", "axis": "vertical", "distribution": "fillProportionally",
                       "margins": [12, 16, 12, 16], "layoutMarginsRelative": true, "children": [
              { "id": "label", "kind": "label", "text": "Settings", "font": { "size": 17 } } ] } ],
          "constraints": [ "H:|[row]|", "V:|[row]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty)
        #expect(layout.frame("label") == Frame(x: 16, y: 12, width: 288, height: 20.5))
        #expect(layout.frame("row")?.height == 44.5)
    }

    /// A hidden arranged view collapses along the axis only (UISV-hiding): b is 0 wide in its
    /// place, half a spacing after a (round 37's review: UIKit's spacing chain keeps it), and
    /// keeps its top alignment and its image's 30-pt height, so the stack is 30 tall (a 20,
    /// c 10), as a UIStackView with a tall hidden view is.
    @Test func hiddenArrangedViewsLeaveTheArrangement() throws {
        let f = try Self.frames(#""spacing": 10, "alignment": "top""#, b: #", "hidden": true"#)
        #expect(f[1].x == 0)
        #expect(f[2] == Frame(x: f[1].maxX + 5, y: 0, width: 0, height: 30))
        #expect(f[0].height == 30)
        // c follows a after one spacing: the hidden b takes no room and no spacing of its own.
        #expect(f[3].x == f[1].x + f[1].width + 10)
    }

    /// Across a vertical `fill` stack a hidden view spans the stack like the others (300 wide,
    /// 0 tall, half a spacing below a's 20 pt); in a `center` one it keeps its width and is
    /// centred: (300 − 60) / 2.
    @Test(arguments: [("fill", Frame(x: 0, y: 25, width: 300, height: 0)), ("center", Frame(x: 120, y: 25, width: 60, height: 0))])
    func aHiddenViewKeepsItsAlignmentAcrossAVerticalStack(alignment: String, hidden: Frame) throws {
        let f = try Self.frames(#""axis": "vertical", "spacing": 10, "alignment": "\#(alignment)""#, b: #", "hidden": true"#)
        #expect(f[2] == hidden)
        // a, then c after one spacing: 20 + 10 + 10 = 40 tall.
        #expect(f[3].y == 30)
        #expect(f[0].height == 40)
    }

    @Test func axisSwitchesToVerticalAtAccessibilitySizes() throws {
        let stack = #""spacing": 10, "alignment": "leading", "axis": [{"when": {"category": ">=AX1"}, "value": "vertical"}, {"value": "horizontal"}]"#
        let horizontal = try LayoutHarness.layout(Self.screen(stack), category: .xxxl)
        let vertical = try LayoutHarness.layout(Self.screen(stack), category: .ax1)
        #expect(horizontal.frame("c")?.y == 0)
        #expect(horizontal.frame("c")?.x == 250)
        // Vertical: 20 + 10 + 30 + 10 + 10 = 80 tall; leading alignment keeps x = 0.
        #expect(vertical.frame("c") == Frame(x: 0, y: 70, width: 50, height: 10))
        #expect(vertical.frame("s")?.height == 80)
    }

    @Test func aStackEqualsTheSameExplicitConstraints() throws {
        let stacked = try LayoutHarness.layout(Self.screen(#""spacing": 10"#))
        let explicit = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "s", "kind": "view", "children": [
              { "id": "a", "kind": "image", "image": { "width": 40, "height": 20 } },
              { "id": "b", "kind": "image", "image": { "width": 60, "height": 30 }, "hugging": [250, 251] },
              { "id": "c", "kind": "image", "image": { "width": 50, "height": 10 } } ] } ],
          "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s]", "H:|[a]-10-[b]-10-[c]|", "V:|[a]|", "V:|[b]|", "V:|[c]|" ] }
        """
        let manual = try LayoutHarness.layout(explicit)
        for id in ["s", "a", "b", "c"] {
            #expect(stacked.frame(id) == manual.frame(id), "\(id)")
        }
    }
}
