import Testing
@testable import TypeScale

@Suite struct WrappingTests {
    let catalog = FontCatalog.standard()
    var body: ResolvedFont { try! catalog.resolve(.style(.body), in: FontEnvironment()) }

    func width(_ text: String) -> Double {
        catalog.measure(text, font: body, wrapWidth: nil).width
    }

    @Test func emptyTextHasNoLines() {
        let measurement = catalog.measure("", font: body, wrapWidth: 100)
        #expect(measurement.lineCount == 0)
        #expect(measurement.intrinsicSize(grid: PixelGrid(scale: 2)) == (0, 0))
    }

    @Test func helloMatchesTheSpecExample() throws {
        let report = try MeasureReport(text: "Hello", spec: .style(.body), environment: FontEnvironment(grid: PixelGrid(scale: 2)),
                                       wrapWidth: nil, catalog: catalog)
        #expect(report.text() == "width=38.479 lineHeight=20.287 lines=1 intrinsic=38.5x20.5")
        #expect(report.json() == """
            {
              "text": "Hello",
              "font": {
                "family": "system",
                "size": 17,
                "weight": "regular"
              },
              "width": 38.479,
              "lineHeight": 20.287,
              "lines": 1,
              "intrinsic": {
                "width": 38.5,
                "height": 20.5
              }
            }
            """)
    }

    @Test func wrapsAtSpacesAndTrailingSpacesDoNotCount() {
        let text = "A rather long item title that wraps"
        let limit = width("A rather long item") + 0.01
        let measurement = catalog.measure(text, font: body, wrapWidth: limit)
        #expect(measurement.lineCount == 2)
        #expect(measurement.lineWidths[0] == width("A rather long item"))
        #expect(measurement.lineWidths[1] == width("title that wraps"))
        // Just too narrow: "item" moves down.
        let narrower = catalog.measure(text, font: body, wrapWidth: limit - 0.02)
        #expect(narrower.lineWidths[0] == width("A rather long"))
    }

    @Test func breaksAfterHyphens() {
        let limit = width("well-known") - 0.01
        let measurement = catalog.measure("well-known", font: body, wrapWidth: limit)
        #expect(measurement.lineWidths == [width("well-"), width("known")])
    }

    @Test func overlongWordStartsAFreshLineThenBreaksBetweenCharacters() {
        let limit = width("abcd") + 0.001
        let measurement = catalog.measure("ab abcdefghij", font: body, wrapWidth: limit)
        // "efghi" fits the width of "abcd" ("i" is narrow); "j" is left.
        #expect(width("efghi") < limit && width("efghij") > limit)
        #expect(measurement.lineWidths == [width("ab"), width("abcd"), width("efghi"), width("j")])
    }

    @Test func graphemeClustersStayWhole() {
        // A flag is two scalars, one character: never split between them.
        let measurement = catalog.measure("🇺🇸🇺🇸", font: body, wrapWidth: 1)
        #expect(measurement.lineCount == 2)
        #expect(measurement.lineWidths[0] == width("🇺🇸"))
    }

    @Test func ideographsBreakAnywhereButNotBeforeClosingPunctuation() {
        let limit = width("日本語") + 0.001
        #expect(catalog.measure("日本語日本語", font: body, wrapWidth: limit).lineWidths == [width("日本語"), width("日本語")])
        // "。" may not start a line, so "語。" moves down together.
        let punctuated = catalog.measure("日本語。", font: body, wrapWidth: limit)
        #expect(punctuated.lineWidths == [width("日本"), width("語。")])
    }

    @Test func newlinesAreHardBreaks() {
        let measurement = catalog.measure("Hello\nWorld\r\n\nx", font: body, wrapWidth: nil)
        #expect(measurement.lineWidths == [width("Hello"), width("World"), 0, width("x")])
        #expect(measurement.intrinsicSize(grid: PixelGrid(scale: 3)).height == PixelGrid(scale: 3).ceil(4 * body.lineHeight))
    }

    @Test func kerningSplitByALineBreakDoesNotCount() {
        // "A V": the kern of "AV" never applies across the space anyway; "AV" split by a
        // character break: each half measures alone.
        let measurement = catalog.measure("AV", font: body, wrapWidth: width("A") + 0.001)
        #expect(measurement.lineWidths == [width("A"), width("V")])
    }
}

@Suite struct BuiltInTablesTests {
    @Test func categoriesTable() {
        let lines = BuiltInTables.categoriesText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 14)  // header, 12 rows, final newline
        #expect(lines[0] == "short  UIKit                              raw value                                 SwiftUI")
        #expect(lines[4] == "L      large                              UICTContentSizeCategoryL                  large")
        #expect(lines[12] == "AX5    accessibilityExtraExtraExtraLarge  UICTContentSizeCategoryAccessibilityXXXL  accessibility5")
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func stylesTable() {
        let lines = BuiltInTables.stylesText().split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[0] == "style        weight    bold      XS   S   M   L  XL  XXL  XXXL  AX1  AX2  AX3  AX4  AX5")
        #expect(lines[5] == "headline     semibold  semibold  14  15  16  17  19   21    23   28   33   40   47   53")
        #expect(lines[1] == "largeTitle   regular   bold      31  32  33  34  36   38    40   44   48   52   56   60")
    }
}
