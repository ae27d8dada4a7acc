import Testing
@testable import TypeScale

/// Controls whose stored frame is not their alignment rectangle, and controls whose intrinsic
/// size comes from their content (README "Intrinsic sizes of controls without a kind of their
/// own"), each on a hand-written document and checked against numbers worked by hand.
struct IBControlFramesTests {
    /// A slider 20 pt from each side of a 375-pt view, 10 pt from its top, and a 10-pt-tall
    /// view 10 pt below it: the slider's alignment rectangle is 20...355 and 10...40 (30 tall),
    /// its frame 2 pt wider at each side and 1 pt taller at the bottom: 18, 10, 339, 31; the
    /// view below starts at 10 + 30 + 10 = 50 (51 if the slider's frame were what is pinned).
    /// iOS 26's slider (Xcode 26, plug-in 24504) is its alignment rectangle: 20, 10, 335, 30.
    @Test(arguments: [("21505", Frame(x: 18, y: 10, width: 339, height: 31)), ("24504", Frame(x: 20, y: 10, width: 335, height: 30))])
    func aSliderIsAThirtyOnePointFrameAroundItsAlignmentRectangle(plugin: String, slider: Frame) throws {
        let xml = IBControlMetricsTests.xib("""
            <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="18" y="10" width="339" height="31"/>
            </slider>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="20" y="50" width="10" height="10"/>
            </view>
            """, corners: [("slider", 20, 10)], extra: """
            <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="slider" secondAttribute="bottom" constant="10" id="b"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
            <constraint firstItem="below" firstAttribute="width" constant="10" id="bw"/>
            <constraint firstItem="below" firstAttribute="height" constant="10" id="bh"/>
            """, plugin: plugin)
        let frames = try IBControlMetricsTests.frames(xml, file: "slider.xib")
        #expect(frames["slider"] == slider)
        #expect(frames["below"] == Frame(x: 20, y: 50, width: 10, height: 10))
    }

    /// A control laid out by its autoresizing mask or a fixed frame keeps its stored frame:
    /// what the generated constraints place is its alignment rectangle, the frame less its
    /// insets (round 33: dunjaacimovic's 456 x 30 slider had come out 460 x 31, dev set 45).
    /// Also a switch (2 pt at the trailing side) and a slider with no constraint at all
    /// (prototyping constraints).
    @Test func aControlPlacedByItsFrameKeepsIt() throws {
        let xml = IBControlMetricsTests.xib("""
            <slider value="0.5" minValue="0.0" maxValue="1" fixedFrame="YES" id="masked">
                <rect key="frame" x="60" y="95" width="456" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </slider>
            <switch opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="toggle">
                <rect key="frame" x="20" y="200" width="51" height="31"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </switch>
            <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="18" y="300" width="200" height="31"/>
            </slider>
            """, corners: [])
        let frames = try IBControlMetricsTests.frames(xml, file: "frames.xib")
        #expect(frames["masked"] == Frame(x: 60, y: 95, width: 456, height: 30))
        #expect(frames["toggle"] == Frame(x: 20, y: 200, width: 51, height: 31))
        #expect(frames["loose"] == Frame(x: 18, y: 300, width: 200, height: 31))
    }

    /// A segmented control 10 pt from the top and a button 20 pt below it: the control's
    /// alignment rectangle is 31 tall (10...41), its frame 1 pt taller at the bottom (32, as
    /// every iOS 13+ file stores one), so the button's frame starts at 41 + 20 = 61 (62 if
    /// the 32-pt frame were pinned).
    @Test func aSegmentedControlIsAThirtyTwoPointFrameAroundItsAlignmentRectangle() throws {
        let xml = IBControlMetricsTests.xib("""
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                <rect key="frame" x="20" y="10" width="335" height="32"/>
                <segments>
                    <segment title="One"/>
                    <segment title="Two"/>
                </segments>
            </segmentedControl>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="20" y="61" width="10" height="10"/>
            </view>
            """, corners: [("segments", 20, 10)], extra: """
            <constraint firstAttribute="trailing" secondItem="segments" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="segments" secondAttribute="bottom" constant="20" id="b"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
            <constraint firstItem="below" firstAttribute="width" constant="10" id="bw"/>
            <constraint firstItem="below" firstAttribute="height" constant="10" id="bh"/>
            """)
        let frames = try IBControlMetricsTests.frames(xml, file: "segments.xib")
        #expect(frames["segments"] == Frame(x: 20, y: 10, width: 335, height: 32))
        #expect(frames["below"] == Frame(x: 20, y: 61, width: 10, height: 10))
    }

