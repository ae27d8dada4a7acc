/// Chains and grids of views as linear systems: four variables a view (left, width, top,
/// height) and a mix of required, 750 and 250 constraints.
///
/// Two families, both with a unique optimum (so typescale and kiwi can be compared value by
/// value):
/// - `chain`/`grid`: the issue's shape, a row of buttons. Every view wants its width at 750
///   (compression resistance and hugging of an intrinsic width); the middle view of each row
///   is a flexible label that wants it only at 250, so a change of the container's width goes
///   to that view. Views are independent but for the row's edges. The container's width is
///   set first (`container.width == W` @750), as kiwi's enaml benchmark adds its window's edit
///   variables first and as a window sizes its root view before the subviews lay out;
///   `lategrid` sets it last instead (see the README: each row then votes on the free
///   container while the grid is built, and the tableau re-bases every few rows).
/// - `equal`/`equalGrid`: a `fillEqually` stack view. Neighbours want equal widths at 750 and
///   a width of 100 only at 250, so when the container shrinks every view narrows by the same
///   amount: every width depends on every other view's error (see the README's Limits).
enum ViewArrays {
    static let spacing = 8.0
    static let preferredWidth = 100.0
    /// The container's width as a fraction of the width the views want, for each re-solve
    /// of the equal-width shapes; it starts at 1 (everything fits) and every step changes it.
    static let resolveFractions = [0.9, 0.8, 0.95, 1.0]
    /// The container's width minus the width the views want, for each re-solve of the chain
    /// and grid: within the flexible view's room (it may shrink by 50) and growing past it.
    static let resolveOffsets = [-40.0, -20.0, 30.0, 0.0]

    /// `count` views in a row: `v0.left == 0`, `v[i+1].left == v[i].left + v[i].width + 8` and
    /// the last right edge `== container.width` (required); each view `width >= 50` (required)
    /// and `width == 100` (@750, the flexible middle view @250); `top == 0`, `height >= 20`
    /// (required), `height == 44` @250.
    static func chain(count: Int) -> BenchSystem {
        grid(rows: 1, columns: count, name: "chain\(count)")
    }

    /// `rows × columns` views: every row a chain (pinned to the same container), column
    /// neighbours stacked 8 apart (`top == above.top + above.height + 8`, required).
    /// `containerLast`: the container's width is the last row instead of the first.
    static func grid(rows: Int, columns: Int, name: String? = nil, containerLast: Bool = false) -> BenchSystem {
        var system = BenchSystem(name: name ?? "\(containerLast ? "lategrid" : "grid")\(rows * columns)")
        let container = system.variable("container.width")
        let wanted = Double(columns) * (preferredWidth + spacing) - spacing
        func addContainerWidth() {
            system.resolveRow = system.row("container.bound", [(1, container)], -wanted, .equal, 750)
            system.resolveConstants = resolveOffsets.map { -(wanted + $0) }
        }
        if !containerLast { addContainerWidth() }
        var above: [ViewVariables] = []
        for row in 0..<rows {
            var current: [ViewVariables] = []
            for column in 0..<columns {
                let view = ViewVariables(&system, rows == 1 ? "v\(column)" : "v\(row)_\(column)")
                if let left = current.last {
                    system.row("\(view.name).chain", [(1, view.left), (-1, left.left), (-1, left.width)],
                               -spacing, .equal)
                } else {
                    system.row("\(view.name).leading", [(1, view.left)], 0, .equal)
                }
                if row > 0 {
                    let up = above[column]
                    system.row("\(view.name).columnChain", [(1, view.top), (-1, up.top), (-1, up.height)],
                               -spacing, .equal)
                } else {
                    system.row("\(view.name).top", [(1, view.top)], 0, .equal)
                }
                view.addSizePreferences(&system, widthPriority: column == columns / 2 ? 250 : 750)
                current.append(view)
            }
            if let last = current.last {
                system.row("row\(row).trailing", [(1, last.left), (1, last.width), (-1, container)], 0, .equal)
            }
            above = current
        }
        if containerLast { addContainerWidth() }
        return system
    }

