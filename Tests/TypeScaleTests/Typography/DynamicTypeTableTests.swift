import Testing
@testable import TypeScale

/// The Dynamic Type table, transcribed here a second time (independently of the source
/// table) from the reference, and compared cell by cell.
@Suite struct DynamicTypeTableTests {
    /// style: sizes XS…AX5, then leadings XS…AX5.
    static let expected: [(TextStyle, [Double], [Double])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]

    @Test func everyCellMatchesTheReference() {
        #expect(Self.expected.map(\.0) == TextStyle.allCases)
        var cells = 0
        for (style, sizes, leadings) in Self.expected {
            for category in ContentSizeCategory.allCases {
                #expect(style.pointSize(at: category) == sizes[category.rawValue], "\(style) \(category.shortName) size")
                #expect(style.leading(at: category) == leadings[category.rawValue], "\(style) \(category.shortName) leading")
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    @Test func weightsAndBoldText() {
        #expect(TextStyle.allCases.filter { $0.weight == .semibold } == [.headline])
        #expect(TextStyle.allCases.filter { $0.weight(boldText: true) == .bold } == [.largeTitle, .title1, .title2])
        #expect(TextStyle.body.weight(boldText: true) == .semibold)
        #expect(FontWeight.regular.boldTextVariant == .semibold)
        #expect(FontWeight.semibold.boldTextVariant == .bold)
    }

    /// The twelve title1 label heights measured on a @3x simulator, XS → AX5.
    @Test func title1HeightsAt3x() throws {
        let measured = [30, 31.333, 32.333, 33.667, 36, 38.333, 40.667, 45.667, 51.333, 57.333, 63.333, 69.333]
        let catalog = FontCatalog.standard()
        let grid = PixelGrid(scale: 3)
        for category in ContentSizeCategory.allCases {
            let font = try catalog.resolve(.style(.title1), in: FontEnvironment(category: category, grid: grid))
            let height = catalog.measure("Title", font: font, wrapWidth: 288).intrinsicSize(grid: grid).height
            #expect(abs(height - measured[category.rawValue]) < 0.001, "\(category.shortName): \(height)")
        }
    }

    @Test func bodyAtLIsMeasuredHeight() throws {
        let catalog = FontCatalog.standard()
        let font = try catalog.resolve(.style(.body), in: FontEnvironment())
        #expect(font.size == 17)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        let measurement = catalog.measure("Name", font: font, wrapWidth: nil)
        #expect(measurement.intrinsicSize(grid: PixelGrid(scale: 2)).height == 20.5)
        #expect(abs(measurement.intrinsicSize(grid: PixelGrid(scale: 3)).height - 61.0 / 3) < 1e-12)
    }

    /// UIFontMetrics.scaledValue: the eight measured values the model matches, and the miss.
    @Test func scaledValuesMatchMeasurements() {
        let grid = PixelGrid(scale: 3)
        let cases: [(TextStyle, ContentSizeCategory, Double, Double)] = [
            (.body, .xs, 18, 15.6667), (.body, .xxxl, 18, 23.6667), (.footnote, .xxxl, 18, 24),
            (.caption2, .xxxl, 18, 30.3333), (.body, .ax2, 18, 32.6667), (.title2, .ax5, 18, 42.3333),
            (.body, .m, 17, 16.333), (.body, .xxl, 17, 20),
        ]
        for (style, category, input, measured) in cases {
            #expect(abs(style.scaledValue(input, at: category, grid: grid) - measured) < 0.001, "\(style) \(category.shortName)")
        }
        // The documented miss: iOS gives 18, the model 18.333.
        #expect(abs(TextStyle.caption2.scaledValue(8, at: .ax2, grid: grid) - 55.0 / 3) < 1e-9)
        #expect(TextStyle.body.scaledValue(8.2, at: .l, grid: grid) == 8.2)
        #expect(TextStyle.body.scaleFactor(at: .xxl) == 26.0 / 22.0)
    }
}
