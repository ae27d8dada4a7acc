import Testing
@testable import TypeScale

/// A button's title needs its side insets too (a configuration button's 12 + 12), and a text
/// at most a device pixel wider than its frame cuts nothing (round 30: dinimar's "Add New
/// Schedule" cut at L, and "Menu" 0.07 pt wider than its 43-pt frame, dev set 38).
struct ButtonInsetsAuditTests {
    /// "Add New Schedule" in body is 146.333 wide (@3x); "Menu" 43.333.
    static let screen = """
        { "views": [
            { "id": "add", "kind": "button", "title": "Add New Schedule", "style": "configuration" },
            { "id": "legacy", "kind": "button", "title": "Add New Schedule", "font": "body" },
            { "id": "menu", "kind": "label", "text": "Menu", "font": "body" },
            { "id": "narrowMenu", "kind": "label", "text": "Menu", "font": "body" },
            { "id": "tight", "kind": "button", "title": "Add New Schedule", "font": "body" },
            { "id": "tighter", "kind": "button", "title": "Add New Schedule", "font": "body" } ],
          "constraints": [ "H:|-16-[add(150)]", "H:|-16-[legacy(150)]", "H:|-16-[menu(43)]", "H:|-16-[narrowMenu(42.667)]",
                           "H:|-16-[tight(146)]", "H:|-16-[tighter(145.667)]",
                           "V:|-80-[add]-8-[legacy]-8-[menu]-8-[narrowMenu]-8-[tight]-8-[tighter]" ] }
        """

    /// The configuration button needs 146.333 + 24; the legacy one (no side insets) fits in
    /// 150. "Menu" one pixel short of 43.333 is no finding; two pixels short is; so for a
    /// button's title one pixel short of 146.333 and two.
    @Test func titlesNeedTheirInsetsAndAPixelCutsNothing() throws {
        let lines = LayoutAudit.findings(in: try LayoutHarness.layout(Self.screen, category: .l)).map(\.line)
        #expect(lines == [
            "L add clipped: needs 170.333 pt, has 150 pt",
            "L narrowMenu truncated: needs 43.333 pt, has 42.667 pt",
            "L tighter clipped: needs 146.333 pt, has 145.667 pt",
        ])
    }
}
