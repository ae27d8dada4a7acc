/// `<fontDescription>` → a screen font (SPEC §10 "Fonts").
enum IBFonts {
    /// UIFont.TextStyle raw values (`UICTFontTextStyleTitle0` is largeTitle).
    static let textStyles: [(raw: String, style: TextStyle)] = [
        ("UICTFontTextStyleTitle0", .largeTitle), ("UICTFontTextStyleTitle1", .title1),
        ("UICTFontTextStyleTitle2", .title2), ("UICTFontTextStyleTitle3", .title3),
        ("UICTFontTextStyleHeadline", .headline), ("UICTFontTextStyleBody", .body),
        ("UICTFontTextStyleCallout", .callout), ("UICTFontTextStyleSubhead", .subheadline),
        ("UICTFontTextStyleFootnote", .footnote), ("UICTFontTextStyleCaption1", .caption1),
        ("UICTFontTextStyleCaption2", .caption2),
    ]

    /// IB's `weight` names → the weights typescale's fonts have (the nearest one).
    static let weights: [(ib: String, weight: FontWeight)] = [
        ("ultraLight", .regular), ("thin", .regular), ("light", .regular), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .bold), ("black", .bold),
    ]

    static func textStyle(of description: XMLElementNode) -> TextStyle? {
        description["style"].flatMap { raw in textStyles.first { $0.raw == raw }?.style }
    }

    /// The font, or nil for a description typescale cannot read (a warning says so).
    /// `wraps`: the view wraps lines, so a text style's leading spaces them (`styleLeading`).
    static func font(_ description: XMLElementNode, wraps: Bool, notes: IBNotes) -> ScreenJSON? {
        if let raw = description["style"] {
            var style = TextStyle.body
            if let known = textStyle(of: description) {
                style = known
            } else {
                notes.warn("style:" + raw, at: description.location, "unknown text style '\(raw)': body stands in")
            }
            // Text in a text-style font spaces its lines by the style's leading: IB stores two
            // body lines 42.5 pt tall (20.287 + 22 rounded up), five callout lines 103.333.
            return wraps ? .object([("style", .string(style.rawValue)), ("styleLeading", .bool(true))])
                : .string(style.rawValue)
        }
        guard let size = description.number("pointSize"), size >= 1, size <= 1000 else {
            notes.warn("fontSize", at: description.location, "a font without a point size: the kind's default font stands in")
            return nil
        }
        var members: [(String, ScreenJSON)] = [("size", .number(size))]
        switch description["type"] {
        case "boldSystem"?:
            members.append(("weight", .string(FontWeight.bold.rawValue)))
        case "italicSystem"?:
            notes.warn("italic", at: description.location, "italic system fonts are measured upright")
        case "system"?, nil:
            if let name = description["weight"] {
                guard let weight = weights.first(where: { $0.ib == name }) else {
                    notes.warn("weight:" + name, at: description.location, "unknown font weight '\(name)': regular stands in")
                    break
                }
                if weight.ib != weight.weight.rawValue {
                    notes.warn("weight:" + name, at: description.location,
                               "font weight '\(name)' is measured as \(weight.weight.rawValue) (the nearest weight typescale has)")
                }
                if weight.weight != .regular { members.append(("weight", .string(weight.weight.rawValue))) }
            }
        default:
            break
        }
        if description["type"] == nil, let family = description["family"] ?? description["name"] {
            members.append(("family", .string(family)))
        }
        return .object(members)
    }
}
