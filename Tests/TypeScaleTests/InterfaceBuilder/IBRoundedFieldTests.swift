import Testing
@testable import TypeScale

/// A rounded-rect field from Xcode 11 on is at least 34 pt tall (iOS 13's field); before, and
/// with other borders, its height is the `field` kind's (text line + 13, or + 1 borderless).
struct IBRoundedFieldTests {
    /// A field placed by its top and sides only, in `font`.
    static func document(plugin: String, border: String, font: String) -> String {
        IBTestDocument.xib(plugin: plugin, """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" \(border) placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="16" y="20" width="288" height="34"/>
                            \(font)
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="16" id="r"/>
                        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    </constraints>
                </view>
        """)
    }

    static let fourteen = #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#
    static let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
    static let rounded = #"borderStyle="roundedRect""#

    static func height(_ xml: String, category: ContentSizeCategory = .l) throws -> Double {
        var request = LayoutRequest()
        request.categories = [category]
        let layout = try IBDocumentLayout.firstScreen(xml, file: "field.xib", request: request)
        return try #require(layout.views.first { $0.ibObjectId == "field" }).absoluteFrame.height
    }

    @Test func aFourteenPointRoundedFieldIs34FromXcode11And30Before() throws {
        #expect(try Self.height(Self.document(plugin: "19144", border: Self.rounded, font: Self.fourteen)) == 34)
        #expect(try Self.height(Self.document(plugin: "14490", border: Self.rounded, font: Self.fourteen)) == 30)
        #expect(try Self.height(Self.document(plugin: "19144", border: "", font: Self.fourteen)) == 18, "borderless")
    }

    /// The file's own height wins over the minimum, even for a field that resists compression
    /// at 1000: no conflict, 30 as the file says.
    @Test func theFilesOwnHeightWins() throws {
        let field = Self.document(plugin: "19144", border: Self.rounded + #" verticalCompressionResistancePriority="1000""#, font: Self.fourteen)
            .replacingOccurrences(of: "</textField>", with: #"<constraints><constraint firstAttribute="height" constant="30" id="fh"/></constraints></textField>"#)
        let layout = try IBDocumentLayout.firstScreen(field, file: "field.xib")
        #expect(try #require(layout.views.first { $0.ibObjectId == "field" }).absoluteFrame.height == 30)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    /// A minimum, not a fixed height: body text at AX5 (53 pt) makes the field taller.
    @Test func largerTextStillGrowsTheField() throws {
        let field = Self.document(plugin: "19144", border: Self.rounded, font: Self.body)
        #expect(try Self.height(field) == 34)
        #expect(try Self.height(field, category: .ax5) > 60)
    }
}
