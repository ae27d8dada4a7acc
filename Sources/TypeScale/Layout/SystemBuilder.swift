import LayoutSolver

/// Builds the rows of one environment's linear system, in this order: the root filling the
/// container; table rows and scroll views' axes; the constraints written in the screen, then
/// those of table cells (each in document order); stack views' arrangements; hugging and compression
/// resistance from the pass's intrinsic sizes. A conflict breaks the last listed of its rows
/// (SPEC §4), so this order decides which: see `stackRows`.
///
/// The written rows are the expensive part: `WrittenRowCache` keeps them between text passes
/// and categories where they cannot have changed.
final class SystemBuilder {
    let screen: Screen
    let tree: InstalledTree
    let environment: LayoutEnvironment
    let constraints: ConstraintList
    let shared: Shared

    /// What the systems of one installed tree have in common, whatever the category: kept by
    /// the pipeline while only fonts change between categories (same views, same environment
    /// otherwise), made anew when the tree is installed afresh.
    final class Shared {
        let variableNames: [String]
        /// `1 × variable`, shared by the forms and rows of every pass and category.
        let units: UnitTerms
        /// Stack views, in tree order.
        let stacks: [Int]
        /// The written constraints' rows, kept for the passes and categories of this tree.
        let writtenRows = WrittenRowCache()

        init(tree: InstalledTree) {
            variableNames = ViewVariables.names(of: tree)
            units = UnitTerms(count: variableNames.count)
            stacks = tree.views.filter { $0.kind == .stack }.map(\.index)
        }
    }

    init(screen: Screen, tree: InstalledTree, environment: LayoutEnvironment, constraints: ConstraintList,
         shared: Shared) {
        self.screen = screen
        self.tree = tree
        self.environment = environment
        self.constraints = constraints
        self.shared = shared
    }

    /// Which wrapping labels have a required horizontal compression of 999 in this system.
    enum RelaxedCompression {
        case none
        /// Those measured unwrapped: on the first pass that width is a stand-in for the one the
        /// text will wrap at, and a required compression against it would conflict with the
        /// room the layout gives (UIKit's first of two passes, automatic preferred width).
        case unwrapped
        /// Every wrapping label: a first pass whose nib widths the layout cannot give.
        case wrapping
    }

    /// `relaxing`: first passes only; later passes enforce every compression as written.
    func system(intrinsic: [IntrinsicSize], textLines: [TextFit?],
                relaxing: RelaxedCompression = .none) throws -> LinearSystem {
        let forms = AttributeForms(tree: tree, container: environment.container, direction: environment.direction,
                                   textLines: textLines, units: shared.units)
        let structure = containerRows + tableAndScrollRows(forms)
        let written = try writtenRows(textLines: textLines)
        let stacks = try stackRows(forms, intrinsic: intrinsic, written: written)
        var rows = structure
        // At most a hugging and a compression row per axis and view.
        rows.reserveCapacity(rows.count + written.count + stacks.count + 4 * tree.views.count)
        rows += written
        rows += stacks
        appendIntrinsicRows(intrinsic, relaxing: relaxing, to: &rows)
        return LinearSystem(variableNames: shared.variableNames, rows: rows)
    }

    private var containerRows: [SystemRow] {
        let container = environment.container
        let fill: [(LayoutAttribute, Double)] = [(.left, 0), (.top, 0), (.width, container.width), (.height, container.height)]
        var rows = fill.map { attribute, value in
            // `0 + (-value)`, as `variable + (-value)` made it: the root's left and top are +0, not -0.
            let form = LinearForm(terms: shared.units[ViewVariables.variable(0, attribute)], constant: 0 + (-value))
            return SystemRow(form: form, relation: .equal, priority: 1000, origin: .container(attribute))
        }
        if screen.isSelfSizing {
            // A self-sizing row: its designed height is the least, and it keeps it against
            // hugging (`selfSizingPriority`) but not against what its content needs (text's
            // compression resistance, required constraints), which grows it at the category.
            // The least gives way only to required constraints that make the row shorter (999):
            // UITableView.automaticDimension gives the row its content's height (round 33:
            // Lawlis's 100-pt cell whose content is pinned at 8 + 80 + 8 is 96, where a required
            // least broke its chain, a designer's review of dev set 45).
            let height = rows.removeLast()
            rows.append(SystemRow(form: height.form, relation: .greaterThanOrEqual, priority: 999, origin: height.origin))
            rows.append(SystemRow(form: height.form, relation: .equal, priority: Self.selfSizingPriority(of: tree),
                                  origin: height.origin))
        }
        return rows
    }

