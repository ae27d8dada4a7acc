/// How Interface Builder's canvas differs from the app at launch, beyond placeholder
/// constraints (`canvas` in a screen file): what the Xcode that saved the file drew.
public struct CanvasDifferences: Sendable, Equatable {
    /// The status bar as the canvas draws it, when it differs from the app's.
    public var statusBar: SimulatedBars.StatusBar?
    /// The safe area as the canvas insets it, when it differs from the device's.
    public var safeArea: CanvasSafeArea?
    /// The content size category the canvas draws text styles at, whatever category a run
    /// asks for (the canvas has one). Xcode 12.5 to 13 drew them at XS (README "Decisions
    /// where SPEC §10 is silent").
    public var category: ContentSizeCategory?
    /// How the canvas widens multi-line labels in horizontal stacks, when it is not as iOS 15
    /// and later do (`StackArrangement.textWidthRows`).
    public var stackTextWidths: StackTextWidths?
    /// The navigation bar the canvas draws, when it is not the app's: a large-title bar drawn
    /// collapsed over a list at the top of the scene (`InterfaceBuilderImport.canvasTopBar`).
    public var topBar: SimulatedBars.Top?
    /// The root's side margin the canvas draws, when it is not the size class's: Xcode 6's
    /// 600 × 600 size-class square had 16 where the width's rule gives 20
    /// (`InterfaceBuilderImport.squareCanvasSideMargin`).
    public var sideMargin: Double?
    /// The root's margins measured from its frame, not the safe area, with none above and
    /// below: a controller's root view before iOS 11 (Xcode 8's canvas and earlier).
    public var rootMarginsFromFrame = false
    /// The container the canvas lays the screen out in, when it is no device the app runs on:
    /// Xcode 6's and 7's 600 × 600 size-class square (`InterfaceBuilderImport`); a run's own
    /// `--size` or `--device` still wins.
    public var size: CustomSize?

    public init(statusBar: SimulatedBars.StatusBar? = nil, safeArea: CanvasSafeArea? = nil,
                category: ContentSizeCategory? = nil, stackTextWidths: StackTextWidths? = nil,
                topBar: SimulatedBars.Top? = nil, sideMargin: Double? = nil) {
        self.statusBar = statusBar
        self.safeArea = safeArea
        self.category = category
        self.stackTextWidths = stackTextWidths
        self.topBar = topBar
        self.sideMargin = sideMargin
    }
}

/// `equalShare`: UIKit before iOS 15 (Xcode 12's canvas and earlier) gave each multi-line
/// label of a horizontal `fill`, `equalSpacing` or `equalCentering` stack an equal share of
/// the stack's width among all its arranged views, just above the label's own priorities.
public enum StackTextWidths: String, Sendable, CaseIterable {
    case equalShare
}

/// How a canvas insets the safe area differently from the app.
/// `doubled`: Xcode 16.3's and 26's canvases inset a screen by its device's safe area twice
/// (a scene pinned 20 below the safe area of a 402 × 874 iPhone is stored at y 144,
/// 2 × 62 + 20; README "Decisions where SPEC §10 is silent"). Seen on notched iPhones in
/// portrait only; the import writes it for those (an iPhone 8's status bar is inset once),
/// and every inset of such a device is doubled alike, landscape's an assumption.
/// `housing44`: Xcode 12.5 to 13 drew an iPhone's sensor housing 44 pt deep, where the 390-
/// and 428-pt iPhones have 47 (views pinned to the safe area's top of such scenes stored at
/// 44): any deeper inset at the top or a side is 44 (the 50-pt mini's too, unseen).
public enum CanvasSafeArea: String, Sendable, CaseIterable {
    case doubled
    case housing44

    /// The depth `housing44` draws a sensor housing at.
    static let legacyHousingDepth = 44.0
}

extension Screen {
    /// The screen as Interface Builder's canvas lays it out: its placeholder constraints
    /// ("Remove at build time") take part and its `canvas` differences apply. IB stores the
    /// frames of that layout in the file, so comparing with them means laying out this; the
    /// app at launch never has them.
    public func canvasLayout() -> Screen {
        var screen = self
        screen.constraints = screen.constraints.map(\.kept)
        screen.views = screen.views.map(\.placeholdersKept)
        if let statusBar = canvas.statusBar { screen.bars.statusBar = statusBar }
        if let topBar = canvas.topBar { screen.bars.top = topBar }
        if canvas.sideMargin != nil || canvas.rootMarginsFromFrame {
            var margins = screen.rootMargins ?? RootMargins()
            margins.side = canvas.sideMargin ?? margins.side
            if canvas.rootMarginsFromFrame { margins.fromSafeArea = false }
            screen.rootMargins = margins
        }
        if let category = canvas.category {
            // Every text of the screen at the canvas's category: its top views clamped to it
            // (their subviews, cells included, inherit the clamp).
            screen.views = screen.views.map { view in
                var view = view
                view.minCategory = category
                view.maxCategory = category
                return view
            }
        }
        // IB's canvas draws a cell at its stored height.
        screen.isSelfSizing = false
        screen.isCanvasLayout = true
        return screen
    }
}

private extension ConstraintSpec {
    var kept: ConstraintSpec {
        var spec = self
        spec.placeholder = false
        return spec
    }
}

private extension ViewSpec {
    var placeholdersKept: ViewSpec {
        var view = self
        if !view.constraints.isEmpty { view.constraints = view.constraints.map(\.kept) }
        if !view.children.isEmpty { view.children = view.children.map(\.placeholdersKept) }
        if let canvasIntrinsic { view.intrinsic = Varying(canvasIntrinsic) }
        return view
    }
}
