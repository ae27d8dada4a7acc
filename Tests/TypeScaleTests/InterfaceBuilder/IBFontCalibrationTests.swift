import Foundation
import Testing
import TestSupport
@testable import TypeScale

/// A custom font the run lacks is measured off the frames Xcode stored for labels it sized by
/// their text (`IBFontCalibration`, README "Fonts a run lacks"): the import writes what they
/// agree on as the screen's `standIns`, and every command measures the family so.
struct IBFontCalibrationTests {
    /// The system font's width of `text` at `size` (what the stand-in measures before scaling).
    static func systemWidth(_ text: String, size: Double, weight: FontWeight = .regular) throws -> Double {
        let catalog = FontCatalog.standard()
        let font = try catalog.resolve(.fixed(size, weight: weight), in: FontEnvironment(grid: PixelGrid(scale: 2)))
        return catalog.measure(text, font: font, wrapWidth: nil).width
    }

    static func ceilToHalf(_ x: Double) -> Double { (x * 2).rounded(.up) / 2 }

    /// A label in Brand Sans (which no run has) stored as Xcode would store it in a font 1.1
    /// times as wide as the stand-in with a 1.4-em line, on the 2x iPhone of `xib`.
    static func brandLabel(_ id: String, _ text: String, size: Double, name: String = "BrandSans-Regular",
                           width: Double? = nil, at corner: (x: Int, y: Int) = (0, 0)) throws -> String {
        let weight = IBFonts.postScriptWeight(name) ?? .regular
        let stored = try width ?? ceilToHalf(1.1 * systemWidth(text, size: size, weight: weight))
        return """
        <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(corner.x)" y="\(corner.y)" width="\(stored)" height="\(ceilToHalf(1.4 * size))"/>
            <fontDescription key="fontDescription" name="\(name)" family="Brand Sans" pointSize="\(Int(size))"/>
        </label>
        """
    }

