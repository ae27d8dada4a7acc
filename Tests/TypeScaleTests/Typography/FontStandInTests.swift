import Foundation
import Testing
import TestSupport
@testable import TypeScale

/// A screen file's `standIns` (README "Fonts a run lacks"): a family the run has no file for
/// is the system font, its widths scaled and its line as given; a family without a row stays
/// unknown; the family's file, when given, is measured and the row not used.
struct FontStandInTests {
    static func screen(_ standIns: String) -> String {
        """
        { "device": "iphone-8", "standIns": \(standIns),
          "views": [ { "id": "title", "kind": "label", "text": "ABC", "font": { "size": 20, "family": "Brand Sans" } } ],
          "constraints": [ "title.leading == root.leading + 20", "title.top == root.top + 40" ] }
        """
    }

    static func layOut(_ json: String, fonts: [String] = []) throws -> (frame: Frame, warnings: [String]) {
        let path = try Scratch.directory("stand-in").appendingPathComponent("brand.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try ScreenFile.load(path: path, fontFiles: fonts)
        var request = LayoutRequest()
        request.categories = [.l]
        let layout = try #require(try file.screens[0].layouts(request).first)
        return (try #require(layout.views.first { $0.id == "title" }).frame, file.warnings)
    }

    /// 1.25 times the system font's "ABC" at 20 pt and a 1.5-em line (30 pt), on the 2x grid.
    @Test func aRowMeasuresTheMissingFamily() throws {
        let (frame, warnings) = try Self.layOut(Self.screen(#"[ { "family": "Brand Sans", "widthScale": 1.25, "lineHeight": 1.5 } ]"#))
        let system = try IBFontCalibrationTests.systemWidth("ABC", size: 20)
        #expect(frame.width == IBFontCalibrationTests.ceilToHalf(1.25 * system))
        #expect(frame.height == 30)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("font family 'Brand Sans' is not loaded (add it with --font): the system font stands in, with the widths and line of its stand-in row") == true)
    }

    /// A row's line wins over `IOSFontLines`' (Helvetica Neue's 1.165 em: 23.3 → 23.5 at 20
    /// pt), and is split above and below the baseline as San Francisco's line is.
    @Test func aRowsLineWinsAndIsSplitAsSanFranciscos() throws {
        let json = Self.screen(#"[ { "family": "Helvetica Neue", "lineHeight": 1.5 } ]"#)
            .replacingOccurrences(of: #""family": "Brand Sans" }"#, with: #""family": "Helvetica Neue" }"#)
        #expect(try Self.layOut(json).frame.height == 30)
        var spec = FontSpec(size: .fixed(20), family: FontSpec.systemFamily)
        spec.standsInFor = "Brand Sans"
        spec.standIn = FontStandIn.Measure(widthScale: 1, lineHeight: 1.5)
        let font = try FontCatalog.standard().resolve(spec, in: FontEnvironment())
        #expect(abs(font.ascender - 30 * 1950 / 2444) < 1e-9)
        #expect(abs(font.descender + 30 * 494 / 2444) < 1e-9)
    }

    /// A label shrinking its text in a measured stand-in searches its size with the row's
    /// widths: "ABC" in 1.5 times the system font's widths fits a frame a third narrower than
    /// its full size only shrunk by about that much.
    @Test func aShrinkingLabelKeepsTheRowsWidths() throws {
        let system = try IBFontCalibrationTests.systemWidth("ABC", size: 20)
        let width = (1.5 * system * 0.75).rounded()
        let json = """
            { "device": "iphone-8", "standIns": [ { "family": "Brand Sans", "widthScale": 1.5 } ],
              "views": [ { "id": "title", "kind": "label", "text": "ABC", "minimumScale": 0.5, "font": { "size": 20, "family": "Brand Sans" } } ],
              "constraints": [ "title.leading == root.leading + 20", "title.top == root.top + 40", "title.width == \(width)" ] }
            """
        let path = try Scratch.directory("stand-in").appendingPathComponent("shrink.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        var request = LayoutRequest()
        request.categories = [.l]
        let layout = try #require(try ScreenFile.load(path: path, fontFiles: []).screens[0].layouts(request).first)
        let shrunk = try #require(layout.views.first { $0.id == "title" }?.text?.shrunkSize)
        #expect(shrunk < 15.5 && shrunk > 14)
    }

    /// A row names its family in any case, as the layout finds fonts.
    @Test func aRowNamesItsFamilyInAnyCase() throws {
        let (frame, _) = try Self.layOut(Self.screen(#"[ { "family": "brand sans", "widthScale": 1.25 } ]"#))
        #expect(frame.width == IBFontCalibrationTests.ceilToHalf(1.25 * (try IBFontCalibrationTests.systemWidth("ABC", size: 20))))
    }

    /// A row for another family leaves Brand Sans unknown: an error, as without any row.
    @Test func aFamilyWithoutARowIsUnknown() throws {
        #expect(throws: (any Error).self) { try Self.layOut(Self.screen(#"[ { "family": "Other Sans", "widthScale": 1.25 } ]"#)) }
    }

    /// A row never hides a font file given: the layout finds a family ignoring case (and by
    /// file name), so "brand sans" with Brand Sans' file is that font, without a warning (the
    /// round's review: the row had won and the warning asked for the font given).
    @Test func aRowNeverHidesAFontFile() throws {
        var synthetic = SyntheticFont()
        synthetic.family = "Brand Sans"
        let font = try synthetic.write(to: FontReaderTests.directory(), name: "BrandSans-Regular.ttf")
        let json = Self.screen(#"[ { "family": "brand sans", "widthScale": 1.25 } ]"#).replacingOccurrences(of: #""family": "Brand Sans" }"#, with: #""family": "brand sans" }"#)
        let (frame, warnings) = try Self.layOut(json, fonts: [font])
        #expect([frame.width, frame.height] == [39, 22])
        #expect(warnings.isEmpty)
    }

    /// With the font file, its own advances (A, B, C: 600, 700 and 650 of 1000 units: 39 pt
    /// at 20) and line (1.09 em: 21.8 → 22), no warning.
    @Test func theFamilysFileWins() throws {
        var synthetic = SyntheticFont()
        synthetic.family = "Brand Sans"
        let font = try synthetic.write(to: FontReaderTests.directory(), name: "BrandSans-Regular.ttf")
        let (frame, warnings) = try Self.layOut(Self.screen(#"[ { "family": "Brand Sans", "widthScale": 1.25, "lineHeight": 1.5 } ]"#), fonts: [font])
        #expect([frame.width, frame.height] == [39, 22])
        #expect(warnings.isEmpty)
    }
}
