import Testing
@testable import TypeScale

/// Snapshot text read back into frames: what the layout text format wrote, and clear errors.
struct SnapshotTextTests {
    static func sample() -> ScreenLayout {
        var sample = LayoutSample(category: .xxl)
        sample.add("card", 8, 40, 304, 91)
        sample.add("title", .label, in: "card", 16, 48, 225, 50.5, text: LayoutSample.text(lines: 2, neededLines: 2, maxLines: 0))
        sample.add("subtitle", .label, in: "card", 16, 102.5, 225, 20.5, text: LayoutSample.text(truncated: true))
        sample.add("badge", in: "card", 300.25, 44, 10, 10, hidden: true)
        var layout = sample.layout
        layout.screenName = "my detail"
        layout.constants = [("thumbHeight", 55)]
        return layout
    }

    @Test func readsBackWhatTheTextFormatWrote() throws {
        let snapshot = try SnapshotText.parse(LayoutTextFormat.render([Self.sample()]))
        #expect(snapshot.screenName == "my detail")
        #expect(snapshot.category == .xxl)
        #expect([snapshot.deviceName, snapshot.orientation] == ["test-phone", "portrait"])
        #expect([snapshot.width, snapshot.height, snapshot.scale] == [320, 480, 2])
        #expect(snapshot.views.map(\.id) == ["root", "card", "title", "subtitle", "badge"])
        #expect(snapshot.views.map(\.depth) == [0, 1, 2, 2, 2])
        #expect(snapshot.views.map(\.parent) == [nil, 0, 1, 1, 1])
        // Relative as written (title at 16 − 8, 48 − 40), absolute summed back up the chain.
        #expect(snapshot.views[2].frame == Frame(x: 8, y: 8, width: 225, height: 50.5))
        #expect(snapshot.views[4].absoluteFrame == Frame(x: 300.25, y: 44, width: 10, height: 10))
        #expect(snapshot.views.map(\.lines) == [1, 1, 2, 1, 1])
        #expect(snapshot.views.map(\.truncated) == [false, false, false, true, false])
        #expect(snapshot.views.map(\.hidden) == [false, false, false, false, true])
        #expect(snapshot.constants == [.init(id: "thumbHeight", value: 55)])
    }

    @Test func flagsItDoesNotKnowAreKeptInOrder() throws {
        let text = "# s category=L device=d orientation=portrait size=10x10 scale=1\nroot view 0 0 10 10\n  list scroll 0 0 10 5 content=10x40.5 sparkly hidden\n"
        let view = try SnapshotText.parse(text).views[1]
        #expect(view.kind == "scroll")
        #expect(view.contentSize == ContentSize(width: 10, height: 40.5))
        #expect(view.otherFlags == ["sparkly"])
        #expect(view.hidden)
        #expect(view.flagText == "content=10x40.5 sparkly hidden")
    }

    @Test func badTextNamesTheLineAndWhatWasExpected() {
        let header = "# s category=L device=d orientation=portrait size=10x10 scale=1\n"
        let cases: [(String, SnapshotText.SyntaxError)] = [
            ("", .init(line: 1, message: "empty snapshot, expected a '# name category=…' header")),
            ("root view 0 0 1 1\n", .init(line: 1, message: "expected '# name category=C device=D orientation=O size=WxH scale=S'")),
            (header + "root view 0 0 10 ten\n", .init(line: 2, message: "expected a number, found 'ten'")),
            (header + "root view 0 0 10 10\n      deep view 0 0 1 1\n", .init(line: 3, message: "indented 3 levels under a view at level 0")),
            (header + "  root view 0 0 10 10\n", .init(line: 2, message: "the root view is not indented")),
            (header + "root view 0 0 10 10\n\n" + header, .init(line: 3, message: "a snapshot holds one category; found a second block")),
            (header + "root view 0 0 10 10\nconstraint c 1\n  a view 0 0 1 1\n", .init(line: 4, message: "a view line after the constraint lines")),
        ]
        for (text, expected) in cases {
            #expect(throws: expected) { try SnapshotText.parse(text) }
        }
    }
}
