import Testing
@testable import TypeScale

/// A root view's own layout margins (`rootMargins`): at least the system minimum at its
/// sides, measured from the safe area unless `fromSafeArea` is false. A 400 × 300 container
/// (compact: 16-pt side minimum) with insets 40 above and 30 below holds `box` pinned to the
/// root's four margins.
struct RootMarginsTests {
    static func screen(_ rootMargins: String?) -> String {
        """
        { "size": { "width": 400, "height": 300, "scale": 2, "safeArea": [40, 0, 30, 0] },
          \(rootMargins.map { "\"rootMargins\": \($0)," } ?? "")
          "views": [ { "id": "box", "kind": "view" } ],
          "constraints": [ "box.top == margins.top", "box.bottom == margins.bottom",
                           "box.leading == margins.leading", "box.trailing == margins.trailing" ] }
        """
    }

    /// Own margins 8, 10, 12, 30: the sides keep the larger of theirs and 16 (16 and 30).
    /// From the bounds: y 8, 300 − 8 − 12 = 280 tall. From the safe area: y 40 + 8 = 48,
    /// 300 − 48 − 42 = 210 tall. Without any: SPEC §4's safe area and 16 at the sides.
    @Test(arguments: [
        (#"{ "insets": [8, 10, 12, 30], "fromSafeArea": false }"#, Frame(x: 16, y: 8, width: 354, height: 280)),
        (#"{ "insets": [8, 10, 12, 30] }"#, Frame(x: 16, y: 48, width: 354, height: 210)),
        (#"{ "fromSafeArea": false }"#, Frame(x: 16, y: 0, width: 368, height: 300)),
        (nil, Frame(x: 16, y: 40, width: 368, height: 230)),
    ] as [(String?, Frame)])
    func theRootsMarginsAreItsOwnAtLeastTheSystemMinimum(rootMargins: String?, box: Frame) throws {
        let layout = try LayoutHarness.layout(Self.screen(rootMargins))
        #expect(layout.frame("box") == box)
    }

    /// The side minimum is the container's: 20 in regular width.
    @Test func aRegularWidthRootKeepsTwentyAtItsSides() throws {
        let json = Self.screen(#"{ "insets": [0, 4, 0, 4], "fromSafeArea": false }"#)
            .replacingOccurrences(of: #""scale": 2,"#, with: #""scale": 2, "widthClass": "regular","#)
        let layout = try LayoutHarness.layout(json)
        #expect(layout.frame("box") == Frame(x: 20, y: 0, width: 360, height: 300))
    }

    @Test func aMarginThatIsNotANumberIsRefused() {
        #expect(throws: InputError.self) { try LayoutHarness.layout(Self.screen(#"{ "insets": [8, "a", 0, 0] }"#)) }
        #expect(throws: InputError.self) { try LayoutHarness.layout(Self.screen(#"{ "fromSafeArea": 1 }"#)) }
        #expect(throws: InputError.self) { try LayoutHarness.layout(Self.screen(#"{ "inset": [8, 8, 8, 8] }"#)) }
    }
}

extension RootMarginsTests {
    /// Directional margins give leading and trailing, which swap in right-to-left (UIKit's
    /// `directionalLayoutMargins`): the root's leading 30 and trailing 4 (raised to 16) put
    /// the box at x 30 left to right and x 16 right to left, 354 wide either way; plain
    /// margins keep their left 30. A view's `directionalMargins` swap alike: `card` (10 pt
    /// inside the root) with leading 24 and trailing 4 holds `dot` 24 from its left, or 4.
    @Test(arguments: [(LayoutDirection.ltr, true, 30.0, 34.0), (.rtl, true, 16, 14), (.rtl, false, 30, 14)])
    func directionalMarginsSwapInRightToLeft(direction: LayoutDirection, directional: Bool, boxX: Double, dotX: Double) throws {
        let json = """
            { "size": { "width": 400, "height": 300, "scale": 2 },
              "rootMargins": { "insets": [0, 30, 0, 4], "fromSafeArea": false, "directional": \(directional) },
              "views": [ { "id": "box", "kind": "view" },
                         { "id": "card", "kind": "view", "margins": [0, 24, 0, 4], "directionalMargins": true,
                           "children": [ { "id": "dot", "kind": "view" } ] } ],
              "constraints": [ "box.top == margins.top", "box.bottom == margins.bottom",
                               "box.left == margins.left", "box.right == margins.right",
                               "card.left == superview.left + 10", "card.width == 100", "V:|-10-[card(100)]",
                               "dot.left == card.margins.left", "dot.right == card.margins.right", "V:|[dot(10)]" ] }
            """
        let layout = try LayoutHarness.layout(json, direction: direction)
        #expect(layout.frame("box") == Frame(x: boxX, y: 0, width: 354, height: 300))
        #expect(try #require(layout.view("dot")).absoluteFrame.x == dotX)
    }
}
