/// Which view controllers Interface Builder shows under a navigation bar: those with a
/// simulated navigation bar, a navigation controller's root, and any controller pushed
/// (`show`/`push` segue) from one that shows one, as IB's "Inferred" top bar follows the
/// controller it is pushed from (a controller whose top bar is set to none pushes none). A
/// `navigationItem` alone shows no bar: KeePassium's passcode scene, a `navigationItem` and no
/// navigation controller, stores its top view at the status bar (y 20 on `retina4_0`, 64 with
/// a bar), and so do OnionBrowser's scenes pushed from a root whose top bar is none; nextcloud's
/// freeform rename scene stores its top label at the safe area's top + 15 (62 on `retina6_0`,
/// 106 with a bar).
///
/// It also carries the other simulated metrics a scene inherits where it sets none: the status
/// bar (before Xcode 11, `IBStatusBar`) and the bottom bar. Settings spread from the
/// controllers that make them, breadth first, so the nearest presenter's wins (a root takes
/// its own navigation controller's before a pushing scene's two steps away), and in one pass
/// over the segues: linear in the file however its scenes are ordered.
struct IBNavigation {
    private var shown: Set<String> = []
    private var hidden: Set<String> = []
    /// Controllers under an opaque bar (`translucent="NO"` on their simulated bar or their
    /// navigation controller's bar): IB draws their view below it (`underOpaqueBar`).
    private var opaque: Set<String> = []
    /// Controllers under a bar that prefers large titles: a navigation controller's root when
    /// its bar has `largeTitles`, a controller whose own simulated bar has
    /// `prefersLargeTitles`, and those pushed from them, as UIKit's navigation bar keeps the
    /// preference along its stack. A controller whose navigation item sets
    /// `largeTitleDisplayMode="never"`, or whose own simulated bar does not prefer large
    /// titles, shows the standard bar and passes it on (UIKit's automatic mode follows the
    /// previous item), the nearest setting winning.
    private var large: Set<String> = []
    /// Controllers whose simulated status bar is set (`simulatedStatusBarMetrics`: an element
    /// shows it, `<nil>` hides it), their own or inherited from the controller that presents
    /// them (their container, a pushing scene), where they say nothing.
    private var statusBars: [String: Bool] = [:]
    /// The same for the bottom bar (`simulatedBottomBarMetrics`: the element's name,
    /// `simulatedTabBarMetrics`, `simulatedToolbarMetrics` or `nil`), where a tab bar
    /// controller's children have its tab bar (WWDCScholars' freeform credits scene, the root
    /// of a navigation controller set to a tab bar, ends its scroll view 49 pt above the
    /// bottom). A push passes it on only inside a navigation stack and not to a controller
    /// that `hidesBottomBarWhenPushed`, as UIKit does; a modal `show` passes none.
    private var bottomBars: [String: BottomBar] = [:]

    /// A simulated bottom bar: its metrics element's name, and whether IB draws it opaque
    /// (`translucent="NO"`), the controller's view then ending above it.
    struct BottomBar: Equatable {
        var name: String
        var opaque = false
    }
    /// Controllers shown inside a container view (`embed` segues), with what they contain
    /// and push: never drawn as sheets.
    private var embedded: Set<String> = []

