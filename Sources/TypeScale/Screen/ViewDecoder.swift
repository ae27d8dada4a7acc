/// Tracks what must be unique across a whole screen while its views are decoded.
struct ViewDecodingContext {
    var metricNames: [String]
    var ids: [String: JSONNode] = [:]
}

/// Decodes one view object (SPEC §3.1) and its children.
enum ViewDecoder {
    static let reservedIds = ["root", "superview", "safeArea", "margins"]
    static let commonKeys = ["id", "kind", "children", "constraints", "hidden", "when", "hugging", "compression",
                             "intrinsic", "canvasIntrinsic", "alpha", "margins", "directionalMargins", "preservesSuperviewMargins", "alignmentInsets", "maxCategory",
                             "minCategory"]

    /// The keys of `intrinsic` and of `image`.
    static let intrinsicKeys = ["width", "height"]
    static let imageKeys = ["width", "height"]
    /// A button's `style` names; `system` is the legacy button's other name.
    static let buttonStyleNames: [(name: String, style: ButtonStyle)] = [
        ("configuration", .configuration), ("legacy", .legacy), ("system", .legacy),
    ]

    /// Made once per kind (not per view: joining the lists cost a tenth of decoding a view).
    static func keys(for kind: ViewKind) -> [String] {
        switch kind {
        case .label: labelKeys
        case .field: fieldKeys
        case .textView: textViewKeys
        case .button: buttonKeys
        case .image: imageViewKeys
        case .stack: stackKeys
        case .table: tableKeys
        case .scroll: scrollKeys
        case .view: plainViewKeys
        default: commonKeys
        }
    }

    private static let labelKeys = commonKeys + ["text", "font", "lines", "wrapWidth", "firstWrapWidth", "keepsWrapWidth", "lineBreak", "textAlignment", "adjustsFont", "minimumScale", "minimumFontSize", "baselineAdjustment"]
    private static let fieldKeys = commonKeys + ["text", "placeholder", "font", "lineBreak", "textAlignment", "adjustsFont", "border", "insets", "extraWidth", "leastHeight"]
    private static let textViewKeys = commonKeys + ["text", "font", "lineBreak", "textAlignment", "adjustsFont", "scrolls"]
    private static let buttonKeys = commonKeys + ["title", "font", "lines", "insets", "style", "lineBreak", "adjustsFont", "textAlignment", "clear"]
    private static let imageViewKeys = commonKeys + ["image", "clips"]
    private static let plainViewKeys = commonKeys + ["control", "clear", "clips"]
    private static let stackKeys = commonKeys + StackSpec.keys
    private static let tableKeys = commonKeys.filter { $0 != "children" } + TableSpec.keys
    private static let scrollKeys = commonKeys + ScrollSpec.keys

    static func decode(_ node: JSONNode, context: inout ViewDecodingContext) throws -> ViewSpec {
        // The kind first: it decides which keys the view may have (listed when one is unknown).
        let kindObject = try node.object()
        let kindNode = try kindObject.required("kind")
        let kindName = try kindNode.string()
        guard let kind = ViewKind(rawValue: kindName), ViewKind.writable.contains(kind) else {
            throw kindNode.error(unknown: "view kind", kindName, among: ViewKind.writable.map(\.rawValue))
        }
        let object = try node.object(allowing: keys(for: kind))
        let idNode = try object.required("id")
        let id = try idNode.string()
        guard ConstraintDecoder.isIdentifier(id) else {
            throw idNode.error("a view id must be a C identifier (letters, digits, '_', not starting with a digit), found \(InputError.quote(id))")
        }
        guard !reservedIds.contains(id) else { throw idNode.error("'\(id)' is reserved and cannot be a view id") }
        if let first = context.ids[id] {
            let place = " (first at line \(first.location.line))"
            throw idNode.error("duplicate view id '\(id)'\(place)")
        }
        context.ids[id] = idNode

        var view = ViewSpec(id: id, kind: kind, node: node)
        if let ib = object.optional("_ib"), case .string(let objectId) = ib.value { view.ibObjectId = objectId }
        if let adjusts = object.optional("adjustsFont") { view.adjustsFont = try adjusts.bool() }
        if let when = object.optional("when") { view.when = try Condition.decode(when) }
        if let hidden = object.optional("hidden") { view.hidden = try Varying.decode(hidden) { try $0.bool() } }
        if let value = object.optional("hugging") { view.hugging = try Varying.decode(value, value: priorityPair) }
        if let value = object.optional("compression") { view.compression = try Varying.decode(value, value: priorityPair) }
        if let value = object.optional("intrinsic") { view.intrinsic = try Varying.decode(value, value: intrinsicOverride) }
        if let value = object.optional("canvasIntrinsic") { view.canvasIntrinsic = try intrinsicOverride(value) }
        if let value = object.optional("scrolls") {
            view.scrolls = try value.bool()
            // A scrolling text view sizes to nothing of its own, as UITextView does.
            if view.scrolls, view.intrinsic == nil { view.intrinsic = Varying(IntrinsicOverride(width: .none, height: .none)) }
        }
        if let value = object.optional("margins") { view.margins = try Varying.decode(value) { try $0.insets(what: "a margin") } }
        if let value = object.optional("directionalMargins") { view.marginsDirectional = try value.bool() }
        if let value = object.optional("control") { view.takesTaps = try value.bool() }
        if let value = object.optional("clear") { view.clear = try value.bool() }
        if let value = object.optional("clips") { view.clipsSubviews = try value.bool() }
        if let value = object.optional("alpha") { view.alpha = try value.number(in: ViewSpec.alphas, what: "an alpha") }
        if let value = object.optional("preservesSuperviewMargins") { view.preservesSuperviewMargins = try value.bool() }
        if let value = object.optional("alignmentInsets") {
            view.alignmentInsets = try Varying.decode(value) { try $0.insets(what: "an alignment inset") }
        }
        if let value = object.optional("maxCategory") { view.maxCategory = try value.category() }
        if let value = object.optional("minCategory") { view.minCategory = try value.category() }
        if let min = view.minCategory, let max = view.maxCategory, min > max {
            throw node.error("minCategory \(min.shortName) is larger than maxCategory \(max.shortName)")
        }
        try decodeText(object, into: &view)
        if let value = object.optional("image") { view.imageSize = try Varying.decode(value, value: imageSize) }
        if kind == .stack { view.stack = try StackSpec.decode(object) }
        if kind == .table { view.table = try TableSpec.decode(object, metricNames: context.metricNames) }
        if kind == .scroll {
            view.scroll = ScrollSpec()
            if let axis = object.optional("axis") { view.scroll?.axis = try axis.oneOf(ScrollSpec.Axis.self) }
            if let inset = object.optional("contentInset") {
                view.scroll?.contentInset = try inset.oneOf(ScrollSpec.ContentInset.self)
            }
        }
        if let children = object.optional("children") {
            view.children = try children.array().map { try decode($0, context: &context) }
        }
        if let constraints = object.optional("constraints") {
            view.constraints = try constraints.array().map { [context] in try ConstraintDecoder.decode($0, metricNames: context.metricNames) }
        }
        return view
    }

