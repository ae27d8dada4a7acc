import Testing
@testable import TypeScale

/// A hidden arranged view collapses along its stack's axis only (README "Stack views and
/// tables"), on a hand-written document shaped like the held-out WordPress filter cell.
struct IBHiddenArrangedViewTests {
    /// A 105 × 44 view holding a horizontal `fill` stack, centred, of a 24 × 24 image (hidden
    /// or not) and a one-line subheadline label.
    static func document(hidden: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="105" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="34" y="10" width="37.5" height="24"/>
                            <subviews>
                                <imageView \(hidden ? "hidden=\"YES\"" : "") contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="tick" translatesAutoresizingMaskIntoConstraints="NO" id="tick">
                                    <rect key="frame" x="0.0" y="0.0" width="0.0" height="24"/>
                                </imageView>
                                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="0.0" y="0.0" width="37.5" height="24"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                        <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="tick" width="24" height="24"/>
            </resources>
        </document>
        """
    }

    /// Hidden, the image is 0 × 24 and still holds the stack, and the label beside it, 24 tall
    /// at y (44 − 24) / 2 = 10, where collapsing it to 0 × 0 left them the label's 18 (IB stores
    /// 24). The stack is the label's 37.5 alone (subheadline "Label", 37.301 on @2x), no
    /// spacing, at x (105 − 37.5) / 2 = 33.75, 34 on the @2x grid (IB: 34, 37.5); the image
    /// sits at its start.
    @Test func aHiddenImageKeepsTheRowsHeight() throws {
        let hidden = try IBControlMetricsTests.frames(Self.document(hidden: true), file: "filter.xib")
        let stack = try #require(hidden["stack"])
        #expect(stack == Frame(x: 34, y: 10, width: 37.5, height: 24))
        #expect(hidden["tick"] == Frame(x: stack.x, y: 10, width: 0, height: 24))
        #expect(hidden["label"] == Frame(x: stack.x, y: 10, width: 37.5, height: 24))

        let shown = try IBControlMetricsTests.frames(Self.document(hidden: false), file: "filter.xib")
        #expect(shown["stack"]?.width == 24 + 5 + 37.5)
        #expect(shown["label"]?.height == 24)
    }
}
