import Testing
import TestSupport
@testable import TypeScale

/// Numbers the importer writes read back as the same double and never use an exponent (they
/// also go into constraint expressions, whose grammar has none).
struct ScreenJSONNumberTests {
    @Test(arguments: [(1e-05, "0.00001"), (-1.5e-07, "-0.00000015"), (2.5e20, "250000000000000000000"),
                      (0.25, "0.25"), (184.85757121439281, "184.8575712143928"), (7, "7"), (-0.007, "-0.007")])
    func exactNumbersArePlainDecimals(number: Double, text: String) {
        #expect(ScreenJSON.exact(number) == text)
    }

    @Test func everyDoubleReadsBack() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<5_000 {
            let magnitude = Double.random(in: -30...30, using: &random)
            let number = (Bool.random(using: &random) ? 1 : -1) * Double.random(in: 1..<10, using: &random) * pow10(magnitude.rounded())
            let text = ScreenJSON.exact(number)
            #expect(Double(text) == number, "\(number) -> \(text)")
            #expect(!text.contains("e"))
        }
    }

    private func pow10(_ exponent: Double) -> Double {
        var value = 1.0
        for _ in 0..<Int(abs(exponent)) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }

    /// A tiny percentage multiplier lays out (written `0.00001 *`, not `1e-05 *`), and a
    /// decimal one is read in one rounding.
    @Test func aTinyPercentageMultiplierLaysOut() throws {
        let layout = try IBDocumentLayout.firstScreen(IBMultiplierTests.document(multiplier: "0.001%"), file: "m.xib")
        #expect(try #require(layout.views.first { $0.ibObjectId == "box" }).absoluteFrame.width == 0)
        let imported = try InterfaceBuilderImport.read(Array(IBMultiplierTests.document(multiplier: "0.7%").utf8), file: "m.xib")
        #expect(try #require(imported.screens.first).json.text().contains("0.007 * root.width"))
    }
}
