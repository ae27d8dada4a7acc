import Testing
@testable import TypeScale

/// Xcode 12's and earlier canvases gave a horizontal stack's multi-line labels equal shares
/// (iOS 14's UIKit): the import says so as `canvas.stackTextWidths`, which `--canvas` applies
/// (home assistant's Xcode 11 row of two labels and a spacer, dev set 10, is stored in thirds).
struct IBStackTextWidthTests {
    /// A 300-pt row on the 320-pt canvas: a wrapping label (`lines`) stored 252 wide beside a
    /// view of at least 40.
    static func row(plugin: String, lines: Int = 0, distribution: String = "", spacing: String = #"spacing="8""#) -> String {
        IBTestDocument.xib(plugin: plugin, """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" \(distribution) \(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="10" y="20" width="300" height="41"/>
                            <subviews>
                                <label text="A note long enough to wrap onto a second line here" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                    <rect key="frame" x="0.0" y="0.0" width="252" height="41"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                    <rect key="frame" x="260" y="0.0" width="40" height="41"/>
                                    <constraints>
                                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="40" id="bw"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="10" id="t"/>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="y"/>
                    </constraints>
                </view>
            """)
    }

    static func imported(_ xml: String) throws -> IBImportedScreen {
        try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "row.xib").screens.first)
    }

    static func noteWidth(_ xml: String, canvas: Bool) throws -> Double? {
        var request = LayoutRequest()
        request.canvas = canvas
        return try IBDocumentLayout.firstScreen(xml, file: "row.xib", request: request).views.first { $0.ibObjectId == "note" }?.frame.width
    }

    /// Xcode 11's file: the canvas gives the label its half, (300 − 8) / 2 = 146, at 760 over
    /// its own 750 resistance, and the view beside it the other half; the app at launch is
    /// iOS 15's, which adds nothing for one label: it keeps the 252 it wraps at, the view 40.
    @Test func anXcode11CanvasSharesTheRow() throws {
        let xml = Self.row(plugin: "16087")
        #expect(try Self.imported(xml).json.text().contains(#""stackTextWidths": "equalShare""#))
        #expect(try Self.noteWidth(xml, canvas: true) == 146)
        #expect(try Self.noteWidth(xml, canvas: false) == 252)
    }

    /// With standard spacing the gap is 8 but UIKit's constant is its sentinel's, 0: the label
    /// is half the row, 150, and the view the rest, 142 (openradar 39275811 logs
    /// `label.width = 0.5 * stackView.width - 0 @759` for a standard-spaced row).
    @Test func standardSpacingSharesTheWholeRow() throws {
        let xml = Self.row(plugin: "16087", spacing: #"spacingType="standard""#)
        #expect(try Self.imported(xml).json.text().contains(#""spacing": "standard""#))
        #expect(try Self.noteWidth(xml, canvas: true) == 150)
    }

    /// Xcode 13 (the iOS 15 SDK), a one-line label, and a stack that sizes its views itself
    /// are written without it.
    @Test(arguments: [row(plugin: "19144"), row(plugin: "16087", lines: 1),
                      row(plugin: "16087", distribution: #"distribution="fillEqually""#)])
    func otherRowsAreNotShared(xml: String) throws {
        #expect(try !Self.imported(xml).json.text().contains("stackTextWidths"))
    }
}
