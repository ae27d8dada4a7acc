/// The rewrites that change the tableau's rows and the objective's costs together.
extension Engine {
    /// Replaces `symbol` by `definition` (`symbol = constant + terms`) in every row, in each
    /// tier of the objective and in phase one's objective.
    mutating func substitute(_ symbol: Int, by definition: Row) {
        tableau.substitute(symbol, by: definition)
        objective.substitute(symbol, by: definition)
    }

    /// Exchanges the basic symbol of row `slot` for `entering` (which must be in that row)
    /// and substitutes the solved row everywhere else.
    mutating func pivot(_ slot: Int, entering: Int) {
        let (leaving, solved) = tableau.pivot(slot, entering: entering)
        objective.substitute(entering, by: solved)
        objective.noteCostChange(leaving)
    }

    /// Drops `symbol` (fixed at 0) from every row and from the objective.
    mutating func eraseColumn(_ symbol: Int) {
        tableau.eraseColumn(symbol)
        objective.erase(symbol)
    }
}
