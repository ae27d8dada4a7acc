import Foundation
import Testing
@testable import TypeScale

/// What a storyboard scene is shown as (README "Interface Builder files", Container): a
/// freeform scene or a sheet is laid out at its stored size, a freeform one with the device's
/// status bar and home indicator when the file uses safe areas; a navigation bar is shown where
/// Interface Builder infers one.
struct IBSceneDestinationTests {
    /// One view controller on an iPhone 14 (390 × 844, safe area 47/34) whose root is stored
    /// `width` × `height`, with `destination` inside the controller. A label is pinned 15 below
    /// the safe area's top (or the legacy top guide) and a 32-pt bar to the safe area's bottom.
    static func scene(width: Double, height: Double, destination: String, safeAreas: Bool = true,
                      navigationItem: Bool = false, device: String = "retina6_0", plugin: String? = nil,
                      appearance: Bool = false) -> String {
        let guides = safeAreas ? "" : """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
            """
        let (topItem, topAttribute) = safeAreas ? ("safe", "top") : ("top", "bottom")
        let (bottomItem, bottomAttribute) = safeAreas ? ("safe", "bottom") : ("bottom", "top")
        return IBTestDocument.storyboard(device: device, plugin: plugin, safeAreas: safeAreas,
                                         appearance: appearance ? "light" : nil, """
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" customClass="RenameViewController" sceneMemberID="viewController">
            \(guides)
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label text="Rename" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="20" y="62" width="100" height="18"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </label>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="134" width="300" height="32"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="32" id="bar-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            \(safeAreas ? #"<viewLayoutGuide key="safeArea" id="safe"/>"# : "")
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="\(topItem)" secondAttribute="\(topAttribute)" constant="15" id="t"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="br"/>
                                <constraint firstItem="\(bottomItem)" firstAttribute="\(bottomAttribute)" secondItem="bar" secondAttribute="bottom" id="bb"/>
                            </constraints>
                        </view>
                        \(navigationItem ? #"<navigationItem key="navigationItem" id="n"/>"# : "")
                        \(destination)
                    </viewController>
                </objects>
            </scene>
            """)
    }

