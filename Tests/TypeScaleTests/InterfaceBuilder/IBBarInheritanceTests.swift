import Testing
@testable import TypeScale

/// The simulated bars a scene inherits where it sets none (`IBNavigation`): along containment
/// (a navigation controller's root, a tab bar controller's children) and pushes, the nearest
/// presenter's winning, whatever order the scenes are written in.
struct IBBarInheritanceTests {
    /// A scene: a controller `element` with `id` (its screen's name), `extra` inside it
    /// (metrics, a navigation bar), and segues to `destinations` of `kind`.
    struct Scene {
        var id: String
        var element = "viewController"
        var extra = ""
        var segues: [(to: String, kind: String)] = []
    }

    static func storyboard(_ scenes: [Scene], device: String = "retina4_7", plugin: String = "23506") -> String {
        let body = scenes.map { scene in
            let view = scene.element.hasSuffix("Controller") && scene.element != "viewController" ? "" : """
                <view key="view" id="\(scene.id)-view">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            """
            let segues = scene.segues.enumerated().map { index, segue in
                let kind = segue.kind.hasPrefix("relationship:")
                    ? #"kind="relationship" relationship="\#(segue.kind.dropFirst("relationship:".count))""#
                    : #"kind="\#(segue.kind)""#
                return #"<segue destination="\#(segue.to)" \#(kind) id="\#(scene.id)-segue\#(index)"/>"#
            }.joined()
            return """
            <scene sceneID="\(scene.id)-scene"><objects>
            <\(scene.element) storyboardIdentifier="\(scene.id)" id="\(scene.id)" sceneMemberID="viewController">
            \(view)\(scene.extra)<connections>\(segues)</connections>
            </\(scene.element)>
            </objects></scene>
            """
        }.joined(separator: "\n")
        return IBTestDocument.storyboard(device: device, plugin: plugin, body)
    }

    /// Each controller screen's safe area (top, bottom) by name.
    /// `attributes` adds attributes to a controller's element, by its id.
    static func insets(_ scenes: [Scene], attributes: [String: String] = [:],
                       device: String = "retina4_7") throws -> [String: (top: Double, bottom: Double)] {
        var xml = storyboard(scenes, device: device)
        for (id, attribute) in attributes.sorted(by: { $0.key < $1.key }) {
            xml = xml.replacingOccurrences(of: #"storyboardIdentifier="\#(id)""#, with: #"storyboardIdentifier="\#(id)" \#(attribute)"#)
        }
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "bars.storyboard")
        var result: [String: (top: Double, bottom: Double)] = [:]
        for screen in imported.screens {
            let layout = try #require(try LoadedScreen.load(screen.screen, path: "bars.storyboard", fontFiles: []).layouts(LayoutRequest()).first)
            result[screen.name] = (layout.container.safeArea.top, layout.container.safeArea.bottom)
        }
        return result
    }

    static let tabs = Scene(id: "tabs", element: "tabBarController", extra: "", segues: [("nav", "relationship:viewControllers")])
    static let nav = Scene(id: "nav", element: "navigationController", segues: [("list", "relationship:rootViewController")])

