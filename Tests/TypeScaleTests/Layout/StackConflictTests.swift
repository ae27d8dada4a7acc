import Testing
@testable import TypeScale

/// Which row breaks when an arranged view's own required constraint contradicts its stack
/// (README "Document order breaks conflicts"): the stack's, listed after the written
/// constraints, as UIKit adds it in the stack's `updateConstraints`, after the nib's.
struct StackConflictTests {
    /// A 300-pt row of three images (40, 60 and 50 wide) 10 apart, where the screen also
    /// chains b straight after a: UISV-spacing between a and b breaks, so b starts at a's end,
    /// and c keeps its 10 after b. Before, the written chain broke and b kept the spacing.
    @Test func aWrittenChainBreaksTheStacksSpacing() throws {
        let screen = StackLayoutTests.screen(#""spacing": 10"#)
            .replacingOccurrences(of: #""V:|-20-[s]" ]"#, with: #""V:|-20-[s]", "b.leading == a.trailing" ]"#)
        let layout = try LayoutHarness.layout(screen)
        let (a, b, c) = (try #require(layout.frame("a")), try #require(layout.frame("b")), try #require(layout.frame("c")))
        #expect(b.x == a.x + a.width)
        #expect(c.x == b.x + b.width + 10)
        // b (hugging 250) takes what is left: 300 − 40 − 50 − 10 = 200.
        #expect(b.width == 200)
        let broken = try #require(layout.warnings.first { $0.kind == .unsatisfiable })
        #expect(broken.message.contains("recover by breaking constraint\n<constraint s.UISV-spacing"))
    }

    /// A hidden arranged view with a width of its own keeps it: UISV-hiding (width 0) is the
    /// row that breaks, as Interface Builder stores a hidden 56-pt button in a row of two.
    @Test func aHiddenViewsOwnWidthBreaksTheHidingRow() throws {
        let screen = StackLayoutTests.screen(#""spacing": 10"#, b: #", "hidden": true"#)
            .replacingOccurrences(of: #""V:|-20-[s]" ]"#, with: #""V:|-20-[s]", "b.width == 60" ]"#)
        let layout = try LayoutHarness.layout(screen)
        #expect(layout.frame("b")?.width == 60)
        let broken = try #require(layout.warnings.first { $0.kind == .unsatisfiable })
        #expect(broken.message.contains("recover by breaking constraint\n<constraint s.UISV-hiding"))
    }
}
