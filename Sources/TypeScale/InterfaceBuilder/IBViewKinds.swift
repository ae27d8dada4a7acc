/// How each Interface Builder view tag lays out: the screen kind it becomes and, for controls
/// the screen format has no kind of their own for, UIKit's intrinsic content size as data.
///
/// Sizes are UIKit's `intrinsicContentSize` (nil: none in that axis, `UIView.noIntrinsicMetric`).
/// Where Apple documents none, the value was read off the stored frame of a control with no
/// size constraint in the samples or is UIKit's long-standing default; the README lists each
/// value with its evidence.
struct IBViewKind {
    /// The screen kind (`view`, `label`, …).
    var kind: ViewKind
    /// Intrinsic size written as `intrinsic` for kinds typescale does not measure itself.
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    /// Hugging and compression when UIKit's differ from the kind's defaults.
    var hugging: (Int, Int)? = nil
    /// UIKit's `alignmentRectInsets` (`[top, left, bottom, right]`): the stored frame is the
    /// alignment rectangle the constraints place, grown by these.
    var alignmentInsets: [Double]? = nil
    /// The counter prefix for ids (`slider3`).
    var idPrefix: String
    /// A control the screen format draws as a plain view: written `"control": true`, so the
    /// audit judges it as a control (what lies over it takes its taps; it is not a backdrop).
    var takesTaps = false

    /// Tags typescale lays out, by UIKit base class tag.
    static let table: [(tag: String, kind: IBViewKind)] = [
        ("view", IBViewKind(kind: .view, idPrefix: "view")),
        ("label", IBViewKind(kind: .label, idPrefix: "label")),
        ("textField", IBViewKind(kind: .field, idPrefix: "field")),
        ("button", IBViewKind(kind: .button, idPrefix: "button")),
        ("imageView", IBViewKind(kind: .image, idPrefix: "image")),
        ("textView", IBViewKind(kind: .textView, idPrefix: "textView")),
        ("switch", IBViewKind(kind: .switch, idPrefix: "switch")),
        ("stackView", IBViewKind(kind: .stack, idPrefix: "stack")),
        ("scrollView", IBViewKind(kind: IBScrollMapping.scrollKind, idPrefix: "scroll")),
        ("tableView", IBViewKind(kind: IBScrollMapping.scrollKind, idPrefix: "table")),
        ("collectionView", IBViewKind(kind: IBScrollMapping.scrollKind, idPrefix: "collection")),
        ("tableViewCell", IBViewKind(kind: .view, idPrefix: "cell")),
        ("tableViewCellContentView", IBViewKind(kind: .view, idPrefix: "contentView")),
        ("collectionViewCell", IBViewKind(kind: .view, idPrefix: "cell")),
        ("collectionViewCellContentView", IBViewKind(kind: .view, idPrefix: "contentView")),
        ("collectionReusableView", IBViewKind(kind: .view, idPrefix: "reusableView")),
        ("containerView", IBViewKind(kind: .view, idPrefix: "container")),
        ("visualEffectView", IBViewKind(kind: .view, idPrefix: "effectView")),
        ("mapView", IBViewKind(kind: .view, idPrefix: "map")),
        ("wkWebView", IBViewKind(kind: .view, idPrefix: "webView")),
        ("webView", IBViewKind(kind: .view, idPrefix: "webView")),
        ("glkView", IBViewKind(kind: .view, idPrefix: "view")),
        ("sceneKitView", IBViewKind(kind: .view, idPrefix: "view")),
        ("arscnView", IBViewKind(kind: .view, idPrefix: "view")),
        ("mtkView", IBViewKind(kind: .view, idPrefix: "view")),
        // UISlider: a 31-pt frame around a 30-pt alignment rectangle, 2 pt wider at each side
        // (stored sliders pinned at their top, bottom, sides or centre); no intrinsic width.
        ("slider", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 30, alignmentInsets: [0, 2, 1, 2],
                              idPrefix: "slider", takesTaps: true)),
        // UISegmentedControl: a 32-pt frame (iOS 13+) around a 31-pt alignment rectangle (stored
        // controls pinned at their top and bottom); its width from its titles is
        // `IBSegmentedControl`'s.
        ("segmentedControl", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 31, alignmentInsets: [0, 0, 1, 0],
                                        idPrefix: "segmented", takesTaps: true)),
        // UIStepper: 94 × 32 since iOS 13.
        ("stepper", IBViewKind(kind: .view, intrinsicWidth: 94, intrinsicHeight: 32, hugging: (750, 750), idPrefix: "stepper",
                               takesTaps: true)),
        // UIActivityIndicatorView, medium style: 20 × 20 (large: 37 × 37, see `activityStyle`).
        ("activityIndicatorView", IBViewKind(kind: .view, intrinsicWidth: 20, intrinsicHeight: 20, hugging: (750, 750), idPrefix: "activity")),
        // UIProgressView: 4 pt tall (the default bar style; 2 before iOS 14, `IBControlSizes`),
        // no intrinsic width.
        ("progressView", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 4, idPrefix: "progress")),
        // UIPageControl: 26 pt tall (iOS 14+); its width follows its pages (`IBControlSizes`).
        ("pageControl", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 26, idPrefix: "pageControl", takesTaps: true)),
        // UIDatePicker wheels and UIPickerView: 320 × 216 (stored frame of a date picker
        // positioned by its centre and bottom only, BetterDynamicTypeSupport).
        ("datePicker", IBViewKind(kind: .view, intrinsicWidth: 320, intrinsicHeight: 216, idPrefix: "datePicker", takesTaps: true)),
        ("pickerView", IBViewKind(kind: .view, intrinsicWidth: 320, intrinsicHeight: 216, idPrefix: "picker", takesTaps: true)),
        // Bars: UIKit's standard heights on iPhone in portrait.
        ("navigationBar", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 44, idPrefix: "navigationBar")),
        ("toolbar", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 44, idPrefix: "toolbar")),
        ("tabBar", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 49, idPrefix: "tabBar")),
        // UISearchBar: 56 pt tall (minimal and prominent styles alike, iOS 13+); iOS 26's is
        // taller (`intrinsic`). The three stored 51 tall are all of Xcodes whose canvas draws
        // text at XS (plug-ins 18000 to 20999): its field follows Dynamic Type, which the
        // canvas's XS (a clamp of the text, not the category) does not reach. Left.
        ("searchBar", IBViewKind(kind: .view, intrinsicWidth: nil, intrinsicHeight: 56, idPrefix: "searchBar", takesTaps: true)),
    ]

    static func named(_ tag: String) -> IBViewKind? {
        table.first { $0.tag == tag }?.kind
    }

    /// A control's `alignmentRectInsets`, from its frame in to the rectangle constraints place;
    /// nil for none.
    static func alignmentInsets(of element: XMLElementNode, mapping: IBViewKind, document: IBDocument) -> EdgeInsets? {
        if mapping.kind == .switch {
            // The frame reaches 2 pt past the trailing edge only. NetNewsWire's Xcode 26
            // switches, 20 pt from a 374-pt content view's trailing edge, are stored at x 293,
            // and an Xcode 26 switch pinned 10 pt from its cell's leading edge at x 10 (dev
            // set 17); before Xcode 26 four held-out switches (plug-ins 17703 to 23084) end
            // 2 pt past their stack's end or trailing constraint, and the one pinned by its
            // leading edge starts exactly there.
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        }
        // iOS 26's slider is its alignment rectangle: two Xcode 26 files store theirs at the
        // stack's 374 × 60 and at a fixed 279 × 34, where earlier sliders reach 2 pt past
        // each side.
        guard mapping.kind == .view, let insets = mapping.alignmentInsets,
              !(element.name == "slider" && document.isIOS26) else { return nil }
        return EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    }
}

