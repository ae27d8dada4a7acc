/// Constraints UIKit makes for views IB lays out without written constraints: autoresizing
/// masks, table rows, and the content views of cells and effect views (SPEC §10).
enum IBGeneratedConstraints {
    /// UITableViewCell accessories: how much narrower the content view is than the cell,
    /// beyond the cell's side margin (the accessory sits inside the trailing margin). A
    /// disclosure indicator: a 374-pt cell with 20-pt margins has a 343.5-pt content view
    /// (IB-FORMAT §10, 20 + 10.5), a 375-pt one with 16-pt margins (Xcode 11.4) a 348-pt one
    /// (16 + 11; 16 + 10.5 is within 1 pt). The others do not occur in the corpus: UIKit's
    /// accessory view widths plus padding, taken at 20-pt margins.
    static let accessoryWidths: [(type: String, beyondMargin: Double)] = [
        ("disclosureIndicator", 10.5), ("checkmark", 19.5), ("detailButton", 24), ("detailDisclosureButton", 47),
    ]

    /// Before iOS 13 (files saved by Xcode 10 and earlier) an accessory took a fixed width,
    /// whatever the margin: a disclosure indicator 34 pt (openfoodfacts' Search prototype cell,
    /// 375 wide, has a 341-pt content view), a detail button 47 (round 30: einkaufszettl's
    /// Xcode 9 unit cell, 375 wide, a 328-pt one, dev set 38).
    static let legacyAccessoryWidths: [(type: String, width: Double)] = [("disclosureIndicator", 34), ("detailButton", 47)]

    static func accessoryWidth(_ type: String?, document: IBDocument, sideMargin: Double) -> Double {
        if document.isBeforeIOS13, let legacy = legacyAccessoryWidths.first(where: { $0.type == type }) { return legacy.width }
        if type == "disclosureIndicator",
           let era = disclosureEras.first(where: { $0.plugins.contains(document.pluginVersion) }) {
            return sideMargin + era.beyondMargin
        }
        return accessoryWidths.first { $0.type == type }.map { sideMargin + $0.beyondMargin } ?? 0
    }

    /// Xcodes whose disclosure indicator sits elsewhere in the margin: Xcode 13 (plug-ins 19000
    /// to 20999) draws it about 9 pt beyond the margin, not 10.5: Adamant's 375-pt standalone
    /// cell (plug-in 20020, 16-pt margins) has a 350.5-pt content view, BeKNbz's 414-pt
    /// prototype (19519, 20-pt margins) a 385.5-pt one and wilybear's (19454) a 384.5-pt one,
    /// 8.5, 8.5 and 9.5 beyond; Xcode 11.3 to 12 (cwa, ProtonVPN: + 11) and 14.3 (ji-yeon224:
    /// + 10.333) are within 1 pt of 10.5.
    static let disclosureEras: [(plugins: Range<Double>, beyondMargin: Double)] = [
        (19000..<21000, 9),
    ]

    /// The table a cell element lies in (prototypes or static sections), if any.
    static func table(of cell: XMLElementNode) -> XMLElementNode? {
        var node = cell.parent
        while let next = node, next.name != "tableView" { node = next.parent }
        return node
    }

    /// Before iOS 13 a cell in a table with separators ended its content view one pixel
    /// above the cell, over the separator: openfoodfacts' Search cells (Xcode 10, @2x) are
    /// 44 and 100 tall with 43.5- and 99.5-pt content views. So does a standalone xib cell,
    /// which has no table to turn separators off: Shopify's (Xcode 9), seafile's (Xcode 9)
    /// and olvid's (Xcode 10) store 59.5, 87.5 and 43.5 in 60-, 88- and 44-pt cells. Cells of
    /// later files keep the whole row (every stored one seen).
    static func separatorHeight(of cell: XMLElementNode, builder: IBScreenBuilder) -> Double {
        guard builder.document.isBeforeIOS13, table(of: cell)?["separatorStyle"] != "none" else { return 0 }
        return 1 / (builder.device?.scale ?? 2)
    }

