import Testing
@testable import TypeScale

/// Text views' intrinsic sizes and fonts in a layout (SPEC §3.1, §5), against UIKit's numbers.
struct TextViewLayoutTests {
    static func single(_ view: String, device: String = "iphone-15") -> String {
        """
        { "device": "\(device)", "views": [ \(view) ],
          "constraints": [ "v.leading == superview.leading + 20", "v.top == superview.top + 100" ] }
        """
    }

    @Test func configurationButtonMatchesUIKit() throws {
        // reference/autolayout.md: UIButton.Configuration "Configure" → 99 × 34.333 on @3x.
        let layout = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "button", "title": "Configure", "style": "configuration" }"#))
        let frame = try #require(layout.frame("v"))
        #expect(formatNumber(frame.height) == "34.333")
        #expect(frame.width == 99)
    }

    @Test func legacyButtonAndFieldHeights() throws {
        // Legacy button: 15 pt title, 6 pt insets → 30 tall on @2x; field: 14 pt → 30 tall.
        let button = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "button", "title": "Foo" }"#, device: "iphone-8"))
        #expect(button.frame("v")?.height == 30)
        let field = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "field", "placeholder": "Name" }"#, device: "iphone-8"))
        #expect(field.frame("v")?.height == 30)
        #expect(field.view("v")?.text?.font.size == 14)
    }

    /// A field's `insets` replace its padding: "Hello" in body at L is 38.479 wide and its line
    /// 20.287 (20.5 on @2x): [2, 10, 4, 30] make it 38.479 + 40 → 78.5 by 20.5 + 6 = 26.5,
    /// where the rounded rectangle's default pads 7/6.5 (52.479 → 52.5, 33.5). Asymmetric on purpose.
    @Test func aFieldsInsetsReplaceItsPadding() throws {
        let padded = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "field", "text": "Hello", "font": "body", "insets": [2, 10, 4, 30] }"#,
                                                          device: "iphone-8"))
        #expect(padded.frame("v").map { [$0.width, $0.height] } == [78.5, 26.5])
        let standard = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "field", "text": "Hello", "font": "body" }"#, device: "iphone-8"))
        #expect(standard.frame("v").map { [$0.width, $0.height] } == [52.5, 33.5])
    }

    /// A field's inset pads its text, so a negative one is an input error (a button's may be
    /// negative, as UIButton's content edge insets); a fractional one still gives a size on the
    /// pixel grid (0.3 + 0.3 around 20.5: 21.1 → 21.5 on @2x).
    @Test func aFieldsInsetsAreNotNegativeAndKeepThePixelGrid() throws {
        let negative = Self.single(#"{ "id": "v", "kind": "field", "text": "x", "insets": [-20, 0, -20, 0] }"#)
        let error = #expect(throws: InputError.self) { try ScreenDecoder.decode(Array(negative.utf8), file: "f.json") }
        #expect(error?.message.contains("a field's inset must be between 0 and 100000, found -20") == true)
        let button = Self.single(#"{ "id": "v", "kind": "button", "title": "x", "insets": [-2, 0, -2, 0] }"#)
        #expect(throws: Never.self) { try ScreenDecoder.decode(Array(button.utf8), file: "b.json") }
        let fractional = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "field", "text": "Hello", "font": "body", "insets": [0.3, 0, 0.3, 0] }"#,
                                                              device: "iphone-8"))
        #expect(fractional.frame("v")?.height == 21.5)
    }

    @Test func anUntitledLegacyButtonKeepsALineOfItsFont() throws {
        // No title: the legacy button is still its 15-pt line (17.9 → 18) + 6 + 6 = 30 tall and
        // UIButton's least 30 wide; a configuration button is only its insets, 24 × 14.
        let legacy = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "button" }"#, device: "iphone-8"))
        #expect(legacy.frame("v") == Frame(x: 20, y: 100, width: 30, height: 30))
        let configured = try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "button", "style": "configuration" }"#, device: "iphone-8"))
        #expect(configured.frame("v") == Frame(x: 20, y: 100, width: 24, height: 14))
    }

    @Test func aTitledLegacyButtonIsAtLeastThirtyWide() throws {
        // "+" in 27 pt is about 16 wide: the legacy button is 30 × (32.2 → 33 + 12 = 45). A
        // configuration button has no least width: a 10-pt "." is its insets' 24 and a few
        // tenths. An untitled legacy button is 30 wide too (above).
        let plus = #""title": "+", "font": { "size": 27 }"#
        let legacy = try #require(try LayoutHarness.layout(Self.single(#"{ "id": "v", "kind": "button", \#(plus) }"#)).frame("v"))
        #expect([legacy.width, legacy.height] == [30, 45])
        let dot = #""title": ".", "font": { "size": 10 }"#
        let configured = try #require(try LayoutHarness.layout(
            Self.single(#"{ "id": "v", "kind": "button", "style": "configuration", \#(dot) }"#)).frame("v"))
        #expect(configured.width > 24 && configured.width < 30)
    }

    @Test func buttonWidthAddsBothSideInsets() throws {
        // "Hello" in body at L is 38.479 wide → 39 (a legacy button's title rounds up to whole
        // points); insets [top, left, bottom, right] = [5, 10, 5, 30]: 39 + 10 + 30 = 79 wide,
        // 20.287 → 21 + 5 + 5 = 31 tall.
        // Asymmetric on purpose: left + left (59) or right + right (99) would show.
        let json = Self.single(#"{ "id": "v", "kind": "button", "title": "Hello", "font": "body", "insets": [5, 10, 5, 30] }"#,
                               device: "iphone-8")
        let frame = try #require(try LayoutHarness.layout(json).frame("v"))
        #expect(frame.width == 79)
        #expect(frame.height == 31)
    }

    @Test func fieldIntrinsicWidthIsItsWiderTextPlusSevenPointsEachSide() throws {
        // Body at L, @2x: "Jane Appleseed" 122.64 → 123, the placeholder "Name" 45.296 → 45.5;
        // the wider one + 2 × 7 pt. Height: 20.287 → 20.5 + 2 × 6.5 = 33.5.
        let filled = try LayoutHarness.layout(Self.single(
            #"{ "id": "v", "kind": "field", "text": "Jane Appleseed", "placeholder": "Name", "font": "body" }"#, device: "iphone-8"))
        #expect(filled.frame("v")?.width == 137)
        #expect(filled.frame("v")?.height == 33.5)
        let empty = try LayoutHarness.layout(Self.single(
            #"{ "id": "v", "kind": "field", "placeholder": "Name", "font": "body" }"#, device: "iphone-8"))
        #expect(empty.frame("v")?.width == 59.5)
    }

    @Test func textViewIsItsLinesPlusEightPointsAboveAndBelow() throws {
        // "Hello" in body at L, @2x: 38.479 + 2 × 5 pt line fragment padding → 48.5 wide; one
        // line of 20.287 + 8 + 8 = 36.287 → 36.5 (no `styleLeading` in a screen file).
        let json = Self.single(#"{ "id": "v", "kind": "textView", "text": "Hello", "font": "body" }"#, device: "iphone-8")
        #expect(try LayoutHarness.layout(json).frame("v") == Frame(x: 20, y: 100, width: 48.5, height: 36.5))
        // Empty, in its default 14 pt: one line, 16.707 + 16 → 33, and the padding's 10 wide.
        let empty = Self.single(#"{ "id": "v", "kind": "textView" }"#, device: "iphone-8")
        #expect(try LayoutHarness.layout(empty).frame("v") == Frame(x: 20, y: 100, width: 10, height: 33))
    }

    @Test func defaultFontsDoNotScale() throws {
        let json = Self.single(#"{ "id": "v", "kind": "label", "text": "Name" }"#)
        let sizes = try LayoutHarness.layouts(json, categories: [.xs, .ax5]).map { $0.view("v")!.text!.font.size }
        #expect(sizes == [17, 17])
        #expect(try LayoutHarness.layout(json).view("v")?.text?.scales == false)
    }

    @Test func textStylesScaleAndTitle1HeightsMatchTheSimulator() throws {
        let json = Self.single(#"{ "id": "v", "kind": "label", "text": "Title", "font": "title1" }"#)
        let heights = try LayoutHarness.layouts(json, categories: ContentSizeCategory.allCases).map { formatNumber($0.frame("v")!.height) }
        // reference/dynamic-type.md, measured on a @3x simulator.
        #expect(heights == ["30", "31.333", "32.333", "33.667", "36", "38.333", "40.667", "45.667", "51.333", "57.333", "63.333", "69.333"])
    }

    @Test func maxCategoryClampsFontsButNotConditions() throws {
        let json = """
        { "device": "iphone-15", "views": [ { "id": "box", "kind": "view", "maxCategory": "XL", "children": [
            { "id": "v", "kind": "label", "text": [ { "when": { "category": ">=AX1" }, "value": "big" }, { "value": "small" } ], "font": "body" } ] } ],
          "constraints": [ "H:|[box]|", "V:|[box]|", "v.leading == superview.leading", "v.top == superview.top" ] }
        """
        let ax5 = try LayoutHarness.layout(json, category: .ax5)
        // Font at XL (19 pt); the `when` still sees AX5 (text "big").
        #expect(ax5.view("v")?.text?.font.size == 19)
        #expect(ax5.view("v")?.text?.neededWidth ?? 0 < 40)
        let measured = LayoutHarness.fonts.measure("big", font: ax5.view("v")!.text!.font, wrapWidth: nil)
        #expect(ax5.view("v")?.text?.neededWidth == measured.width)
    }

    @Test func dynamicFalseStaysAtTheDefaultCategory() throws {
        let json = Self.single(#"{ "id": "v", "kind": "label", "text": "A", "font": { "style": "body", "dynamic": false } }"#)
        let sizes = try LayoutHarness.layouts(json, categories: [.xs, .l, .ax5]).map { $0.view("v")!.text!.font.size }
        #expect(sizes == [17, 17, 17])
    }

    @Test func relativeToScalesAFixedSizeWithoutRounding() throws {
        let json = Self.single(#"{ "id": "v", "kind": "label", "text": "A", "font": { "size": 15, "relativeTo": "body" } }"#)
        // body leading: XXXL 29 / L 22 → 15 × 29 / 22 = 19.7727…
        let size = try LayoutHarness.layout(json, category: .xxxl).view("v")!.text!.font.size
        #expect(abs(size - 15 * 29.0 / 22.0) < 1e-12)
    }

    @Test func boldTextRaisesWeights() throws {
        let json = """
        { "device": "iphone-15", "views": [
            { "id": "v", "kind": "label", "text": "A", "font": "body" },
            { "id": "h", "kind": "label", "text": "A", "font": "headline" },
            { "id": "t", "kind": "label", "text": "A", "font": "title1" } ],
          "constraints": [ "H:|[v]", "H:|[h]", "H:|[t]", "V:|[v]-[h]-[t]" ] }
        """
        let plain = try LayoutHarness.layout(json)
        let bold = try LayoutHarness.layout(json, boldText: true)
        #expect(["v", "h", "t"].map { plain.view($0)!.text!.font.weight } == [.regular, .semibold, .regular])
        // reference: with Bold Text, title1 becomes bold, the others semibold.
        #expect(["v", "h", "t"].map { bold.view($0)!.text!.font.weight } == [.semibold, .semibold, .bold])
    }

    @Test func fontAdjustAddsPointsToFixedFontsOnMatchingDevices() throws {
        let json = """
        { "fontAdjust": [ { "device": "iphone-6", "add": 2 }, { "screenHeight": 736, "add": 3 } ],
          "views": [ { "id": "v", "kind": "label", "text": "A", "font": { "size": 15 } },
                     { "id": "s", "kind": "label", "text": "A", "font": "body" } ],
          "constraints": [ "H:|[v]", "H:|[s]", "V:|[v]-[s]" ] }
        """
        let sizes = try ["iphone-se-1", "iphone-8", "iphone-8-plus"].map { device in
            let layout = try LayoutHarness.layout(json, device: device)
            return [layout.view("v")!.text!.font.size, layout.view("s")!.text!.font.size]
        }
        // iphone-6 is an alias of iphone-8; text styles are not adjusted.
        #expect(sizes == [[15, 17], [17, 17], [18, 17]])
    }

    @Test func oneLineLabelWithAHardLineBreakIsTruncatedThoughItIsWideEnough() throws {
        // "Hello\nWorld" in one line: as wide as its wider line ("World", 44.105 → 44.5) and
        // one line tall, so it fits its frame, but the second line is not drawn.
        let json = """
        { "size": { "width": 200, "height": 400, "scale": 2 }, "views": [
            { "id": "broken", "kind": "label", "text": "Hello\\nWorld", "font": "body" },
            { "id": "whole", "kind": "label", "text": "World", "font": "body" } ],
          "constraints": [ "H:|[broken]", "H:|[whole]", "V:|[broken][whole]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("broken") == Frame(x: 0, y: 0, width: 44.5, height: 20.5))
        #expect(layout.view("broken")?.text?.truncated == true)
        #expect(layout.view("broken")?.text?.lines == 1)
        #expect(layout.frame("whole") == Frame(x: 0, y: 20.5, width: 44.5, height: 20.5))
        #expect(layout.view("whole")?.text?.truncated == false)
    }

    @Test func lastBaselineIsTheLastDrawnLines() throws {
        // Body at L: line 20.287109375, ascender 16.1865234375. Two lines (41 pt tall): first
        // baseline 41/2 + 16.1865 − 20.2871 = 16.3994, last one line lower: 36.6865. The
        // one-line label's baseline is 16.2930 below its top, so its top is 20.3936 → 20.5.
        // The 10 pt image stands on the last baseline: top 26.6865 → 26.5 (a baseline off by a
        // line would move it, where two labels' baselines would move together).
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 }, "views": [
            { "id": "two", "kind": "label", "text": "Hello\\nWorld", "font": "body", "lines": 0 },
            { "id": "one", "kind": "label", "text": "Hi", "font": "body" },
            { "id": "mark", "kind": "image", "image": { "width": 10, "height": 10 } } ],
          "constraints": [ "H:|[two]-8-[one]-8-[mark]", "V:|[two]", "one.lastBaseline == two.lastBaseline",
                           "mark.bottom == two.lastBaseline" ] }
        """
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("two")?.height == 41)
        #expect(layout.frame("one")?.y == 20.5)
        #expect(layout.frame("mark")?.y == 26.5)
    }

    @Test func wrappingLabelReportsLinesAndTruncation() throws {
        let json = """
        { "size": { "width": 200, "height": 400, "scale": 2 }, "views": [
            { "id": "free", "kind": "label", "text": "one two three four five six seven eight nine ten", "font": "body", "lines": 0 },
            { "id": "two", "kind": "label", "text": "one two three four five six seven eight nine ten", "font": "body", "lines": 2 } ],
          "constraints": [ "H:|-[free]-|", "H:|-[two]-|", "V:|[free]-[two]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        let free = try #require(layout.view("free")?.text)
        let two = try #require(layout.view("two")?.text)
        #expect(free.lines >= 3)
        #expect(free.truncated == false)
        // Same text, two lines allowed: the rest is truncated and the height is two lines.
        #expect(two.lines == 2)
        #expect(two.truncated)
        #expect(layout.frame("two")?.height == 41)
        #expect(layout.frame("free")?.height == PixelGrid(scale: 2).ceil(Double(free.lines) * 17 * 1.193359375))
    }
}
