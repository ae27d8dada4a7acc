import Testing
@testable import TypeScale

@Suite struct FontResolutionTests {
    let catalog = FontCatalog.standard()

    func resolve(_ spec: FontSpec, _ environment: FontEnvironment = FontEnvironment()) throws -> ResolvedFont {
        try catalog.resolve(spec, in: environment)
    }

    @Test func textStylesScaleWithTheCategory() throws {
        let font = try resolve(.style(.body), FontEnvironment(category: .xxl))
        #expect(font.size == 21)
        #expect(font.lineHeight == 21 * 1.193359375)
        #expect(font.weight == .regular)
        #expect(try resolve(.style(.headline)).weight == .semibold)
    }

    @Test func dynamicFalseStaysAtLarge() throws {
        let font = try resolve(FontSpec(size: .style(.body), dynamic: false), FontEnvironment(category: .ax5))
        #expect(font.size == 17)
    }

    @Test func fixedSizesTakeTheDeviceAdjustmentButDoNotScale() throws {
        let environment = FontEnvironment(category: .ax3, fixedSizeAdjustment: 2)
        #expect(try resolve(.fixed(15), environment).size == 17)
        // Styles and relativeTo fonts are not adjusted.
        #expect(try resolve(.style(.body), environment).size == 40)
        let relative = try resolve(FontSpec(size: .relative(15, to: .body)), environment)
        #expect(relative.size == 15 * 48.0 / 22.0)
    }

    @Test func maxSizeCaps() throws {
        let font = try resolve(FontSpec(size: .style(.body), maxSize: 28), FontEnvironment(category: .ax5))
        #expect(font.size == 28)
        #expect(try resolve(FontSpec(size: .style(.body), maxSize: 28)).size == 17)
    }

    @Test func boldText() throws {
        let bold = FontEnvironment(boldText: true)
        #expect(try resolve(.style(.body), bold).weight == .semibold)
        #expect(try resolve(.style(.title1), bold).weight == .bold)
        #expect(try resolve(.style(.headline), bold).weight == .semibold)  // the reference's style rule
        #expect(try resolve(.fixed(15), bold).weight == .semibold)
        #expect(try resolve(.fixed(15, weight: .semibold), bold).weight == .bold)
        // Heavier faces are wider.
        let regular = try resolve(.style(.body))
        let semibold = try resolve(.style(.body), bold)
        #expect(catalog.measure("Hello", font: semibold, wrapWidth: nil).width
                > catalog.measure("Hello", font: regular, wrapWidth: nil).width + 0.5)
    }

    @Test func invalidSizesThrow() {
        #expect(throws: FontError.invalidSize(0)) { try resolve(.fixed(0)) }
        #expect(throws: FontError.invalidSize(-3)) { try resolve(.fixed(-5), FontEnvironment(fixedSizeAdjustment: 2)) }
    }

    @Test func trackingTable() {
        #expect(SFTracking.points(at: 17) == -0.442)
        #expect(SFTracking.thousandths(at: 4) == 41)       // below 6 pt: 6 pt's value
        #expect(SFTracking.thousandths(at: 55) == 6)       // between 54 and 56: 54's
        #expect(SFTracking.thousandths(at: 79.5) == 1)     // 76's
        #expect(SFTracking.thousandths(at: 120) == 0)
        #expect(SFTracking.thousandths(at: 17.9) == -26)
    }
}