    static func constraints(for element: XMLElementNode, parent: XMLElementNode, builder: IBScreenBuilder) throws -> [ScreenJSON] {
        guard let id = element["id"].flatMap({ builder.ids[$0] }) else { return [] }
        let objectId = element["id"] ?? id
        func make(_ name: String, _ text: String) -> ScreenJSON {
            .located(element.location, .object([("id", .string("\(objectId).\(name)")), ("expr", .string(text))]))
        }
        if parent.name == "tableView", element.name == "tableViewCell" {
            return tableRow(element, id: id, table: parent, builder: builder, make: make)
        }
        if element["key"] == "contentView" || element.name == "tableViewCellContentView" {
            let accessory = accessoryWidth(parent["accessoryType"], document: builder.document, sideMargin: builder.cellSideMargin)
            let separator = parent.name == "tableViewCell" ? separatorHeight(of: parent, builder: builder) : 0
            return [make("left", "\(id).left == superview.left"), make("top", "\(id).top == superview.top"),
                    make("bottom", separator > 0 ? "\(id).bottom == superview.bottom - \(ScreenJSON.exact(separator))"
                                                 : "\(id).bottom == superview.bottom"),
                    make("width", accessory > 0 ? "\(id).width == superview.width - \(ScreenJSON.exact(accessory))"
                                                : "\(id).width == superview.width")]
        }
        if element["key"] == "tableHeaderView" || element["key"] == "tableFooterView" {
            let height = element.frame?.height ?? 0
            var result = [make("left", "\(id).left == superview.left"), make("width", "\(id).width == superview.width"),
                          make("height", "\(id).height == \(ScreenJSON.exact(height))")]
            if element["key"] == "tableHeaderView" {
                result.append(make("top", "\(id).top == superview.top"))
            } else if let last = cellsInOrder(of: parent).last?["id"].flatMap({ builder.ids[$0] }) {
                let gap = lastSectionFooter(of: parent)
                result.append(make("top", "\(id).top == \(last).bottom" + (gap > 0 ? " + \(ScreenJSON.exact(gap))" : "")))
            } else {
                result.append(make("top", "\(id).top == superview.top"))
            }
            return result
        }
        // An arranged view is laid out by constraints whatever the file says: UIStackView
        // turns its autoresizing constraints off. A view IB marks `fixedFrame` has no
        // constraints, and IB gives it prototyping ones at build time that hold its stored
        // frame, as its autoresizing mask does here, whatever its flag says (ivpn's widget
        // views, `translatesAutoresizingMaskIntoConstraints="NO"` and fixed frames, are stored
        // where their frames put them, not collapsed to their superviews' corners).
        let fixedFrame = element.flag("fixedFrame") && parent.name != "stackView"
        let byConstraints = !fixedFrame
            && (element["translatesAutoresizingMaskIntoConstraints"] == "NO" || parent.name == "stackView")
        let minimum = roundedFieldMinimum(element, id: id, document: builder.document, make: make)
            + buttonImageMinimum(element, id: id, document: builder.document, make: make)
        if element["ambiguous"] == "YES", byConstraints, let frame = element.frame {
            builder.notes.warn("ambiguous", at: element.location,
                               "a view Interface Builder marks ambiguous keeps its stored frame where its constraints leave it free")
            return storedFrame(frame, id: id, make: make) + minimum
        }
        if byConstraints, parent.name != "stackView", let own = element["id"], !builder.document.constrainedIds.contains(own),
           let frame = element.frame {
            return prototyping(frame, id: id, make: make) + minimum
        }
        guard !byConstraints, let frame = element.frame, let container = parent.frame else { return minimum }
        return autoresizing(element, id: id, frame: frame, in: container, make: make)
    }

