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
        sample.add("title", .label, 160, 100, 150, 41, text: LayoutSample.text(string: LayoutSample.edgeToEdge))
        sample.add("rowTap", .button, 150, 90, 160, 30)
        sample.markBlank("rowTap")
        #expect(sample.lines == [
            "AX3 icon overlaps closeButton: 24 x 24 pt",
            "AX3 badge overlaps playButton: 24 x 24 pt",
            "AX3 title overlaps rowTap: 40 x 9.5 pt",
        ])
    }

    /// A tap area over something that takes taps itself takes them from it: over a titled
    /// button, or over a row whose stack holds a switch, it is still an overlap.
    @Test func aBlankButtonOverAControlStillOverlaps() {
        var sample = LayoutSample()
        sample.add("deleteButton", .button, 20, 40, 80, 30, text: LayoutSample.text())
        sample.add("tap", .button, 10, 30, 120, 50)
        sample.add("row", .stack, 0, 100, 320, 44)
        sample.add("toggle", .switch, in: "row", 250, 106, 51, 31)
        sample.add("rowTap", .button, 0, 100, 320, 44)
        sample.markBlank("tap")
        sample.markBlank("rowTap")
        #expect(sample.lines == [
            "AX3 deleteButton overlaps tap: 80 x 30 pt",
            "AX3 row overlaps rowTap: 320 x 44 pt",
        ])
    }
}

private extension LayoutSample {
    mutating func markBlank(_ id: String) {
        views[views.firstIndex { $0.id == id }!].isBlankButton = true
    }
}

extension BlankButtonAuditTests {
    /// A blank button laid over a label is a tap area for that text, so its fixed font is
    /// not text that fails to scale: ClintJang's link button over its URL label (dev set 32),
    /// among scaling text. A titled button with a fixed font still is, and so is a blank
    /// button on its own (`LayoutAuditTests`: code may title it).
    @Test func aBlankButtonOverALabelIsNoFixedText() {
        var sample = LayoutSample()
        sample.add("value", .label, 20, 40, 200, 41, text: LayoutSample.text())
        sample.add("url", .label, 20, 100, 280, 20.5, text: LayoutSample.text())
        var untitled = LayoutSample.text(scales: false, size: 15)
        untitled.string = ""
        sample.add("linkTap", .button, 20, 95, 280, 30, text: untitled)
        sample.add("done", .button, 20, 140, 100, 30, text: LayoutSample.text(scales: false, size: 15))
        sample.markBlank("linkTap")
        #expect(sample.lines == ["AX3 done does not scale: stays 15 pt while other text scales"])
        // One that a label only runs into (text grown out of its place) is not its tap area.
        sample.add("connect", .button, 20, 160, 100, 30, text: untitled)
        sample.markBlank("connect")
        sample.add("caption", .label, 100, 170, 150, 20.5, text: LayoutSample.text())
        #expect(sample.lines.contains("AX3 connect does not scale: stays 15 pt while other text scales"))
    }
}