    /// Before iOS 14 (files saved by Xcode 11 and earlier) a page control is as wide as its
    /// dots: 7 pt each, 16 pt apart, 16n - 9: 39 for 3 pages (nextcloud's stored frame), 71
    /// for 5; and 37 tall (iccub's Xcode 9 control, hugging in a stack under a container view
    /// that takes the rest, is stored 37 tall). Its trailing edge, pinned 20 pt from a 375-pt
    /// view's, puts it at 355 - width. On iOS 14 alone (Xcode 12, plug-in 17126) it is 28 tall
    /// and a 28-pt slot a page wide inside 38 pt of padding: 122 for 3 pages (code4romania's
    /// Xcode 12.5 control, round 33), 178 for 5. From iOS 15 (Xcode 13, plug-in 20020) 26 tall
    /// and a 26-pt slot inside 37.5: 115.5 for 3 pages (roma321m's and BrunoImai's Xcode 13
    /// controls), 167.5 for 5.
    @Test(arguments: [("15509", 3, 39.0, 37.0), ("15509", 5, 71, 37), ("17126", 3, 122, 28), ("17126", 5, 178, 28),
                      ("20020", 3, 115.5, 26), ("20020", 5, 167.5, 26)])
    func aPageControlIsAsWideAsItsPages(plugin: String, pages: Int, width: Double, height: Double) throws {
        let xml = IBControlMetricsTests.xib("""
            <pageControl numberOfPages="\(pages)" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                <rect key="frame" x="0.0" y="10" width="39" height="26"/>
            </pageControl>
            """, corners: [], extra: """
            <constraint firstAttribute="trailing" secondItem="pages" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="pages" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="y"/>
            """, plugin: plugin)
        let frames = try IBControlMetricsTests.frames(xml, file: "pages.xib")
        #expect(frames["pages"] == Frame(x: 355 - width, y: 10, width: width, height: height))
    }

    /// A progress bar placed by its sides and its bottom alone is 2 tall before iOS 14 (Xcode
    /// 11.4, plug-in 16087: RyuSeHwa's, SASAbus' and Hovo's stored bars) and 4 from it (Xcode
    /// 13.3, 20020): pinned 100 pt above a 667-pt view's bottom, its top is at 565 or 563.
    @Test(arguments: [("16087", 2.0), ("20020", 4)])
    func aProgressBarIs2TallBeforeIOS14And4After(plugin: String, height: Double) throws {
        let xml = IBControlMetricsTests.xib("""
            <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="20" y="563" width="335" height="4"/>
            </progressView>
            """, corners: [], extra: """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="100" id="b"/>
            """, plugin: plugin)
        let frames = try IBControlMetricsTests.frames(xml, file: "progress.xib")
        #expect(frames["bar"] == Frame(x: 20, y: 567 - height, width: 335, height: height))
    }

    /// A stepper placed by its top-left corner alone is UIKit's 94 × 32 from iOS 13 (Xcode 11,
    /// plug-in 15509) and 94 × 29 before it (Xcode 10, 14460: the size Xcode 10's library
    /// dropped CSC690's and HotelManzana's steppers at); a view pinned 10 below it starts at
    /// 10 + 32 + 10 = 52, or 49.
    @Test(arguments: [("15509", 32.0), ("14460", 29)])
    func aStepperIs29TallBeforeIOS13And32After(plugin: String, height: Double) throws {
        let xml = IBControlMetricsTests.xib("""
            <stepper maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                <rect key="frame" x="20" y="10" width="94" height="32"/>
            </stepper>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="20" y="52" width="10" height="10"/>
            </view>
            """, corners: [("stepper", 20, 10)], extra: """
            <constraint firstItem="below" firstAttribute="top" secondItem="stepper" secondAttribute="bottom" constant="10" id="b"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
            <constraint firstItem="below" firstAttribute="width" constant="10" id="bw"/>
            <constraint firstItem="below" firstAttribute="height" constant="10" id="bh"/>
            """, plugin: plugin)
        let frames = try IBControlMetricsTests.frames(xml, file: "stepper.xib")
        #expect(frames["stepper"] == Frame(x: 20, y: 10, width: 94, height: height))
        #expect(frames["below"] == Frame(x: 20, y: 20 + height, width: 10, height: 10))
    }

