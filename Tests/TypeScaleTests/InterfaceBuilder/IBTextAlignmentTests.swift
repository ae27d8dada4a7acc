import Testing
@testable import TypeScale

/// IB's `textAlignment` reaches the laid-out text (README "Screen files"): `center` and
/// `right` as written, `natural` (and no attribute) as the reading direction's start.
struct IBTextAlignmentTests {
    @Test func aLabelsAlignmentIsImported() throws {
        let label = { (id: String, alignment: String) in
            """
            <label text="Edit Profile" \(alignment) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="300" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let labels = label("centred", #"textAlignment="center""#) + label("right", #"textAlignment="right""#)
            + label("natural", #"textAlignment="natural""#) + label("plain", "")
        let xml = IBControlMetricsTests.xib(labels, corners: [("centred", 0, 0), ("right", 0, 40), ("natural", 0, 80), ("plain", 0, 120)])
        let layout = try IBDocumentLayout.firstScreen(xml, file: "aligned.xib")
        let alignments = ["centred", "right", "natural", "plain"].map { id in
            layout.views.first { $0.ibObjectId == id }?.text?.alignment
        }
        #expect(alignments == [.center, .right, .left, .left])
    }
}
