import Testing
@testable import TypeScale

/// Xcode 6 and 7 stored some static cells and their content views without frames, and the
/// labels of a built-in cell style with none: the views in them are placed as UIKit places
/// them, not at the table's corner (round 38: a designer's review of dev set 55).
struct IBFramelessCellTests {
    /// A 320 × 568 static table of two 44-pt rows, neither cell nor content view framed: a
    /// fixed-frame switch and label, and a Right Detail cell whose labels have no frames.
    static let storyboard = IBTestDocument.storyboard(plugin: "7703", safeAreas: false, """
        <scene sceneID="s">
            <objects>
                <tableViewController id="vc" customClass="SoundsViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection id="section">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="blue" id="vibrateCell">
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="vibrateCell" id="vibrateContent">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vibrateSwitch">
                                                    <rect key="frame" x="263" y="5" width="51" height="31"/>
                                                </switch>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Vibrate" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="vibrateLabel">
                                                    <rect key="frame" x="15" y="11" width="56" height="21"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="blue" textLabel="toneTitle" detailTextLabel="toneValue" style="IBUITableViewCellStyleValue1" id="toneCell">
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="toneCell" id="toneContent">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" contentMode="left" text="Ringtone" lineBreakMode="tailTruncation" id="toneTitle">
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                </label>
                                                <label opaque="NO" contentMode="left" text="Trill" textAlignment="right" lineBreakMode="tailTruncation" id="toneValue">
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """)

    /// The fixed-frame views sit at their frames in the 320 × 44 row (they had been at
    /// (0, −row's y), unplaced); the Right Detail labels are 15 pt in from the row's sides
    /// (the pre-iOS 11 margin on a 320-pt iPhone) and centred in its 43.5-pt content view:
    /// a 16-pt line is 19.5 tall, (43.5 − 19.5) / 2 = 12.
    @Test func framelessCellsPlaceTheirViewsAsUIKitDoes() throws {
        let layout = try IBDocumentLayout.firstScreen(Self.storyboard, file: "sounds.storyboard")
        #expect(layout.warnings.filter { $0.kind == .ambiguous }.isEmpty, "\(layout.warnings.map(\.message))")
        func frame(_ id: String) -> Frame? { layout.views.first { $0.ibObjectId == id }?.frame }
        #expect(frame("vibrateSwitch") == Frame(x: 263, y: 5, width: 51, height: 31))
        #expect(frame("vibrateLabel") == Frame(x: 15, y: 11, width: 56, height: 21))
        let title = try #require(frame("toneTitle")), value = try #require(frame("toneValue"))
        #expect(title.x == 15 && title.y == 12 && title.height == 19.5)
        #expect(value.x + value.width == 305 && value.y == 12)
    }
}
