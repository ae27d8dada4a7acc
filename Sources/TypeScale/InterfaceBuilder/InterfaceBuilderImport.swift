import Foundation

/// One screen of an Interface Builder file: its name, the screen file it imports as, and the
/// `Screen` that file decodes to.
public struct IBImportedScreen: Sendable {
    public var name: String
    /// The screen file's JSON (what `typescale import` writes).
    public var json: ScreenJSON
    /// Exactly what the screen decoder makes of `json`, with errors located in the XML.
    public var screen: Screen
    /// Interface Builder's stored frames, for fidelity checks.
    public var storedFrames: [IBStoredFrame]
    /// What the document's labels' stored frames said of its custom fonts (the screen's
    /// `standIns` for those it uses).
    var fontSamples: [IBFontCalibration.Sample] = []

    /// The custom families the screen stands in for: its `standIns`' families, in order.
    var standInFamilies: [String] {
        var families: [String] = []
        for row in screen.standIns where !families.contains(row.family) { families.append(row.family) }
        return families
    }
}

/// A frame Interface Builder stored for a view, relative to its superview.
public struct IBStoredFrame: Sendable {
    public var objectId: String
    /// The parent view's object id; nil for the screen's root view.
    public var parentId: String?
    public var frame: Frame
    public var misplaced: Bool
    /// Hidden in IB (its stored frame is whatever it last had; a hidden arranged view takes no room).
    public var hidden: Bool
    /// A table cell (compared by size).
    public var isCell: Bool
}

/// The screens of an Interface Builder document and what was not modelled.
public struct IBImport: Sendable {
    public var screens: [IBImportedScreen]
    public var warnings: [IBWarning]

    /// The screens `--scene NAME` selects: all of them, or the one of that name.
    public func select(scene: String?, file: String) throws -> [IBImportedScreen] {
        guard let scene else { return screens }
        guard let screen = screens.first(where: { $0.name == scene }) else {
            let names = screens.map(\.name)
            throw InputError(file: file, message: "no screen named '\(scene)'\(DidYouMean.hint(for: scene, among: names)); "
                             + "the file has: \(names.joined(separator: ", "))")
        }
        return [screen]
    }
}

/// Reads `.xib` and `.storyboard` files into screens (SPEC §10): the same `Screen` values a
/// screen file gives, so every command, the solver and every output work unchanged.
public enum InterfaceBuilderImport {
    /// Whether a path names an Interface Builder file (by its extension).
    public static func handles(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    public static func load(path: String) throws -> IBImport {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "cannot be read"
            throw InputError(file: path, message: reason)
        }
        return try read([UInt8](data), file: path)
    }

