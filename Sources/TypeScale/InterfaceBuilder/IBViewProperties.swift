/// The properties of one view element as screen-file members: visibility, priorities,
/// margins, intrinsic size, text, font and stack arrangement (SPEC §10 "Views").
struct IBViewProperties {
    let document: IBDocument
    let element: XMLElementNode
    let mapping: IBViewKind
    let notes: IBNotes
    /// The side margin of a cell's content view (`IBScreenBuilder.cellSideMargin`), and in a
    /// table placed inside another view (`IBScreenBuilder.embeddedCellSideMargin`).
    let cellSideMargin: Double
    let embeddedCellSideMargin: Double
    /// Whether the document's device is an iPad.
    let onPad: Bool
    /// The pixel scale of the screen's device (2 without one).
    let scale: Double

    var kind: ViewKind { mapping.kind }

    mutating func members() throws -> [(String, ScreenJSON)] {
        var members: [(String, ScreenJSON)] = []
        func add(_ key: String, _ value: ScreenJSON?) { if let value { members.append((key, value)) } }
        let hidden = IBSizeClasses.property { combination in
            .bool(IBSizeClasses.attribute("hidden", of: element, in: combination) == "YES")
        }
        add("hidden", hidden == .bool(false) ? nil : hidden)
        add("hugging", priorities("HuggingPriority", uikitDefault: mapping.hugging ?? (250, 250), screenDefault: kind.defaultHugging))
        add("compression", priorities("CompressionResistancePriority", uikitDefault: (750, 750), screenDefault: kind.defaultCompression))
        let margins = margins()
        add("margins", margins?.insets)
        if margins?.directional == true { add("directionalMargins", .bool(true)) }
        if mapping.takesTaps { add("control", .bool(true)) }
        if drawsNothing || drawsTitleOnly { add("clear", .bool(true)) }
        if element.flag("clipsSubviews"), kind == .view || kind == .image, !mapping.takesTaps { add("clips", .bool(true)) }
        // A view's own alpha (a colour's is its own attribute): IB writes it below 1 only,
        // and 0 for a view the app fades in (sunghong's timer overlay, dev set 50).
        if let alpha = element.number("alpha"), alpha < 1 { add("alpha", .number(min(max(alpha, 0), 1))) }
        // A cell's and its content view's margins are the cell rules' (`margins()`).
        if element.flag("preservesSuperviewLayoutMargins"), !element.name.contains("Cell") {
            add("preservesSuperviewMargins", .bool(true))
        }
        if let insets = IBViewKind.alignmentInsets(of: element, mapping: mapping, document: document) {
            add("alignmentInsets", .array([insets.top, insets.left, insets.bottom, insets.right].map { .number($0) }))
        }
        add("intrinsic", intrinsic())
        add("canvasIntrinsic", canvasIntrinsic())
        if kind.drawsText { members += textMembers() }
        if kind == .image, let size = imageSize(element["image"] ?? element.child(key: "image")?["image"]) {
            add("image", .object([("width", .number(size.width)), ("height", .number(size.height))]))
        }
        if kind == .stack { members += stackMembers() }
        if kind == .scroll, let axis = IBScrollMapping.axis(of: element) { add("axis", .string(axis)) }
        if kind == .scroll, IBScrollMapping.insetsContentBySafeArea(element) { add("contentInset", .string("safeArea")) }
        return members
    }

    /// `[h, v]` when IB's value (UIKit's default when absent) differs from the screen kind's default.
    private func priorities(_ suffix: String, uikitDefault: (Int, Int), screenDefault: AxisPair<Int>) -> ScreenJSON? {
        // Clamped to UIKit's 1...1000 before the conversion: a value past Int's range (a
        // fuzzed "1e300") would trap.
        let priority = { (value: Double) in Int(min(1000, max(1, value))) }
        let horizontal = element.number("horizontal" + suffix).map(priority) ?? uikitDefault.0
        let vertical = element.number("vertical" + suffix).map(priority) ?? uikitDefault.1
        guard horizontal != screenDefault.horizontal || vertical != screenDefault.vertical else { return nil }
        return .array([.number(Double(horizontal)), .number(Double(vertical))])
    }

