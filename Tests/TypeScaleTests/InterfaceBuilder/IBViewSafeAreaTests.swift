import Testing
@testable import TypeScale

/// A constraint to the safe area of a view below the root imports as that view's own guide
/// (`view1.safeArea.top`), not its edges: as TIP's tutorial pages, whose titles are pinned
/// 60 below the safe area of a full-screen content view and stored at y 80 under an iPhone
/// 8's 20-pt status bar (Xcode 10).
struct IBViewSafeAreaTests {
    static let storyboard = IBTestDocument.storyboard(device: "retina4_7", toolsVersion: "14460.31", plugin: "14460.20", """
        <scene sceneID="s"><objects>
            <viewController storyboardIdentifier="Welcome" id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Welcome" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="20" y="80" width="335" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="60" id="t"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="guide" secondAttribute="leading" constant="20" id="l"/>
                                <constraint firstItem="guide" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="r"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="guide"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="top" id="ct"/>
                        <constraint firstItem="content" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="cb"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>
                        <constraint firstItem="content" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="cr"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="rootGuide"/>
                </view>
            </viewController>
        </objects></scene>
        """)

    @Test func theGuideImportsAsTheViewsOwn() throws {
        let imported = try InterfaceBuilderImport.read(Array(Self.storyboard.utf8), file: "tutorial.storyboard")
        let screen = try #require(imported.screens.first)
        let written = screen.screen.constraints.compactMap { spec -> String? in
            guard case .expression(let expression) = spec.body else { return nil }
            return ConstraintText.item(expression.second ?? expression.first)
        }
        #expect(written.contains("view1.safeArea.top") && written.contains("view1.safeArea.leading"))
    }

    /// The title is at the status bar's 20 + 60 = 80, as stored; as the content view's edges
    /// the guide put it at 60.
    @Test func theTitleSitsBelowTheStatusBar() throws {
        let layout = try IBDocumentLayout.firstScreen(Self.storyboard, file: "tutorial.storyboard")
        let title = try #require(layout.views.first { $0.ibObjectId == "title" })
        #expect(title.absoluteFrame.y == 80)
        #expect(title.absoluteFrame.x == 20)
    }
}
