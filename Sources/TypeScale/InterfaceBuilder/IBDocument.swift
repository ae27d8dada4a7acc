/// An Interface Builder document (`.xib` or `.storyboard`, document version 3.0): its
/// elements, objects by id, and the screens it holds (SPEC §10 "Screens").
struct IBDocument {
    let file: String
    let root: XMLElementNode
    let isStoryboard: Bool
    /// Every element with an object id (device and adaptation ids are not object ids).
    let objects: [String: XMLElementNode]
    /// Outlet property names by destination id, the first outlet in document order winning.
    let outletNames: [String: String]
    /// `<resources><image name width height>`.
    let imageSizes: [String: ImageSize]
    /// `<designables><designable name><size key="intrinsicContentSize">`.
    let designableSizes: [String: (width: Double, height: Double)]
    /// Top-level views a xib's File's Owner has as its `view` when the owner is a view
    /// controller (its class named `…Controller` or `…VC`; a custom view's nib also has a
    /// `view` outlet, to the view it loads into itself). Only looked up.
    let controllerViewIds: Set<String>
    /// Ids of the views some `<constraint>` names (as either item, or as the view that holds a
    /// constraint without a first item): a view none names gets IB's prototyping constraints.
    let constrainedIds: Set<String>

    /// The category the canvas of the Xcode that saved the file drew text styles at, when not
    /// L: XS for Xcode 12.5 to 13 (plug-ins 18000 to 20999). Eight of the nine held-out files
    /// of those Xcodes that have text styles store them one XS line tall (VaxTrack, KeePassium,
    /// element's sample and banner, ku-ring, Adamant, xlevchenko, zotero; OpenMarket's are XL),
    /// and their configuration buttons' body titles 14 pt (31-pt buttons: DonMag,
    /// KangSeungHyun, AndreiMosneag); Xcode 12.0 to 12.4 and 14 and later store L.
    /// A file whose canvas was set to a text size of its own (`<accessibilityOverrides
    /// dynamicTypePreference="…">`) has none here: its value's scale is not known, and the one
    /// file seen with it (`11`, Xcode 13.1) stores L.
    var canvasCategory: ContentSizeCategory? {
        guard pluginVersion >= 18000, pluginVersion < 21000 else { return nil }
        return root.child(named: "accessibilityOverrides")?["dynamicTypePreference"] == nil ? .xs : nil
    }

    /// Saved by Xcode 14.2 or earlier (plug-in below 21600): Xcode 14.3's canvas redrew page
    /// sheets, without the sensor housing above them or the home indicator's inset (round 30:
    /// natsu1211's alarm sheet, plug-in 21679, is stored 393 × 842 on an iPhone 15, its table
    /// pinned to the bottom guide ending at 842, dev set 39; an Xcode 14.2 one, 21505, 393 × 783).
    var isBeforeXcode14_3: Bool { pluginVersion > 0 && pluginVersion < 21600 }

    /// Saved by Xcode 26 or later (IBCocoaTouchPlugin 24000+): iOS 26's control metrics.
    var isIOS26: Bool { pluginVersion >= 24000 }

    /// Whether the canvas drew the device's sensor housing 44 pt deep
    /// (`CanvasSafeArea.housing44`): Xcode 12.5 to 13's (plug-ins 18000 to 20999, the canvas
    /// that drew text styles at XS) for every iPhone (three files of 390- and 428-pt iPhones,
    /// plug-ins 18093 and 19144, store views pinned to the safe area's top at 44, not the
    /// device's 47; no file of Xcode 12.0 to 12.4 shows it either way), and earlier Xcodes'
    /// for the previews `IBDevices.housing44Until` names.
    var drawsHousing44: Bool {
        (pluginVersion >= 18000 && pluginVersion < 21000)
            || (root.child(named: "device")?["id"]).map { IBDevices.drawsHousing44(forIB: $0, pluginVersion: pluginVersion) } == true
    }

    /// Saved by Xcode 16.3 or later (plug-in 23700+; 16.3 and 16.4 write 23721), whose canvas
    /// insets a scene by its device's safe area twice (`CanvasSafeArea.doubled`): Xcode 26's
    /// and, before its iOS 26 controls, Xcode 16.3's (README "Interface Builder files").
    var doublesCanvasSafeArea: Bool { pluginVersion >= 23700 }

    /// Saved by Xcode 12 or earlier (plug-in below 19000; Xcode 13 brought the iOS 15 SDK),
    /// whose canvas gave multi-line labels in horizontal stacks equal shares
    /// (`StackTextWidths.equalShare`): home assistant's Xcode 11 row of two labels and a
    /// spacer is stored in thirds, two Xcode 13 files' rows are not.
    var drawsStackTextWidthsShared: Bool { pluginVersion > 0 && pluginVersion < 19000 }

    /// Saved by Xcode 8 or earlier (plug-in below 13000, Xcode 9's iOS 11 SDK gave cells their
    /// 11-pt and table-wide margins).
    var isBeforeIOS11: Bool { pluginVersion > 0 && pluginVersion < 13000 }