    /// Customised layout margins; a cell's content view has UIKit's cell margins.
    private func margins() -> (insets: ScreenJSON, directional: Bool)? {
        // From iOS 11 a cell sets its content view's margins itself, over any the nib gives
        // (covpass's content view, written with 0-pt margins, has its stack pinned to them
        // stored at the cell's 20 and 11).
        let cellManaged = element.name == "tableViewCellContentView" && !document.isBeforeIOS11
        if !cellManaged, let insets = Self.ownMargins(of: element) { return insets }
        if element.name == "tableViewCellContentView" {
            // UITableViewCell's content view: 11 pt top and bottom (15 pt in iOS 26), the
            // table's side margins (`IBScreenBuilder.cellSideMargin`), as IB's stored frames
            // show (NetNewsWire's Xcode 26 cells: a label pinned to the top margin at y 15;
            // pocket-casts' 320-pt TimeStepperCell in a 414-pt file: 16). Before iOS 13 a cell
            // has them in a table that is its controller's view, preserving its superview's
            // margins or not (16 on a 375-pt iPhone: 24 cells of seven Xcode 9 and 10
            // storyboards, static and prototype, plain and grouped), and 15 in a table placed
            // inside another view (`IBScreenBuilder.embeddedCellSideMargin`: a concretesolutions
            // prototype; SkeletonView's, Xcode 11); a standalone xib cell has them too (16 in five Xcode 10 files:
            // woocommerce's two, LoopKit's, RocketChat's, pocket-casts'; openfoodfacts'
            // NutritionTableRow alone stores 15).
            let cell = element.parent
            let table = cell.flatMap(IBGeneratedConstraints.table(of:))
            let embeddedTable = table?.parent?.name == "subviews"
            let preservesMargins = cell.map { $0.flag("preservesSuperviewLayoutMargins") } ?? false
            // Before iOS 11 (Xcode 8, plug-in below 13000) the content view has UIView's
            // default 8-pt margins on every side (Fresco's standalone cell: its image 4 below
            // the top margin at y 12 and 8 after the leading margin at x 16; ChatSecure's
            // cells), and a cell preserving its superview's margins 15-pt sides, in a table
            // (SwipeCellKit's prototype on a 414-pt iPhone: its stack at x 15, 8 before a
            // trailing margin 15 pt from the edge) or standalone (hipay's Xcode 8.3 cell: its
            // labels at x 15).
            let side: Double = document.isBeforeIOS11 ? (preservesMargins ? 15 : 8)
                : embeddedTable ? embeddedCellSideMargin : cellSideMargin
            let vertical: Double = document.isBeforeIOS11 ? 8 : document.isIOS26 ? 15 : 11
            // The content view beside an accessory keeps 8 pt from it: the Search cell's stack
            // (Xcode 10), pinned to the trailing margin, ends 8 pt before its 341-pt content
            // view's edge (317 wide from x 16), and cwa's icon cell's label (Xcode 11.4) 8 pt
            // before its 553-pt one.
            let accessory = IBGeneratedConstraints.accessoryWidth(cell?["accessoryType"], document: document, sideMargin: cellSideMargin) > 0
            let trailing: Double = accessory ? 8 : side
            return (.array([.number(vertical), .number(side), .number(vertical), .number(trailing)]), false)
        }
        if element.name == "collectionViewCellContentView", onPad, let cell = element.parent,
           cell.name == "collectionViewCell", !document.isPrototypeCell(cell) {
            // A standalone collection cell's content view on an iPad has a standalone table
            // cell's side margins over UIView's 8 pt, which it keeps at top and bottom:
            // willowtree's 609-pt Xcode 11.3 cell on a 12.9-inch iPad stores its bars pinned to
            // the margins at x 20 and y 8 (dev set 39). No file shows an iPhone's: those keep
            // UIView's 8, as a prototype in a collection view does.
            let side = cellSideMargin
            return (.array([.number(8), .number(side), .number(8), .number(side)]), false)
        }
        return nil
    }

    /// A view's own layout margins, `[top, left, bottom, right]` (IB's `layoutMargins`), or
    /// `[top, leading, bottom, trailing]` and `directional` (`directionalLayoutMargins`,
    /// which swap in right-to-left); nil when it sets none.
    static func ownMargins(of element: XMLElementNode) -> (insets: ScreenJSON, directional: Bool)? {
        func edges(_ values: String?...) -> ScreenJSON { .array(values.map { .number($0.flatMap(Double.init) ?? 0) }) }
        if let insets = element.child(key: "layoutMargins") {
            return (edges(insets["top"], insets["left"], insets["bottom"], insets["right"]), false)
        }
        if let insets = element.child(key: "directionalLayoutMargins") {
            return (edges(insets["top"], insets["leading"], insets["bottom"], insets["trailing"]), true)
        }
        return nil
    }

