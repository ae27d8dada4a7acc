import Testing
@testable import TypeScale

/// A storyboard that names no device (Xcode 6 and 7: the 600 × 600 size-class canvas) draws
/// a status bar over its scenes, as those Xcodes' canvases did (round 38: van9923016's note
/// editor, dev set 55, pinned to its top layout guide under a navigation bar, is stored at 64).
struct IBSquareCanvasTests {
    /// A 600 × 600 scene whose note view is pinned to the top layout guide; `metrics` goes in
    /// the controller (simulated bars).
    static func storyboard(metrics: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
            </dependencies>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" customClass="NoteViewController" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                        <rect key="frame" x="0.0" y="20" width="600" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="note" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="t"/>
                                    <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                    <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" id="r"/>
                                    <constraint firstItem="note" firstAttribute="height" constant="100" id="h"/>
                                </constraints>
                            </view>
                            \(metrics)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func noteTop(metrics: String) throws -> Double? {
        let layout = try IBDocumentLayout.firstScreen(storyboard(metrics: metrics), file: "notes.storyboard")
        return layout.views.first { $0.ibObjectId == "note" }?.frame.y
    }

    /// Under the status bar, 20; under a navigation bar too, 20 + 44; a scene that hides the
    /// status bar, 0.
    @Test func aDevicelessScenesTopGuideIsBelowTheStatusBar() throws {
        #expect(try Self.noteTop(metrics: "") == 20)
        #expect(try Self.noteTop(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#) == 64)
        #expect(try Self.noteTop(metrics: #"<nil key="simulatedStatusBarMetrics"/>"#) == 0)
    }
}
