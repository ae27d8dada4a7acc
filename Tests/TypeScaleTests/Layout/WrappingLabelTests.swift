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
        // with one it wraps at 120 pt whatever room the layout leaves, and is as wide as that:
        // a wrapping UILabel's intrinsic width is its preferred layout width, not its widest
        // line (VLC's description, preferredMaxLayoutWidth 300, is stored 300 wide).
        let free = try LayoutHarness.layout(Self.screen(#"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0 }"#))
        #expect(free.view("v")?.text?.lines == 1)
        #expect(try #require(free.frame("v")).width > 300)
        let wrapped = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "wrapWidth": 120 }"#))
        let frame = try #require(wrapped.frame("v"))
        // Five lines (the body text is about 540 pt on one line), the widest 118.5 pt.
        #expect(frame.width == 120)
        #expect(wrapped.view("v")?.text?.lines == 5)
    }

    @Test func firstWrapWidthStartsTheLabelAtItsNibWidth() throws {
        // A label free in width keeps the width its first pass wrapped it at: wrapped, it is as
        // wide as its wrap width, so the second pass wraps at the same 150 pt.
        let layout = try LayoutHarness.layout(Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "firstWrapWidth": 150 }"#))
        let frame = try #require(layout.frame("v"))
        // Wrapped at 150: five lines, the widest 140 pt, which would be its width were a
        // wrapping label as wide as its widest line.
        #expect(frame.width == 150)
        #expect(layout.view("v")?.text?.lines == 5)
    }

    @Test func requiredCompressionHoldsFromTheSecondPass() throws {
        // Up to 300 pt of room, 100 pt asked for at 900, a required horizontal compression.
        // The unwrapped first pass cannot meet it; relaxed to 999 there it still outweighs the
        // 900, so the label takes the 300 pt and the second pass wraps it there (3 lines, the
        // widest 241.5 pt; the label stays 300 wide, its wrap width). Broken instead
        // (dropped as a conflict), the first pass would leave it 100 wide and it would stay so.
        let json = Self.screen(
            #"{ "id": "v", "kind": "label", "text": "\#(Self.long)", "lines": 0, "compression": [1000, 750] }"#,
            constraints: #""v.leading == superview.leading + 20", "v.width <= 300", "v.width == 100 @900", "v.top == superview.top + 100""#)
        let layout = try LayoutHarness.layout(json)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        let width = try #require(layout.frame("v")?.width)
        #expect(width == 300)
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
        // Wrapped at the 200 pt given: four lines (the widest 174 pt), 200 wide.
        #expect(width == 200)
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
        // Wrapped at its 150-pt nib width (its widest line 140 pt), it keeps that width.
        #expect(width == 150, "\(width)")
    }

    @Test func aWrappedLabelFillsACentredStacksWidth() throws {
        // A vertical stack centring its views, 300 wide: a label whose text wraps there takes
        // the whole 300 pt, as UIKit lays it out (safe-global's four-line label in a centred
        // stack is stored at the stack's width); one that fits on a line hugs its text.
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "s", "kind": "stack", "axis": "vertical", "alignment": "center", "children": [
              { "id": "long", "kind": "label", "text": "\(Self.long)", "lines": 0 },
              { "id": "short", "kind": "label", "text": "Short", "lines": 0 } ] } ],
          "constraints": [ "H:|-10-[s(300)]", "V:|-20-[s]" ] }
        """
        let layout = try LayoutHarness.layout(json)
        let long = try #require(layout.frame("long"))
        #expect(long.x == 0)
        #expect(long.width == 300)
        #expect(layout.view("long")?.text?.lines == 3)
        let short = try #require(layout.frame("short"))
        #expect(short.width < 60)
        #expect(short.x == (300 - short.width) / 2)
    }
}
