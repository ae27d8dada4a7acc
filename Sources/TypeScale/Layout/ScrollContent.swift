/// Scroll views' content sizes in a finished layout (SPEC §6.2): what the constraints give
/// the content guide, pixel-rounded like a frame; in an axis the constraints leave free, the
/// extent of the visible children from the content origin, with a warning, held within the
/// bounds required constraints naming the content set (from round 37, a fresh-eyes review:
/// `content.height >= 700` with a 600-pt child had printed 600).
struct ScrollContent {
    let tree: InstalledTree
    let grid: PixelGrid
    let system: LinearSystem
    let values: [Double]

    /// Sets `contentSize` on the scroll views of `views` (laid out in tree order) and returns
    /// one warning per scroll view whose content size the constraints do not fix.
    /// `ambiguous` holds the content variables the solver found free.
    func size(of views: inout [LaidOutView], ambiguous: [Int]) -> [LayoutWarning] {
        guard !tree.scrolls.isEmpty else { return [] }
        let used = usedContentVariables()
        var warnings: [LayoutWarning] = []
        for scroll in tree.scrolls {
            guard let widthVariable = tree.views[scroll].contentVariable else { continue }
            let extent = childrenExtent(of: scroll, in: views)
            var bounded = false
            func length(_ variable: Int, start: Double, fallback: Double) -> (Double, free: Bool) {
                let solved = grid.round(start + values[variable]) - grid.round(start)
                guard ambiguous.contains(variable) || !used[variable - tree.variables.firstContent] else { return (solved, false) }
                let held = heldWithinBounds(variable, fallback)
                if held != fallback { bounded = true }
                return (held, true)
            }
            let (width, freeWidth) = length(widthVariable, start: values[ViewVariables.left(scroll)], fallback: extent.width)
            let (height, freeHeight) = length(ViewVariables.contentHeight(width: widthVariable),
                                              start: values[ViewVariables.top(scroll)], fallback: extent.height)
            views[scroll].contentSize = ContentSize(width: width, height: height)
            let free = [freeWidth ? "width" : nil, freeHeight ? "height" : nil].compactMap { $0 }
            // An empty scroll view's content is code's to add (a pager its images are put in
            // at run time): 0 × 0 is no ambiguity (round 31: Carrot's image pager, a
            // designer's review of dev set 41); so is one whose children are all hidden.
            guard !free.isEmpty, tree.children(of: scroll).contains(where: { !views[$0].hidden }) else { continue }
            let id = tree.views[scroll].id
            warnings.append(LayoutWarning(
                kind: .ambiguous,
                message: "ambiguous layout: '\(id)' content \(free.joined(separator: ", ")) not fixed by its constraints "
                    + "(the content size is \(bounded ? "within its constraints' bounds" : "its children's extent"): "
                    + "\(formatNumber(width)) x \(formatNumber(height)))",
                constraints: [], view: id))
        }
        return warnings
    }

    /// `extent` held within the bounds the required inequalities naming the content variable
    /// give it, every other variable at the solution's: the extent where it lies within them,
    /// else the nearest bound, on the pixel grid (the extent is measured on pixel-rounded
    /// frames, so a bound at a child's unrounded edge rounds back to it).
    private func heldWithinBounds(_ variable: Int, _ extent: Double) -> Double {
        var least = -Double.infinity, most = Double.infinity
        for row in system.rows where row.priority >= 1000 && row.relation != .equal {
            guard let term = row.form.terms.first(where: { $0.variable == variable }), term.coefficient != 0 else { continue }
            let rest = row.form.terms.reduce(row.form.constant) { sum, other in
                other.variable == variable ? sum : sum + other.coefficient * values[other.variable]
            }
            // coefficient × x + rest ≥ 0 (or ≤ 0): a bound on x, which way by the coefficient's sign.
            let bound = -rest / term.coefficient
            if (row.relation == .greaterThanOrEqual) == (term.coefficient > 0) {
                least = max(least, bound)
            } else {
                most = min(most, bound)
            }
        }
        if extent < least { return grid.round(least) }
        if extent > most { return grid.round(most) }
        return extent
    }

    /// Per content variable (in `tree.scrolls` order, width then height), whether any row
    /// names it: one no row names is free, whatever the solver reports for it.
    private func usedContentVariables() -> [Bool] {
        let first = tree.variables.firstContent
        var used = [Bool](repeating: false, count: 2 * tree.scrolls.count)
        for row in system.rows {
            for term in row.form.terms where term.variable >= first {
                used[term.variable - first] = true
            }
        }
        return used
    }

    /// The union of the visible children's frames with the content origin (0, 0): content
    /// starts at the origin, so a child at x = 20 leaves 20 pt of content before it.
    private func childrenExtent(of scroll: Int, in views: [LaidOutView]) -> ContentSize {
        var width = 0.0, height = 0.0
        for child in tree.children(of: scroll) where !views[child].hidden {
            width = max(width, views[child].frame.maxX)
            height = max(height, views[child].frame.maxY)
        }
        return ContentSize(width: width, height: height)
    }
}
