/// A view installed in one environment, its `when` matched and its properties resolved.
struct InstalledView {
    let index: Int
    /// The id in output: a table row's copies of cell views have `#N` appended.
    var id: String
    let kind: ViewKind
    /// The view as written; nil for the root view, which typescale makes.
    let spec: ViewSpec?
    let parent: Int?
    let depth: Int
    var hidden: Bool
    var hugging: AxisPair<Int>
    var compression: AxisPair<Int>
    var margins: EdgeInsets
    var intrinsicOverride: IntrinsicOverride
    /// What the view draws: a label's text, a button's title, a field's text.
    var text: String
    var placeholder: String
    var font: ResolvedFont?
    /// Whether the font follows Dynamic Type (for the audit's "does not scale").
    var fontScales: Bool
    /// Labels: `lines` (0 = unlimited). Text views: 0. Fields and buttons: 1.
    var maxLines: Int
    var insets: EdgeInsets
    var imageSize: ImageSize?

    /// Text whose height depends on its width: solved, measured, solved again (SPEC §4).
    var wrapsText: Bool { (kind == .label && maxLines != 1) || kind == .textView }
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

    /// Installed children of a view, in order (a stack's arranged subviews).
    func children(of view: Int) -> [Int] {
        views[(view + 1)...].prefix { $0.depth > views[view].depth }.filter { $0.parent == view }.map(\.index)
    }
}

/// A table as installed: its view and the `cell#N` view of each row.
struct InstalledTable {
    var view: Int
    var spec: TableSpec
    var cells: [Int]
}
