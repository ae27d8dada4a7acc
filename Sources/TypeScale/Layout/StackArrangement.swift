import LayoutSolver

/// The constraints UIStackView makes for its arranged subviews (SPEC §6), named as UIKit
/// names them in its logs (`UISV-spacing`, `UISV-canvas-connection`, …).
struct StackArrangement {
    let tree: InstalledTree
    let environment: LayoutEnvironment
    let forms: AttributeForms
    /// Intrinsic sizes of this pass, for `fillProportionally`.
    let intrinsic: [IntrinsicSize]
    /// How multi-line labels in horizontal stacks are disambiguated: iOS 15's, or the older
    /// equal shares of a canvas that drew them so (`CanvasDifferences.stackTextWidths`).
    var textWidths: StackTextWidths? = nil
    /// Sizes required constraints fix on their own, by variable (`SystemBuilder.fixedLengths`).
    var fixedLengths: [Int: Double] = [:]
    /// Interface Builder's canvas, which leaves an arranged view with nothing to size it across
    /// the axis at the stack's whole breadth where UIKit pulls it to 0 (`alignmentRows`).
    var isCanvas = false

    /// Attributes along one axis: start, end, size and centre.
    private struct AxisAttributes {
        var start, end, size, center: LayoutAttribute

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, size: .width, center: .centerX)
        static let vertical = AxisAttributes(start: .top, end: .bottom, size: .height, center: .centerY)
    }

    /// One generated row of `stack`'s, named as UIKit names it.
    private static func row(_ form: LinearForm, _ relation: Relation, _ priority: Int, _ name: String, stack: Int) -> SystemRow {
        SystemRow(form: form.simplified(), relation: relation, priority: priority, origin: .generated(view: stack, name: name))
    }

    func rows(for view: InstalledView) throws -> [SystemRow] {
        guard let stack = view.stack else { return [] }
        let traits = environment.traits
        let axis = try stack.axis.resolve(traits)
        let spacingSpec = try stack.spacing.resolve(traits)
        let spacing = spacingSpec.gap(at: environment.category, grid: environment.grid)
        let distribution = try stack.distribution.resolve(traits)
        var alignment = try stack.alignment.resolve(traits)
        let canvas = try stack.layoutMarginsRelative.resolve(traits) ? forms.margins(of: view.index) : forms.frame(of: view.index)
        let main = axis == .horizontal ? AxisAttributes.horizontal : .vertical
        let cross = axis == .horizontal ? AxisAttributes.vertical : .horizontal
        // Baselines are horizontal lines: a vertical stack aligns them as `fill` (documented).
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }

        var rows: [SystemRow] = []
        func add(_ form: LinearForm, _ relation: Relation, _ priority: Int, _ name: String) {
            rows.append(Self.row(form, relation, priority, name, stack: view.index))
        }
        func attribute(_ child: Int, _ attribute: LayoutAttribute) -> LinearForm {
            forms.form(attribute, of: forms.frame(of: child), view: child)!
        }
        func edge(_ attribute: LayoutAttribute) -> LinearForm { forms.form(attribute, of: canvas, view: nil)! }

        let children = tree.children(of: view.index)
        let firstVisible = children.firstIndex { !tree.views[$0].hidden }
        let lastVisible = children.lastIndex { !tree.views[$0].hidden }
        for (position, child) in children.enumerated() where tree.views[child].hidden {
            // A hidden arranged subview collapses along the axis (UISV-hiding) and takes no part
            // in the visible views' spacing or canvas connection; across the axis it keeps its
            // alignment, below, so a tall hidden view still sets a row's height (WordPress's
            // hidden 24-pt checkmark is stored 0 × 24 in a 24-pt stack).
            add(attribute(child, main.size), .equal, 1000, "UISV-hiding")
            // It keeps its place in UIKit's spacing chain, where each hidden view of a pair
            // takes half the spacing: half a spacing after a visible view, at the end after
            // the last visible one, and at the start before the first (round 37's review:
            // iccub's two hidden buttons between 167.5-pt ones are stored at x 171.5 with
            // spacing 8, dev set 32; tungxuan's hidden label after the last visible one at
            // its end, dev set 47). UIKit's rows there are inequalities in the equal
            // distributions; equalities settle the same place deterministically.
            guard let firstVisible, let lastVisible, position > firstVisible else {
                add(attribute(child, main.start) - edge(main.start), .equal, 1000, "UISV-hiding")
                continue
            }
            let previous = children[position - 1]
            let gap = position > lastVisible || tree.views[previous].hidden ? 0 : spacing / 2
            add(attribute(child, main.start) - attribute(previous, main.end) + (-gap), .equal, 1000, "UISV-spacing")
        }
        let arranged = children.filter { !tree.views[$0].hidden }
        guard let first = arranged.first, let last = arranged.last else {
            // Nothing arranged: no canvas connection sizes the stack, but it cannot turn inside
            // out (Interface Builder stores such a stack 0 tall where its neighbours' hugging
            // would pull it negative, cwa's checkinsWithRiskStackView). Hidden views do not
            // size it across its axis either: they sit at its start (threema's pane of one
            // hidden 36-pt button is stored 0 × 0).
            let frame = forms.frame(of: view.index)
            add(frame.width, .greaterThanOrEqual, 1000, "empty-stack-size")
            add(frame.height, .greaterThanOrEqual, 1000, "empty-stack-size")
            for child in children {
                add(attribute(child, cross.start) - edge(cross.start), .equal, 1000, "UISV-alignment")
            }
            return rows
        }
        let alignmentRows = alignmentRows(of: children, reference: arranged.first, alignment: alignment,
                                          cross: cross, attribute: attribute, edge: edge, stack: view.index)

        add(attribute(first, main.start) - edge(main.start), .equal, 1000, "UISV-canvas-connection")
        add(edge(main.end) - attribute(last, main.end), .equal, 1000, "UISV-canvas-connection")
        // The equal distributions let their gaps grow: what pulls such a stack to its content
        // along its axis is UIKit's `UISV-canvas-fit`, its length == 0 at 49, weaker than any
        // view's size (hugging, and a nested stack's `UISV-spanning-fit` at 49), so the gaps take
        // the room before a view stretches: a held-out Delta header stores a 250-hugging button
        // at its own height beside a 134-pt gap; thiagozg's four 24-pt icon rows in a 145-pt
        // column are stored with 16.5-pt gaps (dev set 44; gaps hugging at the stack's own
        // priority, as NSStackView documents, had stretched the last row to 49), and an
        // equal-centring stack grows towards equal centre steps (`centeringPriority`).
        if distribution == .equalSpacing || distribution == .equalCentering {
            let frame = forms.frame(of: view.index)
            add(axis == .horizontal ? frame.width : frame.height, .equal, 49, "UISV-canvas-fit")
        }
        // Each arranged view's index among all of them, hidden ones too (`centeringPriority`).
        let position = Dictionary(uniqueKeysWithValues: children.enumerated().map { ($1, $0) })
        for (previous, next) in zip(arranged, arranged.dropFirst()) {
            let gap = attribute(next, main.start) - attribute(previous, main.end)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(gap + (-spacing), .equal, 1000, "UISV-spacing")
            case .equalSpacing:
                add(gap + (-spacing), .greaterThanOrEqual, 1000, "UISV-spacing")
                let firstGap = attribute(arranged[1], main.start) - attribute(first, main.end)
                if previous != first { add(gap - firstGap, .equal, 1000, "UISV-fill-equally") }
            case .equalCentering:
                add(gap + (-spacing), .greaterThanOrEqual, 1000, "UISV-spacing")
                let firstStep = attribute(arranged[1], main.center) - attribute(first, main.center)
                let step = attribute(next, main.center) - attribute(previous, main.center)
                if previous != first {
                    add(step - firstStep, .equal, Self.centeringPriority(afterIndex: position[previous] ?? 0),
                        "UISV-distributing-edge")
                }
            }
        }
        if axis == .horizontal, distribution != .fillEqually, distribution != .fillProportionally {
            rows += textWidthRows(of: arranged, canvasWidth: canvas.width,
                                  spacing: spacingSpec.property(at: environment.category, grid: environment.grid),
                                  attribute: attribute, stack: view.index)
        }
        switch distribution {
        case .fillEqually:
            for child in arranged.dropFirst() {
                add(attribute(child, main.size) - attribute(first, main.size), .equal, 1000, "UISV-fill-equally")
            }
        case .fillProportionally:
            rows += try proportionalRows(of: arranged, stack: view.index, axis: axis,
                                         spacing: spacingSpec.property(at: environment.category, grid: environment.grid),
                                         gap: spacing, size: main.size, length: edge(main.size), attribute: attribute)
        default:
            break
        }
        return rows + alignmentRows
    }

    /// An `equalCentering` stack's wish for equal centre steps, weaker than any view's size:
    /// 150 less the index (among all arranged views, hidden ones too) of the view before the
    /// step, at least 50, as UIKit's `_UIOrderedLayoutArrangement` sets it. The stack gives up
    /// equal centres before it squeezes a label (mmgoncalves's avatar, author and date column,
    /// dev set 43, is stored with a 5-pt and a 10.5-pt gap, the author at its full height).
    static func centeringPriority(afterIndex index: Int) -> Int {
        max(50, 150 - index)
    }

    /// UIKit's `UISV-text-width-disambiguation`, for the multi-line labels of a horizontal
    /// stack that does not size its views itself (`fill`, `equalSpacing`, `equalCentering`).
    /// Since iOS 15 (`_UIOrderedLayoutArrangement`'s "improved" logic, Use Your Loaf's "Stack
    /// View Changes In iOS 15"): only where two or more such labels (or stacks holding one)
    /// sit side by side, each at most its share of the stack's width less the gaps,
    /// `width <= stack / m - spacing * (m - 1) / m`, at 950 and one more for each later one.
    /// iOS 14 and earlier, which Xcode 12's and earlier canvases drew (`canvas.stackTextWidths`):
    /// every such label is its share of the stack among all `n` arranged views, required
    /// but for `max(compression, hugging) + 10` (759 for a 749-resistant label): home
    /// assistant's Xcode 11 row of two labels and a spacer is stored in thirds (dev set 10).
    private func textWidthRows(of arranged: [Int], canvasWidth: LinearForm, spacing: Double,
                               attribute: (Int, LayoutAttribute) -> LinearForm, stack: Int) -> [SystemRow] {
        func share(of count: Int) -> LinearForm {
            let n = Double(count)
            return canvasWidth * (1 / n) + (-spacing * (n - 1) / n)
        }
        if textWidths == .equalShare {
            let labels = arranged.filter(isMultilineLabel)
            return labels.map { child in
                let view = tree.views[child]
                let priority = min(max(view.compression.horizontal, view.hugging.horizontal) + 10, 999)
                return Self.row(attribute(child, .width) - share(of: arranged.count), .equal, priority,
                                "UISV-text-width-disambiguation", stack: stack)
            }
        }
        let candidates = arranged.filter(holdsMultilineLabel)
        guard candidates.count >= 2 else { return [] }
        // UIKit steps by min(25 / m, 1): one each up to 25 candidates, a fraction beyond,
        // which whole priorities keep in order by stepping at most 25 over all of them.
        return candidates.enumerated().map { order, child in
            Self.row(attribute(child, .width) - share(of: candidates.count), .lessThanOrEqual,
                     950 + order * 25 / max(candidates.count, 25), "UISV-text-width-disambiguation", stack: stack)
        }
    }

    private func isMultilineLabel(_ view: Int) -> Bool {
        tree.views[view].kind == .label && tree.views[view].maxLines != 1
    }

    /// A multi-line label, or a stack with one among its visible arranged views (iOS 15's
    /// candidates: a nested stack asks its own arranged views).
    private func holdsMultilineLabel(_ view: Int) -> Bool {
        if isMultilineLabel(view) { return true }
        guard tree.views[view].kind == .stack else { return false }
        return tree.children(of: view).contains { !tree.views[$0].hidden && holdsMultilineLabel($0) }
    }

    /// UIKit's `fillProportionally` constraints: each arranged view with a positive intrinsic
    /// size is that share of the length it is arranged in (`length`: the stack's, or inside its
    /// margins where it arranges by them: HealthFlow's menu rows, dev set 40, are stored 46.667
    /// tall around a lone 22.667-pt label between 12-pt margins), the spacing counted
    /// in the total, so the shares fill the stack only when it is at its content's length;
    /// stretched or squeezed, the earlier views win, for the priorities fall from 999 by one a
    /// view. The spacing counted is the `spacing` property's (`StackSpacing.property`): the
    /// standard spacing's sentinel counts 0, though the gaps are 8 (carlosvreal's three 13-pt
    /// labels in 321 pt with standard spacing are stored 70, 115 and the rest, 120: their
    /// shares of their text's widths alone; with 16 counted they were 62.667 and 103.333).
    /// A lone sized view with no gap to share is required. A view without an
    /// intrinsic size counts its fitting size (`proportionalSize`), 0 where nothing fixes it;
    /// with none sized, or a negative spacing as long as the sizes, the views are equal. These are the
    /// constraints UIStackView makes, as kean's Arranged reproduces them constraint for
    /// constraint in its tests against UIKit; Tipsy's three buttons, the last one's width
    /// required equal to the first's, are stored 95.333 / 162.333 / 95.333 in 353 pt: the
    /// first view's share holds, the middle one takes the rest.
    private func proportionalRows(of arranged: [Int], stack: Int, axis: StackSpec.Axis, spacing: Double, gap: Double,
                                  size: LayoutAttribute, length: LinearForm,
                                  attribute: (Int, LayoutAttribute) -> LinearForm) throws -> [SystemRow] {
        var rows: [SystemRow] = []
        func add(_ form: LinearForm, _ priority: Int) {
            rows.append(Self.row(form, .equal, priority, "UISV-fill-proportionally", stack: stack))
        }
        let sizes = try arranged.map { try proportionalSize(of: $0, along: axis) }
        let sized = sizes.filter { $0 > 0 }
        let total = sized.reduce(spacing * Double(arranged.count - 1), +)
        // No view sized, or a negative spacing that eats the sizes (no share is then defined:
        // UIKit's multipliers would be infinite or negative): equal sizes.
        guard !sized.isEmpty, total > 0 else {
            for child in arranged.dropFirst() {
                add(attribute(child, size) - attribute(arranged[0], size), 1000)
            }
            return rows
        }
        // Required only where no gap is shared (the standard spacing's 8-pt gaps are, though
        // its property counts 0 in the shares).
        var priority = sized.count == 1 && (arranged.count == 1 || gap == 0) ? 1000 : 999
        for (child, share) in zip(arranged, sizes) {
            add(share > 0 ? attribute(child, size) - length * (share / total) : attribute(child, size), share > 0 ? priority : 1000)
            // Past the 999th view the shares stay at 1, the lowest priority there is.
            if priority < 1000 { priority = max(1, priority - 1) }
        }
        return rows
    }

    /// An arranged view's share in `fillProportionally`: its intrinsic size along the axis, and
    /// for a nested stack, which has none, its content's (its arranged views' shares and
    /// spacing along its own axis, the largest across it). WordPress's undo cell divides 304 pt
    /// between a stack of two 17-pt labels (72 + 41.5) and a 46-pt button as 216.5 and 87.5,
    /// and the labels' stack its 216.5 as 136.5 and 80. Where a view has no intrinsic size
    /// UIKit reads its fitting size (`systemLayoutSizeFitting`), which a required constraint
    /// fixing its length on its own gives (round 37: Sunil-P's profile column, a 150-pt
    /// picture over a button, is stored 186 tall in its proportional stack, not the button's 31
    /// + 5; dev set 53).
    ///
    /// Inside a nested stack, whose length is its fitting size, a view's fixed length counts
    /// before its intrinsic size, as a required constraint outranks hugging and compression
    /// there (Sunil-P's email column: a 45-pt field whose own height is 34, stored 63.5 with
    /// its 14.5-pt label and 4-pt gap).
    private func proportionalSize(of view: Int, along axis: StackSpec.Axis, fitting: Bool = false) throws -> Double {
        let intrinsicSize = axis == .horizontal ? intrinsic[view].width : intrinsic[view].height
        let fixed = fixedLengths[axis == .horizontal ? ViewVariables.width(view) : ViewVariables.height(view)]
        if let size = fitting ? fixed ?? intrinsicSize : intrinsicSize ?? fixed { return size }
        guard let stack = tree.views[view].stack else { return 0 }
        let traits = environment.traits
        let arranged = tree.children(of: view).filter { !tree.views[$0].hidden }
        let sizes = try arranged.map { try proportionalSize(of: $0, along: axis, fitting: true) }
        guard try stack.axis.resolve(traits) == axis else { return sizes.max() ?? 0 }
        let spacing = try stack.spacing.resolve(traits).gap(at: environment.category, grid: environment.grid)
        return sizes.reduce(0, +) + spacing * Double(max(0, arranged.count - 1))
    }

    /// A view Interface Builder's canvas spans across a stack: nothing of its own sizes it there
    /// (no intrinsic size: a plain view, an image without one, a nested stack, whose content
    /// still sizes it where it holds anything sized).
    private func spansOnCanvas(_ child: Int, cross: AxisAttributes) -> Bool {
        let size = cross.size == .width ? intrinsic[child].width : intrinsic[child].height
        return size == nil
    }

    /// Cross-axis rows of every arranged subview, hidden ones included (UIKit keeps their
    /// `UISV-alignment` constraints; only the axis collapses): each is aligned to the canvas,
    /// baselines to `reference`, the first visible view.
    private func alignmentRows(
        of children: [Int], reference: Int?, alignment: StackSpec.Alignment, cross: AxisAttributes,
        attribute: (Int, LayoutAttribute) -> LinearForm, edge: (LayoutAttribute) -> LinearForm, stack: Int
    ) -> [SystemRow] {
        var rows: [SystemRow] = []
        func add(_ form: LinearForm, _ relation: Relation, _ priority: Int, _ name: String) {
            rows.append(Self.row(form, relation, priority, name, stack: stack))
        }
        for child in children {
            switch alignment {
            case .fill:
                add(attribute(child, cross.start) - edge(cross.start), .equal, 1000, "UISV-alignment")
                add(edge(cross.end) - attribute(child, cross.end), .equal, 1000, "UISV-alignment")
            case .leading, .top:
                add(attribute(child, cross.start) - edge(cross.start), .equal, 1000, "UISV-alignment")
                add(edge(cross.end) - attribute(child, cross.end), .greaterThanOrEqual, 1000, "UISV-spanning-boundary")
            case .trailing, .bottom:
                add(edge(cross.end) - attribute(child, cross.end), .equal, 1000, "UISV-alignment")
                add(attribute(child, cross.start) - edge(cross.start), .greaterThanOrEqual, 1000, "UISV-spanning-boundary")
            case .center:
                add(attribute(child, cross.center) - edge(cross.center), .equal, 1000, "UISV-alignment")
                add(attribute(child, cross.start) - edge(cross.start), .greaterThanOrEqual, 1000, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, child != reference { add(attribute(child, baseline) - attribute(reference, baseline), .equal, 1000, "UISV-alignment") }
                add(attribute(child, cross.start) - edge(cross.start), .greaterThanOrEqual, 1000, "UISV-spanning-boundary")
                add(edge(cross.end) - attribute(child, cross.end), .greaterThanOrEqual, 1000, "UISV-spanning-boundary")
            }
            if alignment != .fill, isCanvas, spansOnCanvas(child, cross: cross) {
                // Interface Builder's canvas stores such a view as broad as the stack (plain
                // views: blueshift's top-aligned row, Jami's and Mixin's centred stacks, Xcode
                // 11.4 to 14), so its layout pulls them there instead.
                add(attribute(child, cross.size) - edge(cross.size), .equal, 25, "IB-canvas-ambiguity-span")
            } else if alignment != .fill {
                // Views without an intrinsic cross size would be ambiguous: UIKit pulls them to 0.
                add(attribute(child, cross.size), .equal, 25, "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill, !children.isEmpty {
            // Unconstrained, the stack spans its largest arranged view and no more.
            add(edge(cross.size), .equal, 49, "UISV-spanning-fit")
        }
        return rows
    }
}
