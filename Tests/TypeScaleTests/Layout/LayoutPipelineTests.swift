import Testing
@testable import TypeScale

/// Layout semantics (SPEC §4) on views with given sizes, so every number is worked by hand.
struct LayoutPipelineTests {
    /// Two images of intrinsic width 50 and 60 in a 320 pt custom container.
    static func row(_ vfl: String, hugging: (Int, Int) = (251, 250), direction: String = "") -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "a", "kind": "image", "image": { "width": 50, "height": 20 }, "hugging": [\(hugging.0), 251] },
            { "id": "b", "kind": "image", "image": { "width": 60, "height": 20 }, "hugging": [\(hugging.1), 251] }
          ],
          "constraints": [ "\(vfl)", "V:|-10-[a]", "V:|-10-[b]" ] }
        """
    }

    @Test func lowerHuggingStretches() throws {
        let layout = try LayoutHarness.layout(Self.row("H:|-8-[a]-8-[b]-8-|"))
        #expect(layout.frame("a") == Frame(x: 8, y: 10, width: 50, height: 20))
        // b takes the rest: 320 − 8 − 50 − 8 − 8 = 246.
        #expect(layout.frame("b") == Frame(x: 66, y: 10, width: 246, height: 20))
        let swapped = try LayoutHarness.layout(Self.row("H:|-8-[a]-8-[b]-8-|", hugging: (250, 251)))
        // Now a stretches: 320 − 8 − 8 − 60 − 8 = 236, and b sits at 8 + 236 + 8.
        #expect(swapped.frame("a")?.width == 236)
        #expect(swapped.frame("b") == Frame(x: 252, y: 10, width: 60, height: 20))
    }

    @Test func negativeConstantsKeepTheirSign() throws {
        // A minus before a number, a negative number, and a minus before a metric (pad = 10):
        // 320 − 20 − 50 = 250, −8 above the top, 10 left of the edge.
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 }, "metrics": { "pad": 10 },
          "views": [
            { "id": "a", "kind": "image", "image": { "width": 50, "height": 20 } },
            { "id": "b", "kind": "image", "image": { "width": 60, "height": 20 } } ],
          "constraints": [ "a.right == superview.right - 20", "a.top == superview.top + -8",
                           "b.left == superview.left - pad", "b.top == a.bottom - -4" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("a") == Frame(x: 250, y: -8, width: 50, height: 20))
        #expect(layout.frame("b") == Frame(x: -10, y: 16, width: 60, height: 20))
    }

    @Test func strictTiersBeatSummedWeights() throws {
        // Tiers: v >= 100 @501 beats v == 90 @500 and v == 10 @10, however they add up.
        let json = """
        { "size": { "width": 320, "height": 480 },
          "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "H:|[v]", "V:|[v(10)]", "v.width >= 100 @501", "v.width == 90 @500", "v.width == 10 @10" ] }
        """
        #expect(try LayoutHarness.layout(json).frame("v")?.width == 100)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let layout = try LayoutHarness.layout(Self.row("H:|-8-[a]-8-[b]"), direction: .rtl)
        // a starts 8 from the right edge: x = 320 − 8 − 50; b is 8 further left.
        #expect(layout.frame("a")?.x == 262)
        #expect(layout.frame("b")?.x == 194)
        let leftToRight = try LayoutHarness.layout(Self.row("H:|-8-[a]-8-[b]"))
        #expect(leftToRight.frame("b")?.x == 66)
    }

    @Test func categoryTableFallsBackToTheNearestSmallerCategory() throws {
        let json = """
        { "size": { "width": 320, "height": 480 },
          "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "H:|[v]", "V:|[v]",
            { "id": "w", "expr": "v.width == 1", "constant": { "S": 10, "XL": 20, "XXXL": 30 } },
            { "id": "h", "expr": "v.height == 1", "constant": { "L": 5 } } ] }
        """
        let layouts = try LayoutHarness.layouts(json, categories: ContentSizeCategory.allCases)
        // XS is below the smallest given (S): it takes S's value.
        #expect(layouts.map { $0.frame("v")!.width } == [10, 10, 10, 10, 20, 20, 30, 30, 30, 30, 30, 30])
        #expect(layouts.map { $0.frame("v")!.height } == [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5])
        #expect(layouts[5].constants.map(\.id) == ["w", "h"])
        #expect(layouts[5].constants.map(\.value) == [20, 5])
    }

    @Test func scaledConstantFollowsUIFontMetrics() throws {
        // Measured on iOS (@3x): body XXXL 18 → 23.6667; body XS 18 → 15.6667.
        let json = """
        { "device": "iphone-15",
          "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "H:|[v]", "V:|[v(10)]", { "id": "gap", "expr": "v.width == 1", "constant": { "scaled": 18, "relativeTo": "body" } } ] }
        """
        let layouts = try LayoutHarness.layouts(json, categories: [.xs, .l, .xxxl])
        #expect(layouts.map { $0.constants[0].value } == [47.0 / 3, 18, 71.0 / 3])
        #expect(layouts.map { formatNumber($0.frame("v")!.width) } == ["15.667", "18", "23.667"])
    }

    @Test func conflictBreaksTheLastListedRequiredConstraint() throws {
        let json = """
        { "size": { "width": 320, "height": 480 },
          "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "H:|[v]", "V:|[v(10)]", { "id": "forty", "expr": "v.width == 40" }, { "id": "fifty", "expr": "v.width == 50" } ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("v")?.width == 40)
        let warning = try #require(layout.warnings.first)
        #expect(warning.kind == .unsatisfiable)
        #expect(warning.constraints == ["forty", "fifty"])
        #expect(warning.message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(warning.message.hasSuffix("Will attempt to recover by breaking constraint\n<constraint fifty (line 3): v.width == 50>"))
    }

    @Test func ambiguityIsReportedPerView() throws {
        let json = """
        { "size": { "width": 320, "height": 480 },
          "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "v.width == 40", "v.height == 30" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.map(\.message) == ["ambiguous layout: 'v' x position, y position not fixed by its constraints"])
        #expect(layout.frame("v")?.width == 40)
    }

    @Test func viewsNotInstalledAreLeftOutWithTheirConstraints() throws {
        let json = """
        { "device": "iphone-8",
          "views": [
            { "id": "wide", "kind": "view", "when": { "orientation": "landscape" } },
            { "id": "v", "kind": "view" } ],
          "constraints": [ "H:|[wide]|", "V:|[wide]|", "H:|-10-[v]-10-|", "V:|-20-[v]-20-|" ] }
        """
        let portrait = try LayoutHarness.layout(json)
        #expect(portrait.views.map(\.id) == ["root", "v"])
        #expect(portrait.frame("v") == Frame(x: 10, y: 20, width: 355, height: 627))
        let landscape = try LayoutHarness.layout(json, orientation: .landscape)
        #expect(landscape.views.map(\.id) == ["root", "wide", "v"])
        #expect(landscape.frame("wide") == Frame(x: 0, y: 0, width: 667, height: 375))
    }

    @Test func safeAreaAndRootMarginsFollowTheDevice() throws {
        let json = """
        { "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "v.leading == margins.leading", "v.trailing == margins.trailing",
                           "v.top == safeArea.top", "v.bottom == safeArea.bottom" ] }
        """
        // iPhone 15 portrait: 393 × 852, safe area 59 top and 34 bottom, compact width → 16 pt margins.
        #expect(try LayoutHarness.layout(json).frame("v") == Frame(x: 16, y: 59, width: 361, height: 759))
        // Landscape: 852 × 393, safe area 59 left and right, 21 bottom; compact width → 16.
        #expect(try LayoutHarness.layout(json, orientation: .landscape).frame("v")
            == Frame(x: 75, y: 0, width: 702, height: 372))
        // iPhone 15 Pro Max landscape is regular width: 20 pt margins. 932 − 2 × (59 + 20) = 774.
        #expect(try LayoutHarness.layout(json, device: "iphone-15-pro-max", orientation: .landscape).frame("v")?.width == 774)
    }

    @Test func multiplierOnPositionsUsesRootCoordinates() throws {
        let json = """
        { "size": { "width": 320, "height": 480 },
          "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "v.centerX == 0.25 * superview.trailing", "v.width == 40", "V:|[v(10)]" ] }
        """
        // centerX = 80 → x = 60.
        #expect(try LayoutHarness.layout(json).frame("v")?.x == 60)
    }

    @Test func framesAreRelativeToTheParentFromRoundedEdges() throws {
        // Thirds of 100 on @2x: edges at 33.333 → 33.5 and 66.667 → 66.5.
        let json = """
        { "size": { "width": 100, "height": 100, "scale": 2 },
          "views": [ { "id": "box", "kind": "view", "children": [ { "id": "inner", "kind": "view" } ] } ],
          "constraints": [ "H:|[box]|", "V:|[box]|",
            "inner.left == 0.3333333333333333 * box.right", "inner.right == 0.6666666666666666 * box.right", "V:|-10-[inner]-10-|" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("inner") == Frame(x: 33.5, y: 10, width: 33, height: 80))
    }

    @Test func hiddenViewsTakePartAndAreFlagged() throws {
        let json = """
        { "size": { "width": 320, "height": 480 },
          "views": [ { "id": "a", "kind": "view", "hidden": true }, { "id": "b", "kind": "view" } ],
          "constraints": [ "H:|-[a(40)]-[b(40)]", "V:|[a(10)]", "V:|[b(10)]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.view("a")?.hidden == true)
        #expect(layout.frame("b")?.x == 68)
        #expect(LayoutTextFormat.render([layout]).contains("  a view 20 0 40 10 hidden\n"))
    }

    /// A label whose height sets its width never settles: on one line it is 82 pt wide, where
    /// it needs many lines, which make it wide enough for one. After the last pass its frame
    /// is the one the last sizes gave, and its text is what that frame shows: wrapped at the
    /// width solved last, not at the width of the sizes before.
    @Test func textThatNeverSettlesIsShownAtTheWidthSolvedLast() throws {
        let text = "The quick brown fox jumps over the lazy dog and then keeps running far away into the distant hills beyond"
        let json = """
        { "size": { "width": 2000, "height": 2000, "scale": 2 },
          "views": [ { "id": "a", "kind": "label", "lines": 0, "font": "body", "hugging": [1, 1000],
                       "compression": [1, 1000], "text": "\(text)" } ],
          "constraints": [ "H:|[a]", "V:|[a]", "a.width == 4 * a.height" ] }
        """
        let layout = try LayoutHarness.layout(json)
        // One body line (20.287 pt) rounds up to 20.5 at @2x; four times that is 82.
        #expect(layout.frame("a") == Frame(x: 0, y: 0, width: 82, height: 20.5))
        let info = try #require(layout.view("a")?.text)
        let atLastWidth = LayoutHarness.fonts.measure(text, font: info.font, wrapWidth: 82)
        #expect(atLastWidth.lineCount > 1)
        #expect(info.neededLines == atLastWidth.lineCount)
        #expect(info.lines == 1)
        #expect(info.truncated)
    }
}