/// Where scroll views are mapped (SPEC §6.2): a scroll view, a table and a collection view
/// are `scroll` views whose children are their content (a table's rows stacked from the
/// content's top, as wide as the frame: `axis: vertical`).
enum IBScrollMapping {
    static let scrollKind = ViewKind.scroll

    /// `SCROLL.content.ATTR` and `SCROLL.frame.ATTR` for the two layout guides.
    static func guide(_ scroll: String, content: Bool, attribute: String) -> String {
        "\(scroll).\(content ? "content" : "frame").\(attribute)"
    }

    /// UIKit's automatic content inset adjustment (the default `contentInsetAdjustmentBehavior`)
    /// adds the safe area a scroll view lies under to its content inset in the axes it
    /// scrolls, and a table always scrolls vertically (it bounces vertically by default):
    /// its content starts below the bars. A plain scroll view adjusts only when its content
    /// is taller than it or it bounces vertically, which the import does not know before
    /// layout: it keeps SPEC §6.2's no inset unless `alwaysBounceVertical` is set. `never`
    /// turns the adjustment off, `always` on for any scroll view.
    static func insetsContentBySafeArea(_ element: XMLElementNode) -> Bool {
        switch element["contentInsetAdjustmentBehavior"] {
        case "never": false
        case "always": true
        default: element.name == "tableView" || element["alwaysBounceVertical"] == "YES"
        }
    }

    /// Tables and collection views scroll vertically: their content is as wide as they are.
    static func axis(of element: XMLElementNode) -> String? {
        element.name == "tableView" || element.name == "collectionView" ? "vertical" : nil
    }
}
