/// UISegmentedControl's intrinsic width, which Apple does not document, read off stored frames
/// of controls nothing else sizes (README "Interface Builder files", Intrinsic sizes): its
/// segments are equally wide (unless `apportionsSegmentWidthsByContent`), each the widest title
/// in the 13-pt system font, rounded up to the pixel grid, plus padding — 20 pt since iOS 13's
/// redesign ("Solid | Gradient" 145 = 2 × (52.5 + 20), "Speed | Balanced | Quality" 230),
/// 14 pt before it ("First | Second" 121 = 2 × (46.5 + 14), "Photo | Movie" 103).
enum IBSegmentedControl {
    static let titleSize = 13.0

    static func padding(_ document: IBDocument) -> Double { document.isBeforeIOS13 ? 14 : 20 }

    /// The line UIKit draws between two segments, in a control whose segments all have widths.
    static let dividerWidth = 1.0

    /// Nil when a segment has no title (an image's width is not modelled) or there is none.
    /// A segment given a width of its own (`setWidth(_:forSegmentAt:)`, IB's `width`) is that
    /// wide, and a control of such segments only is their sum and a divider between each two:
    /// ultralytics' five segments of 69, 69, 75, 69 and 69 are stored 355 = 351 + 4 wide
    /// (Xcode 15). A control that gives only some segments a width is a guess (no file seen):
    /// those widths plus the others measured as below, without dividers.
    static func intrinsicWidth(of element: XMLElementNode, document: IBDocument, scale: Double) -> Double? {
        let segments = element.child(named: "segments")?.children(named: "segment") ?? []
        let fixed = segments.map { segment in segment.number("width").flatMap { $0 > 0 ? $0 : nil } }
        let fixedTotal = fixed.reduce(0) { $0 + ($1 ?? 0) }
        if !fixed.isEmpty, fixed.allSatisfy({ $0 != nil }) {
            return fixedTotal + dividerWidth * Double(fixed.count - 1)
        }
        let auto = zip(segments, fixed).filter { $0.1 == nil }.map(\.0)
        let titles = auto.map { $0["title"] ?? "" }
        guard !titles.isEmpty, titles.allSatisfy({ !$0.isEmpty }) else { return nil }
        let catalog = FontCatalog.standard()
        guard let font = try? catalog.resolve(FontSpec(size: .fixed(titleSize), dynamic: false), in: FontEnvironment()) else {
            return nil
        }
        let widths = titles.map { title in
            PixelGrid(scale: scale).ceil(catalog.measure(title, font: font, wrapWidth: nil).width) + padding(document)
        }
        return fixedTotal + (element["apportionsSegmentWidthsByContent"] == "YES"
            ? widths.reduce(0, +)
            : (widths.max() ?? 0) * Double(widths.count))
    }
}
