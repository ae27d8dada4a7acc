import Testing
@testable import TypeScale

/// A cell of a built-in style places its text and detail labels in code and sizes itself
/// around them: in a self-sizing table its row is the height IB stores it at (round 28:
/// Gigapet's subtitle rows of 17- and 12-pt labels, 56 tall, dev set 35), where a custom cell
/// whose content leaves its row free keeps the standard 44.
struct IBCellStyleTests {
    static func storyboard(style: String) -> String {
        IBTestDocument.storyboard(device: "retina6_1", plugin: "15702", """
            <scene sceneID="s">
                <objects>
                    <tableViewController storyboardIdentifier="Entries" id="c">
                        <tableView key="view" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" id="t">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell \(style) reuseIdentifier="Entry" id="cell">
                                    <rect key="frame" x="0.0" y="28" width="414" height="56"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label text="Title" id="title">
                                                <rect key="frame" x="20" y="9" width="33.5" height="20.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label text="Detail" id="detail">
                                                <rect key="frame" x="20" y="31.5" width="33" height="14.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """)
    }

    static func cellHeight(style: String) throws -> Double? {
        let layout = try IBDocumentLayout.firstScreen(storyboard(style: style), file: "entries.storyboard", .portrait)
        return layout.views.first { $0.ibObjectId == "cell" && $0.parent != nil }?.frame.height
    }

    @Test func aSubtitleRowIsItsStoredHeight() throws {
        #expect(try Self.cellHeight(style: #"style="IBUITableViewCellStyleSubtitle" textLabel="title" detailTextLabel="detail""#) == 56)
        // Every built-in style sizes itself so: Right Detail, Basic.
        #expect(try Self.cellHeight(style: #"style="IBUITableViewCellStyleValue1""#) == 56)
        #expect(try Self.cellHeight(style: #"style="IBUITableViewCellStyleDefault""#) == 56)
        // With no audit finding: the detail label lies inside its row.
        let layout = try IBDocumentLayout.firstScreen(
            Self.storyboard(style: #"style="IBUITableViewCellStyleSubtitle""#), file: "entries.storyboard", .portrait)
        #expect(!LayoutAudit.findings(in: layout).contains { $0.kind == .outsideSuperview })
    }

    @Test func aCustomCellLeftFreeIsTheStandardHeight() throws {
        #expect(try Self.cellHeight(style: "") == 44)
    }
}
