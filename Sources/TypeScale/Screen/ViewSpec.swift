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
    public var margins: Varying<EdgeInsets>?
    public var maxCategory: ContentSizeCategory?
    public var minCategory: ContentSizeCategory?
    /// Label, field and text view text; a button's title.
    public var text: Varying<String>?
    public var placeholder: Varying<String>?
    public var font: Varying<FontSpec>?
    public var lines: Varying<Int>?
    public var lineBreak: Varying<LineBreakMode>?
    public var insets: Varying<EdgeInsets>?
    public var buttonStyle = ButtonStyle.legacy
    public var imageSize: Varying<ImageSize>?
    public var stack: StackSpec?
    public var table: TableSpec?
    /// The Interface Builder object id it was imported from (the `_ib` comment key).
    public var ibObjectId: String?
    /// `adjustsFont: false`: a text-style font UIKit creates once, at launch, and never
    /// updates while the app runs (IB's adjustsFontForContentSizeCategory off).
    public var adjustsFont = true

    public var path: JSONPath { node.path }
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
