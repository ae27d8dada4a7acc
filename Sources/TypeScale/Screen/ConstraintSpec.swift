/// A constraint as written in a screen file (SPEC §3.2, §3.3), before names are resolved.
public struct ConstraintSpec: Sendable {
    public enum Body: Sendable {
        case expression(ConstraintExpression)
        /// A format string with its expansion (parsed once) and its own metrics.
        case visualFormat(String, expansion: [ConstraintExpression], metrics: [String: Double])
    }

    public var body: Body
    /// The `id`, which names it in output and errors.
    public var id: String?
    /// Where it was written, for errors; document order breaks conflicts (the last one listed).
    public var node: JSONNode
    /// The object form's `constant`, replacing the expression's.
    public var constant: ConstantSpec?
    /// The object form's `priority`, replacing the expression's.
    public var priority: Int?
    /// Interface Builder's "remove at build time".
    public var placeholder = false
    public var when: Condition?
    /// Where a multiplier on a position applies (`coordinates`).
    public var coordinates = ConstraintCoordinates.root

    public var path: JSONPath { node.path }

    /// The expressions it stands for: itself, or a format string's expansion.
    var expressions: [ConstraintExpression] {
        switch body {
        case .expression(let expression): [expression]
        case .visualFormat(_, let expansion, _): expansion
        }
    }
}

/// The coordinates a multiplier on a position is applied in: the root's (SPEC §3.2), or
/// UIKit's, those of the two items' nearest common ancestor (`container`; README "Screen
/// format"), so `a.top == 1.5 * b.top` means the same in every row of a table.
public enum ConstraintCoordinates: String, Sendable, CaseIterable {
    case root, container
}

/// A constant that may depend on the category (SPEC §3.2 object form).
public enum ConstantSpec: Sendable, Equatable {
    case number(Double)
    /// One optional value per category in canonical order; missing ones fall back per §3.2.
    case perCategory([Double?])
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)`.
    case scaled(Double, relativeTo: TextStyle)

    /// Whether the output lists it as `constraint ID VALUE`.
    var isCategoryDependent: Bool {
        if case .number = self { return false }
        return true
    }

    /// The value at a category: a missing category takes the nearest smaller given one;
    /// below the smallest given one, that one.
    func value(at category: ContentSizeCategory, grid: PixelGrid) -> Double {
        switch self {
        case .number(let value):
            return value
        case .perCategory(let table):
            if let value = table[...category.rawValue].last(where: { $0 != nil }) ?? nil { return value }
            return table.first(where: { $0 != nil }).flatMap { $0 } ?? 0
        case .scaled(let value, let style):
            return style.scaledValue(value, at: category, grid: grid)
        }
    }
}
