/// The rows UIKit makes of a table's cells, and what a cell's content view loses to an
/// accessory and a separator (SPEC §10, `IBGeneratedConstraints`).
extension IBGeneratedConstraints {
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
        let (cells, index) = builder.tableOrder.place(of: cell, in: table)
        func headerHeight(_ cell: XMLElementNode) -> Double {
            // A titled section header is 38 pt in the grouped styles (stored frames, NetNewsWire),
            // 28 at least in the plain one, below iOS 15's 22-pt top padding (round 37:
            // Homium's, Xcode 11.5, 28; SumSubstance's, titled "" over a 1-pt header, Xcode 12,
            // 28; nimbus's, Xcode 14, 50).
            guard cell.parent?.parent?["headerTitle"] != nil else { return header }
            if grouped { return max(header, 38) }
            return max(header, 28) + (builder.document.isBeforeIOS15 ? 0 : 22)
        }
        if index == 0 {
            // A plain table's prototypes are drawn under IB's "Prototype Cells" section header,
            // `sectionHeaderHeight` tall (UIKit's 28 where the file gives none): the first
            // prototype is stored at 28 (SwipeCellKit), at the table header view's 91 + 28
            // (WWDCScholars) or at 22 (owntracks, its header 22). Xcode 13 and later write -1
            // (automatic) on new tables, and a public storyboard's first prototype under it is
            // at 44.5 (one file: the figure of the one file seen).
            // A plain table's titled first section of static cells is under its header, as its
            // later sections are (round 37's review: Homium's settings, Xcode 11.5, store the
            // first cell at 28, `sectionHeaderHeight`; it had been at 0 and every row 28 high).
            let prototypes = cell.parent?.name == "prototypes"
            let prototypeHeader = table.number("sectionHeaderHeight").map { $0 < 0 ? 44.5 : $0 } ?? 28
            let titled = cell.parent?.parent?["headerTitle"] != nil
            let gap = grouped || (titled && !prototypes) ? headerHeight(cell) : prototypes ? prototypeHeader : 0
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

    /// The table's own rows in document order: its prototypes, or its sections' static cells,
    /// not those of a table inside one of its cells (round 36's review: a nested table's row
    /// had been counted as the outer table's, the outer next row pinned under it; and the walk
    /// over every descendant, once a row, made a 3,000-row table's import take 12 s).
    static func cellsInOrder(of table: XMLElementNode) -> [XMLElementNode] {
        var cells: [XMLElementNode] = []
        for child in table.children {
            switch child.name {
            case "prototypes":
                cells += child.children(named: "tableViewCell")
            case "sections":
                for section in child.children(named: "tableViewSection") {
                    cells += section.child(named: "cells")?.children(named: "tableViewCell") ?? []
                }
            default:
                break
            }
        }
        return cells
    }
}

/// Each table's rows in document order (`IBGeneratedConstraints.cellsInOrder`) and each row's
/// place among them, listed once a table: listing them anew for every row had made importing a
/// table quadratic in its rows (round 37's review: 8,000 rows in 17.9 s). Looked up, never
/// iterated.
final class IBTableOrder: @unchecked Sendable {
    private var tables: [ObjectIdentifier: (cells: [XMLElementNode], places: [ObjectIdentifier: Int])] = [:]
    /// How many tables were listed: the work counted, once a table.
    private(set) var listings = 0

    /// The table's rows and `cell`'s index among them (0 if it is none of them).
    func place(of cell: XMLElementNode, in table: XMLElementNode) -> (cells: [XMLElementNode], index: Int) {
        let key = ObjectIdentifier(table)
        if tables[key] == nil {
            let cells = IBGeneratedConstraints.cellsInOrder(of: table)
            var places: [ObjectIdentifier: Int] = [:]
            for (index, cell) in cells.enumerated() where places[ObjectIdentifier(cell)] == nil {
                places[ObjectIdentifier(cell)] = index
            }
            tables[key] = (cells, places)
            listings += 1
        }
        let listed = tables[key]!
        return (listed.cells, listed.places[ObjectIdentifier(cell)] ?? 0)
    }
}
