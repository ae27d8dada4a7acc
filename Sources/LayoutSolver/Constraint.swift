/// A constraint as the solver keeps it: `Σ terms + constant  relation  0` at a priority, and
/// the marker symbols of its tableau row (a definition outside the tableau has none: see
/// `Definitions`).
struct ConstraintRecord {
    /// Merged per variable and sorted by variable index.
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Int
    var isActive = true
    /// Edit constraints are internal: never reported, never removable by handle.
    var isEdit = false

    /// The symbol whose column tracks this constraint's constant (dummy, slack or error).
    var marker = -1
    /// The marker's coefficient in the row as created (`0 = constant + … + μ·marker`).
    var markerCoefficient = 0.0
    /// The second symbol of the row (minus error of an equality, error of an inequality).
    var other = -1

    var isRequired: Bool { priority >= 1000 }

    /// The errors this constraint adds to its tier of the objective.
    var errorSymbols: [Int] {
        guard !isRequired else { return [] }
        return relation == .equal ? [marker, other] : [other]
    }

    /// How far the constraint is from holding when `Σ terms + constant` is `v`.
    func violation(ofValue v: Double) -> Double {
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}

/// A definition substituted into a tableau constraint: its constant entered that constraint's
/// row times `factor`, so a new constant shifts exactly those rows (no rebuild).
struct Expansion {
    var definition: Int
    var constraint: Int
    var factor: Double
    /// The definition's previous expansion, or −1.
    var previous: Int
}
