import Testing
@testable import TypeScale

/// Each audit rule on hand-built frames: the finding's exact line, and the near misses that
/// must stay quiet.
struct LayoutAuditTests {
    @Test func truncatedSingleLineLabelSaysByHowMuch() {
        var sample = LayoutSample()
        sample.add("nameLabel", .label, 16, 100, 52, 41,
                   text: LayoutSample.text(truncated: true, neededWidth: 60.7, size: 34))
        // 60.7 rounds up to the @2x grid: 61.
        #expect(sample.lines == ["AX3 nameLabel truncated: needs 61 pt, has 52 pt"])
    }

    @Test func labelBeyondItsLineLimitSaysLinesNeededAndAllowed() {
        var sample = LayoutSample()
        sample.add("title", .label, 16, 100, 200, 82,
                   text: LayoutSample.text(lines: 2, truncated: true, neededWidth: 700, neededLines: 4, maxLines: 2, size: 34))
        #expect(sample.lines == ["AX3 title truncated: needs 4 lines, allows 2"])
    }

    /// A three-line preview whose text is cut at L already is a designed clamp: not reported
    /// there, nor where it needs no more lines than at L (fixed text); where larger text needs
    /// more, it is (a designer's review of dev set 41: rlarjsdn3's news cell). Body text at
    /// 17 pt in 280 pt: 10 lines at L, more at AX3; 12 pt fixed: the same at both.
    @Test(arguments: [("body", true), ("{ \"size\": 12 }", false)])
    func aClampCutAtLIsReportedOnlyWhereItNeedsMore(font: String, grows: Bool) throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 6)
        let json = """
            { "size": { "width": 320, "height": 600, "scale": 2 },
              "views": [ { "id": "preview", "kind": "label", "text": "\(text)", "font": \(font.hasPrefix("{") ? font : "\"\(font)\""), "lines": 3 } ],
              "constraints": [ "H:|-20-[preview]-20-|", "V:|-20-[preview]" ] }
            """
        let layouts = try LayoutHarness.layouts(json, categories: [.l, .ax3])
        let needed = layouts.map { $0.view("preview")?.text?.neededLines ?? 0 }
        #expect(needed[0] > 3 && (needed[1] > needed[0]) == grows)
        let lines = LayoutAudit.findings(layouts).map(\.line)
        #expect(lines == (grows ? ["AX3 preview truncated: needs \(needed[1]) lines, allows 3"] : []))
        // A clamp whose frame at L shows fewer lines than it allows is cut by its frame, not
        // its clamp: still reported (the fresh-eyes review).
        let short = json.replacingOccurrences(of: #""V:|-20-[preview]""#, with: #""V:|-20-[preview(30)]""#)
        let cut = LayoutAudit.findings(try LayoutHarness.layouts(short, categories: [.l, .ax3])).map(\.line)
        #expect(cut.contains { $0.hasPrefix("L preview truncated") })
        // Without the screen at L to compare with, the cut is reported as before.
        #expect(LayoutAudit.findings(in: layouts[0]).map(\.line).first?.hasPrefix("L preview truncated: needs") == true)
    }

    @Test func unlimitedLabelCutByItsHeightSaysHeights() {
        var sample = LayoutSample()
        // 3 lines of 17 pt text need 3 × 20.287 = 60.86 → 61 pt; the frame holds 41.
        sample.add("body", .label, 16, 100, 200, 41,
                   text: LayoutSample.text(lines: 2, truncated: true, neededWidth: 500, neededLines: 3, maxLines: 0))
        #expect(sample.lines == ["AX3 body truncated: needs 3 lines (61 pt), has 41 pt"])
    }

    @Test func singleLineLabelShorterThanItsLineIsClipped() {
        var sample = LayoutSample()
        sample.add("badge", .label, 16, 100, 100, 14, text: LayoutSample.text())
        // 20.287 rounds up to 20.5 on the @2x grid.
        #expect(sample.lines == ["AX3 badge clipped: needs 20.5 pt tall, has 14 pt"])
    }

    @Test func wrappingLabelShorterThanItsOneLineIsClippedNotTruncated() {
        var sample = LayoutSample()
        // A wrapping label draws its one line cut at its edges (`TextFit.linesShown`): the
        // text needs no more lines than it shows, so it is the height that is reported.
        sample.add("question", .label, 16, 100, 200, 19.5,
                   text: LayoutSample.text(lines: 1, neededWidth: 150, neededLines: 1, maxLines: 0, string: LayoutSample.edgeToEdge))
        #expect(sample.lines == ["AX3 question clipped: needs 20.5 pt tall, has 19.5 pt"])
    }

    @Test func aLabelOnePixelShortOfItsLineIsNotClipped() {
        var sample = LayoutSample()
        // 17 pt text needs 20.5 on the @2x grid: 20 is a pixel short, 19.5 two.
        sample.add("title", .label, 16, 100, 200, 20, text: LayoutSample.text())
        sample.add("body", .label, 16, 200, 200, 20,
                   text: LayoutSample.text(lines: 1, neededWidth: 150, neededLines: 1, maxLines: 0))
        sample.add("badge", .label, 16, 300, 200, 19.5, text: LayoutSample.text(string: LayoutSample.edgeToEdge))
        // Text reaching its line box's edges leaves no room of its own: the pixel alone.
        sample.add("edge", .label, 16, 400, 200, 20, text: LayoutSample.text(string: LayoutSample.edgeToEdge))
        #expect(sample.lines == ["AX3 badge clipped: needs 20.5 pt tall, has 19.5 pt"])
    }

    @Test func fieldNeedsItsPadding() {
        var sample = LayoutSample()
        // 100 pt of text + 14 pt padding does not fit in 110; height is fine (20.5 + 13 = 33.5).
        sample.add("nameField", .field, 16, 100, 110, 34, text: LayoutSample.text(neededWidth: 100))
        sample.add("fitField", .field, 16, 200, 114, 33.5, text: LayoutSample.text(neededWidth: 100))
        #expect(sample.lines == ["AX3 nameField clipped: needs 114 pt, has 110 pt"])
    }

    /// Down, a field needs its line, not its padding (round 32): 17-pt text, 20.287 → 20.5,
    /// is whole in a 30-pt field short of its 6.5 + 6.5 pt padding (33.5), cut in a 20-pt one.
    /// The width fits exactly (100 + 14 = 114), so the height is what is reported.
    @Test func fieldShorterThanItsLineIsClipped() {
        var sample = LayoutSample()
        sample.add("paddedField", .field, 16, 100, 114, 30, text: LayoutSample.text(neededWidth: 100))
        sample.add("shortField", .field, 16, 200, 114, 20, text: LayoutSample.text(neededWidth: 100))
        #expect(sample.lines == ["AX3 shortField clipped: needs 20.5 pt tall, has 20 pt"])
    }

    @Test func textViewShowingFewerLinesThanItNeeds() {
        var sample = LayoutSample()
        sample.add("notes", .textView, 16, 100, 200, 57, text: LayoutSample.text(lines: 2, neededWidth: 900, neededLines: 5))
        // From its 8-pt top inset, 5 × 20.287 = 109.43 → 109.5 (the bottom inset is padding).
        #expect(sample.lines == ["AX3 notes clipped: needs 5 lines (109.5 pt), has 57 pt"])
    }

    /// A text view draws its lines from its 8-pt top inset and clips them at its bounds; the
    /// bottom inset is padding. Its last line is cut where its characters reach: 17-pt
    /// "Sample" ends 8 + 20.287 = 28.29 down, its p 0.53 above that; digits 3.76 above
    /// (kevindelord's and SASAbus' fixed-height text views, a designer's review of dev set 40).
    @Test(arguments: [("Sample", 28.0, nil), ("Sample", 27, "needs 28.5 pt tall, has 27 pt"),
                      ("0471 123", 25, nil), ("0471 123", 24, "needs 28.5 pt tall, has 24 pt")] as [(String, Double, String?)])
    func aTextViewsLastLineIsCutWhereItsCharactersReach(string: String, height: Double, detail: String?) {
        var sample = LayoutSample()
        sample.add("phone", .textView, 16, 100, 200, height, text: LayoutSample.text(lines: 1, neededLines: 1, string: string))
        #expect(sample.lines == (detail.map { ["AX3 phone clipped: \($0)"] } ?? []))
    }

    /// The last line ends at its line box, not its advance: body with its 22-pt leading
    /// (`styleLeading`) leaves 1.7 pt of spacing after a 20.287-pt line, which is no ink (the
    /// fresh-eyes review: "needs 30 pt tall, has 28.667 pt" for a line ending at 27.76).
    @Test func aTextViewsLastLineEndsAtItsLineBoxNotItsAdvance() {
        var sample = LayoutSample()
        var text = LayoutSample.text(lines: 1, neededLines: 1)
        text.font.lineSpacing = 22 - text.font.lineHeight
        sample.add("lead", .textView, 16, 100, 200, 28.667, text: text)
        #expect(sample.lines == [])
    }

    @Test func lineCountsAreSingularForOneLine() {
        var sample = LayoutSample()
        // One line of 17 pt text in a text view: 8 + 20.287 = 28.29 → 28.5; an 8-pt frame shows none.
        sample.add("note", .textView, 16, 100, 200, 8, text: LayoutSample.text(lines: 0, neededLines: 1))
        // An unlimited label that needs one line (20.287 → 20.5) in a 10 pt frame.
        sample.add("caption", .label, 16, 200, 200, 10,
                   text: LayoutSample.text(lines: 0, truncated: true, neededWidth: 80, neededLines: 1, maxLines: 0))
        // Two lines: plural (8 + 2 × 20.287 = 48.57 → 49).
        sample.add("notes", .textView, 16, 300, 200, 40, text: LayoutSample.text(lines: 1, neededWidth: 300, neededLines: 2))
        #expect(sample.lines == [
            "AX3 note clipped: needs 1 line (28.5 pt), has 8 pt",
            "AX3 caption truncated: needs 1 line (20.5 pt), has 10 pt",
            "AX3 notes clipped: needs 2 lines (49 pt), has 40 pt",
        ])
        #expect(TextFitRule.lines(1) == "1 line")
        #expect(TextFitRule.lines(0) == "0 lines")
        #expect(TextFitRule.lines(2) == "2 lines")
    }

    @Test func fittingTextIsQuiet() {
        var sample = LayoutSample()
        sample.add("ok", .label, 16, 100, 41, 20.5, text: LayoutSample.text(neededWidth: 40.2))
        sample.add("button", .button, 16, 200, 40.5, 30, text: LayoutSample.text(neededWidth: 40.2))
        #expect(sample.lines == [])
    }

    @Test func viewOutsideItsSuperviewNamesEdgesAndAmounts() {
        var sample = LayoutSample()
        sample.add("card", 8, 100, 304, 91)
        sample.add("subtitle", .label, in: "card", 90, 180, 226, 20.5, text: LayoutSample.text())
        // Bottom by its ink (from round 36, what is judged): the line box ends at 200.5, its
        // ink a pixel higher at 199.5, 8.5 past 191; right by its frame, 316 vs 312.
        #expect(sample.lines == ["AX3 subtitle outside superview card: bottom by 8.5 pt, right by 4 pt"])
    }

    @Test func rootChildOutsideTheScreenIsOneFindingNotTwo() {
        var sample = LayoutSample()
        sample.add("footer", 0, 450, 320, 40)
        sample.add("logo", .image, in: "footer", 8, 455, 20, 20)
        #expect(sample.lines == ["AX3 footer outside superview root: bottom by 10 pt"])
    }

    /// duckduckgo's tab: a childless bar background 80 pt tall at y = −60, full width, under a
    /// full-screen overlay. The band is full-bleed on purpose and the overlay holds all of it
    /// that shows; a band narrower than the screen, or one with content, is still reported.
    @Test func aFullBleedBandPastTheScreenIsQuiet() {
        var sample = LayoutSample()
        sample.add("band", 0, -60, 320, 80)
        sample.add("overlay", 0, 0, 320, 480)
        sample.add("side", -30, 100, 40, 480)
        // No `band overlaps overlay` either: the overlay holds the 20 pt of the band on the screen.
        #expect(sample.lines == ["AX3 side outside superview root: left by 30 pt, bottom by 100 pt"])
        var narrow = LayoutSample()
        narrow.add("band", 10, -60, 300, 80)
        narrow.add("overlay", 0, 0, 320, 480)
        narrow.add("bar", 0, -60, 320, 81)
        narrow.add("title", .label, in: "bar", 16, 0, 100, 20.5, text: LayoutSample.text())
        #expect(narrow.lines == [
            "AX3 band outside superview root: top by 60 pt",
            "AX3 bar outside superview root: top by 60 pt",
            // By its ink (round 32): "Sample" starts 3.5 pt down its 20.5-pt line.
            "AX3 title outside safe area: top by 16.5 pt",
        ])
        // A full-width drawn footer pushed past the bottom (large text above it) is no band.
        var pushed = LayoutSample()
        pushed.add("footer", 0, 450, 320, 60)
        #expect(pushed.lines == ["AX3 footer outside superview root: bottom by 30 pt"])
    }

    @Test func rootChildStoppingShortOfTheEdgeMustRespectTheInsets() {
        var sample = LayoutSample()
        // Under the 20 pt top inset, but not pinned to the screen's top: a mistake.
        sample.add("header", 0, 8, 320, 40)
        // Pinned to the top edge: a full-bleed background by intent.
        sample.add("backdrop", 0, 0, 320, 60)
        #expect(sample.lines == ["AX3 header outside safe area: top by 12 pt"])
    }

    @Test func textUnderTheHomeIndicatorIsFlaggedAtAnyDepth() {
        var sample = LayoutSample()
        sample.add("panel", 0, 400, 320, 80)
        sample.add("hint", .label, in: "panel", 16, 452, 100, 20.5, text: LayoutSample.text())
        sample.add("stripe", in: "panel", 0, 473, 320, 7)
        // hint's frame ends 2.5 pt into the 10 pt bottom inset, its ink (round 32: a label is
        // judged by the text it draws) 1.5: "Sample"'s p reaches 0.21 of 17 pt below the
        // baseline, 0.53 pt above the line box's bottom, which lies 0.106 pt inside the frame
        // (ink 455.713 to 471.862, on @2x 455.5 to 471.5). A plain view inside is not checked.
        #expect(sample.lines == ["AX3 hint outside safe area: bottom by 1.5 pt"])
        // A label's frame 4 pt into the top inset, its ink 0.5 (a pixel on @2x): the ink
        // model's rounding, no text one cannot read.
        var top = LayoutSample()
        top.add("caption", .label, 16, 16, 100, 20.5, text: LayoutSample.text())
        #expect(top.lines == [])
        // Text reaching the screen's edge is no full-bleed background: a root label pinned to
        // the leading edge of a landscape screen puts "Sample" under the sensor housing.
        var side = LayoutSample()
        side.container.safeArea = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        side.add("title", .label, 0, 100, 200, 20.5, text: LayoutSample.text())
        #expect(side.lines == ["AX3 title outside safe area: left by 47 pt"])
    }

    @Test func overlappingSiblingsReportTheIntersection() {
        var sample = LayoutSample()
        sample.add("nameLabel", .label, 16, 100, 80, 20.5, text: LayoutSample.text(neededWidth: 80, string: LayoutSample.edgeToEdge))
        sample.add("nameField", .field, 84, 95, 200, 34, text: LayoutSample.text(neededWidth: 100))
        #expect(sample.lines == ["AX3 nameLabel overlaps nameField: 12 x 20.5 pt"])
    }

    /// A stack view renders nothing itself: a label across an empty one (code fills it) or one
    /// whose only view is hidden covers nothing; across one that shows a view, the two overlap.
    @Test func anEmptyStackIsNoOverlap() {
        var sample = LayoutSample()
        sample.add("title", .label, 16, 100, 200, 20.5, text: LayoutSample.text(neededWidth: 200))
        sample.add("tags", .stack, 150, 90, 150, 40)
        sample.add("price", .label, 16, 200, 200, 20.5, text: LayoutSample.text(neededWidth: 200, string: LayoutSample.edgeToEdge))
        sample.add("badges", .stack, 150, 190, 150, 40)
        sample.add("badge", .image, in: "badges", 150, 190, 40, 40)
        sample.add("note", .label, 16, 300, 200, 20.5, text: LayoutSample.text(neededWidth: 200))
        sample.add("chips", .stack, 150, 290, 150, 40)
        sample.add("chip", .label, in: "chips", 150, 290, 40, 40, hidden: true, text: LayoutSample.text())
        // By the badge the label runs into (40 wide), not the stack's frame (66).
        #expect(sample.lines == ["AX3 price overlaps badges: 40 x 20.5 pt"])
    }

    /// An empty stack still takes the taps that land on it: laid over a button it hides the
    /// button's taps and overlaps it; beneath one it does not.
    @Test func anEmptyStackOverAControlStillOverlaps() {
        var sample = LayoutSample()
        sample.add("buy", .button, 16, 100, 200, 34, text: LayoutSample.text(neededWidth: 40))
        sample.add("tags", .stack, 116, 95, 150, 40)
        sample.add("filler", .stack, 116, 195, 150, 40)
        sample.add("share", .button, 16, 200, 200, 34, text: LayoutSample.text(neededWidth: 40))
        #expect(sample.lines == ["AX3 buy overlaps tags: 100 x 34 pt"])
    }

    @Test func touchingContainedHiddenAndOnePixelOverlapsAreQuiet() {
        var sample = LayoutSample()
        sample.add("a", 16, 100, 100, 40)
        sample.add("b", 116, 100, 100, 40)  // touching
        sample.add("c", 215.5, 140, 100, 40)  // one @2x pixel across b's corner? no: below b
        sample.add("d", 16, 139.5, 50, 40)  // half a point (one pixel) into a
        sample.add("back", 0, 300, 320, 100)
        sample.add("badge", 10, 310, 20, 20)  // inside back
        sample.add("ghost", 20, 105, 50, 20, hidden: true)  // over a, but hidden
        #expect(sample.lines == [])
    }

    /// Labels are judged by their text (round 25): two one-line texts 148 and 90 wide,
    /// centred down 63.5-pt frames, meet across the second's 90 pt and one line's 20.5.
    @Test func aLabelCoveringAnotherEntirelyIsStillAnOverlap() {
        var sample = LayoutSample()
        sample.add("nameLabel", .label, 8, 28, 148.5, 63.5, text: LayoutSample.text(neededWidth: 148, string: LayoutSample.edgeToEdge))
        sample.add("priceLabel", .label, 60, 28, 91.5, 63.5, text: LayoutSample.text(neededWidth: 90, string: LayoutSample.edgeToEdge))
        #expect(sample.lines == ["AX3 nameLabel overlaps priceLabel: 90 x 20.5 pt"])
    }

    /// A label draws its text, not a box: a full-width title centred in a bar meets no button
    /// laid over the bar's leading edge (Lifyzer's custom navigation bars), where the same
    /// title aligned left does; a label with no text draws nothing.
    @Test func aLabelOverlapsByItsText() {
        for (alignment, overlaps) in [(TextAlignment.center, false), (.left, true), (.right, false)] {
            var sample = LayoutSample()
            var title = LayoutSample.text(neededWidth: 100, string: LayoutSample.edgeToEdge)
            title.alignment = alignment
            sample.add("title", .label, 0, 20, 320, 50, text: title)
            sample.add("back", .button, 0, 20, 60, 50, text: LayoutSample.text())
            sample.add("empty", .label, 250, 20, 70, 50, text: LayoutSample.text(neededWidth: 0))
            #expect(sample.lines == (overlaps ? ["AX3 title overlaps back: 60 x 20.5 pt"] : []))
        }
    }

    /// cwa's day card: two childless plain views, the card's top and bottom halves, behind the
    /// card's stack (later among the siblings, with content). Colour under content, not an
    /// overlap; the same half drawn over the stack, or under a bare box, still is.
    @Test func aBackgroundHalfBehindContentIsNoOverlap() {
        var sample = LayoutSample()
        sample.add("card", .view, 16, 100, 288, 300)
        sample.add("topBackground", .view, in: "card", 16, 100, 288, 150)
        sample.add("bottomBackground", .view, in: "card", 16, 250, 288, 150)
        sample.add("stack", .stack, in: "card", 16, 116, 288, 268)
        sample.add("title", .label, in: "stack", 32, 116, 200, 20.5, text: LayoutSample.text())
        #expect(sample.lines == [])
        var above = LayoutSample()
        above.add("stack", .stack, 16, 116, 288, 268)
        above.add("title", .label, in: "stack", 32, 116, 200, 20.5, text: LayoutSample.text())
        above.add("topBackground", .view, 16, 100, 288, 150)
        above.add("box", .view, 16, 420, 288, 40)
        above.add("tint", .view, 16, 400, 288, 30)
        // element's header: an avatar-sized box under a row-wide button spans only its height.
        above.add("avatar", .view, 16, 20, 52, 52)
        above.add("headerButton", .button, 16, 20, 288, 52, text: LayoutSample.text())
        #expect(above.lines == [
            "AX3 stack overlaps topBackground: 288 x 134 pt",
            "AX3 box overlaps tint: 288 x 10 pt",
            "AX3 avatar overlaps headerButton: 52 x 52 pt",
        ])
        // A divider that text has grown across lies under neither of the text's edges.
        var grown = LayoutSample()
        grown.add("divider", .view, 16, 300, 288, 2)
        grown.add("note", .label, 16, 280, 288, 41, text: LayoutSample.text())
        #expect(grown.lines == ["AX3 divider overlaps note: 40 x 2 pt"])
    }

    /// iriscalender's sign-up screen: a card laid 66.5 pt over the empty lower part of a
    /// header band that holds the title and a back button, by design. The same card over the
    /// band's title, or over a band that is a control, still overlaps.
    @Test func aCardOverAHeaderBandsEmptyPartIsNoOverlap() {
        func screen(cardTop: Double, bandTakesTaps: Bool = false, wrapped: Bool = false) -> [String] {
            var sample = LayoutSample()
            sample.add("header", .view, 0, 48, 320, 132)
            if bandTakesTaps { sample.views[sample.views.count - 1].takesTaps = true }
            // A clear wrapper filling the band, holding its title and button: judged by them.
            if wrapped {
                sample.add("wrapper", .view, in: "header", 0, 48, 320, 132)
                sample.views[sample.views.count - 1].clear = true
            }
            let holder = wrapped ? "wrapper" : "header"
            sample.add("title", .label, in: holder, 130, 64, 60, 20.5, text: LayoutSample.text())
            sample.add("back", .button, in: holder, 16, 64, 60, 34, text: LayoutSample.text())
            sample.add("card", .view, 16, cardTop, 288, 250)
            sample.add("field", .field, in: "card", 32, cardTop + 100, 256, 40, text: LayoutSample.text())
            return sample.lines
        }
        #expect(screen(cardTop: 113.5) == [])
        #expect(screen(cardTop: 113.5, wrapped: true) == [])
        #expect(screen(cardTop: 70, wrapped: true) == ["AX3 header overlaps card: 288 x 110 pt"])
        #expect(screen(cardTop: 70) == ["AX3 header overlaps card: 288 x 110 pt"])
        #expect(screen(cardTop: 113.5, bandTakesTaps: true) == ["AX3 header overlaps card: 288 x 66.5 pt"])
        // A picture laid on the band's empty end is no overlap either (0xfbravo's thumbnail on
        // its info bar, dev set 43); on the bar's icon it is.
        func picture(x: Double) -> [String] {
            var sample = LayoutSample()
            sample.add("bar", .view, 0, 200, 320, 40)
            sample.add("info", .image, in: "bar", 280, 208, 24, 24)
            sample.add("thumbnail", .image, x, 150, 100, 70)
            return sample.lines
        }
        #expect(picture(x: 10) == [])
        #expect(picture(x: 200) == ["AX3 bar overlaps thumbnail: 100 x 20 pt"])
        // Pushed onto the band by larger text, clear of it at L: a finding (round 32's review).
        func pushed(yAtL: Double) -> [String] {
            func layout(_ category: ContentSizeCategory, thumbnailY: Double) -> ScreenLayout {
                var sample = LayoutSample(category: category)
                sample.add("bar", .view, 0, 200, 320, 40)
                sample.add("thumbnail", .image, 10, thumbnailY, 100, 70)
                return sample.layout
            }
            return LayoutAudit.findings([layout(.l, thumbnailY: yAtL), layout(.ax5, thumbnailY: 150)]).map(\.line)
        }
        #expect(pushed(yAtL: 150) == [])
        #expect(pushed(yAtL: 60) == ["AX5 bar overlaps thumbnail: 100 x 20 pt"])
    }

    /// ringoid's rating bar: a 1-pt divider running up from a 1-pt line (a T) and lying
    /// 0.667 pt inside a button's leading edge, and a row's separator drawn 1 pt into its
    /// stack's bottom: lines meeting views at their edges, not collisions. The same divider
    /// 20 pt inside the button, a line through a label's middle, a 0.9-pt line ending 1 pt
    /// inside an edge (deeper than it is thick), two lines lying along each other, or a 2-pt bar at
    /// the edge still overlap.
    @Test func separatorsMeetingViewsAtTheirEdgesAreNoOverlap() {
        var sample = LayoutSample()
        sample.add("topLine", .view, 0, 100, 320, 1)
        sample.add("divider", .view, 187, 100, 1, 44)
        sample.add("rateButton", .button, 187.333, 101, 100, 44, text: LayoutSample.text())
        sample.add("stack", .stack, 0, 200, 320, 44)
        sample.add("title", .label, in: "stack", 16, 212, 200, 20.5, text: LayoutSample.text())
        sample.add("separator", .view, 0, 243, 320, 1)
        #expect(sample.lines == [])
        var crossing = LayoutSample()
        crossing.add("divider", .view, 187, 100, 1, 44)
        crossing.add("rateButton", .button, 167, 101, 100, 44, text: LayoutSample.text())
        crossing.add("rule", .view, 16, 310, 288, 1)
        crossing.add("note", .label, 16, 280, 288, 61, text: LayoutSample.text())
        crossing.add("saveButton", .button, 16, 401, 100, 44, text: LayoutSample.text())
        crossing.add("bar", .view, 0, 400, 300, 2)  // drawn over the button: not its background
        crossing.add("cancelButton", .button, 150, 20, 100, 44, text: LayoutSample.text())
        crossing.add("thinRule", .view, 150, 20.1, 100, 0.9)
        crossing.add("upperRule", .view, 0, 200, 300, 1)
        crossing.add("lowerRule", .view, 100, 200.25, 200, 1)
        #expect(crossing.lines == [
            "AX3 divider overlaps rateButton: 1 x 43 pt",
            "AX3 rule overlaps note: 40 x 1 pt",
            "AX3 saveButton overlaps bar: 100 x 1 pt",
            "AX3 cancelButton overlaps thinRule: 100 x 0.9 pt",
            "AX3 upperRule overlaps lowerRule: 200 x 0.75 pt",
        ])
    }

    /// Two siblings in the same frame are alternates code shows one at a time (Adguard's
    /// Import and OK buttons), and within a point of it on every edge too (round 25); a point
    /// and a half or more apart they overlap.
    @Test func siblingsInTheSameFrameAreAlternates() {
        var sample = LayoutSample()
        sample.add("importButton", .button, 16, 300, 288, 40, text: LayoutSample.text())
        sample.add("okButton", .button, 16, 300, 288, 40, text: LayoutSample.text())
        sample.add("retryButton", .button, 16, 301, 288, 39, text: LayoutSample.text())
        #expect(sample.lines == [])
        sample.add("doneButton", .button, 16, 302.5, 288, 40, text: LayoutSample.text())
        #expect(sample.lines == [
            "AX3 importButton overlaps doneButton: 288 x 37.5 pt",
            "AX3 okButton overlaps doneButton: 288 x 37.5 pt",
            "AX3 retryButton overlaps doneButton: 288 x 37.5 pt",
        ])
    }

    @Test func overlapsAreListedInViewOrderWhateverTheirPositions() {
        var sample = LayoutSample()
        sample.add("right", 200, 100, 100, 40)
        sample.add("middle", 120, 110, 100, 40)
        sample.add("left", 40, 120, 100, 40)
        #expect(sample.lines == [
            "AX3 right overlaps middle: 20 x 30 pt",
            "AX3 middle overlaps left: 20 x 30 pt",
        ])
    }

    @Test func tenThousandSiblingsInARowAreSweptNotPaired() {
        var sample = LayoutSample()
        sample.container.width = 100_000
        sample.container.safeArea = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        sample.views[0].frame.width = 100_000
        sample.views[0].absoluteFrame.width = 100_000
        for index in 0..<10_000 { sample.add("v\(index)", Double(index) * 10, 0, 10, 40) }
        // One overlapping pair at the end, to show the sweep still finds it.
        sample.add("late", 99_985, 0, 10, 40)
        let clock = ContinuousClock()
        var lines: [String] = []
        let elapsed = clock.measure { lines = sample.lines }
        #expect(lines.count == 2)
        #expect(lines.prefix(3) == ["AX3 v9998 overlaps late: 5 x 40 pt", "AX3 v9999 overlaps late: 5 x 40 pt"])
        // A hang guard, not a speed test: a sweep takes milliseconds, all pairs (50 M) would
        // take minutes; the limit is far above a loaded 2-core machine.
        #expect(elapsed < .seconds(120))
    }

    @Test func fixedFontAmongScalingText() {
        var sample = LayoutSample()
        sample.add("title", .label, 16, 100, 288, 64, text: LayoutSample.text(neededWidth: 100, size: 53))
        sample.add("price", .label, 16, 200, 100, 20.5, text: LayoutSample.text(scales: false))
        #expect(sample.lines == ["AX3 price does not scale: stays 17 pt while other text scales"])
    }

    /// An image button has a font but no title (NewsApp's bookmark button, dev set 21): it is
    /// no scaling text beside fixed labels, and its own font, fixed or launch-only, is not a
    /// finding; nor is a blank tap area over the row (khanhhuypham's cell, dev set 9). A
    /// titled button in the same font still scales beside them.
    @Test func anImageButtonsFontIsNoText() {
        var untitled = LayoutSample.text(neededWidth: 0)
        untitled.string = ""
        var fixedUntitled = untitled
        fixedUntitled.scales = false
        var sample = LayoutSample()
        sample.add("newsTitle", .label, 16, 100, 200, 20.5, text: LayoutSample.text(scales: false))
        sample.add("bookmark", .button, 240, 100, 44, 44, text: untitled)
        sample.add("share", .button, 240, 150, 44, 44, text: fixedUntitled)
        sample.add("rowTap", .button, 0, 95, 230, 30, text: untitled)
        sample.views[sample.views.count - 1].isBlankButton = true
        #expect(sample.lines == [])
        sample.add("more", .button, 240, 200, 60, 44, text: LayoutSample.text())
        #expect(sample.lines == ["AX3 newsTitle does not scale: stays 17 pt while other text scales"])
    }

    /// A blank button's own fixed font is still reported beside scaling text: code may give
    /// it a title (Windscribe's connect button), where an image button's draws nothing.
    @Test func aBlankButtonsFixedFontIsStillAFinding() {
        var fixedUntitled = LayoutSample.text(scales: false)
        fixedUntitled.string = ""
        var sample = LayoutSample()
        sample.add("body", .label, 16, 100, 200, 20.5, text: LayoutSample.text())
        sample.add("connect", .button, 16, 200, 200, 44, text: fixedUntitled)
        sample.views[sample.views.count - 1].isBlankButton = true
        #expect(sample.lines == ["AX3 connect does not scale: stays 17 pt while other text scales"])
    }

    @Test func textStyleSetOnlyAtLaunchDoesNotUpdate() {
        var sample = LayoutSample()
        var launchOnly = LayoutSample.text(neededWidth: 100)
        launchOnly.updatesWhileRunning = false
        sample.add("title", .label, 16, 100, 288, 64, text: launchOnly)
        sample.add("body", .label, 16, 200, 288, 64, text: LayoutSample.text(neededWidth: 100))
        #expect(sample.lines == [
            "AX3 title does not update while running: its text style is applied at launch but adjustsFontForContentSizeCategory is off",
        ])
    }

    @Test func fixedFontsAloneAreNotReported() {
        var sample = LayoutSample()
        sample.add("a", .label, 16, 100, 100, 20.5, text: LayoutSample.text(scales: false))
        sample.add("b", .label, 16, 200, 100, 20.5, text: LayoutSample.text(scales: false))
        #expect(sample.lines == [])
    }

    @Test func warningsBecomeOneLineFindings() {
        var sample = LayoutSample()
        sample.warnings = [
            LayoutWarning(kind: .unsatisfiable,
                          message: "Unable to simultaneously satisfy constraints.\n\tProbably …\n(\n    \"a.width == 10\",\n    \"a.width == 20\"\n)\n\nWill attempt to recover by breaking constraint\na.width == 20",
                          constraints: ["constraints[0]", "wide"]),
            LayoutWarning(kind: .ambiguous, message: "ambiguous layout: 'card' x position, width not fixed by its constraints",
                          constraints: []),
        ]
        #expect(sample.lines == [
            "AX3 unsatisfiable constraints: breaking a.width == 20 (conflicting: constraints[0], wide)",
            "AX3 ambiguous layout: 'card' x position, width not fixed by its constraints",
        ])
    }

    @Test func orderIsCategoryThenViewThenRuleThenWarnings() {
        func sample(_ category: ContentSizeCategory) -> ScreenLayout {
            var sample = LayoutSample(category: category)
            sample.warnings = [LayoutWarning(kind: .ambiguous, message: "ambiguous layout: 'z' height not fixed by its constraints", constraints: [])]
            sample.add("z", .label, 0, 452, 60, 20.5, text: LayoutSample.text(truncated: true, neededWidth: 80, string: LayoutSample.edgeToEdge))
            sample.add("a", 10, 460, 20, 30)
            return sample.layout
        }
        let lines = LayoutAudit.findings([sample(.xs), sample(.ax5)]).map(\.line)
        #expect(lines == [
            "XS z truncated: needs 80 pt, has 60 pt",
            "XS z outside safe area: bottom by 2.5 pt",
            "XS z overlaps a: 20 x 12.5 pt",
            "XS a outside superview root: bottom by 10 pt",
            "XS ambiguous layout: 'z' height not fixed by its constraints",
            "AX5 z truncated: needs 80 pt, has 60 pt",
            "AX5 z outside safe area: bottom by 2.5 pt",
            "AX5 z overlaps a: 20 x 12.5 pt",
            "AX5 a outside superview root: bottom by 10 pt",
            "AX5 ambiguous layout: 'z' height not fixed by its constraints",
        ])
    }

    @Test func hiddenAncestorsHideTheirChildren() {
        var sample = LayoutSample()
        sample.add("card", 8, 100, 100, 50, hidden: true)
        sample.add("label", .label, in: "card", 8, 100, 20, 20.5, text: LayoutSample.text(truncated: true, neededWidth: 80))
        #expect(sample.lines == [])
    }
}