    /// A 100-pt prototype cell with a disclosure indicator in a plain table on a 375-pt @2x
    /// iPhone, a view pinned to its content view's four margins. Saved by Xcode 10 (plug-in
    /// 14460), the content view is 375 - 34 = 341 wide and 100 - 0.5 (the separator's pixel)
    /// tall; its margins are the table's 16 at the leading side when the table is its
    /// controller's view, whether the cell preserves its superview's margins or not (15 in a
    /// table inside another view, preserving or not), and 8 beside the accessory: the view is at
    /// x 16 (15), 341 - 16 - 8 = 317 (318) wide, 99.5 - 2 * 11 = 77.5 tall. Saved by Xcode 14,
    /// the content view is 375 - (16 + 10.5) = 348.5 wide and the row's 100 tall, margins 16 and
    /// 8 beside the accessory (cwa's Xcode 11.4 cell): 324.5 by 78.
    @Test(arguments: [("14460", true, false, Frame(x: 0, y: 0, width: 341, height: 99.5), Frame(x: 16, y: 11, width: 317, height: 77.5)),
                      ("14460", false, false, Frame(x: 0, y: 0, width: 341, height: 99.5), Frame(x: 16, y: 11, width: 317, height: 77.5)),
                      ("14460", true, true, Frame(x: 0, y: 0, width: 341, height: 99.5), Frame(x: 15, y: 11, width: 318, height: 77.5)),
                      ("14460", false, true, Frame(x: 0, y: 0, width: 341, height: 99.5), Frame(x: 15, y: 11, width: 318, height: 77.5)),
                      ("21505", true, false, Frame(x: 0, y: 0, width: 348.5, height: 100), Frame(x: 16, y: 11, width: 324.5, height: 78)),
                      ("21505", false, true, Frame(x: 0, y: 0, width: 348.5, height: 100), Frame(x: 16, y: 11, width: 324.5, height: 78)),
                      // Xcode 11 on this 375-pt iPhone: 15 in a table inside a view (SkeletonView's),
                      // the table's 16 in a table view controller's.
                      ("16087", true, true, Frame(x: 0, y: 0, width: 348.5, height: 100), Frame(x: 15, y: 11, width: 325.5, height: 78)),
                      ("16087", true, false, Frame(x: 0, y: 0, width: 348.5, height: 100), Frame(x: 16, y: 11, width: 324.5, height: 78)),
                      // Xcode 8 (iOS 10's cells): 8-pt margins all round, 15-pt sides when
                      // preserving the table's; 8 beside the accessory as in Xcode 10.
                      ("11757", true, false, Frame(x: 0, y: 0, width: 341, height: 99.5), Frame(x: 15, y: 8, width: 318, height: 83.5)),
                      ("11757", false, false, Frame(x: 0, y: 0, width: 341, height: 99.5), Frame(x: 8, y: 8, width: 325, height: 83.5))])
    func olderCellsFollowTheirTableAndLeaveTheSeparatorsPixel(plugin: String, preserves: Bool, embedded: Bool,
                                                              content: Frame, pinned: Frame) throws {
        let preserve = preserves ? "preservesSuperviewLayoutMargins=\"YES\"" : ""
        let xml = Self.prototypeTable(plugin: plugin, table: #"separatorStyle="default""#,
                                      cell: #"\#(preserve) accessoryType="disclosureIndicator" rowHeight="100""#,
                                      content: preserve, pinned: "pinned", pinnedHeight: "", embedded: embedded)
        // The canvas's layout: the prototype's own 100-pt row is IB's (the app self-sizes it).
        let frames = try IBControlMetricsTests.frames(xml, canvas: true)
        let cell = try #require(frames["cell"])
        func relative(_ id: String) throws -> Frame {
            let frame = try #require(frames[id])
            return Frame(x: frame.x - cell.x, y: frame.y - cell.y, width: frame.width, height: frame.height)
        }
        #expect(cell.height == 100)
        #expect(try relative("content") == content)
        #expect(try relative("pinned") == pinned)
    }
}

