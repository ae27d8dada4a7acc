import Testing
@testable import TypeScale

/// An attributed string's font, named by its PostScript name (round 38's reviews). UIKit
/// resolves `<font key="NSFont" name="Inter-Bold">` as `UIFont(name:size:)` does: the same face
/// a `<fontDescription name="Inter-Bold" family="Inter">` gives. The name had been taken whole
/// for a family, which no loaded font has, and then its part before the hyphen, which for a
/// family of more words ("InterDisplay-Bold" is a face of Inter Display, as "AvenirNext-
/// DemiBold" is Avenir Next's) names none either: the system font stood in.
struct IBAttributedFontNameTests {
    /// The described and the attributed label's frames: the same text in the face
    /// `postScriptName` of `family`, each pinned at its top-left.
    static func frames(postScriptName: String, family: String) throws -> (described: Frame, attributed: Frame) {
        let subviews = """
            <label text="Hello world" translatesAutoresizingMaskIntoConstraints="NO" id="described">
                <rect key="frame" x="0.0" y="0.0" width="94" height="21"/>
                <fontDescription key="fontDescription" name="\(postScriptName)" family="\(family)" pointSize="17"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
                <rect key="frame" x="0.0" y="0.0" width="94" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Hello world">
                        <attributes>
                            <font key="NSFont" size="17" name="\(postScriptName)"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let frames = try IBControlMetricsTests.frames(IBControlMetricsTests.xib(subviews, corners: [("described", 10, 10), ("attributed", 10, 100)]))
        return (try #require(frames["described"]), try #require(frames["attributed"]))
    }

    /// The two labels, the same text in the same face, are equally big; the system font's
    /// "Hello world" at 17 pt would be 91 × 20.5.
    @Test(arguments: [("Inter-Bold", "Inter"), ("InterDisplay-Bold", "Inter Display")])
    func anAttributedFontsPostScriptNameFindsItsFamily(postScriptName: String, family: String) throws {
        let (described, attributed) = try Self.frames(postScriptName: postScriptName, family: family)
        #expect(attributed.width == described.width, "\(attributed) vs \(described)")
        #expect(attributed.height == described.height, "\(attributed) vs \(described)")
        #expect(attributed.width != 91)
    }
}
