import Testing
@testable import TypeScale

/// A xib's freeform top-level view stored at its device's own size is a whole screen, inset by
/// the device's safe area as a controller's view is; a smaller one (a card, a cell) is not.
struct IBScreenSizedViewTests {
    /// A view of `width` × `height` on an iPhone 15 (393 × 852, insets 59 and 34), a button
    /// pinned 15 pt above its safe area's bottom.
    static func document(width: Double, height: Double) -> String {
        IBTestDocument.xib(device: "retina6_12", """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="20" y="0.0" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="button" firstAttribute="width" constant="100" id="w"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="15" id="b"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """)
    }

    @Test(arguments: [(393.0, 852.0, 753.0), (393.0, 600.0, 535.0)]) // 852 - 34 - 15 - 50; 600 - 15 - 50
    func aScreenSizedViewHasTheDevicesSafeArea(width: Double, height: Double, buttonY: Double) throws {
        let layout = try IBDocumentLayout.firstScreen(Self.document(width: width, height: height), file: "intro.xib")
        let button = try #require(layout.views.first { $0.ibObjectId == "button" })
        #expect(button.absoluteFrame.y == buttonY)
    }
}

extension IBScreenSizedViewTests {
    /// A smaller xib view whose Simulated Metrics say Freeform, on an iPhone 15 (insets 59 and
    /// 34): from Xcode 11 it has the insets it reaches placed at the screen's top-left, the
    /// sensor housing's 59 at the top and, 840 tall, the 22 pt of the bottom inset below
    /// 852 − 34 = 818; a view wider than the screen (500 pt) has the device's whole insets, in
    /// Xcode 11 as later (semomun's 737-pt score view, SwiftMessages' 510-pt card); before
    /// Xcode 11 every freeform view has them whole (aligkts' Xcode 10.1 rating alert, 374 ×
    /// 690 on an iPhone XR, from y 44, dev set 41); Xcode 26's canvas, which doubles a device's own insets, leaves this share of them
    /// as it is (no file shows it doubled). `box` is pinned 10 below the safe area's top,
    /// `button` 15 above its bottom. Laid out as the canvas.
    @Test(arguments: [("17703", 393.0, 600.0, 69.0, 535.0), ("17703", 393, 840, 69, 753), ("16087", 393, 600, 69, 535),
                      ("14460", 393, 600, 69, 501), ("24506", 393, 600, 69, 535),
                      ("17703", 500, 600, 69, 501), ("16087", 500, 600, 69, 501), ("17703", 394, 100, 69, 1), ("17703", 393, 100, 69, 35)])
    func aFreeformViewHasTheInsetsItReaches(plugin: String, width: Double, height: Double, boxY: Double, buttonY: Double) throws {
        let xml = Self.document(width: width, height: height)
            .replacingOccurrences(of: "<objects>", with: #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(plugin)"/></dependencies><objects>"#)
            .replacingOccurrences(of: "<subviews>", with: """
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="10" id="bw"/>
                            <constraint firstAttribute="height" constant="10" id="bh"/>
                        </constraints>
                    </view>
                """)
            .replacingOccurrences(of: #"<constraint firstItem="button" firstAttribute="leading""#, with: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="bt"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                <constraint firstItem="button" firstAttribute="leading"
                """)
        var canvas = LayoutRequest()
        canvas.canvas = true
        let layout = try IBDocumentLayout.firstScreen(xml, file: "card.xib", request: canvas)
        let box = try #require(layout.views.first { $0.ibObjectId == "box" })
        let button = try #require(layout.views.first { $0.ibObjectId == "button" })
        #expect(box.absoluteFrame.y == boxY)
        #expect(button.absoluteFrame.y == buttonY)
    }
}

extension IBScreenSizedViewTests {
    /// A freeform view shorter than the sensor housing (a 30-pt bar on an iPhone 15, Xcode 13)
    /// is inset by its own height at most: a child pinned to its safe area's top and bottom is
    /// 0 tall at its bottom, never negative; so is a standalone collection view cell's content.
    @Test func freeformInsetsNeverExceedTheView() throws {
        let xml = Self.pinnedToSafeArea(root: "view", width: 393, height: 30, device: "retina6_12", plugin: "21505",
                                        metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "bar.xib")
        let child = try #require(layout.views.first { $0.ibObjectId == "child" })
        #expect(child.absoluteFrame == Frame(x: 0, y: 30, width: 393, height: 0))
        let cell = Self.pinnedToSafeArea(root: "collectionViewCell", width: 393, height: 30, device: "retina6_12", plugin: "21505")
        let cellLayout = try IBDocumentLayout.firstScreen(cell, file: "cell.xib")
        let content = try #require(cellLayout.views.first { $0.ibObjectId == "child" })
        #expect(content.absoluteFrame == Frame(x: 0, y: 30, width: 393, height: 0))
    }

    /// A `root` element of `width` × `height` whose `child` fills it, pinned to the root's safe
    /// area at the top and bottom and to the root's edges at the sides.
    static func pinnedToSafeArea(root element: String, width: Double, height: Double, device: String, plugin: String,
                                 metrics: String = "") -> String {
        IBTestDocument.xib(device: device, plugin: plugin, """
                <\(element) contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="child">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="child" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="child" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="child" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
                    </constraints>
                    \(metrics)
                </\(element)>
        """)
    }

    /// A standalone collection view cell pinned to its own safe area is inset as a freeform
    /// xib view: on a 428 × 926 iPhone (insets 47 and 34), a cell wider than the screen has
    /// the whole insets, which Xcode 12.5's canvas draws with a 44-pt housing (CloudNews' 726 ×
    /// 168 cell: content from 44 to 134); a narrower one the housing alone (OpenMarket's 293 ×
    /// 286 cell on a 414-pt iPhone 11: its image 5 below 44); before Xcode 11 the whole
    /// insets, as a freeform view has them there (`aFreeformViewHasTheInsetsItReaches`). A table cell's
    /// own guide is its edges (its content view has the guide IB draws).
    @Test(arguments: [
        ("collectionViewCell", "18093", "retina6_7", 726.0, 168.0, true, Frame(x: 0, y: 44, width: 726, height: 90)),
        ("collectionViewCell", "18093", "retina6_7", 726, 168, false, Frame(x: 0, y: 47, width: 726, height: 87)),
        ("collectionViewCell", "18093", "retina6_1", 293, 286, true, Frame(x: 0, y: 44, width: 293, height: 242)),
        ("collectionViewCell", "14460", "retina6_7", 293, 168, true, Frame(x: 0, y: 47, width: 293, height: 87)),
        ("tableViewCell", "18093", "retina6_7", 726, 168, true, Frame(x: 0, y: 0, width: 726, height: 168)),
    ])
    func aStandaloneCollectionCellIsInsetAsAFreeformView(element: String, plugin: String, device: String, width: Double,
                                                        height: Double, canvas: Bool, content: Frame) throws {
        let xml = Self.pinnedToSafeArea(root: element, width: width, height: height, device: device, plugin: plugin)
        var request = LayoutRequest()
        request.canvas = canvas
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib", request: request)
        let child = try #require(layout.views.first { $0.ibObjectId == "child" })
        #expect(child.absoluteFrame == content)
    }

    /// In landscape a device-wide freeform view follows the device to 852 pt and has the
    /// housing's 59 at its left and the 59 at its right it reaches; a landscape document's
    /// freeform view gets none (not modelled).
    @Test func aDeviceWideFreeformViewInLandscape() throws {
        let xml = Self.document(width: 393, height: 100)
            .replacingOccurrences(of: "<objects>", with: #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/></dependencies><objects>"#)
        let screen = try InterfaceBuilderImport.read(Array(xml.utf8), file: "card.xib").screens[0].screen
        let landscape = ContainerChoice(orientation: .landscape).container(for: screen)
        #expect(landscape.width == 852)
        #expect([landscape.safeArea.top, landscape.safeArea.left, landscape.safeArea.bottom, landscape.safeArea.right] == [0, 59, 0, 59])
        let turned = xml.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        let turnedScreen = try InterfaceBuilderImport.read(Array(turned.utf8), file: "card.xib").screens[0].screen
        #expect(ContainerChoice(orientation: .portrait).container(for: turnedScreen).safeArea.top == 0)
    }
}

