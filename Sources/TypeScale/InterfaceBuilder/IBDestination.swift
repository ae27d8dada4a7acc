/// What Interface Builder shows a scene or top-level view as (`simulatedDestinationMetrics`,
/// or `<size key="freeformSize">`, which newer Xcodes write alone): the device's screen, a
/// freeform size, or a modal sheet, said (`sheet`) or only drawn so (`presentedSheet`, see
/// `isSheetSized`). All but the first are laid out at their stored frame's size.
enum IBDestination: Equatable {
    case device
    case freeform
    case sheet
    case presentedSheet

    var isSheet: Bool { self == .sheet || self == .presentedSheet }

    init(_ element: XMLElementNode) {
        switch element.child(key: "simulatedDestinationMetrics")?.name {
        case "freeformSimulatedSizeMetrics"?: self = .freeform
        case "modalPageSheetSimulatedSizeMetrics"?, "modalFormSheetSimulatedSizeMetrics"?: self = .sheet
        default: self = element.child(key: "freeformSize") != nil ? .freeform : .device
        }
    }

    /// Whether a scene stored at its iPhone's width and shorter than its screen is one IB's
    /// canvas draws as a page sheet (a controller presented modally, Xcode 11 and later),
    /// though the file says so nowhere else: `sheetShortening` shorter. Their views sit 56
    /// below the top under a sheet's navigation bar, not under the status bar and a 44-pt bar.
    /// iPads are left freeform (a sheet there is narrower than the screen), as are a caller's
    /// embedded children.
    static func isSheetSized(_ frame: Frame?, on device: Device?, orientation: Orientation, document: IBDocument) -> Bool {
        guard let frame, let device, !device.isPad, orientation == .portrait, !document.isBeforeIOS13,
              frame.width == device.width else { return false }
        return device.height - frame.height == sheetShortening(on: device, document: document)
    }

    /// How much shorter than its iPhone IB draws a page sheet, by the Xcode that saved it.
    /// On an iPhone with a bare status bar, the status bar (opentrace's 414 × 716 scenes on an
    /// iPhone 8 Plus). With a sensor housing, Xcode 11 to 14 leave the housing and the 10 pt the
    /// presenting view shows above the sheet (KaNguy's 414 × 842 and OnTheMap's 375 × 758 under
    /// 44-pt housings; Xcode 14.2's 414 × 838 under the iPhone 11's 48 and 393 × 783 under the
    /// iPhone 15's 59); Xcode 14.3 to 16 only those 10 pt (six files: 393 × 842 on an iPhone
    /// 15, 414 × 886 on an iPhone 11); Xcode 26 only the housing (393 × 793, 414 × 848).
    /// The canvas of Xcode 12.5 to 13 drew a 47-pt housing 44 deep (`IBDocument.drawsHousing44`):
    /// its sheets are taken to leave 44 + 10 (no such sheet seen).
    static func sheetShortening(on device: Device, document: IBDocument) -> Double {
        let top = document.drawsHousing44 ? min(device.safeAreaPortrait.top, CanvasSafeArea.legacyHousingDepth)
            : device.safeAreaPortrait.top
        if top == SimulatedBars.statusBarHeight { return top }
        if document.isIOS26 { return top }
        return document.isBeforeXcode14_3 ? top + presentingViewPeek : presentingViewPeek
    }

    /// The presenting view's edge IB draws above a page sheet.
    static let presentingViewPeek = 10.0

