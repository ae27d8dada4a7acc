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
    /// system font of that weight (and the bold one wider).
    @Test func aMissingFamilyKeepsItsWeight() throws {
        let label = { (id: String, font: String) in
            """
            <label text="Nutrition facts" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
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
}
