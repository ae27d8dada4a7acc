/// The kinds of view a screen may hold (SPEC §3.1), with UIKit's defaults as data.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, label, field, button, image, textView, `switch`, stack, table, scroll
    /// A table row's cell; made by typescale, not written in screens.
    case cell

    /// Kinds a screen file may name.
    static let writable: [ViewKind] = [.view, .label, .field, .button, .image, .textView, .switch, .stack, .table, .scroll]

    /// Interface Builder's default content hugging priorities (horizontal, vertical).
    var defaultHugging: AxisPair<Int> {
        switch self {
        case .label, .image: AxisPair(251, 251)
        case .switch: AxisPair(750, 750)
        default: AxisPair(250, 250)
        }
    }

    /// UIView's layout margins are 8 pt at each edge; UIStackView's are 0 (a stack pinned by its
    /// `leadingMargin` 20 pt from a root's edge is stored at x 20, README "Stack views").
    var defaultMargins: EdgeInsets {
        self == .stack ? .zero : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// Compression resistance is 750 for every kind.
    var defaultCompression: AxisPair<Int> { AxisPair(750, 750) }

    /// Kinds that draw text and so have fonts, baselines and text measurement.
    var drawsText: Bool { [.label, .field, .button, .textView].contains(self) }

    /// Draws its first line even in a frame shorter than it, cut at the frame's edges (a
    /// label, a button's title label, a text view clipping at its bounds); a field scrolls.
    var drawsItsFirstLineCut: Bool {
        switch self {
        case .label, .button, .textView: true
        default: false
        }
    }

    /// UIKit's default font for the kind; none of them scale with Dynamic Type.
    var defaultFontSize: Double? {
        switch self {
        case .label: 17
        case .field, .textView: 14
        case .button: 15
        default: nil
        }
    }
}

/// A horizontal and a vertical value.
public struct AxisPair<Value: Sendable & Equatable>: Sendable, Equatable {
    public var horizontal: Value
    public var vertical: Value

    public init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// How a label truncates or wraps (NSLineBreakMode).
public enum LineBreakMode: String, Sendable, CaseIterable {
    case tail, word, char, head, middle, clip

    /// Cuts its text with an ellipsis (`NSLineBreakByTruncating…`).
    var truncates: Bool { self == .tail || self == .head || self == .middle }
}

/// Where a one-line label that shrinks its text draws the smaller line (UILabel's
/// `baselineAdjustment`): on the baseline the text had at its own size (UIKit's default), centred
/// in the label, or with its top where the full-size line's top was.
public enum BaselineAdjustment: String, Sendable, CaseIterable {
    case baselines, centers, none
}

/// Where a text lies across its view (`NSTextAlignment`): `natural` is the reading
/// direction's start; `justified` lines fill the width but the last, which lies as natural.
public enum TextAlignment: String, Sendable, CaseIterable {
    case natural, left, center, right, justified
}

/// A button's look: the legacy system button or UIButton.Configuration.
public enum ButtonStyle: String, Sendable, CaseIterable {
    case legacy, configuration

    /// The insets around a button's content when the screen gives none (SPEC §3.1): a legacy
    /// button 6 above and below its title, a configuration button 7 and 12 at the sides.
    public var standardInsets: EdgeInsets {
        switch self {
        case .legacy: EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
        case .configuration: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        }
    }
}

/// A text field's border (UITextField.BorderStyle): the rounded rectangle pads the text, a
/// borderless field draws it flush.
public enum FieldBorder: String, Sendable, CaseIterable {
    case roundedRect, none

    /// The padding around a field's text when the screen gives none (SPEC §3.1): the rounded
    /// rectangle 7 at the sides and 6.5 above and below, a borderless field none.
    public var standardPadding: EdgeInsets {
        switch self {
        case .roundedRect: EdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)
        case .none: .zero
        }
    }
}
