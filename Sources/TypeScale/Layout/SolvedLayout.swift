/// A screen solved in one environment (SPEC §4): everything its frames, warnings and the
/// constraints listing are made from, and nothing they would have to work out again.
struct SolvedLayout {
    let screenName: String
    let environment: LayoutEnvironment
    /// The screen's constraints, which the rows' origins point into.
    let constraints: ConstraintList
    let tree: InstalledTree
    /// The system of the last text pass.
    let system: LinearSystem
    /// Every variable's value in its solution (`ViewVariables` numbers them).
    let values: [Double]
    /// Per view, its text fitted at its final width; nil for a view without text.
    let lines: [TextFit?]
    /// What the texts were measured with: the widest words are measured from it when asked for.
    let fonts: FontCatalog
    /// The broken sets of required rows.
    let conflicts: [Conflict]
    /// The variables the constraints leave free, sorted.
    let ambiguous: [Int]
}