    /// Reads a document from its bytes; `file` names it in errors and gives single-view xibs their name.
    public static func read(_ bytes: [UInt8], file: String) throws -> IBImport {
        let root = try XMLDocumentReader.parse(bytes, file: file)
        let document = try IBDocument(root: root, file: file)
        let notes = IBNotes()
        try IBReferences.check(document)
        let deviceElement = root.child(named: "device")
        var device: Device?
        if let id = deviceElement?["id"] {
            device = IBDevices.device(forIB: id)
            if device == nil, let element = deviceElement {
                notes.warn("device", at: element.location, "unknown Interface Builder device '\(id)': the default device stands in")
            }
        }
        let orientation: Orientation = deviceElement?["orientation"] == "landscape" ? .landscape : .portrait
        let roots = document.screenRoots
        if roots.isEmpty {
            // Not an error: the document is well formed, it just holds nothing to lay out (a
            // xib of objects only). Said, so that an empty output is not a silent surprise.
            notes.warn("no screens", at: root.location,
                       "no screen to lay out: the document has no top-level view, cell or view controller with a view")
        }
        let names = IBScreenNames.names(for: roots, document: document)
        let navigation = IBNavigation(document: document)
        var screens: [IBImportedScreen] = []
        var measured: [IBFontCalibration.Measured] = []
        for (index, entry) in roots.enumerated() {
            // Side margins follow the container laid out: a freeform view or cell's own width
            // (TimeStepperCell, 320 wide in a 414-pt file, has 16), else the device's.
            let storedWidth = storedSize(of: entry, device: device, orientation: orientation, document: document)?.width
            let sideMargin = storedWidth.map { Container.compactSideMargin(portraitWidth: $0) } ?? device?.portraitSideMargin ?? 16
            var builder = IBScreenBuilder(document: document, root: entry.element, controller: entry.controller,
                                          notes: notes, device: device, sideMargin: sideMargin,
                                          containerWidth: storedWidth ?? device?.width)
            let (views, constraints) = try builder.build()
            var members: [(String, ScreenJSON)] = [("name", .string(names[index])), ("_ib", .string(entry.element["id"] ?? ""))]
            members += container(for: entry, device: device, orientation: orientation, document: document, navigation: navigation)
            members += [("views", .array(views)), ("constraints", .array(constraints))]
            let json = ScreenJSON.located(entry.element.location, .object(members))
            let screen = try ScreenDecoder.decode(json.node(file: file), file: file)
            let stored = storedFrames(of: builder, root: entry.element)
            screens.append(IBImportedScreen(name: names[index], json: json, screen: screen, storedFrames: stored))
            measured.append(IBFontCalibration.Measured(screen: screen, storedFrames: stored,
                                                       labels: IBFontCalibration.measurableLabels(under: entry.element)))
        }
        // Custom fonts, which no run may have, stand in for the system font, measured off the
        // labels of the whole document Xcode sized by their text.
        let samples = IBFontCalibration.samples(of: measured)
        for index in screens.indices where !measured[index].families.isEmpty {
            let rows = IBFontCalibration.rows(for: measured[index].families, from: samples)
            guard case .located(let location, .object(var members)) = screens[index].json else { continue }
            members.insert(("standIns", IBFontCalibration.json(rows)), at: members.count - 2)
            screens[index].json = .located(location, .object(members))
            screens[index].screen = try ScreenDecoder.decode(screens[index].json.node(file: file), file: file)
            screens[index].fontSamples = samples
        }
        IBUnmodelled.report(document, roots: roots.map(\.element), notes: notes)
        return IBImport(screens: screens, warnings: notes.warnings)
    }

    /// How a screen is shown, and the stored frame it keeps as its `size` (a freeform view,
    /// cell, scene or sheet), nil when it is laid out on the device.
    /// A landscape file's device-sized root is stored turned.
    /// `navigation` tells an embedded child (never a sheet) from a presented scene; without it
    /// (the stored size alone is wanted) a sheet-sized scene counts as a sheet.
    static func destination(of entry: (element: XMLElementNode, controller: XMLElementNode?), device: Device?,
                            orientation: Orientation, document: IBDocument,
                            navigation: IBNavigation? = nil) -> (destination: IBDestination, size: Frame?) {
        let frame = entry.element.frame
        // A scene's collection cell is never a device screen, even one the device's size (a
        // pager's page): it lies in its collection view.
        if document.isPrototypeCell(entry.element) || isCellClassView(entry) {
            return (.freeform, frame.flatMap { $0.width >= 1 && $0.height >= 1 ? $0 : nil })
        }
        let matchesDevice = device.map { device in
            guard let frame else { return true }
            let (width, height) = orientation == .landscape ? (device.height, device.width) : (device.width, device.height)
            return frame.width == width && frame.height == height
        } ?? false
        var destination = IBDestination(entry.controller ?? entry.element)
        // A scene IB stores at another size than the device's (a child embedded in a container
        // view, a root shortened by a bar) is laid out at that size, as a freeform one.
        if destination == .device, entry.controller != nil, !matchesDevice {
            let embedded = entry.controller.map { navigation?.isEmbedded($0) == true } ?? false
            destination = !embedded && IBDestination.isSheetSized(frame, on: device, orientation: orientation, document: document)
                ? .presentedSheet : .freeform
        }
        guard let frame, destination != .device || (entry.controller == nil && !matchesDevice) || device == nil,
              frame.width >= 1, frame.height >= 1 else { return (destination, nil) }
        return (destination, frame)
    }

    /// A xib's top-level plain view of a cell class (`…Cell`, `…TableViewCell…`,
    /// `…CollectionViewCell…`): a cell's view, laid out at its own size and never under a
    /// screen's bars, even one stored at the device's size (jinglejill's 375 × 667
    /// `CustomTableViewCellOrder`, whose File's Owner has no view, had been a screen with its
    /// labels under the status bar, a designer's review of dev set 50).
    static func isCellClassView(_ entry: (element: XMLElementNode, controller: XMLElementNode?)) -> Bool {
        guard entry.controller == nil, entry.element.name == "view", let name = entry.element["customClass"] else { return false }
        return name.hasSuffix("Cell") || name.contains("TableViewCell") || name.contains("CollectionViewCell")
    }