    /// `count` views in a row: `v[i+1].left == v[i].left + v[i].width + 8`, neighbours'
    /// `width == width` @750, `width == 100` @250, the last right edge `<= container.width`.
    static func equal(count: Int) -> BenchSystem {
        var system = BenchSystem(name: "equal\(count)")
        let container = system.variable("container.width")
        var previous: ViewVariables?
        for index in 0..<count {
            let view = ViewVariables(&system, "v\(index)")
            if let previous {
                system.row("v\(index).chain", [(1, view.left), (-1, previous.left), (-1, previous.width)],
                           -spacing, .equal)
                system.row("v\(index).equalWidth", [(1, view.width), (-1, previous.width)], 0, .equal, 750)
            } else {
                system.row("v\(index).leading", [(1, view.left)], 0, .equal)
            }
            system.row("v\(index).top", [(1, view.top)], 0, .equal)
            view.addSizePreferences(&system, widthPriority: 250)
            previous = view
        }
        if let last = previous {
            system.row("trailing", [(1, last.left), (1, last.width), (-1, container)], 0, .lessThanOrEqual)
        }
        addContainerBound(&system, container, wanted: Double(count) * (preferredWidth + spacing) - spacing)
        return system
    }

    /// `rows × columns` views: every row an `equal` row, column neighbours stacked
    /// 8 apart; every row's trailing edge inside the container. `aligned` adds the column
    /// alignments `left == above.left @750`, implied at the optimum and so highly degenerate:
    /// kiwi aborts on them with "The objective is unbounded" at 10 × 10, and typescale took
    /// 10 s and gave widths of 4e11 at 5 × 10 before its pivoting rule was made lexicographic.
    static func equalGrid(rows: Int, columns: Int, aligned: Bool = false) -> BenchSystem {
        var system = BenchSystem(name: "\(aligned ? "aligned" : "equalgrid")\(rows * columns)")
        var lefts: [[Int]] = []
        let container = system.variable("container.width")
        var above: [ViewVariables] = []
        for row in 0..<rows {
            var current: [ViewVariables] = []
            for column in 0..<columns {
                let name = "v\(row)_\(column)"
                let view = ViewVariables(&system, name)
                if let left = current.last {
                    system.row("\(name).rowChain", [(1, view.left), (-1, left.left), (-1, left.width)], -spacing, .equal)
                    system.row("\(name).equalWidth", [(1, view.width), (-1, left.width)], 0, .equal, 750)
                } else {
                    system.row("\(name).leading", [(1, view.left)], 0, .equal)
                }
                if row > 0 {
                    let up = above[column]
                    system.row("\(name).columnChain", [(1, view.top), (-1, up.top), (-1, up.height)], -spacing, .equal)
                } else {
                    system.row("\(name).top", [(1, view.top)], 0, .equal)
                }
                view.addSizePreferences(&system, widthPriority: 250)
                current.append(view)
            }
            lefts.append(current.map(\.left))
            if let last = current.last {
                system.row("row\(row).trailing", [(1, last.left), (1, last.width), (-1, container)], 0, .lessThanOrEqual)
            }
            above = current
        }
        if aligned {
            for row in 1..<max(1, rows) {
                for column in 0..<columns {
                    system.row("v\(row)_\(column).alignLeft", [(1, lefts[row][column]), (-1, lefts[row - 1][column])],
                               0, .equal, 750)
                }
            }
        }
        addContainerBound(&system, container, wanted: Double(columns) * (preferredWidth + spacing) - spacing)
        return system
    }

    /// The grid closest to square with exactly `count` views (1,000 → 25 × 40).
    static func squarestGrid(count: Int) -> (rows: Int, columns: Int) {
        var rows = 1
        var candidate = 1
        while candidate * candidate <= count {
            if count % candidate == 0 { rows = candidate }
            candidate += 1
        }
        return (rows, count / rows)
    }

    /// `container.width == W @750`: the constant the re-solve changes (typescale's setConstant),
    /// cycled through `resolveFractions` of W.
    private static func addContainerBound(_ system: inout BenchSystem, _ container: Int, wanted: Double) {
        system.resolveRow = system.row("container.bound", [(1, container)], -wanted, .equal, 750)
        system.resolveConstants = resolveFractions.map { -wanted * $0 }
    }
}

/// One view's four variables.
struct ViewVariables {
    let name: String
    let left, width, top, height: Int

    init(_ system: inout BenchSystem, _ name: String) {
        self.name = name
        left = system.variable("\(name).left")
        width = system.variable("\(name).width")
        top = system.variable("\(name).top")
        height = system.variable("\(name).height")
    }

    /// `width >= 50` required, `width == 100 @widthPriority`, `height >= 20` required,
    /// `height == 44 @250`.
    func addSizePreferences(_ system: inout BenchSystem, widthPriority: Int) {
        system.row("\(name).minWidth", [(1, width)], -50, .greaterThanOrEqual)
        system.row("\(name).width", [(1, width)], -ViewArrays.preferredWidth, .equal, widthPriority)
        system.row("\(name).minHeight", [(1, height)], -20, .greaterThanOrEqual)
        system.row("\(name).height", [(1, height)], -44, .equal, 250)
    }
}
