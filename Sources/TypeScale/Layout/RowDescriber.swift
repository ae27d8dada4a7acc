/// Names and prints system rows for conflict and ambiguity warnings and the constraints listing.
struct RowDescriber {
    let system: LinearSystem
    let tree: InstalledTree
    let constraints: ConstraintList

    /// `thumbHeight`, `constraints[3]`, `constraints[0]#2` (part 2 of a visual format),
    /// `nameLabel.hugging.h`, `root.width` (the container).
    func name(of row: Int) -> String {
        switch system.rows[row].origin {
        case .container(let attribute):
            return "container.\(attribute.rawValue)"
        case .constraint(let spec, let part):
            let written = constraints.specs[spec]
            let base = written.id ?? written.path.description
            if case .visualFormat = written.body { return "\(base)#\(part)" }
            return base
        case .cellConstraint(let table, let row, let spec, let part):
            let written = tree.tables[table].spec.cellConstraints[spec]
            let base = "\(written.id ?? written.path.description)[row \(row)]"
            if case .visualFormat = written.body { return "\(base)#\(part)" }
            return base
        case .generated(let view, let name):
            return "\(tree.views[view].id).\(name)"
        case .hugging(let view, let axis):
            return "\(tree.views[view].id).hugging.\(axis == .horizontal ? "h" : "v")"
        case .compression(let view, let axis):
            return "\(tree.views[view].id).compression.\(axis == .horizontal ? "h" : "v")"
        }
    }

    /// What the row says: the constraint as written (a visual format's part as expanded),
    /// or the generated constraint.
    func statement(of row: Int) -> String {
        let systemRow = system.rows[row]
        switch systemRow.origin {
        case .container(let attribute):
            // A self-sizing cell's height is a least (>=) and a designed height at a priority.
            let priority = systemRow.priority == 1000 ? "" : " @\(systemRow.priority)"
            return "root.\(attribute.rawValue) \(systemRow.relation.symbol) \(formatNumber(-systemRow.form.constant))" + priority
        case .cellConstraint(let table, _, let spec, let part):
            return Self.written(tree.tables[table].spec.cellConstraints[spec], part: part)
        case .generated:
            return LinearText.render(
                terms: systemRow.form.terms.map { (coefficient: $0.coefficient, variable: system.variableNames[$0.variable]) },
                constant: systemRow.form.constant, relation: systemRow.relation.symbol, priority: systemRow.priority)
        case .constraint(let spec, let part):
            return Self.written(constraints.specs[spec], part: part)
        case .hugging(let view, let axis), .compression(let view, let axis):
            let attribute = axis == .horizontal ? "width" : "height"
            let relation = systemRow.relation == .lessThanOrEqual ? "<=" : ">="
            return "\(tree.views[view].id).\(attribute) \(relation) \(formatNumber(-systemRow.form.constant)) @\(systemRow.priority)"
        }
    }

    /// A constraint as written; a visual format with the part that is meant.
    private static func written(_ spec: ConstraintSpec, part: Int) -> String {
        switch spec.body {
        case .expression(let expression):
            return ConstraintText.expression(expression)
        case .visualFormat(let format, let expansion, _):
            return "\(format)  (\(ConstraintText.expression(expansion[part])))"
        }
    }

    private func line(_ row: Int) -> String {
        var where_ = ""
        if case .constraint(let spec, _) = system.rows[row].origin {
            let location = constraints.specs[spec].node.location
            where_ = " (line \(location.line))"
        }
        return "<constraint \(name(of: row))\(where_): \(statement(of: row))>"
    }

    /// Auto Layout's "Unable to simultaneously satisfy constraints" message, with ids and
    /// JSON paths instead of addresses.
    func conflictWarning(_ conflict: Conflict) -> LayoutWarning {
        var message = "Unable to simultaneously satisfy constraints.\n"
        message += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
        message += conflict.rows.map { "    \"\(line($0))\"" }.joined(separator: ",\n")
        message += "\n)\n\nWill attempt to recover by breaking constraint\n\(line(conflict.broken))"
        return LayoutWarning(kind: .unsatisfiable, message: message, constraints: conflict.rows.map(name(of:)))
    }

    /// The system as the constraints format lists it (SPEC §7.3): each row named, its terms
    /// by variable name.
    func listing() -> SolvedSystemListing {
        let rows = system.rows.indices.map { index in
            let row = system.rows[index]
            return SolvedSystemListing.Row(
                id: name(of: index),
                terms: row.form.terms.map { (coefficient: $0.coefficient, variable: system.variableNames[$0.variable]) },
                constant: row.form.constant,
                relation: row.relation.symbol, priority: row.priority)
        }
        return SolvedSystemListing(variables: system.variableNames, rows: rows)
    }

    /// One warning per view whose frame the constraints do not fix (`variables` are views'
    /// own, sorted).
    func ambiguityWarnings(_ variables: [Int]) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        var index = 0
        while index < variables.count {
            let view = ViewVariables.view(of: variables[index])
            var loose: [String] = []
            while index < variables.count, ViewVariables.view(of: variables[index]) == view {
                loose.append(Self.looseWords(ViewVariables.edge(of: variables[index])))
                index += 1
            }
            let id = tree.views[view].id
            warnings.append(LayoutWarning(
                kind: .ambiguous,
                message: "ambiguous layout: '\(id)' \(loose.joined(separator: ", ")) not fixed by its constraints",
                constraints: [], view: id))
        }
        return warnings
    }

    private static func looseWords(_ edge: ViewVariables.Edge) -> String {
        switch edge {
        case .left: "x position"
        case .top: "y position"
        case .width: "width"
        case .height: "height"
        }
    }
}
