/// What Interface Builder shows a scene or top-level view as (`simulatedDestinationMetrics`,
/// or `<size key="freeformSize">`, which newer Xcodes write alone): the device's screen, a
/// freeform size, or a modal sheet. The last two are laid out at their stored frame's size.
enum IBDestination: Equatable {
    case device
    case freeform
    case sheet

    init(_ element: XMLElementNode) {
        switch element.child(key: "simulatedDestinationMetrics")?.name {
        case "freeformSimulatedSizeMetrics"?: self = .freeform
        case "modalPageSheetSimulatedSizeMetrics"?, "modalFormSheetSimulatedSizeMetrics"?: self = .sheet
        default: self = element.child(key: "freeformSize") != nil ? .freeform : .device
        }
    }

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
    /// stored from y 0 to 34 above the bottom).
    func safeArea(on device: Device?, document: IBDocument, underOpaqueBar: Bool = false)
        -> (portrait: ScreenJSON, landscape: ScreenJSON)? {
        guard self == .freeform, let device else { return nil }
        func json(_ insets: EdgeInsets) -> ScreenJSON {
            .array([underOpaqueBar ? 0 : insets.top, insets.left, insets.bottom, insets.right].map(ScreenJSON.number))
        }
        return (json(device.safeAreaPortrait), json(device.safeAreaLandscape))
    }
}