    private static func decodeText(_ object: JSONObject, into view: inout ViewSpec) throws {
        let textKey = view.kind == .button ? "title" : "text"
        if let value = object.optional(textKey) { view.text = try Varying.decode(value) { try $0.string() } }
        if let value = object.optional("placeholder") { view.placeholder = try Varying.decode(value) { try $0.string() } }
        if let value = object.optional("font") { view.font = try FontSpec.decodeVarying(value) }
        if let value = object.optional("lines") {
            view.lines = try Varying.decode(value) { node in
                let lines = try node.number(in: 0...100_000, what: "'lines'")
                guard lines == lines.rounded() else { throw node.error("'lines' must be a whole number") }
                return Int(lines)
            }
        }
        if let value = object.optional("wrapWidth") { view.wrapWidth = try value.length(what: "a wrap width") }
        if let value = object.optional("firstWrapWidth") { view.firstWrapWidth = try value.length(what: "a wrap width") }
        if let value = object.optional("keepsWrapWidth") { view.keepsWrapWidth = try value.bool() }
        if let value = object.optional("lineBreak") { view.lineBreak = try Varying.decode(value) { try $0.oneOf(LineBreakMode.self) } }
        if let value = object.optional("minimumScale") { view.minimumScale = try value.number(in: ViewSpec.minimumScales, what: "a minimum scale") }
        if let value = object.optional("baselineAdjustment") { view.baselineAdjustment = try value.oneOf(BaselineAdjustment.self) }
        if let value = object.optional("minimumFontSize") {
            guard view.minimumScale == nil else { throw value.error("give 'minimumScale' or 'minimumFontSize', not both") }
            view.minimumFontSize = try value.number(in: 1...1000, what: "a minimum font size")
        }
        if let value = object.optional("textAlignment") {
            view.textAlignment = try Varying.decode(value) { try $0.oneOf(TextAlignment.self) }
        }
        if let value = object.optional("insets") {
            // A field's insets pad its text: a negative one would cut into it (a button's may
            // be negative, as UIButton's content edge insets).
            let range: ClosedRange<Double> = view.kind == .field ? 0...100_000 : -100_000...100_000
            view.insets = try Varying.decode(value) { try $0.insets(what: view.kind == .field ? "a field's inset" : "an inset", in: range) }
        }
        if let value = object.optional("style") {
            let name = try value.string()
            guard let match = buttonStyleNames.first(where: { $0.name == name }) else {
                throw value.error(unknown: "button style", name, among: ButtonStyle.allCases.map(\.rawValue))
            }
            view.buttonStyle = match.style
        }
        if let value = object.optional("border") { view.fieldBorder = try value.oneOf(FieldBorder.self) }
        if let value = object.optional("extraWidth") { view.fieldExtraWidth = try value.number(in: 0...1000, what: "a field's extra width") }
        if let value = object.optional("leastHeight") { view.fieldLeastHeight = try value.number(in: 0...1000, what: "a field's least height") }
    }

    /// `[h, v]` or one number for both.
    static func priorityPair(_ node: JSONNode) throws -> AxisPair<Int> {
        if case .array(let items) = node.value {
            guard items.count == 2 else { throw node.error("expected [horizontal, vertical] priorities, found \(items.count) values") }
            return AxisPair(try items[0].priority(), try items[1].priority())
        }
        let both = try node.priority()
        return AxisPair(both, both)
    }

    static func intrinsicOverride(_ node: JSONNode) throws -> IntrinsicOverride {
        let object = try node.object(allowing: intrinsicKeys)
        func axis(_ key: String) throws -> IntrinsicOverride.Axis {
            guard let value = object.optional(key) else { return .measured }
            if case .null = value.value { return .none }
            return .value(try value.length(what: "an intrinsic \(key)"))
        }
        return IntrinsicOverride(width: try axis("width"), height: try axis("height"))
    }

    static func imageSize(_ node: JSONNode) throws -> ImageSize {
        let object = try node.object(allowing: imageKeys)
        return ImageSize(width: try object.required("width").length(what: "an image width"),
                         height: try object.required("height").length(what: "an image height"))
    }
}
