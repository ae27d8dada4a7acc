/// Checks that every reference the layout depends on names an object in the file: a
/// dangling one is an input error at the element that holds it (SPEC §10 "Bad files").
enum IBReferences {
    static let referencing: [(tag: String, attributes: [String])] = [
        ("constraint", ["firstItem", "secondItem"]),
        ("include", ["reference"]), ("exclude", ["reference"]),
        ("outlet", ["destination"]), ("outletCollection", ["destination"]),
        ("segue", ["destination"]),
    ]

    static func check(_ document: IBDocument) throws {
        for element in document.root.descendants() {
            guard let entry = referencing.first(where: { $0.tag == element.name }) else { continue }
            for attribute in entry.attributes {
                guard let id = element[attribute] else { continue }
                _ = try document.object(id, referencedBy: element, attribute: attribute)
            }
        }
    }
}

/// Screen names: unique in the file, stable and identifier-safe (SPEC §10 "Screens").
enum IBScreenNames {
    static func names(for roots: [(element: XMLElementNode, controller: XMLElementNode?)], document: IBDocument) -> [String] {
        var used: Set<String> = []
        return roots.map { entry in
            var base: String?
            if let controller = entry.controller {
                base = controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["title"]
                    ?? entry.element["userLabel"] ?? controller.parent?.parent?["sceneID"] ?? controller["id"]
            } else if roots.count == 1 {
                base = NSStringPath(path: document.file).baseName
            } else {
                base = entry.element["customClass"] ?? entry.element["userLabel"] ?? entry.element["id"]
            }
            let safe = safeName(base ?? "screen")
            var name = safe
            var suffix = 2
            while used.contains(name) {
                name = "\(safe)_\(suffix)"
                suffix += 1
            }
            used.insert(name)
            return name
        }
    }

    /// Letters, digits, `-`, `_` and `.` kept; anything else becomes `_` (snapshot file names use it).
    static func safeName(_ text: String) -> String {
        let mapped = String(text.unicodeScalars.prefix(100).map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        return mapped.isEmpty || mapped.hasPrefix(".") ? "_" + mapped : mapped
    }
}

/// A file name without its folder and extension.
struct NSStringPath {
    let path: String
    var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}


/// Which view controllers Interface Builder shows under a navigation bar: those with a
/// simulated navigation bar, a navigation controller's root, and any controller pushed
/// (`show`/`push` segue) from one that shows one, as IB's "Inferred" top bar follows the
/// controller it is pushed from (a controller whose top bar is set to none pushes none). A
/// `navigationItem` alone shows no bar: KeePassium's passcode scene, a `navigationItem` and no
/// navigation controller, stores its top view at the status bar (y 20 on `retina4_0`, 64 with
/// a bar), and so do OnionBrowser's scenes pushed from a root whose top bar is none; nextcloud's
/// freeform rename scene stores its top label at the safe area's top + 15 (62 on `retina6_0`,
/// 106 with a bar).
struct IBNavigation {
    private var shown: Set<String> = []
    private var hidden: Set<String> = []
    /// Controllers under an opaque bar (`translucent="NO"` on their simulated bar or their
    /// navigation controller's bar): IB draws their view below it (`underOpaqueBar`).
    private var opaque: Set<String> = []
    /// Controllers whose simulated status bar is set (`simulatedStatusBarMetrics`: an element
    /// shows it, `<nil>` hides it), their own or inherited from the controller that presents
    /// them (their navigation controller, a pushing scene), where they say nothing.
    private var statusBars: [String: Bool] = [:]
    /// The same for the bottom bar (`simulatedBottomBarMetrics`: the element's name,
    /// `simulatedTabBarMetrics`, `simulatedToolbarMetrics` or `nil`), where a tab bar
    /// controller's children have its tab bar (WWDCScholars' freeform credits scene, the root
    /// of a navigation controller set to a tab bar, ends its scroll view 49 pt above the
    /// bottom).
    private var bottomBars: [String: String] = [:]

