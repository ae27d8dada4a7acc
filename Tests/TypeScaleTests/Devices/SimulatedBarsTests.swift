import Testing
@testable import TypeScale

/// `bars` (SPEC §10): simulated bars add to the safe area, and a hidden status bar takes off
/// the top inset it is on a device without a notch.
struct SimulatedBarsTests {
    static func safeArea(_ bars: String, device: String, orientation: Orientation = .portrait) throws -> EdgeInsets {
        let json = #"{"name": "s", "device": "\#(device)", "bars": \#(bars), "views": []}"#
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "s.json")
        return ContainerChoice(orientation: orientation).container(for: screen).safeArea
    }

    @Test func aHiddenStatusBarTakesOffTheTopInsetOfAnIPhoneWithoutANotch() throws {
        #expect(try Self.safeArea(#"{}"#, device: "iphone-8").top == 20)
        #expect(try Self.safeArea(#"{"statusBar": "hidden"}"#, device: "iphone-8").top == 0)
        #expect(try Self.safeArea(#"{"statusBar": "shown"}"#, device: "iphone-8").top == 20)
        // The navigation bar then starts at the top of the screen.
        #expect(try Self.safeArea(#"{"top": "navigationBar", "statusBar": "hidden"}"#, device: "iphone-8").top == 44)
        #expect(try Self.safeArea(#"{"top": "navigationBar"}"#, device: "iphone-8").top == 64)
    }

    /// A sheet's navigation bar is 56 pt in regular height, on an iPhone or an iPad (a page
    /// sheet, inset by nothing of its own), and a compact 32 in compact height, where the
    /// sheet is shown full screen.
    @Test(arguments: [(414.0, 716.0, "compact", "regular", 56.0), (704.0, 1000.0, "regular", "regular", 56.0),
                      (896.0, 414.0, "regular", "compact", 32.0)])
    func aSheetNavigationBarIs56ExceptInCompactHeight(width: Double, height: Double, widthClass: String,
                                                      heightClass: String, top: Double) throws {
        let json = #"{"name": "s", "size": {"width": \#(width), "height": \#(height), "widthClass": "\#(widthClass)", "heightClass": "\#(heightClass)", "safeArea": [0, 0, 0, 0]}, "bars": {"top": "sheetNavigationBar"}, "views": []}"#
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "s.json")
        #expect(ContainerChoice(orientation: .portrait).container(for: screen).safeArea.top == top)
    }

    /// The sensor housing's inset is not the status bar's: it stays.
    @Test func aNotchedIPhoneKeepsItsTopInset() throws {
        #expect(try Self.safeArea(#"{"statusBar": "hidden"}"#, device: "iphone-15").top == 59)
        #expect(try Self.safeArea(#"{"statusBar": "hidden"}"#, device: "iphone-15", orientation: .landscape).left == 59)
    }

    @Test func anUnknownStatusBarValueIsAnError() throws {
        #expect(throws: InputError.self) { try Self.safeArea(#"{"statusBar": "none"}"#, device: "iphone-8") }
    }
}

/// iOS 26's glass navigation bar and a canvas that doubles the safe area (README, "Additions
/// to the screen format").
struct GlassBarAndDoubledCanvasTests {
    /// 54 pt on iPhone in portrait; the standard bar's 32 in compact height and 50 on iPad.
    @Test func theGlassBarIs54OnAnIPhoneInPortrait() throws {
        #expect(try SimulatedBarsTests.safeArea(#"{"top": "glassNavigationBar"}"#, device: "iphone-15").top == 113)
        #expect(try SimulatedBarsTests.safeArea(#"{"top": "glassNavigationBar"}"#, device: "iphone-15", orientation: .landscape).top == 32)
        #expect(try SimulatedBarsTests.safeArea(#"{"top": "glassNavigationBar"}"#, device: "ipad-pro-11").top == 74)
    }

