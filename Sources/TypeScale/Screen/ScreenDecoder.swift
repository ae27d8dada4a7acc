import Foundation

/// Reads a screen file (SPEC §3) into a `Screen`, reporting the first input error with its
/// file, JSON path, line and column.
public enum ScreenDecoder {
    /// `$schema` names the JSON Schema for editors (schema/screen.schema.json); it is read as
    /// a string and otherwise ignored.
    static let topLevelKeys = ["$schema", "name", "device", "size", "freeform", "selfSizing", "orientation", "metrics", "spacing", "fonts", "fontAdjust", "standIns", "bars", "rootMargins", "canvas", "views", "constraints"]
    static let sizeKeys = ["width", "height", "scale", "widthClass", "heightClass", "safeArea", "landscape"]
    static let landscapeSizeKeys = ["width", "height", "widthClass", "heightClass", "safeArea"]
    static let spacingKeys = ["sibling", "superview"]
    static let barsKeys = ["top", "bottom", "statusBar"]
    static let rootMarginsKeys = ["insets", "fromSafeArea", "directional"]
    static let canvasKeys = ["statusBar", "safeArea", "category", "stackTextWidths", "topBar", "sideMargin", "rootMarginsFromFrame",
                             "size"]
    static let fontAdjustKeys = ["device", "screenHeight", "add"]
    static let standInKeys = ["family", "weight", "widthScale", "lineHeight"]
    /// The scales a custom `size` may have.
    static let scales: [Double] = [1, 2, 3]

