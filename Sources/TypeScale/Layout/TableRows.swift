import LayoutSolver

/// The rows of a table (SPEC §6.1): each cell `TABLE#N` spans the table's width, starts where the
/// previous one ends, and is as tall as `rowHeight` or, when automatic, as its constraints need.
struct TableRows {
    let tree: InstalledTree
    let environment: LayoutEnvironment
    let forms: AttributeForms

    func rows(for table: InstalledTable) -> [SystemRow] {
        var rows: [SystemRow] = []
        func add(_ form: LinearForm, _ relation: Relation, _ priority: Int, _ name: String, _ cell: Int) {
            rows.append(SystemRow(form: form.simplified(), relation: relation, priority: priority,
                                  origin: .generated(view: cell, name: name)))
        }
        let tableFrame = forms.frame(of: table.view)
        var previous: Int?
        for cell in table.cells {
            let frame = forms.frame(of: cell)
            add(frame.left - tableFrame.left, .equal, 1000, "UITableView-left", cell)
            add(frame.width - tableFrame.width, .equal, 1000, "UITableView-width", cell)
            let above = previous.map { forms.frame(of: $0).top + forms.frame(of: $0).height } ?? tableFrame.top
            add(frame.top - above, .equal, 1000, "UITableView-top", cell)
            switch table.spec.rowHeight {
            case .fixed(let height):
                add(frame.height + (-height.value(at: environment.category, grid: environment.grid)), .equal, 1000,
                    "UITableView-rowHeight", cell)
            case .automatic:
                // systemLayoutSizeFitting with fitting-size priority: as short as the content allows.
                add(frame.height, .equal, 50, "UITableView-fitting", cell)
            }
            previous = cell
        }
        return rows
    }
}
