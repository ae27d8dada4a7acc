/// `NSLayoutConstraint.FormatOptions` for a visual format (SPEC §3.3 object form's `options`).
public enum VisualFormatOption: String, CaseIterable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    /// The attribute an `alignAll…` option makes equal between neighbouring views.
    public var alignedAttribute: LayoutAttribute? {
        switch self {
        case .alignAllLeft: .left
        case .alignAllRight: .right
        case .alignAllTop: .top
        case .alignAllBottom: .bottom
        case .alignAllLeading: .leading
        case .alignAllTrailing: .trailing
        case .alignAllCenterX: .centerX
        case .alignAllCenterY: .centerY
        case .alignAllFirstBaseline: .firstBaseline
        case .alignAllLastBaseline: .lastBaseline
        case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft: nil
        }
    }

    /// The order Apple's parser creates alignment constraints in: by `NSLayoutConstraint.Attribute`
    /// raw value (left 1 … trailing 6, centerX 9, centerY 10, lastBaseline 11, firstBaseline 12),
    /// whatever order the options were listed in.
    static let alignmentOrder: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
    ]
}
