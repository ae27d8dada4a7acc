import Testing
@testable import TypeScale

/// A storyboard that names no device (Xcode 6 and 7: the 600 × 600 size-class canvas) draws
/// a status bar over its scenes, as those Xcodes' canvases did (round 38: van9923016's note
/// editor, dev set 55, pinned to its top layout guide under a navigation bar, is stored at 64).
struct IBSquareCanvasTests {
    /// A 600 × 600 scene whose note view is pinned to the top layout guide; `metrics` goes in
    /// the controller (simulated bars).
    static func storyboard(metrics: String, plugin: String = "9529", noteLeading: String = #"secondItem="root" secondAttribute="leading""#,
                           noteTop: String = #"secondItem="topGuide" secondAttribute="bottom""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugin)"/>
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
                                    <constraint firstItem="note" firstAttribute="top" \(noteTop) id="t"/>
                                    <constraint firstItem="note" firstAttribute="leading" \(noteLeading) id="l"/>
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

    /// The note's top on the canvas (the 600 × 600 square) or in the app (the default device).
    static func noteTop(metrics: String, canvas: Bool = true) throws -> Double? {
        let imported = try InterfaceBuilderImport.read(Array(storyboard(metrics: metrics).utf8), file: "notes.storyboard")
        let loaded = try LoadedScreen.load(try #require(imported.screens.first).screen, path: "notes.storyboard", fontFiles: [])
        let layout = try #require(try loaded.layouts(canvas ? .storedFramesLayout : LayoutRequest()).first)
        return layout.views.first { $0.ibObjectId == "note" }?.frame.y
    }

    /// Under the status bar, 20; under a navigation bar too, 20 + 44; a scene that hides the
    /// status bar, or one drawn below an opaque bar, 0.
    @Test func aDevicelessScenesTopGuideIsBelowTheStatusBar() throws {
        #expect(try Self.noteTop(metrics: "") == 20)
        #expect(try Self.noteTop(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#) == 64)
        #expect(try Self.noteTop(metrics: #"<nil key="simulatedStatusBarMetrics"/>"#) == 0)
        // Below an opaque bar the root starts below the bars: nothing over it.
        #expect(try Self.noteTop(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#) == 0)
    }

    /// The square is the canvas's: the app runs on the default device, an iPhone 15, whose
    /// safe area starts at 59 (103 under a navigation bar), where the canvas has its 600 × 600.
    @Test func theAppRunsTheSquaresSceneOnTheDefaultDevice() throws {
        let imported = try InterfaceBuilderImport.read(Array(Self.storyboard(metrics: "").utf8), file: "notes.storyboard")
        let loaded = try LoadedScreen.load(try #require(imported.screens.first).screen, path: "notes.storyboard", fontFiles: [])
        let app = try #require(try loaded.layouts(LayoutRequest()).first)
        #expect(app.container.width == 393 && app.container.height == 852)
        let canvas = try #require(try loaded.layouts(.storedFramesLayout).first)
        #expect(canvas.container.width == 600 && canvas.container.height == 600)
        #expect(try Self.noteTop(metrics: "", canvas: false) == 59)
        #expect(try Self.noteTop(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, canvas: false) == 103)
    }
}

extension IBSquareCanvasTests {
    /// Xcode 6's square canvas gave the root 16-pt side margins, Xcode 7's 20 (State-of-flux's
    /// Xcode 6.3 container and 15Jman202's Xcode 7.3 field, dev sets 59 and 56): the canvas's
    /// difference (`canvas.sideMargin`); the app keeps its device's margins (16 on an iPhone 15).
    @Test(arguments: [("7703", 16.0), ("10085", 20.0)])
    func theSquareCanvasSideMarginFollowsTheXcode(plugin: String, margin: Double) throws {
        let xml = Self.storyboard(metrics: "", plugin: plugin, noteLeading: #"secondItem="root" secondAttribute="leadingMargin""#)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "notes.storyboard")
        let screen = try #require(imported.screens.first).screen
        let loaded = try LoadedScreen.load(screen, path: "notes.storyboard", fontFiles: [])
        let canvas = try #require(try loaded.layouts(.storedFramesLayout).first)
        #expect(canvas.views.first { $0.ibObjectId == "note" }?.frame.x == margin)
        let app = try #require(try loaded.layouts(LayoutRequest()).first)
        #expect(app.views.first { $0.ibObjectId == "note" }?.frame.x == 16)
        // On another device the canvas keeps that device's margin: 20 on a 430-pt iPhone.
        var wide = LayoutRequest.storedFramesLayout
        wide.container.device = Device.named("iphone-15-pro-max")
        let onWide = try #require(try loaded.layouts(wide).first)
        #expect(onWide.container.width == 430)
        #expect(onWide.views.first { $0.ibObjectId == "note" }?.frame.x == 20)
    }
}

extension IBSquareCanvasTests {
    /// Before iOS 11 a controller's root had no top margin and measured its margins from its
    /// frame: State-of-flux's Xcode 6.3 scanner view, pinned to the root's top margin under the
    /// status bar, is stored at y 0 (dev set 59). The app measures them from the safe area
    /// (an iPhone 15's, 59).
    @Test func beforeIOS11TheRootsTopMarginIsItsTop() throws {
        let xml = Self.storyboard(metrics: "", plugin: "7703", noteTop: #"secondItem="root" secondAttribute="topMargin""#)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "notes.storyboard")
        let loaded = try LoadedScreen.load(try #require(imported.screens.first).screen, path: "notes.storyboard", fontFiles: [])
        let canvas = try #require(try loaded.layouts(.storedFramesLayout).first)
        #expect(canvas.views.first { $0.ibObjectId == "note" }?.frame.y == 0)
        let app = try #require(try loaded.layouts(LayoutRequest()).first)
        #expect(app.views.first { $0.ibObjectId == "note" }?.frame.y == 59)
    }
}

extension IBSquareCanvasTests {
    /// Round 38's second review: a deviceless scene below an opaque navigation bar is stored 600 ×
    /// 536 (the square less the 64 pt of bars, as Xcode 6 and 7 store it, the root at y 64):
    /// drawn on the same size-class square, which no iPhone is. The app should run it on the
    /// default device, as it runs the 600 × 600 scene (README: "a controller's scene stored on
    /// it runs in the app on the default device"); the import had kept `size` 600 × 536 for
    /// the app, its audit judging a 600-pt-wide screen no user sees.
    @Test func aDevicelessSceneBelowAnOpaqueBarRunsOnTheDefaultDevice() throws {
        let xml = Self.storyboard(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="64" width="600" height="536"/>"#)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "notes.storyboard")
        let loaded = try LoadedScreen.load(try #require(imported.screens.first).screen, path: "notes.storyboard", fontFiles: [])
        let canvas = try #require(try loaded.layouts(.storedFramesLayout).first)
        #expect(canvas.container.width == 600 && canvas.container.height == 536)
        let app = try #require(try loaded.layouts(LayoutRequest()).first)
        #expect(app.container.width == 393, "the app laid the scene out \(app.container.width) wide")
    }

    /// Round 38's second review: a deviceless scene embedded in another's container view is drawn
    /// without the status bar (IB infers no status bar for an embedded child), as the same
    /// scene of a file that names a device is (`canvas.statusBar: hidden`, the child's strip
    /// pinned to its top layout guide stored at y 0). The square's status bar had been given
    /// to every deviceless controller's scene, so `--canvas` put the strip at 20. The child
    /// keeps its own size too.
    @Test func aDevicelessEmbeddedChildHasNoStatusBarOnTheCanvas() throws {
        func xml(device: String) -> String {
            let width = device.isEmpty ? 600 : 375
            return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                \(device)
                <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/></dependencies>
                <scenes>
                    <scene sceneID="p">
                        <objects>
                            <viewController id="parentVC" customClass="ParentViewController" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="pTop"/>
                                    <viewControllerLayoutGuide type="bottom" id="pBottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="proot">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(device.isEmpty ? 600 : 667)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <containerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="300" width="\(width)" height="200"/>
                                            <connections>
                                                <segue destination="childVC" kind="embed" id="emb"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="proot" secondAttribute="top" constant="300" id="bt"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="proot" secondAttribute="leading" id="bl"/>
                                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="br"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="200" id="bh"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="c">
                        <objects>
                            <viewController id="childVC" customClass="ChildViewController" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="cTop"/>
                                    <viewControllerLayoutGuide type="bottom" id="cBottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="croot">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="strip" firstAttribute="top" secondItem="cTop" secondAttribute="bottom" id="st"/>
                                        <constraint firstItem="strip" firstAttribute="leading" secondItem="croot" secondAttribute="leading" id="sl"/>
                                        <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="sr"/>
                                        <constraint firstItem="strip" firstAttribute="height" constant="40" id="sh"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        func stripTopOnCanvas(_ document: String) throws -> Double? {
            let imported = try InterfaceBuilderImport.read(Array(document.utf8), file: "embed.storyboard")
            let child = try #require(imported.screens.first { $0.name == "ChildViewController" })
            let loaded = try LoadedScreen.load(child.screen, path: "embed.storyboard", fontFiles: [])
            let canvas = try #require(try loaded.layouts(.storedFramesLayout).first)
            return canvas.views.first { $0.ibObjectId == "strip" }?.frame.y
        }
        // The same Xcode 7.3 file naming an iPhone 6: no status bar over the embedded child.
        #expect(try stripTopOnCanvas(xml(device: #"<device id="retina4_7" orientation="portrait"/>"#)) == 0)
        #expect(try stripTopOnCanvas(xml(device: "")) == 0)
    }
}

extension IBSquareCanvasTests {
    /// Where size classes are off, Xcode 6 drew a deviceless scene as a 320 × 568 iPhone, under
    /// the status bar too: 224apps' Xcode 6.1 map, pinned to its top layout guide under a
    /// navigation bar, is stored at 64 (dev set 56). That size is a device's: the app keeps it.
    @Test func aDevicelessPhoneSizedSceneIsUnderTheStatusBar() throws {
        let xml = Self.storyboard(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="320" height="568"/>"#)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "map.storyboard")
        let loaded = try LoadedScreen.load(try #require(imported.screens.first).screen, path: "map.storyboard", fontFiles: [])
        for request in [LayoutRequest.storedFramesLayout, LayoutRequest()] {
            let layout = try #require(try loaded.layouts(request).first)
            #expect(layout.container.width == 320 && layout.container.height == 568)
            #expect(layout.views.first { $0.ibObjectId == "note" }?.frame.y == 64)
        }
    }
}
