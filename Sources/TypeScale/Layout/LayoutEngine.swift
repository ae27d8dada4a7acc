import LayoutSolver

/// Lays out one screen (SPEC §4): installs views, builds the linear system, solves it with the
/// text passes, and rounds frames. Keeps the solver between categories so a run of all twelve
/// only updates the constants that change.
public final class LayoutEngine {
    public let screen: Screen
    let fonts: FontCatalog
    let constraints: ConstraintList
    private let solver = SystemSolver()
    /// Passes after the first, at most: wrapped heights settle in one or two.
    static let maxTextPasses = 6

    public init(screen: Screen, fonts: FontCatalog) {
        self.screen = screen
        self.fonts = fonts
        self.constraints = ConstraintList(screen: screen)
    }

    /// The layout in one environment.
    public func layout(_ environment: LayoutEnvironment) throws -> ScreenLayout {
        let tree = try ViewTreeResolver(screen: screen, fonts: fonts, environment: environment).resolve()
        var result = try solvePasses(tree: tree, environment: environment)
        var ambiguous = solver.ambiguousVariables()
        if !ambiguous.isEmpty && !result.startedFresh {
            // An ambiguous optimum depends on the solver's history: start over so the answer
            // is the one a run of this category alone prints.
            solver.reset()
            result = try solvePasses(tree: tree, environment: environment)
            ambiguous = solver.ambiguousVariables()
        }
        return FrameRounding(tree: tree, environment: environment, fonts: fonts, screen: screen,
                             constraints: constraints).layout(from: result, ambiguous: ambiguous)
    }

    struct PassResult {
        var system: LinearSystem
        var solved: SolvedSystem
        var textLines: [WrappedText?]
        var startedFresh: Bool
    }

    private func solvePasses(tree: InstalledTree, environment: LayoutEnvironment) throws -> PassResult {
        let sizer = IntrinsicSizer(fonts: fonts, grid: environment.grid)
        var sizes: [IntrinsicSize] = []
        var lines: [WrappedText?] = []
        for view in tree.views {
            let (size, text) = sizer.size(of: view, wrapWidth: nil)
            sizes.append(size)
            lines.append(text)
        }
        let builder = SystemBuilder(screen: screen, tree: tree, environment: environment, constraints: constraints)
        var system = try builder.system(intrinsic: sizes, textLines: lines)
        var solved = solver.solve(system)
        let startedFresh = solved.rebuilt
        let wrapping = tree.views.filter(\.wrapsText).map(\.index)
        var pass = 0
        while !wrapping.isEmpty && pass < Self.maxTextPasses {
            pass += 1
            var changed = false
            for index in wrapping {
                let width = max(0, solved.values[AttributeForms.variable(view: index, .width)])
                let (size, text) = sizer.size(of: tree.views[index], wrapWidth: width)
                if size != sizes[index] || text != lines[index] {
                    changed = true
                    sizes[index] = size
                    lines[index] = text
                }
            }
            if !changed { break }
            system = try builder.system(intrinsic: sizes, textLines: lines)
            solved = solver.solve(system)
        }
        return PassResult(system: system, solved: solved, textLines: lines, startedFresh: startedFresh)
    }

    /// The linear system of one environment after its text passes (SPEC §7.3).
    func solvedSystem(_ environment: LayoutEnvironment) throws -> LinearSystem {
        let tree = try ViewTreeResolver(screen: screen, fonts: fonts, environment: environment).resolve()
        return try solvePasses(tree: tree, environment: environment).system
    }
}

/// Builds the rows: the root filling the container, the screen's constraints in document
/// order, then hugging and compression resistance from intrinsic sizes.
struct SystemBuilder {
    let screen: Screen
    let tree: InstalledTree
    let environment: LayoutEnvironment
    let constraints: ConstraintList

    func system(intrinsic: [IntrinsicSize], textLines: [WrappedText?]) throws -> LinearSystem {
        let names = tree.views.flatMap { view in ["left", "top", "width", "height"].map { "\(view.id).\($0)" } }
        let container = environment.container
        var rows: [SystemRow] = []
        let fill: [(LayoutAttribute, Double)] = [(.left, 0), (.top, 0), (.width, container.width), (.height, container.height)]
        for (attribute, value) in fill {
            let form = LinearForm.variable(AttributeForms.variable(view: 0, attribute)) + (-value)
            rows.append(SystemRow(form: form, relation: .equal, priority: 1000, origin: .container(attribute)))
        }
        let forms = AttributeForms(tree: tree, container: container, direction: environment.direction, textLines: textLines)
        // Generated before written constraints, so a conflict breaks the screen's own.
        let stacks = StackArrangement(tree: tree, environment: environment, forms: forms, intrinsic: intrinsic)
        for view in tree.views where view.kind == .stack {
            rows += try stacks.rows(for: view)
        }
        let tables = TableRows(tree: tree, environment: environment, forms: forms)
        for (tableIndex, table) in tree.tables.enumerated() {
            rows += tables.rows(for: table)
            let cellIds = CellScope.ids(of: table.spec.cellViews)
            for row in table.cells.indices {
                let scope = CellScope(suffix: "#\(row)", ids: cellIds)
                let resolver = ConstraintResolver(screen: screen, tree: tree, environment: environment, forms: forms, scope: scope)
                for (index, spec) in table.spec.cellConstraints.enumerated() {
                    rows += try resolver.rows(for: spec, index: index).map { written in
                        guard case .constraint(_, let part) = written.origin else { return written }
                        var copy = written
                        copy.origin = .cellConstraint(table: tableIndex, row: row, spec: index, part: part)
                        return copy
                    }
                }
            }
        }
        let resolver = ConstraintResolver(screen: screen, tree: tree, environment: environment, forms: forms)
        for (index, spec) in constraints.specs.enumerated() {
            rows += try resolver.rows(for: spec, index: index)
        }
        for view in tree.views.dropFirst() {
            let size = intrinsic[view.index]
            let axes: [(LayoutAxis, LayoutAttribute, Double?, Int, Int)] = [
                (.horizontal, .width, size.width, view.hugging.horizontal, view.compression.horizontal),
                (.vertical, .height, size.height, view.hugging.vertical, view.compression.vertical),
            ]
            for (axis, attribute, value, hugging, compression) in axes {
                guard let value else { continue }
                let form = LinearForm.variable(AttributeForms.variable(view: view.index, attribute)) + (-value)
                rows.append(SystemRow(form: form, relation: .lessThanOrEqual, priority: hugging,
                                      origin: .hugging(view: view.index, axis: axis)))
                rows.append(SystemRow(form: form, relation: .greaterThanOrEqual, priority: compression,
                                      origin: .compression(view: view.index, axis: axis)))
            }
        }
        return LinearSystem(variableNames: names, rows: rows)
    }
}
