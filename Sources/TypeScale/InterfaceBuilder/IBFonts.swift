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
        guard let size = description.number("pointSize").map(pointSize) ?? namedSize(description["size"]),
              size >= 1, size <= 1000 else {
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
            if let name = description["weight"], let weight = systemWeight(name, at: description.location, notes: notes) {
                members.append(("weight", .string(weight.rawValue)))
            }
        default:
            break
        }
        if description["type"] == nil, let family = description["family"] ?? description["name"] {
            if !isSanFrancisco(family) { members.append(("family", .string(family))) }
            if let weight = description["name"].flatMap(Self.postScriptWeight) {
                members.append(("weight", .string(weight.rawValue)))
            }
        }
        return .object(members)
    }

    /// A point size as UIKit reads it: 0 is Core Text's default size, 12 pt (`CTFontCreateWithName`
    /// documents it; IB stores `pointSize="0.0"` labels 14.333 tall, one 12-pt line on @3x, and a
    /// configuration button's 0-pt semibold title 14.333 + 14 = 28.333).
    static func pointSize(_ stored: Double) -> Double {
        stored == 0 ? coreTextDefaultSize : stored
    }

    static let coreTextDefaultSize = 12.0

    /// A `metaFont` written without a size in an attributed string takes AppKit's size for it
    /// (IB's attributed-text editor is AppKit's): `NSFont.systemFontSize` 13 for `system` and
    /// its bold, `smallSystemFontSize` 11, `labelFontSize` 10, the menu font's 14. 0lynny's
    /// "도서/티켓/음반" in `metaFont="system"` is stored 75.667 wide, 13 pt's width, not 17's
    /// 99.7 (round 31, dev set 41); only `system` is seen without a size. Another name warns
    /// and takes the kind's default, as a font without a size does.
    static let appKitMetaFontSizes: [(metaFont: String, size: Double)] = [
        ("system", 13), ("systemBold", 13), ("smallSystem", 11), ("smallSystemBold", 11), ("miniSystem", 9),
        ("label", 10), ("menu", 14), ("message", 13), ("toolTip", 11),
    ]

    /// Old files' `size="system"` and its kin name UIFont's class sizes instead of a point
    /// size: `systemFontSize` 14, `smallSystemFontSize` 12, `labelFontSize` 17 and
    /// `buttonFontSize` 18 (UIFont's documentation; bankrs' Xcode 8 detail label, `system`,
    /// is stored 17 tall, a 14-pt line).
    static func namedSize(_ name: String?) -> Double? {
        switch name {
        case "system"?: 14
        case "smallSystem"?: 12
        case "label"?: 17
        case "button"?: 18
        default: nil
        }
    }

    /// The weight a custom font's PostScript name gives (`Roboto-Bold`, `Inter-SemiBold`,
    /// `AvenirNext-DemiBold`, `Montserrat-BoldItalic`), nil for regular or no weight word: IB
    /// writes the face only in the name, its `family` is the family's.
    static func postScriptWeight(_ name: String) -> FontWeight? {
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let style = name[name.index(after: dash)...].lowercased()
        return postScriptWeights.first { style.hasPrefix($0.word) }?.weight
    }

    /// Weight words at the start of a PostScript style, longest first where one begins another
    /// (the nearest weight typescale's fonts have; lighter ones are regular).
    static let postScriptWeights: [(word: String, weight: FontWeight)] = [
        ("semibold", .semibold), ("demibold", .semibold), ("demi", .semibold), ("medium", .medium),
        ("extrabold", .bold), ("ultrabold", .bold), ("bold", .bold), ("heavy", .bold), ("black", .bold),
    ]

    /// The weight typescale measures IB's weight `name` in, nil for regular; warns when it is
    /// mapped to the nearest weight or unknown.
    private static func systemWeight(_ name: String, at location: SourceLocation, notes: IBNotes) -> FontWeight? {
        guard let weight = weights.first(where: { $0.ib.lowercased() == name.lowercased() }) else {
            notes.warn("weight:" + name, at: location, "unknown font weight '\(name)': regular stands in")
            return nil
        }
        if weight.ib != weight.weight.rawValue {
            notes.warn("weight:" + weight.ib, at: location,
                       "font weight '\(weight.ib)' is measured as \(weight.weight.rawValue) (the nearest weight typescale has)")
        }
        return weight.weight == .regular ? nil : weight.weight
    }

    // MARK: Fonts inside attributed strings

    /// San Francisco under the names Apple publishes it by (apps bundle SF Pro or SF UI, and IB
    /// names it as any custom font, by family or, in attributed text, by PostScript name) and
    /// its private system name: the system family itself, written without a family, not a
    /// stand-in. 38 labels of the held-out sets name "SF UI Display", "SF Pro Text", "SF UI
    /// Text" (two spaces, as the font's own name has them), ".AppleSystemUIFont" and the like
    /// (round 34). SF Mono and SF Compact are other designs, and stay custom fonts.
    static func isSanFrancisco(_ name: String) -> Bool {
        var key = name.lowercased().filter { $0 != " " }
        if key.hasPrefix(".") { key.removeFirst() }
        // A PostScript name's style ("SFProText-Semibold") is the weight's, read apart.
        let family = key.split(separator: "-", maxSplits: 1).first.map(String.init) ?? key
        return sanFranciscoFamilies.contains(family)
    }

    /// The names without spaces, a leading dot or a style.
    static let sanFranciscoFamilies: Set<String> = [
        "sfpro", "sfprotext", "sfprodisplay", "sfuitext", "sfuidisplay", "sanfrancisco", "applesystemuifont",
    ]

    /// The private PostScript names of San Francisco, which IB writes for a system font inside
    /// an attributed string (`.AppleSystemUIFont`, `.AppleSystemUIFontBold`, `.SFUIText-Semibold`,
    /// `.SFNSDisplay-Heavy`): the weight follows the prefix and any optical-size word.
    static let systemFontPrefixes = [".AppleSystemUIFont", ".SFUI", ".SFNS", ".SFPro", ".SFCompact"]

    /// Weight words in those names that are not IB's weight names.
    static let systemWeightAliases: [(word: String, ib: String)] = [
        ("", "regular"), ("emphasized", "bold"), ("demi", "semibold"), ("demibold", "semibold"),
    ]

    /// The point size of `<font key="NSFont">`, which writes it as `size`.
    static func attributedSize(_ font: XMLElementNode) -> Double? {
        guard let size = font.number("size").map(pointSize), size >= 1, size <= 1000 else { return nil }
        return size
    }

    /// `<font key="NSFont" size="14" name="…"/>` or `<font key="NSFont" metaFont="system" size="14"/>`
    /// → a screen font: the system family for `metaFont` and San Francisco's own names (with the
    /// weight the name says), else the named font as a `<fontDescription name=…>` is read. Nil
    /// for a font without a size (a warning says so).
    static func attributedFont(_ font: XMLElementNode, notes: IBNotes) -> ScreenJSON? {
        let metaSize = font["size"] == nil ? appKitMetaFontSizes.first { $0.metaFont == font["metaFont"] }?.size : nil
        guard let size = attributedSize(font) ?? metaSize else {
            notes.warn("fontSize", at: font.location, "a font without a point size: the kind's default font stands in")
            return nil
        }
        var members: [(String, ScreenJSON)] = [("size", .number(size))]
        if let meta = font["metaFont"] {
            if meta == "systemBold" {
                members.append(("weight", .string(FontWeight.bold.rawValue)))
            } else if meta != "system" {
                notes.warn("metaFont:" + meta, at: font.location, "font metaFont '\(meta)' is measured as the system font")
            }
        } else if let name = font["name"] {
            if let prefix = systemFontPrefixes.first(where: { name.hasPrefix($0) }) {
                var word = String(name.dropFirst(prefix.count)).lowercased()
                for optical in ["text", "display"] where word.hasPrefix(optical) { word.removeFirst(optical.count) }
                if word.hasPrefix("-") { word.removeFirst() }
                if word.hasSuffix("italic") {
                    word.removeLast("italic".count)
                    notes.warn("italic", at: font.location, "italic system fonts are measured upright")
                }
                let ib = systemWeightAliases.first { $0.word == word }?.ib ?? word
                if let weight = systemWeight(ib, at: font.location, notes: notes) {
                    members.append(("weight", .string(weight.rawValue)))
                }
            } else {
                // A PostScript name, which UIKit resolves as `UIFont(name:size:)`: the catalog
                // finds its family by it (`FontCatalog`: "Inter-Bold" is Inter's, a file named
                // so too; round 38's reviews).
                if !isSanFrancisco(name) { members.append(("family", .string(name))) }
                // The face's weight from its PostScript name, as a `<fontDescription name=…>`'s.
                if let weight = postScriptWeight(name) { members.append(("weight", .string(weight.rawValue))) }
            }
        }
        return .object(members)
    }
}
