/// What a screen command asks for, beyond the screen file (SPEC §2 options).
public struct LayoutRequest: Sendable {
    public var categories: [ContentSizeCategory] = [.l]
    public var container = ContainerChoice()
    public var direction = LayoutDirection.ltr
    public var boldText = false
    /// `--font` files, added after the screen's own `fonts`.
    public var fontFiles: [String] = []
    /// Lay out as Interface Builder's canvas does: placeholder constraints kept and the
    /// screen's `canvas` differences applied (SPEC §10 "Fidelity": the frames IB stores are
    /// that layout's).
    public var canvas = false
    /// `--as-if-dynamic`: a preview of a screen that has not adopted Dynamic Type, every fixed
    /// size scaled as UIFontMetrics scales it and every text updating while running (two
    /// designers' reviews of dev sets 54 and 55, round 38: 41 of 48 files had no scaling text,
    /// and the audit could say only that).
    public var asIfDynamic = false

    public init() {}

    /// The layout Interface Builder stored its frames from: its canvas at L (what the fidelity
    /// count compares with and the custom fonts are measured on).
    static var storedFramesLayout: LayoutRequest {
        var request = LayoutRequest()
        request.categories = [.l]
        request.canvas = true
        return request
    }

    /// The categories in canonical order, each once: a comma list prints so (SPEC §7.1).
    var canonicalCategories: [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter(categories.contains)
    }

    /// The screen this request lays out.
    func screen(_ screen: Screen) -> Screen {
        canvas ? screen.canvasLayout() : screen
    }
}
