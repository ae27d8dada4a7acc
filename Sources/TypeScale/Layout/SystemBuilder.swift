import LayoutSolver

/// Builds the rows of one environment's linear system, in this order: the root filling the
/// container; stack and table rows (generated, so a conflict breaks the screen's own rows);
/// the constraints written in table cells and in the screen, in document order; hugging and
/// compression resistance from the pass's intrinsic sizes.
///
/// The written rows are the expensive part and between text passes they change only where a
/// baseline depends on a view whose drawn line count changed, so they are kept and reused.
final class SystemBuilder {
    let screen: Screen
    let tree: InstalledTree
    let environment: LayoutEnvironment
    let constraints: ConstraintList
    private lazy var variableNames = tree.views.flatMap { view in
        ["left", "top", "width", "height"].map { "\(view.id).\($0)" }
    }
    private var written: (rows: [SystemRow], baselineViews: [Int], drawn: [Int])?

    init(screen: Screen, tree: InstalledTree, environment: LayoutEnvironment, constraints: ConstraintList) {
        self.screen = screen
        self.tree = tree
        self.environment = environment
        self.constraints = constraints
    }

    func system(intrinsic: [IntrinsicSize], textLines: [WrappedText?]) throws -> LinearSystem {
        let forms = AttributeForms(tree: tree, container: environment.container, direction: environment.direction,
                                   textLines: textLines)
        var rows = containerRows()
        rows += try generatedRows(forms: forms, intrinsic: intrinsic)
        rows += try writtenRows(textLines: textLines)
        rows += intrinsicRows(intrinsic)
        return LinearSystem(variableNames: variableNames, rows: rows)
    }

    private func containerRows() -> [SystemRow] {
        let container = environment.container
        let fill: [(LayoutAttribute, Double)] = [(.left, 0), (.top, 0), (.width, container.width), (.height, container.height)]
        return fill.map { attribute, value in
            let form = LinearForm.variable(AttributeForms.variable(view: 0, attribute)) + (-value)
            return SystemRow(form: form, relation: .equal, priority: 1000, origin: .container(attribute))
        }
    }

    private func generatedRows(forms: AttributeForms, intrinsic: [IntrinsicSize]) throws -> [SystemRow] {
        var rows: [SystemRow] = []
        let stacks = StackArrangement(tree: tree, environment: environment, forms: forms, intrinsic: intrinsic)
        for view in tree.views where view.kind == .stack {
            rows += try stacks.rows(for: view)
        }
        let tables = TableRows(tree: tree, environment: environment, forms: forms)
        for table in tree.tables {
            rows += tables.rows(for: table)
        }
        return rows
    }

    /// Cell and screen constraints, rebuilt only when a baseline they use has changed.
    private func writtenRows(textLines: [WrappedText?]) throws -> [SystemRow] {
        let drawn = textLines.map { $0?.drawn ?? 0 }
        if let written, written.baselineViews.allSatisfy({ drawn[$0] == written.drawn[$0] }) {
            return written.rows
        }
        let baselines = BaselineUse(count: tree.views.count)
        let forms = AttributeForms(tree: tree, container: environment.container, direction: environment.direction,
                                   textLines: textLines, baselineUse: baselines)
        var rows: [SystemRow] = []
        for (tableIndex, table) in tree.tables.enumerated() {
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
        written = (rows, baselines.views.indices.filter { baselines.views[$0] }, drawn)
        return rows
    }

    private func intrinsicRows(_ intrinsic: [IntrinsicSize]) -> [SystemRow] {
        var rows: [SystemRow] = []
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
        return rows
    }
}

/// Which views' baselines a set of rows used: those rows depend on the views' drawn lines.
final class BaselineUse {
    var views: [Bool]

    init(count: Int) {
        views = [Bool](repeating: false, count: count)
    }
}