    /// A push inside the navigation stack carries the tab bar on; a pushed controller that
    /// hides the bottom bar has none, and neither has one its own `nil` clears.
    @Test func aPushInsideATabsNavigationStackKeepsTheTabBar() throws {
        let list = Scene(id: "list", segues: [("detail", "show"), ("editor", "show")])
        var insets = try Self.insets([Self.tabs, Self.nav, list, Scene(id: "detail"), Scene(id: "editor")])
        #expect(insets["list"]?.bottom == 49)
        #expect(insets["detail"]?.bottom == 49)
        // The navigation bar under the status bar, the root's and the pushed scene's.
        #expect(insets["list"].map { abs($0.top - 64) < 1e-9 } == true)
        #expect(insets["detail"].map { abs($0.top - 64) < 1e-9 } == true)
        let hiding = Scene(id: "editor", extra: "", segues: [])
        insets = try Self.insets([Self.tabs, Self.nav, list, Scene(id: "detail", extra: #"<nil key="simulatedBottomBarMetrics"/>"#),
                                  hiding], attributes: ["editor": #"hidesBottomBarWhenPushed="YES""#])
        #expect(insets["editor"]?.bottom == 0, "hidesBottomBarWhenPushed")
        #expect(insets["detail"]?.bottom == 0, "its own nil")
        #expect(insets["list"]?.bottom == 49)
    }

    /// A tab bar controller that sets no simulated bottom bar for its own canvas (`<nil>`, as
    /// zendesk's does) still has its tab bar under its children: the root of a tab's
    /// navigation controller ends 49 pt up.
    @Test func aTabBarControllersOwnNilStillGivesItsChildrenTheTabBar() throws {
        let tabs = Scene(id: "tabs", element: "tabBarController", extra: #"<nil key="simulatedBottomBarMetrics"/>"#,
                         segues: [("nav", "relationship:viewControllers")])
        let insets = try Self.insets([tabs, Self.nav, Scene(id: "list")])
        #expect(insets["list"]?.bottom == 49)
    }

    /// A tab bar controller that is a navigation controller's root shows the navigation bar
    /// over its children (sensorsdata's tabs): each tab is under the status bar and the bar
    /// (64) and above the tab bar (49).
    @Test func aTabBarControllerInANavigationStackHasTheBarOverItsChildren() throws {
        let stack = Scene(id: "stack", element: "navigationController", segues: [("tabs", "relationship:rootViewController")])
        let tabs = Scene(id: "tabs", element: "tabBarController", segues: [("first", "relationship:viewControllers")])
        let insets = try Self.insets([stack, tabs, Scene(id: "first")])
        #expect(insets["first"].map { abs($0.top - 64) < 1e-9 } == true)
        #expect(insets["first"]?.bottom == 49)
    }

    /// A `show` from a tab's child outside any navigation controller is modal: no tab bar.
    @Test func aModalShowFromATabChildHasNoTabBar() throws {
        let tabs = Scene(id: "tabs", element: "tabBarController", segues: [("home", "relationship:viewControllers")])
        let insets = try Self.insets([tabs, Scene(id: "home", segues: [("sheet", "show")]), Scene(id: "sheet")])
        #expect(insets["home"]?.bottom == 49)
        #expect(insets["sheet"]?.bottom == 0)
    }

    /// The nearest presenter wins, in any scene order: a root takes its own navigation
    /// controller's toolbar, not the tab bar of a scene that pushes it two steps away.
    @Test(arguments: [false, true])
    func theNearestPresentersSettingWins(reversed: Bool) throws {
        let first = Scene(id: "nav1", element: "navigationController", extra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#,
                          segues: [("a", "relationship:rootViewController")])
        let second = Scene(id: "nav2", element: "navigationController", extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#,
                           segues: [("c", "relationship:rootViewController")])
        // a chain pushed on from a: b, then d, e, f, written after or before their presenters
        let chain = [Scene(id: "a", segues: [("c", "show"), ("b", "show")]), Scene(id: "b", segues: [("d", "show")]),
                     Scene(id: "d", segues: [("e", "show")]), Scene(id: "e", segues: [("f", "show")]), Scene(id: "f")]
        let scenes = [first, chain[0], second, Scene(id: "c")] + chain.dropFirst()
        let insets = try Self.insets(reversed ? scenes.reversed() : scenes)
        #expect(insets["c"]?.bottom == 44, "its own navigation controller's toolbar")
        #expect(insets["a"]?.bottom == 49)
        #expect(insets["f"]?.bottom == 49, "four pushes from a, in either order")
    }
}

extension IBBarInheritanceTests {
    /// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) has it under its
    /// root and the scenes pushed in its stack, 44 pt on an iPhone with a home button and 49
    /// above the home indicator's 34 on one without (kimleang's Xcode 11.3 navigation
    /// controller stores its toolbar 49 tall at y 813 on an iPhone 11, dev set 47); one
    /// that hides it (the default) has none, and a modal show from its stack none either.
    @Test(arguments: [("retina4_7", 44.0), ("retina6_1", 83)])
    func aNavigationControllersShownToolbarIsUnderItsStack(device: String, bottom: Double) throws {
        let shown = Scene(id: "shown", element: "navigationController", segues: [("list", "relationship:rootViewController")])
        let hidden = Scene(id: "hidden", element: "navigationController", segues: [("other", "relationship:rootViewController")])
        let list = Scene(id: "list", segues: [("detail", "show"), ("modal", "presentation")])
        let insets = try Self.insets([shown, list, Scene(id: "detail"), Scene(id: "modal"), hidden, Scene(id: "other")],
                                     attributes: ["shown": #"toolbarHidden="NO""#], device: device)
        #expect(insets["list"]?.bottom == bottom && insets["detail"]?.bottom == bottom)
        let noToolbar = bottom - (device == "retina6_1" ? 49 : 44)
        #expect(insets["other"]?.bottom == noToolbar && insets["modal"]?.bottom == noToolbar)
    }

    /// A navigation controller whose bar prefers large titles puts its root and the scenes
    /// pushed from it under a 96-pt bar on iPhone (44 + the 52-pt title row, as 3Go's stores
    /// it), below the 20-pt status bar; a scene whose navigation item never shows a large
    /// title has the standard bar and passes it on to the scene it pushes (UIKit's automatic
    /// mode follows the previous item), and a plain navigation controller's root has it too.
    @Test func aLargeTitleBarIsFiftyTwoPointsTaller() throws {
        let large = Scene(id: "large", element: "navigationController",
                          extra: #"<navigationBar key="navigationBar" largeTitles="YES" id="large-bar"/>"#,
                          segues: [("list", "relationship:rootViewController")])
        let list = Scene(id: "list", segues: [("detail", "show"), ("plain", "show")])
        let plain = Scene(id: "plain", extra: #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="plain-item"/>"#,
                          segues: [("after", "show")])
        let scenes = [large, list, Scene(id: "detail"), plain, Scene(id: "after"),
                      Scene(id: "nav", element: "navigationController", segues: [("other", "relationship:rootViewController")]),
                      Scene(id: "other")]
        let insets = try Self.insets(scenes)
        // The status bar (20) adds to the bar; the sums are floating point.
        func top(_ name: String) -> Double { (insets[name]?.top ?? 0).rounded() }
        #expect(top("list") == 20 + 96)
        #expect(top("detail") == 20 + 96)
        #expect(top("plain") == 20 + 44)
        #expect(top("after") == 20 + 44)
        #expect(top("other") == 20 + 44)
        let screen = try InterfaceBuilderImport.read(Array(Self.storyboard(scenes).utf8), file: "bars.storyboard")
            .screens.first { $0.name == "list" }
        #expect(screen?.screen.bars.top == .largeTitleNavigationBar)
    }
}

extension IBBarInheritanceTests {
    /// The large title row is 52 pt under the standard bar outside compact height: 44 + 52 on
    /// an iPhone in portrait, 50 + 52 on an iPad; in compact height (an iPhone on its side)
    /// the compact 32-pt bar, as UIKit shows no large titles there.
    @Test(arguments: [("iphone-8", Orientation.portrait, 96.0), ("iphone-8", .landscape, 32), ("ipad", .portrait, 102)])
    func theLargeTitleRowFollowsTheSizeClass(device: String, orientation: Orientation, bar: Double) throws {
        let deviceModel = try #require(Device.named(device))
        let container = Container(device: deviceModel, orientation: orientation)
        let large = SimulatedBars(top: .largeTitleNavigationBar).adding(to: container)
        #expect(large.safeArea.top - container.safeArea.top == bar)
    }
}


extension IBBarInheritanceTests {
    /// IB's canvas draws a large-title bar collapsed over a scene whose first view is a list and
    /// whose item leaves the display mode automatic (melekyilmaz1's table stored at 92 under an
    /// iPhone 11's 48 + 44, dev set 50): the screen keeps the large bar and its canvas the
    /// standard one, so `--canvas` puts the safe area 20 + 44 down and a run 20 + 96. An item
    /// that says `always`, or a first view that is no list (a stack), keeps the large bar there.
    @Test(arguments: [("tableView", "", true), ("collectionView", "", true), ("scrollView", "", true),
                      ("tableView", "always", false), ("stackView", "", false)])
    func aListFirstCollapsesTheLargeTitleOnTheCanvas(first: String, mode: String, collapses: Bool) throws {
        let large = Scene(id: "large", element: "navigationController",
                          extra: #"<navigationBar key="navigationBar" largeTitles="YES" id="large-bar"/>"#,
                          segues: [("list", "relationship:rootViewController")])
        let item = mode.isEmpty ? "" : #"<navigationItem key="navigationItem" largeTitleDisplayMode="\#(mode)" id="list-item"/>"#
        let xml = Self.storyboard([large, Scene(id: "list", extra: item)]).replacingOccurrences(
            of: #"id="list-view">"#,
            with: #"id="list-view"><subviews><\#(first) id="first"><rect key="frame" x="0" y="64" width="375" height="603"/></\#(first)></subviews>"#)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "bars.storyboard")
        let screen = try #require(imported.screens.first { $0.name == "list" }?.screen)
        #expect(screen.bars.top == .largeTitleNavigationBar)
        #expect(screen.canvas.topBar == (collapses ? .navigationBar : nil))
        let loaded = try LoadedScreen.load(screen, path: "bars.storyboard", fontFiles: [])
        let app = try #require(try loaded.layouts(LayoutRequest()).first)
        let canvas = try #require(try loaded.layouts(.storedFramesLayout).first)
        #expect(app.container.safeArea.top.rounded() == 20 + 96)
        #expect(canvas.container.safeArea.top.rounded() == 20 + (collapses ? 44 : 96))
    }
}

extension IBBarInheritanceTests {
    /// Before Xcode 11 the canvas drew the large bar over a list too: wngus606's Xcode 9.4
    /// collection, pinned to the safe area's top under a large-title navigation controller on
    /// an iPhone 8, is stored at 20 + 96 = 116 (dev set 55).
    @Test func beforeXcode11TheCanvasKeepsTheLargeTitleOverAList() throws {
        let large = Scene(id: "large", element: "navigationController",
                          extra: #"<navigationBar key="navigationBar" largeTitles="YES" id="large-bar"/>"#,
                          segues: [("list", "relationship:rootViewController")])
        let xml = Self.storyboard([large, Scene(id: "list")], plugin: "14088").replacingOccurrences(
            of: #"id="list-view">"#,
            with: #"id="list-view"><subviews><collectionView id="first"><rect key="frame" x="0" y="116" width="375" height="551"/></collectionView></subviews>"#)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "bars.storyboard")
        let screen = try #require(imported.screens.first { $0.name == "list" }?.screen)
        #expect(screen.bars.top == .largeTitleNavigationBar)
        #expect(screen.canvas.topBar == nil)
    }
}
