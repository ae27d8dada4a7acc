import Testing
@testable import TypeScale

/// A custom font's weight comes from its PostScript name (`name="Roboto-Bold" family="Roboto"`):
/// IB writes the face only there. A font file given with `--font` is then matched by weight
/// within its family, and a family the run lacks is the system family at that weight.
struct IBFontWeightTests {
    @Test(arguments: [("Roboto-Bold", FontWeight.bold), ("Inter-SemiBold", .semibold), ("AvenirNext-DemiBold", .semibold),
                      ("Montserrat-BoldItalic", .bold), ("Avenir-Medium", .medium), ("Nunito-ExtraBold", .bold),
                      ("Roboto-Regular", nil), ("Avenir-Light", nil), ("HelveticaNeue", nil), ("Georgia-Italic", nil)])
    func aPostScriptNameGivesTheWeight(name: String, weight: FontWeight?) {
        #expect(IBFonts.postScriptWeight(name) == weight)
    }

    /// Two labels in a custom family the run does not have, regular and bold by name: each
    /// stands in as the system family at its own weight, as wide as the same text in the
    /// system font of that weight (and the bold one wider). No stored frames: nothing
    /// measures the family (`IBFontCalibration`).
    @Test func aMissingFamilyKeepsItsWeight() throws {
        let label = { (id: String, font: String) in
            """
            <label text="Nutrition facts" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <fontDescription key="fontDescription" \(font) pointSize="17"/>
            </label>
            """
        }
        let labels = label("plain", #"name="Roboto-Regular" family="Roboto""#) + label("bold", #"name="Roboto-Bold" family="Roboto""#)
            + label("system", #"type="system""#) + label("boldSystem", #"type="boldSystem""#)
        let (frames, missing) = try IBAttributedTextTests.layout(labels, corners: [("plain", 0, 0), ("bold", 0, 40), ("system", 0, 80), ("boldSystem", 0, 120)])
        #expect(missing == ["Roboto"])
        let plain = try #require(frames["plain"]?.width)
        let bold = try #require(frames["bold"]?.width)
        #expect(plain == frames["system"]?.width)
        #expect(bold == frames["boldSystem"]?.width)
        #expect(bold > plain)
    }

    /// `pointSize="0.0"` is Core Text's default size, 12 pt (IB stores such labels one 12-pt
    /// line tall), not the kind's default font: a medium label at 0 is the medium 12-pt one's
    /// frame, and narrower than at 17, with no warning.
    @Test func aZeroPointSizeIsTwelvePoints() throws {
        let label = { (id: String, size: String) in
            """
            <label text="Do not disturb" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="\(size)"/>
            </label>
            """
        }
        let labels = label("zero", "0.0") + label("twelve", "12") + label("seventeen", "17")
        let (frames, _) = try IBAttributedTextTests.layout(labels, corners: [("zero", 0, 0), ("twelve", 0, 40), ("seventeen", 0, 80)])
        let zero = try #require(frames["zero"])
        let twelve = try #require(frames["twelve"])
        #expect([zero.width, zero.height] == [twelve.width, twelve.height])
        #expect(try #require(frames["seventeen"]).width > zero.width + 10)
        #expect(try IBAttributedTextTests.warnings(labels).isEmpty)
        // The same in attributed text's `<font size="0.0">`: the 12-pt label's frame, no warning.
        let attributed = IBAttributedTextTests.label("attributedZero", [("Do not disturb", #"<font key="NSFont" metaFont="system" size="0.0"/>"#)])
            + IBAttributedTextTests.label("attributedTwelve", [("Do not disturb", #"<font key="NSFont" metaFont="system" size="12"/>"#)])
        let (attributedFrames, _) = try IBAttributedTextTests.layout(attributed, corners: [("attributedZero", 0, 0), ("attributedTwelve", 0, 40)])
        let zeroSize = try #require(attributedFrames["attributedZero"])
        let twelveSize = try #require(attributedFrames["attributedTwelve"])
        #expect([zeroSize.width, zeroSize.height] == [twelveSize.width, twelveSize.height])
        #expect(try IBAttributedTextTests.warnings(attributed).isEmpty)
    }

    /// Old files name UIFont's class sizes (`size="system"` and kin) instead of a point size:
    /// each is that size's label (system 14, smallSystem 12, label 17, button 18), with no
    /// "font without a point size" warning; before, all four were the kind's 17.
    @Test(arguments: [("system", "14"), ("smallSystem", "12"), ("label", "17"), ("button", "18")])
    func aNamedSizeIsUIFontsClassSize(name: String, points: String) throws {
        let label = { (id: String, size: String) in
            """
            <label text="Detail view content" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" \(size)/>
            </label>
            """
        }
        let labels = label("named", #"size="\#(name)""#) + label("sized", #"pointSize="\#(points)""#)
        let (frames, _) = try IBAttributedTextTests.layout(labels, corners: [("named", 0, 0), ("sized", 0, 40)])
        let named = try #require(frames["named"])
        let sized = try #require(frames["sized"])
        #expect([named.width, named.height] == [sized.width, sized.height])
        #expect(try IBAttributedTextTests.warnings(labels).isEmpty)
    }
}
