import Testing
@testable import TypeScale

/// The reuse rules of the written constraints' rows, asked directly.
struct WrittenRowCacheTests {
    /// A row told apart from others by its origin.
    static func row(_ spec: Int) -> SystemRow {
        SystemRow(form: .variable(spec), relation: .equal, priority: 1000, origin: .constraint(spec: spec, part: 0))
    }

    static func origins(_ rows: [SystemRow]?) -> [RowOrigin]? {
        rows?.map(\.origin)
    }

    @Test func aPassReusesTheLastPassWhileItsBaselinesDrawAsManyLines() {
        let cache = WrittenRowCache()
        #expect(cache.passRows(category: .l, drawn: [0, 1, 2]) == nil)
        cache.keepPass([Self.row(0), Self.row(1)], category: .l, baselineViews: [2, 1, 2], drawn: [0, 1, 2])
        #expect(Self.origins(cache.passRows(category: .l, drawn: [0, 1, 2])) == Self.origins([Self.row(0), Self.row(1)]))
        // View 0's baseline was not read: its lines do not matter.
        #expect(cache.passRows(category: .l, drawn: [5, 1, 2]) != nil)
        // Views 1 and 2 were read.
        #expect(cache.passRows(category: .l, drawn: [0, 2, 2]) == nil)
        #expect(cache.passRows(category: .l, drawn: [0, 1, 3]) == nil)
        // Another category has other fonts, so other baselines.
        #expect(cache.passRows(category: .xl, drawn: [0, 1, 2]) == nil)
        // The next pass replaces the last.
        cache.keepPass([Self.row(3)], category: .xl, baselineViews: [], drawn: [0, 1, 2])
        #expect(Self.origins(cache.passRows(category: .xl, drawn: [9, 9, 9])) == [.constraint(spec: 3, part: 0)])
        #expect(cache.passRows(category: .l, drawn: [0, 1, 2]) == nil)
    }

    @Test func aSpecIsKeptForOtherCategoriesOnlyWhenNothingOfTheCategoryReachesIt() {
        let cache = WrittenRowCache()
        #expect(cache.rows(ofSpec: 0) == nil)
        cache.keep(ConstraintRows(rows: [Self.row(0)], baselineViews: []), ofSpec: 0, dependsOnCategory: false)
        cache.keep(ConstraintRows(rows: [Self.row(1)], baselineViews: [4]), ofSpec: 1, dependsOnCategory: false)
        cache.keep(ConstraintRows(rows: [Self.row(2)], baselineViews: []), ofSpec: 2, dependsOnCategory: true)
        cache.keep(ConstraintRows(rows: [], baselineViews: []), ofSpec: 3, dependsOnCategory: false)
        #expect(Self.origins(cache.rows(ofSpec: 0)) == [.constraint(spec: 0, part: 0)])
        #expect(cache.rows(ofSpec: 1) == nil)
        #expect(cache.rows(ofSpec: 2) == nil)
        // No rows (a `when` that does not match, say) is kept as no rows.
        #expect(Self.origins(cache.rows(ofSpec: 3)) == [])
        #expect(cache.rows(ofSpec: 4) == nil)
        // Recording a slot again replaces what it held.
        cache.keep(ConstraintRows(rows: [Self.row(1)], baselineViews: []), ofSpec: 1, dependsOnCategory: false)
        #expect(Self.origins(cache.rows(ofSpec: 1)) == [.constraint(spec: 1, part: 0)])
        cache.keep(ConstraintRows(rows: [Self.row(0)], baselineViews: [0]), ofSpec: 0, dependsOnCategory: false)
        #expect(cache.rows(ofSpec: 0) == nil)
    }
}
