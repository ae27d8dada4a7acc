/// `typescale render`: an SVG contact sheet of a screen at several categories (SPEC §8), one
/// panel per layout side by side, in points at 1 px per point so it reads at 100 % zoom.
///
/// Each panel is a `<g class="panel" data-category="…">` translated to its place; inside it
/// every coordinate is the view's absolute frame in points. Views with a finding (or truncated
/// text) get a red outline and a numbered marker; the numbered findings are listed under the panel.
public enum ContactSheet {
    /// Sheet geometry in SVG pixels (= points).
    enum Metrics {
        static let margin = 24.0
        static let titleHeight = 32.0
        static let headerHeight = 34.0
        static let gap = 48.0
        static let findingLineHeight = 16.0
        static let findingFontSize = 12.0
        /// Average advance of the 12 px finding text, for wrapping the list.
        static let findingCharWidth = 6.6
        static let idFontSize = 10.0
        static let markerRadius = 8.0
    }

    enum Colors {
        static let sheet = "#f2f2f7"
        static let screen = "#ffffff"
        static let screenStroke = "#1d1d1f"
        static let insets = "#e5e5ea"
        static let box = "#8e8e93"
        static let idText = "#6e6e73"
        static let text = "#1d1d1f"
        static let flagged = "#ff3b30"
    }

    /// The sheet for `layouts` (in the order given), highlighting `findings`; each text view
    /// draws the text it was laid out with, unless `texts` (by view id) says otherwise.
    public static func render(_ layouts: [ScreenLayout], findings: [AuditFinding], texts: [String: String] = [:]) -> String {
        let widths = layouts.map { max(1, $0.container.width) }
        let contentHeight = layouts.map(Self.contentHeight).max() ?? 0
        let panelFindings = layouts.map { layout in findings.filter { $0.category == layout.category } }
        let listHeight = zip(layouts, panelFindings).map { layout, found in
            Double(listLines(found, width: max(1, layout.container.width)).count) * Metrics.findingLineHeight
        }.max() ?? 0
        let width = 2 * Metrics.margin + widths.reduce(0, +) + Double(max(0, layouts.count - 1)) * Metrics.gap
        let top = Metrics.margin + Metrics.titleHeight + Metrics.headerHeight
        let height = top + contentHeight + (listHeight > 0 ? Metrics.findingLineHeight + listHeight : 0) + Metrics.margin

        var svg = SVGText()
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", svgNumber(width)), ("height", svgNumber(height)),
                         ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"), ("font-family", "system-ui, Inter, sans-serif")])
        svg.empty("rect", [("class", "sheet"), ("x", "0"), ("y", "0"), ("width", svgNumber(width)), ("height", svgNumber(height)), ("fill", Colors.sheet)])
        if let first = layouts.first {
            svg.text(title(first), [("class", "title"), ("x", svgNumber(Metrics.margin)), ("y", svgNumber(Metrics.margin + 18)),
                                    ("font-size", "16"), ("font-weight", "600"), ("fill", Colors.text)])
        }
        var x = Metrics.margin
        for (index, layout) in layouts.enumerated() {
            panel(layout, findings: panelFindings[index], texts: texts, at: (x, top), contentHeight: contentHeight, into: &svg)
            x += widths[index] + Metrics.gap
        }
        svg.close("svg")
        return svg.text
    }

    /// `detail · iphone-15 portrait 393×852 @3x`
    static func title(_ layout: ScreenLayout) -> String {
        let container = layout.container
        return "\(layout.screenName) · \(container.deviceName) \(container.orientation.rawValue) "
            + "\(svgNumber(container.width))×\(svgNumber(container.height)) @\(svgNumber(container.scale))x"
    }

    /// The screen's height, or lower if a view hangs below it (capped so a runaway frame
    /// cannot make the sheet enormous).
    static func contentHeight(_ layout: ScreenLayout) -> Double {
        let bottom = layout.views.map(\.absoluteFrame.maxY).filter(\.isFinite).max() ?? 0
        return min(max(layout.container.height, bottom), 3 * layout.container.height)
    }

