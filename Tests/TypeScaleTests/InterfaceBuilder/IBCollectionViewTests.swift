import Testing
@testable import TypeScale

/// A collection view's content size is its layout object's, not its constraints', and its
/// cells are not laid out in it: its content is empty and fixed, never `ambiguous` (as a
/// table's rows are UITableView's own). Each cell is a screen of its own at its stored size
/// (round 29: a designer's review of dev set 36 found storyboard cells skipped).
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

    /// A storyboard scene's collection cell follows the scene as a screen of its own, laid
    /// out at its stored 150 × 80 with no safe area (it lies in its collection view on the
    /// canvas): its label pinned 8 from the content view's top and leading edges.
    @Test func aStoryboardsCollectionCellIsAScreenOfItsOwn() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" customClass="ShelfViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                        <rect key="frame" x="0.0" y="44" width="414" height="818"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" id="flow"/>
                                        <cells>
                                            <collectionViewCell contentMode="center" reuseIdentifier="Book" id="book" customClass="BookCell">
                                                <rect key="frame" x="20" y="30" width="150" height="80"/>
                                                <view key="contentView" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="150" height="80"/>
                                                    <subviews>
                                                        <label text="Dune" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                            <rect key="frame" x="8" y="8" width="40" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </view>
                                                <constraints>
                                                    <constraint firstItem="title" firstAttribute="leading" secondItem="book" secondAttribute="leading" constant="8" id="cl"/>
                                                    <constraint firstItem="title" firstAttribute="top" secondItem="book" secondAttribute="top" constant="8" id="ct"/>
                                                </constraints>
                                            </collectionViewCell>
                                        </cells>
                                    </collectionView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                    <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="r"/>
                                    <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="44" id="t"/>
                                    <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" constant="34" id="b"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "shelf.storyboard")
        #expect(imported.screens.map(\.name) == ["ShelfViewController", "BookCell"])
        let cell = try #require(imported.screens.last)
        let layout = try #require(try LoadedScreen.load(cell.screen, path: "shelf.storyboard", fontFiles: []).layouts(LayoutRequest()).first)
        #expect(layout.container.width == 150 && layout.container.height == 80)
        #expect(layout.container.safeArea == .zero)
        let title = try #require(layout.views.first { $0.ibObjectId == "title" })
        #expect(title.absoluteFrame.x == 8 && title.absoluteFrame.y == 8)
    }
}