    /// A rounded-rect field is at least 30 pt tall (34 from iOS 13), whatever its text up to
    /// 20 pt, and pads the text only 3 pt above and below (5 from iOS 13), so that larger text
    /// still grows it. Fields that nothing but their own size fixes: before Xcode 11, 14-, 15-,
    /// 17- and 20-pt ones are all stored 30 (eleven 14-pt fields; MastersAcademy's four and
    /// a GuessTheNumber's two 17-pt ones, Xcode 10.1; 15 pt in Xcode 8; 20 pt in a stack);
    /// from Xcode 11, 14-, 17- and 20-pt ones 34 (tensorflow's, tinode's and fifteen more
    /// 14-pt fields; OnTheMap's and WeatherForCats' 17-pt ones; android-meteo's 20-pt one,
    /// Xcode 11.3). SPEC §3.1's line + 13 made a 17-pt field 33.5 and a 20-pt one 37. The
    /// padding is what the least heights leave at 20 pt (23.87 → 24 + 6 = 30, + 10 = 34); a
    /// 25-pt field stored 40 in a stack of 40-pt buttons (Clima, Xcode 14) agrees with 5.
    /// The minimum is held as firmly as the field holds its intrinsic height (its vertical
    /// compression resistance).
    static func roundedFieldMinimum(_ element: XMLElementNode, id: String, document: IBDocument,
                                    make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        guard element.name == "textField", element["borderStyle"] == "roundedRect" else { return [] }
        let least = ScreenJSON.exact(roundedField(document).leastHeight)
        return [make("roundedMinimum", "\(id).height >= \(least) @\(heightResistance(element))")]
    }

    /// UIKit's rounded-rect field by SDK (`roundedFieldMinimum`): its least height, the
    /// padding above and below its text, and the width its intrinsic size adds beyond the
    /// text and its 7-pt sides. From iOS 13 that width is 14 more (28 in all): fields whose
    /// width is their own are stored their placeholder's width + 28 (six 16-pt fields sharing
    /// fill-proportionally rows with their labels, Xcode 13, dev set 31; seven 14-pt fields in
    /// centre-aligned or unpinned stacks of three other students' projects, Xcode 14: "isim"
    /// 25.7 → 54, "tecrübe yiliniz" 89.7 → 118; README `extraWidth`). Earlier SDKs
    /// keep SPEC §3.1's 7 + 7 (no stored frame shows them).
    static func roundedField(_ document: IBDocument) -> (leastHeight: Double, padding: Double, extraWidth: Double) {
        document.isBeforeIOS13 ? (30, 3, 0) : (34, 5, 14)
    }

    /// A legacy button with an image beside its title is as tall as the taller of the two:
    /// UIButton sizes its content to the larger, the 6-pt padding above and below being the
    /// title's (a title-only button is the title + 12, an image-only one the image). The
    /// `button` kind models the title and widens by the image (`IBViewProperties`); the image's
    /// height is this minimum, plus the content insets, held as firmly as the button holds its
    /// intrinsic height. code-squad's "Button"s with 100-pt images (Xcode 9) are stored 100 tall.
    static func buttonImageMinimum(_ element: XMLElementNode, id: String, document: IBDocument,
                                   make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        let content = IBButtonContent(element: element)
        // A configuration lays out its own image beside its title (syhwang's SF Symbol and
        // title, dev set 36, 17.8 + 7 + 7 against 31 stored).
        guard element.name == "button", !content.title.isEmpty,
              let image = content.layoutImageName.flatMap({ document.imageSizes[$0] }) else { return [] }
        let insets = content.layoutInsets
        let height = image.height + insets.top + insets.bottom
        return [make("imageHeight", "\(id).height >= \(ScreenJSON.exact(height)) @\(heightResistance(element))")]
    }

    /// A control's vertical compression resistance as a generated minimum's priority: below
    /// required even for one that resists at 1000, so that the file's own height constraint
    /// (required) wins over the minimum instead of conflicting with it.
    private static func heightResistance(_ element: XMLElementNode) -> Int {
        Int(min(max(element.number("verticalCompressionResistancePriority") ?? 750, 1), 999))
    }

