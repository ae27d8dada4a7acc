import Testing
@testable import TypeScale

/// What the reader writes for wrapping labels: a text style's line spacing, an explicit
/// preferredMaxLayoutWidth, the nib width an automatic one starts at, and UIKit's priorities.
struct IBWrappingLabelTests {
    static func document(_ labels: String) -> [UInt8] {
        Array(IBTestDocument.xib(device: "retina4_7", """
                <view contentMode="scaleToFill" id="root-view">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(labels)
                    </subviews>
                </view>
        """).utf8)
    }

    static func label(_ id: String, _ attributes: String, frame: String, font: String) -> String {
        """
        <label text="Some words that wrap" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            <fontDescription key="fontDescription" \(font)/>
        </label>
        """
    }

    static func views(_ labels: String) throws -> String {
        let imported = try InterfaceBuilderImport.read(document(labels), file: "labels.xib")
        return imported.screens[0].json.text()
    }

    static func spec(_ id: String, in labels: String) throws -> ViewSpec {
        let imported = try InterfaceBuilderImport.read(document(labels), file: "labels.xib")
        return try #require(imported.screens[0].screen.views.first { $0.ibObjectId == id })
    }

    @Test func wrappingTextStyleLabelsSpaceTheirLines() throws {
        let text = try Self.views(
            Self.label("wrapping", #"numberOfLines="0""#, frame: #"x="0" y="0" width="100" height="42.5""#,
                       font: #"style="UICTFontTextStyleBody""#)
            + Self.label("single", "", frame: #"x="0" y="50" width="100" height="20.5""#, font: #"style="UICTFontTextStyleBody""#)
            + Self.label("fixed", #"numberOfLines="0""#, frame: #"x="0" y="80" width="100" height="41""#,
                         font: #"type="system" pointSize="17""#))
        #expect(text.components(separatedBy: "\"styleLeading\": true").count == 2, "\(text)")
        // Every wrapping label, whatever its font, keeps its wrap width as UILabel does.
        #expect(text.components(separatedBy: "\"keepsWrapWidth\": true").count == 3, "\(text)")
    }

    @Test func preferredWidthsBecomeWrapWidths() throws {
        let text = try Self.views(
            Self.label("explicit", #"numberOfLines="0" preferredMaxLayoutWidth="300""#,
                       frame: #"x="0" y="0" width="300" height="42.5""#, font: #"style="UICTFontTextStyleBody""#)
            // Stored two lines tall: its first pass wraps at the stored 282.
            + Self.label("automatic", #"numberOfLines="0" horizontalCompressionResistancePriority="1000""#,
                         frame: #"x="0" y="50" width="282" height="42.5""#, font: #"style="UICTFontTextStyleBody""#)
            // Stored one line tall: the stand-in's wider text must not wrap at San Francisco's width.
            + Self.label("oneLine", #"numberOfLines="0""#, frame: #"x="0" y="100" width="248.5" height="33.5""#,
                         font: #"style="UICTFontTextStyleTitle1""#))
        #expect(text.contains("\"wrapWidth\": 300"))
        #expect(text.contains("\"firstWrapWidth\": 282"))
        #expect(!text.contains("\"firstWrapWidth\": 248.5"))
    }

    @Test func aWrappingLabelKeepsItsRequiredCompression() throws {
        // The layout relaxes it on an unwrapped first pass only (WrappingLabelTests).
        let labels = Self.label("automatic", #"numberOfLines="0" horizontalCompressionResistancePriority="1000""#,
                                frame: #"x="0" y="50" width="282" height="42.5""#, font: #"style="UICTFontTextStyleBody""#)
        let spec = try Self.spec("automatic", in: labels)
        #expect(spec.compression?.alternatives.first?.value == AxisPair(1000, 750))
        #expect(spec.firstWrapWidth == 282)
        #expect(spec.wrapWidth == nil)
    }
}
