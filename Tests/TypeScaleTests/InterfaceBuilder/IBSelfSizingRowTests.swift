import Testing
@testable import TypeScale

/// A self-sizing row (`rowHeight="-1"`) whose content leaves its height free keeps the height
/// IB's canvas sized it to, as UIKit sizes it (systemLayoutSizeFitting, as short as the
/// content allows); where the canvas did not size rows (static cells before Xcode 12), the
/// standard 44 (round 30: dinimar's static rows of an empty stack between 5-pt insets, stored
/// 10 tall, dev set 38).
struct IBSelfSizingRowTests {
    static func storyboard(plugin: Int, bottom: Bool = true) -> String {
        let bottomConstraint = bottom
            ? #"<constraint firstAttribute="bottom" secondItem="picker" secondAttribute="bottom" constant="5" id="b"/>"# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugin)"/></dependencies>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="c">
                            <tableView key="view" dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1" id="t">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <sections>
                                    <tableViewSection id="sec">
                                        <cells>
                                            <tableViewCell id="r1">
                                                <rect key="frame" x="0.0" y="18" width="414" height="10"/>
                                                <tableViewCellContentView key="contentView" tableViewCell="r1" id="c1">
                                                    <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                                                    <subviews>
                                                        <stackView translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                                                            <rect key="frame" x="15" y="5" width="384" height="0.0"/>
                                                        </stackView>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="picker" firstAttribute="leading" secondItem="c1" secondAttribute="leading" constant="15" id="l"/>
                                                        <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" constant="15" id="r"/>
                                                        <constraint firstItem="picker" firstAttribute="top" secondItem="c1" secondAttribute="top" constant="5" id="t1"/>
                                                        \(bottomConstraint)
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func heights(plugin: Int, bottom: Bool = true) throws -> [Double] {
        let layout = try IBDocumentLayout.firstScreen(storyboard(plugin: plugin, bottom: bottom), file: "rows.storyboard", .portrait)
        return ["r1", "picker"].compactMap { id in layout.views.first { $0.ibObjectId == id }?.frame.height }
    }

    /// Xcode 13's canvas sized the row to 10 (the stack at 0); Xcode 11's drew static rows at 44.
    @Test func aFreeRowKeepsTheHeightTheCanvasSizedItTo() throws {
        #expect(try Self.heights(plugin: 20020) == [10, 0])
        #expect(try Self.heights(plugin: 16096) == [44, 34])
    }

    /// Content held at its top only gives the row no height to fit: UIKit's standard 44.
    @Test func aRowItsContentDoesNotSpanIsTheStandardHeight() throws {
        #expect(try Self.heights(plugin: 20020, bottom: false).first == 44)
    }
}
