/// What a tableau symbol stands for. Symbols are integer ids, issued in creation order, so
/// every tie in pivot selection is broken by id and the solver is deterministic.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// An error of an optional constraint: ≥ 0 and costed in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
    /// The temporary variable of phase one when a row has no feasible subject.
    case artificial

    /// Restricted symbols are ≥ 0 (dummies are fixed at 0, which is stricter).
    var isRestricted: Bool { self != .external }

    /// Symbols a pivot may bring into the basis.
    var canEnter: Bool { self == .slack || self == .error || self == .external }
}