    /// A view IB marks `ambiguous="YES"` has a frame its constraints do not fix; UIKit at launch
    /// picks one of the layouts they allow, and which is not documented. The stored frame (what
    /// the designer saw) decides among them: its size at priority 2 and its position at 1,
    /// under every other constraint, so it only chooses among layouts that are otherwise
    /// equally good; where keeping the size moves the view (an empty stack after one that
    /// takes the room left), the size wins, and the position follows from its neighbours.
    ///
    /// IB's canvas holds such a frame harder: it leaves an ambiguous view where it is and lets
    /// content priorities give way around it (cwa's empty stacks keep 50 and 28 and squeeze a
    /// label, CR 750, to 12 pt). That is a design-time constraint, so it is written as a
    /// placeholder at 999: only a layout of the canvas (`--canvas`) has it.
    static func storedFrame(_ frame: Frame, id: String, make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        let held = [("leading", "\(id).leading == superview.leading + \(ScreenJSON.exact(frame.x))", 1),
                    ("top", "\(id).top == superview.top + \(ScreenJSON.exact(frame.y))", 1),
                    ("width", "\(id).width == \(ScreenJSON.exact(frame.width))", 2),
                    ("height", "\(id).height == \(ScreenJSON.exact(frame.height))", 2)]
        return held.map { make("stored.\($0.0)", $0.1 + " @\($0.2)") }
            + held.map { placeholder(make("canvas.\($0.0)", $0.1 + " @999")) }
    }

    /// A view laid out by constraints that no constraint names: Interface Builder adds
    /// prototyping constraints at build time that "define the view's current size and
    /// position relative to the upper left corner" (Apple's Auto Layout Guide; they log as
    /// `NSIBPrototypingLayoutConstraint`, "IB auto generated at build time for view with fixed
    /// frame"), required, and only while no constraint names the view. Without them such a
    /// view was ambiguous and piled at its superview's corner (habitio's Xcode 8 cell, whose
    /// five labels and icons keep their flag and lost every constraint).
    static func prototyping(_ frame: Frame, id: String, make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        [make("prototyping.left", "\(id).left == superview.left + \(ScreenJSON.exact(frame.x))"),
         make("prototyping.top", "\(id).top == superview.top + \(ScreenJSON.exact(frame.y))"),
         make("prototyping.width", "\(id).width == \(ScreenJSON.exact(frame.width))"),
         make("prototyping.height", "\(id).height == \(ScreenJSON.exact(frame.height))")]
    }

    private static func placeholder(_ constraint: ScreenJSON) -> ScreenJSON {
        guard case .located(let location, .object(let members)) = constraint else { return constraint }
        return .located(location, .object(members + [("placeholder", .bool(true))]))
    }

