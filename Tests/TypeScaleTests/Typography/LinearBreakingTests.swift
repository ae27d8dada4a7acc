import Testing
@testable import TypeScale

/// Line breaking of long unbroken words is linear (issue 13), with the bits of the reference
/// measurer that sums every range from scratch.
@Suite struct LinearBreakingTests {
    let catalog = FontCatalog.standard()

    static func bits(_ measurement: TextMeasurement) -> [UInt64] {
        measurement.lineWidths.map(\.bitPattern)
    }

    /// The work (glyphs and kerning pairs summed, fits decided) of measuring `text` wrapped.
    func work(_ text: String, font: ResolvedFont, wrap: Double) throws -> (lines: Int, work: Int) {
        let (lookup, shaped) = try #require(catalog.shaping(of: text, font: font))
        let result = catalog.measureCountingWork(shaped, in: lookup, font: font, wrapWidth: wrap)
        return (result.measurement.lineCount, result.work)
    }

    /// Ten times the word is at most about ten times the work, at a width of one glyph a line,
    /// a few glyphs a line and a wide line (each line used to sum the whole rest of the word:
    /// 100× the work for 10× the word).
    @Test(arguments: [1.0, 37.5, 300])
    func workOnAnUnbrokenWordGrowsLinearly(wrap: Double) throws {
        let font = try catalog.resolve(.style(.body), in: FontEnvironment())
        let short = try work(String(repeating: "x", count: 5_000), font: font, wrap: wrap)
        let long = try work(String(repeating: "x", count: 50_000), font: font, wrap: wrap)
        #expect(abs(long.lines - 10 * short.lines) <= 10, "\(short.lines) → \(long.lines)")
        #expect(long.work <= 11 * short.work, "\(short.work) → \(long.work)")
        // A handful of steps per glyph, not per glyph and line.
        #expect(long.work <= 8 * 50_000, "\(long.work)")
    }

    /// Kerned text with spaces and hyphens between long words, in a kerning font with tracking.
    @Test func workOnLongWordsWithKerningGrowsLinearly() throws {
        let font = try catalog.resolve(.style(.title1), in: FontEnvironment())
        func text(_ count: Int) -> String {
            let letters: [Character] = ["A", "V", "T", "o", "y"]
            var text = ""
            for index in 0..<count {
                let character: Character = index % 997 == 996 ? " " : index % 613 == 612 ? "-" : letters[index % 5]
                text.append(character)
            }
            return text
        }
        let short = try work(text(6_000), font: font, wrap: 120)
        let long = try work(text(60_000), font: font, wrap: 120)
        #expect(long.work <= 12 * short.work, "\(short.work) → \(long.work)")
    }

    /// Bit for bit the reference's widths on long words, at widths that make the prefix-sum
    /// estimate undecided (a limit a hair under or at a line's exact width) and far from it.
    @Test func longWordsMeasureAsTheReferenceMeasures() throws {
        let system = try catalog.resolve(.style(.body), in: FontEnvironment())
        let large = try catalog.resolve(.style(.largeTitle), in: FontEnvironment(category: .ax5))
        // No tracking, legacy kerning: the gauge's exact whole-number path.
        var synthetic = SyntheticFont()
        synthetic.segments = [(0x41, 0x43, 1), (0x61, 0x7A, 1)]
        synthetic.kernPairs = [(1, 2, -100), (2, 1, 37), (3, 3, -13)]
        try catalog.addFontFile(at: synthetic.write(to: FontReaderTests.directory(), name: "LinearKern-Regular.ttf"))
        let kerned = try catalog.resolve(FontSpec(size: .fixed(13), family: "Synthetic Sans"), in: FontEnvironment())
        let texts = [
            String(repeating: "Wavy", count: 300),
            String(repeating: "ABCCab", count: 200) + " " + String(repeating: "BA", count: 300),
            String(repeating: "To AV ", count: 80) + String(repeating: "fi", count: 400),
            "\u{1F469}\u{200D}\u{1F4BB}" + String(repeating: "e\u{301}", count: 500) + "-" + String(repeating: "漢", count: 300),
            // Hangul: a fallback font's advance, untracked and unkerned, between tracked Latin.
            String(repeating: "사용자 Ty 이름을AV ", count: 60) + String(repeating: "닉네임", count: 200),
        ]
        var checked = 0
        for font in [system, large, kerned] {
            for text in texts {
                let exact = catalog.measure(String(text.prefix(37)), font: font, wrapWidth: nil).width
                for wrap in [1, 37.5, 120, 333.25, exact, exact - 1e-9, exact.nextDown, exact.nextUp, exact + 2e-9] {
                    let expected = Self.bits(ReferenceMeasurer.measure(catalog, text, font: font, wrapWidth: wrap))
                    #expect(Self.bits(catalog.measure(text, font: font, wrapWidth: wrap)) == expected,
                            "\(text.prefix(12)) size \(font.size) wrap \(wrap)")
                    checked += 1
                }
            }
        }
        #expect(checked == 3 * 5 * 9)
    }

    /// A limit equal to a line's width minus the comparison's 1e-9 lies inside the estimate's
    /// margin: the gauge sums that range as the ruler does, and agrees with it.
    @Test func aWidthAtTheLimitIsSummedExactly() throws {
        let font = try catalog.resolve(.style(.body), in: FontEnvironment())
        let text = String(repeating: "Ty", count: 40)
        let (_, shaped) = try #require(catalog.shaping(of: text, font: font))
        let paragraph = try #require(shaped.paragraphs.first)
        let unitsPerEm = shaped.unitsPerEm
        var ruler = LineRuler(paragraph: paragraph, tracking: SFTracking.thousandths(at: font.size) / 1000 * unitsPerEm,
                              scale: font.size / unitsPerEm)
        let width = ruler.width(of: 0..<21)
        var gauge = LineGauge(paragraph: paragraph, ruler: ruler, limit: width - 1e-9)
        let fits = gauge.fits(0..<21)
        #expect(gauge.summed == 1)
        #expect(fits == (width <= (width - 1e-9) + 1e-9))
        #expect(gauge.fits(0..<30) == false)
        #expect(gauge.fits(0..<5) == true)
        #expect(gauge.summed == 1)
    }
}
