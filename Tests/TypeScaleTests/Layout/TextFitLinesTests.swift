import Foundation
import Testing
@testable import TypeScale

/// The lines a frame shows (`TextFit.linesShown`): whole lines up to what the text needs, and a
/// label's first line even in a frame shorter than it.
struct TextFitLinesTests {
    /// 17-pt system text: a line is 20.287 pt.
    let font = LayoutSample.font()

    func fit(drawn: Int) -> TextFit {
        TextFit(needed: drawn, drawn: drawn, width: 100, unwrappedLines: 1, unwrappedWidth: 300)
    }

    @Test func aLabelShowsTheWholeLinesItsHeightHolds() {
        // Two lines take 40.57 pt: 40 holds one, 41 both.
        #expect(fit(drawn: 3).linesShown(inHeight: 40, font: font, kind: .label) == 1)
        #expect(fit(drawn: 3).linesShown(inHeight: 41, font: font, kind: .label) == 2)
        #expect(fit(drawn: 2).linesShown(inHeight: 200, font: font, kind: .label) == 2)
    }

    @Test func aLabelShorterThanOneLineStillDrawsItsFirst() {
        #expect(fit(drawn: 1).linesShown(inHeight: 19.5, font: font, kind: .label) == 1)
        #expect(fit(drawn: 4).linesShown(inHeight: 4, font: font, kind: .label) == 1)
    }

    @Test func anEmptyFrameOrATextViewShowsOnlyWhatFits() {
        #expect(fit(drawn: 1).linesShown(inHeight: 0, font: font, kind: .label) == 0)
        // A text view draws from its 8-pt top inset: 8 pt tall, nothing; past it its first
        // line, cut at the bounds; 49 pt holds two whole lines (8 + 2 × 20.287 = 48.57), the
        // bottom inset being padding.
        #expect(fit(drawn: 2).linesShown(inHeight: 8, font: font, kind: .textView) == 0)
        #expect(fit(drawn: 2).linesShown(inHeight: 19.5, font: font, kind: .textView) == 1)
        #expect(fit(drawn: 3).linesShown(inHeight: 48, font: font, kind: .textView) == 1)
        #expect(fit(drawn: 3).linesShown(inHeight: 49, font: font, kind: .textView) == 2)
        #expect(fit(drawn: 0).linesShown(inHeight: 30, font: font, kind: .label) == 0)
    }
}

/// A text's blank ending (after a trailing line break, spaces or nothing) draws nothing: a
/// label's lines are its text's, so one cut there is not truncated (round 28: afathe7090's
/// one-line "SR 0412\n", dev set 34), where a line with text still is, and a finding names
/// the lines or the width the text needs.
struct BlankEndingLinesTests {
    static func layout(_ text: String, lines: Int, width: Double = 288, height: Double? = nil) throws -> ScreenLayout {
        let encoded = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "code", "kind": "label", "text": \(encoded), "font": { "size": 17 }, "lines": \(lines) } ],
          "constraints": [ "H:|-16-[code(\(width))]", "V:|-40-[code]" \(height.map { ", \"code.height == \($0)\"" } ?? "") ] }
        """
        return try LayoutHarness.layout(json)
    }

    static func truncated(_ text: String, lines: Int, height: Double? = nil) throws -> Bool? {
        try layout(text, lines: lines, height: height).view("code")?.text?.truncated
    }

    @Test func aTrailingLineBreakIsNoTruncation() throws {
        #expect(try Self.truncated("SR 0412\n", lines: 1) == false)
        #expect(try Self.truncated("SR 0412\n \n", lines: 1) == false)
        #expect(try Self.truncated("SR 0412\nLisbon", lines: 1) == true)
        // Two lines allowed, a frame for two: the third, blank, is not missed; a third with text is.
        #expect(try Self.truncated("Gate 12\nBoarding\n", lines: 2, height: 41) == false)
        #expect(try Self.truncated("Gate 12\nBoarding\nNow", lines: 2, height: 41) == true)
    }

    /// The findings count the text's lines: a one-line label too narrow for "SR 0412\n" needs
    /// its width, not 2 lines; a two-line one with three lines of text and a blank needs 3.
    @Test func findingsNameTheTextsLines() throws {
        let narrow = try Self.layout("SR 0412\n", lines: 1, width: 40)
        #expect(LayoutAudit.findings(in: narrow).map(\.line).contains { $0.hasPrefix("L code truncated: needs 63 pt, has 40 pt") })
        let three = try Self.layout("Gate 12\nBoarding\nNow\n", lines: 2, height: 41)
        #expect(LayoutAudit.findings(in: three).map(\.line).contains("L code truncated: needs 3 lines, allows 2"))
    }

    @Test func blankEndingLinesCountsOnlyTheEnd() {
        #expect(ScreenLayoutBuilder.blankEndingLines("SR 0412\n") == 1)
        #expect(ScreenLayoutBuilder.blankEndingLines("SR 0412\r\n  \n") == 2)
        #expect(ScreenLayoutBuilder.blankEndingLines("\nSR 0412") == 0)
        #expect(ScreenLayoutBuilder.blankEndingLines("   ") == 0)
    }
}