    static func frames(_ xml: String, canvas: Bool = false) throws -> (container: Container, title: Frame, bar: Frame) {
        var request = LayoutRequest()
        request.canvas = canvas
        let layout = try IBDocumentLayout.firstScreen(xml, file: "rename.storyboard", request: request)
        func frame(_ ib: String) throws -> Frame { try #require(layout.views.first { $0.ibObjectId == ib }).absoluteFrame }
        return (layout.container, try frame("title"), try frame("bar"))
    }

    /// Newer Xcodes write a freeform scene as `<size key="freeformSize">` alone: 300 × 200 with
    /// the iPhone 14's insets, so the label is at 47 + 15 and the bar ends 34 above the bottom.
    @Test func aFreeformSizeKeepsTheStoredSizeAndTheDevicesInsets() throws {
        let laidOut = try Self.frames(Self.scene(width: 300, height: 200, destination: #"<size key="freeformSize" width="300" height="200"/>"#))
        #expect((laidOut.container.width, laidOut.container.height) == (300, 200))
        #expect(laidOut.title.y == 62)
        #expect(laidOut.bar == Frame(x: 0, y: 134, width: 300, height: 32))
    }

    /// The older spelling, `freeformSimulatedSizeMetrics`, is the same scene.
    @Test func theSimulatedFreeformMetricsAreTheSame() throws {
        let laidOut = try Self.frames(Self.scene(width: 300, height: 200,
                                                 destination: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#))
        #expect((laidOut.container.width, laidOut.container.height) == (300, 200))
        #expect(laidOut.title.y == 62)
    }

    /// With the legacy layout guides a freeform scene keeps the device's insets too: an iPad's
    /// top guide is at 20; an iPhone 4s's, saved by Xcode 12, at 0 on the canvas (no status
    /// bar there, `IBStatusBar`) and at 20 in the app.
    @Test func aLegacyFreeformSceneKeepsTheDevicesInsets() throws {
        let pad = Self.scene(width: 400, height: 600, destination: #"<size key="freeformSize" width="400" height="600"/>"#,
                             safeAreas: false, device: "ipad9_7", plugin: "23084")
        #expect(try Self.frames(pad, canvas: true).title.y == 35)
        let phone = Self.scene(width: 300, height: 310, destination: #"<size key="freeformSize" width="300" height="310"/>"#,
                               safeAreas: false, device: "retina3_5", plugin: "17703")
        let canvas = try Self.frames(phone, canvas: true)
        #expect((canvas.container.width, canvas.container.height) == (300, 310))
        #expect(canvas.title.y == 15)
        #expect(canvas.bar.y == 310 - 32)
        #expect(try Self.frames(phone).title.y == 35)
    }

    /// A page sheet is its stored size, below the status bar and without a home indicator.
    @Test func aPageSheetIsItsStoredSizeWithoutInsets() throws {
        let laidOut = try Self.frames(Self.scene(width: 390, height: 790,
                                                 destination: #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#))
        #expect((laidOut.container.width, laidOut.container.height) == (390, 790))
        #expect(laidOut.title.y == 15)
        #expect(laidOut.bar.y == 790 - 32)
    }

    /// A scene stored device-wide and as much shorter than the screen as a page sheet is
    /// (54 pt on a 44-pt-notched iPhone in Xcode 11 to 14, 20 without a notch; later Xcodes:
    /// `sheetHeightsByXcode`) is one Xcode 11 and later draw as a
    /// sheet presented modally, though the file does not say so: below the status bar, a
    /// sheet's 56-pt navigation bar, the home indicator's inset kept. Before Xcode 11, or at
    /// another height, the scene is freeform with the device's insets.
    @Test func aSceneStoredAtASheetsHeightIsDrawnAsASheet() throws {
        let sheet = try Self.frames(Self.scene(width: 375, height: 758, destination: "", device: "retina5_9", plugin: "17125"))
        #expect((sheet.container.width, sheet.container.height) == (375, 758))
        #expect(sheet.title.y == 15)
        #expect(sheet.bar.y == 692)  // 758 − 34 − 32
        let underBar = try Self.frames(Self.scene(width: 375, height: 758,
                                                  destination: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
                                                  device: "retina5_9", plugin: "17125"))
        #expect(underBar.title.y == 71)  // 56 + 15
        let bare = try Self.frames(Self.scene(width: 375, height: 647, destination: "", device: "retina4_7", plugin: "15704"))
        #expect(bare.title.y == 15)
        #expect(bare.bar.y == 615)  // 647 − 32
        // Xcode 10 drew no sheets; another height is a freeform scene.
        #expect(try Self.frames(Self.scene(width: 375, height: 758, destination: "", device: "retina5_9", plugin: "14460")).title.y == 59)
        #expect(try Self.frames(Self.scene(width: 375, height: 768, destination: "", device: "retina5_9", plugin: "17125")).title.y == 59)
    }

    /// A `navigationItem` alone adds no bar, freeform or device-sized (the label stays at
    /// 47 + 15, not 47 + 44 + 15: KeePassium's passcode scene, IBNavigation); a simulated
    /// navigation bar does, and keeps the device.
    @Test func aNavigationItemAloneShowsNoBar() throws {
        let freeform = try Self.frames(Self.scene(width: 300, height: 200, destination: #"<size key="freeformSize" width="300" height="200"/>"#,
                                                  navigationItem: true))
        #expect(freeform.title.y == 62)
        let device = try Self.frames(Self.scene(width: 390, height: 844, destination: "", navigationItem: true))
        #expect((device.container.width, device.container.height) == (390, 844))
        #expect(device.title.y == 47 + 15)
        let simulated = try Self.frames(Self.scene(
            width: 390, height: 844, destination: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        #expect(simulated.title.y == 47 + 44 + 15)
        #expect(simulated.bar.y == 844 - 34 - 32)
    }

    /// A xib's top-level view carries its simulated metrics itself: with a simulated
    /// navigation bar its label, 15 below the safe area, is at 47 + 44 + 15 = 106 on an
    /// iPhone 14, without one at 62 (nextcloud talk's status view is stored so).
    @Test(arguments: [(true, 106.0), (false, 62.0)] as [(Bool, Double)])
    func aXibViewsSimulatedNavigationBarAddsToTheSafeArea(bar: Bool, titleY: Double) throws {
        let xml = IBTestDocument.xib(device: "retina6_0", """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <label text="Status" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="106" width="100" height="18"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="15" id="t"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                    \(bar ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : "")
                </view>
        """)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "status.xib")
        #expect(try #require(layout.views.first { $0.ibObjectId == "title" }).absoluteFrame.y == titleY)
    }

    /// A xib's view that its File's Owner has as its `view` is a controller's view: below an
    /// opaque navigation bar (`translucent="NO"`) IB draws it under the bar, stored shorter,
    /// reaching the screen's bottom: its top inset is 0 and its bottom the device's (NYPL's
    /// 428 × 838 login view on a 926-pt iPhone, its scroll view pinned to the safe area from y
    /// 0 to 34 above the bottom). Otherwise (round 26) it lies at the screen's top-left with
    /// the insets it reaches, as a freeform xib view does (inu-appcenter's 414 × 635 notice
    /// view on an iPhone 11 has no home indicator under it). A scroll view here pinned to the
    /// safe area spans 0 to 838 − 34 under the opaque bar, 47 + 44 to 838 under a translucent
    /// one (838 ends above the 34-pt inset of a 926-pt screen), and the whole 838 in a view no
    /// controller owns: one no owner has as its `view`, or a custom view's nib (its owner, a
    /// view class, loads the view into itself).
    @Test(arguments: [("LoginVC", true, "translucent=\"NO\"", 0.0, 804.0), ("LoginViewController", true, "", 91, 747),
                      ("LoginVC", false, "translucent=\"NO\"", 0, 838), ("LoginCardView", true, "translucent=\"NO\"", 0, 838)])
    func aControllersXibViewIsInsetAsAFreeformScene(ownerClass: String, owned: Bool, bar: String, top: Double, height: Double) throws {
        let owner = owned ? #"<connections><outlet property="view" destination="root" id="o"/></connections>"# : ""
        let xml = IBTestDocument.xib(device: "retina6_7", """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(ownerClass)">\(owner)</placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="428" height="838"/>
                    <subviews>
                        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="428" height="804"/>
                        </scrollView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
                    </constraints>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \(bar) prompted="NO"/>
                </view>
        """)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "login.xib")
        let scroll = try #require(layout.views.first { $0.ibObjectId == "scroll" })
        #expect(scroll.absoluteFrame == Frame(x: 0, y: top, width: 428, height: height))
    }

    /// A navigation controller's root and the scenes pushed from it have the bar; a segue of a
    /// scene's gesture recognizer leaves from the scene's controller; a root whose top bar is
    /// set to none pushes none (OnionBrowser's startup scenes). The titles are 15 below the
    /// safe area: 47 + 44 + 15 = 106 under the bar, 47 + 15 = 62 without.
    ///
    /// `opaque`: the navigation controller's bar is `translucent="NO"`, and IB stores the
    /// scenes below it, 844 − 47 − 44 = 753 tall (lynx56's scenes): their safe area starts at
    /// their top, so the titles are at 15.
    @Test(arguments: [(false, false, 106.0), (true, false, 62.0), (false, true, 15.0)] as [(Bool, Bool, Double)])
    func aPushedSceneHasTheBarOfTheSceneItLeavesFrom(rootHasNoTopBar: Bool, opaque: Bool, titleY: Double) throws {
        let height = opaque ? 753 : 844
        func controller(_ id: String, _ extra: String) -> String {
            """
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" id="\(id)-root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="\(height)"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-title">
                                    <rect key="frame" x="20" y="62" width="100" height="18"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                            <constraints>
                                <constraint firstItem="\(id)-title" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="15" id="\(id)-t"/>
                                <constraint firstItem="\(id)-title" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" constant="20" id="\(id)-l"/>
                            </constraints>
                        </view>
                        \(extra)
                    </viewController>
            """
        }
        let xml = IBTestDocument.storyboard(device: "retina6_0", """
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill"\(opaque ? #" translucent="NO""# : "") id="nav-bar">
                        <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/>
                    </connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            \(controller("first", #"<navigationItem key="navigationItem" id="n1"/>"# + (rootHasNoTopBar ? #"<nil key="simulatedTopBarMetrics"/>"# : "")))
                <tapGestureRecognizer id="tap">
                    <connections>
                        <segue destination="second" kind="show" id="push"/>
                    </connections>
                </tapGestureRecognizer>
            </objects></scene>
            <scene sceneID="s3"><objects>
            \(controller("second", #"<navigationItem key="navigationItem" id="n2"/>"#))
            </objects></scene>
            """)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "push.storyboard")
        var titles: [String: Double] = [:]
        for screen in imported.screens {
            let loaded = try LoadedScreen.load(screen.screen, path: "push.storyboard", fontFiles: [])
            let layout = try #require(try loaded.layouts(LayoutRequest()).first)
            for view in layout.views where view.ibObjectId?.hasSuffix("-title") == true {
                titles[view.ibObjectId ?? ""] = view.absoluteFrame.y
            }
        }
        #expect(titles["first-title"] == titleY)
        #expect(titles["second-title"] == titleY)
    }

    /// A freeform xib view on an iPad has the iPad's size classes, as on IB's canvas: its
    /// image, 64 pt and 96 under regular-regular (WordPress's tag cell), is 96; on an iPhone
    /// the same view is compact-regular and 64.
    @Test(arguments: [("ipad12_9rounded", 96.0, SizeClass.regular), ("retina6_0", 64, .compact)])
    func aFreeformViewHasItsDevicesSizeClasses(device: String, side: Double, widthClass: SizeClass) throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="206"/>
                    <subviews>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="16" y="16" width="96" height="96"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="64" id="w">
                                    <variation key="heightClass=regular-widthClass=regular" constant="96"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="64" id="h">
                                    <variation key="heightClass=regular-widthClass=regular" constant="96"/>
                                </constraint>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="image" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstItem="image" firstAttribute="top" secondItem="card" secondAttribute="top" constant="16" id="t"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let layout = try IBDocumentLayout.firstScreen(xml, file: "card.xib")
        #expect((layout.container.width, layout.container.height) == (480, 206))
        #expect(layout.container.widthClass == widthClass)
        let image = try #require(layout.views.first { $0.ibObjectId == "image" })
        #expect(image.absoluteFrame == Frame(x: 16, y: 16, width: side, height: side))
    }

    /// An iPhone 8's status bar (its whole 20-pt top inset) is on IB's canvas as the Xcode
    /// that saved the file drew it (`IBStatusBar`): Xcode 11 to 14 never, older ones on
    /// device-sized scenes only, newer ones always. The app has it either way. The label is
    /// pinned 15 below the safe area.
    /// An Xcode 11 beta wrote a plug-in below 15000 and the device's `appearance`, which
    /// Xcode 10 never wrote: it draws as Xcode 11 does.
    @Test(arguments: [("17505", false, false, 15.0), ("21505", false, false, 15), ("14460", false, false, 35),
                      ("23506", false, false, 35), ("22504", false, false, 35), ("14490", true, false, 15), ("18093", true, false, 15),
                      ("23506", true, false, 35), ("14824", false, true, 15), ("17505", false, true, 15)])
    func theStatusBarOfAnIPhoneWithoutANotchFollowsTheXcodeThatSavedTheFile(plugin: String, freeform: Bool, appearance: Bool,
                                                                            titleY: Double) throws {
        let destination = freeform ? #"<size key="freeformSize" width="375" height="667"/>"# : ""
        let xml = Self.scene(width: 375, height: 667, destination: destination, device: "retina4_7", plugin: plugin,
                             appearance: appearance)
        let canvas = try Self.frames(xml, canvas: true)
        #expect(canvas.title.y == titleY)
        #expect(canvas.bar.y == 667 - 32, "no home indicator")
        #expect(try Self.frames(xml).title.y == 35, "the app at launch")
    }

    /// Before Xcode 11 a scene's own simulated status bar decides the canvas: set on a
    /// freeform scene it is drawn (20 + 15), set to none on a device-sized one it is not. From
    /// Xcode 11 the setting is ignored. The app has its status bar either way.
    @Test(arguments: [("14490", true, #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#, 35.0),
                      ("14490", false, #"<nil key="simulatedStatusBarMetrics"/>"#, 15),
                      ("17505", true, #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#, 15)])
    func beforeXcode11TheScenesOwnStatusBarSettingDecides(plugin: String, freeform: Bool, metrics: String, titleY: Double) throws {
        let size = freeform ? #"<size key="freeformSize" width="375" height="667"/>"# : ""
        let xml = Self.scene(width: 375, height: 667, destination: metrics + size, device: "retina4_7", plugin: plugin)
        #expect(try Self.frames(xml, canvas: true).title.y == titleY)
        #expect(try Self.frames(xml).title.y == 35)
    }

    /// A scene that says nothing takes its navigation controller's setting: a light status bar
    /// there puts a freeform root's label under the status bar and the navigation bar.
    @Test func aRootSceneInheritsItsNavigationControllersStatusBar() throws {
        let scene = Self.scene(width: 375, height: 667, destination: #"<size key="freeformSize" width="375" height="667"/>"#,
                               device: "retina4_7", plugin: "14490")
        let xml = Self.underNavigationController(scene, metrics: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>"#)
        #expect(try Self.frames(xml, canvas: true).title.y == 20 + 44 + 15)
        #expect(try Self.frames(scene, canvas: true).title.y == 15, "without it, a freeform Xcode 10 scene has none")
    }

    /// A scene that sets no bottom bar has its presenter's: a navigation controller's tab bar
    /// (set, or its tab bar controller's), 49 pt above the bottom; its own `nil` wins.
    static let tabBarMetrics = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    static let toolbarMetrics = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
    static let noBottomBar = #"<nil key="simulatedBottomBarMetrics"/>"#

    // Bar ends: 667 - 49 - 32 = 586 (tab bar), 667 - 44 - 32 = 591 (toolbar), 667 - 32 = 635.
    @Test(arguments: [(tabBarMetrics, "", 586.0), (toolbarMetrics, "", 591.0), (tabBarMetrics, noBottomBar, 635.0), ("", "", 635.0)])
    func aRootSceneInheritsItsNavigationControllersBottomBar(navigationMetrics: String, ownMetrics: String, barY: Double) throws {
        let scene = Self.scene(width: 375, height: 667, destination: ownMetrics, device: "retina4_7", plugin: "23506")
        #expect(try Self.frames(Self.underNavigationController(scene, metrics: navigationMetrics)).bar.y == barY)
    }

    /// Above an opaque tab bar (`translucent="NO"`) IB stores the scene shorter, ending at the
    /// bar, and the view has no bottom inset: inju2403's list scene, 390 × 761 on an 844-pt
    /// iPhone, ends its table at 761. The bar pinned to the safe area's bottom ends at 761
    /// (729 + 32). A translucent tab bar over the same 761-pt scene keeps the bar's 49 and the
    /// home indicator's 34 under it: 761 − 83 − 32 = 646. A device-sized scene with an opaque
    /// bar keeps both (844 − 83 − 32 = 729).
    @Test(arguments: [(761.0, #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#, 729.0),
                      (761, tabBarMetrics, 646), (844, #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#, 729)])
    func aSceneAboveAnOpaqueTabBarEndsAtIt(height: Double, metrics: String, barY: Double) throws {
        let xml = Self.scene(width: 390, height: height, destination: metrics)
        #expect(try Self.frames(xml).bar.y == barY)
    }

    /// `scene`'s controller (`vc`) as the root of a navigation controller carrying `metrics`.
    static func underNavigationController(_ scene: String, metrics: String) -> String {
        scene.replacingOccurrences(of: "</scenes>", with: """
                <scene sceneID="n">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            \(metrics)
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        """)
    }

    /// A tab bar controller's child has its tab bar.
    @Test func aTabBarControllersChildHasItsTabBar() throws {
        let tabs = """
                <scene sceneID="t">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="viewControllers" id="tab-segue"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
        """
        let scene = Self.scene(width: 375, height: 667, destination: "", device: "retina4_7", plugin: "23506")
        #expect(try Self.frames(scene.replacingOccurrences(of: "</scenes>", with: tabs)).bar.y == 667 - 49 - 32)
        #expect(try Self.frames(scene).bar.y == 667 - 32)
    }

    /// A today widget's view (`simulatedAppContext="notificationCenter"`) has neither a status
    /// bar nor a navigation bar, on the canvas and at run time, whatever the metrics say.
    @Test func aWidgetHasNoBars() throws {
        let metrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><size key="freeformSize" width="320" height="200"/>"#
        let scene = Self.scene(width: 320, height: 200, destination: metrics, device: "retina4_0", plugin: "13772")
        #expect(try Self.frames(scene).title.y == 20 + 44 + 15, "an ordinary view under the same metrics")
        let widget = scene.replacingOccurrences(of: #"<view key="view" id="root">"#,
                                                with: #"<view key="view" simulatedAppContext="notificationCenter" id="root">"#)
        #expect(try Self.frames(widget).title.y == 15)
        #expect(try Self.frames(widget, canvas: true).title.y == 15)
    }

    /// On a notched iPhone a widget's view has the part of the insets it reaches, in Xcode 11
    /// as later: a 320 × 150 widget at the top of an iPhone 11 has the housing above its label
    /// (48 pt in the app; 44 on the canvas before Xcode 14), but no home indicator under its
    /// bar, which ends at 150, as a freeform xib view narrower than the screen has (an
    /// ordinary freeform scene keeps the device's 34 there in every Xcode).
    @Test(arguments: [("16096", 44.0), ("22685", 48)] as [(String, Double)])  // the iPhone 11 preview's inset then
    func aWidgetHasThePartOfTheInsetsItReaches(plugin: String, housing: Double) throws {
        let scene = Self.scene(width: 320, height: 150, destination: #"<size key="freeformSize" width="320" height="150"/>"#,
                               device: "retina6_1", plugin: plugin, appearance: true)
        let widget = scene.replacingOccurrences(of: #"<view key="view" id="root">"#,
                                                with: #"<view key="view" simulatedAppContext="notificationCenter" id="root">"#)
        let laidOut = try Self.frames(widget)
        #expect(laidOut.title.y == 48 + 15)
        #expect(try Self.frames(widget, canvas: true).title.y == housing + 15)
        #expect(laidOut.bar.y == 150 - 32)
        #expect(try Self.frames(scene).bar.y == 150 - 34 - 32)
    }

    /// A page sheet's navigation bar is iOS 13's sheet bar, 56 pt, with no status bar above
    /// it; the same scene full screen has the status bar and a 44-pt bar.
    @Test func aSheetsNavigationBarIs56() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let sheet = Self.scene(width: 414, height: 716, destination: bar + #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#,
                               device: "retina5_5", plugin: "19144")
        #expect(try Self.frames(sheet).title.y == 56 + 15)
        let xcode10 = sheet.replacingOccurrences(of: #"version="19144""#, with: #"version="14460""#)
        #expect(try Self.frames(xcode10).title.y == 44 + 15, "before iOS 13 a sheet's bar was the ordinary one")
        let full = Self.scene(width: 414, height: 736, destination: bar, device: "retina5_5", plugin: "19144")
        #expect(try Self.frames(full).title.y == 20 + 44 + 15)
    }

    /// IB's 414 × 896 preview is the iPhone 11 at @2x in every Xcode; its canvas drew the top
    /// inset 44 deep before Xcode 14 (the iOS 13 iPhone 11's) and the real 48 from Xcode 14
    /// on, which the app has either way. Until round 26 the older files were laid out on the
    /// @3x iPhone XS Max for its 44.
    @Test(arguments: [("14490", 59.0), ("20020", 59), ("21505", 63), ("0", 63)])  // canvas: 44 + 15, 48 + 15; 0: unknown, the newest
    func theIPhone11PreviewsTopInsetFollowsTheXcode(plugin: String, canvasTitleY: Double) throws {
        let scene = Self.scene(width: 414, height: 896, destination: "", device: "retina6_1", plugin: plugin)
        let app = try Self.frames(scene), canvas = try Self.frames(scene, canvas: true)
        #expect(app.title.y == 48 + 15)
        #expect(canvas.title.y == canvasTitleY)
        #expect(app.container.scale == 2 && canvas.container.scale == 2)
    }

    /// A notched iPhone keeps its sensor housing's inset and a rounded iPad its 24 pt whatever
    /// saved the file; an iPad with a home button is drawn as an iPhone 8 is (round 24: INIAD's
    /// Xcode 11.4 scenes store their navigation bars at y 0): no status bar in Xcode 11 to 14,
    /// 20 pt in Xcode 15 and later (duckduckgo's tab). The app has it either way.
    @Test func notchedIPhonesAndRoundedIPadsKeepTheirTopInset() throws {
        let notched = try Self.frames(Self.scene(width: 390, height: 844, destination: "", plugin: "17505"), canvas: true)
        #expect(notched.title.y == 47 + 15)
        let rounded = try Self.frames(Self.scene(width: 1024, height: 1366, destination: "", device: "ipad12_9rounded", plugin: "17505"),
                                      canvas: true)
        #expect(rounded.title.y == 24 + 15)
        let xcode12 = Self.scene(width: 768, height: 1024, destination: "", device: "ipad9_7", plugin: "17505")
        #expect(try Self.frames(xcode12, canvas: true).title.y == 15)
        #expect(try Self.frames(xcode12).title.y == 20 + 15, "the app at launch")
        let xcode15 = Self.scene(width: 768, height: 1024, destination: "", device: "ipad9_7", plugin: "22685")
        #expect(try Self.frames(xcode15, canvas: true).title.y == 20 + 15)
    }

    /// What a sheet-sized scene is not: on an iPad (a sheet there is narrower than the screen)
    /// or at another height than its Xcode's sheets (`sheetHeightsByXcode`) it is freeform; in
    /// landscape a sheet is full screen (the device turned, its insets).
    @Test func sheetSizedScenesElsewhere() throws {
        let pad = try Self.frames(Self.scene(width: 768, height: 1004, destination: "", device: "ipad9_7", plugin: "17125"))
        #expect(pad.title.y == 35)  // 20 + 15
        let iPhone14 = try Self.frames(Self.scene(width: 390, height: 790, destination: "", device: "retina6_0", plugin: "17125"))
        #expect(iPhone14.title.y == 62)  // 47 + 15, freeform
        let notched = Self.scene(width: 375, height: 758, destination: "", device: "retina5_9", plugin: "17125")
        #expect(try Self.frames(notched).title.y == 15)
        let turned = try IBDocumentLayout.firstScreen(notched, file: "sheet.storyboard", .landscape)
        #expect((turned.container.width, turned.container.height) == (812, 375))
        #expect(turned.container.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    /// How much shorter than an iPhone 15 (393 × 852, safe area 59/34) each Xcode draws a
    /// page sheet, and its insets: Xcode 14.2 leaves the sensor housing and 10 pt (783) and
    /// keeps the home indicator's inset; Xcode 14.3 to 16 leave 10 pt (842; round 30: 14.3's
    /// natsu1211 alarm sheet, dev set 39), Xcode 26 the housing (793), neither with an inset. A
    /// scene at another Xcode's sheet height is freeform, below the device's 59 pt. Xcode 26's
    /// doubled canvas insets are not a sheet's.
    @Test(arguments: [("21505", 783.0, 34.0), ("21679", 842, 0), ("22505", 842, 0), ("23506", 842, 0), ("24506", 793, 0)])
    func sheetHeightsByXcode(plugin: String, height: Double, bottomInset: Double) throws {
        let sheet = try Self.frames(Self.scene(width: 393, height: height, destination: "", device: "retina6_12", plugin: plugin),
                                    canvas: true)
        #expect((sheet.container.width, sheet.container.height) == (393, height))
        #expect(sheet.title.y == 15)
        #expect(sheet.bar.y == height - bottomInset - 32)
        for other in [783.0, 842, 793] where other != height {
            let freeform = try Self.frames(Self.scene(width: 393, height: other, destination: "", device: "retina6_12", plugin: plugin))
            #expect(freeform.title.y == 59 + 15, "\(other) is not a sheet of plug-in \(plugin)")
        }
    }

    /// A child shown in a container view (an `embed` segue, through a navigation controller)
    /// is not a sheet, whatever its stored height: on an iPhone 8 (Xcode 16, its canvas's
    /// status bar drawn) it is under the status bar and a 44-pt bar, at 20 + 44 + 15.
    @Test func anEmbeddedChildIsNotASheet() throws {
        // `scene`'s controller, "vc", as the root of a navigation controller that a parent
        // shows in a container view below its safe area's top.
        let containment = """
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s0"><objects>
                    <viewController id="parent" customClass="ParentViewController" sceneMemberID="viewController">
                        <view key="view" id="parentRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <containerView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                    <connections><segue destination="nav" kind="embed" id="embed"/></connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        """
        let xml = Self.scene(width: 375, height: 647, destination: "", device: "retina4_7", plugin: "23506", appearance: true)
            .replacingOccurrences(of: "</scenes>", with: containment)
        #expect(try Self.frames(xml, canvas: true).title.y == 79)  // 20 + 44 + 15
        // Presented instead of embedded, the same scene is a sheet: 56 + 15.
        let presented = xml.replacingOccurrences(of: #"kind="embed""#, with: #"kind="presentation""#)
        #expect(try Self.frames(presented, canvas: true).title.y == 71)
    }

    /// A scene stored at another size than its device's (a child in a container view, a root
    /// shortened by a bar) is laid out at that size, with the device's insets; at a page
    /// sheet's height it is a sheet (`aSceneStoredAtASheetsHeightIsDrawnAsASheet`).
    @Test func aSceneStoredAtAnotherSizeKeepsIt() throws {
        let laidOut = try Self.frames(Self.scene(width: 375, height: 600, destination: "", device: "retina4_7", plugin: "23506"))
        #expect((laidOut.container.width, laidOut.container.height) == (375, 600))
        #expect(laidOut.title.y == 20 + 15)
        #expect(laidOut.bar.y == 600 - 32)
    }
}

extension IBSceneDestinationTests {
    /// A legacy guide's height or centre is no edge typescale can name: an error at the
    /// constraint's line, where it had been the root's (a whole screen's height: round 36's
    /// review). Its edges still work (the scene above lays out).
    @Test(arguments: ["height", "centerY"])
    func aLegacyGuidesHeightIsRefused(attribute: String) throws {
        let xml = Self.scene(width: 390, height: 844, destination: "", safeAreas: false)
            .replacingOccurrences(of: #"secondItem="top" secondAttribute="bottom" constant="15""#,
                                  with: #"secondItem="top" secondAttribute="\#(attribute)" constant="15""#)
        #expect(throws: InputError.self) { try IBDocumentLayout.firstScreen(xml, file: "guide.storyboard") }
        do {
            _ = try IBDocumentLayout.firstScreen(xml, file: "guide.storyboard")
        } catch let error as InputError {
            #expect(error.message == "a legacy layout guide's \(attribute) is not modelled (its edges and sides are)")
        }
        _ = try IBDocumentLayout.firstScreen(Self.scene(width: 390, height: 844, destination: "", safeAreas: false), file: "guide.storyboard")
    }
}