    static func storedSize(of entry: (element: XMLElementNode, controller: XMLElementNode?), device: Device?,
                           orientation: Orientation, document: IBDocument) -> Frame? {
        destination(of: entry, device: device, orientation: orientation, document: document).size
    }

    /// `device`, or `size` for a freeform view; `bars` for simulated bars.
    static func container(for entry: (element: XMLElementNode, controller: XMLElementNode?), device: Device?,
                          orientation: Orientation, document: IBDocument, navigation: IBNavigation) -> [(String, ScreenJSON)] {
        var members: [(String, ScreenJSON)] = []
        let (destination, storedSize) = destination(of: entry, device: device, orientation: orientation, document: document,
                                                    navigation: navigation)
        let bar = navigation.bar(over: entry)
        // A view stored shorter above an opaque bottom bar ends at the bar: not under it.
        let bottomBar = navigation.bottomBar(under: entry)
        let aboveOpaqueBar = bottomBar?.opaque == true && storedSize != nil
        // Whether the screen's safe area is its device's own insets (a device screen, a
        // controller's or a screen-sized view), not a part of them or none.
        var insetByDevice = storedSize == nil && device != nil
        // Inset by the sensor housing at least: the device's insets, or a freeform view's share.
        var underHousing = insetByDevice
        // Xcode 6's and 7's 600 × 600 size-class square: the canvas's container, not a device's.
        var squareCanvas: ScreenJSON?
        if let frame = storedSize {
            var size: [(String, ScreenJSON)] = [("width", .number(frame.width)), ("height", .number(frame.height)),
                                                ("scale", .number(device?.scale ?? 2))]
            // A xib's freeform view has the device's size classes on IB's canvas (WordPress's
            // 480-pt tag cell on a 12.9-inch iPad has its regular-regular 96-pt image, not
            // 64), written where they are not a custom size's defaults, compact and regular.
            // A freeform storyboard scene keeps those defaults: kickstarter's 400-pt login
            // scene on an iPad has 16-pt root margins, a compact width's (README "Root layout
            // margins"); a regular width would give it 20.
            if let device, entry.controller == nil {
                let portrait = Container(device: device, orientation: .portrait)
                if portrait.widthClass != .compact { size.append(("widthClass", .string(portrait.widthClass.rawValue))) }
                if portrait.heightClass != .regular { size.append(("heightClass", .string(portrait.heightClass.rawValue))) }
            }
            // A controller's view from a xib, stored at its own size, is inset as a freeform
            // scene's is; so is a xib view the device's own size, a whole screen (Hound's
            // 393 × 852 intro view on an iPhone 15, its button 15 above the safe area's bottom
            // at 818). Another xib view whose Simulated Metrics say Freeform has the part of
            // the device's insets it reaches (`IBDestination.freeformViewSafeArea`).
            let screenSized = !document.isPrototypeCell(entry.element) && !Self.isCellClassView(entry)
                && (device.map { frame.width == $0.width && frame.height == $0.height } ?? false)
            let controllerView = isControllerView(entry, document: document)
            // A standalone collection view cell is drawn so too (its own guide: OpenMarket's
            // 293 × 286 cell, Xcode 12.5, has its image 5 below the 44-pt housing; CloudNews'
            // 726 × 168 one, wider than its iPhone, the whole 44 and 34); a table cell, whose
            // content view IB draws with a guide of its own, has none (nextcloud talk's 422-pt
            // cell, Xcode 15, has its title 12 below its content view's guide at 12).
            // A scene's cell lies in its collection view on the canvas, not at the screen's
            // top-left: no insets (eaiclub's cell, dev set 31, its label 18 below the top).
            let standaloneCell = entry.element.name == "collectionViewCell" && !document.isPrototypeCell(entry.element)
            let freeformView = !controllerView && !screenSized
                && ((entry.element.name == "view" && destination == .freeform) || standaloneCell)
            // A widget's view (Notification Center's context) is inset as a freeform xib view
            // is (`freeformViewSafeArea`).
            let widget = IBStatusBar.isWidget(entry.element)
            // A controller's view from a xib at a size of its own and not below an opaque bar
            // lies at the screen's top-left as a freeform xib view does, with the insets it
            // reaches (round 26: inu-appcenter's 414 × 635 notice view, Xcode 13, on an iPhone
            // 11 has its button pinned 24 above the safe area's bottom ending at 611, with no
            // home indicator under it; below an opaque bar a view starts under the bar and
            // reaches the bottom, NYPL's, `IBDestination.safeArea`).
            let placedXibController = controllerView && entry.controller == nil && !screenSized && !bar.opaque
            let deviceInsets = !widget && !placedXibController && (controllerView || (entry.controller == nil && screenSized))
                ? (entry.controller == nil ? .freeform : destination)
                    .safeArea(on: device, document: document, underOpaqueBar: bar.opaque, aboveOpaqueBar: aboveOpaqueBar) : nil
            insetByDevice = deviceInsets != nil && !destination.isSheet
            // A scene of a file that names no device (`IBSquareCanvas`).
            let deviceless = device == nil && controllerView && IBSquareCanvas.isScreen(entry, navigation: navigation)
            let onSquare = deviceless && IBSquareCanvas.isOnSquare(frame)
            let squareCanvasInsets = deviceless && !widget
                ? IBSquareCanvas.statusBarInsets(entry, underOpaqueBar: bar.opaque, document: document, navigation: navigation) : nil
            let insets = deviceInsets ?? squareCanvasInsets ?? (freeformView || widget || placedXibController ? IBDestination.freeformViewSafeArea(
                size: frame, landscapeWidth: device.map { frame.width == $0.width ? $0.height : frame.width } ?? frame.width,
                on: device, document: document, orientation: orientation) : nil)
            if let insets { size.append(("safeArea", insets.portrait)) }
            underHousing = insets != nil && !destination.isSheet
            size.append(("landscape", landscape(of: frame, device: device, safeArea: insets?.landscape,
                                                fullScreen: destination == .presentedSheet)))
            // The square is the canvas's: the app runs on the default device.
            if onSquare {
                squareCanvas = .object(size)
            } else {
                members.append(("size", .object(size)))
            }
            // A view other than a screen: a cell, a widget, a freeform xib view. Where it sits
            // on a screen the file does not say (`Screen.isFreeform`).
            if widget || (!controllerView && !screenSized) { members.append(("freeform", .bool(true))) }
            // A table cell's xib is a row of a table whose rows self-size (UIKit's default since
            // iOS 11): larger text makes it taller than designed (round 30: a designer's review
            // of dev set 36 found 9 of its 12 xibs cells, their AX3 text cut or constraints
            // broken at the canvas's height).
            // So is a scene's collection cell whose flow layout estimates its size; UIKit also
            // fits its width, which typescale keeps (README "Additions to the screen format").
            if (entry.element.name == "tableViewCell" && !document.isPrototypeCell(entry.element))
                || document.isSelfSizingPrototypeCell(entry.element) {
                members.append(("selfSizing", .bool(true)))
            }
        } else if let device {
            members.append(("device", .string(device.id)))
            if orientation == .landscape { members.append(("orientation", .string(Orientation.landscape.rawValue))) }
        }
        // A storyboard scene's bars are its controller's (a navigation bar also where the
        // navigation infers one); a xib's top-level view carries its simulated metrics itself
        // (nextcloud talk's status view: a simulated navigation bar, its fields 44 pt lower).
        var bars: [(String, ScreenJSON)] = []
        // A view drawn below an opaque bar (stored shorter, so freeform) is not under it.
        if bar.shown && !(bar.opaque && storedSize != nil) {
            let top: SimulatedBars.Top = destination.isSheet && !document.isBeforeIOS13 ? .sheetNavigationBar
                : bar.large ? .largeTitleNavigationBar : document.isIOS26 ? .glassNavigationBar : .navigationBar
            bars.append(("top", .string(top.rawValue)))
        }
        switch aboveOpaqueBar ? nil : bottomBar?.name {
        case "simulatedToolbarMetrics"?: bars.append(("bottom", .string(SimulatedBars.Bottom.toolbar.rawValue)))
        case "simulatedTabBarMetrics"?: bars.append(("bottom", .string(SimulatedBars.Bottom.tabBar.rawValue)))
        default: break
        }
        if IBStatusBar.isWidget(entry.element) { bars.append(("statusBar", .string(SimulatedBars.StatusBar.hidden.rawValue))) }
        if !bars.isEmpty { members.append(("bars", .object(bars))) }
        if let margins = rootMargins(of: entry.element) { members.append(("rootMargins", margins)) }
        var canvas: [(String, ScreenJSON)] = []
        if let device, IBStatusBar.isBarOnly(device), !IBStatusBar.isWidget(entry.element),
           !IBStatusBar.isShown(pluginVersion: document.pluginVersion, destination: destination,
                                explicit: navigation.statusBar(over: entry)) {
            canvas.append(("statusBar", .string(SimulatedBars.StatusBar.hidden.rawValue)))
        }
        // Xcode 16.3's and later canvases inset a notched iPhone's screen by its safe area
        // twice (`CanvasSafeArea.doubled`), seen where the insets are the device's own; a
        // freeform view's share of them, a cell's or a sheet's none are left as they are (no
        // file shows them doubled), and so are an iPad's (Crewbid's landscape iPad scenes,
        // Xcode 16.3, store their top bars at the safe area's 24) and a status bar's 20 on an
        // iPhone without a notch (Kommunicate's Xcode 16.3 view on an iPhone 8 has its image
        // 100 below the safe area's top at 120). Xcode 12.5 to 13 drew the housing 44
        // deep over a collection cell too (CloudNews' cell on a 428-pt iPhone has its content
        // 44 below its top, not the device's 47); freeform views and widgets are taken to be
        // drawn alike (no file of those Xcodes shows one on a 47-pt iPhone).
        if document.doublesCanvasSafeArea, insetByDevice, let device, !device.isPad, !IBStatusBar.isBarOnly(device) {
            canvas.append(("safeArea", .string(CanvasSafeArea.doubled.rawValue)))
        } else if let device, document.drawsHousing44, underHousing,
                  device.safeAreaPortrait.top > CanvasSafeArea.legacyHousingDepth {
            canvas.append(("safeArea", .string(CanvasSafeArea.housing44.rawValue)))
        }
        // Xcode 12.5 to 13 drew text styles at XS on the canvas (`IBDocument.canvasCategory`).
        if let category = document.canvasCategory {
            canvas.append(("category", .string(category.shortName)))
        }
        // Xcode 12 and earlier shared a stack's width out to its multi-line labels; written
        // only where a stack has one to share.
        if document.drawsStackTextWidthsShared, Self.hasStackTextToShare(entry.element) {
            canvas.append(("stackTextWidths", .string(StackTextWidths.equalShare.rawValue)))
        }
        if bar.shown, bar.large, !destination.isSheet, !document.isBeforeIOS13,
           Self.collapsesLargeTitle(root: entry.element, controller: entry.controller) {
            let standard: SimulatedBars.Top = document.isIOS26 ? .glassNavigationBar : .navigationBar
            canvas.append(("topBar", .string(standard.rawValue)))
        }
        if device == nil, isControllerView(entry, document: document), document.isBeforeXcode7 {
            canvas.append(("sideMargin", .number(IBSquareCanvas.xcode6SideMargin)))
        }
        // Before iOS 11 a controller's root view had no margins above and below and measured
        // its margins from its frame, under the bars: State-of-flux's Xcode 6.3 scanner view,
        // pinned to its root's top margin under the status bar, is stored at y 0 (dev set 59).
        // From Xcode 9 they are the safe area's, as in the app.
        if document.isBeforeIOS11, isControllerView(entry, document: document) {
            canvas.append(("rootMarginsFromFrame", .bool(true)))
        }
        if let squareCanvas { canvas.append(("size", squareCanvas)) }
        if !canvas.isEmpty { members.append(("canvas", .object(canvas))) }
        return members
    }

