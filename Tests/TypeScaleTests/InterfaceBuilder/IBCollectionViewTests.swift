import Testing
@testable import TypeScale

/// A collection view's content size is its layout object's, not its constraints', and its
/// cells are not laid out: its content is empty and fixed, never `ambiguous` (as a table's
/// rows are UITableView's own).
struct IBCollectionViewTests {
    @Test func aCollectionViewsContentIsNotAnAutoLayoutQuestion() throws {
        let xml = IBTestDocument.xib(device: "retina4_7", plugin: "21505", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                        <rect key="frame" x="0.0" y="20" width="375" height="300"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                            <size key="itemSize" width="100" height="100"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </subviews>
                <constraints>
                    <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="grid" firstAttribute="height" constant="300" id="h"/>
                </constraints>
            </view>
            """)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "grid.xib")
        #expect(layout.warnings.filter { $0.kind == .ambiguous }.isEmpty, "\(layout.warnings.map(\.message))")
        let grid = try #require(layout.views.first { $0.ibObjectId == "grid" })
        #expect(grid.frame == Frame(x: 0, y: 20, width: 375, height: 300))
        #expect(grid.contentSize.map { [$0.width, $0.height] } == [375, 0])
    }
}
