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
    static func font(_ description: XMLElementNode, notes: IBNotes) -> ScreenJSON? {
        if let raw = description["style"] {
            guard let style = textStyle(of: description) else {
                notes.warn("style:" + raw, at: description.location, "unknown text style '\(raw)': body stands in")
                return .string(TextStyle.body.rawValue)
            }
            return .string(style.rawValue)
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
