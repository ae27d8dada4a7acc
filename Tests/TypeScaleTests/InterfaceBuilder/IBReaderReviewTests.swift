import Testing
@testable import TypeScale

/// Round 36's fresh-eyes review of the IB reader's constraints, guides and generated constraints:
/// one failing test per bug found. Each hand-made document is the smallest that shows it.
struct IBReaderReviewTests {
    static func frame(_ layout: ScreenLayout, _ ib: String) throws -> Frame {
        try #require(layout.views.first { $0.ibObjectId == ib }).absoluteFrame
    }

    // MARK: 1. Autoresizing: several flexible parts share the change in proportion

    /// A 320 × 568 root holding three autoresizing views: `a` (x 20, 100 wide) with flexible
    /// left and right margins, `b` (x 20, 280 wide) with a flexible width and right margin,
    /// `c` (x 20, 100 wide) flexible in all three.
    static let autoresizing = IBTestDocument.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a">
                        <rect key="frame" x="20" y="100" width="100" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
                    </view>
                    <view contentMode="scaleToFill" id="b">
                        <rect key="frame" x="20" y="200" width="280" height="50"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES"/>
                    </view>
                    <view contentMode="scaleToFill" id="c">
                        <rect key="frame" x="20" y="300" width="100" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES"/>
                    </view>
                </subviews>
            </view>
    """)

    /// UIView.autoresizingMask: "When more than one option along the same axis is set, the
    /// default behavior is to distribute the size difference proportionally among the flexible
    /// portions." In landscape (568 wide, 248 more): `a`'s margins 20 and 200 take 20/220 and
    /// 200/220 of it (x 42.5), not the centre's offset (x 144); `b`'s width and right margin
    /// 280/300 and 20/300 (511.5 wide, not 568 × 280/320 = 497); `c` scales whole (x 35.5).
    @Test func flexiblePartsShareTheChangeInProportionToTheirSizes() throws {
        let layout = try IBDocumentLayout.firstScreen(Self.autoresizing, file: "ar.xib", .landscape)
        let a = try Self.frame(layout, "a"), b = try Self.frame(layout, "b"), c = try Self.frame(layout, "c")
        #expect(abs(a.x - (20 + 248 * 20 / 220.0)) < 0.5, "a at \(a.x)")
        #expect(abs(b.width - (280 + 248 * 280 / 300.0)) < 0.5, "b \(b.width) wide")
        #expect(abs(c.x - 20 * 568 / 320.0) < 0.5 && abs(c.width - 100 * 568 / 320.0) < 0.5, "c \(c)")
    }

    // MARK: 2. Autoresizing inside a scroll view follows the scroll view's size

    /// A scroll view filling the root, holding an autoresizing view 20 in from each side with
    /// a flexible width (the classic rotating content view).
    static let scrollContent = IBTestDocument.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <scrollView contentMode="scaleToFill" id="sc">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="a">
                                <rect key="frame" x="20" y="20" width="280" height="50"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            </view>
                            <view contentMode="scaleToFill" id="b">
                                <rect key="frame" x="250" y="100" width="50" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </scrollView>
                </subviews>
            </view>
    """)

    /// Autoresizing works on the superview's bounds size: a flexible-width view in a scroll
    /// view is the scroll view's width less its margins (280 here, as stored; 528 in
    /// landscape). The generated `a.right == superview.right - 20` names the scroll view's
    /// edge, which SPEC §6.2 reads as the content's, so nothing sizes it: 0 wide, ambiguous.
    @Test(arguments: [(Orientation.portrait, 280.0), (.landscape, 528)])
    func anAutoresizingViewInAScrollViewFollowsTheScrollViewsWidth(orientation: Orientation, width: Double) throws {
        let layout = try IBDocumentLayout.firstScreen(Self.scrollContent, file: "scroll.xib", orientation)
        let a = try Self.frame(layout, "a")
        #expect(abs(a.x - 20) < 0.5 && abs(a.width - width) < 0.5, "\(a)")
        // A flexible left margin keeps the right one: 20 from the scroll view's frame's edge.
        let b = try Self.frame(layout, "b")
        #expect(abs(b.x + b.width - (width + 40 - 20)) < 0.5 && abs(b.width - 50) < 0.5, "\(b)")
    }

    // MARK: 3. A table inside a cell: its rows are not the outer table's

    /// An outer table of two 100-pt prototypes, the first holding a table of one 30-pt
    /// prototype; the second outer prototype is stored at y 100.
    static let nestedTable = IBTestDocument.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="100" sectionHeaderHeight="0" sectionFooterHeight="0" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" rowHeight="100" id="A">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="A" id="Acv">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="30" sectionHeaderHeight="0" sectionFooterHeight="0" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                            <prototypes>
                                                <tableViewCell contentMode="scaleToFill" rowHeight="30" id="N">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                                                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="N" id="Ncv">
                                                        <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="inner" firstAttribute="leading" secondItem="Acv" secondAttribute="leading" id="i1"/>
                                        <constraint firstItem="inner" firstAttribute="top" secondItem="Acv" secondAttribute="top" id="i2"/>
                                        <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="i3"/>
                                        <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="i4"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell contentMode="scaleToFill" rowHeight="100" id="B">
                                <rect key="frame" x="0.0" y="100" width="320" height="100"/>
                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="B" id="Bcv">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </subviews>
                <constraints>
                    <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="o1"/>
                    <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="o2"/>
                    <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="o3"/>
                    <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" id="o4"/>
                </constraints>
            </view>
    """)

    /// `IBTableRows.cellsInOrder` collects `tableViewCell`s among all the table's descendants,
    /// so the inner table's row counts as the outer table's second: `B.top == N.bottom` put B
    /// at y 30 and the outer content 130 tall, where IB stores B at 100 (content 200).
    @Test func aNestedTablesRowIsNotTheOuterTablesRow() throws {
        let layout = try IBDocumentLayout.firstScreen(Self.nestedTable, file: "nested.xib")
        let b = try Self.frame(layout, "B")
        #expect(abs(b.y - 100) < 0.5, "B at \(b.y)")
    }

    // MARK: 4. A cell's accessory is on its leading side in right-to-left

    /// A 393-pt standalone cell with a disclosure indicator, its content view stored 362.667 wide.
    static let accessoryCell = IBTestDocument.xib(device: "retina6_12", plugin: "22504", """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" rowHeight="44" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="362.66666666666669" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
    """)

    /// UITableViewCell mirrors in right-to-left: the chevron is at the left and the content
    /// view ends at the cell's right edge. The generated `contentView.left == superview.left`
    /// keeps it at x 0, under the accessory.
    @Test func aContentViewLeavesTheAccessoryItsLeadingSideInRightToLeft() throws {
        var request = LayoutRequest()
        request.direction = .rtl
        let layout = try IBDocumentLayout.firstScreen(Self.accessoryCell, file: "cell.xib", request: request)
        let content = try Self.frame(layout, "cv")
        #expect(abs(content.width - 362.667) < 0.5)
        #expect(abs(content.x + content.width - 393) < 0.5, "content view at \(content.x)")
    }

    // MARK: 5. The keyboard layout guide (Xcode 14 and later)

    /// A scene whose bottom bar sits on the keyboard layout guide, as Xcode 14's "Keyboard
    /// Layout Guide" option writes it (`<keyboardLayoutGuide key="keyboard">`, IBLinter's
    /// decoder quotes the element).
    static let keyboardScene = IBTestDocument.storyboard(device: "retina6_12", plugin: "22504", """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="770" width="393" height="48"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="48" id="bh"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="G"/>
                            <keyboardLayoutGuide key="keyboard" id="K"/>
                            <constraints>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="G" secondAttribute="leading" id="l"/>
                                <constraint firstItem="G" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t"/>
                                <constraint firstItem="K" firstAttribute="top" secondItem="bar" secondAttribute="bottom" id="k"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """)

    /// With the keyboard down the guide's top is the safe area's bottom (UIKeyboardLayoutGuide).
    /// The reader knows only `<viewLayoutGuide>`s: the whole file is refused, "the constraint
    /// refers to 'K', which is not a view of this screen".
    @Test func theKeyboardGuideAtRestIsTheSafeAreasBottom() throws {
        let layout = try IBDocumentLayout.firstScreen(Self.keyboardScene, file: "keyboard.storyboard")
        let bar = try Self.frame(layout, "bar")
        #expect(abs(bar.y + bar.height - (852 - 34)) < 0.5, "bar at \(bar.y)")
    }

    // MARK: 6. (nit) An IB id with a space

    /// IB keeps a hand-edited object id as written; the reader's own constraint ids are made
    /// from it (`my view.autoresizing.left`), which the screen decoder refuses, "a constraint
    /// id is a non-empty word without spaces", an error about a constraint the file never had.
    @Test func aViewIdWithASpaceDoesNotMakeAnUnreadableConstraintId() throws {
        let xml = Self.autoresizing.replacingOccurrences(of: #"id="a">"#, with: #"id="my view">"#)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "space.xib")
        #expect(abs(try Self.frame(layout, "my view").x - 20) < 0.5)
    }
}