extension IBControlFramesTests {
    /// A self-sizing prototype row holding a 60-pt view at compression 750 between its 11-pt
    /// margins: the app sizes it to 82 (11 + 60 + 11). Before Xcode 11 IB's canvas drew such
    /// rows at 44 and squeezed their content (EmojiDictionary's Xcode 10 rows), so the canvas
    /// layout of an Xcode 10 file has a 44-pt row and a 22-pt view (a table without
    /// separators: no pixel off the content view); an Xcode 13 file's canvas sizes the row as
    /// the app does.
    /// Xcode 11 (plug-in 16097) still drew static cells at 44 (Homium's settings rows), and sized
    /// its prototypes (android-meteo's, OnTheMap's); Xcode 12 and later size both.
    @Test(arguments: [("14460", false, false, 82.0), ("14460", true, false, 44), ("21505", true, false, 82),
                      ("16097", true, true, 44), ("16097", false, true, 82), ("16097", true, false, 82), ("17703", true, true, 82)])
    func olderCanvasesDrawSelfSizingRowsAtTheStandardHeight(plugin: String, canvas: Bool, isStatic: Bool, row: Double) throws {
        let xml = Self.prototypeTable(plugin: plugin, table: #"separatorStyle="none""#, cell: "", content: "", pinned: "box",
                                      pinnedHeight: #"verticalCompressionResistancePriority="750""#,
                                      pinnedConstraints: #"<constraint firstAttribute="height" priority="750" constant="60" id="h"/>"#,
                                      isStatic: isStatic)
        let frames = try IBControlMetricsTests.frames(xml, canvas: canvas)
        #expect(frames["cell"]?.height == row)
        #expect(frames["box"]?.height == row - 22)
    }
}

