/// What a button element says about its content: its title, its image's name and its content
/// edge insets. One reading for the button's properties (`IBViewProperties`: title, width,
/// insets) and its image-height minimum (`IBGeneratedConstraints.buttonImageMinimum`), so the
/// two never disagree about whether a button has a title.
struct IBButtonContent {
    let element: XMLElementNode

    /// The normal state: `<state key="normal">`.
    var normalState: XMLElementNode? { element.children(named: "state").first { $0["key"] == "normal" } }

    /// A configuration's title, else the normal state's (an attribute, a `<string key="title">`
    /// for a title with a line break, or an attributed title's fragments); empty for none.
    var title: String {
        if let configuration = element.child(key: "configuration"), let title = configuration["title"] { return title }
        let normal = normalState
        return normal?["title"] ?? normal?.child(key: "title")?.text
            ?? IBAttributedText.text(of: normal?.child(key: "attributedTitle")) ?? ""
    }

    /// The normal state's image, else a configuration's.
    var imageName: String? { normalState?["image"] ?? element.child(key: "configuration")?["image"] }

    /// `<inset key="contentEdgeInsets">`, zero without one.
    var insets: EdgeInsets {
        guard let inset = element.child(key: "contentEdgeInsets") else { return .zero }
        return EdgeInsets(top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
                          bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
    }
}
