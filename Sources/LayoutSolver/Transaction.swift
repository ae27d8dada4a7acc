/// A transaction on the engine: a required change that may turn out to be unsatisfiable (an
/// artificial-variable add, a required constant change, a refinement step). Each part that
/// such a change can touch keeps its own undo log from its checkpoint, so a transaction costs
/// what it touches and a rollback restores the exact bits — the later solve is the same as if
/// the refused change had never been tried. The value cache is only invalidated: values are
/// computed again from the restored parts.
extension Engine {
    var isInTransaction: Bool { tableau.isCheckpointed }

    mutating func beginTransaction() {
        tableau.checkpoint()
        objective.checkpoint()
        definitions.checkpoint()
    }

    /// Keeps every change made since `beginTransaction`.
    mutating func commitTransaction() {
        tableau.commit()
        objective.commit()
        definitions.commit()
    }

    /// Undoes every change made since `beginTransaction`, bit for bit.
    mutating func rollbackTransaction() {
        tableau.rollback()
        objective.rollback()
        definitions.rollback()
        values.invalidate()
    }
}
