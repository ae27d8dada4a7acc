/// A storyboard that names no device: Xcode 6 and 7 drew its scenes on the 600 × 600
/// size-class square (or a 320 × 568 iPhone where size classes were off), which no iPhone is.
/// What the import reads off that canvas (README "Interface Builder files", Container):
/// - a scene lies under the status bar the canvas drew, unless it hides it, sits below an
///   opaque bar (it starts below the bars) or is embedded in a container view: van9923016's
///   Xcode 7.2 note editor, pinned to its top layout guide under a navigation bar, is stored
///   at 64, and 224apps' Xcode 6.1 320 × 568 map too (dev sets 55 and 56);
/// - a scene on the square runs in the app on the default device; the square is the
///   canvas's container (`canvas.size`);
/// - Xcode 6 gave a root 16-pt side margins there, Xcode 7 the 600-pt width's 20
///   (`canvas.sideMargin`): State-of-flux's Xcode 6.3 container, pinned 16 outside its root's
///   leading margin, is stored at x 0, and 15Jman202's Xcode 7.3 field, 10 inside it, at 30.
enum IBSquareCanvas {
    static let side = 600.0
    static let xcode6SideMargin = 16.0

    /// Whether a controller's scene is a screen of the canvas's device: not a freeform size,
    /// not a child embedded in another scene's container view (which keeps its own size and
    /// has no status bar over it).
    static func isScreen(_ entry: (element: XMLElementNode, controller: XMLElementNode?), navigation: IBNavigation) -> Bool {
        guard let controller = entry.controller, !navigation.isEmbedded(controller) else { return false }
        return IBDestination(controller) == .device
    }

    /// Whether such a screen lies on the square: 600 wide, as tall or shorter by the bars it
    /// lies below (600 × 536 under an opaque navigation bar).
    static func isOnSquare(_ frame: Frame) -> Bool {
        frame.width == side && frame.height <= side
    }

    /// The status bar's inset over such a screen (portrait; none in landscape), nil where the
    /// canvas drew none.
    static func statusBarInsets(_ entry: (element: XMLElementNode, controller: XMLElementNode?), underOpaqueBar: Bool,
                                document: IBDocument, navigation: IBNavigation) -> (portrait: ScreenJSON, landscape: ScreenJSON)? {
        guard !underOpaqueBar, IBStatusBar.isShown(pluginVersion: document.pluginVersion, destination: .device,
                                               explicit: navigation.statusBar(over: entry)) else { return nil }
        return (ScreenJSON.array([SimulatedBars.statusBarHeight, 0, 0, 0].map(ScreenJSON.number)),
                ScreenJSON.array([0, 0, 0, 0].map(ScreenJSON.number)))
    }
}
