import Testing
@testable import TypeScale

/// IB stores a multiplier as it was typed: a number, a ratio, a fraction or a percentage (a
/// real storyboard's `height >= 50%` of another view's).
struct IBMultiplierTests {
    /// A box in a 320-pt root, its width the root's times `multiplier`.
    static func document(multiplier: String) -> String {
        IBTestDocument.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="10"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="10" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="\(multiplier)" id="w"/>
                    </constraints>
                </view>
        """)
    }

    @Test(arguments: [("25%", 80.0), ("12.5%", 40), ("1:4", 80), ("45:55", 320 * 45 / 55.0), ("1/8", 40), ("0.5", 160)])
    func everyFormIBStoresScalesTheWidth(multiplier: String, width: Double) throws {
        let layout = try IBDocumentLayout.firstScreen(Self.document(multiplier: multiplier), file: "m.xib")
        let box = try #require(layout.views.first { $0.ibObjectId == "box" })
        #expect(abs(box.absoluteFrame.width - width) < 0.5, "\(multiplier)")
    }

    @Test(arguments: ["x%", "%", "-5%", "50%%"])
    func aPercentageThatIsNoNumberIsAnError(multiplier: String) throws {
        #expect(throws: InputError.self) {
            try IBDocumentLayout.firstScreen(Self.document(multiplier: multiplier), file: "m.xib")
        }
    }
}
