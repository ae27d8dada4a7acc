/// What a constraint item refers to, before names are resolved to views (SPEC §3.2).
public enum ItemTarget: Sendable, Equatable {
    /// A view id.
    case view(String)
    /// The parent of the constraint's first item (its owner when the first item is a guide).
    case superview
    /// VFL's `|`: the superview of the named view next to it.
    case parent(of: String)
    /// The root view.
    case root
    /// The root view's safe-area guide.
    case safeArea
    /// The layout-margins guide of the first item's parent.
    case margins
    /// `view.margins.top`: the layout-margins guide of that view.
    case marginsOf(String)
    /// `view.safeArea.top`: that view's safe-area guide, the part of it inside the root's
    /// safe area (UIKit's `safeAreaLayoutGuide` of a view below the root).
    case safeAreaOf(String)
    /// `scroll.content.top`: a scroll view's content layout guide (its width and height are
    /// the content size).
    case contentOf(String)
    /// `scroll.frame.top`: a scroll view's frame layout guide (the scroll view's own frame).
    case frameOf(String)

    /// The view id it names, if any.
    public var viewName: String? {
        switch self {
        case .view(let id), .parent(of: let id), .marginsOf(let id), .safeAreaOf(let id), .contentOf(let id), .frameOf(let id): id
        case .superview, .root, .safeArea, .margins: nil
        }
    }
}

/// One side of a constraint: a target and one of its attributes, such as `nameLabel.leading`.
public struct LayoutItem: Sendable, Equatable {
    public var target: ItemTarget
    public var attribute: LayoutAttribute

    public init(_ target: ItemTarget, _ attribute: LayoutAttribute) {
        self.target = target
        self.attribute = attribute
    }
}

/// A constant before metrics and spacing are resolved.
public enum ConstantTerm: Sendable, Equatable {
    case number(Double)
    /// A name from the screen's (or the VFL object's) `metrics`.
    case metric(String)
    /// VFL's `-` between two views: the screen's `spacing.sibling` (8).
    case standardSibling
    /// VFL's `|-` or `-|`: the screen's `spacing.superview` (20).
    case standardSuperview
}

/// A constant with its sign: `- pad` is `negated` `.metric("pad")`.
///
/// The parsers keep numbers non-negative and put every sign in `negated`, so `+ -8`, `- 8`
/// and a bare `-8` all give `negated: true, term: .number(8)`: equal meanings, equal values.
public struct SignedConstant: Sendable, Equatable {
    public var negated: Bool
    public var term: ConstantTerm

    public init(negated: Bool = false, _ term: ConstantTerm) {
        self.negated = negated
        self.term = term
    }
}

/// A priority before metrics are resolved; named priorities are already numbers.
public enum PriorityTerm: Sendable, Equatable {
    case number(Double)
    case metric(String)
}

/// One parsed constraint: `first REL multiplier × second + constant @priority`.
public struct ConstraintExpression: Sendable, Equatable {
    public var first: LayoutItem
    public var relation: ConstraintRelation
    /// `nil` for a constant-only right-hand side: `a.width == 40`.
    public var second: LayoutItem?
    /// 1 when absent.
    public var multiplier: Double
    /// `nil` means 0.
    public var constant: SignedConstant?
    /// `nil` means required (1000).
    public var priority: PriorityTerm?
    /// Character offsets into the source string, for diagnostics.
    public var sourceRange: Range<Int>?

    public init(
        first: LayoutItem, relation: ConstraintRelation, second: LayoutItem? = nil, multiplier: Double = 1,
        constant: SignedConstant? = nil, priority: PriorityTerm? = nil, sourceRange: Range<Int>? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.sourceRange = sourceRange
    }
}
