/// Constraints UIKit makes for views IB lays out without written constraints: autoresizing
/// masks, table rows, and the content views of cells and effect views (SPEC §10).
enum IBGeneratedConstraints {
    static func constraints(for element: XMLElementNode, parent: XMLElementNode, builder: IBScreenBuilder) throws -> [ScreenJSON] {
        guard let id = element["id"].flatMap({ builder.ids[$0] }) else { return [] }
        // Named by the IB id, or by the screen's where that id is no word (a hand-edited id
        // with a space made an id the screen decoder refuses: round 36's review).
        let objectId = element["id"].flatMap { $0.isEmpty || $0.contains(where: \.isWhitespace) ? nil : $0 } ?? id
        func make(_ name: String, _ text: String) -> ScreenJSON {
            .located(element.location, .object([("id", .string("\(objectId).\(name)")), ("expr", .string(text))]))
        }
        if parent.name == "tableView", element.name == "tableViewCell" {
            return tableRow(element, id: id, table: parent, builder: builder, make: make)
        }
        if element["key"] == "contentView" || element.name == "tableViewCellContentView" {
            let accessory = accessoryWidth(parent["accessoryType"], document: builder.document, sideMargin: builder.cellSideMargin)
            let separator = parent.name == "tableViewCell" ? separatorHeight(of: parent, builder: builder) : 0
            // Its leading edge: in right-to-left the accessory is on the left and the content
            // view ends at the cell's right (round 36's review: it had stayed at x 0, under
            // the chevron).
            return [make("left", "\(id).leading == superview.leading"), make("top", "\(id).top == superview.top"),
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
        if element.frame == nil, let placed = builtInStyleLabel(element, id: id, parent: parent, builder: builder, make: make) {
            return placed
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
        let minimum = buttonImageMinimum(element, id: id, document: builder.document, make: make)
            + buttonBackgroundMinimum(element, id: id, document: builder.document, make: make)
        // What constraints made from the stored frame place: a control's alignment rectangle,
        // the frame less its alignment insets, so the frame comes out as stored (round 33:
        // dunjaacimovic's 456 x 30 autoresizing slider had come out 460 x 31, dev set 45).
        let placed = element.frame.map { alignmentRect(of: $0, element: element, document: builder.document) }
        if element["ambiguous"] == "YES", byConstraints, let frame = placed {
            builder.notes.warn("ambiguous", at: element.location,
                               "a view Interface Builder marks ambiguous keeps its stored frame where its constraints leave it free")
            return storedFrame(frame, id: id, make: make) + minimum
        }
        if byConstraints, parent.name != "stackView", let own = element["id"], !builder.document.constrainedIds.contains(own),
           let frame = placed {
            return prototyping(frame, id: id, make: make) + minimum
        }
        if byConstraints, element.name == "view", element["customClass"] != nil, let frame = placed {
            return storedFrameStays(frame, id: id, make: make) + minimum
        }
        guard !byConstraints, let frame = placed, let container = parent.frame ?? impliedFrame(of: parent) else { return minimum }
        let scroll = IBLayoutTree.kind(of: parent).kind == IBScrollMapping.scrollKind ? parent["id"].flatMap { builder.ids[$0] } : nil
        return autoresizing(element, id: id, frame: frame, in: container, scroll: scroll, make: make)
    }

    /// A built-in cell style's label stored without a frame (Xcode 6's static cells wrote none)
    /// is placed as UITableViewCell places it: the text label of Basic and Right Detail at the
    /// leading side margin, Right Detail's detail at the trailing one, each centred in the row
    /// (round 38: a designer's review of dev set 55 found yoyoyoseob's "Ringtone" and "Trill"
    /// at the table's corner, over each other). Subtitle and Left Detail are not modelled so.
    static func builtInStyleLabel(_ element: XMLElementNode, id: String, parent: XMLElementNode, builder: IBScreenBuilder,
                                  make: (String, String) -> ScreenJSON) -> [ScreenJSON]? {
        guard element.name == "label", let own = element["id"], let cell = parent.parent, cell.name == "tableViewCell",
              let style = cell["style"] else { return nil }
        let margin = ScreenJSON.exact(builder.embeddedCellSideMargin)
        let centre = make("cellStyle.centerY", "\(id).centerY == superview.centerY")
        let leading = make("cellStyle.leading", "\(id).leading == superview.leading + \(margin)")
        switch style {
        case "IBUITableViewCellStyleDefault" where cell["textLabel"] == own:
            return [leading, make("cellStyle.trailing", "\(id).trailing <= superview.trailing - \(margin)"), centre]
        case "IBUITableViewCellStyleValue1" where cell["textLabel"] == own:
            return [leading, centre]
        case "IBUITableViewCellStyleValue1" where cell["detailTextLabel"] == own:
            return [make("cellStyle.trailing", "\(id).trailing == superview.trailing - \(margin)"), centre]
        default:
            return nil
        }
    }

    /// The frame of a cell's content view IB stored without one (Xcode 6 and 7 left it out, and
    /// some cells' own): its cell's bounds, or a row of its table's width and row height, so
    /// the fixed-frame views it holds stay where their frames put them (round 38: a designer's
    /// review of dev set 55 found yoyoyoseob's switches and labels at the table's corner).
    static func impliedFrame(of element: XMLElementNode) -> Frame? {
        guard element["key"] == "contentView", let cell = element.parent else { return nil }
        if let frame = cell.frame { return Frame(x: 0, y: 0, width: frame.width, height: frame.height) }
        var table = cell.parent
        while let next = table, next.name != "tableView" { table = next.parent }
        guard let table, let width = table.frame?.width else { return nil }
        let height = [cell.number("rowHeight"), table.number("rowHeight")].compactMap { $0 }.first { $0 > 0 } ?? 44
        return Frame(x: 0, y: 0, width: width, height: height)
    }

    /// A stored frame less the control's alignment insets (`IBViewKind.alignmentInsets`).
    static func alignmentRect(of frame: Frame, element: XMLElementNode, document: IBDocument) -> Frame {
        guard let insets = IBViewKind.alignmentInsets(of: element, mapping: IBLayoutTree.kind(of: element), document: document)
        else { return frame }
        return Frame(x: frame.x + insets.left, y: frame.y + insets.top,
                     width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// UIKit's rounded-rect field by SDK: its least height, the padding above and below its
    /// text, and the width its intrinsic size adds beyond the text and its 7-pt sides.
    ///
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
    /// The least height is part of the intrinsic height (`leastHeight`), held by the field's
    /// hugging as by its compression resistance (round 34: Soneso's Xcode 9 field, hugging at
    /// 1000, is stored 29.5 tall, not its 14-pt line + 6; it had been a generated constraint
    /// at the resistance, which that hugging beat).
    ///
    /// The extra width: from iOS 13 a field's intrinsic width is 14 more (28 in all): fields whose
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

    /// A legacy button with a title over a background image is at least the image's size: UIButton's
    /// intrinsic size is the larger of its content's and its background image's, each way (an
    /// untitled one is the image's alone, `IBViewProperties`). Held just above the button's
    /// hugging and compression resistance, below required. BullsEye's 100 x 37 "Close" and "Hit Me!" buttons (dev set
    /// 45) had been their titles' 51 x 36.
    static func buttonBackgroundMinimum(_ element: XMLElementNode, id: String, document: IBDocument,
                                        make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        let content = IBButtonContent(element: element)
        guard element.name == "button", !content.title.isEmpty, content.configuration == nil,
              let image = content.backgroundImageName.flatMap({ document.imageSizes[$0] }) else { return [] }
        // Above the button's hugging too, which pulls towards the title's size: UIButton hugs
        // the larger of the two (round 33's review: hugging at 751 gave the title's 30 x 30, a
        // tie at 750 an ambiguous layout).
        func floor(_ axis: String) -> Int {
            let hugging = element.number(axis + "HuggingPriority") ?? 250
            let resistance = element.number(axis + "CompressionResistancePriority") ?? 750
            return Int(min(max(max(hugging, resistance) + 1, 1), 999))
        }
        return [make("backgroundWidth", "\(id).width >= \(ScreenJSON.exact(image.width)) @\(floor("horizontal"))"),
                make("backgroundHeight", "\(id).height >= \(ScreenJSON.exact(image.height)) @\(floor("vertical"))")]
    }

    /// A control's vertical compression resistance as a generated minimum's priority: below
    /// required even for one that resists at 1000, so that the file's own height constraint
    /// (required) wins over the minimum instead of conflicting with it.
    private static func heightResistance(_ element: XMLElementNode) -> Int {
        Int(min(max(element.number("verticalCompressionResistancePriority") ?? 750, 1), 999))
    }

    /// A view IB marks `ambiguous="YES"` has a frame its constraints do not fix; UIKit at launch
    /// picks one of the layouts they allow, and which is not documented. The stored frame (what
    /// the designer saw) decides among them: its size at `storedSizePriority` and its position
    /// at 1, under every constraint but UIKit's weakest wishes, so it only chooses among
    /// layouts that are otherwise equally good; where keeping the size moves the view (an empty stack after one that
    /// takes the room left), the size wins, and the position follows from its neighbours.
    ///
    /// IB's canvas holds such a frame harder: it leaves an ambiguous view where it is and lets
    /// content priorities give way around it (cwa's empty stacks keep 50 and 28 and squeeze a
    /// label, CR 750, to 12 pt). That is a design-time constraint, so it is written as a
    /// placeholder at 999: only a layout of the canvas (`--canvas`) has it.
    static func storedFrame(_ frame: Frame, id: String, make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        storedFrameStays(frame, id: id, make: make)
            + storedHolds(frame, id: id).map { placeholder(make("canvas.\($0.name)", $0.constraint + " @999")) }
    }

    /// The stored frame as the lowest wishes, `stored.*` (`storedHolds`), so they choose only
    /// among layouts the file's constraints leave equally good. Also for a plain view of a custom class that IB does not mark ambiguous: its class
    /// may size it in code (an `intrinsicContentSize`, an `@IBDesignable` IB ran), which the
    /// file does not record, and IB stored the frames that size gave (Thales's four PIN
    /// character views, 50 x 52 in a stack nothing else sizes, dev set 45: without it the stack
    /// was 0 wide and one character -24). Where the constraints fix the frame they change nothing.
    static func storedFrameStays(_ frame: Frame, id: String, make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        storedHolds(frame, id: id).map { make("stored.\($0.name)", $0.constraint + " @\($0.priority)") }
    }

    /// The position at 1; the size at 52, above UIKit's own weakest wishes, which would
    /// otherwise collapse such a view in a stack: `UISV-ambiguity-suppression` (25),
    /// `UISV-canvas-fit` (49) and `UISV-spanning-fit` (49) (round 33's review: a centre-aligned
    /// row of PIN characters came out 0 tall, an equal-spacing one -116 wide).
    private static func storedHolds(_ frame: Frame, id: String) -> [(name: String, constraint: String, priority: Int)] {
        [("leading", "\(id).leading == superview.leading + \(ScreenJSON.exact(frame.x))", 1),
         ("top", "\(id).top == superview.top + \(ScreenJSON.exact(frame.y))", 1),
         ("width", "\(id).width == \(ScreenJSON.exact(frame.width))", storedSizePriority),
         ("height", "\(id).height == \(ScreenJSON.exact(frame.height))", storedSizePriority)]
    }

    static let storedSizePriority = 52

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

    static func placeholder(_ constraint: ScreenJSON) -> ScreenJSON {
        guard case .located(let location, .object(let members)) = constraint else { return constraint }
        return .located(location, .object(members + [("placeholder", .bool(true))]))
    }

    /// UIKit's autoresizing constraints: at the stored superview size they reproduce the stored
    /// frame; elsewhere the change in the superview's size is shared among the flexible parts
    /// of each axis (margins and size) in proportion to their lengths, as UIView's
    /// `autoresizingMask` documents ("distribute the size difference proportionally among the
    /// flexible portions"); with none flexible the view keeps its origin and size. A scroll
    /// view's subviews follow its frame, not its content (`parent` names the frame guide's owner,
    /// `superview` otherwise). Round 36's review: flexible margins on both sides had kept the
    /// centre's offset, a width with one flexible margin its share of the whole superview, and a
    /// view in a scroll view had been pinned to the content's edge, 0 wide.
    static func autoresizing(_ element: XMLElementNode, id: String, frame: Frame, in container: Frame, scroll: String?,
                             make: (String, String) -> ScreenJSON) -> [ScreenJSON] {
        let mask = element.child(key: "autoresizingMask")
        func flag(_ name: String) -> Bool { mask?.flag(name) ?? false }
        var result: [ScreenJSON] = []
        let axes: [(lead: String, trail: String, size: String, origin: Double, length: Double, room: Double,
                    flexibleLead: Bool, sizable: Bool, flexibleTrail: Bool)] = [
            ("left", "right", "width", frame.x, frame.width, container.width,
             flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")),
            ("top", "bottom", "height", frame.y, frame.height, container.height,
             flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")),
        ]
        // The superview's far edge: a scroll view's frame's, not its content's.
        let far = scroll.map { "\($0).frame." } ?? "superview."
        for axis in axes {
            let trailing = axis.room - axis.origin - axis.length
            func offset(_ value: Double) -> String {
                value > 0 ? " + \(ScreenJSON.exact(value))" : value < 0 ? " - \(ScreenJSON.exact(-value))" : ""
            }
            // Each flexible part's share of the change; equal shares where they are all 0 long.
            let parts = [(axis.flexibleLead, axis.origin), (axis.sizable, axis.length), (axis.flexibleTrail, trailing)]
            let flexibleCount = parts.filter(\.0).count
            let total = parts.filter(\.0).map { max(0, $0.1) }.reduce(0, +)
            let shares = parts.map { part in
                !part.0 ? 0 : total > 0 ? max(0, part.1) / total : 1 / Double(flexibleCount)
            }
            if shares[1] == 0 {
                result.append(make("autoresizing.\(axis.size)", "\(id).\(axis.size) == \(ScreenJSON.exact(axis.length))"))
            } else if shares[1] == 1, axis.length == axis.room {
                result.append(make("autoresizing.\(axis.size)", "\(id).\(axis.size) == superview.\(axis.size)"))
            } else {
                // length + share × (size − stored size); a superview's size is its frame's.
                let multiplier = shares[1] == 1 ? "" : "\(ScreenJSON.exact(shares[1])) * "
                result.append(make("autoresizing.\(axis.size)",
                                   "\(id).\(axis.size) == \(multiplier)superview.\(axis.size)\(offset(axis.length - shares[1] * axis.room))"))
            }
            if shares[0] == 0 {
                result.append(make("autoresizing.\(axis.lead)", "\(id).\(axis.lead) == superview.\(axis.lead)\(offset(axis.origin))"))
            } else if shares[2] == 0 {
                // The trailing margin is fixed: the lead and the size take the whole change.
                result.append(make("autoresizing.\(axis.trail)", "\(id).\(axis.trail) == \(far)\(axis.trail)\(offset(-trailing))"))
            } else {
                // origin + share × (size − stored size), in the superview's coordinates.
                let text = "\(id).\(axis.lead) == \(ScreenJSON.exact(shares[0])) * \(far)\(axis.trail)\(offset(axis.origin - shares[0] * axis.room))"
                guard case .located(let location, .object(let members)) = make("autoresizing.\(axis.lead)", text) else { continue }
                result.append(.located(location, .object(members + [("coordinates", .string(ConstraintCoordinates.container.rawValue))])))
            }
        }
        return result
    }
}
