import Foundation
import Testing
@testable import TypeScale

/// Which imported scroll views get `contentInset: "safeArea"` (README "Scroll views"): UIKit's
/// automatic adjustment for a view that bounces vertically, none when the file turns it off,
/// all of it when the file asks for it always.
struct IBScrollInsetTests {
    /// A xib on an iPhone 15 (59-pt top, 34-pt bottom safe area) whose scroll view fills the
    /// screen, with the given extra attributes.
    static func document(_ attributes: String) -> String {
        IBTestDocument.xib(device: "retina6_12", """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <scrollView translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="b"/>
                    </constraints>
                </view>
        """)
    }

    static func inset(_ attributes: String) throws -> EdgeInsets {
        let layout = try IBDocumentLayout.firstScreen(document(attributes), file: "scroll.xib")
        return try #require(layout.views.first { $0.ibObjectId == "scroll" }).contentInset
    }

    static let safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    @Test(arguments: [
        ("", EdgeInsets.zero),
        (#"alwaysBounceVertical="YES""#, safeArea),
        (#"alwaysBounceVertical="YES" contentInsetAdjustmentBehavior="never""#, .zero),
        (#"contentInsetAdjustmentBehavior="always""#, safeArea),
    ])
    func theFileDecidesTheInset(_ attributes: String, expected: EdgeInsets) throws {
        #expect(try Self.inset(attributes) == expected)
    }
}
