/// A view as written in a screen file, before any environment is applied.
public struct ViewSpec: Sendable {
    public var id: String
    public var kind: ViewKind
    /// Where it was written (`views[2].children[0]`), for errors.
    public var node: JSONNode
    public var children: [ViewSpec] = []
    public var constraints: [ConstraintSpec] = []
    public var when: Condition?
    public var hidden = Varying(false)
    public var hugging: Varying<AxisPair<Int>>?
    public var compression: Varying<AxisPair<Int>>?
    public var intrinsic: Varying<IntrinsicOverride>?
    /// The intrinsic size Interface Builder's canvas gives the view (`canvasIntrinsic`, an
    /// IB placeholder): `--canvas` lays the view out with it in place of `intrinsic`.
    public var canvasIntrinsic: IntrinsicOverride?
    public var margins: Varying<EdgeInsets>?
    /// UIKit's `preservesSuperviewLayoutMargins`: the parent's margins reach into the view's
    /// own where the view is closer to the parent's edge than they are (`PreservedMargins`).
    public var preservesSuperviewMargins = false
    /// `margins` give leading and trailing, not left and right (`directionalMargins`, UIKit's
    /// `directionalLayoutMargins`): they swap in a right-to-left layout.
    public var marginsDirectional = false
    /// A plain view that takes taps (`control`: a slider, a stepper, a segmented control, a
    /// date picker, a page control): the audit judges it as it does buttons and switches.
    public var takesTaps = false
    /// A plain view that draws nothing of its own (`clear`: no background colour, UIView's
    /// default): what shows of it is its subviews, so the audit judges its place by them.
    /// A button so (borderless: no background, no image) shows only its title, by which the
    /// audit judges its place against its superview and the safe area.
    public var clear = false
    /// A plain view or an image that clips its subviews to its bounds (`clips`, UIView's
    /// `clipsToBounds`): what reaches past it is cropped, by design where it is decoration.
    public var clipsSubviews = false
    /// UIView's `alpha`: how opaque the view and its subviews draw. It moves no frame; below
    /// `LaidOutView.invisibleAlpha` the view is invisible to the audit and the sheet, as a
    /// hidden one is (a view faded in by code: a timer's overlay, a toast).
    public var alpha = 1.0
    /// UIView's `alignmentRectInsets`: constraints and the intrinsic size place the alignment
    /// rectangle; the frame is that rectangle grown by these insets.
    public var alignmentInsets: Varying<EdgeInsets>?
    public var maxCategory: ContentSizeCategory?
    public var minCategory: ContentSizeCategory?
    /// Label, field and text view text; a button's title.
    public var text: Varying<String>?
    public var placeholder: Varying<String>?
    public var font: Varying<FontSpec>?
    public var lines: Varying<Int>?
    /// A wrapping label's `preferredMaxLayoutWidth`: every pass wraps it at this width.
    public var wrapWidth: Double?
    /// A wrapping label's width before its first layout (a nib's stored frame): UIKit's
    /// automatic preferred width is the label's bounds, so the first pass wraps at it instead
    /// of measuring the text unwrapped.
    public var firstWrapWidth: Double?
    /// `keepsWrapWidth`: a wrapped label is as wide as the width it wraps at, as UIKit lays
    /// out a nib's label (its intrinsic width is its preferred layout width), not its widest
    /// line (SPEC §4, the default). The importer writes it for every wrapping label.
    public var keepsWrapWidth = false
    public var lineBreak: Varying<LineBreakMode>?
    /// Labels: UIKit's `adjustsFontSizeToFitWidth` with this `minimumScaleFactor`: text too
    /// wide for the label (or, wrapping with a truncating line break, too long for its lines)
    /// is drawn smaller, down to this share of its font size, before it is cut.
    public var minimumScale: Double?
    /// The same with a least size in points (UILabel's older `minimumFontSize`), whatever
    /// size the category gives the font.
    public var minimumFontSize: Double?
    /// Where a shrunk one-line text is drawn (UILabel's `baselineAdjustment`).
    public var baselineAdjustment = BaselineAdjustment.baselines
    /// Labels, fields and text views: where the text lies across the view (UIKit's default
    /// `natural`). It moves no frame; the audit judges a label's overlaps by the text it draws.
    public var textAlignment: Varying<TextAlignment>?
    public var insets: Varying<EdgeInsets>?
    public var buttonStyle = ButtonStyle.legacy
    public var fieldBorder = FieldBorder.roundedRect
    /// Fields: width their intrinsic size adds beyond the text and its insets (`extraWidth`,
    /// README: UIKit's rounded-rect field, read off Interface Builder's frames).
    public var fieldExtraWidth = 0.0
    /// Fields: the least height of their intrinsic size (`leastHeight`, README: UIKit's
    /// rounded-rect field is 30 or 34 pt tall however small its text). Hugging holds the field
    /// at it as at any intrinsic height.
    public var fieldLeastHeight = 0.0
    public var imageSize: Varying<ImageSize>?
    public var stack: StackSpec?
    public var table: TableSpec?
    /// The Interface Builder object id it was imported from (the `_ib` comment key).
    public var ibObjectId: String?
    /// `adjustsFont` (IB's adjustsFontForContentSizeCategory), nil when not said: false, a
    /// text-style font UIKit creates once, at launch, and never updates while the app runs;
    /// true on a fixed font, a wish for Dynamic Type the font cannot follow.
    public var adjustsFont: Bool?
    /// Text views: a UITextView with scrolling on (`scrolls`, IB's default): no intrinsic size
    /// unless `intrinsic` gives one, and its text scrolls in its frame, never cut off.
    public var scrolls = false
    /// Set for `scroll` views (a reader that builds views in code sets `ScrollSpec()`;
    /// nil for a scroll view means the defaults too).
    public var scroll: ScrollSpec?

    public var path: JSONPath { node.path }

    /// A label's `minimumScale`: a share of its font size, 1 for none (UIKit treats 0 as no
    /// shrinking; a hundredth of the size is already unreadable).
    static let minimumScales: ClosedRange<Double> = 0.01...1
    static let alphas: ClosedRange<Double> = 0...1
}

/// A scroll view's own settings (SPEC §6.2); its content is its `children`, laid out against
/// the content and frame layout guides.
public struct ScrollSpec: Sendable, Equatable {
    /// The directions the content may scroll in.
    public enum Axis: String, Sendable, CaseIterable {
        /// The content size is whatever the constraints give it.
        case both
        /// The content width is pinned to the frame's (the common form pattern).
        case vertical
    }

    /// What insets the content (`contentInset`): nothing (SPEC §6.2, the default), or the
    /// safe-area insets the frame overlaps at the top and bottom, as UIKit's automatic content
    /// inset adjustment does for a table, which always bounces vertically.
    public enum ContentInset: String, Sendable, CaseIterable {
        case none
        case safeArea
    }

    public var axis: Axis
    public var contentInset: ContentInset = .none

    public init(axis: Axis = .both) {
        self.axis = axis
    }

    static let keys = ["axis", "contentInset"]
}

/// An image's size in points.
public struct ImageSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
}

/// `intrinsic`: overrides of the measured intrinsic content size, per axis.
public struct IntrinsicOverride: Sendable, Equatable {
    public enum Axis: Sendable, Equatable {
        /// Key absent: keep the measured size.
        case measured
        /// `null`: no intrinsic size in this axis (no hugging or compression constraint).
        case none
        case value(Double)
    }

    public var width: Axis
    public var height: Axis
}