    /// The safe area IB gives a view controller shown so, when it is not zero. A freeform
    /// scene keeps the device's insets: a 300 × 200 scene on `retina6_0` stores a label pinned
    /// 15 below its safe area at y 62 (47 + 15) and buttons pinned to the safe area's bottom
    /// ending at 166 (200 − 34), and a 400 × 600 one with the legacy guides on `ipad9_7` its
    /// top guide at 20; whether the canvas draws the status bar of an iPhone without a notch
    /// is `IBStatusBar`'s (a 300 × 310 scene on `retina3_5` saved by Xcode 12 has its top guide
    /// at 0). A sheet has none: it sits below the status bar (a 414 × 842 page sheet on
    /// `retina6_1` ends a label 16 above its safe area's bottom at 826).
    ///
    /// Below an opaque navigation bar the view starts under the bar and the status bar, so
    /// its top inset is 0 and the rest the device's (NYPL's 428 × 838 login view on a 926-pt
    /// iPhone, under a `translucent="NO"` bar: its scroll view, pinned to the safe area, is
    /// stored from y 0 to 34 above the bottom). Above an opaque tab bar or toolbar the view
    /// ends at the bar, its bottom inset 0 (inju2403's 390 × 761 list scene on a 844-pt
    /// iPhone, above a `translucent="NO"` tab bar: its table, pinned to the safe area's
    /// bottom, is stored ending at 761, dev set 39).
    ///
    /// A sheet only drawn so (`presentedSheet`) keeps the home indicator's inset before Xcode
    /// 14.3: KaNguy's progress view, pinned 20 above the safe area's bottom, is stored ending at
    /// 788 of 842 (842 − 34 − 20), OnTheMap's tab scenes' views end 83 above their sheet's
    /// (34 + a 49-pt tab bar). From Xcode 14.3 it has none: buttons pinned to the safe area's
    /// bottom end at the sheet's (three Tipsy copies at 842 of 842, two BMI ones at 886, an
    /// Xcode 26 one at 848; natsu1211's alarm table at 842, Xcode 14.3, dev set 39), and
    /// BMICalculator's image pinned 60 below its top is at 60.
    /// In compact height a sheet is full screen, with the device's insets.
    func safeArea(on device: Device?, document: IBDocument, underOpaqueBar: Bool = false, aboveOpaqueBar: Bool = false)
        -> (portrait: ScreenJSON, landscape: ScreenJSON)? {
        guard let device else { return nil }
        func json(_ insets: EdgeInsets) -> ScreenJSON {
            .array([underOpaqueBar ? 0 : insets.top, insets.left, aboveOpaqueBar ? 0 : insets.bottom, insets.right]
                .map(ScreenJSON.number))
        }
        switch self {
        case .freeform: return (json(device.safeAreaPortrait), json(device.safeAreaLandscape))
        case .presentedSheet:
            let bottom = document.isBeforeXcode14_3 ? device.safeAreaPortrait.bottom : 0
            return (json(EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)), json(device.safeAreaLandscape))
        case .device, .sheet: return nil
        }
    }

    /// The safe area IB's canvas gives a xib's top-level view whose Simulated Metrics say
    /// Freeform (not a controller's view): the device's sensor housing at the top (a status
    /// bar alone is the canvas's, `IBStatusBar`), and, placed at the screen's top-left, the
    /// device's other insets only where it reaches them: element's 414 × 104 banner on an
    /// iPhone 11 (Xcode 13.3) has its top margin at 44 and its icon centred in 44...104, cwa's
    /// 414 × 666 footer (Xcode 12.4) a view 16 below its safe area at 60, element's 195 × 126
    /// coach mark no bottom inset, LukasHromadnik's 320 × 150 widget (Xcode 11.4), its stack
    /// pinned to the safe area's bottom, ends at 150.
    /// A view wider than the screen has the whole of them, in every Xcode from 11, taken to be
    /// inset as a screen of its own since it cannot lie inside the screen. SwiftMessages' 510 ×
    /// 160 card (Xcode 11 beta) stores its card 44 below the top and 34 above the bottom,
    /// wikipedia's 415- and 468-pt bars (Xcode 11.2, 11.3) end 34 above theirs, and semomun's
    /// 737 × 217 score view (Xcode 13.2) centres its content in 44...183. The boundary rests
    /// on wikipedia's 415-pt bar, 1 pt wider than its iPhone, and element's 414-pt banner.
    /// Before Xcode 11 every freeform view has the whole of them: aligkts' 374 × 690 rating
    /// alert (Xcode 10.1) on an iPhone XR pins its 612-pt backdrop to the safe area from y 44
    /// (dev set 41); on an iPhone without a notch they are none (wikipedia's Xcode 9.3 toolbar
    /// on a 375-pt iPhone has its content at its safe area's top, y 12 for 12).
    /// Insets never exceed the view: a view shorter than the housing is inset by its height.
    /// `landscapeWidth` is the view's width in landscape (a device-wide view follows the
    /// device). A landscape document is left without (no file seen).
    static func freeformViewSafeArea(size: Frame, landscapeWidth: Double, on device: Device?, document: IBDocument,
                                     orientation: Orientation) -> (portrait: ScreenJSON, landscape: ScreenJSON)? {
        guard let device, orientation == .portrait else { return nil }
        func json(_ insets: EdgeInsets, view: (width: Double, height: Double), screen: (width: Double, height: Double)) -> ScreenJSON {
            let whole = view.width > screen.width || document.isBeforeIOS13
            let overlap = { (inset: Double, length: Double, screenLength: Double) in
                whole ? inset : max(0, min(inset, length - (screenLength - inset)))
            }
            let top = min(insets.top > SimulatedBars.statusBarHeight ? insets.top : 0, view.height)
            let bottom = min(overlap(insets.bottom, view.height, screen.height), view.height - top)
            let left = min(insets.left, view.width)
            let right = min(overlap(insets.right, view.width, screen.width), view.width - left)
            return .array([top, left, bottom, right].map(ScreenJSON.number))
        }
        return (json(device.safeAreaPortrait, view: (size.width, size.height), screen: (device.width, device.height)),
                json(device.safeAreaLandscape, view: (landscapeWidth, size.height), screen: (device.height, device.width)))
    }
}
