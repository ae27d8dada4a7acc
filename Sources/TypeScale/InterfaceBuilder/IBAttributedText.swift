/// Attributed text (`<attributedString>`): which string a view draws, the font it is measured
/// in, and the attributes inside it that typescale does not model (SPEC §10 "Views").
enum IBAttributedText {
    /// The text of an attributed string element (`attributedText`, `attributedTitle`): its
    /// fragments joined; nil without any.
    static func text(of element: XMLElementNode?) -> String? {
        guard let element else { return nil }
        let fragments = element.children(named: "fragment").map { $0["content"] ?? $0.child(key: "content")?.stringValue ?? "" }
        return fragments.isEmpty ? nil : fragments.joined()
    }

    /// The attributed string a view draws: a label's, field's or text view's `attributedText`,
    /// a button's configuration's `attributedTitle` (the title it shows, `IBButtonContent`),
    /// else its normal-state one (the state UIKit sizes a button by).
    static func string(of view: XMLElementNode) -> XMLElementNode? {
        if view.name == "button" {
            if let configuration = IBButtonContent(element: view).configuration {
                return configuration.child(key: "attributedTitle")
            }
            return view.children(named: "state").first { $0["key"] == "normal" }?.child(key: "attributedTitle")
        }
        return view.child(key: "attributedText")
    }

    /// The `<font key="NSFont">` the string is measured in: the first fragment's, or, when the
    /// fragments' sizes differ, the first of the largest, since a line is as tall as its tallest
    /// run and that is the height UIKit's intrinsic size follows (the stand-in font's line
    /// height grows with the size). The whole string is then measured in that one font: a
    /// warning says so when fragments differ.
    static func measuredFont(of string: XMLElementNode, notes: IBNotes) -> XMLElementNode? {
        let fonts = string.children(named: "fragment").compactMap { $0.child(named: "attributes")?.child(key: "NSFont") }
        guard var chosen = fonts.first else { return nil }
        for font in fonts.dropFirst() {
            if let size = IBFonts.attributedSize(font), size > IBFonts.attributedSize(chosen) ?? 0 { chosen = font }
        }
        let describe = { (font: XMLElementNode) in
            [font["metaFont"], font["name"], font["size"]].map { $0 ?? "" }
        }
        if fonts.contains(where: { describe($0) != describe(chosen) }) {
            notes.warn("attributedFonts", at: string.location,
                       "attributed text in several fonts is measured in one: the first of the largest (\(chosen["name"] ?? chosen["metaFont"] ?? "system") \(chosen["size"] ?? "?"))")
        }
        return chosen
    }

    /// Whether `<attributes>` belongs to a string typescale reads its font from.
    static func isRead(_ attributes: XMLElementNode) -> Bool {
        guard attributes.parent?.name == "fragment", let string = attributes.parent?.parent,
              let view = ["state", "buttonConfiguration"].contains(string.parent?.name ?? "") ? string.parent?.parent : string.parent,
              IBViewKind.named(view.name)?.kind.drawsText == true else { return false }
        return Self.string(of: view) === string
    }

    /// Whether `<attributes>` belongs to a button title that is not shown at rest, which
    /// changes no frame (like such a state's plain `title`): another state's than normal, or
    /// the normal state's of a button whose configuration has the title it shows.
    static func isOtherStateTitle(_ attributes: XMLElementNode) -> Bool {
        guard attributes.parent?.name == "fragment", let string = attributes.parent?.parent,
              string["key"] == "attributedTitle", let state = string.parent, state.name == "state" else { return false }
        return state["key"] != "normal" || state.parent.flatMap { IBButtonContent(element: $0).configuration } != nil
    }

    /// Attributes that change no frame: colours, underlines, links, and the paragraph style's
    /// alignment and line-break settings (a label's lines and truncation are its own), and
    /// the font a run had before AppKit substituted the `NSFont` it draws in.
    static let inertAttributes: Set<String> = [
        "NSFont", "NSColor", "NSBackgroundColor", "NSUnderline", "NSUnderlineColor", "NSStrikethrough",
        "NSStrikethroughColor", "NSLink", "NSShadow", "NSLigature", "NSParagraphStyle", "NSOriginalFont",
    ]

    /// Paragraph-style attributes that space or indent lines, which typescale does not model.
    static let spacingAttributes = [
        "lineSpacing", "paragraphSpacing", "paragraphSpacingBefore", "minimumLineHeight", "maximumLineHeight",
        "lineHeightMultiple", "headIndent", "firstLineHeadIndent", "tailIndent",
    ]

    /// Warns, once per kind, about what a read string's `<attributes>` hold beyond its font.
    static func reportUnmodelled(_ attributes: XMLElementNode, notes: IBNotes) {
        for attribute in attributes.children {
            let key = attribute["key"] ?? attribute.name
            if !inertAttributes.contains(key) {
                notes.warn("textAttribute:" + key, at: attribute.location,
                           "unmodelled attributed-text attribute '\(key)': ignored")
            }
            guard key == "NSParagraphStyle" else { continue }
            for name in spacingAttributes where (attribute.number(name) ?? 0) != 0 {
                notes.warn("paragraphStyle:" + name, at: attribute.location,
                           "paragraph style '\(name)' is not modelled: lines are spaced and indented by the font alone")
            }
        }
    }
}
