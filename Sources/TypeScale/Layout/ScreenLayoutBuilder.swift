/// Builds a `ScreenLayout` from a solved screen alone: frames pixel-rounded as UIKit rounds
/// them, what each text shows in its frame, scroll views' content sizes, the category
/// constants, and the conflict and ambiguity warnings.
struct ScreenLayoutBuilder {
    let solved: SolvedLayout

    func layout() -> ScreenLayout {
        let tree = solved.tree, environment = solved.environment
        let grid = environment.grid
        let values = solved.values
        var absolute: [Frame] = []
        var views: [LaidOutView] = []
        absolute.reserveCapacity(tree.views.count)
        views.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            let view = tree.views[index]
            let x = values[ViewVariables.left(index)], y = values[ViewVariables.top(index)]
            let width = values[ViewVariables.width(index)], height = values[ViewVariables.height(index)]
            // The variables are the alignment rectangle; the frame is it grown by the insets.
            let insets = view.alignmentInsets
            let left = grid.round(x - insets.left), top = grid.round(y - insets.top)
            let right = grid.round(x + width + insets.right), bottom = grid.round(y + height + insets.bottom)
            let frame = Frame(x: left, y: top, width: right - left, height: bottom - top)
            absolute.append(frame)
            let parentFrame = view.parent.map { absolute[$0] } ?? Frame(x: 0, y: 0, width: 0, height: 0)
            views.append(LaidOutView(
                id: view.id, kind: view.kind, parent: view.parent.map { tree.views[$0].id }, depth: view.depth,
                frame: Frame(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height),
                absoluteFrame: frame, hidden: view.hidden,
                text: textInfo(view, fit: solved.lines[index], frame: frame),
                ibObjectId: view.ibObjectId))
            views[index].isBlankButton = view.isBlankButton
            views[index].takesTaps = view.takesTaps
            views[index].clear = view.clear
            views[index].clipsSubviews = view.clipsSubviews
            views[index].alpha = view.alpha
            views[index].alignmentInsets = insets
        }
        for scroll in tree.scrolls where tree.views[scroll].scroll?.contentInset == .safeArea {
            views[scroll].contentInset = Self.safeAreaOverlap(of: absolute[scroll], in: environment.container)
        }
        let firstContent = tree.variables.firstContent
        let contentWarnings = ScrollContent(tree: tree, grid: grid, system: solved.system, values: values)
            .size(of: &views, ambiguous: solved.ambiguous.filter { $0 >= firstContent })
        let describer = RowDescriber(system: solved.system, tree: tree, constraints: solved.constraints)
        var warnings = solved.conflicts.filter { !Self.holdsWithinRounding($0, system: solved.system, values: values) }
            .map(describer.conflictWarning)
        let ambiguous = Set(solved.ambiguous)
        warnings += describer.ambiguityWarnings(solved.ambiguous.filter { $0 < firstContent && !stackSettles($0, ambiguous: ambiguous) })
        warnings += contentWarnings
        return ScreenLayout(screenName: solved.screenName, category: environment.category, container: environment.container,
                            views: views, constants: categoryConstants(), warnings: warnings)
    }

    /// Whether a broken constraint holds at the solution all the same, within a hundredth of a
    /// point: the conflict is only the rounding of numbers the file wrote (Interface Builder
    /// writes a multiplier to six digits, 1.95283 for 414:212, so three constraints that
    /// agree exactly in the designer's ratios miss by 0.00004 pt; KatoMagradze's four
    /// "conflicts", a designer's review of dev set 50, with every frame as IB stored it). A
    /// real conflict leaves its broken constraint points off.
    static func holdsWithinRounding(_ conflict: Conflict, system: LinearSystem, values: [Double]) -> Bool {
        let row = system.rows[conflict.broken]
        let value = row.form.terms.reduce(row.form.constant) { $0 + $1.coefficient * values[$1.variable] }
        let violation = switch row.relation {
        case .equal: abs(value)
        case .greaterThanOrEqual: max(0, -value)
        case .lessThanOrEqual: max(0, value)
        }
        return violation < roundingTolerance
    }

    /// A hundredth of a point: far below a pixel, far above six-digit rounding on a screen.
    static let roundingTolerance = 0.01

    /// The top and bottom safe-area insets a frame (in root coordinates) lies under: a scroll
    /// view's safe area, which UIKit adds to its content inset.
    static func safeAreaOverlap(of frame: Frame, in container: Container) -> EdgeInsets {
        let safeTop = container.safeArea.top, safeBottom = container.height - container.safeArea.bottom
        let top = max(0, min(frame.maxY, safeTop) - frame.y)
        let bottom = max(0, frame.maxY - max(frame.y, safeBottom))
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
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
            // The text sits in the alignment rectangle, not the insets around it; a button's
            // title between its content insets too.
            let content = view.kind == .button ? view.insets.top + view.insets.bottom : 0
            let height = frame.height - view.alignmentInsets.top - view.alignmentInsets.bottom - content
            lines = fit.linesShown(inHeight: height, font: font, kind: view.kind)
        }
        if view.kind == .label {
            // A label's blank ending draws nothing: the lines it needs are its text's.
            needed = TextFit.labelLines(needed, of: view.shownText)
            truncated = view.wrapsText ? needed > lines : fit.unwrappedWidth > frame.width + 1e-6 || needed > 1
        }
        var neededWidth = fit.unwrappedWidth
        var shrunkSize: Double?
        var wrappedLines = fit.needed
        let insets = view.alignmentInsets
        // A least size in points is a share of this category's size (below it: no shrinking).
        if truncated, let minimumScale = view.minimumScale ?? view.minimumFontSize.map({ $0 / font.size }), minimumScale < 1,
           let drawn = TextShrink(fonts: solved.fonts, text: view.shownText, font: font,
                                  width: frame.width - insets.left - insets.right,
                                  height: frame.height - insets.top - insets.bottom, maxLines: view.maxLines)
            .drawn(minimumScale: minimumScale) {
            shrunkSize = drawn.size
            wrappedLines = drawn.neededLines
            truncated = !drawn.fits
            neededWidth = drawn.neededWidth
            if view.wrapsText {
                needed = drawn.neededLines
                lines = drawn.lines
            }
        }
        var info = LaidOutView.TextInfo(string: view.shownText, font: font, scales: view.fontScales, lines: lines,
                                        truncated: truncated, neededWidth: neededWidth, neededLines: needed,
                                        maxLines: view.maxLines, isPlaceholder: view.showsPlaceholder)
        info.shrunkSize = shrunkSize
        info.baselineAdjustment = view.baselineAdjustment
        info.updatesWhileRunning = (view.adjustsFont ?? true) || !view.fontScales
        info.asksToScale = view.adjustsFont == true && !view.fontScales
        // Natural is the reading direction's start; so is a justified text's last line, and a
        // one-line text's only line.
        switch view.textAlignment {
        case .natural, .justified: info.alignment = solved.environment.direction == .rtl ? .right : .left
        case let alignment: info.alignment = alignment
        }
        if view.kind == .field || view.kind == .button { info.padding = view.insets }
        info.scrolls = view.scrolls
        if font.family != FontSpec.systemFamily { info.inkExtentSource = .measured(solved.fonts) }
        if view.kind == .field { info.characterWidthSource = .measured(solved.fonts) }
        // Only text that wrapped onto more lines than its own line breaks make can have had a
        // word broken.
        if view.wrapsText, wrappedLines > fit.unwrappedLines {
            info.widestWordSource = .measured(solved.fonts)
        }
        return info
    }

    /// The lines a text's blank ending paragraphs make (after a trailing line break, only
    /// spaces or nothing): they draw nothing, so a label cut there loses nothing one sees and
    /// is not truncated (round 28: afathe7090's one-line "SR 0412\n", dev set 34).
    static func blankEndingLines(_ text: String) -> Int {
        let paragraphs = FontCatalog.paragraphs(text)
        let blank = paragraphs.dropFirst().reversed().prefix { $0.allSatisfy { $0.properties.isWhitespace } }
        return blank.count
    }

    /// A place or length along a fill or equal-spacing stack's axis, of an arranged view or
    /// of a view inside one (a label pinned in an arranged box moves with it): UIKit settles
    /// what the constraints leave free there by the views' order ("If there's any ambiguity,
    /// the stack view resizes the arranged views based on their index",
    /// `UIStackView.Distribution.fill`), so it is no ambiguity (round 29: mczac's two labels
    /// of equal hugging, dev set 36). The solver's pick is printed: the last view stretched,
    /// as IB stores it. An outer stack settles it too where the view on the way that it
    /// arranges is itself free along that axis, the split it settles (round 31: HealthFlow's
    /// profile, dev set 40, had ten lines for the one split a designer's review found IB and
    /// UIKit settle by order: a header row's icon in a horizontal stack moves with the row);
    /// one whose arranged view is fixed settles nothing inside it (a label floating in a card
    /// of a row is still reported, the fresh-eyes review), and from round 37 so for the nearest
    /// stack too: it settles its arranged views, and a view inside one only where that one is
    /// free along the axis (a badge floating in a fixed card of a row had gone unreported, a
    /// second fresh-eyes review). A view inside an arranged one free
    /// along that axis for a reason of its own is not told apart: a limit. `ambiguous` holds
    /// every free variable (looked up only).
    private func stackSettles(_ variable: Int, ambiguous: Set<Int>) -> Bool {
        let tree = solved.tree, traits = solved.environment.traits
        let vertical: Bool = switch ViewVariables.edge(of: variable) {
        case .left, .width: false
        case .top, .height: true
        }
        // The stacks the view is in, arranged or inside an arranged view, nearest first.
        let own = ViewVariables.view(of: variable)
        var view = own
        while let parent = tree.views[view].parent {
            if let stack = tree.views[parent].stack {
                guard let axis = try? stack.axis.resolve(traits), let distribution = try? stack.distribution.resolve(traits)
                else { return false }
                if (axis == .vertical) == vertical && (distribution == .fill || distribution == .equalSpacing) {
                    if view == own { return true }
                    let place = vertical ? ViewVariables.top(view) : ViewVariables.left(view)
                    let length = vertical ? ViewVariables.height(view) : ViewVariables.width(view)
                    if ambiguous.contains(place) || ambiguous.contains(length) { return true }
                }
            }
            view = parent
        }
        return false
    }

    /// Constraints with an id whose constant is a category table or a scaled value, in
    /// input order, when active in this environment.
    private func categoryConstants() -> [(id: String, value: Double)] {
        let environment = solved.environment
        return solved.constraints.listedConstants.compactMap { index in
            let spec = solved.constraints.specs[index]
            guard let id = spec.id, let constant = spec.constant,
                  spec.when?.matches(environment.traits) ?? true else { return nil }
            return (id, constant.value(at: environment.category, grid: environment.grid))
        }
    }
}
