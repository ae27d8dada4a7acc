import LayoutSolver

/// A screen's constraints in document order, with where each was written.
struct ConstraintList {
    var specs: [ConstraintSpec]
    /// Indices of the specs a layout lists as `constraint ID VALUE` when active: an id and a
    /// category table or scaled constant, not a placeholder.
    var listedConstants: [Int]

    /// Top-level constraints in the order written, and those written inside views placed
    /// among them by their place in the file: "the one listed last in the input" breaks a
    /// conflict (SPEC §4). In a screen file the top-level list is in file order too (a
    /// table's cell constraints are listed after all these, `SystemBuilder.writtenRows`); an
    /// imported Interface Builder screen, whose constraints are all top-level and located at
    /// their XML elements, keeps the order the reader gives them (its cells' own constraints
    /// after the screen's, `IBScreenBuilder.build`), which is why the merge does not re-sort
    /// the top-level list: it assumes it holds no nested constraints out of place.
    init(screen: Screen) {
        var nested: [ConstraintSpec] = []
        func collect(_ views: [ViewSpec]) {
            for view in views {
                if !view.constraints.isEmpty { nested.append(contentsOf: view.constraints) }
                collect(view.children)
            }
        }
        collect(screen.views)
        let specs: [ConstraintSpec]
        if nested.isEmpty {
            // Only top-level constraints: the list shares the screen's array.
            specs = screen.constraints
        } else {
            // Sorted as positions, then merged: sorting the specs themselves moved a JSON node
            // and more per comparison.
            let locations = nested.map(\.node.location)
            let order = nested.indices.sorted { (locations[$0], $0) < (locations[$1], $1) }
            var merged: [ConstraintSpec] = []
            merged.reserveCapacity(screen.constraints.count + nested.count)
            var next = 0
            for spec in screen.constraints {
                let location = spec.node.location
                while next < order.count, locations[order[next]] < location {
                    merged.append(nested[order[next]])
                    next += 1
                }
                merged.append(spec)
            }
            merged += order[next...].map { nested[$0] }
            specs = merged
        }
        self.specs = specs
        listedConstants = specs.indices.filter { index in
            specs[index].id != nil && specs[index].constant?.isCategoryDependent == true && !specs[index].placeholder
        }
    }
}

/// The rows of one constraint spec and the views whose baselines they were made from: those
/// rows change when such a view's drawn line count does.
struct ConstraintRows {
    var rows: [SystemRow]
    /// In the order asked for, repeats included.
    var baselineViews: [Int]
}

/// Resolves constraint specs (names, guides, metrics, category tables) into system rows for
/// one environment and text pass.
struct ConstraintResolver {
    let screen: Screen
    let tree: InstalledTree
    let environment: LayoutEnvironment
    let forms: AttributeForms
    /// Set for a table row's cell constraints: their view names mean that row's copies.
    var scope: CellScope? = nil

    /// The rows of one spec; none when it is a placeholder, its `when` does not match, or (per
    /// part) it names a view that is not installed. The baselines are those read, dropped parts'
    /// included.
    func rows(for spec: ConstraintSpec, index: Int) throws -> ConstraintRows {
        var resolved = ConstraintRows(rows: [], baselineViews: [])
        if spec.placeholder { return resolved }
        if let when = spec.when, !when.matches(environment.traits) { return resolved }
        let expressions: [ConstraintExpression]
        var own: [String: Double] = [:]
        switch spec.body {
        case .expression(let expression):
            expressions = [expression]
        case .visualFormat(_, let expansion, let metrics):
            expressions = expansion
            own = metrics
        }
        let metrics = Metrics(own: own, screen: screen.metrics)
        for (part, expression) in expressions.enumerated() {
            guard let row = try row(for: expression, spec: spec, index: index, part: part, metrics: metrics,
                                    baselines: &resolved.baselineViews) else { continue }
            resolved.rows.append(row)
        }
        return resolved
    }

    private func row(
        for expression: ConstraintExpression, spec: ConstraintSpec, index: Int, part: Int, metrics: Metrics,
        baselines: inout [Int]
    ) throws -> SystemRow? {
        let reference = try referenceView(of: expression, spec: spec)
        var across: (first: Int?, second: Int?)?
        if let second = expression.second {
            across = (try ownerView(of: expression.first, reference: reference, spec: spec),
                      try ownerView(of: second, reference: reference, spec: spec))
        }
        guard let first = try form(expression.first, reference: reference, other: across?.second, spec: spec,
                                   baselines: &baselines) else { return nil }
        var form = first
        if let secondItem = expression.second {
            guard let second = try self.form(secondItem, reference: reference, other: across?.first, spec: spec,
                                             baselines: &baselines) else { return nil }
            form = form.minus(second, times: expression.multiplier)
            if spec.coordinates == .container, expression.multiplier != 1, !expression.first.attribute.isSize,
               let firstView = across?.first, let secondView = across?.second {
                // In the common ancestor's coordinates: (a − o) = m (b − o) + c, so a row
                // of a table means the same as the first.
                let container = commonAncestor(firstView, secondView)
                let inner = firstView == container ? secondView : firstView
                form = form.minus(origin(container, axis: expression.first.attribute.axis, inner: inner),
                                  times: 1 - expression.multiplier)
            }
        } else if expression.multiplier != 1 {
            throw spec.node.error("a multiplier needs a second item")
        }
        let constant = try self.constant(of: expression, spec: spec, metrics: metrics)
        form = form + (-constant)
        let relation: Relation = switch expression.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return SystemRow(form: form.simplified(), relation: relation,
                         priority: try priority(of: expression, spec: spec, metrics: metrics),
                         origin: .constraint(spec: index, part: part))
    }

