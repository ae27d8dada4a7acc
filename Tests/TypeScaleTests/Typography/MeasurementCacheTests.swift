import Foundation
import Testing
@testable import TypeScale
import TestSupport

/// Measuring from cached shapings gives the very bits of shaping afresh (`ReferenceMeasurer`),
/// whatever was measured before, on any thread.
@Suite struct MeasurementCacheTests {
    static let wraps: [Double?] = [nil, 1, 37.5, 120, 300, .infinity]

    /// The bit patterns of the line widths, so −0/+0 or a last-bit difference shows.
    static func bits(_ measurement: TextMeasurement) -> [UInt64] {
        measurement.lineWidths.map(\.bitPattern) + [measurement.lineHeight.bitPattern]
    }

    /// The corpus fonts and a few sizes between and beyond them (tracking changes per size).
    static func fonts(_ catalog: FontCatalog, _ corpus: HarfBuzzAgreementTests.Corpus) throws -> [ResolvedFont] {
        var fonts: [ResolvedFont] = []
        for config in corpus.configs {
            let style = try #require(TextStyle(rawValue: config.style))
            let category = try #require(ContentSizeCategory(parsing: config.category))
            let weight = try #require(FontWeight(rawValue: config.weight))
            fonts.append(try catalog.resolve(FontSpec(size: .style(style), weight: weight), in: FontEnvironment(category: category)))
        }
        for size in [5.0, 23.5, 80] {
            fonts.append(try catalog.resolve(FontSpec(size: .fixed(size)), in: FontEnvironment()))
        }
        return fonts
    }

