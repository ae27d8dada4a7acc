/// The recorded and the current layout of one snapshot drawn over each other: each changed
/// view's current box filled in orange and its recorded box outlined in dashed blue, numbered
/// as in the report's table; unchanged views faint grey. Ids are in each box's hover `<title>`,
/// never drawn over the picture.
struct ReportOverlay {
    let recorded: ScreenLayout
    let current: ScreenLayout
    let changes: [SnapshotChanges.ViewChange]
    /// Views with a finding that appears with the change: outlined in red.
    var flagged: [String] = []

    enum Colors {
        static let recorded = "#0a63c9"
        static let current = "#e8590c"
        static let unchanged = "#c7c7cc"
        static let screen = "#ffffff"
        static let insets = "#f2f2f7"
        static let flagged = "#ff3b30"
    }

    /// The drawing is scaled down to this width at most, so the diff fits beside it.
    static let maxWidth = 360.0
    static let padding = 12.0

    /// The root's box is the screen, drawn as the screen's outline (both, if its size changed).
    private var rootID: String? { current.views.first?.id }

    func svg() -> String {
        let container = current.container
        let width = max(container.width, recorded.container.width, 1)
        let height = max(ContactSheet.contentHeight(current), ContactSheet.contentHeight(recorded), 1)
        let scale = min(1, Self.maxWidth / width)
        let box = (x: -Self.padding, y: -Self.padding, width: width + 2 * Self.padding, height: height + 2 * Self.padding)
        var svg = SVGText()
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "overlay"),
                         ("width", svgNumber((box.width * scale).rounded())), ("height", svgNumber((box.height * scale).rounded())),
                         ("viewBox", [box.x, box.y, box.width, box.height].map(svgNumber).joined(separator: " "))])
        svg.empty("rect", [("class", "screen"), ("x", "0"), ("y", "0"), ("width", svgNumber(container.width)),
                           ("height", svgNumber(container.height)), ("fill", Colors.screen)])
        let before = recorded.container
        if before.width != container.width || before.height != container.height {
            // Recorded on another screen size: its outline too, dashed like the other recorded boxes.
            svg.empty("rect", [("class", "screen-was"), ("x", "0"), ("y", "0"), ("width", svgNumber(before.width)),
                               ("height", svgNumber(before.height)), ("fill", "none"), ("stroke", Colors.recorded),
                               ("stroke-width", "1.5"), ("stroke-dasharray", "5 3"), ("vector-effect", "non-scaling-stroke")])
        }
        let safe = container.safeArea
        for band in [(0.0, 0.0, container.width, safe.top), (0.0, container.height - safe.bottom, container.width, safe.bottom)]
        where band.3 > 0 {
            svg.empty("rect", [("class", "inset"), ("x", svgNumber(band.0)), ("y", svgNumber(band.1)), ("width", svgNumber(band.2)),
                               ("height", svgNumber(band.3)), ("fill", Colors.insets)])
        }
        // Outlined after the insets, which would cover the inner half of its stroke.
        svg.empty("rect", [("class", "screen-outline"), ("x", "0"), ("y", "0"), ("width", svgNumber(container.width)),
                           ("height", svgNumber(container.height)), ("fill", "none"), ("stroke", "#1d1d1f"),
                           ("stroke-width", "1.5"), ("vector-effect", "non-scaling-stroke")])
        // Unchanged views once, faintly, for context.
        svg.open("g", [("class", "unchanged")])
        let changed = Set(changes.map(\.id))  // membership only
        for view in current.views where view.parent != nil && !changed.contains(view.id) {
            rect(view.absoluteFrame, class: "same", title: "\(view.id) (unchanged)", stroke: Colors.unchanged, into: &svg)
        }
        svg.close("g")
        // Current boxes filled underneath, recorded outlines dashed on top: both stay visible
        // where they coincide.
        svg.open("g", [("class", "current")])
        // Only views without subviews are filled: nested translucent fills of a cell, its table
        // and their parents would darken into one block and hide the boxes inside.
        let containers = Set(current.views.compactMap(\.parent) + recorded.views.compactMap(\.parent))  // membership only
        for (index, change) in changes.enumerated() where change.id != rootID {
            if let frame = change.currentAbsolute {
                let found = flagged.contains(change.id)
                rect(frame, class: found ? "now flagged" : "now",
                     title: "\(index + 1) \(change.id) current: \(ReportSections.frameText(change.current, change.currentFlags))",
                     stroke: found ? Colors.flagged : Colors.current, strokeWidth: found ? "3.5" : "2",
                     fill: containers.contains(change.id) ? "none" : Colors.current + "26", into: &svg)
            }
        }
        svg.close("g")
        svg.open("g", [("class", "recorded")])
        for (index, change) in changes.enumerated() where change.id != rootID {
            if let frame = change.recordedAbsolute {
                rect(frame, class: "was", title: "\(index + 1) \(change.id) recorded: \(ReportSections.frameText(change.recorded, change.recordedFlags))",
                     stroke: Colors.recorded, dashed: true, into: &svg)
            }
        }
        svg.close("g")
        svg.open("g", [("class", "numbers")])
        for (index, change) in changes.enumerated() where change.id != rootID {
            guard let frame = change.currentAbsolute ?? change.recordedAbsolute else { continue }
            badge(index + 1, at: frame, scale: scale, color: change.currentAbsolute == nil ? Colors.recorded : Colors.current, into: &svg)
        }
        svg.close("g")
        svg.close("svg")
        return svg.text
    }

    private func rect(_ frame: Frame, class className: String, title: String, stroke: String, strokeWidth: String? = nil,
                      fill: String = "none", dashed: Bool = false, into svg: inout SVGText) {
        svg.open("rect", [("class", className), ("x", svgNumber(frame.x)), ("y", svgNumber(frame.y)),
                          ("width", svgNumber(max(0, frame.width))), ("height", svgNumber(max(0, frame.height))),
                          ("fill", fill), ("stroke", stroke), ("stroke-width", strokeWidth ?? (dashed ? "1.5" : "2")),
                          ("vector-effect", "non-scaling-stroke")] + (dashed ? [("stroke-dasharray", "5 3")] : []))
        svg.element("title", [], title)
        svg.close("rect")
    }

    /// The change's number in a disc at the box's top-left corner, sized to stay readable when scaled down.
    private func badge(_ number: Int, at frame: Frame, scale: Double, color: String, into svg: inout SVGText) {
        let radius = 8 / scale
        let x = frame.x, y = frame.y
        svg.empty("circle", [("class", "badge"), ("cx", svgNumber(x)), ("cy", svgNumber(y)), ("r", svgNumber(radius)), ("fill", color)])
        svg.text("\(number)", [("class", "badge-label"), ("x", svgNumber(x)), ("y", svgNumber(y + radius * 0.4)),
                               ("font-size", svgNumber(radius * 1.2)), ("font-weight", "700"), ("fill", "#ffffff"),
                               ("text-anchor", "middle"), ("font-family", "system-ui, sans-serif")])
    }
}
