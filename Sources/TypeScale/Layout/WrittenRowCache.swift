/// The rows of the written constraints (cell and screen constraints) kept for reuse, and the
/// two rules that say when they can be: resolving them is the expensive part of building a
/// system. One cache serves one installed tree, whose categories share it (`SystemBuilder.Shared`).
///
/// - Between text passes of one category, all of them, while every view whose baseline they
///   read draws as many lines as when they were made (nothing else they read changes).
/// - Between categories, one spec's rows, when they read no baseline (a font's metrics) and
///   the spec names nothing else the category changes (`ConstraintSpec.dependsOnCategory`).
final class WrittenRowCache {
    /// Per spec (per table row for cell constraints), in the order they are resolved: rows
    /// that hold in every category; nil for those not kept.
    private var specRows: [[SystemRow]?] = []
    /// The last pass's rows, its category, the views whose baselines they read (sorted, once
    /// each) and every view's drawn line count then.
    private var lastPass: (rows: [SystemRow], category: ContentSizeCategory, baselineViews: [Int], drawn: [Int])?

    /// The last pass's rows, when it was of this category and no view whose baseline they
    /// read draws another number of lines now (`drawn`, per view).
    func passRows(category: ContentSizeCategory, drawn: [Int]) -> [SystemRow]? {
        guard let lastPass, lastPass.category == category,
              lastPass.baselineViews.allSatisfy({ drawn[$0] == lastPass.drawn[$0] }) else { return nil }
        return lastPass.rows
    }

    /// Keeps a pass's rows for the next pass: `baselineViews` are the views whose baselines
    /// they read (any order, repeats allowed), `drawn` every view's drawn line count.
    func keepPass(_ rows: [SystemRow], category: ContentSizeCategory, baselineViews: [Int], drawn: [Int]) {
        var read = [Bool](repeating: false, count: drawn.count)
        for view in baselineViews { read[view] = true }
        lastPass = (rows, category, read.indices.filter { read[$0] }, drawn)
    }

    /// The rows kept for the spec resolved `slot`-th, if any.
    func rows(ofSpec slot: Int) -> [SystemRow]? {
        slot < specRows.count ? specRows[slot] : nil
    }

    /// Records the spec resolved `slot`-th (slots are recorded in order, each once before
    /// the next): its rows are kept when they hold in every category.
    func keep(_ resolved: ConstraintRows, ofSpec slot: Int, dependsOnCategory: Bool) {
        if slot == specRows.count { specRows.append(nil) }
        specRows[slot] = resolved.baselineViews.isEmpty && !dependsOnCategory ? resolved.rows : nil
    }
}