extension IBControlFramesTests {
    /// A table view controller on a 375-pt @2x iPhone saved by `plugin`: one prototype cell
    /// (`cell`, attributes `cell`) whose content view (`content`, attributes `content`) holds
    /// a view `pinned` (attributes `pinnedHeight`, its own `pinnedConstraints`) tied to its
    /// four margins; `table` adds the table's attributes. `embedded`: the table fills a plain
    /// view controller's view instead of being its table view controller's view; `isStatic`: the
    /// cell is a static table's (`dataMode="static"`, in a section) instead of a prototype.
    static func prototypeTable(plugin: String, table: String, cell: String, content: String, pinned: String,
                               pinnedHeight: String, pinnedConstraints: String = "", embedded: Bool = false,
                               isStatic: Bool = false) -> String {
        let (mode, openCells, closeCells) = isStatic
            ? ("static", #"<sections><tableViewSection id="sec"><cells>"#, "</cells></tableViewSection></sections>")
            : ("prototypes", "<prototypes>", "</prototypes>")
        let (controller, tableKey, open, close) = embedded
            ? ("viewController", "", #"<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>"#,
               "</subviews></view>")
            : ("tableViewController", #"key="view""#, "", "")
        return IBTestDocument.storyboard(device: "retina4_7", plugin: plugin, safeAreas: false,
                                         attributes: #"useTraitCollections="YES""#, """
            <scene sceneID="s">
                <objects>
                    <\(controller) storyboardIdentifier="List" id="c">
                        \(open)<tableView \(tableKey) dataMode="\(mode)" style="plain" \(table) rowHeight="-1" estimatedRowHeight="-1" id="t">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            \(openCells)
                                <tableViewCell \(cell) reuseIdentifier="Item" id="cell">
                                    <rect key="frame" x="0.0" y="28" width="375" height="100"/>
                                    <tableViewCellContentView key="contentView" \(content) tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                        <subviews>
                                            <view \(pinnedHeight) translatesAutoresizingMaskIntoConstraints="NO" id="\(pinned)">
                                                <rect key="frame" x="16" y="11" width="317" height="78"/>
                                                <constraints>\(pinnedConstraints)</constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="\(pinned)" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="top"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="\(pinned)" secondAttribute="trailing" id="r"/>
                                            <constraint firstItem="\(pinned)" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="\(pinned)" secondAttribute="bottom" id="bottom"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            \(closeCells)
                        </tableView>\(close)
                    </\(controller)>
                </objects>
            </scene>
            """)
    }
}

extension IBControlFramesTests {
    /// A standalone 339-pt xib cell saved by Xcode 8.3 (iOS 10's cells), a view pinned to its
    /// content view's leading and top margins: 8-pt margins all round, and 15-pt sides when
    /// the cell and its content view preserve their superview's margins, as a prototype in a
    /// table does (hipay's switch cell: its labels at x 15).
    @Test(arguments: [(true, 15.0), (false, 8)])
    func anXcode8StandaloneCellPreservingMarginsHasFifteenPointSides(preserves: Bool, x: Double) throws {
        let preserve = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
        let xml = IBTestDocument.xib(device: "retina4_7", plugin: "12089", """
            <tableViewCell contentMode="scaleToFill" \(preserve) rowHeight="99" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="339" height="99"/>
                <tableViewCellContentView key="contentView" opaque="NO" \(preserve) tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="339" height="99"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                            <rect key="frame" x="15" y="8" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="w"/>
                                <constraint firstAttribute="height" constant="20" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="pinned" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstItem="pinned" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        // The cell is the screen's root, at the origin.
        let frames = try IBControlMetricsTests.frames(xml, file: "cell.xib")
        #expect(frames["pinned"] == Frame(x: x, y: 8, width: 20, height: 20))
    }
}

extension IBControlFramesTests {
    /// A prototype's own 100-pt row height in a self-sizing table (`rowHeight="-1"`) is the
    /// canvas's: the app sizes the row to its content, a 60-pt view between 11-pt margins
    /// (82), where IB stores the prototype 100 tall and the view stretched to 78. A static
    /// cell's own height is its row's in the app too. Content that leaves the row free (a view
    /// without a height of its own) keeps the designed 100, not UIKit's fallback 44.
    @Test(arguments: [(false, false, 82.0, 60.0), (true, false, 100, 78), (false, true, 100, 78)])
    func aPrototypesOwnRowHeightIsTheCanvasOnly(canvas: Bool, isStatic: Bool, row: Double, box: Double) throws {
        let xml = Self.prototypeTable(plugin: "21505", table: #"separatorStyle="none""#, cell: #"rowHeight="100""#, content: "",
                                      pinned: "box", pinnedHeight: #"verticalCompressionResistancePriority="750""#,
                                      pinnedConstraints: #"<constraint firstAttribute="height" priority="750" constant="60" id="h"/>"#,
                                      isStatic: isStatic)
        let frames = try IBControlMetricsTests.frames(xml, canvas: canvas)
        #expect(frames["cell"]?.height == row)
        #expect(frames["box"]?.height == box)
    }
}

extension IBControlFramesTests {
    /// Content that leaves a self-sizing prototype's row free: the row is the prototype's own
    /// height at launch too, and the view pinned in it fills it (100 − 22).
    @Test func aFreeSelfSizingPrototypeKeepsItsDesignedHeight() throws {
        let xml = Self.prototypeTable(plugin: "21505", table: #"separatorStyle="none""#, cell: #"rowHeight="100""#, content: "",
                                      pinned: "box", pinnedHeight: "")
        let frames = try IBControlMetricsTests.frames(xml)
        #expect(frames["cell"]?.height == 100)
        #expect(frames["box"]?.height == 78)
    }
}

extension IBControlFramesTests {
    /// A navigation bar, toolbar or tab bar placed in a view is 50 pt tall on an iPad since
    /// iOS 12 (INIAD's Xcode 11.4 bars), 44 and 49 on an iPhone; before Xcode 10 (Xcode 9.3
    /// wrote plug-in 14088, Xcode 10.0 14283), 44 and 49 on both.
    @Test(arguments: [("ipad9_7", "21505", 50.0, 50.0), ("retina4_7", "21505", 44, 49), ("ipad9_7", "14088", 44, 49),
                      ("ipad9_7", "14283", 50, 50)])
    func barsAreTallerOnAnIPad(device: String, plugin: String, bar: Double, tabBar: Double) throws {
        let xml = IBTestDocument.xib(device: device, plugin: plugin, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <items><navigationItem title="Title" id="item"/></items>
                    </navigationBar>
                    <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                        <rect key="frame" x="0.0" y="431" width="320" height="49"/>
                        <items/>
                    </tabBar>
                </subviews>
                <constraints>
                    <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="nav" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstItem="nav" firstAttribute="width" secondItem="root" secondAttribute="width" id="w"/>
                    <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
                    <constraint firstItem="tabs" firstAttribute="top" secondItem="nav" secondAttribute="bottom" id="t2"/>
                    <constraint firstItem="tabs" firstAttribute="width" secondItem="root" secondAttribute="width" id="w2"/>
                </constraints>
            </view>
            """)
        let frames = try IBControlMetricsTests.frames(xml, file: "bars.xib")
        #expect(frames["nav"]?.height == bar)
        #expect(frames["tabs"]?.height == tabBar)
        #expect(frames["tabs"]?.y == (frames["nav"]?.y ?? 0) + bar)
        // The height follows the size classes a run lays the file out in: on an iPhone the
        // iPad file's bars are the iPhone's.
        var request = LayoutRequest()
        request.container = ContainerChoice(device: Device.named("iphone-8"))
        let phone = try IBDocumentLayout.firstScreen(xml, file: "bars.xib", request: request)
        #expect(phone.views.first { $0.ibObjectId == "nav" }?.frame.height == 44)
    }
}

extension IBControlFramesTests {
    /// A compact time picker (iOS 14) is its 79 × 31 pill, as Happiggy's is stored (Xcode 13),
    /// not the 320 × 216 wheel a picker written `style="wheels"` is (one without `style` is
    /// compact from iOS 14, `IBDatePickerStyleTests`); a compact date picker has no
    /// stored frame and keeps the wheel's size.
    @Test(arguments: [(#"style="compact" datePickerMode="time""#, 79.0, 31.0), (#"style="wheels" datePickerMode="time""#, 320, 216),
                      (#"style="compact" datePickerMode="date""#, 320, 216)])
    func aCompactTimePickerIsItsPill(attributes: String, width: Double, height: Double) throws {
        let xml = IBControlMetricsTests.xib("""
            <datePicker \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="20" y="10" width="79" height="31"/>
            </datePicker>
            """, corners: [("picker", 20, 10)], plugin: "20020")
        let frames = try IBControlMetricsTests.frames(xml, file: "picker.xib")
        #expect(frames["picker"] == Frame(x: 20, y: 10, width: width, height: height))
    }
}

extension IBControlFramesTests {
    /// Before iOS 13 an accessory takes a fixed width whatever the margin: in a 375-pt row a
    /// detail button leaves a 328-pt content view (einkaufszettl's Xcode 9 unit cell, dev set
    /// 38), a disclosure indicator 341; from Xcode 11 a detail button is the margin + 24.
    @Test(arguments: [("13173", "detailButton", 328.0), ("13173", "disclosureIndicator", 341), ("21505", "detailButton", 335)])
    func accessoriesBeforeIOS13TakeAFixedWidth(plugin: String, accessory: String, width: Double) throws {
        let xml = Self.prototypeTable(plugin: plugin, table: #"separatorStyle="default""#,
                                      cell: #"accessoryType="\#(accessory)" rowHeight="100""#,
                                      content: "", pinned: "pinned", pinnedHeight: "", embedded: false)
        let frames = try IBControlMetricsTests.frames(xml, canvas: true)
        #expect(try #require(frames["content"]).width == width)
    }
}

extension IBControlFramesTests {
    /// A cell in a table inside a view, saved by Xcode 10: 15-pt side margins on a 375-pt
    /// iPhone, the root's 20 on a 414-pt one (irmusyafa's Xcode 10.1 scanner cells, dev set 39).
    @Test(arguments: [("retina4_7", 375.0, 15.0), ("retina6_1", 414, 20)])
    func anEmbeddedTablesCellsBeforeIOS13FollowTheDevice(device: String, width: Double, margin: Double) throws {
        let xml = Self.prototypeTable(plugin: "14460", table: #"separatorStyle="none""#, cell: #"rowHeight="100""#,
                                      content: "", pinned: "pinned", pinnedHeight: "", embedded: true)
            .replacingOccurrences(of: "retina4_7", with: device)
            .replacingOccurrences(of: #"width="375""#, with: #"width="\#(formatNumber(width))""#)
        let frames = try IBControlMetricsTests.frames(xml, canvas: true)
        let cell = try #require(frames["cell"]), pinned = try #require(frames["pinned"])
        #expect(pinned.x - cell.x == margin)
    }
}
