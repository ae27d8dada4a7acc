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
        // A text view's 16 pt of insets leave 3.5 pt: no line.
        #expect(fit(drawn: 2).linesShown(inHeight: 19.5, font: font, kind: .textView) == 0)
        #expect(fit(drawn: 0).linesShown(inHeight: 30, font: font, kind: .label) == 0)
    }
}