    /// The view `superview` and `margins` are relative to: the first item's view, or the
    /// second's when the first is a guide. Nil when that view is not installed.
    private func referenceView(of expression: ConstraintExpression, spec: ConstraintSpec) throws -> Int?? {
        // The first item, then the second (no array of the two: this runs for every row).
        func view(of item: LayoutItem) throws -> Int?? {
            switch item.target {
            case .view(let id), .marginsOf(let id), .safeAreaOf(let id), .parent(of: let id), .contentOf(let id), .frameOf(let id):
                return .some(try installedIndex(of: id, spec: spec))
            case .root, .safeArea:
                return .some(0)
            case .superview, .margins:
                return nil
            }
        }
        if let found = try view(of: expression.first) { return found }
        if let second = expression.second, let found = try view(of: second) { return found }
        throw spec.node.error("'superview' and 'margins' need a view as the other item")
    }

    private func installedIndex(of id: String, spec: ConstraintSpec) throws -> Int? {
        if id == "root" { return 0 }
        if let scope {
            if let index = tree.indexById[scope.prefix + id] { return index }
            if scope.ids[id] != nil { return nil }
            throw spec.node.error(unknown: "cell view", id, among: scope.ids.keys.sorted())
        }
        if let index = tree.indexById[id] { return index }
        if tree.allIds[id] != nil { return nil }  // not installed here: the constraint is dropped
        throw spec.node.error(unknown: "view", id, among: tree.allIds.keys.sorted())
    }

    private func parent(of view: Int, spec: ConstraintSpec) throws -> Int {
        guard let parent = tree.views[view].parent else {
            throw spec.node.error("the root view has no superview")
        }
        return parent
    }

    /// The view an item belongs to (a guide's owner, `superview`'s view), for the scroll view
    /// rule; nil when it is not installed.
    private func ownerView(of item: LayoutItem, reference: Int??, spec: ConstraintSpec) throws -> Int? {
        switch item.target {
        case .view(let id), .marginsOf(let id), .safeAreaOf(let id), .contentOf(let id), .frameOf(let id):
            return try installedIndex(of: id, spec: spec)
        case .parent(of: let id):
            return try installedIndex(of: id, spec: spec).map { try parent(of: $0, spec: spec) }
        case .superview, .margins:
            guard let reference = reference, let view = reference else { return nil }
            return try parent(of: view, spec: spec)
        case .root, .safeArea:
            return 0
        }
    }

    /// The linear form of an item; nil when it names a view that is not installed. `other` is
    /// the view the constraint's other item belongs to: between a scroll view and a view inside
    /// it, the scroll view's edges and margins mean its content (TN2154, SPEC §6.2). A view's
    /// baseline read is added to `baselines`.
    private func form(_ item: LayoutItem, reference: Int??, other: Int?, spec: ConstraintSpec,
                      baselines: inout [Int]) throws -> LinearForm? {
        let attribute = item.attribute
        let isBaseline = attribute == .firstBaseline || attribute == .lastBaseline
        // A local function, not a closure value: a closure copied the whole resolver per item.
        func guideForm(_ rect: AttributeForms.Rect) throws -> LinearForm {
            guard let form = forms.form(attribute, of: rect, view: nil) else {
                throw spec.node.error("a layout guide has no \(attribute.rawValue)")
            }
            return form
        }
        /// A view's own frame, or its content where the scroll view rule says so.
        func viewForm(_ view: Int) -> LinearForm? {
            if isBaseline { baselines.append(forms.baselineView(attribute, of: view)) }
            if scrollsContent(of: view, for: other), !attribute.attachesToScrollFrame {
                return forms.form(attribute, of: forms.content(of: view), view: view)
            }
            return forms.form(attribute, of: forms.frame(of: view), view: view)
        }
        func marginsForm(_ view: Int) throws -> LinearForm {
            if scrollsContent(of: view, for: other) {
                return try guideForm(forms.content(of: view).inset(by: tree.views[view].margins))
            }
            return try guideForm(forms.margins(of: view))
        }
        switch item.target {
        case .view(let id):
            guard let view = try installedIndex(of: id, spec: spec) else { return nil }
            return viewForm(view)
        case .root:
            if isBaseline { baselines.append(0) }
            return forms.form(attribute, of: forms.frame(of: 0), view: 0)
        case .safeArea:
            return try guideForm(forms.safeArea)
        case .superview:
            guard let reference = reference, let view = reference else { return nil }
            return viewForm(try parent(of: view, spec: spec))
        case .parent(of: let id):
            guard let view = try installedIndex(of: id, spec: spec) else { return nil }
            return viewForm(try parent(of: view, spec: spec))
        case .margins:
            guard let reference = reference, let view = reference else { return nil }
            return try marginsForm(try parent(of: view, spec: spec))
        case .marginsOf(let id):
            guard let view = try installedIndex(of: id, spec: spec) else { return nil }
            return try marginsForm(view)
        case .safeAreaOf(let id):
            guard let view = try installedIndex(of: id, spec: spec) else { return nil }
            return try guideForm(forms.safeArea(of: view))
        case .contentOf(let id), .frameOf(let id):
            guard let view = try installedIndex(of: id, spec: spec) else { return nil }
            guard tree.views[view].kind == .scroll else {
                let guide = if case .contentOf = item.target { "content" } else { "frame" }
                throw spec.node.error("'\(id)' is a \(tree.views[view].kind.rawValue), not a scroll view: only a scroll view has a \(guide) guide")
            }
            if case .contentOf = item.target { return try guideForm(forms.content(of: view)) }
            return try guideForm(forms.frame(of: view))
        }
    }

