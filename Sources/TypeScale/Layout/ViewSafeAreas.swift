/// The safe area of a view below the root (`view.safeArea.top`, README "Decisions where the
/// spec is silent"): UIKit gives every view the part of it that lies inside its view
/// controller's safe area, so a view reaching under the status bar, the sensor housing or
/// the home indicator is inset by what it overlaps there, and a view clear of them has none.
/// TIP's tutorial pages pin their titles 60 below the safe area of a full-screen content
/// view and store them at y 80 under a 20-pt status bar; family-chat's sign-in container,
/// running to the bottom of an Xcode 16.3 canvas, keeps its last view 68 pt above it.
///
/// A view inside a scroll view has its side insets only: its content scrolls under the bars,
/// so the top and bottom are the content inset's business, not each view's (a table's cells
/// have the notch's insets in landscape, not the status bar's). chat-swift-uikit-app's
/// sign-in container (Xcode 14.3), the same design as family-chat's in a scroll view, ends
/// its content at its own bottom, at the bottom of the screen; only Xcode 16.3's canvas,
/// which doubles the insets, stores family-chat's 68 pt there.
///
/// The overlap is the solved frames', so `LayoutPipeline` solves with the insets of the last
/// pass and again while they change, as it does for preserved margins (`PreservedMargins`).
/// Frames are absolute, a scroll view's content at its origin (offset 0, SPEC §6.2).
enum ViewSafeAreas {
    /// Passes after the first, at most: the insets settle in one unless the views they move
    /// move them again; were they still moving, the last pass's frames are printed.
    static let maxPasses = 4

    /// Whether a constraint names the safe area of a view below the root.
    static func applies(to constraints: ConstraintList) -> Bool {
        constraints.specs.contains { spec in
            guard case .expression(let expression) = spec.body else { return false }  // VFL names no guide
            return [expression.first.target, expression.second?.target].contains { target in
                if case .safeAreaOf(let id)? = target { return id != "root" }
                return false
            }
        }
    }

    /// Every view's insets with the alignment rectangles `values` solve: how far the view
    /// reaches past each edge of the root's safe area, never more than the view itself.
    static func insets(of tree: InstalledTree, container: Container, values: [Double]) -> [EdgeInsets] {
        let root = (width: values[ViewVariables.width(0)], height: values[ViewVariables.height(0)])
        let safe = container.safeArea
        let safeLeft = values[ViewVariables.left(0)] + safe.left, safeTop = values[ViewVariables.top(0)] + safe.top
        let safeRight = safeLeft + root.width - safe.left - safe.right
        let safeBottom = safeTop + root.height - safe.top - safe.bottom
        var scrolled = [Bool](repeating: false, count: tree.views.count)
        return tree.views.map { view in
            guard let parent = view.parent else { return .zero }
            scrolled[view.index] = scrolled[parent] || tree.views[parent].kind == .scroll
            let left = values[ViewVariables.left(view.index)], top = values[ViewVariables.top(view.index)]
            let width = values[ViewVariables.width(view.index)], height = values[ViewVariables.height(view.index)]
            func clamp(_ inset: Double, _ length: Double) -> Double { min(max(0, inset), max(0, length)) }
            let vertical = !scrolled[view.index]
            return EdgeInsets(top: vertical ? clamp(safeTop - top, height) : 0, left: clamp(safeLeft - left, width),
                              bottom: vertical ? clamp(top + height - safeBottom, height) : 0,
                              right: clamp(left + width - safeRight, width))
        }
    }
}
