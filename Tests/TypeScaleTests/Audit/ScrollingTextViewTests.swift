import Testing
@testable import TypeScale

/// A scrolling text view (`"scrolls": true`, UITextView's default in IB) has no intrinsic
/// size and scrolls its text: lines past its frame are not cut off (round 30: two designers'
/// reviews, dev sets 37 and 39), and the sheet draws the lines that fit with no ellipsis.
struct ScrollingTextViewTests {
    static func screen(scrolls: Bool) -> String {
        """
        { "views": [ { "id": "notes", "kind": "textView", "font": "body", "scrolls": \(scrolls),
                       "text": "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen" } ],
          "constraints": [ "H:|-16-[notes(120)]", "V:|-80-[notes(60)]" ] }
        """
    }

    @Test func aScrollingTextViewIsNotClipped() throws {
        let scrolling = try LayoutHarness.layout(Self.screen(scrolls: true), category: .ax3)
        #expect(!LayoutAudit.findings(in: scrolling).contains { $0.kind == .clipped })
        let fixed = try LayoutHarness.layout(Self.screen(scrolls: false), category: .ax3)
        #expect(LayoutAudit.findings(in: fixed).contains { $0.kind == .clipped && $0.view == "notes" })
    }

    /// Without `intrinsic`, `scrolls` takes the text's size away: a text view held only at its
    /// top-left is as small as nothing holds it (0 × 0), where one that does not scroll is
    /// its text's size.
    @Test func aScrollingTextViewHasNoIntrinsicSize() throws {
        func size(_ scrolls: Bool) throws -> Frame {
            let json = """
            { "views": [ { "id": "notes", "kind": "textView", "font": "body", "scrolls": \(scrolls), "text": "Hello" } ],
              "constraints": [ "H:|-16-[notes]", "V:|-80-[notes]" ] }
            """
            return try #require(try LayoutHarness.layout(json).views.first { $0.id == "notes" }).frame
        }
        #expect(try size(false).height > 30)
        #expect(try size(true).height == 0)
    }

    @Test func theSheetDrawsAScrollingTextViewWithoutAnEllipsis() {
        let text = "One two three four five six seven"
        let cut = SheetTextLines.wrap(text, neededWidth: 33 * 8, width: 80, maxLines: 2)
        let scrolled = SheetTextLines.wrap(text, neededWidth: 33 * 8, width: 80, maxLines: 2, ellipsised: false)
        #expect(cut.last?.hasSuffix(SheetTextLines.ellipsis) == true)
        #expect(scrolled.count == 2)
        #expect(scrolled.allSatisfy { !$0.contains(SheetTextLines.ellipsis) })
    }

    /// The import writes `scrolls` for IB's default, not for `scrollEnabled="NO"`.
    @Test(arguments: [("", true), (#"scrollEnabled="NO""#, false)])
    func theImportWritesScrolling(attribute: String, scrolls: Bool) throws {
        let xml = IBTestDocument.xib("""
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <textView \(attribute) text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                            <rect key="frame" x="16" y="80" width="288" height="100"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                    </subviews>
                </view>
            """)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "notes.xib")
        let screen = try #require(imported.screens.first)
        #expect(screen.json.text().contains(#""scrolls": true"#) == scrolls)
        func find(_ views: [ViewSpec]) -> ViewSpec? {
            for view in views { if view.ibObjectId == "notes" { return view }; if let found = find(view.children) { return found } }
            return nil
        }
        #expect(find(screen.screen.views)?.scrolls == scrolls)
    }
}
