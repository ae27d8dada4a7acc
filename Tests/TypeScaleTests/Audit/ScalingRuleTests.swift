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
}