    @Test func cachedMeasurementEqualsShapingAfreshBitForBitOnTheCorpus() throws {
        let corpus = try HarfBuzzAgreementTests.corpus()
        let catalog = FontCatalog.standard()
        let fonts = try Self.fonts(catalog, corpus)
        var checked = 0
        var mismatches: [String] = []
        // Unwrapped and one wrap width per font, taking the widths in turn (all of them in
        // every font is several times slower in a debug build and finds nothing more).
        for (number, font) in fonts.enumerated() {
            for text in corpus.strings {
                for wrap in [nil, Self.wraps[1 + number % (Self.wraps.count - 1)]] {
                    let expected = Self.bits(ReferenceMeasurer.measure(catalog, text, font: font, wrapWidth: wrap))
                    // The first call of a text in a face shapes it; later calls use the cache.
                    for _ in 0..<2 where Self.bits(catalog.measure(text, font: font, wrapWidth: wrap)) != expected {
                        mismatches.append("\(text.prefix(40).debugDescription) size \(font.size) wrap \(String(describing: wrap))")
                    }
                    checked += 1
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ, first: \(mismatches.prefix(3))")
        #expect(checked >= 200 * 11 * 2)
    }

    /// Legacy `kern` pairs, no tracking, text wrapped at many widths.
    @Test func syntheticFontWithKerningMatchesBitForBit() throws {
        var font = SyntheticFont()
        font.kernPairs = [(1, 2, -100), (2, 1, 37), (3, 3, -13)]
        let catalog = FontCatalog.empty()
        try catalog.addFontFile(at: font.write(to: FontReaderTests.directory(), name: "CacheKern-Regular.ttf"))
        var random = SplitMix64(seed: 7)
        var checked = 0
        for length in 1..<60 {
            var text = ""
            for _ in 0..<length {
                text.append(random.pick(["A", "B", "C", " ", "-", "D"]))
            }
            for size in [7.0, 10, 13.25] {
                let resolved = try catalog.resolve(FontSpec(size: .fixed(size), family: "Synthetic Sans"), in: FontEnvironment())
                for wrap in [nil, 3, 9.5, 20, 47] as [Double?] {
                    let expected = Self.bits(ReferenceMeasurer.measure(catalog, text, font: resolved, wrapWidth: wrap))
                    #expect(Self.bits(catalog.measure(text, font: resolved, wrapWidth: wrap)) == expected, "\(text) \(size) \(String(describing: wrap))")
                    checked += 1
                }
            }
        }
        #expect(checked == 59 * 3 * 5)
    }

    /// `String` equality is canonical equivalence, but "é" is one glyph and "e" + U+0301
    /// two (two trackings): the cache must tell them apart.
    @Test func canonicallyEquivalentTextsAreMeasuredApart() throws {
        let catalog = FontCatalog.standard()
        let font = try catalog.resolve(.style(.body), in: FontEnvironment())
        let composed = catalog.measure("caf\u{E9}", font: font, wrapWidth: nil)
        let decomposed = catalog.measure("cafe\u{301}", font: font, wrapWidth: nil)
        #expect(composed.width != decomposed.width)
        #expect(Self.bits(decomposed) == Self.bits(ReferenceMeasurer.measure(catalog, "cafe\u{301}", font: font, wrapWidth: nil)))
        #expect(Self.bits(composed) == Self.bits(ReferenceMeasurer.measure(catalog, "caf\u{E9}", font: font, wrapWidth: nil)))
    }

    /// A face looked up before a better match is added must not stick.
    @Test func addingAFontFileRedoesEarlierFaceLookups() throws {
        var bold = SyntheticFont()
        bold.weightClass = 700
        bold.advances = [500, 900, 900, 900]
        let folder = try FontReaderTests.directory()
        let catalog = FontCatalog.empty()
        try catalog.addFontFile(at: SyntheticFont().write(to: folder, name: "CacheLookup-Regular.ttf"))
        let spec = FontSpec(size: .fixed(10), weight: .bold, family: "Synthetic Sans")
        let font = try catalog.resolve(spec, in: FontEnvironment())
        #expect(abs(catalog.measure("AB", font: font, wrapWidth: nil).width - 13) < 1e-12)  // (600 + 700) / 100
        try catalog.addFontFile(at: bold.write(to: folder, name: "CacheLookup-Bold.ttf"))
        #expect(abs(catalog.measure("AB", font: font, wrapWidth: nil).width - 18) < 1e-12)  // (900 + 900) / 100
    }

    @Test func unknownFamilyStillMeasuresNothingAndThrowsOnResolve() throws {
        let catalog = FontCatalog.standard()
        let font = ResolvedFont(family: "Nope", size: 12, weight: .regular, lineHeight: 14, ascender: 11, descender: -3)
        #expect(catalog.measure("Hello", font: font, wrapWidth: nil).lineCount == 0)
        #expect(throws: FontError.self) { try catalog.resolve(FontSpec(size: .fixed(12), family: "Nope"), in: FontEnvironment()) }
    }

    @Test func threadsSharingACatalogGetTheSerialResults() throws {
        let corpus = try HarfBuzzAgreementTests.corpus()
        let catalog = FontCatalog.standard()
        let fonts = try Self.fonts(catalog, corpus).prefix(4)
        let texts = Array(corpus.strings.prefix(60))
        let expected = fonts.flatMap { font in
            texts.map { Self.bits(ReferenceMeasurer.measure(catalog, $0, font: font, wrapWidth: 120)) }
        }
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var wrong = 0
        }
        let results = Results()
        let fontList = Array(fonts)
        // Each thread walks the work in its own order, so misses and hits interleave.
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            var wrong = 0
            for step in 0..<expected.count {
                let index = (step * (2 * thread + 1) + thread * 17) % expected.count
                let measured = catalog.measure(texts[index % texts.count], font: fontList[index / texts.count], wrapWidth: 120)
                if Self.bits(measured) != expected[index] { wrong += 1 }
            }
            results.lock.lock()
            results.wrong += wrong
            results.lock.unlock()
        }
        #expect(results.wrong == 0)
    }

    @Test func shapingCacheEmptiesWhenFull() throws {
        let face = try FontReaderTests.face(SyntheticFont())
        var cache = ShapingCache(capacity: 2)
        let keys = ["A", "B", "C"].map { ShapingCache.Key(face: 0, text: $0) }
        for key in keys { cache.insert(ShapedText(key.text, face: face), for: key) }
        #expect(cache.count == 1)
        #expect(cache.shaped(keys[0]) == nil)
        #expect(cache.shaped(keys[2])?.paragraphs.first?.advances == [650])  // "C" is glyph 3
        #expect(cache.shaped(ShapingCache.Key(face: 1, text: "C")) == nil)
    }
}
