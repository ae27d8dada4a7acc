import Testing
@testable import TypeScale

/// Pictures laid on pictures (round 28, Barbershop's screen in dev set 35): an icon drawn over
/// an image button it lies within takes none of its taps and covers no title, and two
/// decorative images crossing hide no text; a picture over a titled button, or over text,
/// still overlaps.
struct PictureOverlapAuditTests {
    static func untitled() -> LaidOutView.TextInfo {
        var text = LayoutSample.text(neededWidth: 0)
        text.string = ""
        return text
    }

    @Test func anIconOnAnImageButtonIsNoOverlap() {
        var sample = LayoutSample()
        sample.add("cancel", .button, 93, 300, 70.5, 70.5, text: Self.untitled())
        sample.add("cancelIcon", .image, 99.5, 306.5, 58, 58)
        #expect(sample.lines == [])
        // Drawn beneath the button, the icon is covered by it.
        var beneath = LayoutSample()
        beneath.add("cancelIcon", .image, 99.5, 306.5, 58, 58)
        beneath.add("cancel", .button, 93, 300, 70.5, 70.5, text: Self.untitled())
        #expect(beneath.lines == ["AX3 cancelIcon overlaps cancel: 58 x 58 pt"])
    }

    @Test func anIconOverATitledButtonOverlaps() {
        var sample = LayoutSample()
        sample.add("cancel", .button, 93, 300, 120, 44, text: LayoutSample.text())
        sample.add("cancelIcon", .image, 99, 306, 30, 30)
        #expect(sample.lines == ["AX3 cancel overlaps cancelIcon: 30 x 30 pt"])
    }

    /// A button laid on an image button takes taps of its own: an overlap.
    @Test func aButtonOnAnImageButtonOverlaps() {
        var sample = LayoutSample()
        sample.add("card", .button, 20, 300, 200, 100, text: Self.untitled())
        sample.add("close", .button, 170, 305, 44, 30, text: LayoutSample.text())
        #expect(sample.lines == ["AX3 card overlaps close: 44 x 30 pt"])
    }

    /// A photo drawn over part of an avatar hides it: not a crossing.
    @Test func aPhotoOverAnAvatarStillOverlaps() {
        var sample = LayoutSample()
        sample.add("avatar", .image, 20, 300, 60, 60)
        sample.add("photo", .image, 50, 280, 200, 120)
        #expect(sample.lines == ["AX3 avatar overlaps photo: 30 x 60 pt"])
    }

    @Test func crossingRulesAreNoOverlap() {
        var sample = LayoutSample()
        sample.add("across", .image, 35, 300, 207, 8)
        sample.add("down", .image, 56, 200, 12.5, 180)
        #expect(sample.lines == [])
        // A rule drawn across a label still hides part of its text.
        sample.add("caption", .label, 40, 290, 200, 20.5, text: LayoutSample.text(neededWidth: 150))
        #expect(sample.lines.contains { $0.contains("overlaps caption") || $0.hasPrefix("AX3 caption overlaps") })
    }
}