    /// Whether a horizontal stack that leaves its views' widths to them (`fill`,
    /// `equalSpacing`, `equalCentering`) arranges a multi-line label.
    /// Whether IB's canvas draws a large-title bar collapsed, the standard bar, over the scene:
    /// a list (a table, a collection, a scroll view) is its root view's first subview, the
    /// content the bar follows, and the scene's navigation item leaves the display mode
    /// automatic. The canvas shows that list scrolled to its top, as if the title had
    /// collapsed; the app at rest shows the large title (`canvas.topBar`, `--canvas` only).
    /// Three files store such a list under a standard bar, none under the large one
    /// (3Go's table, dev set 8b; HalfBloodPrince010's collection, Xcode 12, dev set 45;
    /// melekyilmaz1's table, Xcode 16, dev set 50); one whose item says `always` (mohsinaliayub's
    /// table, dev set 42) and scenes whose first view is a stack or a search bar (iccub's,
    /// hakanngul's) are stored under the large bar. Xcode 10 and earlier drew the large bar
    /// there too (wngus606's Xcode 9.4 collection, dev set 55, stored at 20 + 96).
    static func collapsesLargeTitle(root: XMLElementNode, controller: XMLElementNode?) -> Bool {
        guard controller?.child(key: "navigationItem")?["largeTitleDisplayMode"] != "always",
              let first = root.child(named: "subviews")?.children.first(where: { IBViewKind.named($0.name) != nil })
        else { return false }
        return ["tableView", "collectionView", "scrollView"].contains(first.name)
    }

