/// Chains and grids of views as linear systems: four variables a view (left, width, top,
/// height) and a mix of required, 750 and 250 constraints, like a row of buttons or a
/// collection of cells.
///
/// The preferences are chosen so the optimum is unique (so typescale and kiwi can be compared
/// value by value): neighbours want equal widths at 750 and a width of 100 only at 250, so when
/// the container shrinks every view narrows by the same amount. (With `width == 100 @750`
/// beside a 750 container bound the shortfall could be taken from any view: many optima.)
enum ViewArrays {
    static let spacing = 8.0
    static let preferredWidth = 100.0
    /// The container's width as a fraction of the width the views want, for each re-solve;
    /// it starts at 1 (everything fits) and every step changes it.
    static let resolveFractions = [0.9, 0.8, 0.95, 1.0]

    /// `count` views in a row: `v[i+1].left == v[i].left + v[i].width + 8`.
    static func chain(count: Int) -> BenchSystem {
        var system = BenchSystem(name: "chain\(count)")
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
            view.addSizePreferences(&system)
            previous = view
        }
        if let last = previous {
            system.row("trailing", [(1, last.left), (1, last.width), (-1, container)], 0, .lessThanOrEqual)
        }
        addContainerBound(&system, container, wanted: Double(count) * (preferredWidth + spacing) - spacing)
        return system
    }

    /// `rows × columns` views: row neighbours spaced like a chain, column neighbours stacked
    /// 8 apart; every row's trailing edge inside the container. `aligned` adds the column
    /// alignments `left == above.left @750`, implied at the optimum and so highly degenerate:
    /// kiwi aborts on them with "The objective is unbounded" at 10 × 10, and typescale took
    /// 10 s and gave widths of 4e11 at 5 × 10 before its pivoting rule was made lexicographic.
    static func grid(rows: Int, columns: Int, aligned: Bool = false) -> BenchSystem {
        var system = BenchSystem(name: "\(aligned ? "aligned" : "grid")\(rows * columns)")
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
                view.addSizePreferences(&system)
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
        addContainerBound(&system, container,
                          wanted: Double(columns) * (preferredWidth + spacing) - spacing)
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

    /// `container.width == W @750`: the constant the re-solve changes (typescale's setConstant).
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

    /// `width >= 50` required, `width == 100 @250`, `height >= 20` required, `height == 44 @250`.
    func addSizePreferences(_ system: inout BenchSystem) {
        system.row("\(name).minWidth", [(1, width)], -50, .greaterThanOrEqual)
        system.row("\(name).width", [(1, width)], -ViewArrays.preferredWidth, .equal, 250)
        system.row("\(name).minHeight", [(1, height)], -20, .greaterThanOrEqual)
        system.row("\(name).height", [(1, height)], -44, .equal, 250)
    }
}
