/// Turns a solved system into frames (pixel-rounded as UIKit does), text flags and warnings.
struct FrameRounding {
    let tree: InstalledTree
    let environment: LayoutEnvironment
    let texts: ViewTexts
    let screen: Screen
    let constraints: ConstraintList

    func layout(from result: LayoutEngine.PassResult, ambiguous: [Int]) -> ScreenLayout {
        let grid = environment.grid
        let values = result.values
        var absolute: [Frame] = []
        var views: [LaidOutView] = []
        absolute.reserveCapacity(tree.views.count)
        views.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            let view = tree.views[index]
            let x = values[ViewVariables.left(index)], y = values[ViewVariables.top(index)]
            let width = values[ViewVariables.width(index)], height = values[ViewVariables.height(index)]
            let left = grid.round(x), top = grid.round(y)
            let right = grid.round(x + width), bottom = grid.round(y + height)
            let frame = Frame(x: left, y: top, width: right - left, height: bottom - top)
            absolute.append(frame)
            let parentFrame = view.parent.map { absolute[$0] } ?? Frame(x: 0, y: 0, width: 0, height: 0)
            views.append(LaidOutView(
                id: view.id, kind: view.kind, parent: view.parent.map { tree.views[$0].id }, depth: view.depth,
                frame: Frame(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height),
                absoluteFrame: frame, hidden: view.hidden,
                text: textInfo(view, fit: result.textLines[index], frame: frame), ibObjectId: view.ibObjectId))
        }
        let firstContent = tree.variables.firstContent
        let contentWarnings = ScrollContent(tree: tree, grid: grid, system: result.system, values: values)
            .size(of: &views, ambiguous: ambiguous.filter { $0 >= firstContent })
        let describer = RowDescriber(system: result.system, tree: tree, constraints: constraints)
        var warnings = result.solved.conflicts.map(describer.conflictWarning)
        warnings += describer.ambiguityWarnings(ambiguous.filter { $0 < firstContent })
        warnings += contentWarnings
        return ScreenLayout(screenName: screen.name, category: environment.category, container: environment.container,
                            views: views, constants: categoryConstants(), warnings: warnings)
    }

    /// Lines drawn and truncation in the final frame (SPEC §5.5), from the text as the last
    /// pass fitted it at the final width.
    private func textInfo(_ view: InstalledView, fit: TextFit?, frame: Frame) -> LaidOutView.TextInfo? {
        guard view.kind.drawsText, let font = view.font, let fit else { return nil }
        var lines = min(fit.unwrappedLines, 1)
        var needed = fit.unwrappedLines
        var truncated = false
        if view.wrapsText {
            needed = fit.needed
            lines = fit.linesShown(inHeight: frame.height, lineHeight: font.lineHeight, kind: view.kind)
            truncated = view.kind == .label && needed > lines
        } else if view.kind == .label {
            truncated = fit.unwrappedWidth > frame.width + 1e-6 || fit.unwrappedLines > 1
        }
        var info = LaidOutView.TextInfo(string: view.shownText, font: font, scales: view.fontScales, lines: lines,
                                        truncated: truncated, neededWidth: fit.unwrappedWidth, neededLines: needed,
                                        maxLines: view.maxLines, isPlaceholder: view.showsPlaceholder,
                                        // Only text that wrapped can have broken a word: measuring the widest
                                        // word of every wrapping label cost a third of a layout.
                                        widestWord: view.wrapsText && needed > fit.unwrappedLines
                                            ? texts.fonts.widestWord(view.shownText, font: font) : nil)
        info.updatesWhileRunning = view.adjustsFont || !view.fontScales
        return info
    }

    /// Constraints with an id whose constant is a category table or a scaled value, in
    /// input order, when active in this environment.
    private func categoryConstants() -> [(id: String, value: Double)] {
        constraints.listedConstants.compactMap { index in
            let spec = constraints.specs[index]
            guard let id = spec.id, let constant = spec.constant,
                  spec.when?.matches(environment.traits) ?? true else { return nil }
            return (id, constant.value(at: environment.category, grid: environment.grid))
        }
    }
}
