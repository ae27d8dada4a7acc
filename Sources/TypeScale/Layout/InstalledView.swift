/// A view installed in one environment, its `when` matched and its properties resolved.
struct InstalledView {
    let index: Int
    /// The id in output: a table row's copies of cell views are `TABLE#N.VIEW`.
    var id: String
    let kind: ViewKind
    /// A stack view's arrangement as written (the only part of the spec layout reads after
    /// installing; the whole spec would make every copy of a view dozens of retains).
    let stack: StackSpec?
    /// A stack view's axis in this environment (`stack.axis` resolved).
    var stackAxis: StackSpec.Axis? = nil
    /// A scroll view's settings; nil for every other kind.
    var scroll: ScrollSpec? = nil
    /// A scroll view's content width variable (`ViewVariables.contentWidth`): the content
    /// layout guide is (left, top, content width, content height) of the view, as the content
    /// offset is 0 and there are no insets (SPEC §6.2).
    var contentVariable: Int? = nil
    let parent: Int?
    let depth: Int
    var hidden: Bool
    var hugging: AxisPair<Int>
    var compression: AxisPair<Int>
    /// Its own margins; the layout's are `PreservedMargins`' when it preserves its parent's.
    var margins: EdgeInsets
    var preservesSuperviewMargins = false
    /// A plain view that takes taps (`ViewSpec.takesTaps`).
    var takesTaps = false
    /// A plain view without a background of its own (`ViewSpec.clear`).
    var clear = false
    /// Clips its subviews (`ViewSpec.clipsSubviews`).
    var clipsSubviews = false
    /// `ViewSpec.alpha`.
    var alpha = 1.0
    /// The safe-area insets of a view below the root, from the last pass's frames
    /// (`ViewSafeAreas`); zero unless some constraint of the screen names a view's safe area.
    var safeAreaInsets = EdgeInsets.zero
    /// The frame is the solved (alignment) rectangle grown by these (`alignmentRectInsets`).
    var alignmentInsets = EdgeInsets.zero
    var intrinsicOverride: IntrinsicOverride
    /// What the view draws: a label's text, a button's title, a field's text.
    var text: String
    var placeholder: String
    var font: ResolvedFont?
    /// Whether the font follows Dynamic Type (for the audit's "does not scale").
    var fontScales: Bool
    /// Labels: `lines` (0 = unlimited). Text views: 0. Fields and buttons: 1.
    var maxLines: Int
    /// Labels: `wrapWidth` (every pass wraps there) and `firstWrapWidth` (the first pass does).
    var wrapWidth: Double? = nil
    var firstWrapWidth: Double? = nil
    /// Labels: wrapped, as wide as the width they wrap at (`ViewSpec.keepsWrapWidth`).
    var keepsWrapWidth = false
    /// Labels that shrink their text to fit (`ViewSpec.minimumScale`): nil for none, and for
    /// wrapping text whose line break does not truncate (UIKit shrinks such text only on one
    /// line or where its last line would be cut with an ellipsis).
    var minimumScale: Double? = nil
    /// Or a least size in points (`ViewSpec.minimumFontSize`), under the same conditions.
    var minimumFontSize: Double? = nil
    var baselineAdjustment = BaselineAdjustment.baselines
    var insets: EdgeInsets
    /// Fields: the border, which decides the padding around the text.
    var fieldBorder = FieldBorder.roundedRect
    /// Fields: intrinsic width beyond the text and the insets (`ViewSpec.fieldExtraWidth`).
    var fieldExtraWidth = 0.0
    /// Fields: the least intrinsic height (`ViewSpec.fieldLeastHeight`).
    var fieldLeastHeight = 0.0
    /// Buttons: legacy or configuration, which round their title differently.
    var buttonStyle = ButtonStyle.legacy
    var imageSize: ImageSize?
    /// The Interface Builder object it was imported from.
    var ibObjectId: String? = nil
    /// `ViewSpec.adjustsFont`: false, a text style never updated while running; true on a
    /// fixed font, a wish for Dynamic Type it cannot follow; nil, not said.
    var adjustsFont: Bool?
    /// Text views: scrolling on (`ViewSpec.scrolls`).
    var scrolls = false
    /// Labels, fields, text views and button titles (`ViewSpec.textAlignment`; a button's
    /// centre by default).
    var textAlignment = TextAlignment.natural

    /// Text whose height depends on its width: solved, measured, solved again (SPEC §4).
    var wrapsText: Bool { ((kind == .label || kind == .button) && maxLines != 1) || kind == .textView }

    /// A button with no title and no image: a screen file gives an image-only button the
    /// image's size as its `intrinsic` size (Interface Builder's import does).
    var isBlankButton: Bool {
        guard kind == .button, text.isEmpty else { return false }
        if case .value = intrinsicOverride.width { return false }
        if case .value = intrinsicOverride.height { return false }
        return true
    }

    /// Wrapping text whose first pass measures it unwrapped: no wrap width is known yet.
    var measuresUnwrappedFirst: Bool { wrapsText && wrapWidth == nil && firstWrapWidth == nil }
}

/// The installed view tree of one environment, flattened depth-first in input order.
/// Index 0 is the root view.
struct InstalledTree {
    var views: [InstalledView]
    /// Installed view index by id, for resolving constraint names.
    var indexById: [String: Int]
    /// Every view id in the screen, installed or not: naming an uninstalled view drops the
    /// constraint; naming an unknown one is an input error.
    var allIds: [String: Bool]
    /// Installed tables with their row cells, in tree order.
    var tables: [InstalledTable]
    /// Installed scroll views, in tree order: their content sizes are the variables after the
    /// views' own (`ViewVariables`).
    var scrolls: [Int] = []
    /// The font each text view was given, before the category was applied: what another
    /// category needs to re-resolve fonts when nothing else can differ.
    var fontSources: [FontSource] = []

    /// Each view's installed children, in order, listed once the tree is installed
    /// (`listChildren`): a walk of the subtree at each ask had made nested stacks cost cubic
    /// work a pass (round 37's review).
    private(set) var childLists: [[Int]] = []

    /// Installed children of a view, in order (a stack's arranged subviews).
    func children(of view: Int) -> [Int] {
        if view < childLists.count { return childLists[view] }
        return views[(view + 1)...].prefix { $0.depth > views[view].depth }.filter { $0.parent == view }.map(\.index)
    }

    /// Lists every view's children, once the tree is complete.
    mutating func listChildren() {
        var lists = [[Int]](repeating: [], count: views.count)
        for view in views { if let parent = view.parent { lists[parent].append(view.index) } }
        childLists = lists
    }
}

/// A table as installed: its view and the `TABLE#N` cell view of each row.
struct InstalledTable {
    var view: Int
    var spec: TableSpec
    var cells: [Int]
}

/// A text view's font as written (its `when` alternatives already chosen) with the category
/// clamp of its view and ancestors.
struct FontSource {
    var view: Int
    var font: FontSpec
    var limits: CategoryLimits

    /// The category the font is resolved at: the environment's, clamped.
    func category(in environment: LayoutEnvironment) -> ContentSizeCategory {
        limits.apply(to: environment.category)
    }
}
