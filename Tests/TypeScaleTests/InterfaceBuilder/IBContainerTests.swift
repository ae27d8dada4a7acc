import Foundation
import Testing
@testable import TypeScale

/// The container an imported screen is laid out in, portrait and landscape (README "Interface
/// Builder files", Container): a cell or another freeform view is not a device, so landscape
/// does not turn it.
struct IBContainerTests {
    /// A xib on an iPhone 15 (393 × 852) whose one top-level view is a cell of the given width,
    /// 60 pt tall, with a label pinned to its content view's margins.
    static func cell(width: Double, plugin: String? = nil) -> String {
        let dependencies = plugin.map {
            #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"#
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            \(dependencies)
            <objects>
                <tableViewCell rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="19.5" width="\(width - 32)" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func layout(_ xml: String, _ orientation: Orientation) throws -> ScreenLayout {
        try IBDocumentLayout.firstScreen(xml, file: "cell.xib", orientation)
    }

    /// A cell as wide as the device follows it to the landscape width (852, the iPhone 15 on
    /// its side) and keeps its 60-pt row; it was turned into 60 × 393 before.
    @Test func deviceWideCellKeepsItsHeightInLandscape() throws {
        let layout = try Self.layout(Self.cell(width: 393), .landscape)
        #expect(layout.container.width == 852)
        #expect(layout.container.height == 60)
        #expect(layout.container.widthClass == .compact)
        #expect(layout.container.heightClass == .compact)
        let title = try #require(layout.views.first { $0.id == "label1" })
        // A cell's margins on a 393-pt iPhone are 20 (a root view's would be 16): 852 − 40
        // wide; 17-pt text is 20.333 tall on @3x, centred in the 60-pt row at 19.833, which
        // the pixel grid rounds to 20.
        #expect(title.absoluteFrame.width == 812)
        #expect(title.absoluteFrame.y == 20)
    }

    /// A freeform cell narrower than the device is not the table's width either way: it keeps
    /// its stored 300 × 60 in both orientations.
    @Test func freeformCellKeepsItsSizeInLandscape() throws {
        let portrait = try Self.layout(Self.cell(width: 300), .portrait)
        let landscape = try Self.layout(Self.cell(width: 300), .landscape)
        #expect((portrait.container.width, portrait.container.height) == (300, 60))
        #expect((landscape.container.width, landscape.container.height) == (300, 60))
        #expect(landscape.container.orientation == .landscape)
    }

    /// The screen format's `size.landscape` is used as it is; without it a custom size turns.
    @Test func sizeLandscapeIsNotTurned() throws {
        var size = CustomSize(width: 414, height: 81, scale: 3)
        var screen = Screen(name: "s", file: "s.json")
        screen.size = size
        let turned = ContainerChoice(orientation: .landscape).container(for: screen)
        #expect((turned.width, turned.height) == (81, 414))
        size.landscape = LandscapeSize(width: 896, height: 81)
        screen.size = size
        let kept = ContainerChoice(orientation: .landscape).container(for: screen)
        #expect((kept.width, kept.height) == (896, 81))
        #expect(ContainerChoice(orientation: .portrait).container(for: screen).width == 414)
    }

    /// Older collection view cells write their content view as `<view key="contentView">`
    /// without an id; the file imports (it was refused as "<view> has no id") and the label
    /// inside is centred in the 200 × 100 cell.
    @Test func aContentViewWithoutAnIdIsLaidOut() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <collectionViewCell id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                <rect key="frame" x="90" y="40" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="w"/>
                                    <constraint firstAttribute="height" constant="20" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="dot" firstAttribute="centerX" secondItem="cell" secondAttribute="centerX" id="x"/>
                        <constraint firstItem="dot" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="y"/>
                    </constraints>
                </collectionViewCell>
            </objects>
        </document>
        """
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib")
        let dot = try #require(layout.views.first { $0.ibObjectId == "dot" })
        #expect(dot.absoluteFrame == Frame(x: 90, y: 40, width: 20, height: 20))
        #expect(layout.views.contains { $0.ibObjectId == "line7col13" }, "the content view, named by its place")
    }
}

/// A cell's content margins follow the container laid out (README "Interface Builder files",
/// Decisions: Tables): a standalone Xcode 10 cell's own width; from Xcode 11 20 pt for a cell
/// wider than 320 on a device wider than 375, 16 on a narrower one (15 for Xcode 11's
/// standalone cells); a table's screen otherwise.
struct IBCellMarginTests {
    /// The same cell on a 414-pt device (retina6_1) saved by Xcode 10 (plug-in 14460): 320 wide
    /// it has 16-pt side margins (as pocket-casts' TimeStepperCell is stored: image at x 16),
    /// 414 wide 20 (the device's).
    @Test(arguments: [(320.0, 16.0), (375, 16), (414, 20)])
    func anXcode10CellsMarginsFollowItsWidth(width: Double, margin: Double) throws {
        let xml = IBContainerTests.cell(width: width, plugin: "14460").replacingOccurrences(of: "retina6_12", with: "retina6_1")
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib")
        #expect(layout.container.width == width)
        let title = try #require(layout.views.first { $0.id == "label1" })
        #expect(title.absoluteFrame.x == margin)
        #expect(title.absoluteFrame.width == width - 2 * margin)
    }

    /// From Xcode 11, on a device wider than 375 pt, a cell wider than 320 has 20-pt margins:
    /// 352- and 405-pt cells on a 414-pt iPhone (covpass, Strongbox) and a 393-pt one on an
    /// iPhone 14 Pro, where their width would give 16; a 320-pt cell keeps 16 there
    /// (pocket-casts, OsmAnd), and a 352-pt one on a 375-pt iPhone too, as does a 416-pt one
    /// (zbrateam's; its own width would give 20).
    @Test(arguments: [("retina6_1", 352.0, 20.0), ("retina6_1", 405, 20), ("retina6_12", 393, 20),
                      ("retina6_1", 320, 16), ("retina4_7", 352, 16), ("retina4_7", 416, 16)])
    func aLaterCellsMarginsFollowItsDeviceAndWidth(device: String, width: Double, margin: Double) throws {
        let xml = IBContainerTests.cell(width: width, plugin: "17703").replacingOccurrences(of: "retina6_12", with: device)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib")
        let title = try #require(layout.views.first { $0.id == "label1" })
        #expect(title.absoluteFrame.x == margin)
        #expect(title.absoluteFrame.width == width - 2 * margin)
    }

    /// A standalone cell saved by Xcode 11 (plug-in 16087) on a 375-pt iPhone has 15-pt side
    /// margins whatever its width (openedx's 375-pt cell, OsmAnd's 320-pt ones, openfoodfacts'
    /// 387-pt one), where Xcode 12's have 16; on a 414-pt iPhone Xcode 11's follow the later
    /// rule (dashpay's 320-pt cell 16, Strongbox's 405-pt one 20).
    @Test(arguments: [("16087", "retina4_7", 375.0, 15.0), ("16087", "retina4_7", 320, 15), ("16087", "retina4_7", 387, 15),
                      ("17703", "retina4_7", 375, 16), ("16087", "retina6_1", 320, 16), ("16087", "retina6_1", 405, 20)])
    func anXcode11StandaloneCellOnASmallIPhoneHasFifteen(plugin: String, device: String, width: Double, margin: Double) throws {
        let xml = IBContainerTests.cell(width: width, plugin: plugin).replacingOccurrences(of: "retina6_12", with: device)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib")
        let title = try #require(layout.views.first { $0.id == "label1" })
        #expect(title.absoluteFrame.x == margin)
        #expect(title.absoluteFrame.width == width - 2 * margin)
    }

    /// A content view's own margins in the nib give way to the cell's from iOS 11 (covpass's
    /// content view, written with 0-pt margins, stores its stack at the cell's 20); before
    /// (Xcode 8, plug-in 11757) the nib's 0 are kept.
    @Test(arguments: [("17703", 20.0), ("11757", 0)])
    func aContentViewsOwnMarginsGiveWayToTheCells(plugin: String, margin: Double) throws {
        let xml = IBContainerTests.cell(width: 352, plugin: plugin)
            .replacingOccurrences(of: "retina6_12", with: "retina6_1")
            .replacingOccurrences(of: "<subviews>", with: #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/><subviews>"#)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib")
        let title = try #require(layout.views.first { $0.id == "label1" })
        #expect(title.absoluteFrame.x == margin)
    }
}

extension IBCellMarginTests {
    /// A freeform scene's root margins follow its own width too, not the device's: 500 wide on
    /// a 375-pt device, 20 (kickstarter's comment dialog is stored so); 400 wide on an iPad, 16.
    @Test(arguments: [("retina4_7", 500, 20.0), ("ipad9_7", 400, 16)])
    func aFreeformScenesRootMarginsFollowItsWidth(device: String, width: Int, margin: Double) throws {
        let xml = IBControlMetricsTests.marginSpanningScene(device: device, width: width, height: 500)
            .replacingOccurrences(of: "<view key=\"view\"", with: "<size key=\"freeformSize\" width=\"\(width)\" height=\"500\"/>\n<view key=\"view\"")
        let frames = try IBControlMetricsTests.frames(xml)
        let band = try #require(frames["band"])
        #expect(band.x == margin)
        #expect(band.width == Double(width) - 2 * margin)
    }

    /// A landscape file stores its device-sized root turned (852 × 393 for an iPhone 15): it
    /// is the device, not a freeform size, and the file says which orientation its frames are in.
    @Test func aLandscapeFilesRootIsTheDeviceTurned() throws {
        let xml = Self.rootOnly(device: "retina6_12", orientation: "landscape", width: 852, height: 393)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "wide.xib")
        #expect(imported.screens[0].screen.device?.id == "iphone-15")
        let screen = imported.screens[0].screen
        #expect(screen.size == nil)
        // The screen keeps the file's orientation; a run's --orientation still overrides it.
        #expect(screen.orientation == .landscape)
        #expect(ContainerChoice().container(for: screen).width == 852)
        #expect(ContainerChoice(orientation: .portrait).container(for: screen).width == 393)
    }
}

extension IBCellMarginTests {
    /// `ipad12_9` is the home-button iPad Pro (a 20-pt status bar, nothing below), not the
    /// rounded one (`ipad12_9rounded`, 24/20): same size, other safe area.
    @Test(arguments: [("ipad12_9", "ipad-pro-12-9-2", 20.0, 0.0), ("ipad12_9rounded", "ipad-pro-12-9", 24, 20)])
    func theTwelveInchIPadsDifferInTheirSafeArea(ib: String, device: String, top: Double, bottom: Double) throws {
        let xml = Self.rootOnly(device: ib, orientation: "portrait", width: 1024, height: 1366, runtime: "iOS.CocoaTouch.iPad",
                                layout: #" layout="fullscreen""#)
        let screen = try InterfaceBuilderImport.read(Array(xml.utf8), file: "pad.xib").screens[0].screen
        #expect(screen.device?.id == device)
        let container = ContainerChoice().container(for: screen)
        #expect([container.safeArea.top, container.safeArea.bottom] == [top, bottom])
    }
}

extension IBCellMarginTests {
    /// A disclosure indicator sits inside the cell's trailing margin: the content view is the
    /// cell less the margin and 10.5 pt, 414 − (20 + 10.5) = 383.5 on a 414-pt device and
    /// 375 − (16 + 10.5) = 348.5 on a 375-pt one (a fixed 30.5 would give 344.5 there); in
    /// Xcode 13's files 9 pt (Adamant's 350.5, BeKNbz's 385.5, wilybear's 384.5 are 8.5 to 9.5).
    @Test(arguments: [("21505", "retina6_1", 414, 383.5), ("21505", "retina4_7", 375, 348.5),  // 383.5 on @3x: 383.667
                      ("20020", "retina4_7", 375, 350), ("19519", "retina6_1", 414, 385)])
    func aDisclosureIndicatorSitsInsideTheMargin(plugin: String, device: String, width: Int, content: Double) throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="\(device)" orientation="portrait"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugin)"/>
            </dependencies>
            <objects>
                <tableViewCell accessoryType="disclosureIndicator" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib")
        let view = try #require(layout.views.first { $0.ibObjectId == "content" })
        #expect(abs(view.absoluteFrame.width - content) <= 1 / 3)
    }
}

extension IBCellMarginTests {
    /// A standalone xib cell saved before Xcode 11 leaves the separator's pixel below its
    /// content view, as a table's cells do (Shopify's 60-pt and seafile's 88-pt Xcode 9 cells
    /// store 59.5- and 87.5-pt content views on @2x): the centred title moves up a quarter
    /// point. From Xcode 11 the content view is the whole row.
    @Test(arguments: [("14460", 59.5, 19.5), ("17703", 60.0, 20)])
    func aStandaloneCellLeavesTheSeparatorsPixelBeforeXcode11(plugin: String, content: Double, titleY: Double) throws {
        let xml = IBContainerTests.cell(width: 375, plugin: plugin).replacingOccurrences(of: "retina6_12", with: "retina4_7")
        let layout = try IBDocumentLayout.firstScreen(xml, file: "cell.xib")
        let contentView = try #require(layout.views.first { $0.ibObjectId == "content" })
        #expect(contentView.absoluteFrame.height == content)
        let title = try #require(layout.views.first { $0.id == "label1" })
        // 20.287 -> 20.5 tall, centred: (59.5 - 20.5) / 2 = 19.5; (60 - 20.5) / 2 = 19.75,
        // which the @2x grid rounds to 20.
        #expect(title.absoluteFrame.y == titleY)
    }
}

extension IBCellMarginTests {
    /// `ipad10_5` is the 10.5-inch iPad Pro, 834 × 1112 with a 20-pt status bar: a landscape
    /// file stores its root 1112 × 834, the device turned (it was an unknown device, laid out
    /// at that size without the status bar).
    @Test func theTenPointFiveInchIPadIsADevice() throws {
        let xml = Self.rootOnly(device: "ipad10_5", orientation: "landscape", width: 1112, height: 834, runtime: "iOS.CocoaTouch.iPad")
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "pad.xib")
        #expect(imported.warnings.isEmpty, "\(imported.warnings.map(\.message))")
        let screen = imported.screens[0].screen
        #expect(screen.device?.id == "ipad-pro-10-5")
        let container = ContainerChoice().container(for: screen)
        #expect([container.width, container.height, container.safeArea.top] == [1112, 834, 20])
    }

    /// `iPad13_0rounded` (Xcode 15.3 and later write the id with a capital P) is the 13-inch
    /// iPad Pro, 1032 × 1376 with the rounded iPads' 24/20: a landscape file stores its root
    /// 1376 × 1032, and a view pinned to the safe area's top sits at 24 (it was an unknown
    /// device, laid out at the stored size without a safe area).
    @Test(arguments: ["iPad13_0rounded", "ipad13_0rounded"])
    func theThirteenInchIPadIsADevice(id: String) throws {
        let xml = Self.rootOnly(device: id, orientation: "landscape", width: 1376, height: 1032, runtime: "iOS.CocoaTouch.iPad")
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "pad.xib")
        #expect(imported.warnings.isEmpty, "\(imported.warnings.map(\.message))")
        let screen = imported.screens[0].screen
        #expect(screen.device?.id == "ipad-pro-13")
        let container = ContainerChoice().container(for: screen)
        #expect([container.width, container.height, container.safeArea.top, container.safeArea.bottom] == [1376, 1032, 24, 20])
    }
}

extension IBCellMarginTests {
    /// A xib holding only a root view of the given stored size on an IB device.
    static func rootOnly(device: String, orientation: String, width: Int, height: Int,
                         runtime: String = "iOS.CocoaTouch", layout: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="\(runtime)" useAutolayout="YES">
            <device id="\(device)" orientation="\(orientation)"\(layout)/>
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                </view>
            </objects>
        </document>
        """
    }
}

