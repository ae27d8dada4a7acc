/// An `NSLayoutConstraint.Attribute` that a constraint can name (SPEC §3.2).
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    /// Every attribute by its name: `init(rawValue:)` compares the name with each case in
    /// turn, which cost more than the rest of reading an item. The same matches (a
    /// dictionary's keys compare as `==` does).
    static let named = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Whether it is a dimension (width, height) rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// The axis it lies on; baselines are vertical positions.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        }
    }

    /// Leading and trailing flip with the layout direction; UIKit refuses to relate them to left/right.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// Between a scroll view and a view inside it, these attach to the scroll view's frame and
    /// all other attributes (edges, baselines) to its content (Auto Layout Guide, "Working with
    /// Scroll Views"; TN2154).
    var attachesToScrollFrame: Bool { [.width, .height, .centerX, .centerY].contains(self) }

    /// Left and right never flip.
    var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right }
}

/// A layout axis: VFL's `H:` and `V:`, and the axis of an attribute.
public enum LayoutAxis: Sendable {
    case horizontal, vertical
}

/// How the two sides of a constraint compare.
public enum ConstraintRelation: String, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
