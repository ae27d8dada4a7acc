import Foundation
import Testing
@testable import TypeScale

/// typescale's widths against HarfBuzz's (Tests/Tools/harfbuzz/generate.py): every corpus
/// string in every configuration must agree to 0.01 pt, but for the strings with Hangul, which
/// typescale measures in the font iOS falls back to (`FallbackAdvances`, a departure from the
/// `.notdef` advance HarfBuzz gives with Inter alone; `FallbackAdvanceTests` checks them).
@Suite struct HarfBuzzAgreementTests {
    struct Corpus: Decodable {
        struct Config: Decodable {
            let style: String
            let category: String
            let size: Double
            let weight: String
        }
        let configs: [Config]
        let strings: [String]
        let widths: [[Double]]
    }

    static func corpus() throws -> Corpus {
        let data = try #require(Bundle.module.url(forResource: "Data", withExtension: nil))
        let file = data.appendingPathComponent("Typography/harfbuzz-widths.json")
        return try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: file))
    }

    @Test func corpusIsLargeAndCoversTheCases() throws {
        let corpus = try Self.corpus()
        #expect(corpus.strings.count >= 200)
        #expect(corpus.configs.count >= 6)
        #expect(corpus.widths.count == corpus.strings.count)
        for required in ["AV", "To", "Wa", "Yo", "", "日本語", "👨‍👩‍👧", "café", "0123456789"] {
            #expect(corpus.strings.contains(required), "corpus lacks \(required)")
        }
        #expect(corpus.strings.contains { $0.unicodeScalars.count >= 2000 })
    }

    @Test func everyWidthAgreesWithHarfBuzz() throws {
        let corpus = try Self.corpus()
        let catalog = FontCatalog.standard()
        var checked = 0
        for (column, config) in corpus.configs.enumerated() {
            let style = try #require(TextStyle(rawValue: config.style))
            let category = try #require(ContentSizeCategory(parsing: config.category))
            let weight = try #require(FontWeight(rawValue: config.weight))
            let font = try catalog.resolve(FontSpec(size: .style(style), weight: weight),
                                           in: FontEnvironment(category: category))
            #expect(font.size == config.size, "\(config.style) at \(config.category)")
            for (row, text) in corpus.strings.enumerated()
            where !text.unicodeScalars.contains(where: { FallbackAdvances.em(for: $0) != nil }) {
                let expected = corpus.widths[row][column]
                let measured = catalog.measure(text, font: font, wrapWidth: nil).width
                #expect(abs(measured - expected) <= 0.01,
                        "\(text.debugDescription) \(config.style) \(config.category) \(config.weight): \(measured) vs HarfBuzz \(expected)")
                checked += 1
            }
        }
        #expect(checked >= 1600)
    }

    /// The kerning in the corpus is real: without it, "AV" would be far wider.
    @Test func kernedPairsAreTighterThanTheirAdvances() throws {
        let catalog = FontCatalog.standard()
        let font = try catalog.resolve(.style(.body), in: FontEnvironment())
        let pair = catalog.measure("AV", font: font, wrapWidth: nil).width
        let apart = catalog.measure("A", font: font, wrapWidth: nil).width + catalog.measure("V", font: font, wrapWidth: nil).width
        #expect(apart - pair > 0.5)
    }
}
