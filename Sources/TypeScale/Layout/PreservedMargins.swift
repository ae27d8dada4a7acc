/// UIKit's `preservesSuperviewLayoutMargins` (README "Decisions where the spec is silent"; no
/// SPEC view property): a view that preserves its parent's margins has, on each side, the
/// larger of its own margin and what is left of the parent's margin past the view's edge (the
/// parent's margin less the distance from the parent's edge to the view's), "the smallest
/// amount needed to ensure that content is also inside the superview's margins" (Apple). A
/// view flush with its parent takes the parent's margins whole: eRouska's scroll view and its
/// content view, flush with a 414-pt root, have 20-pt sides, and the stack pinned to the
/// content view's margins is stored at x 20, not 8. A view reaching past its parent's edge
/// (a scroll view's content below its bottom, a box wider than its parent) counts as flush
/// there: were the overhang added, a view sized by what is pinned to its margins would grow
/// with every pass.
///
/// The distances are the solved frames', so `LayoutPipeline` solves with the views' own
/// margins, works these out, and solves again while they change, as UIKit updates a view's
/// margins between layout passes.
enum PreservedMargins {
    /// Passes after the first, at most: margins settle in one unless preserving views move
    /// when their margins do. Each side is bounded by its parent's, so they cannot grow past
    /// it; were they still moving, the last pass's frames are printed.
    static let maxPasses = 4

    static func applies(to tree: InstalledTree) -> Bool {
        tree.views.contains { $0.preservesSuperviewMargins && $0.parent != nil }
    }

    /// Every view's margins with the alignment rectangles `values` solve (absolute; a scroll
    /// view's content has its origin at the view's, SPEC §6.2). A parent's margins are
    /// measured from its bounds: the root's are its margins guide (the safe area and the side
    /// margins), another view's its own margins, preserved in turn (parents come first in
    /// the tree).
    static func margins(of tree: InstalledTree, container: Container, direction: LayoutDirection,
                        values: [Double]) -> [EdgeInsets] {
        var margins = tree.views.map(\.margins)
        var reach = margins
        reach[0] = container.rootMarginsGuide(in: direction)
        func frame(_ view: Int) -> (left: Double, top: Double, right: Double, bottom: Double) {
            ViewVariables.edges(of: view, in: values)
        }
        for view in tree.views where view.preservesSuperviewMargins {
            guard let parent = view.parent else { continue }
            let outer = frame(parent), inner = frame(view.index), own = view.margins, parents = reach[parent]
            func kept(_ own: Double, _ parents: Double, distance: Double) -> Double { max(own, parents - max(0, distance)) }
            let preserved = EdgeInsets(top: kept(own.top, parents.top, distance: inner.top - outer.top),
                                       left: kept(own.left, parents.left, distance: inner.left - outer.left),
                                       bottom: kept(own.bottom, parents.bottom, distance: outer.bottom - inner.bottom),
                                       right: kept(own.right, parents.right, distance: outer.right - inner.right))
            margins[view.index] = preserved
            reach[view.index] = preserved
        }
        return margins
    }
}
