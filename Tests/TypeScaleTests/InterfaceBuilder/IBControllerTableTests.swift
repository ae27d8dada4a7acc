import Foundation
import Testing
@testable import TypeScale

/// A table view controller's table (README "Interface Builder files", Tables): the screen's
/// root holds it as a scroll view filling the screen, its content inset by the safe area as
/// UIKit's automatic content inset adjustment does, its rows as scrolled content.
struct IBControllerTableTests {
    /// An inset-grouped static table on IB's 414 × 896 preview, the iPhone 11 (retina6_1,
    /// plug-in 20020: Xcode 13, whose canvas drew its inset 44 deep; the app has the device's
    /// 48) under a navigation bar: three 120-pt rows in one section and a 44-pt footer view.
    static let storyboard = IBTestDocument.storyboard(device: "retina6_1", plugin: "20020", """
        <scene sceneID="s">
            <objects>
                <tableViewController storyboardIdentifier="Inspector" id="c">
                    <tableView key="view" dataMode="static" style="insetGrouped" rowHeight="120" id="t">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <view key="tableFooterView" id="f">
                            <rect key="frame" x="0.0" y="396" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="help">
                                    <rect key="frame" x="170" y="7" width="74" height="30"/>
                                    <state key="normal" title="Help"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="help" firstAttribute="centerX" secondItem="f" secondAttribute="centerX" id="hx"/>
                                <constraint firstItem="help" firstAttribute="centerY" secondItem="f" secondAttribute="centerY" id="hy"/>
                            </constraints>
                        </view>
                        <sections>
                            <tableViewSection id="sec">
                                <cells>
                                    <tableViewCell id="r1">
                                        <rect key="frame" x="20" y="18" width="374" height="120"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="r1" id="c1">
                                            <rect key="frame" x="0.0" y="0.0" width="374" height="120"/>
                                            <subviews>
                                                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                    <rect key="frame" x="20" y="50" width="45" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="name" firstAttribute="leading" secondItem="c1" secondAttribute="leadingMargin" id="nl"/>
                                                <constraint firstItem="name" firstAttribute="centerY" secondItem="c1" secondAttribute="centerY" id="ny"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell id="r2">
                                        <rect key="frame" x="20" y="138" width="374" height="120"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="r2" id="c2">
                                            <rect key="frame" x="0.0" y="0.0" width="374" height="120"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell id="r3">
                                        <rect key="frame" x="20" y="258" width="374" height="120"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="r3" id="c3">
                                            <rect key="frame" x="0.0" y="0.0" width="374" height="120"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <navigationItem key="navigationItem" id="n"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </tableViewController>
            </objects>
        </scene>
        """)

    static func layout(_ orientation: Orientation) throws -> ScreenLayout {
        try IBDocumentLayout.firstScreen(storyboard, file: "inspector.storyboard", orientation)
    }

    static func view(_ ib: String, in layout: ScreenLayout) throws -> LaidOutView {
        try #require(layout.views.first { $0.ibObjectId == ib && $0.parent != nil })
    }

    /// The table is a scroll view filling the root; rows keep IB's frames (the first at 20, 18,
    /// content coordinates), its content ends at the footer (18 + 3 × 120 + 18 + 44 = 440),
    /// and its content sits below the navigation bar and the iPhone 11's 48-pt inset at rest.
    @Test func theTableIsAScrollViewInsetByTheSafeArea() throws {
        let layout = try Self.layout(.portrait)
        let table = try Self.view("t", in: layout)
        #expect(table.kind == .scroll)
        #expect(table.parent == "root")
        #expect(table.absoluteFrame == Frame(x: 0, y: 0, width: 414, height: 896))
        #expect(table.contentSize == ContentSize(width: 414, height: 440))
        #expect(table.contentInset == EdgeInsets(top: 48 + 44, left: 0, bottom: 34, right: 0))
        #expect(try Self.view("r1", in: layout).absoluteFrame == Frame(x: 20, y: 18, width: 374, height: 120))
        #expect(layout.warnings.isEmpty)
    }

    /// Rows are scrolled content: not `outside safe area: top by 74` (18 under a 92-pt top);
    /// in landscape (414 pt tall, 32-pt bar) the footer below the screen is reached by
    /// scrolling, and the inset-grouped rows clear the notch: 48 + 20 from each side.
    @Test func rowsAreScrolledContentNotFindings() throws {
        let portrait = try Self.layout(.portrait)
        #expect(LayoutAudit.findings(in: portrait).isEmpty)
        let landscape = try Self.layout(.landscape)
        #expect(LayoutAudit.findings(in: landscape).isEmpty)
        #expect(try Self.view("help", in: landscape).absoluteFrame.maxY > 414)
        #expect(try Self.view("r1", in: landscape).absoluteFrame.x == 68)
        #expect(try Self.view("r1", in: landscape).absoluteFrame.width == 896 - 136)
        #expect(try Self.view("t", in: landscape).contentInset.top == 32)
    }

    /// The table's id is its outlet's name, made unique as any view's: an outlet named like a
    /// reserved id (`margins`) gets a suffix instead of a screen file that does not decode.
    @Test func theTablesIdIsNeverAReservedOne() throws {
        let outlet = #"<connections><outlet property="margins" destination="t" id="o"/></connections>"#
        let xml = Self.storyboard.replacingOccurrences(of: #"<navigationItem key="navigationItem" id="n"/>"#,
                                                       with: #"<navigationItem key="navigationItem" id="n"/>"# + outlet)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "inspector.storyboard")
        let views = try #require(imported.screens.first?.screen.views)
        #expect(views.map(\.id) == ["margins_2"])
    }

    /// The sheet draws the rows where the screen shows them at rest: 92 pt further down.
    @Test func theSheetDrawsTheContentBelowTheBars() throws {
        let layout = try Self.layout(.portrait)
        let shown = ContactSheet.atRest(layout.views)
        let row = try #require(shown.first { $0.ibObjectId == "r1" })
        let name = try #require(shown.first { $0.ibObjectId == "name" })
        #expect(row.absoluteFrame.y == 18 + 92)
        #expect(name.absoluteFrame.y == (try Self.view("name", in: layout)).absoluteFrame.y + 92)
        #expect(try #require(shown.first { $0.ibObjectId == "t" }).absoluteFrame.y == 0)
    }
}
