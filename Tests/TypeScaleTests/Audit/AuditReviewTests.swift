import Testing
@testable import TypeScale

/// Round 36's fresh-eyes review of the audit and the contact sheet: one test per bug it found.
struct AuditReviewTests {
    /// 1. A plain view (opaque or clear) that holds a later sibling entirely is a "backdrop",
    /// so the pair is layered on purpose, and nothing compares the sibling with the backdrop's
    /// own subviews: an icon laid over the card's title hides the title with no finding. Move
    /// the icon 15 pt up, partly off the card, and the same covered title is reported.
    @Test(arguments: [false, true])
    func aViewLaidOverABackdropsTextStillOverlapsIt(clear: Bool) {
        var sample = LayoutSample()
        sample.add("card", .view, 0, 100, 320, 120)
        if clear { sample.views[sample.views.count - 1].clear = true }
        sample.add("title", .label, in: "card", 16, 110, 288, 41, text: LayoutSample.text(neededWidth: 280, size: 34))
        sample.add("icon", .image, 20, 105, 100, 60)
        #expect(sample.lines.contains { $0.contains("overlaps") }, "the icon hides the title: \(sample.lines)")
    }

    /// 2. Two clear containers that overlap only where neither shows anything: the one with
    /// the smaller x is judged by its subviews and the other by its whole frame, so the
    /// answer depends on which lies to the left. The mirror image (an RTL layout) disagrees.
    @Test(arguments: [false, true])
    func overlappingClearContainersDoNotDependOnWhichIsLeft(mirror: Bool) {
        var sample = LayoutSample()
        func x(_ value: Double, _ width: Double) -> Double { mirror ? 320 - value - width : value }
        sample.add("a", .view, x(0, 200), 80, 200, 120)
        sample.views[sample.views.count - 1].clear = true
        sample.add("aIcon", .image, in: "a", x(150, 50), 85, 50, 65)
        sample.add("b", .view, x(100, 200), 100, 200, 100)
        sample.views[sample.views.count - 1].clear = true
        sample.add("bIcon", .image, in: "b", x(250, 50), 150, 50, 50)
        // aIcon (150…200 × 85…150) and bIcon (250…300 × 150…200) share nothing.
        #expect(sample.lines == [])
    }

    /// 3. In scroll content the backdrop's containment is judged on the part of each view on
    /// the screen, in content coordinates: the same panel and switch (11 pt past its bottom)
    /// is an overlap at two scroll positions and none where the screen's bottom edge falls
    /// between them. Larger text moves content down, so the finding comes and goes by category.
    @Test(arguments: [100.0, 290.0, 460.0])
    func scrolledContentIsJudgedTheSameWhereverTheScreenEnds(top: Double) {
        var sample = LayoutSample()
        sample.add("scroll", .scroll, 0, 0, 320, 480, content: ContentSize(width: 320, height: 1200))
        sample.add("panel", .view, in: "scroll", 0, top, 320, 200)
        sample.add("toggle", .switch, in: "scroll", 200, top + 180, 51, 31)
        #expect(sample.lines == ["AX3 panel overlaps toggle: 51 x 20 pt"])
    }

    /// 4. `unreachable` judges a label by its frame while `outside superview`, `overlaps` and
    /// the safe area judge it by its ink: a label whose line box runs 2 pt past the screen's
    /// bottom, its text 0.5 pt above it, is "unreachable" though all of its text shows.
    @Test func aLabelWhoseInkIsOnTheScreenIsReachable() {
        var sample = LayoutSample()
        sample.add("footer", .label, 16, 458, 200, 24, text: LayoutSample.text())
        #expect(sample.layout.views[1].drawnFrame(pixel: 0.5).maxY <= 480)
        // (Its ink under the home indicator is a safe-area finding of its own.)
        #expect(!sample.lines.contains { $0.contains("unreachable") }, "\(sample.lines)")
    }

