import Testing
@testable import TypeScale

/// A view laid out by constraints that no constraint names gets IB's build-time prototyping
/// constraints: its stored frame, from its superview's top-left corner, at every text size
/// (README "Fidelity"). A constraint that names it, even a placeholder removed at build
/// time, means it gets none.
struct IBPrototypingTests {
    /// A 320 × 80 cell-like view: a title pinned by constraints, a label with no constraint
    /// stored at (36, 30) 200 × 21, and `extra`'s constraints.
    static func document(extra: String = "") -> String {
        IBTestDocument.xib(device: "retina4_7", """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <subviews>
                        <label text="Home" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="8" width="45" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label text="12 Main Street" translatesAutoresizingMaskIntoConstraints="NO" id="address">
                            <rect key="frame" x="36" y="30" width="200" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="t-l"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t-t"/>
        \(extra)
                    </constraints>
                </view>
        """)
    }

    /// Held at its stored frame at L and at AX5, where its body text has outgrown it; before,
    /// it was ambiguous and sat at the corner at its text's size.
    @Test func anUnconstrainedViewKeepsItsStoredFrame() throws {
        for category in [ContentSizeCategory.l, .ax5] {
            var request = LayoutRequest()
            request.categories = [category]
            let layout = try IBDocumentLayout.firstScreen(Self.document(), file: "proto.xib", request: request)
            let address = try #require(layout.views.first { $0.ibObjectId == "address" })
            #expect(address.frame == Frame(x: 36, y: 30, width: 200, height: 21))
            #expect(!layout.warnings.contains { $0.kind == .ambiguous })
        }
    }

    /// One placeholder constraint naming the label (removed at build time) takes the
    /// prototyping away: its position is then free, as in the app.
    @Test func aPlaceholderConstraintTakesThePrototypingAway() throws {
        let placeholder = #"<constraint firstItem="address" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" placeholder="YES" id="a-t"/>"#
        let layout = try IBDocumentLayout.firstScreen(Self.document(extra: placeholder), file: "proto.xib")
        let address = try #require(layout.views.first { $0.ibObjectId == "address" })
        #expect(address.frame.x == 0)
        #expect(layout.warnings.contains { $0.kind == .ambiguous })
    }
}
