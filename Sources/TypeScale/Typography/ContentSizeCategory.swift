/// The user's preferred text size (`UIContentSizeCategory`), in canonical order XS … AX5.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
    case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

    /// The category iOS uses unless the user changes it.
    public static let `default` = ContentSizeCategory.l

    /// One row of the naming table in the Dynamic Type reference.
    private struct Names: Sendable {
        let short: String
        let uiKit: String
        let raw: String
        let swiftUI: String
    }

    /// Indexed by `rawValue`; the four spellings SPEC §2 accepts.
    private static let names: [Names] = [
        Names(short: "XS", uiKit: "extraSmall", raw: "UICTContentSizeCategoryXS", swiftUI: "xSmall"),
        Names(short: "S", uiKit: "small", raw: "UICTContentSizeCategoryS", swiftUI: "small"),
        Names(short: "M", uiKit: "medium", raw: "UICTContentSizeCategoryM", swiftUI: "medium"),
        Names(short: "L", uiKit: "large", raw: "UICTContentSizeCategoryL", swiftUI: "large"),
        Names(short: "XL", uiKit: "extraLarge", raw: "UICTContentSizeCategoryXL", swiftUI: "xLarge"),
        Names(short: "XXL", uiKit: "extraExtraLarge", raw: "UICTContentSizeCategoryXXL", swiftUI: "xxLarge"),
        Names(short: "XXXL", uiKit: "extraExtraExtraLarge", raw: "UICTContentSizeCategoryXXXL", swiftUI: "xxxLarge"),
        Names(short: "AX1", uiKit: "accessibilityMedium", raw: "UICTContentSizeCategoryAccessibilityM", swiftUI: "accessibility1"),
        Names(short: "AX2", uiKit: "accessibilityLarge", raw: "UICTContentSizeCategoryAccessibilityL", swiftUI: "accessibility2"),
        Names(short: "AX3", uiKit: "accessibilityExtraLarge", raw: "UICTContentSizeCategoryAccessibilityXL", swiftUI: "accessibility3"),
        Names(short: "AX4", uiKit: "accessibilityExtraExtraLarge", raw: "UICTContentSizeCategoryAccessibilityXXL", swiftUI: "accessibility4"),
        Names(short: "AX5", uiKit: "accessibilityExtraExtraExtraLarge", raw: "UICTContentSizeCategoryAccessibilityXXXL", swiftUI: "accessibility5"),
    ]

    private var names: Names { Self.names[rawValue] }

    /// The short name used in all output: `XS` … `AX5`.
    public var shortName: String { names.short }
    /// The `UIContentSizeCategory` case name: `extraSmall` … `accessibilityExtraExtraExtraLarge`.
    public var uiKitName: String { names.uiKit }
    /// The raw value: `UICTContentSizeCategoryXS` … `UICTContentSizeCategoryAccessibilityXXXL`.
    public var rawValueName: String { names.raw }
    /// The SwiftUI `DynamicTypeSize` name: `xSmall` … `accessibility5`.
    public var swiftUIName: String { names.swiftUI }
    /// The UIKit constant name, `UIContentSizeCategory` + the case name capitalised.
    public var uiKitConstantName: String {
        "UIContentSizeCategory" + names.uiKit.prefix(1).uppercased() + names.uiKit.dropFirst()
    }

    /// AX1 … AX5, the "accessibility" sizes.
    public var isAccessibility: Bool { self >= .ax1 }

    /// Parses any spelling SPEC §2 accepts, case-insensitively: short, UIKit (with or without
    /// the `UIContentSizeCategory` prefix), raw value or SwiftUI name.
    public init?(parsing text: String) {
        let key = text.lowercased()
        // Spellings are unique across categories once lowercased ("small" is S in both UIKit
        // and SwiftUI, "medium"/"large" likewise), so the first match is the only match.
        for category in Self.allCases {
            let names = category.names
            let spellings = [names.short, names.uiKit, category.uiKitConstantName, names.raw, names.swiftUI]
            if spellings.contains(where: { $0.lowercased() == key }) {
                self = category
                return
            }
        }
        return nil
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// This category limited to `minimum ... maximum` (a view's `minCategory`/`maxCategory`,
    /// as iOS 15's `minimum/maximumContentSizeCategory`). A nil bound does not limit.
    public func clamped(minimum: ContentSizeCategory?, maximum: ContentSizeCategory?) -> ContentSizeCategory {
        var result = self
        if let minimum, result < minimum { result = minimum }
        if let maximum, result > maximum { result = maximum }
        return result
    }
}

/// The content size category limits of a view and its ancestors (`minCategory`/`maxCategory`,
/// iOS 15's `minimum/maximumContentSizeCategory`), outermost first. UIKit clamps each view's
/// trait collection, which its subviews inherit and clamp again: a subview's looser limit
/// cannot undo its superview's (an inner `AX3` maximum inside an outer `XL` leaves text at
/// XL), and where two ranges do not meet the inner one has the last word (round 37's review).
struct CategoryLimits: Sendable {
    private var chain: [(minimum: ContentSizeCategory?, maximum: ContentSizeCategory?)] = []

    /// These limits with a view's own inside them.
    func adding(minimum: ContentSizeCategory?, maximum: ContentSizeCategory?) -> CategoryLimits {
        guard minimum != nil || maximum != nil else { return self }
        var limits = self
        limits.chain.append((minimum, maximum))
        return limits
    }

    /// `category` clamped by each limit in turn, outermost first.
    func apply(to category: ContentSizeCategory) -> ContentSizeCategory {
        chain.reduce(category) { $0.clamped(minimum: $1.minimum, maximum: $1.maximum) }
    }
}