    /// The priority a self-sizing cell's designed height holds at: 500, above hugging (250,
    /// 251), or just below the weakest vertical compression resistance of what it holds, so
    /// content that needs room always grows the row (a label at 300 too) and hugging does not
    /// (round 30: viethuydinh's 232-pt candidate cell, dev set 39, grew to 470 at L at a
    /// table's fitting priority, 50, as its fields' hugging widened its photo; a designer
    /// found that wrong).
    static func selfSizingPriority(of tree: InstalledTree) -> Int {
        let sized = tree.views.dropFirst().filter { $0.kind.drawsText || $0.kind == .image || $0.kind == .switch }
        let weakest = sized.map(\.compression.vertical).min() ?? 1000
        return max(1, min(500, weakest - 1))
    }

    /// Table rows and scroll views' axes: the frames UIKit sets from outside the constraints
    /// (a cell's encapsulated size), there before the written constraints.
    private func tableAndScrollRows(_ forms: AttributeForms) -> [SystemRow] {
        guard !tree.tables.isEmpty || !tree.scrolls.isEmpty else { return [] }
        var rows: [SystemRow] = []
        let tables = TableRows(tree: tree, environment: environment, forms: forms)
        for table in tree.tables {
            rows += tables.rows(for: table)
        }
        for view in tree.scrolls where tree.views[view].scroll?.axis == .vertical {
            // `axis: vertical`: the content is as wide as the frame, so it only scrolls vertically.
            let form = forms.content(of: view).width - forms.frame(of: view).width
            rows.append(SystemRow(form: form.simplified(), relation: .equal, priority: 1000,
                                  origin: .generated(view: view, name: "UIScrollView-vertical-axis")))
        }
        return rows
    }

    /// Stack views' arrangements, after the written constraints: UIKit makes them in the
    /// stack's `updateConstraints`, once the nib's constraints are installed, so where the two
    /// conflict it is the stack's row, added last, that breaks (SPEC §4's last listed).
    private func stackRows(_ forms: AttributeForms, intrinsic: [IntrinsicSize], written: [SystemRow]) throws -> [SystemRow] {
        guard !shared.stacks.isEmpty else { return [] }
        var stacks = StackArrangement(tree: tree, environment: environment, forms: forms, intrinsic: intrinsic,
                                      textWidths: screen.isCanvasLayout ? screen.canvas.stackTextWidths : nil,
                                      isCanvas: screen.isCanvasLayout)
        stacks.fixedLengths = Self.fixedLengths(in: written)
        var rows: [SystemRow] = []
        for view in shared.stacks {
            rows += try stacks.rows(for: tree.views[view])
        }
        return rows
    }

    /// The values required written constraints fix on their own (`photo.height == 150`), by
    /// variable: a view's width or height among them is what UIKit's fitting size of the view
    /// reads where it has no intrinsic size (`StackArrangement.proportionalSize`). Looked up,
    /// never iterated.
    static func fixedLengths(in written: [SystemRow]) -> [Int: Double] {
        var lengths: [Int: Double] = [:]
        for row in written where row.relation == .equal && row.priority == 1000 && row.form.terms.count == 1 {
            let term = row.form.terms[0]
            // The first of two that conflict, as the solver keeps it (SPEC §4 breaks the last).
            guard term.coefficient != 0, lengths[term.variable] == nil else { continue }
            lengths[term.variable] = -row.form.constant / term.coefficient
        }
        return lengths
    }

