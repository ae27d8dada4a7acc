/// What a button element says about its content: its title, its image's name and its content
/// edge insets. One reading for the button's properties (`IBViewProperties`: title, width,
/// insets) and its image-height minimum (`IBGeneratedConstraints.buttonImageMinimum`), so the
/// two never disagree about whether a button has a title.
struct IBButtonContent {
    let element: XMLElementNode

    /// The normal state: `<state key="normal">`.
    var normalState: XMLElementNode? { element.children(named: "state").first { $0["key"] == "normal" } }

    /// The button's configuration (`<buttonConfiguration key="configuration">`), if it has one.
    var configuration: XMLElementNode? { element.child(key: "configuration") }

    /// The title shown: a configuration button's own title only (IB writes the normal state's
    /// "Button" on every button, and a configuration without a title shows none: yogadarma13's
    /// image-only plain button is stored 24 + 12 + 12 by 24 + 7 + 7), else the normal state's
    /// (an attribute, a `<string key="title">` for a title with a line break, or an attributed
    /// title's fragments); empty for none.
    var title: String {
        let source = configuration ?? normalState
        return source?["title"] ?? source?.child(key: "title")?.stringValue
            ?? IBAttributedText.text(of: source?.child(key: "attributedTitle")) ?? ""
    }

    /// A configuration's image, else the normal state's: an `image` attribute, or an
    /// `<imageReference key="image">` child (a symbol with a scale or rendering mode:
    /// xlevchenko's close button's `xmark.circle.fill`, small).
    var imageName: String? {
        [configuration, normalState].lazy.compactMap { $0.flatMap { $0["image"] ?? $0.child(key: "image")?["image"] } }.first
    }

    /// The image that holds the button's height beside its title: a configuration's own, else
    /// (a legacy button) the normal state's. A configuration's width takes the normal state's
    /// image too (`imageName`: an image-only button with a normal-state `imageReference`);
    /// whether its height does no file has shown, so none is assumed.
    var layoutImageName: String? {
        guard let configuration else { return imageName }
        return configuration["image"] ?? configuration.child(key: "image")?["image"]
    }

    /// The insets around its content: a configuration's own `contentInsets`, else its 7 and 12
    /// (UIButton.Configuration ignores `contentEdgeInsets`); a legacy button's content edge
    /// insets.
    var layoutInsets: EdgeInsets {
        guard let configuration else { return insets }
        return Self.directionalInsets(configuration.child(key: "contentInsets")) ?? ButtonStyle.configuration.standardInsets
    }

    /// `<directionalEdgeInsets key="contentInsets" top leading bottom trailing>`, leading at
    /// the left (demolaf's filled buttons, 12 and 30: a 16-pt Avenir title stored 46 tall,
    /// dev set 47).
    static func directionalInsets(_ element: XMLElementNode?) -> EdgeInsets? {
        guard let element else { return nil }
        return EdgeInsets(top: element.number("top") ?? 0, left: element.number("leading") ?? 0,
                          bottom: element.number("bottom") ?? 0, right: element.number("trailing") ?? 0)
    }

    /// The normal state's background image (`backgroundImage`), which UIButton stretches to
    /// its bounds: an untitled legacy button showing only it is that image's size.
    var backgroundImageName: String? {
        normalState.flatMap { $0["backgroundImage"] ?? $0.child(key: "backgroundImage")?["image"] }
    }

    /// `<inset key="contentEdgeInsets">`, zero without one.
    var insets: EdgeInsets {
        guard let inset = element.child(key: "contentEdgeInsets") else { return .zero }
        return EdgeInsets(top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
                          bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
    }
}
