import Testing
@testable import TypeScale

/// A scroll view (a table, a collection) is a backdrop for a later sibling laid wholly on it:
/// an empty state's message, a spinner or a floating button drawn over the list; and for an
/// earlier one it holds wholly that takes no taps, hidden beneath the list until code hides it
/// (round 28). A control beneath it, or a view it holds only in part, still overlaps.
struct ScrollOverlayAuditTests {
    static func screen(_ children: String, _ constraints: String) -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ \(children) ],
          "constraints": ["H:|[list]|", "V:|-20-[list(300)]", \(constraints)] }
        """
    }

    static let list = #"{ "id": "list", "kind": "scroll" }"#
    static let message = #"{ "id": "message", "kind": "label", "text": "No messages yet" }"#

    @Test func aMessageOverTheListIsAnOverlay() throws {
        let layout = try LayoutHarness.layout(Self.screen(Self.list + ", " + Self.message, #""H:|-20-[message]", "V:|-100-[message]""#))
        #expect(LayoutAudit.findings(in: layout).filter { $0.kind == .overlap }.isEmpty)
    }

    @Test func aMessageBeneathTheListIsTheOtherEmptyState() throws {
        let layout = try LayoutHarness.layout(Self.screen(Self.message + ", " + Self.list, #""H:|-20-[message]", "V:|-100-[message]""#))
        #expect(LayoutAudit.findings(in: layout).filter { $0.kind == .overlap }.isEmpty)
    }

    /// A button beneath the list takes no taps while the list is there (and shows through a
    /// plain scroll view, which is clear): still an overlap.
    @Test func aButtonBeneathTheListOverlaps() throws {
        let retry = #"{ "id": "retry", "kind": "button", "title": "Retry" }"#
        let layout = try LayoutHarness.layout(Self.screen(retry + ", " + Self.list, #""H:|-20-[retry]", "V:|-100-[retry]""#))
        #expect(LayoutAudit.findings(in: layout).map(\.line).contains { $0.hasPrefix("L retry overlaps list") })
    }

    @Test func aMessageBeneathTheListsEdgeOverlaps() throws {
        let layout = try LayoutHarness.layout(Self.screen(Self.message + ", " + Self.list, #""H:|-20-[message]", "V:|-310-[message]""#))
        #expect(LayoutAudit.findings(in: layout).map(\.line).contains { $0.hasPrefix("L message overlaps list") })
    }

    @Test func aMessageAcrossTheListsEdgeOverlaps() throws {
        let layout = try LayoutHarness.layout(Self.screen(Self.list + ", " + Self.message, #""H:|-20-[message]", "V:|-310-[message]""#))
        #expect(LayoutAudit.findings(in: layout).map(\.line).contains { $0.hasPrefix("L list overlaps message") })
    }

    /// A text view draws its background over an earlier view it wholly holds (mocarz's idle
    /// spinner beneath its weather text, dev set 41); a label drawn over the text view, or a
    /// button beneath it, still overlaps.
    @Test(arguments: [(#"{ "id": "spinner", "kind": "image", "image": { "width": 37, "height": 37 } }"#, true, false),
                      (#"{ "id": "spinner", "kind": "label", "text": "Loading" }"#, false, true),
                      (#"{ "id": "spinner", "kind": "button", "title": "Retry" }"#, true, true)])
    func aViewBeneathATextViewIsHiddenByIt(view: String, beneath: Bool, overlaps: Bool) throws {
        let text = #"{ "id": "list", "kind": "textView", "text": "Sunny, 21°", "font": "body" }"#
        let children = beneath ? view + ", " + text : text + ", " + view
        let layout = try LayoutHarness.layout(Self.screen(children, #""H:|-20-[spinner]", "V:|-100-[spinner]""#))
        #expect(LayoutAudit.findings(in: layout).contains { $0.kind == .overlap } == overlaps)
    }

    /// A screen file's table is a scroll view of rows: a message laid on it is an overlay too.
    @Test func aMessageOverATableIsAnOverlay() throws {
        let table = """
            { "id": "list", "kind": "table", "rowHeight": 44,
              "cell": { "views": [ { "id": "title", "kind": "label" } ], "constraints": [ "H:|-16-[title]-16-|", "V:|-12-[title]" ] },
              "rows": [ { "title": "Inbox" } ] }
            """
        let layout = try LayoutHarness.layout(Self.screen(table + ", " + Self.message, #""H:|-20-[message]", "V:|-100-[message]""#))
        #expect(LayoutAudit.findings(in: layout).filter { $0.kind == .overlap }.isEmpty)
    }
}
