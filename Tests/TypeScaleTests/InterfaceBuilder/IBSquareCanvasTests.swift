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
