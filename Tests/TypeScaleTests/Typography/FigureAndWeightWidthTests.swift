import Foundation
import Testing
@testable import TypeScale

/// San Francisco's figures and heavier weights (README "Decisions where the spec is silent"):
/// a figure blends at half the Display share, and medium to bold text-size glyphs are wider
/// than Inter's, measured against Inter and Inter Display as font files of their own.
@Suite struct FigureAndWeightWidthTests {
    /// At 26 pt (share 1) "0" is halfway between Inter's and Inter Display's "0", plus tracking.
    @Test func aFigureAtDisplaySizeIsHalfwayBetweenTheCuts() throws {
        let (catalog, text, display) = try OpticalSizeTests.catalog()
        let inter = try OpticalSizeTests.width(catalog, "0", family: text, size: 26)
        let interDisplay = try OpticalSizeTests.width(catalog, "0", family: display, size: 26)
        let system = try OpticalSizeTests.width(catalog, "0", family: "system", size: 26)
        #expect(inter - interDisplay > 1.5)
        #expect(abs(system - OpticalSizeTests.tracking("0", size: 26) - (inter + interDisplay) / 2) < 0.001)
        // A letter takes the Display cut whole.
        let letter = try OpticalSizeTests.width(catalog, "o", family: "system", size: 26)
        let displayLetter = try OpticalSizeTests.width(catalog, "o", family: display, size: 26)
        #expect(abs(letter - OpticalSizeTests.tracking("o", size: 26) - displayLetter) < 0.001)
    }

    /// Semibold at 17 pt is Inter SemiBold's advances × 1.021 plus unwidened tracking.
    @Test func semiboldTextIsWidenedButNotItsTracking() throws {
        let catalog = FontCatalog.standard()
        let file = EmbeddedFontTests.fontsFolder.appendingPathComponent("Inter-SemiBold.otf").path
        let family = try catalog.addFontFile(at: file)
        let text = "John Doe"
        func width(_ family: String, _ weight: FontWeight) throws -> Double {
            let font = try catalog.resolve(FontSpec(size: .fixed(17), weight: weight, family: family, dynamic: false),
                                           in: FontEnvironment())
            return catalog.measure(text, font: font, wrapWidth: nil).width
        }
        let inter = try width(family, .semibold)
        let system = try width("system", .semibold)
        let expected = inter * 1.021 + OpticalSizeTests.tracking(text, size: 17)
        #expect(abs(system - expected) < 0.001, "\(system) vs \(expected)")
        #expect(SystemFontMetrics.widthFactor(.regular, displayShare: 0) == 1)
        #expect(SystemFontMetrics.widthFactor(.medium, displayShare: 0) == 1.011)
        #expect(SystemFontMetrics.widthFactor(.bold, displayShare: 1) == 1)
    }
}