    /// Cell and screen constraints: the cache's where they cannot have changed, else resolved.
    private func writtenRows(textLines: [TextFit?]) throws -> [SystemRow] {
        let cache = shared.writtenRows
        let drawn = textLines.map { $0?.drawn ?? 0 }
        if let rows = cache.passRows(category: environment.category, drawn: drawn) { return rows }
        let forms = AttributeForms(tree: tree, container: environment.container, direction: environment.direction,
                                   textLines: textLines, units: shared.units)
        var rows: [SystemRow] = []
        var baselineViews: [Int] = []
        var slot = 0
        /// A spec's rows: kept ones when the cache has them, else resolved and offered to it.
        func resolve(_ spec: ConstraintSpec, _ make: () throws -> ConstraintRows) rethrows {
            defer { slot += 1 }
            if let kept = cache.rows(ofSpec: slot) {
                rows += kept
                return
            }
            let made = try make()
            rows += made.rows
            baselineViews += made.baselineViews
            cache.keep(made, ofSpec: slot, dependsOnCategory: spec.dependsOnCategory)
        }
        let resolver = ConstraintResolver(screen: screen, tree: tree, environment: environment, forms: forms)
        for (index, spec) in constraints.specs.enumerated() {
            try resolve(spec) { try resolver.rows(for: spec, index: index) }
        }
        // A table lays its rows out after the screen has placed it, each cell at the width the
        // table gives it: a cell's constraints come after the screen's, so a conflict inside a
        // cell breaks one of the cell's, never the table's place (README "Document order
        // breaks conflicts"; the import orders an IB file's placed cells so too).
        for (tableIndex, table) in tree.tables.enumerated() {
            let cellIds = CellScope.ids(of: table.spec.cellViews)
            for row in table.cells.indices {
                let scope = CellScope(prefix: tree.views[table.cells[row]].id + ".", ids: cellIds)
                let resolver = ConstraintResolver(screen: screen, tree: tree, environment: environment, forms: forms, scope: scope)
                for (index, spec) in table.spec.cellConstraints.enumerated() {
                    try resolve(spec) {
                        var resolved = try resolver.rows(for: spec, index: index)
                        resolved.rows = resolved.rows.map { written in
                            guard case .constraint(_, let part) = written.origin else { return written }
                            var copy = written
                            copy.origin = .cellConstraint(table: tableIndex, row: row, spec: index, part: part)
                            return copy
                        }
                        return resolved
                    }
                }
            }
        }
        cache.keepPass(rows, category: environment.category, baselineViews: baselineViews, drawn: drawn)
        return rows
    }

    private func appendIntrinsicRows(_ intrinsic: [IntrinsicSize], relaxing: RelaxedCompression, to rows: inout [SystemRow]) {
        for view in tree.views.indices.dropFirst() {
            let size = intrinsic[view]
            let hugging = tree.views[view].hugging
            var compression = tree.views[view].compression
            switch relaxing {
            case .none: break
            case .unwrapped where tree.views[view].measuresUnwrappedFirst, .wrapping where tree.views[view].wrapsText:
                compression.horizontal = min(compression.horizontal, 999)
            case .unwrapped, .wrapping: break
            }
            // Per axis: the width or the height, a hugging (≤) and a compression (≥) row.
            func appendAxis(_ axis: LayoutAxis, _ length: Double?, variable: Int, hugging: Int, compression: Int) {
                guard let length else { return }
                let form = LinearForm(terms: shared.units[variable], constant: 0 + (-length))
                rows.append(SystemRow(form: form, relation: .lessThanOrEqual, priority: hugging,
                                      origin: .hugging(view: view, axis: axis)))
                rows.append(SystemRow(form: form, relation: .greaterThanOrEqual, priority: compression,
                                      origin: .compression(view: view, axis: axis)))
            }
            appendAxis(.horizontal, size.width, variable: ViewVariables.width(view),
                       hugging: hugging.horizontal, compression: compression.horizontal)
            appendAxis(.vertical, size.height, variable: ViewVariables.height(view),
                       hugging: hugging.vertical, compression: compression.vertical)
        }
    }
}

extension ConstraintSpec {
    /// Whether its rows can differ between categories of one installed tree for a reason
    /// other than a baseline: a `when` naming a category, or a category table or scaled
    /// constant.
    var dependsOnCategory: Bool {
        when?.category != nil || constant?.isCategoryDependent == true
    }
}