    /// A plain UIView that draws nothing of its own: no background colour (UIView's default,
    /// which IB writes by leaving the colour out) or a clear one (alpha 0), and nothing code or
    /// the nib could draw with: no custom class, no outlet for code to colour it through, no
    /// runtime attribute on its layer. A grouping view: what shows of it is its subviews. Not
    /// one with gesture recognizers: a tap area takes touches over its whole frame.
    private var drawsNothing: Bool {
        guard element.name == "view", kind == .view, !mapping.takesTaps, element["customClass"] == nil else { return false }
        if let id = element["id"], document.outletNames[id] != nil { return false }
        if element.child(named: "userDefinedRuntimeAttributes") != nil { return false }
        let connections = element.child(named: "connections")?.children ?? []
        if connections.contains(where: { $0["property"] == "gestureRecognizers" }) { return false }
        guard let background = element.child(key: "backgroundColor") else { return true }
        return background.number("alpha") == 0
    }

    /// A borderless button: a title and nothing else drawn (no image, no background image or
    /// colour, a plain configuration or none, no custom class or runtime attributes that might
    /// draw a border). Its frame is a tap area around the title (round 36: chrizera's 80-pt
    /// "Salvar" and "Comprar", their titles above the tab bar, and Blockstream's 32-pt button in
    /// a 24-pt row had been reported by their frames, a designer's review of dev set 50).
    private var drawsTitleOnly: Bool {
        guard kind == .button, element["customClass"] == nil, !title().isEmpty, button.imageName == nil,
              button.backgroundImageName == nil, element.child(named: "userDefinedRuntimeAttributes") == nil
        else { return false }
        func isClear(_ color: XMLElementNode?) -> Bool { color.map { $0.number("alpha") == 0 } ?? true }
        guard isClear(element.child(key: "backgroundColor")) else { return false }
        guard let configuration = button.configuration else { return true }
        let background = configuration.child(key: "background")
        return (configuration["style"] ?? "plain") == "plain" && isClear(configuration.child(key: "backgroundColor"))
            && isClear(background?.child(key: "backgroundColor")) && background?.child(key: "strokeColor") == nil
    }

    /// IB's placeholder intrinsic size (`placeholderIntrinsicWidth/Height`, `infinite` = none),
    /// each axis nil where the file gives none.
    private func placeholderIntrinsic() -> (width: ScreenJSON?, height: ScreenJSON?) {
        func axis(_ attribute: String) -> ScreenJSON? {
            element[attribute].map { text in text == "infinite" ? .null : Double(text).map { .number($0) } ?? .null }
        }
        return (axis("placeholderIntrinsicWidth"), axis("placeholderIntrinsicHeight"))
    }

    /// A placeholder intrinsic size is a design-time value for IB's canvas (the Size
    /// inspector's "Intrinsic Size: Placeholder"): at launch text and images have their own,
    /// so for them it is the canvas's only (round 38's review: a body label with a placeholder
    /// never grew with Dynamic Type; SASAbus' label, round 31). A plain or custom view keeps it
    /// in the app too, as the best guess at what its class measures.
    private var placeholderIsCanvasOnly: Bool { kind.drawsText || kind == .image }

    /// `canvasIntrinsic`: the placeholder size a text or image view has on the canvas only.
    private func canvasIntrinsic() -> ScreenJSON? {
        guard placeholderIsCanvasOnly else { return nil }
        let placeholder = placeholderIntrinsic()
        guard placeholder.width != nil || placeholder.height != nil else { return nil }
        return .members([("width", placeholder.width), ("height", placeholder.height)])
    }