    static func hasStackTextToShare(_ root: XMLElementNode) -> Bool {
        root.descendants().contains { element in
            guard element.name == "stackView", (element["axis"] ?? "horizontal") == "horizontal",
                  !["fillEqually", "fillProportionally"].contains(element["distribution"] ?? "fill") else { return false }
            return element.child(named: "subviews")?.children(named: "label").contains { ($0["numberOfLines"] ?? "1") != "1" } ?? false
        }
    }

    /// A root view's own layout margins and `insetsLayoutMarginsFromSafeArea` (README
    /// "rootMargins"): RedMadRobot's 510 × 70 product view (Xcode 11.5), its margins 8 above
    /// and below and 16 at the sides, not from the safe area, has its stack pinned to them
    /// stored at y 8 below the 44-pt housing and x 20, the system minimum beside 414 pt.
    /// A cell's margins are its content view's (`IBViewProperties`).
    static func rootMargins(of root: XMLElementNode) -> ScreenJSON? {
        guard root.name == "view" else { return nil }
        let own = IBViewProperties.ownMargins(of: root)
        let fromSafeArea = root["insetsLayoutMarginsFromSafeArea"] != "NO"
        guard own != nil || !fromSafeArea else { return nil }
        var members: [(String, ScreenJSON)] = []
        if let own { members.append(("insets", own.insets)) }
        if !fromSafeArea { members.append(("fromSafeArea", .bool(false))) }
        if own?.directional == true { members.append(("directional", .bool(true))) }
        return .object(members)
    }