    /// Two labels at their text's size and one stretched across the screen (its width says
    /// nothing of the font, its height does): the import measures Brand Sans 1.1 times as wide
    /// as the stand-in and 1.4 em tall, so the labels come out at their stored frames, which
    /// the unmeasured stand-in misses by several points.
    @Test func labelsSizedByTheirTextMeasureTheFamily() throws {
        let labels = try Self.brandLabel("title", "Opening hours", size: 17)
            + Self.brandLabel("caption", "Closed on public holidays", size: 13)
            + Self.brandLabel("stretched", "Directions", size: 15, width: 335)
        let xml = IBControlMetricsTests.xib(labels, corners: [("title", 20, 40), ("caption", 20, 80), ("stretched", 20, 120)],
                                            extra: #"<constraint firstItem="root" firstAttribute="trailing" secondItem="stretched" secondAttribute="trailing" constant="20" id="s-t"/>"#)
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        let row = try #require(imported.screen.standIns.first)
        #expect(imported.screen.standIns.count == 1)
        #expect(row.family == "Brand Sans" && row.weight == nil)
        #expect(abs(try #require(row.widthScale) - 1.1) < 0.01)
        // Heights 24, 18.5 and 21 at 17, 13 and 15 pt leave 1.4 em to a pixel each.
        let line = try #require(row.lineHeight)
        #expect(line > 23.5 / 17 && line <= 24 / 17 && line > 18 / 13 && line <= 21 / 15)
        // The JSON the import writes holds the same rows.
        let written = try ScreenDecoder.decode(Array(imported.json.text().utf8), file: "brand.json")
        #expect(written.standIns == imported.screen.standIns)
        #expect(ScreenFile.standInWarning("Brand Sans", screen: imported.screen, path: "brand.xib", name: "brand")
            == "brand.xib: brand: font family 'Brand Sans' is not loaded (add it with --font): the system font stands in, with the widths and line Interface Builder's frames of its labels give")

        let loaded = try LoadedScreen.load(imported.screen, path: "brand.xib", fontFiles: [])
        var request = LayoutRequest()
        request.categories = [.l]
        let frames = IBDocumentLayout.framesByObjectId(try #require(try loaded.layouts(request).first))
        for stored in imported.storedFrames where stored.objectId != "root" {
            let frame = try #require(frames[stored.objectId])
            #expect([frame.width, frame.height] == [stored.frame.width, stored.frame.height], "\(stored.objectId)")
        }
        // Unmeasured, the stand-in is narrower and shorter.
        var bare = imported.screen
        bare.standIns = [FontStandIn(family: "Brand Sans")]
        let unmeasured = try LoadedScreen.load(bare, path: "brand.xib", fontFiles: [])
        let before = IBDocumentLayout.framesByObjectId(try #require(try unmeasured.layouts(request).first))
        let standing = try #require(before["title"]), measured = try #require(frames["title"])
        #expect(standing.width < measured.width - 5)
        #expect(standing.height < measured.height - 3)
    }

    /// The fidelity count judges each measuring label in a layout measured without it: a
    /// family with one label is then unmeasured there (the stand-in misses its frame by
    /// several points), though the commands lay it out at its stored frame.
    @Test func fidelityLeavesEachLabelOut() throws {
        // A box 8 below the title: placed by the title's measured line (24 tall), it is judged
        // in the title's own layout too, where the unmeasured line (20.5) moves it 3.5 up.
        let box = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="72" width="100" height="40"/>
            </view>
            """
        let xml = IBControlMetricsTests.xib(try Self.brandLabel("title", "Opening hours", size: 17, at: (20, 40)) + box,
                                            corners: [("title", 20, 40)], extra: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b-x"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="b-y"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="b-w"/>
            <constraint firstItem="box" firstAttribute="height" constant="40" id="b-h"/>
            """)
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        #expect(imported.fontSamples.map(\.objectId) == ["title", "title"])
        #expect(IBFontCalibration.standIns(from: imported.fontSamples, excluding: "title").isEmpty)
        let path = try Scratch.directory("brand").appendingPathComponent("brand.xib").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        let judged = try IBFidelity.measure(path: path)
        let asLaidOut = try IBFidelity.measure(path: path, leaveOneOut: false)
        #expect(judged.compared == 2 && asLaidOut.compared == 2)
        #expect(judged.within == 0)
        #expect(asLaidOut.within == 2)
    }

    /// A label of two lines its own line break makes (not its width) measures the line from
    /// its height over two lines, and the width from its wider line.
    @Test func aLabelsOwnLineBreaksMeasureItsLines() throws {
        let text = "Opening hours&#10;Closed on public holidays"
        let wider = try Self.systemWidth("Closed on public holidays", size: 17)
        let label = """
            <label text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="hours">
                <rect key="frame" x="20" y="40" width="\(Self.ceilToHalf(1.1 * wider))" height="\(Self.ceilToHalf(2 * 1.4 * 17))"/>
                <fontDescription key="fontDescription" name="BrandSans-Regular" family="Brand Sans" pointSize="17"/>
            </label>
            """
        let xml = IBControlMetricsTests.xib(label, corners: [("hours", 20, 40)])
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        let row = try #require(imported.screen.standIns.first)
        // 47.6 → 48 over two 17-pt lines: (47.5, 48] / 34.
        let line = try #require(row.lineHeight)
        #expect(line > 47.5 / 34 && line <= 48 / 34)
        #expect(abs(try #require(row.widthScale) - 1.1) < 0.01)
    }

    /// A label the real font wrapped is stored as tall as its lines and as wide as its first
    /// line: it says nothing of the font's widths (the round's review: in a font 1.3 times the
    /// stand-in, "Opening hours are from nine to five", held to 335 pt, is stored 307 × 41, two
    /// lines, where the stand-in's one line is 268 wide; it had measured the font 1.145 wide,
    /// and at that measure it is one line of 307 again, so laying out again keeps it).
    @Test func aLabelTheFontWrappedMeasuresNoWidth() throws {
        let wrapped = """
            <label text="Opening hours are from nine to five" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrapped">
                <rect key="frame" x="20" y="40" width="307" height="41"/>
                <fontDescription key="fontDescription" name="BrandSans-Regular" family="Brand Sans" pointSize="17"/>
            </label>
            """
        let xml = IBControlMetricsTests.xib(wrapped, corners: [("wrapped", 20, 40)],
                                            extra: #"<constraint firstItem="root" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="wrapped" secondAttribute="trailing" constant="20" id="w-t"/>"#)
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        #expect(!imported.fontSamples.contains { $0.objectId == "wrapped" && $0.quantity == .width })
        #expect(imported.screen.standIns.allSatisfy { $0.widthScale == nil })
    }

    /// A label the real font pressed against a limit (here a `<=` width the 1.1-times-wider
    /// text passes, so Xcode stored the limit) is sized by its text in the unmeasured stand-in
    /// only: laid out again at the measured widths it is held by the limit too, and leaves the
    /// measure; the free label's 1.1 stands.
    @Test func aLabelHeldByALimitLeavesTheMeasure() throws {
        let text = "Directions"
        let limit = (try Self.systemWidth(text, size: 17)).rounded(.down) + 3
        let held = try Self.brandLabel("held", text, size: 17, width: limit, at: (20, 80))
        let xml = IBControlMetricsTests.xib(try Self.brandLabel("title", "Opening hours", size: 17, at: (20, 40)) + held,
                                            corners: [("title", 20, 40), ("held", 20, 80)],
                                            extra: #"<constraint firstItem="held" firstAttribute="width" relation="lessThanOrEqual" constant="\#(limit)" id="h-w"/>"#)
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        #expect(imported.fontSamples.filter { $0.quantity == .width }.map(\.objectId) == ["title"])
        #expect(abs(try #require(imported.screen.standIns.first?.widthScale) - 1.1) < 0.01)
    }

    /// A text of a few characters measures no width: "0.1" says more of its figures than of
    /// the font (thiagozg's Avenir Next, 19 % wider than the stand-in in "0.1" alone).
    @Test func aShortTextMeasuresNoWidth() throws {
        let xml = IBControlMetricsTests.xib(try Self.brandLabel("short", "0.1", size: 17, at: (20, 40)), corners: [("short", 20, 40)])
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        #expect(imported.fontSamples.map(\.quantity) == [.line])
        #expect(imported.screen.standIns.first?.widthScale == nil)
    }

    /// The document's labels measure a family for all its screens: a second view whose only
    /// Brand Sans label is stretched takes the first view's measure; a family no label
    /// measures (its one label held to 20 pt each way) gets a bare row, so the imported
    /// screen file lays out without the font.
    @Test func oneDocumentOneMeasure() throws {
        let first = """
            <view contentMode="scaleToFill" id="first">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>\(try Self.brandLabel("title", "Opening hours", size: 17, at: (20, 40)))</subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="first" secondAttribute="leading" constant="20" id="t-x"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="first" secondAttribute="top" constant="40" id="t-y"/>
                </constraints>
            </view>
            """
        let second = """
            <view contentMode="scaleToFill" id="second">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    \(try Self.brandLabel("wide", "Directions", size: 17, width: 335, at: (20, 40)))
                    <label text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                        <rect key="frame" x="20" y="100" width="335" height="20"/>
                        <fontDescription key="fontDescription" name="OtherSans-Regular" family="Other Sans" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="wide" firstAttribute="leading" secondItem="second" secondAttribute="leading" constant="20" id="w-x"/>
                    <constraint firstItem="wide" firstAttribute="top" secondItem="second" secondAttribute="top" constant="40" id="w-y"/>
                    <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" constant="20" id="w-t"/>
                    <constraint firstItem="notes" firstAttribute="leading" secondItem="second" secondAttribute="leading" constant="20" id="n-x"/>
                    <constraint firstItem="notes" firstAttribute="top" secondItem="second" secondAttribute="top" constant="100" id="n-y"/>
                    <constraint firstAttribute="trailing" secondItem="notes" secondAttribute="trailing" constant="20" id="n-t"/>
                    <constraint firstItem="notes" firstAttribute="height" constant="20" id="n-h"/>
                </constraints>
            </view>
            """
        let imported = try InterfaceBuilderImport.read(Array(IBTestDocument.xib(device: "retina4_7", first + second).utf8), file: "brand.xib")
        #expect(imported.screens.count == 2)
        let measured = try #require(imported.screens.first?.screen.standIns.first)
        let rows = try #require(imported.screens.last?.screen.standIns)
        let scale = try #require(measured.widthScale)
        #expect(rows.first == measured && abs(scale - 1.1) < 0.01)
        #expect(rows.last == FontStandIn(family: "Other Sans"))
        // The screen file the import writes lays out as the document does, without the fonts.
        let written = try ScreenDecoder.decode(Array(try #require(imported.screens.last).json.text().utf8), file: "second.json")
        let loaded = try LoadedScreen.load(written, path: "second.json", fontFiles: [])
        #expect(loaded.standingInFor == ["Brand Sans", "Other Sans"])
        #expect(try loaded.layouts(LayoutRequest()).count == 1)
    }

    /// A family iOS ships keeps its known line (Helvetica Neue's, `IOSFontLines`); its widths
    /// are measured. A misplaced label's stored frame, which Xcode did not lay out, measures
    /// nothing.
    @Test func aShippedFontsLineIsKnownAndAMisplacedLabelSaysNothing() throws {
        let neue = try Self.brandLabel("neue", "Opening hours", size: 17, at: (20, 40))
            .replacingOccurrences(of: #"name="BrandSans-Regular" family="Brand Sans""#, with: #"name="HelveticaNeue" family="Helvetica Neue""#)
        let misplaced = try Self.brandLabel("misplaced", "Closed on Sundays", size: 17, at: (20, 80))
            .replacingOccurrences(of: "<label ", with: #"<label misplaced="YES" "#)
        let xml = IBControlMetricsTests.xib(neue + misplaced, corners: [("neue", 20, 40), ("misplaced", 20, 80)])
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        #expect(imported.fontSamples.map(\.objectId) == ["neue"])
        #expect(imported.screen.standIns.first { $0.family == "Helvetica Neue" }?.lineHeight == nil)
        #expect(imported.screen.standIns.first { $0.family == "Helvetica Neue" }?.widthScale != nil)
        #expect(imported.screen.standIns.last == FontStandIn(family: "Brand Sans"))
    }

    /// A measuring label placed by another measuring label is judged in that label's layout
    /// too, so it scores through neither measure (the round's second review). Here "Opening hours" is Other Sans' only label
    /// and "Closed on Sundays" (Brand Sans, measured by itself and a second Brand Sans label)
    /// sits 8 pt after it: in the title's own layout Other Sans is unmeasured and the caption
    /// moves about 8 pt left.
    @Test func aMeasuringLabelPlacedByAnotherIsJudgedInThatLabelsLayout() throws {
        let title = try IBFontCalibrationTests.brandLabel("title", "Opening hours", size: 17, at: (20, 40))
            .replacingOccurrences(of: #"name="BrandSans-Regular" family="Brand Sans""#, with: #"name="OtherSans-Regular" family="Other Sans""#)
        let titleWidth = IBFontCalibrationTests.ceilToHalf(1.1 * (try IBFontCalibrationTests.systemWidth("Opening hours", size: 17)))
        let captionX = Int(20 + titleWidth + 8)
        let caption = try IBFontCalibrationTests.brandLabel("caption", "Closed on Sundays", size: 17, at: (captionX, 40))
        let other = try IBFontCalibrationTests.brandLabel("other", "Directions to us", size: 17, at: (20, 100))
        let xml = IBControlMetricsTests.xib(title + caption + other, corners: [("title", 20, 40), ("other", 20, 100)], extra: """
            <constraint firstItem="caption" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c-x"/>
            <constraint firstItem="caption" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c-y"/>
            """)
        // Whole-point stored x: the title's stored width must end on a whole point for the
        // caption's stored x to be exact.
        try #require(titleWidth == titleWidth.rounded())
        let path = try Scratch.directory("brand").appendingPathComponent("chain.xib").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        let asLaidOut = try IBFidelity.measure(path: path, leaveOneOut: false)
        #expect(asLaidOut.compared == 3 && asLaidOut.within == 3)
        let judged = try IBFidelity.measure(path: path)
        // The title misses unmeasured in its own layout; the caption, placed by it, misses there too.
        #expect(judged.compared == 3)
        #expect(judged.misses.count == 2, "\(judged.misses)")
        #expect(judged.within == 1)
    }

    /// A one-line label held to a height by a constraint (40 pt for a 24-pt line) cannot have
    /// wrapped: its width still measures the font (the round's second review).
    @Test func aOneLineLabelOfAFixedHeightMeasuresWidths() throws {
        let label = try Self.brandLabel("title", "Opening hours", size: 17, at: (20, 40))
            .replacingOccurrences(of: #"height="24.0""#, with: #"height="40""#)
        let xml = IBControlMetricsTests.xib(label, corners: [("title", 20, 40)],
                                            extra: #"<constraint firstItem="title" firstAttribute="height" constant="40" id="t-h"/>"#)
        let imported = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "brand.xib").screens.first)
        #expect(abs(try #require(imported.screen.standIns.first?.widthScale) - 1.1) < 0.01)
    }

    static func sample(_ id: String, _ quantity: IBFontCalibration.Sample.Quantity, _ low: Double, _ high: Double,
                       weight: FontWeight = .regular, family: String = "Brand Sans") -> IBFontCalibration.Sample {
        IBFontCalibration.Sample(objectId: id, family: family, weight: weight, quantity: quantity, low: low, high: high)
    }

    /// Widths: the median label's scale (texts differ from the stand-in by different shares).
    /// Lines: the middle of the stretch the most labels allow, a stale frame left out (its
    /// median would be pulled toward it).
    @Test func theMedianWidthAndTheMostAllowedLine() throws {
        let samples = [
            Self.sample("a", .width, 1.01, 1.03), Self.sample("b", .width, 1.09, 1.11), Self.sample("c", .width, 1.05, 1.07),
            Self.sample("a", .line, 1.20, 1.233), Self.sample("b", .line, 1.205, 1.235), Self.sample("c", .line, 1.10, 1.15),
        ]
        let rows = IBFontCalibration.standIns(from: samples)
        #expect(rows == [FontStandIn(family: "Brand Sans", widthScale: 1.06, lineHeight: IBFontCalibration.rounded((1.205 + 1.233) / 2))])
        // Left out, a label's samples say nothing: two widths' median is their mean.
        #expect(IBFontCalibration.standIns(from: samples, excluding: "b").first?.widthScale == 1.04)
        // Where no two lines agree, the median.
        let apart = [Self.sample("a", .line, 1.1, 1.11), Self.sample("b", .line, 1.2, 1.21), Self.sample("c", .line, 1.3, 1.31)]
        #expect(IBFontCalibration.standIns(from: apart).first?.lineHeight == 1.205)
    }

    /// A family whose labels have several weights gets a row per weight beside the family's
    /// pooled one; a measure outside what a real font can be is dropped.
    @Test func weightsGetRowsAndAbsurdMeasuresAreDropped() {
        let samples = [
            Self.sample("a", .width, 0.99, 1.01), Self.sample("b", .width, 1.19, 1.21, weight: .bold),
            Self.sample("c", .width, 1.09, 1.11), Self.sample("x", .width, 2.9, 3.1, family: "Huge"),
        ]
        let rows = IBFontCalibration.standIns(from: samples)
        #expect(rows == [
            FontStandIn(family: "Brand Sans", widthScale: 1.1),
            FontStandIn(family: "Brand Sans", weight: .regular, widthScale: 1.05),
            FontStandIn(family: "Brand Sans", weight: .bold, widthScale: 1.2),
        ])
        #expect(FontStandIn.measure(of: "Brand Sans", weight: .bold, in: rows) == FontStandIn.Measure(widthScale: 1.2))
        #expect(FontStandIn.measure(of: "Brand Sans", weight: .medium, in: rows) == FontStandIn.Measure(widthScale: 1.1))
        #expect(FontStandIn.measure(of: "Other", weight: .regular, in: rows) == nil)
    }

    /// A weight whose labels all refuse the family's line has its own; one whose labels allow
    /// it keeps the family's (no row of its own).
    @Test func aWeightRefusingTheFamilysLineHasItsOwn() {
        let samples = [
            Self.sample("a", .line, 1.20, 1.23), Self.sample("b", .line, 1.21, 1.24),
            Self.sample("c", .line, 1.30, 1.33, weight: .bold), Self.sample("d", .line, 1.22, 1.25, weight: .medium),
        ]
        let rows = IBFontCalibration.standIns(from: samples)
        #expect(rows == [
            FontStandIn(family: "Brand Sans", lineHeight: IBFontCalibration.rounded((1.22 + 1.23) / 2)),
            FontStandIn(family: "Brand Sans", weight: .bold, lineHeight: 1.315),
        ])
    }

    /// Attributed text (its runs' fonts), a shrinking label and a size class's own font say
    /// nothing of one font; a plain label does.
    @Test func onlyPlainLabelsMeasure() throws {
        let plain = try Self.brandLabel("plain", "Opening hours", size: 17)
        let shrinking = try Self.brandLabel("shrinking", "Opening hours", size: 17)
            .replacingOccurrences(of: "<label ", with: #"<label adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" "#)
            .replacingOccurrences(of: #"adjustsFontSizeToFit="NO""#, with: #"adjustsFontSizeToFit="YES""#)
        // IB writes a `fontDescription` beside attributed text too (the first run's font).
        let attributed = IBAttributedTextTests.label("attributed", [("Opening hours", #"<font key="NSFont" size="17" name="BrandSans-Regular"/>"#)])
            .replacingOccurrences(of: "</attributedString>",
                                  with: #"</attributedString><fontDescription key="fontDescription" name="BrandSans-Regular" family="Brand Sans" pointSize="17"/>"#)
        let varying = try Self.brandLabel("varying", "Opening hours", size: 17)
            .replacingOccurrences(of: "</label>", with: """
                <variation key="widthClass=compact">
                    <fontDescription key="fontDescription" name="BrandSans-Regular" family="Brand Sans" pointSize="13"/>
                </variation>
            </label>
            """)
        let xml = IBControlMetricsTests.xib(plain + shrinking + attributed + varying, corners: [])
        let root = try XMLDocumentReader.parse(Array(xml.utf8), file: "brand.xib")
        #expect(IBFontCalibration.measurableLabels(under: root) == ["plain"])
    }
}
