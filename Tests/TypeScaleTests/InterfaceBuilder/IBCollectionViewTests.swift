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

    /// A one-scene storyboard: a 414 × 896 scene on `retina6_1` holding a collection view with
    /// `cells`, laid out by `layout`.
    static func storyboard(_ cells: String,
                           layout: String = #"<collectionViewFlowLayout key="collectionViewLayout" id="flow"/>"#) -> String {
        IBTestDocument.storyboard(device: "retina6_1", """
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" customClass="ShelfViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    \(layout)
                                    <cells>
            \(cells)
                                    </cells>
                                </collectionView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                                <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="b"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
    }

    /// A cell `width` × `height` whose label is pinned 8 from its top and leading edges.
    static func cell(id: String, width: Int, height: Int, attributes: String = "", inside: String = "") -> String {
        """
        <collectionViewCell contentMode="center" \(attributes) id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <view key="contentView" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                    <label text="Dune" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-title">
                        <rect key="frame" x="8" y="8" width="40" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
        \(inside)
                </subviews>
            </view>
            <constraints>
                <constraint firstItem="\(id)-title" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="8" id="\(id)-l"/>
                <constraint firstItem="\(id)-title" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="8" id="\(id)-t"/>
            </constraints>
        </collectionViewCell>
        """
    }

    static func layout(_ screen: IBImportedScreen, file: String) throws -> ScreenLayout {
        try #require(try LoadedScreen.load(screen.screen, path: file, fontFiles: []).layouts(LayoutRequest()).first)
    }

    /// A storyboard scene's collection cell follows the scene as a screen of its own, laid
    /// out at its stored 150 × 80 with no safe area (it lies in its collection view on the
    /// canvas): its label pinned 8 from the cell's top and leading edges.
    @Test func aStoryboardsCollectionCellIsAScreenOfItsOwn() throws {
        let xml = Self.storyboard(Self.cell(id: "book", width: 150, height: 80, attributes: #"reuseIdentifier="Book" customClass="BookCell""#))
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "shelf.storyboard")
        #expect(imported.screens.map(\.name) == ["ShelfViewController", "BookCell"])
        let layout = try Self.layout(try #require(imported.screens.last), file: "shelf.storyboard")
        #expect(layout.container.width == 150 && layout.container.height == 80)
        #expect(layout.container.safeArea == .zero)
        let title = try #require(layout.views.first { $0.ibObjectId == "book-title" })
        #expect(title.absoluteFrame.x == 8 && title.absoluteFrame.y == 8)
    }

    /// A cell whose label is pinned to its content view's (Xcode 11's
    /// `collectionViewCellContentView`) leading and top margins.
    static func marginCell(width: Int) -> String {
        """
        <collectionViewCell contentMode="center" id="tile">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="80"/>
            <collectionViewCellContentView key="contentView" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="tile-content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="80"/>
                <subviews>
                    <label text="Dwell" translatesAutoresizingMaskIntoConstraints="NO" id="tile-title">
                        <rect key="frame" x="20" y="8" width="40" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="tile-title" firstAttribute="leading" secondItem="tile-content" secondAttribute="leadingMargin" id="tile-l"/>
                    <constraint firstItem="tile-title" firstAttribute="top" secondItem="tile-content" secondAttribute="topMargin" id="tile-t"/>
                </constraints>
            </collectionViewCellContentView>
        </collectionViewCell>
        """
    }

    /// A standalone collection cell's content view on an iPad has a standalone table cell's
    /// side margins and UIView's 8 at top and bottom: willowtree's 609-pt cell (Xcode 11.3) on
    /// a 12.9-inch iPad stores its bars at x 20, y 8. No file shows an iPhone's, which keeps
    /// UIView's 8 (an assumption); so does a prototype in a storyboard's collection view.
    @Test(arguments: [("ipad12_9", 609, 20.0), ("retina4_7", 374, 8)])
    func aStandaloneCellsContentViewHasACellsSideMargins(device: String, width: Int, x: Double) throws {
        let xml = IBTestDocument.xib(device: device, toolsVersion: "15705", plugin: "15706", Self.marginCell(width: width))
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "tile.xib")
        let standalone = try Self.layout(try #require(imported.screens.first), file: "tile.xib")
        let title = try #require(standalone.views.first { $0.ibObjectId == "tile-title" })
        #expect(title.absoluteFrame.x == x && title.absoluteFrame.y == 8)
        let prototype = Self.storyboard(Self.marginCell(width: 150))
        let scene = try InterfaceBuilderImport.read(Array(prototype.utf8), file: "shelf.storyboard")
        let cell = try Self.layout(try #require(scene.screens.last), file: "shelf.storyboard")
        let inGrid = try #require(cell.views.first { $0.ibObjectId == "tile-title" })
        #expect(inGrid.absoluteFrame.x == 8 && inGrid.absoluteFrame.y == 8)
    }

    /// A pager's page the device's size is still a cell, not a device screen: no insets, and
    /// its label 8 below its top is in no safe area's way (the second review of round 29:
    /// "outside safe area: top by 40 pt").
    @Test func aScreenSizedCellIsStillFreeform() throws {
        let xml = Self.storyboard(Self.cell(id: "page", width: 414, height: 896, attributes: #"customClass="PageCell""#))
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "pager.storyboard")
        let layout = try Self.layout(try #require(imported.screens.last), file: "pager.storyboard")
        #expect(layout.container.safeArea == .zero && layout.isFreeform)
        #expect(LayoutAudit.findings(in: layout).isEmpty)
    }

    /// A cell's own collection view's cells follow it (a carousel in a row); a cell without a
    /// class is named by its reuse identifier, and a second of one name gets `_2`.
    @Test func nestedCellsAndNames() throws {
        let tile = Self.cell(id: "tile", width: 100, height: 100, attributes: #"reuseIdentifier="Tile""#)
        let carousel = """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="0.0" y="40" width="414" height="100"/>
                <collectionViewFlowLayout key="collectionViewLayout" id="flow2"/>
                <cells>\(tile)</cells>
            </collectionView>
            """
        let row = Self.cell(id: "row", width: 414, height: 160, attributes: #"reuseIdentifier="Row" customClass="RowCell""#, inside: carousel)
        let other = Self.cell(id: "other", width: 100, height: 100, attributes: #"reuseIdentifier="Tile""#)
        let imported = try InterfaceBuilderImport.read(Array(Self.storyboard(row + other).utf8), file: "feed.storyboard")
        #expect(imported.screens.map(\.name) == ["ShelfViewController", "RowCell", "Tile", "Tile_2"])
    }
}
