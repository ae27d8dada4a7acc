/// The problems a user would see in finished layouts (SPEC §8 `audit`): a pure function of
/// the layouts, so it is tested on hand-built values.
///
/// Order is stable by construction: layouts in the order given (canonical category order from
/// `LoadedScreen.layouts`); within a layout, views depth-first in input order and for each view
/// its text, superview, safe-area, overlap and scaling findings in that order; then the layout
/// warnings in the order the solver reported them.
///
/// Rules (the choices SPEC §8 leaves open):
/// - Hidden views and views inside a hidden ancestor are invisible: no geometric or text findings.
/// - Text fit: a label's `truncated` flag says by how much; fields, buttons and text views are
///   `clipped` when their frame is smaller than their text (a field adds its 7 pt side and
///   6.5 pt top/bottom padding; a button's insets are unknown here, so only the bare title
///   counts), and a single-line label shorter than its line height is `clipped`.
/// - Outside superview: any visible view with an area, except table cells (rows past a table's
///   bottom are scrolled-to content, not a layout bug).
/// - Outside safe area: text views and controls at any depth (text under the notch or the home
///   indicator cannot be read or tapped), and every direct child of the root on each edge that
///   does not reach the root's own edge (a view pinned to the screen edge is a deliberate
///   full-bleed background). Views inside a table are scrolled content and are not checked. An
///   edge of a root child already outside the root is reported as outside its superview only.
/// - Overlap: two visible siblings with an area whose intersection is more than one device
///   pixel in both directions, unless a plain view or image contains the other entirely (a
///   backdrop, or a badge on an image, layered on purpose; a label covering another is still reported).
/// - Not scaling: a visible text view with `scales == false` when another visible text view in
///   the same layout scales; reported in every category audited.
/// - Not updating: a visible text view whose text-style font UIKit creates once at launch and
///   never updates (Interface Builder without adjustsFontForContentSizeCategory).
/// - Layout warnings: every unsatisfiable and ambiguous warning, one line each.
public enum LayoutAudit {
    /// The findings of every layout, in stable order.
    public static func findings(_ layouts: [ScreenLayout]) -> [AuditFinding] {
        layouts.flatMap(findings(in:))
    }

    /// The findings of one layout.
    public static func findings(in layout: ScreenLayout) -> [AuditFinding] {
        let scene = AuditedScene(layout)
        let overlaps = OverlapRule.findingsByView(in: scene)
        var findings: [AuditFinding] = []
        for index in layout.views.indices where scene.visible[index] {
            findings += TextFitRule.findings(for: index, in: scene)
            findings += BoundsRule.superviewFindings(for: index, in: scene)
            findings += BoundsRule.safeAreaFindings(for: index, in: scene)
            findings += overlaps[index]
            findings += ScalingRule.findings(for: index, in: scene)
        }
        findings += WarningRule.findings(in: layout)
        return findings
    }
}

/// A layout with the derived facts the rules share: parents by index and visibility.
struct AuditedScene {
    let layout: ScreenLayout
    /// Index of each view's parent in `layout.views`; nil for the root or an unknown parent.
    let parents: [Int?]
    /// Not hidden and no hidden ancestor.
    let visible: [Bool]
    /// Inside a table (a table, its cells and their subviews).
    let inTable: [Bool]
    /// One device pixel in points.
    let pixel: Double
    /// Visible text views whose font follows Dynamic Type.
    let scalingTextCount: Int

    init(_ layout: ScreenLayout) {
        self.layout = layout
        // Views come depth-first, so a parent always precedes its children; the lookup table
        // maps ids to indices for that walk only (never iterated).
        var indexOfID: [String: Int] = [:]
        var parents: [Int?] = []
        var visible: [Bool] = []
        var inTable: [Bool] = []
        for (index, view) in layout.views.enumerated() {
            let parent = view.parent.flatMap { indexOfID[$0] }
            parents.append(parent)
            visible.append(!view.hidden && (parent.map { visible[$0] } ?? true))
            inTable.append(view.kind == .table || (parent.map { inTable[$0] } ?? false))
            indexOfID[view.id] = index
        }
        self.parents = parents
        self.visible = visible
        self.inTable = inTable
        scalingTextCount = layout.views.indices.filter { visible[$0] && layout.views[$0].text?.scales == true }.count
        let scale = layout.container.scale
        pixel = scale.isFinite && scale > 0 ? 1 / scale : 1
    }

    /// Rounds up to the device's pixel grid, as intrinsic sizes are.
    func ceilToPixel(_ x: Double) -> Double {
        (x / pixel - 1e-9).rounded(.up) * pixel
    }

    /// Whether a frame has a positive area.
    static func hasArea(_ frame: Frame) -> Bool { frame.width > 0 && frame.height > 0 }
}

/// `12.5 pt`, numbers as in the layout output.
func points(_ value: Double) -> String { formatNumber(value) + " pt" }
