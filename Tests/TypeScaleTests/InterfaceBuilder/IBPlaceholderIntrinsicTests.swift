import Testing
@testable import TypeScale

/// `placeholderIntrinsicWidth/Height` is a design-time size for Interface Builder's canvas
/// (the Size inspector's "Intrinsic Size: Placeholder"): a label has its text's size at launch,
/// which grows with Dynamic Type, and the placeholder on the canvas only (round 38's review).
/// A plain view keeps the placeholder in the app too.
struct IBPlaceholderIntrinsicTests {
    static let xml = IBControlMetricsTests.xib("""
        <label text="Hello" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        </label>
        <view placeholderIntrinsicWidth="64" placeholderIntrinsicHeight="24" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView">
            <rect key="frame" x="0.0" y="0.0" width="64" height="24"/>
        </view>
        """, corners: [("label", 10, 10), ("badge", 10, 100)])

    static func frames(_ request: LayoutRequest) throws -> [String: Frame] {
        IBDocumentLayout.framesByObjectId(try IBDocumentLayout.firstScreen(xml, file: "placeholder.xib", request: request))
    }

    /// In the app the body label is its text: 20.5 tall at L (a 17-pt line), taller at XXXL
    /// (23 pt); on the canvas it is the placeholder's 50 × 20. The badge is 64 × 24 in both.
    @Test func aLabelsPlaceholderIsTheCanvasOnly() throws {
        var xxxl = LayoutRequest()
        xxxl.categories = [.xxxl]
        let app = try Self.frames(LayoutRequest()), larger = try Self.frames(xxxl), canvas = try Self.frames(.storedFramesLayout)
        let label = try #require(app["label"]), largerLabel = try #require(larger["label"])
        #expect(label.height == 20.5 && largerLabel.height > label.height, "\(label), \(largerLabel)")
        #expect(label.width != 50)
        #expect(canvas["label"] == Frame(x: 10, y: 10, width: 50, height: 20))
        #expect(app["badge"] == Frame(x: 10, y: 100, width: 64, height: 24))
        #expect(canvas["badge"] == Frame(x: 10, y: 100, width: 64, height: 24))
    }
}
