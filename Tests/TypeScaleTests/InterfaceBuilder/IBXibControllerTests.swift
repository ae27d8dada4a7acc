import Testing
@testable import TypeScale

/// A xib may hold a view controller at its top level (pace's onboarding xib holds one
/// `<viewController>` and nothing else): its root view is a screen, laid out as a
/// storyboard scene's, with the device's insets. Such a xib used to import no screen at all.
struct IBXibControllerTests {
    static let xib = IBTestDocument.xib(device: "retina4_7", """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <viewController id="vc" customClass="OnboardingViewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="30" y="40" width="315" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="guide" secondAttribute="leading" constant="30" id="l"/>
                    <constraint firstItem="guide" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="30" id="r"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="guide"/>
            </view>
        </viewController>
        """)

    /// The title is 20 below the safe area, under the iPhone 8's 20-pt status bar: y 40.
    @Test func theControllersViewIsAScreen() throws {
        let imported = try InterfaceBuilderImport.read(Array(Self.xib.utf8), file: "Onboarding.xib")
        // Its one screen takes the file's name, as a xib's single view does.
        #expect(imported.screens.map(\.name) == ["Onboarding"])
        let layout = try IBDocumentLayout.firstScreen(Self.xib, file: "Onboarding.xib")
        let title = try #require(layout.views.first { $0.ibObjectId == "title" })
        #expect(title.absoluteFrame.y == 40 && title.absoluteFrame.x == 30)
    }

    /// A document with nothing to lay out is no error, but says so.
    @Test func aDocumentWithoutScreensWarns() throws {
        let empty = IBTestDocument.xib(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#)
        let imported = try InterfaceBuilderImport.read(Array(empty.utf8), file: "Empty.xib")
        #expect(imported.screens.isEmpty)
        #expect(imported.warnings.map(\.message) == [
            "no screen to lay out: the document has no top-level view, cell or view controller with a view"])
    }
}
