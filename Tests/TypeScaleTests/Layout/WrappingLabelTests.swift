import Testing
@testable import TypeScale

/// How wrapping labels are measured across the text passes: a text style's line spacing,
/// `wrapWidth` (UILabel.preferredMaxLayoutWidth), `firstWrapWidth` (a nib label's bounds
/// before its first layout) and the first pass's required horizontal compression.
struct WrappingLabelTests {
    static func screen(_ label: String, constraints: String = #""v.leading == superview.leading + 20", "v.top == superview.top + 100""#) -> String {
        """
        { "device": "iphone-8", "views": [ \(label) ], "constraints": [ \(constraints) ] }
        """
    }

    @Test func styleLeadingSpacesLinesByTheStylesLeading() throws {
        // Two body lines at L on @2x: 20.287 + 22 (the style's leading) = 42.287 → 42.5, as IB
        // stores them; plain lines: 2 × 20.287 = 40.574 → 41.
        let spaced = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "First\nSecond", "lines": 0, "font": { "style": "body", "styleLeading": true } }"#))
        #expect(spaced.frame("v")?.height == 42.5)
        let plain = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "First\nSecond", "lines": 0, "font": "body" }"#))
        #expect(plain.frame("v")?.height == 41)
        // XXXL: body 23/29, line height 23 × 1.193359375 = 27.447; 27.447 + 29 = 56.447 → 56.5.
        let large = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "First\nSecond", "lines": 0, "font": { "style": "body", "styleLeading": true } }"#),
            category: .xxxl)
        #expect(large.frame("v")?.height == 56.5)
        // One line has no spacing: 20.287 → 20.5.
        let single = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "First", "lines": 0, "font": { "style": "body", "styleLeading": true } }"#))
        #expect(single.frame("v")?.height == 20.5)
    }

    @Test func styleLeadingIsOnlyForTextStyles() throws {
        #expect(throws: InputError.self) {
            try LayoutHarness.layout(Self.screen(
                #"{ "id": "v", "kind": "label", "text": "A", "font": { "size": 17, "styleLeading": true } }"#))
        }
    }

    static let long = "Subscribe to teams, events and matches to get updates as they happen"

    @Test func wrapWidthWrapsEveryPassThere() throws {
        // Only the leading edge is pinned: without a wrap width the label is one long line;
        // with one it wraps at 120 pt whatever room the layout leaves.
        let free = try LayoutHarness.layout(Self.screen(#"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0 }"#))
        #expect(free.view("v")?.text?.lines == 1)
        #expect(try #require(free.frame("v")).width > 300)
        let wrapped = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "wrapWidth": 120 }"#))
        let frame = try #require(wrapped.frame("v"))
        // Recorded: five lines, the widest 118.5 pt (the body text is about 540 pt on one line).
        #expect(frame.width == 118.5)
        #expect(wrapped.view("v")?.text?.lines == 5)
    }

    @Test func firstWrapWidthStartsTheLabelAtItsNibWidth() throws {
        // A label free in width keeps the width its first pass wrapped it at: the second pass
        // wraps at the first's solved width, its own widest line.
        let layout = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "firstWrapWidth": 150 }"#))
        let frame = try #require(layout.frame("v"))
        // Recorded: wrapped at 150, five lines, the widest 140 pt; wrapped again at 140, the same.
        #expect(frame.width == 140)
        #expect(layout.view("v")?.text?.lines == 5)
    }

    @Test func requiredCompressionHoldsFromTheSecondPass() throws {
        // Up to 300 pt of room, 100 pt asked for at 900, a required horizontal compression.
        // The unwrapped first pass cannot meet it; relaxed to 999 there it still outweighs the
        // 900, so the label takes the 300 pt and the second pass wraps it there (241.5 wide, 3 lines). Broken instead
        // (dropped as a conflict), the first pass would leave it 100 wide and it would stay so.
        let json = Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "compression": [1000, 750] }"#,
            constraints: #""v.leading == superview.leading + 20", "v.width <= 300", "v.width == 100 @900", "v.top == superview.top + 100""#)
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        let width = try #require(layout.frame("v")?.width)
        #expect(width == 241.5)
        #expect(layout.view("v")?.text?.lines == 3)
        // The final system enforces it: the solved system lists it at 1000.
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        let listing = try LoadedScreen(screen: screen, fonts: LayoutHarness.fonts).solvedSystem(LayoutRequest())
        let compression = listing.rows.first { $0.id == "v.compression.h" }
        #expect(compression?.priority == 1000)
    }

    @Test func aNibWidthTheLayoutCannotGiveGivesWay() throws {
        // Measured at its 300-pt nib width the label needs about 290 pt; the room is 200. The
        // first pass conflicts, so it is solved again with the compression at 999: the label
        // takes the 200 pt (the 999 outweighs the 900) instead of having its compression broken
        // and shrinking to the 100 pt asked for at 900.
        let json = Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "compression": [1000, 750], "firstWrapWidth": 300 }"#,
            constraints: #""v.leading == superview.leading + 20", "v.width <= 200", "v.width == 100 @900", "v.top == superview.top + 100""#)
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        let width = try #require(layout.frame("v")?.width)
        // Recorded: wrapped at the 200 pt given, four lines, the widest 174 pt.
        #expect(width == 174)
        #expect(layout.view("v")?.text?.lines == 4)
    }

    @Test func aLabelNarrowerThanItsWrapWidthDrawsWrappedAtItsBounds() throws {
        // Sized at its 300-pt wrap width (UILabel.preferredMaxLayoutWidth) but held to 200 pt:
        // UILabel draws the text wrapped at its bounds, which needs more lines than the height
        // sized at 300 holds, so the last line shown is truncated.
        let json = Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "wrapWidth": 300 }"#,
            constraints: #""v.leading == superview.leading + 20", "v.width == 200", "v.top == superview.top + 100""#)
        let layout = try LayoutHarness.layout(json)
        let text = try #require(layout.view("v")?.text)
        #expect(layout.frame("v")?.width == 200)
        #expect(text.neededLines > text.lines)
        #expect(text.truncated)
    }

    @Test func aConflictElsewhereLeavesTheNibWidthAlone() throws {
        // The label, measured at its 150-pt nib width, keeps a required compression; a
        // conflict between another view's two widths has nothing to do with it. Relaxed to 999
        // for that conflict, the label's compression would tie with `v.width == 100 @999`, and
        // the tie could shrink it to 100 pt, where the second pass would wrap it for good.
        let json = Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "compression": [1000, 750], "firstWrapWidth": 150 }, { "id": "w", "kind": "view" }"#,
            constraints: #""v.leading == superview.leading + 20", "v.width == 100 @999", "v.top == superview.top + 100", "w.leading == superview.leading", "w.top == superview.top", "w.height == 10", "w.width == 10", "w.width == 20""#)
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.count == 1, "\(layout.warnings)")
        let width = try #require(layout.frame("v")?.width)
        // Its widest line wrapped at 150 pt is 140 pt.
        #expect(width == 140, "\(width)")
    }

    /// `keepsWrapWidth` (a nib's label): wrapped, the label is as wide as the width it wraps
    /// at, UILabel's preferred layout width, where SPEC §4's default takes its widest line.
    @Test func aLabelThatKeepsItsWrapWidthIsThatWide() throws {
        let explicit = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "wrapWidth": 120, "keepsWrapWidth": true }"#))
        // Five lines, the widest 118.5 pt (wrapWidthWrapsEveryPassThere): 120 wide.
        #expect(explicit.frame("v")?.width == 120)
        #expect(explicit.view("v")?.text?.lines == 5)
        // Wrapped at its 150-pt nib width (the widest line 140): it stays 150, and the second
        // pass wraps at the same width.
        let nib = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "firstWrapWidth": 150, "keepsWrapWidth": true }"#))
        #expect(nib.frame("v")?.width == 150)
        // Text that fits on one line hugs it whatever the flag.
        let short = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "Short", "lines": 0, "wrapWidth": 120, "keepsWrapWidth": true }"#))
        #expect(try #require(short.frame("v")).width < 60)
    }

    /// In a vertical stack centring its views, 300 wide, a label that keeps its wrap width
    /// spans the stack (safe-global's four-line label is stored at its centred stack's width);
    /// by SPEC §4's default it is its widest line, centred.
    @Test(arguments: [true, false])
    func aWrappedLabelInACentredStack(keeps: Bool) throws {
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "s", "kind": "stack", "axis": "vertical", "alignment": "center", "children": [
              { "id": "long", "kind": "label", "text": "\(Self.long)", "lines": 0, "keepsWrapWidth": \(keeps) } ] } ],
          "constraints": [ "H:|-10-[s(300)]", "V:|-20-[s]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        let long = try #require(layout.frame("long"))
        #expect(layout.view("long")?.text?.lines == 3)
        if keeps {
            #expect(long.width == 300)
        } else {
            #expect(long.width < 295)
            #expect(abs(long.x - (300 - long.width) / 2) <= 0.5)
        }
    }
}
