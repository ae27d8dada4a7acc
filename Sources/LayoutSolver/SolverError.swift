/// Identifies a constraint added to one `Solver`; handles are issued in increasing order.
public struct ConstraintHandle: Hashable, Comparable, Sendable {
    /// Position in the order the solver accepted its constraints.
    public let index: Int

    init(index: Int) { self.index = index }

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.index < rhs.index }
}

/// Everything the solver refuses, each case carrying what it refused.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// Required constraints that cannot hold together: a minimal set (drop any one and the rest
    /// hold), sorted by handle, including the offending constraint. A constraint refused by
    /// `addConstraint` is reported with the handle it would have received.
    case unsatisfiable(conflicting: [ConstraintHandle])
    case unknownConstraint(ConstraintHandle)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000).
    case badPriorityForEdit(Variable)
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue

    public var description: String {
        switch self {
        case .unsatisfiable(let handles):
            "unsatisfiable constraints: " + handles.map { "#\($0.index)" }.joined(separator: ", ")
        case .unknownConstraint(let handle): "unknown constraint #\(handle.index)"
        case .duplicateEditVariable(let variable): "duplicate edit variable v\(variable.index)"
        case .unknownEditVariable(let variable): "unknown edit variable v\(variable.index)"
        case .badPriorityForEdit(let variable): "edit variable v\(variable.index) must have an optional priority"
        case .nonFiniteValue: "non-finite value"
        }
    }
}
