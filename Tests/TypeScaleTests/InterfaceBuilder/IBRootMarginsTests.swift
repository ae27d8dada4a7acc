import Testing
@testable import TypeScale

/// A xib's top-level view with layout margins of its own (`rootMargins`): IB's canvas keeps
/// them at least the system minimum at the sides and measures them from the safe area unless
/// Safe Area Relative Margins is off (`insetsLayoutMarginsFromSafeArea="NO"`).
struct IBRootMarginsTests {
    /// A 393 × 120 freeform view on an iPhone 15 (Xcode 15: the 59-pt housing reaches it),
    /// margins 8 above and below, 24 leading and 4 trailing, `box` pinned to all four.
    static func document(fromSafeArea: Bool, directional: Bool = false) -> String {
        let margins = directional
            ? #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="24" bottom="8" trailing="4"/>"#
            : #"<edgeInsets key="layoutMargins" top="8" left="24" bottom="8" right="4"/>"#
        return IBTestDocument.xib(device: "retina6_12", plugin: "22685", """
                <view contentMode="scaleToFill" \(fromSafeArea ? "" : #"insetsLayoutMarginsFromSafeArea="NO""#) id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="24" y="8" width="353" height="104"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    \(margins)
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
        """)
    }

    /// Not from the safe area: y 8, 120 − 16 = 104 tall; the leading 24 is kept, the trailing
    /// 4 raised to the 16-pt minimum of a 393-pt view: 393 − 40 = 353 wide. From the safe area,
    /// the housing's 59 comes first: y 67, 120 − 67 − 8 = 45 tall.
    @Test(arguments: [(false, false, Frame(x: 24, y: 8, width: 353, height: 104)),
                      (false, true, Frame(x: 24, y: 8, width: 353, height: 104)),
                      (true, false, Frame(x: 24, y: 67, width: 353, height: 45))])
    func aRootViewsOwnMarginsPlaceWhatIsPinnedToThem(fromSafeArea: Bool, directional: Bool, box: Frame) throws {
        var canvas = LayoutRequest()
        canvas.canvas = true
        let layout = try IBDocumentLayout.firstScreen(Self.document(fromSafeArea: fromSafeArea, directional: directional),
                                                      file: "card.xib", request: canvas)
        #expect(try #require(layout.views.first { $0.ibObjectId == "box" }).absoluteFrame == box)
    }

    /// The import writes them, so the screen file lays out alike.
    @Test func theImportWritesTheRootsMargins() throws {
        let imported = try InterfaceBuilderImport.read(Array(Self.document(fromSafeArea: false).utf8), file: "card.xib")
        let screen = try #require(imported.screens.first).screen
        #expect(screen.rootMargins == RootMargins(insets: EdgeInsets(top: 8, left: 24, bottom: 8, right: 4), fromSafeArea: false))
    }

    /// Directional margins swap in right to left: the leading 24 goes to the right, and the
    /// trailing 4, raised to 16, to the left: the box at x 16, 353 wide.
    @Test func directionalRootMarginsSwapInRightToLeft() throws {
        var rtl = LayoutRequest()
        rtl.canvas = true
        rtl.direction = .rtl
        let xml = Self.document(fromSafeArea: false, directional: true)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "card.xib")
        #expect(try #require(imported.screens.first).screen.rootMargins?.directional == true)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "card.xib", request: rtl)
        #expect(try #require(layout.views.first { $0.ibObjectId == "box" }).absoluteFrame == Frame(x: 16, y: 8, width: 353, height: 104))
    }
}