    init(document: IBDocument) {
        var edges: [(from: String, to: String)] = []
        var inheriting: [(from: String, to: String)] = []
        var roots: [String] = []
        for element in document.root.descendants() where element.name == "segue" {
            guard let destination = element["destination"], let source = Self.source(of: element) else { continue }
            if let id = source["id"], element["kind"] == "relationship" || ["show", "push"].contains(element["kind"] ?? "") {
                inheriting.append((id, destination))
            }
            if element["kind"] == "relationship", element["relationship"] == "rootViewController" {
                if source["navigationBarHidden"] != "YES", source.name == "navigationController" {
                    roots.append(destination)
                    if Self.isOpaque(source.child(key: "simulatedTopBarMetrics"))
                        || source.child(key: "navigationBar")?["translucent"] == "NO" {
                        opaque.insert(destination)
                    }
                }
            } else if ["show", "push"].contains(element["kind"] ?? ""), let id = source["id"] {
                edges.append((id, destination))
            }
        }
        var shown = Set(roots)
        var statusBars: [String: Bool] = [:]
        var bottomBars: [String: String] = [:]
        for element in document.root.descendants() where Self.isController(element) {
            guard let id = element["id"] else { continue }
            if let metrics = element.child(key: "simulatedStatusBarMetrics") { statusBars[id] = metrics.name != "nil" }
            if let metrics = element.child(key: "simulatedBottomBarMetrics") {
                bottomBars[id] = metrics.name
            } else if element.name == "tabBarController" {
                bottomBars[id] = "simulatedTabBarMetrics"
            }
            if element.child(key: "simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics" {
                shown.insert(id)
                if Self.isOpaque(element.child(key: "simulatedTopBarMetrics")) { opaque.insert(id) }
            }
            if element.child(key: "simulatedTopBarMetrics").map({ $0.name != "simulatedNavigationBarMetrics" }) == true {
                hidden.insert(id)
            }
        }
        var changed = true
        while changed {
            changed = false
            for edge in edges where shown.contains(edge.from) && !hidden.contains(edge.from) && !shown.contains(edge.to) {
                shown.insert(edge.to)
                if opaque.contains(edge.from) { opaque.insert(edge.to) }
                changed = true
            }
        }
        self.shown = shown
        self.statusBars = Self.inherit(statusBars, along: inheriting)
        self.bottomBars = Self.inherit(bottomBars, along: inheriting)
    }

    /// `own` settings, given to every controller reached along `edges` that has none of its
    /// own (the nearest presenter's winning: edges are taken in document order, repeatedly).
    private static func inherit<Value>(_ own: [String: Value], along edges: [(from: String, to: String)]) -> [String: Value] {
        var settings = own
        var changed = true
        while changed {
            changed = false
            for edge in edges where settings[edge.to] == nil {
                guard let inherited = settings[edge.from] else { continue }
                settings[edge.to] = inherited
                changed = true
            }
        }
        return settings
    }

    /// The bottom bar IB draws under a screen's root: its own simulated metrics' element name,
    /// or its controller's, own or inherited (`nil`: none).
    func bottomBar(under entry: (element: XMLElementNode, controller: XMLElementNode?)) -> String? {
        if IBStatusBar.isWidget(entry.element) { return nil }
        if let own = (entry.controller ?? entry.element).child(key: "simulatedBottomBarMetrics") { return own.name }
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
    func bar(over entry: (element: XMLElementNode, controller: XMLElementNode?)) -> (shown: Bool, opaque: Bool) {
        if IBStatusBar.isWidget(entry.element) { return (false, false) }
        guard let controller = entry.controller else {
            let metrics = entry.element.child(key: "simulatedTopBarMetrics")
            return (metrics?.name == "simulatedNavigationBarMetrics", Self.isOpaque(metrics))
        }
        let shown = showsNavigationBar(controller)
        return (shown, shown && controller["id"].map(opaque.contains) == true)
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
