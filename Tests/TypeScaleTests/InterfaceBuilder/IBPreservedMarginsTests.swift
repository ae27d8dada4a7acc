import Testing
@testable import TypeScale

/// `preservesSuperviewLayoutMargins="YES"` on a view imports as `preservesSuperviewMargins`
/// (README "Interface Builder files", Views), as eRouska's scroll view and content view,
/// whose stack pinned to the content view's margins is stored at the root's 20, not 8.
struct IBPreservedMarginsTests {
    /// A 414 × 736 view on an iPhone 8 Plus (20-pt root margins) holding a scroll view pinned
    /// to its edges; in it a content view pinned to the content guide and as wide as the
    /// frame guide; in that a label pinned to the content view's side margins.
    static func xib(preserves: Bool) -> String {
        let flag = preserves ? #" preservesSuperviewLayoutMargins="YES""# : ""
        return IBTestDocument.xib(device: "retina5_5", plugin: "17701", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                <subviews>
                    <scrollView\(flag) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                        <subviews>
                            <view\(flag) translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                                <subviews>
                                    <label text="Update" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="20" y="20" width="374" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="r"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="t"/>
                                    <constraint firstAttribute="height" constant="200" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="cl"/>
                            <constraint firstItem="content" firstAttribute="trailing" secondItem="guide" secondAttribute="trailing" id="cr"/>
                            <constraint firstItem="content" firstAttribute="top" secondItem="guide" secondAttribute="top" id="ct"/>
                            <constraint firstItem="content" firstAttribute="bottom" secondItem="guide" secondAttribute="bottom" id="cb"/>
                            <constraint firstItem="content" firstAttribute="width" secondItem="frameGuide" secondAttribute="width" id="cw"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="guide"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="frameGuide"/>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sr"/>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
                </constraints>
            </view>
            """)
    }

    @Test func theLabelTakesTheRootsMarginsThroughTheScrollView() throws {
        let preserved = try IBDocumentLayout.firstScreen(Self.xib(preserves: true), file: "update.xib")
        let title = try #require(preserved.views.first { $0.ibObjectId == "title" })
        #expect(title.absoluteFrame.x == 20)
        #expect(title.absoluteFrame.width == 374)
        let own = try IBDocumentLayout.firstScreen(Self.xib(preserves: false), file: "update.xib")
        let ownTitle = try #require(own.views.first { $0.ibObjectId == "title" })
        #expect((ownTitle.absoluteFrame.x, ownTitle.absoluteFrame.width) == (8, 398))
    }

    /// The import writes the flag on the views that carry it, not on cells (whose margins
    /// are the cell rules').
    @Test func theImportWritesTheFlag() throws {
        let imported = try InterfaceBuilderImport.read(Array(Self.xib(preserves: true).utf8), file: "update.xib")
        let json = try #require(imported.screens.first).json.text()
        #expect(json.components(separatedBy: "\"preservesSuperviewMargins\": true").count - 1 == 2)
    }
}