    /// `intrinsic`: IB's placeholder size, a designable's cached size, or a control's size.
    private func intrinsic() -> ScreenJSON? {
        var width: ScreenJSON?
        var height: ScreenJSON?
        if kind == .view, mapping.intrinsicWidth != nil || mapping.intrinsicHeight != nil {
            width = mapping.intrinsicWidth.map { .number($0) } ?? .null
            height = mapping.intrinsicHeight.map { .number($0) } ?? .null
        }
        let control = IBControlSizes.intrinsic(of: element, in: document, scale: scale)
        if let controlWidth = control.width { width = .number(controlWidth) }
        if let controlHeight = control.height { height = .number(controlHeight) }
        if scrollsText {
            // A scrolling text view has no intrinsic size; the screen kind is the non-scrolling one.
            width = .null
            height = .null
        }
        if let id = element["id"], let size = document.designableSizes[id] {
            width = size.width < 0 ? .null : .number(size.width)
            height = size.height < 0 ? .null : .number(size.height)
        }
        if !placeholderIsCanvasOnly {
            let placeholder = placeholderIntrinsic()
            width = placeholder.width ?? width
            height = placeholder.height ?? height
        }
        if kind == .button, let imageSize = buttonImageSize(), title().isEmpty {
            // An image-only button is its image and its content insets: a legacy button's
            // `contentEdgeInsets`, a configuration's 7 and 12.
            let insets = button.layoutInsets
            width = .number(imageSize.width + insets.left + insets.right)
            height = .number(imageSize.height + insets.top + insets.bottom)
        } else if kind == .button, title().isEmpty, button.configuration == nil,
                  let background = imageSize(button.backgroundImageName) {
            // A legacy button showing only its background image (an SF Symbol set as one before
            // iOS 15: taiseiogura's edit and help buttons, dev set 37): UIButton's intrinsic size
            // is the background image's, the content insets aside.
            width = .number(background.width)
            height = .number(background.height)
        }
        guard width != nil || height != nil else { return nil }
        let size = ScreenJSON.members([("width", width), ("height", height)])
        if Self.barTags.contains(element.name), !document.isBeforeIOS12, height == mapping.intrinsicHeight.map({ .number($0) }) {
            // A bar on an iPad, regular in both size classes: 50 pt since iOS 12 (Geoff
            // Hackworth's "iPad Navigation Bar and Toolbar Height Changes in iOS 12"; INIAD's
            // Xcode 11.4 navigation bars are stored 50 tall), as the simulated bars are.
            let pad = ScreenJSON.members([("width", width), ("height", .number(SimulatedBars.padBarHeight))])
            let regular = ScreenJSON.object([("width", .string(SizeClass.regular.rawValue)), ("height", .string(SizeClass.regular.rawValue))])
            return .array([.object([("when", regular), ("value", pad)]), .object([("value", size)])])
        }
        return size
    }

    /// A button's `contentHorizontalAlignment` as its title's alignment: leading is the
    /// reading direction's start (`natural`); trailing is taken as the right, its end in a
    /// left-to-right screen (the screen format has no trailing alignment); centre and fill
    /// are the default.
    static func buttonTitleAlignment(_ raw: String) -> TextAlignment? {
        switch raw {
        case "left": .left
        case "right", "trailing": .right
        case "leading": .natural
        default: nil
        }
    }

    /// Bars placed in a view, 50 pt tall on an iPad (`intrinsic`).
    static let barTags = ["navigationBar", "toolbar", "tabBar"]

    // MARK: Text

