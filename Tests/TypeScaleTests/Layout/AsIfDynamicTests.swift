import Testing
@testable import TypeScale

/// `--as-if-dynamic`: a screen that has not adopted Dynamic Type, laid out as if it had
/// (round 38: two designers' reviews asked what would break when the text scales).
struct AsIfDynamicTests {
    /// A fixed 17-pt label, a label's default font (17 pt), a body label set once
    /// (`dynamic: false`) and a caption label, each pinned at its top-left.
    static let screen = """
        { "device": "iphone-se-1",
          "views": [ { "id": "fixed", "kind": "label", "text": "Total", "font": { "size": 17 } },
                     { "id": "plain", "kind": "label", "text": "Total" },
                     { "id": "once", "kind": "label", "text": "Total", "font": { "style": "body", "dynamic": false } },
                     { "id": "caption", "kind": "label", "text": "Total", "font": "caption1" },
                     { "id": "frozen", "kind": "label", "text": "Total", "font": "body", "adjustsFont": false } ],
          "constraints": [ "H:|-8-[fixed]", "H:|-8-[plain]", "H:|-8-[once]", "H:|-8-[caption]", "H:|-8-[frozen]",
                           "V:|-20-[fixed]-[plain]-[once]-[caption]-[frozen]" ] }
        """

    static func sizes(_ category: ContentSizeCategory, asIfDynamic: Bool) throws -> [Double] {
        let layout = try LayoutHarness.layouts(screen, categories: [category], asIfDynamic: asIfDynamic)[0]
        return try ["fixed", "plain", "once", "caption"].map { try #require(layout.view($0)?.text?.font.size) }
    }

    /// At AX3 a fixed size scales by body's curve, leading 48 over 22 at L: 17 × 48 / 22 =
    /// 37.09; the body font set once follows the category (40), the caption its own style (38:
    /// caption1's AX3 size); without the flag the first three stay at 17. At L nothing changes.
    @Test func fixedSizesScaleByBodysCurve() throws {
        let scaled = 17 * (48.0 / 22)
        let ax3 = try Self.sizes(.ax3, asIfDynamic: true)
        #expect(ax3 == [scaled, scaled, 40, TextStyle.caption1.pointSize(at: .ax3)], "\(ax3)")
        #expect(try Self.sizes(.ax3, asIfDynamic: false) == [17, 17, 17, TextStyle.caption1.pointSize(at: .ax3)])
        #expect(try Self.sizes(.l, asIfDynamic: true) == [17, 17, 17, TextStyle.caption1.pointSize(at: .l)])
    }

    /// The preview assumes the whole adoption: every text scales and updates while running (a
    /// body label without `adjustsFontForContentSizeCategory` too), so the audit reports what
    /// larger text breaks, not that text does not scale or update.
    @Test func everyTextScalesAndUpdates() throws {
        let layout = try LayoutHarness.layouts(Self.screen, categories: [.ax3], asIfDynamic: true)[0]
        for id in ["fixed", "plain", "once", "caption", "frozen"] {
            let text = try #require(layout.view(id)?.text)
            #expect(text.scales && text.updatesWhileRunning, "\(id)")
        }
        let plain = try LayoutHarness.layouts(Self.screen, categories: [.ax3])[0]
        #expect(plain.view("frozen")?.text?.updatesWhileRunning == false)
    }
}
