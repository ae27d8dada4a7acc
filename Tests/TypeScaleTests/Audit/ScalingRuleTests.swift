import Testing
@testable import TypeScale

/// Fixed-size text among scaling text (`ScalingRule`): display text at least as large as
/// body text at AX5 (53 pt) is not asked to grow (iccub's 90-pt countdown, dev set 32);
/// a 52-pt fixed title still is.
struct ScalingRuleTests {
    @Test func displayTextAsLargeAsAX5BodyNeedNotScale() {
        var sample = LayoutSample()
        sample.add("body", .label, 16, 40, 280, 20.5, text: LayoutSample.text())
        sample.add("countdown", .label, 16, 80, 280, 108, text: LayoutSample.text(scales: false, size: 90))
        sample.add("atLimit", .label, 16, 200, 280, 64, text: LayoutSample.text(scales: false, size: 53))
        sample.add("title", .label, 16, 280, 280, 63, text: LayoutSample.text(scales: false, size: 52))
        #expect(ScalingRule.largestBodySize == 53)
        #expect(sample.lines == ["AX3 title does not scale: stays 52 pt while other text scales"])
    }

    /// At L, the default, scaling text is at its designed size as fixed text is: the finding
    /// is made at every other category, smaller sizes too, and not at L.
    @Test func fixedTextIsReportedWhereOtherTextHasScaled() {
        func lines(at category: ContentSizeCategory) -> [String] {
            var sample = LayoutSample(category: category)
            sample.add("body", .label, 16, 40, 280, 20.5, text: LayoutSample.text())
            sample.add("price", .label, 16, 80, 280, 20.5, text: LayoutSample.text(scales: false))
            return sample.lines
        }
        #expect(lines(at: .l) == [])
        #expect(lines(at: .xs) == ["XS price does not scale: stays 17 pt while other text scales"])
        #expect(lines(at: .xl) == ["XL price does not scale: stays 17 pt while other text scales"])
    }
}
