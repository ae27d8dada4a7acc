import Testing
@testable import TypeScale

/// A conflict inside a table's prototype cell breaks one of the cell's constraints, never the
/// table's place: UIKit lays the rows out after the screen has placed the table, each cell at
/// the table's width (round 32, donggu1105's row, dev set 43).
struct IBCellConflictTests {
    /// A 50-pt bar pinned 10 pt from both sides of a 320-pt row: the cell's last-listed
    /// constraint (the bar's leading) breaks, and the table keeps the screen's width. Before,
    /// the table's leading broke, leaving it 70 pt wide at the right edge.
    @Test func aConflictInACellBreaksTheCellsConstraint() throws {
        let xml = IBTestDocument.storyboard("""
            <scene sceneID="s">
                <objects>
                    <viewController id="vc">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" rowHeight="70" id="cell">
                                            <rect key="frame" x="0.0" y="50" width="320" height="70"/>
                                            <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="70"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                        <rect key="frame" x="10" y="10" width="300" height="50"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="50" id="barWidth"/>
                                                            <constraint firstAttribute="height" constant="50" id="barHeight"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="10" id="barTrailing"/>
                                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="barLeading"/>
                                                    <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="barTop"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="tableTrailing"/>
                                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tableLeading"/>
                                <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="tableTop"/>
                                <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="tableBottom"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell-conflict.storyboard")
        let frames = IBDocumentLayout.framesByObjectId(layout)
        #expect(frames["table"]?.x == 0 && frames["table"]?.width == 320)
        #expect(frames["cell"]?.width == 320)
        // The bar keeps its width and trailing edge; its leading constraint is the one broken.
        #expect(frames["bar"]?.x == 260 && frames["bar"]?.width == 50)
        let broken = layout.warnings.filter { $0.kind == .unsatisfiable }.map(\.message)
        #expect(broken.count == 1 && broken[0].contains("by breaking constraint\n<constraint barLeading"))
    }
}