    /// The nearest view that is `a` or `b` or contains both; two attributes of one view are in
    /// its superview's coordinates.
    private func commonAncestor(_ a: Int, _ b: Int) -> Int {
        if a == b { return tree.views[a].parent ?? a }
        var ancestors: [Int] = []
        var node: Int? = a
        while let view = node { ancestors.append(view); node = tree.views[view].parent }
        node = b
        while let view = node, !ancestors.contains(view) { node = tree.views[view].parent }
        return node ?? 0
    }

    /// The left or top edge of a view's coordinate space: its content's for a scroll view
    /// around `inner`, else its frame's.
    private func origin(_ view: Int, axis: LayoutAxis, inner: Int) -> LinearForm {
        let rect = scrollsContent(of: view, for: inner) ? forms.content(of: view) : forms.frame(of: view)
        return forms.form(axis == .horizontal ? .left : .top, of: rect, view: view) ?? LinearForm()
    }

    /// Whether `view` is a scroll view and `other` lies inside it: then a constraint between
    /// them means the scroll view's content for edges (UIKit's rule before layout guides).
    private func scrollsContent(of view: Int, for other: Int?) -> Bool {
        guard tree.views[view].kind == .scroll, var inner = other else { return false }
        while let parent = tree.views[inner].parent {
            if parent == view { return true }
            inner = parent
        }
        return false
    }

    private func constant(of expression: ConstraintExpression, spec: ConstraintSpec, metrics: Metrics) throws -> Double {
        if let table = spec.constant { return table.value(at: environment.category, grid: environment.grid) }
        guard let signed = expression.constant else { return 0 }
        let value: Double
        switch signed.term {
        case .number(let number): value = number
        case .metric(let name): value = try metric(name, in: metrics, spec: spec)
        case .standardSibling: value = screen.spacing.sibling
        case .standardSuperview: value = screen.spacing.superview
        }
        return signed.negated ? -value : value
    }

    private func priority(of expression: ConstraintExpression, spec: ConstraintSpec, metrics: Metrics) throws -> Int {
        if let priority = spec.priority { return priority }
        let value: Double
        switch expression.priority {
        case nil: return 1000
        case .number(let number): value = number
        case .metric(let name): value = try metric(name, in: metrics, spec: spec)
        }
        guard value >= 1, value <= 1000, value == value.rounded() else {
            throw spec.node.error("a priority must be a whole number from 1 to 1000, found \(formatNumber(value))")
        }
        return Int(value)
    }

    private func metric(_ name: String, in metrics: Metrics, spec: ConstraintSpec) throws -> Double {
        if let value = metrics.own[name] ?? metrics.screen[name] { return value }
        throw spec.node.error(unknown: "metric", name, among: Set(metrics.own.keys).union(metrics.screen.keys).sorted())
    }

    /// A visual format's own metrics, then the screen's (looked up, never copied per row).
    struct Metrics {
        var own: [String: Double]
        var screen: [String: Double]
    }
}

/// The view names a table's cell constraints may use, and the prefix (`TABLE#N.`) of one
/// row's copies: a name in a cell's constraints means that row's view, never one outside.
struct CellScope {
    var prefix: String
    var ids: [String: Bool]

    static func ids(of views: [ViewSpec]) -> [String: Bool] {
        var ids: [String: Bool] = [:]
        func collect(_ views: [ViewSpec]) {
            for view in views {
                ids[view.id] = true
                collect(view.children)
            }
        }
        collect(views)
        return ids
    }
}