    /// A scene's root, or a xib's view that its File's Owner, a view controller, has as its
    /// `view` (`IBDocument.controllerViewIds`): a controller's view, inset by the safe area;
    /// other xib views are not.
    static func isControllerView(_ entry: (element: XMLElementNode, controller: XMLElementNode?), document: IBDocument) -> Bool {
        entry.controller != nil || entry.element["id"].map(document.controllerViewIds.contains) == true
    }

    /// A freeform view or cell in landscape (`size.landscape`): it is not a device, so nothing
    /// turns. Its height is its own (a cell's row height, a card's design); a width that is the
    /// device's follows the device, as a cell follows its table and the table the screen; any
    /// other width stays. The size classes are the device's in landscape.
    /// A sheet in compact height is shown full screen (`fullScreen`): the device turned.
    static func landscape(of frame: Frame, device: Device?, safeArea: ScreenJSON? = nil, fullScreen: Bool = false) -> ScreenJSON {
        var members: [(String, ScreenJSON)] = [("width", .number(frame.width)), ("height", .number(frame.height))]
        if let device {
            let turned = Container(device: device, orientation: .landscape)
            if frame.width == device.width { members[0] = ("width", .number(turned.width)) }
            if fullScreen { members[1] = ("height", .number(turned.height)) }
            members.append(("widthClass", .string(turned.widthClass.rawValue)))
            members.append(("heightClass", .string(turned.heightClass.rawValue)))
        }
        if let safeArea { members.append(("safeArea", safeArea)) }
        return .object(members)
    }

    /// Every laid-out view's stored frame, relative to its parent view element.
    static func storedFrames(of builder: IBScreenBuilder, root: XMLElementNode) -> [IBStoredFrame] {
        var parents: [ObjectIdentifier: XMLElementNode] = [:]
        for element in builder.elements {
            for child in IBLayoutTree.children(of: element, notes: IBNotes()) { parents[ObjectIdentifier(child)] = element }
        }
        return builder.elements.compactMap { element in
            guard let id = element["id"], let frame = element.frame else { return nil }
            return IBStoredFrame(objectId: id, parentId: parents[ObjectIdentifier(element)]?["id"], frame: frame,
                                 misplaced: element.flag("misplaced"), hidden: element.flag("hidden"), isCell: element.name == "tableViewCell")
        }
    }
}