    init(document: IBDocument) {
        // Segues by source, in document order: containment (`relationship`: a navigation
        // controller's root, a tab bar controller's children) and pushes (`show`, `push`).
        var contains: [String: [String]] = [:]
        var pushes: [String: [String]] = [:]
        var roots: [String] = []
        var embeds: [String] = []
        // Large titles: set by a navigation controller for its root, or a controller's own.
        var largeRoots: [(String, Bool)] = []
        var ownLargeTitles: [(String, Bool)] = []
        var neverLargeTitles: [(String, Bool)] = []
        for element in document.root.descendants() where element.name == "segue" {
            guard let destination = element["destination"], let source = Self.source(of: element),
                  let id = source["id"] else { continue }
            if element["kind"] == "relationship" {
                contains[id, default: []].append(destination)
                if element["relationship"] == "rootViewController", source["navigationBarHidden"] != "YES",
                   source.name == "navigationController" {
                    roots.append(destination)
                    if source.child(key: "navigationBar")?["largeTitles"] == "YES"
                        || source.child(key: "simulatedTopBarMetrics")?["prefersLargeTitles"] == "YES" {
                        largeRoots.append((destination, true))
                    }
                    if Self.isOpaque(source.child(key: "simulatedTopBarMetrics"))
                        || source.child(key: "navigationBar")?["translucent"] == "NO" {
                        opaque.insert(destination)
                    }
                }
            } else if ["show", "push"].contains(element["kind"] ?? "") {
                pushes[id, default: []].append(destination)
            } else if element["kind"] == "embed" {
                embeds.append(destination)
            }
        }
        var barred = roots
        var tabBarControllers: Set<String> = []
        var statusBars: [(String, Bool)] = []
        var bottomBars: [(String, BottomBar)] = []
        var hidesBottomBar: Set<String> = []
        for element in document.root.descendants() where Self.isController(element) {
            guard let id = element["id"] else { continue }
            if let metrics = element.child(key: "simulatedStatusBarMetrics") { statusBars.append((id, metrics.name != "nil")) }
            if element.name == "tabBarController" {
                tabBarControllers.insert(id)
                // Its tab bar is under its children whatever its own canvas simulates (zendesk's
                // tab bar controller sets `<nil>` for itself, its help tab ends 49 pt up).
                bottomBars.append((id, BottomBar(name: "simulatedTabBarMetrics")))
            } else if let metrics = element.child(key: "simulatedBottomBarMetrics") {
                bottomBars.append((id, BottomBar(metrics)))
            } else if element.name == "navigationController", element["toolbarHidden"] == "NO" {
                // A navigation controller that shows its toolbar has it under its stack
                // (kimleang's article scene, pushed from the root of one, ends its content
                // 10 pt above the toolbar's 813 on an iPhone 11, dev set 47).
                let toolbar = element.child(key: "toolbar")
                bottomBars.append((id, BottomBar(name: "simulatedToolbarMetrics", opaque: toolbar?["translucent"] == "NO")))
            }
            if element.flag("hidesBottomBarWhenPushed") { hidesBottomBar.insert(id) }
            if element.child(key: "navigationItem")?["largeTitleDisplayMode"] == "never" { neverLargeTitles.append((id, false)) }
            if element.child(key: "simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics" {
                barred.append(id)
                ownLargeTitles.append((id, element.child(key: "simulatedTopBarMetrics")?["prefersLargeTitles"] == "YES"))
                if Self.isOpaque(element.child(key: "simulatedTopBarMetrics")) { opaque.insert(id) }
            }
            if element.child(key: "simulatedTopBarMetrics").map({ $0.name != "simulatedNavigationBarMetrics" }) == true {
                hidden.insert(id)
            }
        }
        // The navigation bar: pushed on from every controller that shows one (and not from one
        // whose top bar is none), an opaque bar with it; a tab bar controller in a navigation
        // stack has it over its children (sensorsdata's tabs, the root of a navigation
        // controller, store their views 44 pt below the status bar).
        let hidden = self.hidden
        let bars = Self.spread(barred.map { ($0, opaque.contains($0)) }) { from in
            hidden.contains(from) ? [] : (pushes[from] ?? []) + (tabBarControllers.contains(from) ? contains[from] ?? [] : [])
        }
        opaque = Set(bars.filter(\.value).keys)
        let shown = Set(bars.keys)
        self.shown = shown
        // A controller's own setting before its navigation controller's (the first seed of a
        // controller wins; `never` before its own bar's).
        self.large = Set(Self.spread(neverLargeTitles + ownLargeTitles + largeRoots) { from in
            hidden.contains(from) ? [] : pushes[from] ?? []
        }.filter(\.value).keys)
        embedded = Set(Self.spread(embeds.map { ($0, true) }) { from in (contains[from] ?? []) + (pushes[from] ?? []) }.keys)
        self.statusBars = Self.spread(statusBars) { from in (contains[from] ?? []) + (pushes[from] ?? []) }
        self.bottomBars = Self.spread(bottomBars) { from in
            (contains[from] ?? []) + (shown.contains(from) ? (pushes[from] ?? []).filter { !hidesBottomBar.contains($0) } : [])
        }
    }

    /// Each seed's value spread breadth first along `next` to every controller that has none
    /// yet: the nearest seed wins, seeds at the same distance in the order given (document
    /// order). Each controller is reached once, so the walk is linear in the segues.
    private static func spread<Value>(_ seeds: [(String, Value)], next: (String) -> [String]) -> [String: Value] {
        var values: [String: Value] = [:]
        var queue: [String] = []
        for (id, value) in seeds where values[id] == nil {
            values[id] = value
            queue.append(id)
        }
        var head = 0
        while head < queue.count {
            let from = queue[head]
            head += 1
            guard let value = values[from] else { continue }
            for to in next(from) where values[to] == nil {
                values[to] = value
                queue.append(to)
            }
        }
        return values
    }

    /// Whether a controller is shown inside a container view (`embedded`).
    func isEmbedded(_ controller: XMLElementNode) -> Bool {
        controller["id"].map(embedded.contains) == true
    }

    /// The bottom bar IB draws under a screen's root: its own simulated metrics, or its
    /// controller's, own or inherited (`nil`: none).
    func bottomBar(under entry: (element: XMLElementNode, controller: XMLElementNode?)) -> BottomBar? {
        if IBStatusBar.isWidget(entry.element) { return nil }
        if let own = (entry.controller ?? entry.element).child(key: "simulatedBottomBarMetrics") { return BottomBar(own) }
        return entry.controller?["id"].flatMap { bottomBars[$0] }
    }

    /// The status bar a screen's controller sets for IB's canvas (`nil`: inferred, the
    /// Xcode's own rule, `IBStatusBar`).
    func statusBar(over entry: (element: XMLElementNode, controller: XMLElementNode?)) -> Bool? {
        let own = entry.element.child(key: "simulatedStatusBarMetrics").map { $0.name != "nil" }
        return own ?? entry.controller?["id"].flatMap { statusBars[$0] }
    }

    private func showsNavigationBar(_ controller: XMLElementNode) -> Bool {
        guard let id = controller["id"] else { return false }
        return shown.contains(id) && !hidden.contains(id)
    }

    /// The navigation bar IB shows over a screen's root: its controller's as inferred above,
    /// or a xib's top-level view's own simulated bar. An opaque one (`translucent="NO"`) has
    /// the view drawn below it, stored shorter by the bar and the status bar (lynx56's
    /// 375 × 603 scenes on a 667-pt iPhone).
    func bar(over entry: (element: XMLElementNode, controller: XMLElementNode?)) -> (shown: Bool, opaque: Bool, large: Bool) {
        if IBStatusBar.isWidget(entry.element) { return (false, false, false) }
        guard let controller = entry.controller else {
            let metrics = entry.element.child(key: "simulatedTopBarMetrics")
            let shown = metrics?.name == "simulatedNavigationBarMetrics"
            return (shown, Self.isOpaque(metrics), shown && metrics?["prefersLargeTitles"] == "YES")
        }
        let shown = showsNavigationBar(controller)
        let large = shown && controller["id"].map(large.contains) == true
        return (shown, shown && controller["id"].map(opaque.contains) == true, large)
    }

    /// A simulated bar IB draws opaque.
    static func isOpaque(_ metrics: XMLElementNode?) -> Bool {
        metrics?.name == "simulatedNavigationBarMetrics" && metrics?["translucent"] == "NO"
    }

    static func isController(_ element: XMLElementNode) -> Bool {
        element.name.hasSuffix("ViewController") || element.name == "viewController" || element.name.hasSuffix("Controller")
    }

    /// The controller a segue leaves from: the one it is inside, or for a segue of a scene's
    /// own object (a gesture recognizer beside the controller), the scene's controller.
    static func source(of segue: XMLElementNode) -> XMLElementNode? {
        if let controller = controller(of: segue) { return controller }
        var current = segue.parent
        while let node = current, node.name != "objects" { current = node.parent }
        let controllers = current?.children.filter(isController) ?? []
        return controllers.first { $0["sceneMemberID"] == "viewController" } ?? controllers.first
    }

    static func controller(of element: XMLElementNode) -> XMLElementNode? {
        var current = element.parent
        while let node = current {
            if isController(node) { return node }
            current = node.parent
        }
        return nil
    }
}

extension IBNavigation.BottomBar {
    /// The bar a scene's `simulatedBottomBarMetrics` element simulates.
    init(_ metrics: XMLElementNode) {
        self.init(name: metrics.name, opaque: metrics["translucent"] == "NO")
    }
}