    /// Saved by Xcode 9 or earlier (plug-in below 14200: Xcode 9.3 wrote 14088, Xcode 10.0,
    /// with iOS 12's SDK, 14283).
    var isBeforeIOS12: Bool { pluginVersion > 0 && pluginVersion < 14200 }

    /// Saved by Xcode 10 or earlier (plug-in below 15000, before iOS 13's 16-pt cell margins).
    var isBeforeIOS13: Bool { pluginVersion > 0 && pluginVersion < Self.xcode11 }

    /// Saved by Xcode 11 or earlier (plug-in below 17000, Xcode 12's iOS 14 SDK redrew the page control).
    var isBeforeIOS14: Bool { pluginVersion > 0 && pluginVersion < 17000 }

    /// Saved by Xcode 12 or earlier (plug-in below 19000; Xcode 12.5 wrote 18093, Xcode 13's
    /// files are 19519 and later), before iOS 15's smaller page control.
    var isBeforeIOS15: Bool { pluginVersion > 0 && pluginVersion < 19000 }

    /// The IBCocoaTouchPlugin version (`toolsVersion` cannot be trusted, IB-FORMAT §1); 0 if absent.
    /// Xcode 11's betas wrote plug-ins below 15000 (14824) with Xcode 11's canvas and iOS 13's
    /// SDK; their `<device>` already carries Xcode 11's `appearance` (dark mode, new in Xcode
    /// 11), so such a file counts as 15000 (a held-out storyboard of plug-in 14824 draws no
    /// status bar, as Xcode 11 to 14 do).
    var pluginVersion: Double {
        let plugin = root.child(named: "dependencies")?.children(named: "plugIn")
            .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        let version = plugin?.number("version") ?? 0
        if version > 0, version < Self.xcode11, root.child(named: "device")?["appearance"] != nil { return Self.xcode11 }
        return version
    }

    /// The first plug-in version of a released Xcode 11.
    static let xcode11: Double = 15000

    /// Saved by Xcode 6 or earlier (plug-in below 8000; Xcode 6.3 wrote 7703, Xcode 7.0 8150).
    var isBeforeXcode7: Bool { pluginVersion > 0 && pluginVersion < 8000 }

    init(root: XMLElementNode, file: String) throws {
        self.file = file
        self.root = root
        guard root.name == "document" else {
            throw InputError(file: file, location: root.location,
                             message: "expected an Interface Builder <document>, found <\(root.name)>")
        }
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || (type.contains("Cocoa.") && !type.contains("CocoaTouch")) {
            throw InputError(file: file, location: root.location,
                             message: "a macOS (Cocoa) document: typescale lays out iOS (CocoaTouch) screens")
        }
        guard type.contains("CocoaTouch"), runtime.isEmpty || runtime.hasPrefix("iOS.CocoaTouch") else {
            throw InputError(file: file, location: root.location,
                             message: "expected an iOS Interface Builder document (type …CocoaTouch…), found type '\(type)'")
        }
        guard root["version"] == "3.0" else {
            throw InputError(file: file, location: root.location,
                             message: "expected document version 3.0 (Xcode 8 or later), found '\(root["version"] ?? "none")'")
        }
        isStoryboard = type.contains("Storyboard")
        var objects: [String: XMLElementNode] = [:]
        var outlets: [String: String] = [:]
        var images: [String: ImageSize] = [:]
        var designables: [String: (Double, Double)] = [:]
        var controllerViews: Set<String> = []
        var constrained: Set<String> = []
        for element in root.descendants() {
            // Older collection view cells write `<view key="contentView">` without an id.
            if element["id"] == nil, IBViewKind.named(element.name) != nil { element.assignPositionalId() }
            if let id = element["id"], element.name != "device", element.name != "adaptation" {
                if let first = objects[id] {
                    // Two views with one id (a hand-edited or merged file): named as the file
                    // names them, not by the screen ids typescale would make of them (round
                    // 36's review: "duplicate view id 'view2'" had named neither).
                    if IBViewKind.named(element.name) != nil, IBViewKind.named(first.name) != nil {
                        throw InputError(file: file, location: element.location,
                                         message: "object id '\(id)' is used twice (first at line \(first.location.line))")
                    }
                } else {
                    objects[id] = element
                }
            }
            switch element.name {
            case "constraint":
                if let first = element["firstItem"] { constrained.insert(first) } else if let owner = element.parent?.parent?["id"] {
                    constrained.insert(owner)
                }
                if let second = element["secondItem"] { constrained.insert(second) }
            case "outlet", "outletCollection":
                if let property = element["property"], let destination = element["destination"], outlets[destination] == nil {
                    outlets[destination] = property
                }
                if element["property"] == "view", let destination = element["destination"],
                   let owner = element.parent?.parent, Self.isControllerOwner(owner) {
                    controllerViews.insert(destination)
                }
            case "image" where element.parent?.name == "resources":
                if let name = element["name"], let width = element.number("width"), let height = element.number("height") {
                    let scale = element["catalog"] == "system" ? Self.symbolScale : 1
                    images[name] = ImageSize(width: width * scale, height: height * scale)
                }
            case "designable":
                if let name = element["name"], let size = element.child(key: "intrinsicContentSize"),
                   let width = size.number("width"), let height = size.number("height") {
                    designables[name] = (width, height)
                }
            default:
                break
            }
        }
        self.objects = objects
        controllerViewIds = controllerViews
        constrainedIds = constrained
        outletNames = outlets
        imageSizes = images
        designableSizes = designables
    }

