/// A stack view's arrangement (SPEC §6): every property may vary by `when`.
public struct StackSpec: Sendable {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }

    /// UIStackView.Distribution.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIStackView.Alignment; `top`/`leading` and `bottom`/`trailing` are the same case in UIKit.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }

    public var axis = Varying(Axis.horizontal)
    public var spacing = Varying(StackSpacing.constant(.number(0)))
    public var distribution = Varying(Distribution.fill)
    public var alignment = Varying(Alignment.fill)
    public var layoutMarginsRelative = Varying(false)

    static let keys = ["axis", "spacing", "distribution", "alignment", "layoutMarginsRelative"]

    static func decode(_ object: JSONObject) throws -> StackSpec {
        var stack = StackSpec()
        if let value = object.optional("axis") { stack.axis = try Varying.decode(value) { try $0.oneOf(Axis.self) } }
        if let value = object.optional("spacing") { stack.spacing = try Varying.decode(value, value: StackSpacing.decode) }
        if let value = object.optional("distribution") {
            stack.distribution = try Varying.decode(value) { try $0.oneOf(Distribution.self) }
        }
        if let value = object.optional("alignment") { stack.alignment = try Varying.decode(value) { try $0.oneOf(Alignment.self) } }
        if let value = object.optional("layoutMarginsRelative") {
            stack.layoutMarginsRelative = try Varying.decode(value) { try $0.bool() }
        }
        return stack
    }
}

/// A stack's spacing: a constant, or `"standard"`, UIKit's system spacing
/// (`UIStackView.spacingUseSystem`, Interface Builder's `spacingType="standard"`): 8 pt
/// between views, but a sentinel near 0 wherever UIKit computes with the `spacing` property
/// itself (`StackArrangement.textWidthRows`).
public enum StackSpacing: Sendable, Equatable {
    case constant(ConstantSpec)
    case standard

    /// The standard spacing between two arranged views.
    static let standardGap = 8.0

    static func decode(_ node: JSONNode) throws -> StackSpacing {
        if case .string = node.value {
            guard try node.string() == "standard" else {
                throw node.error("expected a spacing: a constant or \"standard\", found \(InputError.quote(try node.string()))")
            }
            return .standard
        }
        return .constant(try ConstraintDecoder.decodeConstant(node))
    }

    /// The gap between arranged views at a category.
    func gap(at category: ContentSizeCategory, grid: PixelGrid) -> Double {
        switch self {
        case .constant(let constant): constant.value(at: category, grid: grid)
        case .standard: Self.standardGap
        }
    }

    /// The `spacing` property's own value, as UIKit reads it in its disambiguation constants.
    func property(at category: ContentSizeCategory, grid: PixelGrid) -> Double {
        switch self {
        case .constant(let constant): constant.value(at: category, grid: grid)
        case .standard: 0
        }
    }
}

/// A table (SPEC §6.1): one cell fragment instantiated per row, top to bottom.
public struct TableSpec: Sendable {
    public enum RowHeight: Sendable {
        /// `UITableView.automaticDimension`: the height the cell's constraints need.
        case automatic
        case fixed(ConstantSpec)
    }

    public var rowHeight = RowHeight.automatic
    public var cellViews: [ViewSpec] = []
    public var cellConstraints: [ConstraintSpec] = []
    /// Per row, the text (or title) of cell views by id, in the order written.
    public var rows: [[(id: String, text: String)]] = []

    static let keys = ["rowHeight", "cell", "rows", "estimatedRowHeight"]
    /// The keys of `cell`, a screen fragment.
    static let cellKeys = ["views", "constraints"]
    /// The `rowHeight` that self-sizes.
    static let automaticRowHeight = "automatic"

    static func decode(_ object: JSONObject, metricNames: [String]) throws -> TableSpec {
        var table = TableSpec()
        if let value = object.optional("rowHeight") {
            if case .string(let text) = value.value {
                guard text == automaticRowHeight else { throw value.error("expected a row height: a number, a per-category table or \"automatic\"") }
            } else {
                table.rowHeight = .fixed(try ConstraintDecoder.decodeConstant(value))
            }
        }
        if let value = object.optional("estimatedRowHeight") { _ = try value.length(what: "estimatedRowHeight") }
        let cellNode = try object.required("cell")
        let cell = try cellNode.object(allowing: cellKeys)
        // Cell ids live in their own namespace: each row's copies are `TABLE#N.VIEW`.
        var context = ViewDecodingContext(metricNames: metricNames)
        table.cellViews = try cell.optional("views")?.array().map { try ViewDecoder.decode($0, context: &context) } ?? []
        let written = try cell.optional("constraints")?.array().map {
            try ConstraintDecoder.decode($0, metricNames: metricNames)
        } ?? []
        // Constraints written inside the cell's views mean what the cell's own do (SPEC §3.1),
        // placed among them by their place in the file (round 32's review: they were dropped).
        func nested(_ views: [ViewSpec]) -> [ConstraintSpec] { views.flatMap { $0.constraints + nested($0.children) } }
        let all = written + nested(table.cellViews)
        table.cellConstraints = all.count == written.count ? written
            : all.indices.sorted { (all[$0].node.location, $0) < (all[$1].node.location, $1) }.map { all[$0] }
        let ids = context.ids.keys.sorted()
        // Every name a cell constraint gives is a cell view's, checked here once: the rows
        // resolve them, and a table of no rows had taken a typo silently (round 37's review).
        for constraint in table.cellConstraints {
            for item in constraint.expressions.flatMap({ [$0.first] + ($0.second.map { [$0] } ?? []) }) {
                guard let name = item.target.viewName, name != "root", context.ids[name] == nil else { continue }
                throw constraint.node.error(unknown: "cell view", name, among: ids)
            }
        }
        if let rows = object.optional("rows") {
            table.rows = try rows.array().map { row in
                try row.object().members.filter { !$0.key.hasPrefix("_") }.map { member in
                    guard context.ids[member.key] != nil else {
                        throw member.keyError("unknown cell view \(InputError.quote(member.key))\(DidYouMean.hint(for: member.key, among: ids))")
                    }
                    return (member.key, try member.value.string())
                }
            }
        }
        return table
    }
}
