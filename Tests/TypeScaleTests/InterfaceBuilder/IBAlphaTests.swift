import Testing
@testable import TypeScale

/// A view's `alpha` attribute (not a colour's) is imported: a label IB stores at alpha 0, the
/// overlay an app fades in, is invisible to the audit; one at 0.5 and one whose background
/// colour alone is clear are seen.
struct IBAlphaTests {
    static let subviews = """
        <label opaque="NO" alpha="0.0" userInteractionEnabled="NO" contentMode="left" text="Time is up, the round is over" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="overlay">
            <rect key="frame" x="16" y="40" width="80" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        <label opaque="NO" alpha="0.5" userInteractionEnabled="NO" contentMode="left" text="Round two starts soon" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="faded">
            <rect key="frame" x="16" y="100" width="80" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <nil key="highlightedColor"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scores are kept for a week" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
            <rect key="frame" x="16" y="160" width="80" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <nil key="highlightedColor"/>
        </label>
        """

    @Test func aViewsOwnAlphaIsImportedAndAZeroOneIsNotJudged() throws {
        let widths = ["overlay", "faded", "plain"].map { id in
            "<constraint firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"80\" id=\"\(id)-w\"/>"
        }.joined(separator: "\n")
        let xml = IBControlMetricsTests.xib(Self.subviews, corners: [("overlay", 16, 40), ("faded", 16, 100), ("plain", 16, 160)],
                                            extra: "\n" + widths)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "alpha.xib")
        let alphas = Dictionary(uniqueKeysWithValues: layout.views.compactMap { view in view.ibObjectId.map { ($0, view.alpha) } })
        #expect(alphas["overlay"] == 0)
        #expect(alphas["faded"] == 0.5)
        #expect(alphas["plain"] == 1)
        let truncated = LayoutAudit.findings(in: layout).filter { $0.line.contains("truncated") }.map(\.line)
        #expect(truncated.count == 2)
        #expect(!truncated.contains { $0.contains("overlay") })
    }
}