    private static func panel(_ layout: ScreenLayout, findings: [AuditFinding], texts: [String: String],
                              at origin: (x: Double, y: Double), contentHeight: Double, into svg: inout SVGText) {
        let container = layout.container
        let category = layout.category.shortName
        svg.open("g", [("class", "panel"), ("id", "panel-\(category)"), ("data-category", category),
                       ("transform", "translate(\(svgNumber(origin.x)),\(svgNumber(origin.y)))")])
        svg.text(category, [("class", "category"), ("x", "0"), ("y", "-10"), ("font-size", "22"),
                            ("font-weight", "700"), ("fill", Colors.text)])
        svg.empty("rect", [("class", "screen"), ("x", "0"), ("y", "0"), ("width", svgNumber(container.width)),
                           ("height", svgNumber(container.height)), ("fill", Colors.screen)])
        insets(container, into: &svg)
        // Views hanging off the screen stay visible up to half the gap, not over the next panel.
        let clip = "clip-\(category)"
        svg.open("clipPath", [("id", clip)])
        svg.empty("rect", [("x", svgNumber(-Metrics.gap / 2)), ("y", svgNumber(-Metrics.headerHeight / 2)),
                           ("width", svgNumber(container.width + Metrics.gap)),
                           ("height", svgNumber(contentHeight + Metrics.headerHeight / 2 + Metrics.findingLineHeight / 2))])
        svg.close("clipPath")
        svg.open("g", [("class", "views"), ("clip-path", "url(#\(clip))")])
        let flagged = markers(layout, findings)
        for (index, view) in layout.views.enumerated() where view.parent != nil {
            ContactSheetView(view: view, text: texts[view.id] ?? view.text?.string, screen: (container.width, container.height),
                             marker: flagged[index]).draw(into: &svg)
        }
        svg.close("g")
        svg.empty("rect", [("class", "screen-outline"), ("x", "0"), ("y", "0"), ("width", svgNumber(container.width)),
                           ("height", svgNumber(container.height)), ("fill", "none"), ("stroke", Colors.screenStroke),
                           ("stroke-width", "1.5")])
        var y = contentHeight + Metrics.findingLineHeight + Metrics.findingFontSize
        for line in listLines(findings, width: max(1, container.width)) {
            svg.text(line, [("class", "finding"), ("x", "0"), ("y", svgNumber(y)), ("font-size", svgNumber(Metrics.findingFontSize)),
                            ("fill", Colors.flagged)])
            y += Metrics.findingLineHeight
        }
        svg.close("g")
    }

    /// The safe-area insets, shaded, so views under the notch or home indicator stand out.
    private static func insets(_ container: Container, into svg: inout SVGText) {
        let safe = container.safeArea
        let bands = [(0.0, 0.0, container.width, safe.top),
                     (0.0, container.height - safe.bottom, container.width, safe.bottom),
                     (0.0, 0.0, safe.left, container.height),
                     (container.width - safe.right, 0.0, safe.right, container.height)]
        for band in bands where band.2 > 0 && band.3 > 0 {
            svg.empty("rect", [("class", "inset"), ("x", svgNumber(band.0)), ("y", svgNumber(band.1)), ("width", svgNumber(band.2)),
                               ("height", svgNumber(band.3)), ("fill", Colors.insets)])
        }
    }

    /// The marker of each view, by index: nil when not flagged, else the place of its first
    /// finding in the panel's list, or 0 for truncated text without a finding (outline only).
    static func markers(_ layout: ScreenLayout, _ findings: [AuditFinding]) -> [Int?] {
        var markers = layout.views.map { $0.text?.truncated == true ? Optional(0) : nil }
        // Looked up by id only, never iterated.
        var indexOfID: [String: Int] = [:]
        for (index, view) in layout.views.enumerated() { indexOfID[view.id] = index }
        for (number, finding) in findings.enumerated() {
            guard let view = finding.view, let index = indexOfID[view], markers[index] ?? 0 == 0 else { continue }
            markers[index] = number + 1
        }
        return markers
    }

    /// `1 nameLabel truncated: needs 61 pt, has 52 pt`, wrapped to the panel's width.
    static func listLines(_ findings: [AuditFinding], width: Double) -> [String] {
        // Lines may run into half the gap between panels.
        let limit = max(20, Int((width + Metrics.gap / 2) / Metrics.findingCharWidth))
        var lines: [String] = []
        for (index, finding) in findings.enumerated() {
            let text = "\(index + 1) " + finding.line.dropFirst(finding.category.shortName.count + 1)
            lines += wrapped(text, limit: limit)
        }
        return lines
    }

    /// Continuation lines of a wrapped finding start with this.
    static let continuationIndent = "   "

    /// `text` in lines of at most `limit` characters (limit > 3), broken at the last space that
    /// fits, else hard-broken; lines after the first are indented. Each line takes at least one
    /// character of `text`, so the loop ends: the indent is never searched for a space (a word
    /// longer than the room after it once made the same line forever).
    static func wrapped(_ text: String, limit: Int) -> [String] {
        let characters = Array(text)
        var lines: [String] = []
        var start = 0
        var indent = ""
        while characters.count - start > limit - indent.count {
            let room = limit - indent.count
            // The last space in the room, but not its first character: a line takes ≥ 1.
            var space = start + room - 1
            while space > start, characters[space] != " " { space -= 1 }
            let end = space > start ? space : start + room
            lines.append(indent + String(characters[start..<end]))
            start = end
            while start < characters.count, characters[start] == " " { start += 1 }
            indent = continuationIndent
        }
        lines.append(indent + String(characters[start...]))
        return lines
    }

}

/// Formats an SVG number as layout output does: deterministic, at most 3 decimals.
func svgNumber(_ value: Double) -> String { formatNumber(value) }
