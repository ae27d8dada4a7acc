import Testing
@testable import TypeScale

/// A font iOS ships that typescale lacks stands in as the system family with that font's own
/// line height (`IOSFontLines`): its labels are as tall as on iOS, as wide as the system
/// font's. One line each on a 375-pt @2x iPhone, heights rounded up to the half point. No
/// stored frames: nothing measures the families (`IBFontCalibration`).
struct IBIOSFontLinesTests {
    static func label(_ id: String, _ font: String, size: Int) -> String {
        """
        <label text="Nutrition facts" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <fontDescription key="fontDescription" \(font) pointSize="\(size)"/>
        </label>
        """
    }

    /// PingFang's 1.4 em (18 pt: 25.2 → 25.5, where San Francisco's 1.193 gives 21.5), Helvetica
    /// Neue's 1.165 (13 pt: 15.15 → 15.5, not 16) and its bold's 1.192 (14 pt: 16.69 → 17, where
    /// the regular row would give 16.5), Helvetica's 1.15 on iOS (11 pt: 12.65 → 13, not 13.5),
    /// Arial's 1.117 (17 pt: 18.99 → 19, not 20.5). Roboto, which iOS does not ship, keeps San
    /// Francisco's line (20.5); every one is still reported as missing.
    @Test func aShippedFontHasItsOwnLineHeight() throws {
        let labels = [
            Self.label("pingFang", #"name="PingFangSC-Regular" family="PingFang SC""#, size: 18),
            Self.label("system18", #"type="system""#, size: 18),
            Self.label("neue", #"name="HelveticaNeue" family="Helvetica Neue""#, size: 13),
            Self.label("neueBold", #"name="HelveticaNeue-Bold" family="Helvetica Neue""#, size: 14),
            Self.label("helvetica", #"name="Helvetica" family="Helvetica""#, size: 11),
            Self.label("arial", #"name="ArialMT" family="Arial""#, size: 17),
            Self.label("roboto", #"name="Roboto-Regular" family="Roboto""#, size: 17),
        ].joined()
        let corners = ["pingFang", "system18", "neue", "neueBold", "helvetica", "arial", "roboto"].enumerated().map { ($1, 0, $0 * 40) }
        let (frames, missing) = try IBAttributedTextTests.layout(labels, corners: corners)
        #expect(missing == ["PingFang SC", "Helvetica Neue", "Helvetica", "Arial", "Roboto"])
        #expect(frames["pingFang"]?.height == 25.5)
        #expect(frames["system18"]?.height == 21.5)
        #expect(frames["pingFang"]?.width == frames["system18"]?.width)
        #expect(frames["neue"]?.height == 15.5)
        #expect(frames["neueBold"]?.height == 17)
        #expect(frames["helvetica"]?.height == 13)
        #expect(frames["arial"]?.height == 19)
        #expect(frames["roboto"]?.height == 20.5)
    }

    /// The table's lookup: a family by name in any case or by a PostScript name's family part
    /// (not Helvetica's for Helvetica Neue's), a weight it lists, and the family's first row
    /// for one it does not (Helvetica Neue semibold: the regular row).
    @Test func theTableFindsAFamilyAndWeight() {
        #expect(IOSFontLines.lines(family: "pingfang sc", weight: .regular)?.ascender == 1.06)
        #expect(IOSFontLines.lines(family: "Helvetica Neue", weight: .bold)?.ascender == 0.975)
        #expect(IOSFontLines.lines(family: "Helvetica Neue", weight: .semibold)?.ascender == 0.952)
        #expect(IOSFontLines.lines(family: "HelveticaNeue-Bold", weight: .bold)?.ascender == 0.975)
        #expect(IOSFontLines.lines(family: "Helvetica-Light", weight: .regular)?.ascender == 0.92)
        #expect(IOSFontLines.lines(family: "ArialMT", weight: .regular)?.descender == -434.0 / 2048)
        #expect(IOSFontLines.lines(family: "Arial-BoldMT", weight: .bold)?.descender == -434.0 / 2048)
        #expect(IOSFontLines.lines(family: "Avenir-Heavy", weight: .bold)?.descender == -0.366)
        #expect(IOSFontLines.lines(family: "AvenirNext-DemiBold", weight: .semibold)?.ascender == 1)
        #expect(IOSFontLines.lines(family: "PingFangTC-Medium", weight: .medium)?.ascender == 1.06)
        #expect(IOSFontLines.lines(family: "Hiragino Sans", weight: .regular) == nil)
        #expect(IOSFontLines.lines(family: "Roboto-Bold", weight: .bold) == nil)
    }

    /// Attributed text names a face by its PostScript name: `HelveticaNeue-Bold` is Helvetica
    /// Neue's bold, its line (14 pt: 16.69 → 17) and the bold system stand-in's widths, where
    /// `HelveticaNeue` is the regular's 16.5.
    @Test func anAttributedFaceTakesItsWeightFromItsName() throws {
        let labels = IBAttributedTextTests.label("bold", [("Rules", #"<font key="NSFont" size="14" name="HelveticaNeue-Bold"/>"#)])
            + IBAttributedTextTests.label("regular", [("Rules", #"<font key="NSFont" size="14" name="HelveticaNeue"/>"#)])
            + Self.label("boldSystem", #"type="boldSystem""#, size: 14).replacingOccurrences(of: "Nutrition facts", with: "Rules")
        let (frames, _) = try IBAttributedTextTests.layout(labels, corners: [("bold", 0, 0), ("regular", 0, 40), ("boldSystem", 0, 80)])
        #expect(frames["bold"]?.height == 17)
        #expect(frames["regular"]?.height == 16.5)
        #expect(frames["bold"]?.width == frames["boldSystem"]?.width)
        #expect((frames["bold"]?.width ?? 0) > (frames["regular"]?.width ?? 0))
    }

    /// Avenir and Avenir Next, whose 1.366-em line labels IB sized by their text pin at six
    /// sizes (20 pt: 27.32 → 27.5, where San Francisco's gives 24; bold 14 pt: 19.12 → 19.5, not
    /// 17), and PingFang TC, SC's design (14 pt: 19.6 → 20).
    @Test func avenirAndPingFangTCHaveTheirLines() throws {
        let labels = [
            Self.label("avenir", #"name="Avenir-Book" family="Avenir""#, size: 20),
            Self.label("next", #"name="AvenirNext-Bold" family="Avenir Next""#, size: 14),
            Self.label("traditional", #"name="PingFangTC-Regular" family="PingFang TC""#, size: 14),
        ].joined()
        let (frames, missing) = try IBAttributedTextTests.layout(labels, corners: [("avenir", 0, 0), ("next", 0, 40), ("traditional", 0, 80)])
        #expect(missing == ["Avenir", "Avenir Next", "PingFang TC"])
        #expect(frames["avenir"]?.height == 27.5)
        #expect(frames["next"]?.height == 19.5)
        #expect(frames["traditional"]?.height == 20)
    }
}

extension IBIOSFontLinesTests {
    /// Chalkboard SE, whose 1.415-em line labels IB sized by their text pin at four sizes
    /// (20 pt: 28.3 → 28.5 on @2x, where San Francisco's gives 24; bold 30 pt 42.45 → 42.5),
    /// its regular row standing for its bold.
    @Test func chalkboardHasItsLine() throws {
        let labels = [
            Self.label("regular", #"name="ChalkboardSE-Regular" family="Chalkboard SE""#, size: 20),
            Self.label("bold", #"name="ChalkboardSE-Bold" family="Chalkboard SE""#, size: 30),
        ].joined()
        let (frames, missing) = try IBAttributedTextTests.layout(labels, corners: [("regular", 0, 0), ("bold", 0, 40)])
        #expect(missing == ["Chalkboard SE"])
        #expect(frames["regular"]?.height == 28.5)
        #expect(frames["bold"]?.height == 42.5)
    }
}
