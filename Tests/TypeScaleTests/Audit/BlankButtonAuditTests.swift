import Testing
@testable import TypeScale

/// A button with neither a title nor an image is a tap area: laid over an icon or a whole
/// row, it holds them without covering anything a user sees (issue 15's held-out files:
/// wakmusic's rows, khanhhuypham's cell, Grafonsky's symbol, Windscribe's ring).
struct BlankButtonAuditTests {
    @Test func aBlankButtonHoldingAnIconOrARowIsNoOverlap() {
        var sample = LayoutSample()
        sample.add("icon", .image, 20, 40, 24, 24)
        sample.add("iconTap", .button, 10, 30, 44, 44)
        sample.add("title", .label, 60, 100, 200, 20.5, text: LayoutSample.text())
        sample.add("avatar", .image, 16, 95, 30, 30)
        sample.add("rowTap", .button, 0, 90, 320, 40)
        sample.markBlank("iconTap")
        sample.markBlank("rowTap")
        #expect(sample.lines == [])
    }

    /// Drawn content still collides: a titled or image button over an icon, and a blank
    /// button over only part of a label (text grown out of the tap area it was laid under).
    @Test func aButtonWithContentOrALabelPartlyOutsideStillOverlaps() {
        var sample = LayoutSample()
        sample.add("icon", .image, 20, 40, 24, 24)
        sample.add("closeButton", .button, 10, 30, 44, 44, text: LayoutSample.text())
        sample.add("badge", .image, 100, 40, 24, 24)
        sample.add("playButton", .button, 90, 30, 44, 44)
        sample.add("title", .label, 160, 100, 150, 41, text: LayoutSample.text())
        sample.add("rowTap", .button, 150, 90, 160, 30)
        sample.markBlank("rowTap")
        #expect(sample.lines == [
            "AX3 icon overlaps closeButton: 24 x 24 pt",
            "AX3 badge overlaps playButton: 24 x 24 pt",
            "AX3 title overlaps rowTap: 150 x 20 pt",
        ])
    }

    /// What the layout calls blank: a button with no `title` and no intrinsic size of its own
    /// (an image-only button's, as Interface Builder's import writes it); a label is never one.
    @Test(arguments: [
        (#"{ "id": "b", "kind": "button" }"#, true),
        (#"{ "id": "b", "kind": "button", "title": "Go" }"#, false),
        (#"{ "id": "b", "kind": "button", "intrinsic": { "width": 30, "height": 30 } }"#, false),
        (#"{ "id": "b", "kind": "label" }"#, false),
    ])
    func blankIsNoTitleNoImageNoSize(view: String, blank: Bool) throws {
        let layout = try LayoutHarness.layout(#"""
            { "name": "tap", "views": [ \#(view) ],
              "constraints": ["H:|-20-[b(44)]", "V:|-100-[b(44)]"] }
            """#)
        #expect(layout.view("b")?.isBlankButton == blank)
    }
}

private extension LayoutSample {
    mutating func markBlank(_ id: String) {
        views[views.firstIndex { $0.id == id }!].isBlankButton = true
    }
}