    /// `canvas.safeArea: doubled` doubles every inset of the device before the bars add to
    /// them, and only for `--canvas`.
    @Test func aDoubledCanvasDoublesTheDevicesInsetsOnlyOnTheCanvas() throws {
        let json = #"{"name": "s", "device": "iphone-15", "bars": {"top": "glassNavigationBar"}, "canvas": {"safeArea": "doubled"}, "views": []}"#
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "s.json")
        let app = ContainerChoice().container(for: screen).safeArea
        #expect(app.top == 113)  // 59 + 54
        #expect(app.bottom == 34)
        let canvas = ContainerChoice().container(for: screen.canvasLayout()).safeArea
        #expect(canvas.top == 172)  // 2 × 59 + 54, where Xcode 26 stores a bar at y 118
        #expect(canvas.bottom == 68)
        // Assumed, not measured (no Xcode 26 file in landscape): every inset doubles alike.
        let turned = ContainerChoice(orientation: .landscape).container(for: screen.canvasLayout()).safeArea
        #expect(turned.left == 118)
        #expect(turned.right == 118)
        #expect(turned.bottom == 42)
    }

    @Test func anUnknownCanvasSafeAreaIsAnError() throws {
        let json = #"{"name": "s", "device": "iphone-15", "canvas": {"safeArea": "tripled"}, "views": []}"#
        let error = #expect(throws: InputError.self) { try ScreenDecoder.decode(Array(json.utf8), file: "s.json") }
        #expect(error?.message.contains("expected one of doubled, housing44, found 'tripled'") == true)
    }
}

/// `canvas.category`: the one content size category IB's canvas draws text styles at (XS for
/// Xcode 12.5 to 13). Only `--canvas` applies it; the app's layouts keep each run's category.
struct CanvasCategoryTests {
    static let json = #"""
        { "device": "iphone-15", "canvas": {"category": "XS"},
          "views": [ { "id": "stack", "kind": "stack", "axis": "vertical", "children": [
                         { "id": "body", "kind": "label", "text": "Hello", "font": "body" },
                         { "id": "fixed", "kind": "label", "text": "Hello", "font": { "size": 17 } } ] } ],
          "constraints": [ "stack.leading == superview.leading + 20", "stack.top == superview.top + 100" ] }
        """#

    static func heights(canvas: Bool, category: ContentSizeCategory) throws -> [Double] {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "c.json")
        var request = LayoutRequest()
        request.categories = [category]
        request.canvas = canvas
        let layout = try #require(try LoadedScreen(screen: screen, fonts: LayoutHarness.fonts).layouts(request).first)
        return try ["body", "fixed"].map { id in (try #require(layout.frame(id)).height * 1000).rounded() / 1000 }
    }

    /// Body at XS is 14 pt (16.707 → 17 on @3x), at L 17 pt (20.333), at AX3 33 pt; the fixed
    /// 17-pt label does not scale. The canvas draws body at XS whatever the run asks for.
    @Test func theCanvasDrawsTextStylesAtItsCategory() throws {
        #expect(try Self.heights(canvas: false, category: .l) == [20.333, 20.333])
        #expect(try Self.heights(canvas: true, category: .l) == [17, 20.333])
        #expect(try Self.heights(canvas: true, category: .ax3) == [17, 20.333])
        #expect(try Self.heights(canvas: false, category: .ax3) == [48, 20.333])
        #expect(try Self.heights(canvas: false, category: .xs) == [17, 20.333])
    }

    @Test func anUnknownCanvasCategoryIsAnError() throws {
        let json = Self.json.replacingOccurrences(of: #""category": "XS""#, with: #""category": "XXXXL""#)
        let error = #expect(throws: InputError.self) { try ScreenDecoder.decode(Array(json.utf8), file: "c.json") }
        #expect(error?.message.contains("unknown content size category 'XXXXL'") == true)
    }

    /// Files saved by Xcode 12.5 to 13 (plug-ins 18000 to 20999) say so; 12.4's and 14's do not.
    @Test(arguments: [("18093", ContentSizeCategory?.some(.xs)), ("20020", .xs), ("17703", nil), ("21505", nil)])
    func xcode12Point5To13CanvasesAreXS(plugin: String, category: ContentSizeCategory?) throws {
        let xml = IBTestDocument.xib(plugin: plugin, """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """)
        let screen = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "c.xib").screens.first).screen
        #expect(screen.canvas.category == category)
        // A canvas set to a text size of its own (`dynamicTypePreference`, whose scale is not
        // known; the one file seen with it stores L) is left at the run's category.
        let overridden = xml.replacingOccurrences(of: "<dependencies>", with: #"<accessibilityOverrides dynamicTypePreference="11"/><dependencies>"#)
        #expect(overridden != xml)
        let set = try #require(try InterfaceBuilderImport.read(Array(overridden.utf8), file: "c.xib").screens.first).screen
        #expect(set.canvas.category == nil)
    }
}