    /// Reads and decodes a screen file.
    public static func load(path: String) throws -> Screen {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "cannot be read"
            throw InputError(file: path, path: nil, location: nil, message: reason, detail: [])
        }
        return try decode([UInt8](data), file: path)
    }

    /// Decodes screen JSON; `file` names it in errors and anchors relative font paths.
    public static func decode(_ bytes: [UInt8], file: String) throws -> Screen {
        try decode(try JSONReader.parse(bytes, file: file), file: file)
    }

    /// Decodes a parsed screen document (the JSON reader's, or the Interface Builder importer's).
    public static func decode(_ root: JSONNode, file: String) throws -> Screen {
        let object = try root.object(allowing: topLevelKeys)
        if let schema = object.optional("$schema") { _ = try schema.string() }
        let baseName = FilePath.baseName(of: file)
        var screen = Screen(name: baseName, file: file)
        if let name = object.optional("name") {
            screen.name = try name.string()
            guard isSafeFileName(screen.name) else {
                throw name.error("a screen name is used in snapshot file names: \(nameRule)")
            }
        } else if !isSafeFileName(baseName) {
            // One rule wherever the name comes from: the file's base name names the
            // snapshots too, so it may not be what "name" would refuse.
            throw InputError(file: file, path: nil, location: nil,
                             message: "the file name '\(baseName)' cannot name the screen's snapshots (\(nameRule)); give the screen a \"name\"",
                             detail: [])
        }
        if let device = object.optional("device") {
            let name = try device.string()
            guard let known = Device.named(name) else { throw device.error(unknown: "device", name, among: Device.allNames) }
            screen.device = known
        }
        if let size = object.optional("size") {
            if object.optional("device") != nil { throw size.error("a screen has either a 'device' or a 'size', not both") }
            screen.size = try decodeSize(size)
        }
        if let freeform = object.optional("freeform") { screen.isFreeform = try freeform.bool() }
        if let selfSizing = object.optional("selfSizing") {
            screen.isSelfSizing = try selfSizing.bool()
            if screen.isSelfSizing, screen.size == nil {
                throw selfSizing.error("'selfSizing' grows a cell from its 'size': give the screen a 'size'")
            }
        }
        if let orientation = object.optional("orientation") {
            if screen.size != nil { throw orientation.error("'orientation' turns the screen's device; a 'size' is laid out as given (its 'landscape' says what it is turned)") }
            screen.orientation = try orientation.oneOf(Orientation.self)
        }
        if let metrics = object.optional("metrics") { screen.metrics = try decodeMetrics(metrics) }
        if let spacing = object.optional("spacing") { screen.spacing = try decodeSpacing(spacing) }
        if let fonts = object.optional("fonts") {
            screen.fontNodes = try fonts.array()
            screen.fonts = try screen.fontNodes.map { try $0.string() }
        }
        if let rules = object.optional("fontAdjust") { screen.fontAdjust = try rules.array().map(decodeFontAdjust) }
        if let rows = object.optional("standIns") { screen.standIns = try decodeStandIns(rows) }
        if let bars = object.optional("bars") { screen.bars = try decodeBars(bars) }
        if let margins = object.optional("rootMargins") {
            let members = try margins.object(allowing: rootMarginsKeys)
            var root = RootMargins()
            if let insets = members.optional("insets") { root.insets = try insets.insets(what: "a margin") }
            if let fromSafeArea = members.optional("fromSafeArea") { root.fromSafeArea = try fromSafeArea.bool() }
            if let directional = members.optional("directional") { root.directional = try directional.bool() }
            screen.rootMargins = root
        }
        if let canvas = object.optional("canvas") {
            let members = try canvas.object(allowing: canvasKeys)
            if let statusBar = members.optional("statusBar") { screen.canvas.statusBar = try statusBar.oneOf(SimulatedBars.StatusBar.self) }
            if let safeArea = members.optional("safeArea") { screen.canvas.safeArea = try safeArea.oneOf(CanvasSafeArea.self) }
            if let category = members.optional("category") { screen.canvas.category = try category.category() }
            if let widths = members.optional("stackTextWidths") { screen.canvas.stackTextWidths = try widths.oneOf(StackTextWidths.self) }
            if let topBar = members.optional("topBar") { screen.canvas.topBar = try topBar.oneOf(SimulatedBars.Top.self) }
            if let side = members.optional("sideMargin") { screen.canvas.sideMargin = try side.number(in: 0...1000, what: "a side margin") }
            if let fromFrame = members.optional("rootMarginsFromFrame") { screen.canvas.rootMarginsFromFrame = try fromFrame.bool() }
            if let size = members.optional("size") { screen.canvas.size = try decodeSize(size) }
        }

        var context = ViewDecodingContext(metricNames: screen.metrics.keys.sorted())
        if let views = object.optional("views") {
            screen.views = try views.array().map { try ViewDecoder.decode($0, context: &context) }
        }
        if let constraints = object.optional("constraints") {
            screen.constraints = try constraints.array().map { try ConstraintDecoder.decode($0, metricNames: context.metricNames) }
        }
        return screen
    }

    /// The rule for screen names, which snapshot files are named after.
    static let nameRule = "ASCII letters, digits, '-', '_' and '.', not starting with '.', at most 200 characters"

    static func isSafeFileName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    static func decodeSize(_ node: JSONNode) throws -> CustomSize {
        let object = try node.object(allowing: sizeKeys)
        let width = try object.required("width").number(in: 1...100_000, what: "a width")
        let height = try object.required("height").number(in: 1...100_000, what: "a height")
        var size = CustomSize(width: width, height: height, scale: 2)
        if let scale = object.optional("scale") { size.scale = try decodeScale(scale) }
        if let value = object.optional("widthClass") { size.widthClass = try value.oneOf(SizeClass.self) }
        if let value = object.optional("heightClass") { size.heightClass = try value.oneOf(SizeClass.self) }
        if let value = object.optional("safeArea") { size.safeArea = try value.insets(what: "a safe-area inset") }
        if let value = object.optional("landscape") { size.landscape = try decodeLandscapeSize(value) }
        return size
    }

    /// `size.landscape`: the container in landscape as it is (compact in both axes unless given).
    static func decodeLandscapeSize(_ node: JSONNode) throws -> LandscapeSize {
        let object = try node.object(allowing: landscapeSizeKeys)
        var size = LandscapeSize(width: try object.required("width").number(in: 1...100_000, what: "a width"),
                                 height: try object.required("height").number(in: 1...100_000, what: "a height"))
        if let value = object.optional("widthClass") { size.widthClass = try value.oneOf(SizeClass.self) }
        if let value = object.optional("heightClass") { size.heightClass = try value.oneOf(SizeClass.self) }
        if let value = object.optional("safeArea") { size.safeArea = try value.insets(what: "a safe-area inset") }
        return size
    }

    static func decodeScale(_ node: JSONNode) throws -> Double {
        let scale = try node.number()
        guard scales.contains(scale) else { throw node.error("a scale is 1, 2 or 3, found \(formatFoundNumber(scale))") }
        return scale
    }

    static func decodeMetrics(_ node: JSONNode) throws -> [String: Double] {
        let object = try node.object()
        var metrics: [String: Double] = [:]
        for member in object.members where !member.key.hasPrefix("_") {
            guard ConstraintDecoder.isIdentifier(member.key) else {
                throw member.value.error("a metric name must be an identifier, found \(InputError.quote(member.key))")
            }
            metrics[member.key] = try member.value.number(in: -1_000_000...1_000_000, what: "a metric")
        }
        return metrics
    }

    static func decodeSpacing(_ node: JSONNode) throws -> Spacing {
        let object = try node.object(allowing: spacingKeys)
        var spacing = Spacing()
        if let value = object.optional("sibling") { spacing.sibling = try value.number(in: -100_000...100_000, what: "a spacing") }
        if let value = object.optional("superview") { spacing.superview = try value.number(in: -100_000...100_000, what: "a spacing") }
        return spacing
    }

    /// `{"top": "navigationBar" | "sheetNavigationBar" | "largeTitleNavigationBar" | "glassNavigationBar", "bottom": "toolbar" | "tabBar", "statusBar": "shown" | "hidden"}`:
    /// simulated bars (SPEC §10).
    static func decodeBars(_ node: JSONNode) throws -> SimulatedBars {
        let object = try node.object(allowing: barsKeys)
        var bars = SimulatedBars()
        if let top = object.optional("top") { bars.top = try top.oneOf(SimulatedBars.Top.self) }
        if let bottom = object.optional("bottom") { bars.bottom = try bottom.oneOf(SimulatedBars.Bottom.self) }
        if let statusBar = object.optional("statusBar") { bars.statusBar = try statusBar.oneOf(SimulatedBars.StatusBar.self) }
        return bars
    }

    /// `standIns`: one row per family and weight (a row without a weight is the family's).
    static func decodeStandIns(_ node: JSONNode) throws -> [FontStandIn] {
        var rows: [FontStandIn] = []
        for entry in try node.array() {
            let object = try entry.object(allowing: standInKeys)
            var row = FontStandIn(family: try object.required("family").string())
            row.weight = try object.optional("weight").map { try $0.oneOf(FontWeight.self) }
            row.widthScale = try object.optional("widthScale").map {
                try $0.number(in: FontStandIn.widthScales, what: "a stand-in's width scale")
            }
            row.lineHeight = try object.optional("lineHeight").map {
                try $0.number(in: FontStandIn.lineHeights, what: "a stand-in's line height (ems)")
            }
            // Families match in any case, as stand-ins are looked up (`FontStandIn.measure`).
            if rows.contains(where: { $0.family.lowercased() == row.family.lowercased() && $0.weight == row.weight }) {
                throw entry.error("a second stand-in for \(InputError.quote(row.family))\(row.weight.map { " at \($0.rawValue)" } ?? ""): give each family and weight one row")
            }
            rows.append(row)
        }
        return rows
    }

    static func decodeFontAdjust(_ node: JSONNode) throws -> FontAdjustRule {
        let object = try node.object(allowing: fontAdjustKeys)
        let add = try object.required("add").number(in: -100...100, what: "'add'")
        switch (object.optional("device"), object.optional("screenHeight")) {
        case (let device?, nil):
            let name = try device.string()
            guard let known = Device.named(name) else { throw device.error(unknown: "device", name, among: Device.allNames) }
            return FontAdjustRule(match: .device(known.id), add: add)
        case (nil, let height?):
            return FontAdjustRule(match: .screenHeight(try height.length(what: "a screen height")), add: add)
        default:
            throw node.error("a fontAdjust entry matches either a 'device' or a 'screenHeight'")
        }
    }
}
