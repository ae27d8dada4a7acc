@testable import TypeScale

/// Hand-built layouts for audit, sheet and diff tests: frames given in root coordinates, so
/// the tests do not depend on the fonts or the solver.
struct LayoutSample {
    var category: ContentSizeCategory = .ax3
    var container = Container(deviceName: "test-phone", width: 320, height: 480, scale: 2,
                              safeArea: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0),
                              widthClass: .compact, heightClass: .regular, orientation: .portrait, portraitHeight: 480)
    var views: [LaidOutView] = []
    var warnings: [LayoutWarning] = []

    init(category: ContentSizeCategory = .ax3) {
        self.category = category
        views = [LaidOutView(id: "root", kind: .view, parent: nil, depth: 0,
                             frame: Frame(x: 0, y: 0, width: 320, height: 480),
                             absoluteFrame: Frame(x: 0, y: 0, width: 320, height: 480), hidden: false, text: nil)]
    }

    /// Text whose glyphs reach both edges of its line box (an accent above, `|` below).
    static let edgeToEdge = "Été|"

    /// Body text at 17 pt with SF's line height.
    static func font(size: Double = 17) -> ResolvedFont {
        ResolvedFont(family: "system", size: size, weight: .regular, lineHeight: 1.193359375 * size,
                     ascender: 1950.0 / 2048 * size, descender: -494.0 / 2048 * size)
    }

    /// `string`: "Sample" by default, whose ink leaves room in its line box (`GlyphInk`); a
    /// test about the line box itself passes `edgeToEdge`.
    static func text(lines: Int = 1, truncated: Bool = false, neededWidth: Double = 40, neededLines: Int = 1,
                     maxLines: Int = 1, scales: Bool = true, size: Double = 17, string: String = "Sample") -> LaidOutView.TextInfo {
        LaidOutView.TextInfo(string: string, font: font(size: size), scales: scales, lines: lines, truncated: truncated,
                             neededWidth: neededWidth, neededLines: neededLines, maxLines: maxLines)
    }

    /// Adds a view under `parent` at an absolute frame `(x, y, width, height)`.
    mutating func add(_ id: String, in parent: String = "root",
                      _ x: Double, _ y: Double, _ width: Double, _ height: Double, hidden: Bool = false) {
        add(id, .view, in: parent, x, y, width, height, hidden: hidden)
    }

    mutating func add(_ id: String, _ kind: ViewKind, in parent: String = "root",
                      _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                      hidden: Bool = false, text: LaidOutView.TextInfo? = nil, content: ContentSize? = nil) {
        let parentView = views.first { $0.id == parent }!
        let absolute = Frame(x: x, y: y, width: width, height: height)
        var text = text
        // `TextInfo.padding` defaults to a rounded field's; a button made here is a legacy
        // one, with no side insets, unless the test gives it some.
        if kind == .button, text?.padding == FieldBorder.roundedRect.standardPadding { text?.padding = .zero }
        views.append(LaidOutView(
            id: id, kind: kind, parent: parent, depth: parentView.depth + 1,
            frame: Frame(x: x - parentView.absoluteFrame.x, y: y - parentView.absoluteFrame.y, width: width, height: height),
            absoluteFrame: absolute, hidden: hidden, text: text, contentSize: content))
    }

    var layout: ScreenLayout {
        ScreenLayout(screenName: "sample", category: category, container: container, views: views,
                     constants: [], warnings: warnings)
    }

    /// Audit lines of this layout.
    var lines: [String] { LayoutAudit.findings(in: layout).map(\.line) }
}
