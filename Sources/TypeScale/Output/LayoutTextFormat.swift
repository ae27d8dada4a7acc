/// The text output of `typescale layout` (SPEC §7.1): one block per category.
public enum LayoutTextFormat {
    public static func render(_ layouts: [ScreenLayout]) -> String {
        var bytes: [UInt8] = []
        for (index, layout) in layouts.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            append(layout, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func block(_ layout: ScreenLayout) -> String {
        var bytes: [UInt8] = []
        append(layout, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One category's block, as UTF-8: appending bytes is much cheaper than appending
    /// strings, and a layout has several thousand pieces.
    private static func append(_ layout: ScreenLayout, to bytes: inout [UInt8]) {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        bytes.reserveCapacity(bytes.count + 128 + 64 * layout.views.count)
        bytes += header(layout).utf8
        bytes.append(newline)
        for view in layout.views {
            for _ in 0..<view.depth { bytes += [space, space] }
            bytes += view.id.utf8
            bytes.append(space)
            bytes += view.kind.rawValue.utf8
            for value in [view.frame.x, view.frame.y, view.frame.width, view.frame.height] {
                bytes.append(space)
                bytes += formatNumber(value).utf8
            }
            for flag in flags(view) {
                bytes.append(space)
                bytes += flag.utf8
            }
            bytes.append(newline)
        }
        for constant in layout.constants {
            bytes += "constraint \(constant.id) \(formatNumber(constant.value))\n".utf8
        }
    }

    /// `# detail category=XXL device=iphone-se-1 orientation=portrait size=320x568 scale=2`
    public static func header(_ layout: ScreenLayout) -> String {
        let container = layout.container
        return "# \(layout.screenName) category=\(layout.category.shortName) device=\(container.deviceName) "
            + "orientation=\(container.orientation.rawValue) "
            + "size=\(formatNumber(container.width))x\(formatNumber(container.height)) scale=\(formatNumber(container.scale))"
    }

    static func flags(_ view: LaidOutView) -> [String] {
        var flags: [String] = []
        if let text = view.text {
            if text.lines > 1 { flags.append("lines=\(text.lines)") }
            if let size = text.shrunkSize { flags.append("shrunk=\(formatNumber(size))") }
            if text.truncated { flags.append("truncated") }
        }
        if let content = view.contentSize {
            flags.append("content=\(formatNumber(content.width))x\(formatNumber(content.height))")
        }
        if view.hidden { flags.append("hidden") }
        return flags
    }
}

/// The JSON output of `typescale layout --format json` (SPEC §7.2).
public enum LayoutJSONFormat {
    public static func render(_ layouts: [ScreenLayout], screenName: String) -> String {
        screen(screenName, layouts).rendered() + "\n"
    }

    /// One screen as `render` prints it; several (an Interface Builder file's) as
    /// `{"screens": [{"screen", "layouts"}, …]}` in document order.
    public static func render(screens: [(name: String, layouts: [ScreenLayout])]) -> String {
        if screens.count == 1 { return render(screens[0].layouts, screenName: screens[0].name) }
        return JSONOutput.object([("screens", .array(screens.map { screen($0.name, $0.layouts) }))]).rendered() + "\n"
    }

    static func screen(_ name: String, _ layouts: [ScreenLayout]) -> JSONOutput {
        .object([("screen", .string(name)), ("layouts", .array(layouts.map(layout)))])
    }

    static func layout(_ layout: ScreenLayout) -> JSONOutput {
        let container = layout.container
        return .object([
            ("category", .string(layout.category.shortName)),
            ("device", .string(container.deviceName)),
            ("orientation", .string(container.orientation.rawValue)),
            ("size", .object([("width", .number(container.width)), ("height", .number(container.height))])),
            ("scale", .number(container.scale)),
            ("views", .array(layout.views.map(view))),
            ("constraints", .array(layout.constants.map { .object([("id", .string($0.id)), ("constant", .number($0.value))]) })),
            ("warnings", .array(layout.warnings.map { warning in
                .object([("kind", .string(warning.kind.rawValue)), ("message", .string(warning.message)),
                         ("constraints", .array(warning.constraints.map { .string($0) }))])
            })),
        ])
    }

    static func view(_ view: LaidOutView) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("id", .string(view.id)),
            ("kind", .string(view.kind.rawValue)),
        ]
        if let ib = view.ibObjectId { members.append(("ib", .string(ib))) }
        members += [
            ("parent", view.parent.map { .string($0) } ?? .null),
            ("frame", .object([("x", .number(view.frame.x)), ("y", .number(view.frame.y)),
                               ("width", .number(view.frame.width)), ("height", .number(view.frame.height))])),
        ]
        if let content = view.contentSize {
            members.append(("contentSize", .object([("width", .number(content.width)), ("height", .number(content.height))])))
        }
        if let text = view.text {
            members.append(("font", .object([
                ("family", .string(text.font.family)), ("size", .number(text.font.size)),
                ("weight", .string(text.font.weight.rawValue)), ("lineHeight", .number(text.font.lineHeight)),
            ])))
            members.append(("lines", .number(Double(text.lines))))
            members.append(("truncated", .bool(text.truncated)))
            if let size = text.shrunkSize { members.append(("shrunk", .number(size))) }
        }
        if view.hidden { members.append(("hidden", .bool(true))) }
        return .object(members)
    }
}