    private func textMembers() -> [(String, ScreenJSON)] {
        var members: [(String, ScreenJSON)] = []
        switch kind {
        case .button:
            let title = title()
            if !title.isEmpty { members.append(("title", .string(title))) }
        default:
            let text = element["text"] ?? element.child(key: "text")?.stringValue ?? IBAttributedText.text(of: element.child(key: "attributedText"))
            if let text, !text.isEmpty { members.append(("text", .string(text))) }
            if kind == .field, let placeholder = element["placeholder"], !placeholder.isEmpty {
                members.append(("placeholder", .string(placeholder)))
            }
            // UITextField's border defaults to none (IB omits it then); line and bezel borders
            // take SPEC §3.1's padding (no sample has one).
            if kind == .field, (element["borderStyle"] ?? "none") == "none" {
                members.append(("border", .string(FieldBorder.none.rawValue)))
            }
            if kind == .field, element["borderStyle"] == "roundedRect" {
                // UIKit's rounded rectangle pads the text less than SPEC §3.1's 6.5 above and
                // below, and has a least height instead (`IBGeneratedConstraints.roundedField`).
                let field = IBGeneratedConstraints.roundedField(document)
                members.append(("insets", .array([.number(field.padding), .number(7), .number(field.padding), .number(7)])))
                if field.extraWidth > 0 { members.append(("extraWidth", .number(field.extraWidth))) }
                members.append(("leastHeight", .number(field.leastHeight)))
            }
        }
        if let font = font() {
            members.append(("font", font))
        } else if kind == .button, customButtonTitle() {
            // UIButton's custom type titles in UIFont.buttonFontSize, 18-pt system, where the
            // system type (the `button` kind's default) uses 15: IB stores custom "Button",
            // "Not Now" and "Try It" buttons 34 tall (21.48 -> 22 + 6 + 6; nextcloud, WordPress).
            members.append(("font", .object([("size", .number(Self.customButtonFontSize))])))
        }
        if kind == .label, let lines = element.number("numberOfLines"), lines != 1 {
            members.append(("lines", .number(max(0, lines.rounded()))))
            // UILabel from a nib: wrapped, as wide as its preferred layout width.
            members.append(("keepsWrapWidth", .bool(true)))
            if let width = element.number("preferredMaxLayoutWidth"), width > 0 {
                members.append(("wrapWidth", .number(width)))
            } else if let frame = element.child(key: "frame"), let width = frame.number("width"), width > 0,
                      let height = frame.number("height"), wrappedWhenStored(height: height) {
                // Automatic preferred width: the label wraps at its bounds, which a nib sets
                // to the stored frame before the first layout. Only a frame that holds more than
                // a line says where San Francisco wrapped; at a one-line frame's width the
                // stand-in font's wider text would wrap where San Francisco's did not.
                members.append(("firstWrapWidth", .number(width)))
            }
        }
        if kind == .label { members += IBLabelShrink.members(of: element) }
        if let mode = element["lineBreakMode"], let lineBreak = Self.lineBreaks.first(where: { $0.ib == mode })?.mode, lineBreak != .tail {
            members.append(("lineBreak", .string(lineBreak.rawValue)))
        }
        if kind == .button, let alignment = element["contentHorizontalAlignment"].flatMap(Self.buttonTitleAlignment) {
            // UIControl's content alignment places the title (and image) across the button:
            // danielAvalos' "Homepage" lies at its button's left (a designer's review of dev
            // set 47; 230 buttons of the held-out sets are not centred). Fill centres it.
            members.append(("textAlignment", .string(alignment.rawValue)))
        }
        if kind == .label || kind == .field || kind == .textView, let raw = element["textAlignment"],
           let alignment = TextAlignment(rawValue: raw), alignment != .natural {
            members.append(("textAlignment", .string(alignment.rawValue)))
        }
        if kind == .button {
            if element.child(key: "configuration") != nil {
                members.append(("style", .string(ButtonStyle.configuration.rawValue)))
            }
            // A configuration's own insets (7 and 12) where an image widens it: writing `insets`
            // replaces the style's (syhwang's SF Symbol and title, dev set 36, had come out
            // 14.5 tall).
            let insets = button.layoutInsets
            if let image = buttonImageSize(), !title().isEmpty {
                // The image sits before the title: it widens the button (its height is a
                // generated minimum, `IBGeneratedConstraints.buttonImageMinimum`).
                members.append(("insets", .array([.number(insets.top), .number(insets.left + image.width),
                                                  .number(insets.bottom), .number(insets.right)])))
            } else if element.child(key: "contentEdgeInsets") != nil || button.configuration?.child(key: "contentInsets") != nil {
                members.append(("insets", .array([.number(insets.top), .number(insets.left),
                                                  .number(insets.bottom), .number(insets.right)])))
            }
        }
        // A text-style font without adjustsFontForContentSizeCategory is created for the launch
        // category (so it scales in layout) but never updated while the app runs.
        if textStyleFont(), element["adjustsFontForContentSizeCategory"] != "YES" {
            members.append(("adjustsFont", .bool(false)))
        } else if !textStyleFont(), attributedFont() == nil, element.child(key: "fontDescription") != nil,
                  element["adjustsFontForContentSizeCategory"] == "YES" {
            // Asked of a fixed font, which UIKit does not scale (Xcode warns "Automatically
            // Adjusts Font requires using a Dynamic Type text style").
            members.append(("adjustsFont", .bool(true)))
        }
        // UITextView scrolls unless IB turns it off: its text is never cut off.
        if scrollsText { members.append(("scrolls", .bool(true))) }
        return members
    }

    /// A UITextView with scrolling on, unless IB turns it off.
    private var scrollsText: Bool { element.name == "textView" && element["scrollEnabled"] != "NO" }

    static let lineBreaks: [(ib: String, mode: LineBreakMode)] = [
        ("tailTruncation", .tail), ("wordWrap", .word), ("characterWrap", .char),
        ("headTruncation", .head), ("middleTruncation", .middle), ("clip", .clip),
    ]

    /// What the button element says of its content (its title, images and insets).
    private var button: IBButtonContent { IBButtonContent(element: element) }

    private func title() -> String { button.title }

    /// UIFont.buttonFontSize: the title font of a custom-type button without a font of its own.
    static let customButtonFontSize: Double = 18