    /// A xib's File's Owner placeholder whose class names a view controller.
    static func isControllerOwner(_ element: XMLElementNode) -> Bool {
        guard element.name == "placeholder", element["placeholderIdentifier"] == "IBFilesOwner",
              let name = element["customClass"] else { return false }
        return name.hasSuffix("Controller") || name.hasSuffix("VC")
    }

    /// An SF Symbol's `<resources>` size is the symbol drawn 128 pt on its longer side, only
    /// its shape. UIKit's default symbol configuration (17 pt, medium scale) draws a circle
    /// symbol about 20 pt across: a held-out cell stores an `info.circle` image view that
    /// nothing else sizes at 20 × 19, its 128 × 121 scaled by 20/128. Other symbols' true sizes
    /// at 17 pt are not in the file (a chevron is narrower than its 128-pt shape says), so this
    /// is an estimate; it used to be the 128-pt shape itself.
    static let symbolScale = 20.0 / 128

    /// The view elements that are screens, in document order: a xib's top-level views and
    /// cells, and the root views of view controllers, a storyboard's scenes' and those a xib
    /// holds at its top level (pace's onboarding xib is one `<viewController>`).
    var screenRoots: [(element: XMLElementNode, controller: XMLElementNode?)] {
        func controllerView(_ controller: XMLElementNode) -> (element: XMLElementNode, controller: XMLElementNode?)? {
            guard let view = controller.child(key: "view"), IBViewKind.named(view.name) != nil else { return nil }
            return (view, controller)
        }
        // A scene's collection view cells follow it, each a screen of its own at its stored
        // size, as a xib's standalone cell is: where the layout object puts them is not known.
        // (A xib's collection view has no prototype cells: Interface Builder allows none.)
        func withCells(_ entry: (element: XMLElementNode, controller: XMLElementNode?))
            -> [(element: XMLElementNode, controller: XMLElementNode?)] {
            [entry] + Self.collectionCells(in: entry.element).map { ($0, nil) }
        }
        if isStoryboard {
            return root.child(named: "scenes")?.children(named: "scene").flatMap { scene in
                (scene.child(named: "objects")?.children ?? []).compactMap(controllerView).flatMap(withCells)
            } ?? []
        }
        return (root.child(named: "objects")?.children ?? []).compactMap { element in
            IBViewKind.named(element.name) != nil ? (element, nil) : controllerView(element)
        }
    }

    /// Whether an element is a prototype cell of a scene's collection view (a screen of its own).
    func isPrototypeCell(_ element: XMLElementNode) -> Bool {
        element.name == "collectionViewCell" && isStoryboard
    }

    /// Whether a scene's collection cell sizes itself in the app: its flow layout estimates
    /// item sizes (`automaticEstimatedItemSize`, Xcode 11's default "Estimate Size: Automatic",
    /// or a nonzero `estimatedItemSize`), so UIKit fits each cell to its content; with
    /// `itemSize` alone every cell is that size.
    func isSelfSizingPrototypeCell(_ element: XMLElementNode) -> Bool {
        guard isPrototypeCell(element), let collection = element.parent?.parent, collection.name == "collectionView",
              let layout = collection.child(key: "collectionViewLayout"), layout.name == "collectionViewFlowLayout"
        else { return false }
        if layout.flag("automaticEstimatedItemSize") { return true }
        guard let estimate = layout.child(key: "estimatedItemSize") else { return false }
        return (estimate.number("width") ?? 0) > 0 && (estimate.number("height") ?? 0) > 0
    }

    /// The prototype cells of the collection views in a view's tree, in document order.
    static func collectionCells(in element: XMLElementNode) -> [XMLElementNode] {
        var cells: [XMLElementNode] = []
        for child in element.children {
            if element.name == "collectionView", child.name == "cells" {
                // A cell's own collection views (a carousel in a row) follow it.
                for cell in child.children(named: "collectionViewCell") where cell.frame != nil {
                    cells += [cell] + collectionCells(in: cell)
                }
            } else {
                cells += collectionCells(in: child)
            }
        }
        return cells
    }

    /// The object an attribute refers to; a dangling id is an input error at `element`.
    func object(_ id: String, referencedBy element: XMLElementNode, attribute: String) throws -> XMLElementNode {
        guard let object = objects[id] else {
            throw InputError(file: file, location: element.location,
                             message: "<\(element.name)> \(attribute)=\"\(id)\" refers to no object in the file")
        }
        return object
    }
}
