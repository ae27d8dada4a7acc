import Testing
@testable import TypeScale

/// An attributed string's font, named by its PostScript name (round 38's review).
struct IBAttributedFontNameTests {
    /// Attributed text names its font by PostScript name (`<font key="NSFont" name="Inter-Bold">`),
    /// which UIKit resolves as `UIFont(name:size:)` does: the same face a `<fontDescription
    /// name="Inter-Bold" family="Inter">` gives. The reader makes the PostScript name the
    /// family ("Inter-Bold"), which no loaded font has: the bundled Inter (or a `--font` file)
    /// is not found, the system font stands in, and a warning asks for a font that is loaded.
    /// The two labels, the same text in the same face, should be equally wide.
    @Test func anAttributedFontsPostScriptNameFindsItsFamily() throws {
        let subviews = """
            <label text="Hello world" translatesAutoresizingMaskIntoConstraints="NO" id="described">
                <rect key="frame" x="0.0" y="0.0" width="94" height="21"/>
                <fontDescription key="fontDescription" name="Inter-Bold" family="Inter" pointSize="17"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
                <rect key="frame" x="0.0" y="0.0" width="94" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Hello world">
                        <attributes>
                            <font key="NSFont" size="17" name="Inter-Bold"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let frames = try IBControlMetricsTests.frames(IBControlMetricsTests.xib(subviews, corners: [("described", 10, 10), ("attributed", 10, 100)]))
        let described = try #require(frames["described"])
        let attributed = try #require(frames["attributed"])
        #expect(attributed.width == described.width)
        #expect(attributed.height == described.height)
    }
}

extension IBAttributedFontNameTests {
    /// A PostScript name's part before the hyphen is not its family when
    /// the family has more than one word: "InterDisplay-Bold" is a face of "Inter Display"
    /// (as "AvenirNext-DemiBold" is Avenir Next's, "OpenSans-Bold" Open Sans'). UIKit's
    /// `UIFont(name:size:)` finds the face by its PostScript name, the same face the
    /// `<fontDescription name="InterDisplay-Bold" family="Inter Display">` label uses (round
    /// 38's second review: the family "InterDisplay" had been looked for, which no loaded font
    /// has, and the system font stood in). The two labels, the same text in the same face,
    /// are equally wide.
    @Test func anAttributedFontOfAManyWordFamilyFindsItsFamily() throws {
        let subviews = """
            <label text="Hello world" translatesAutoresizingMaskIntoConstraints="NO" id="described">
                <rect key="frame" x="0.0" y="0.0" width="94" height="21"/>
                <fontDescription key="fontDescription" name="InterDisplay-Bold" family="Inter Display" pointSize="17"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
                <rect key="frame" x="0.0" y="0.0" width="94" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Hello world">
                        <attributes>
                            <font key="NSFont" size="17" name="InterDisplay-Bold"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let frames = try IBControlMetricsTests.frames(IBControlMetricsTests.xib(subviews, corners: [("described", 10, 10), ("attributed", 10, 100)]))
        let described = try #require(frames["described"])
        let attributed = try #require(frames["attributed"])
        #expect(attributed.width == described.width, "\(attributed) vs \(described)")
        #expect(attributed.height == described.height, "\(attributed) vs \(described)")
    }
}
