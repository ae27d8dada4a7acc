import Testing
@testable import TypeScale

/// A xib's freeform top-level view stored at its device's own size is a whole screen, inset by
/// the device's safe area as a controller's view is; a smaller one (a card, a cell) is not.
struct IBScreenSizedViewTests {
    /// A view of `width` × `height` on an iPhone 15 (393 × 852, insets 59 and 34), a button
    /// pinned 15 pt above its safe area's bottom.
    static func document(width: Double, height: Double) -> String {
        IBTestDocument.xib(device: "retina6_12", """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="20" y="0.0" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="button" firstAttribute="width" constant="100" id="w"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="15" id="b"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """)
    }

    @Test(arguments: [(393.0, 852.0, 753.0), (393.0, 600.0, 535.0)]) // 852 - 34 - 15 - 50; 600 - 15 - 50
    func aScreenSizedViewHasTheDevicesSafeArea(width: Double, height: Double, buttonY: Double) throws {
        let layout = try IBDocumentLayout.firstScreen(Self.document(width: width, height: height), file: "intro.xib")
        let button = try #require(layout.views.first { $0.ibObjectId == "button" })
        #expect(button.absoluteFrame.y == buttonY)
    }
}