    /// UIKit's autoresizing constraints: at the stored superview size they reproduce the stored
    /// frame; elsewhere fixed margins stay fixed, sizable sizes stretch with the superview and
    /// flexible-both margins keep the view's centre offset.
    static func autoresizing(_ element: XMLElementNode, id: String, frame: Frame, in container: Frame,
                             make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        let mask = element.child(key: "autoresizingMask")
        func flag(_ name: String) -> Bool { mask?.flag(name) ?? false }
        var result: [ScreenJSON] = []
        let axes: [(lead: String, trail: String, size: String, center: String, origin: Double, length: Double, room: Double,
                    flexibleLead: Bool, sizable: Bool, flexibleTrail: Bool)] = [
            ("left", "right", "width", "centerX", frame.x, frame.width, container.width,
             flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")),
            ("top", "bottom", "height", "centerY", frame.y, frame.height, container.height,
             flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")),
        ]
        for axis in axes {
            let trailing = axis.room - axis.origin - axis.length
            let centerOffset = axis.origin + axis.length / 2 - axis.room / 2
            func offset(_ value: Double) -> String {
                value > 0 ? " + \(ScreenJSON.exact(value))" : value < 0 ? " - \(ScreenJSON.exact(-value))" : ""
            }
            if axis.sizable, axis.room > 0 {
                let share = axis.length / axis.room
                if !axis.flexibleLead && !axis.flexibleTrail {
                    result.append(make("autoresizing.\(axis.lead)", "\(id).\(axis.lead) == superview.\(axis.lead)\(offset(axis.origin))"))
                    result.append(make("autoresizing.\(axis.trail)", "\(id).\(axis.trail) == superview.\(axis.trail)\(offset(-trailing))"))
                    continue
                }
                result.append(make("autoresizing.\(axis.size)",
                                   share == 1 ? "\(id).\(axis.size) == superview.\(axis.size)"
                                              : "\(id).\(axis.size) == \(ScreenJSON.exact(share)) * superview.\(axis.size)"))
            } else {
                result.append(make("autoresizing.\(axis.size)", "\(id).\(axis.size) == \(ScreenJSON.exact(axis.length))"))
            }
            switch (axis.flexibleLead, axis.flexibleTrail) {
            case (true, false):
                result.append(make("autoresizing.\(axis.trail)", "\(id).\(axis.trail) == superview.\(axis.trail)\(offset(-trailing))"))
            case (true, true):
                result.append(make("autoresizing.\(axis.center)", "\(id).\(axis.center) == superview.\(axis.center)\(offset(centerOffset))"))
            default:
                result.append(make("autoresizing.\(axis.lead)", "\(id).\(axis.lead) == superview.\(axis.lead)\(offset(axis.origin))"))
            }
        }
        return result
    }

    /// A table's rows stack from its top: static and prototype cells once each, in order,
    /// as wide as the table (inset by its margins in the inset-grouped style).
    static func tableRow(_ cell: XMLElementNode, id: String, table: XMLElementNode, builder: IBScreenBuilder,
                         make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        let style = table["style"] ?? "plain"
        let side: Double = style == "insetGrouped" ? builder.cellSideMargin : 0
        let grouped = style != "plain"
        // -1 is automatic (Xcode 13 and later): the style's standard height.
        let header = table.number("sectionHeaderHeight").flatMap { $0 >= 0 ? $0 : nil } ?? (grouped ? 18 : 0)
        let footer = table.number("sectionFooterHeight").flatMap { $0 >= 0 ? $0 : nil } ?? (grouped ? 18 : 0)
        var result: [ScreenJSON] = []
        if side > 0, builder.isControllerTable, table === builder.rootElement {
            // A controller's table fills the screen; its layout margins, which inset-grouped
            // sections follow, are measured from the safe area (insetsLayoutMarginsFromSafeArea):
            // in landscape the rows clear the notch (44 + 20 on an iPhone XS Max), not the edge.
            result.append(make("row.left", "\(id).left == safeArea.left + \(ScreenJSON.exact(side))"))
            result.append(make("row.width", "\(id).right == safeArea.right - \(ScreenJSON.exact(side))"))
        } else {
            result.append(make("row.left", side > 0 ? "\(id).left == superview.left + \(ScreenJSON.exact(side))" : "\(id).left == superview.left"))
            result.append(make("row.width", side > 0 ? "\(id).width == superview.width - \(ScreenJSON.exact(2 * side))" : "\(id).width == superview.width"))
        }
        let cells = cellsInOrder(of: table)
        let index = cells.firstIndex { $0 === cell } ?? 0
        func headerHeight(_ cell: XMLElementNode) -> Double {
            // A titled section header is 38 pt in the grouped styles (stored frames, NetNewsWire).
            grouped && cell.parent?.parent?["headerTitle"] != nil ? max(header, 38) : header
        }
        if index == 0 {
            // A plain table's prototypes are drawn under IB's "Prototype Cells" section header,
            // `sectionHeaderHeight` tall (UIKit's 28 where the file gives none): the first
            // prototype is stored at 28 (SwipeCellKit), at the table header view's 91 + 28
            // (WWDCScholars) or at 22 (owntracks, its header 22). Xcode 13 and later write -1
            // (automatic) on new tables, and a public storyboard's first prototype under it is
            // at 44.5 (one file: the figure of the one file seen).
            let prototypes = cell.parent?.name == "prototypes"
            let prototypeHeader = table.number("sectionHeaderHeight").map { $0 < 0 ? 44.5 : $0 } ?? 28
            let gap = grouped ? headerHeight(cell) : prototypes ? prototypeHeader : 0
            let anchor = table.child(key: "tableHeaderView")?["id"].flatMap { builder.ids[$0] }
            let top = anchor.map { "\($0).bottom" } ?? "superview.top"
            result.append(make("row.top", "\(id).top == \(top)" + (gap > 0 ? " + \(ScreenJSON.exact(gap))" : "")))
        } else if let previous = cells[index - 1]["id"].flatMap({ builder.ids[$0] }) {
            let newSection = cells[index - 1].parent !== cell.parent
            let gap = newSection ? headerHeight(cell) + footer : 0
            result.append(make("row.top", "\(id).top == \(previous).bottom" + (gap > 0 ? " + \(ScreenJSON.exact(gap))" : "")))
        }
        let tableHeight = table.number("rowHeight")
        let ownHeight = cell.number("rowHeight")
        if let ownHeight, cell.parent?.name == "prototypes", let tableHeight, tableHeight < 0 {
            // A prototype's own row height in a self-sizing table is the canvas's: "it doesn't
            // change the row height at runtime" (Use Your Loaf, "Self Sizing Table View Cells
            // In Interface Builder"), where the table's automatic rows size it to its content.
            // IB stores the prototype at it (qonversion's 143-pt row of three 21-pt labels);
            // the app's row is its content's (three 20.333-pt ones, 141). Where the content
            // leaves the row free it stays the designed height, weaker than any hugging, not
            // UIKit's 44: UIKit alone collapses such a row to the standard height with a
            // console warning, so an app that ships it presumably sets the height in code, and
            // the design is the best guess. On the canvas the prototype is its own height,
            // required: content whose required constraints want more is broken, as IB stores
            // Crewbid's 134-pt rows and LeeHongYul's 145-pt one over their content's demands.
            result.append(make("row.height", "\(id).height == \(ScreenJSON.exact(ownHeight)) @\(Self.freeRowPriority)"))
            result.append(placeholder(make("row.canvasHeight", "\(id).height == \(ScreenJSON.exact(ownHeight))")))
        } else if let height = ownHeight ?? tableHeight.flatMap({ $0 >= 0 ? $0 : nil }) {
            result.append(make("row.height", "\(id).height == \(ScreenJSON.exact(height))"))
        } else if tableHeight == nil {
            result.append(make("row.height", "\(id).height == 44"))
        } else {
            // UITableView.automaticDimension: the height the content's constraints give; where
            // they leave it free, the height IB's canvas sized the row to, as UIKit sizes it
            // (systemLayoutSizeFitting, as short as the content allows: dinimar's static rows
            // of an empty stack between 5-pt insets are stored 10 tall, dev set 38), or where
            // the canvas did not size rows, the table's standard row height (44 pt; 51 pt in
            // iOS 26's files, stored frames of NetNewsWire's centred rows). Weaker than any hugging.
            let staticCell = table["dataMode"] == "static"
            let canvasSquashes = builder.document.isBeforeIOS13 || (staticCell && builder.document.isBeforeIOS14)
            let standard = builtInStyleHeight(of: cell) ?? (canvasSquashes ? nil : canvasSizedHeight(of: cell))
                ?? (builder.document.isIOS26 ? 51 : 44)
            result.append(make("row.height", "\(id).height == \(ScreenJSON.exact(standard)) @\(Self.freeRowPriority)"))
            if canvasSquashes {
                // Before Xcode 11 the canvas did not size rows to their content: it drew them
                // at the standard 44 pt, squeezing what they hold (EmojiDictionary's Xcode 10
                // rows store a two-label stack 22 tall and 22-pt fields in 44-pt rows). Only
                // the canvas has it, as a placeholder; the app sizes the row. Xcode 11 still
                // drew static cells so (Homium's six 43.667-pt settings rows, Xcode 11.4, their
                // 15-pt labels squeezed to 12 between 16-pt insets), while its prototypes are
                // stored at their content's height (android-meteo's 74.333, OnTheMap's 55.667).
                result.append(placeholder(make("row.canvasHeight", "\(id).height == 44 @999")))
            }
        }
        return result
    }

    /// A cell of a built-in style (Basic, Right Detail, Left Detail, Subtitle) sizes itself
    /// around its text and detail labels, which it places in code, not by constraints: in a
    /// self-sizing table its row is the height IB stores it at (round 28: Gigapet's subtitle
    /// rows of 17- and 12-pt labels 56 and 55.5, dev set 35; four cells gathered to test it,
    /// 43.5 at 17 pt, 47.5 at black 20 pt, 52.5 at 22 pt, 43.667 in Xcode 16), where the
    /// standard 44 left the subtitle below the row. The labels keep their stored frames, so
    /// the row does not grow with a text style's larger sizes (a limit: README).
    static func builtInStyleHeight(of cell: XMLElementNode) -> Double? {
        guard cell["style"]?.hasPrefix("IBUITableViewCellStyle") == true,
              let height = cell.frame?.height, height > 0 else { return nil }
        return height
    }

    /// The height IB's canvas stores a self-sizing row at, which it sized to its content as
    /// UIKit does (Xcode 11 and later for prototypes, 12 and later for static cells), when its
    /// content view is held at its top and its bottom: a chain the row is fitted to, as short
    /// as it allows. Content held at neither edge gives no height to fit: UIKit falls back to
    /// the standard row height (with a console warning), nil here.
    static func canvasSizedHeight(of cell: XMLElementNode) -> Double? {
        guard let height = cell.frame?.height, height > 0, let content = cell.child(key: "contentView"),
              let id = content["id"] else { return nil }
        var edges: Set<String> = []
        for constraint in content.child(named: "constraints")?.children(named: "constraint") ?? [] {
            // IB omits the item that is the view holding the constraint.
            if (constraint["firstItem"] ?? id) == id, let attribute = constraint["firstAttribute"] { edges.insert(attribute) }
            if constraint["secondItem"] == id, let attribute = constraint["secondAttribute"] { edges.insert(attribute) }
        }
        let top = edges.contains("top") || edges.contains("topMargin")
        let bottom = edges.contains("bottom") || edges.contains("bottomMargin")
        return top && bottom ? height : nil
    }

    /// The priority of a self-sizing row's height where its content leaves it free: below any
    /// hugging, and below a stack's `UISV-spanning-fit` (49), which would otherwise tie with it
    /// (a top-aligned stack in such a row left its height `ambiguous`).
    static let freeRowPriority = 48

    /// A table's content size is UITableView's own, never ambiguous: its rows, the last
    /// section's footer (grouped styles) and the table footer view, from the content's top.
    static func tableContent(_ table: XMLElementNode, id: String, builder: IBScreenBuilder) -> ScreenJSON {
        let bottom = "\(id).content.bottom == "
        let text: String
        if let footer = table.child(key: "tableFooterView")?["id"].flatMap({ builder.ids[$0] }) {
            text = bottom + "\(footer).bottom"
        } else if let last = cellsInOrder(of: table).last?["id"].flatMap({ builder.ids[$0] }) {
            let gap = lastSectionFooter(of: table)
            text = bottom + "\(last).bottom" + (gap > 0 ? " + \(ScreenJSON.exact(gap))" : "")
        } else {
            text = "\(id).content.height == 0"
        }
        let objectId = table["id"] ?? id
        return .located(table.location, .object([("id", .string("\(objectId).contentHeight")), ("expr", .string(text))]))
    }

    /// A collection view's content size is its layout object's, never ambiguous; its cells are
    /// not laid out (`IBLayoutTree`), so the content is empty: 0 tall, as a table's without rows.
    static func collectionContent(_ collection: XMLElementNode, id: String) -> ScreenJSON {
        let objectId = collection["id"] ?? id
        return .located(collection.location, .object([("id", .string("\(objectId).contentHeight")),
                                                       ("expr", .string("\(id).content.height == 0"))]))
    }

    /// The last section's footer, between the last row and the table footer view or the
    /// content's end: none in a plain table, else `sectionFooterHeight` (UIKit's 18 pt default).
    static func lastSectionFooter(of table: XMLElementNode) -> Double {
        (table["style"] ?? "plain") == "plain" ? 0 : table.number("sectionFooterHeight").flatMap { $0 >= 0 ? $0 : nil } ?? 18
    }

    static func cellsInOrder(of table: XMLElementNode) -> [XMLElementNode] {
        table.descendants().filter { $0.name == "tableViewCell" && ($0.parent?.name == "cells" || $0.parent?.name == "prototypes") }
    }
}