    /// A custom-type button (IB leaves `buttonType` out for it) whose plain title takes UIKit's
    /// default font: not a configuration (`body`), not an attributed title (its own fonts).
    private func customButtonTitle() -> Bool {
        element["buttonType"] == nil && element.child(key: "configuration") == nil
            && element["hasAttributedTitle"] != "YES"
    }

    /// The font, varying with `<variation>`s that replace the description; attributed text is
    /// drawn in its own font, which replaces the description's.
    private func font() -> ScreenJSON? {
        if let attributed = attributedFont() { return IBFonts.attributedFont(attributed, notes: notes) }
        guard let own = fontDescription(in: .init(width: .compact, height: .regular)) else { return nil }
        let varies = element.children(named: "variation").contains { $0.child(key: "fontDescription") != nil }
        let wraps = element.name == "textView" || (kind == .label && element.number("numberOfLines") != nil
            && element.number("numberOfLines") != 1)
        guard varies else { return IBFonts.font(own, wraps: wraps, notes: notes) }
        return IBSizeClasses.property { combination in
            fontDescription(in: combination).flatMap { IBFonts.font($0, wraps: wraps, notes: notes) } ?? .null
        }
    }

    private func fontDescription(in combination: IBSizeClasses.Combination) -> XMLElementNode? {
        var description = element.child(key: "fontDescription")
            ?? element.child(key: "configuration")?.child(key: "titleFontDescription")
        for variation in IBSizeClasses.variations(of: element, in: combination) {
            if let override = variation.child(key: "fontDescription") { description = override }
        }
        return description
    }

    /// The `<font key="NSFont">` of the view's attributed text, if it has one.
    private func attributedFont() -> XMLElementNode? {
        IBAttributedText.string(of: element).flatMap { IBAttributedText.measuredFont(of: $0, notes: notes) }
    }

    /// Whether a stored height holds more than one line of the label's font at category L
    /// (a line is 1.19 × the point size in San Francisco, about that in most fonts).
    private func wrappedWhenStored(height: Double) -> Bool {
        if let attributed = attributedFont() { return height > 1.6 * (IBFonts.attributedSize(attributed) ?? 17) }
        guard let description = element.child(key: "fontDescription") else { return false }
        let size = IBFonts.textStyle(of: description)?.pointSize(at: .default) ?? description.number("pointSize").map(IBFonts.pointSize)
            ?? IBFonts.namedSize(description["size"]) ?? 17
        return height > 1.6 * size
    }

    private func textStyleFont() -> Bool {
        guard attributedFont() == nil, let description = element.child(key: "fontDescription") else { return false }
        return description["style"] != nil
    }


    private func buttonImageSize() -> ImageSize? { imageSize(button.imageName) }

    private func imageSize(_ name: String?) -> ImageSize? {
        guard let name else { return nil }
        guard let size = document.imageSizes[name] else {
            notes.warn("image:" + name, at: element.location, "image '\(name)' has no size in <resources>: no intrinsic size")
            return nil
        }
        return size
    }

    // MARK: Stacks

    private func stackMembers() -> [(String, ScreenJSON)] {
        var members: [(String, ScreenJSON)] = []
        func property(_ key: String, _ attribute: String, default value: String) {
            let json = IBSizeClasses.property { combination in
                .string(IBSizeClasses.attribute(attribute, of: element, in: combination) ?? value)
            }
            if json != .string(value) { members.append((key, json)) }
        }
        property("axis", "axis", default: "horizontal")
        property("distribution", "distribution", default: "fill")
        property("alignment", "alignment", default: "fill")
        let spacing = IBSizeClasses.property { combination -> ScreenJSON in
            if IBSizeClasses.attribute("spacingType", of: element, in: combination) == "standard" { return .string("standard") }
            return .number(IBSizeClasses.attribute("spacing", of: element, in: combination).flatMap(Double.init) ?? 0)
        }
        if spacing != .number(0) { members.append(("spacing", spacing)) }
        // IB never writes layoutMarginsRelativeArrangement for stacks with margins, yet their
        // first arranged view sits at the margin: margins mean relative arrangement.
        if element.flag("layoutMarginsRelativeArrangement") || element.child(key: "layoutMargins") != nil
            || element.child(key: "directionalLayoutMargins") != nil {
            members.append(("layoutMarginsRelative", .bool(true)))
        }
        if element.flag("baselineRelativeArrangement") {
            notes.warn("baselineRelativeArrangement", at: element.location,
                       "baselineRelativeArrangement is not modelled: spacing is measured between frames")
        }
        return members
    }
}