    /// 5. `outside superview` drops a label's top and bottom while its ink lies inside, but
    /// once the ink is past it reports the frame's overflow: "bottom by 15 pt" for text 7 pt
    /// past the row. The safe-area line for the same label reports the ink's amount.
    @Test func aLabelsOverflowIsMeasuredByWhatIsJudged() {
        var sample = LayoutSample()
        sample.add("row", .view, 0, 100, 320, 15)
        sample.add("price", .label, in: "row", 16, 95, 200, 35, text: LayoutSample.text())
        // Ink 106…122: 7 pt past the row's bottom at 115.
        #expect(sample.layout.views[2].drawnFrame(pixel: 0.5).maxY == 122)
        #expect(sample.lines == ["AX3 price outside superview row: bottom by 7 pt"])
    }

    /// 6. An image button (and an empty field) squeezed to zero width is gone, and so is its
    /// tap target; SqueezeRule treats zero as normal for anything without text but switches.
    @Test func aControlSqueezedToZeroWidthIsSqueezed() throws {
        let json = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [
                { "id": "title", "kind": "label", "text": "Notifications for everything", "font": "body", "compression": [760, 750] },
                { "id": "bell", "kind": "button", "intrinsic": { "width": 44, "height": 44 }, "compression": [700, 750] } ],
              "constraints": [ "H:|-16-[title]-8-[bell]-16-|", "V:|-40-[title]", "V:|-40-[bell]", "bell.width >= 0" ] }
            """
        let layouts = try LayoutHarness.layouts(json, categories: [.l, .ax3])
        #expect(layouts[1].frame("bell")?.width == 0)
        #expect(LayoutAudit.findings(layouts).map(\.line).contains("AX3 bell squeezed: width 0 pt"))
    }
    /// 10. A font the run lacks is allowed 5 % (the stand-in's error) on a one-line label, but
    /// a wrapping label whose one line is the same 3 % over is "needs 2 lines": IB sized both
    /// to the real font's text, and numberOfLines = 0 labels are the common case.
    @Test func aWrappingLabelInAStandInFontGetsTheStandInsSlack() {
        var sample = LayoutSample()
        var oneLine = LayoutSample.text(truncated: true, neededWidth: 206, string: "Sample text")
        oneLine.font.standsInFor = "Nunito"
        sample.add("oneLine", .label, 16, 100, 200, 20.5, text: oneLine)
        var wrapping = LayoutSample.text(lines: 1, truncated: true, neededWidth: 206, neededLines: 2, maxLines: 0,
                                         string: "Sample text")
        wrapping.font.standsInFor = "Nunito"
        sample.add("wrapping", .label, 16, 200, 200, 20.5, text: wrapping)
        #expect(sample.lines == [])
    }

    /// 11. A button's title is judged "by its ink, as a label's" (README), but without the
    /// device pixel a label is allowed: the same text in the same 20-pt frame is no finding
    /// as a label and "clipped: needs 20.5 pt tall" as a button (its line is 20.287 pt).
    @Test func aButtonTitleAPixelShortOfItsLineIsNotClipped() {
        var sample = LayoutSample()
        sample.add("label", .label, 16, 100, 200, 20, text: LayoutSample.text(string: LayoutSample.edgeToEdge))
        sample.add("button", .button, 16, 200, 200, 20, text: LayoutSample.text(string: LayoutSample.edgeToEdge))
        #expect(sample.lines == [])
    }
    /// 12. Text of spaces draws nothing (round 32: neither cut nor truncated), yet a label
    /// holding " " squeezed to zero width is "squeezed: width 0 pt (text 4.5 pt wide)": the
    /// same divider 1 pt wide is no finding.
    @Test func aBlankLabelAtZeroWidthIsNotSqueezed() throws {
        func lines(width: Int) throws -> [String] {
            let json = """
                { "size": { "width": 320, "height": 480, "scale": 2 },
                  "views": [ { "id": "divider", "kind": "label", "text": " " } ],
                  "constraints": [ "H:|-20-[divider(\(width))]", "V:|-40-[divider(20)]" ] }
                """
            return LayoutAudit.findings(in: try LayoutHarness.layout(json)).map(\.line)
        }
        #expect(try lines(width: 1) == [])
        #expect(try lines(width: 0) == [])
    }
    /// 13. A label whose frame runs 40 pt past its clipping card is reported ("its sides are
    /// its frame's, however short its text: a longer one runs to them", README); wrap it in a
    /// plain panel that runs past the card with it and nothing is: the panel's clip exemption
    /// (`contentLies`) judges the label's sides by its 60-pt text, and the label lies inside
    /// the panel. The card two levels up cuts the label's frame all the same.
    @Test(arguments: [false, true])
    func aLabelPastAClippingAncestorTwoLevelsUpIsReported(nested: Bool) {
        var sample = LayoutSample()
        sample.add("card", .view, 0, 100, 200, 100)
        sample.views[sample.views.count - 1].clipsSubviews = true
        if nested {
            sample.add("panel", .view, in: "card", 10, 110, 230, 60)
            sample.add("name", .label, in: "panel", 20, 120, 220, 20.5, text: LayoutSample.text(neededWidth: 60))
        } else {
            sample.add("name", .label, in: "card", 20, 120, 220, 20.5, text: LayoutSample.text(neededWidth: 60))
        }
        #expect(!sample.lines.isEmpty, "the card cuts 40 pt of the label's frame")
    }
}

struct SheetReviewTests {
    /// 7. A label the audit calls truncated is drawn whole (no ellipsis, stretched past its
    /// frame) where its text is within the 1 % error of the frame but its pixel-rounded width
    /// is not: round 34 made fields and buttons agree (`titleFits`), labels were left out.
    @Test(arguments: [201.51, 201.9])
    func aTruncatedLabelIsNotDrawnWhole(neededWidth: Double) {
        var sample = LayoutSample()
        sample.add("title", .label, 16, 100, 199.5, 20.5,
                   text: LayoutSample.text(truncated: true, neededWidth: neededWidth, string: "Sample"))
        let findings = LayoutAudit.findings(in: sample.layout)
        #expect(findings.map(\.line) == ["AX3 title truncated: needs 202 pt, has 199.5 pt"])
        let svg = ContactSheet.render([sample.layout], findings: findings)
        #expect(!svg.contains(">Sample</text>"), "drawn whole inside its red outline")
    }

    /// 8. Text of spaces draws nothing and the audit reports nothing (round 32: a 1-pt divider
    /// label holding " "), but the sheet outlines it in red with a "!" marker.
    @Test func aBlankLabelIsNotFlaggedOnTheSheet() throws {
        let json = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "divider", "kind": "label", "text": " " } ],
              "constraints": [ "H:|-20-[divider(1)]", "V:|-40-[divider(20)]" ] }
            """
        let layout = try LayoutHarness.layout(json)
        let findings = LayoutAudit.findings(in: layout)
        #expect(findings.isEmpty)
        let svg = ContactSheet.render([layout], findings: findings)
        #expect(!svg.contains("box flagged"))
        #expect(!svg.contains(">!</text>"))
    }

    /// 9. Decoration past a superview that clips is no finding (cropped by design, round 32),
    /// but the sheet draws it whole past the header (and off the screen) with no mask, as
    /// scrolled-off content was before round 31: a designer reads an unreported overhang.
    @Test func decorationCroppedByAClippingSuperviewIsDrawnCropped() {
        var sample = LayoutSample()
        sample.add("header", .view, 0, 20, 320, 100)
        sample.views[sample.views.count - 1].clipsSubviews = true
        sample.add("circle", .image, in: "header", 240, 60, 120, 120)
        let findings = LayoutAudit.findings(in: sample.layout)
        #expect(findings.isEmpty)
        let svg = ContactSheet.render([sample.layout], findings: findings)
        // The groups open around the circle's own group: one of them must clip or mask it.
        var open: [Substring] = []
        var enclosing: [Substring] = []
        for line in svg.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("<g class=\"view\" data-id=\"circle\"") { enclosing = open; break }
            if trimmed.hasPrefix("<g ") || trimmed == "<g>" { open.append(trimmed) }
            if trimmed.hasPrefix("</g>") { open.removeLast() }
        }
        let cropping = enclosing.filter { !$0.contains("class=\"panel\"") && !$0.contains("class=\"views\"") }
            .filter { $0.contains("mask=") || $0.contains("clip-path=") }
        #expect(!cropping.isEmpty, "circle drawn whole past its clipping header")
    }
}
