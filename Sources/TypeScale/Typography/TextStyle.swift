/// The eleven Dynamic Type text styles (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    private var row: [DynamicTypeTable.Cell] {
        let index = Self.allCases.firstIndex(of: self) ?? 0
        return DynamicTypeTable.rows[index]
    }

    /// The style's point size at a category (Apple's table).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        row[category.rawValue].size
    }

    /// The HIG leading at a category. Not the label line height (that is `font.lineHeight`);
    /// used for `UIFontMetrics` scaling (§5.3).
    public func leading(at category: ContentSizeCategory) -> Double {
        row[category.rawValue].leading
    }

    /// The style's weight: headline is semibold, every other style regular.
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The style's weight with or without Bold Text. With it on, the reference's rule for text
    /// styles applies: largeTitle, title1 and title2 become bold; the others (headline
    /// included) semibold.
    public func weight(boldText: Bool) -> FontWeight {
        guard boldText else { return weight }
        switch self {
        case .largeTitle, .title1, .title2: return .bold
        default: return .semibold
        }
    }

    /// `UIFontMetrics(forTextStyle:)` scale at a category: leading(c) / leading(L).
    /// Unrounded; `relativeTo` fonts multiply their size by it.
    public func scaleFactor(at category: ContentSizeCategory) -> Double {
        leading(at: category) / leading(at: .default)
    }

    /// `UIFontMetrics.scaledValue(for:)` as modelled in SPEC §5.3: the value times
    /// `scaleFactor(at:)`, rounded to the nearest pixel. At L the input comes back unchanged.
    public func scaledValue(_ value: Double, at category: ContentSizeCategory, grid: PixelGrid) -> Double {
        guard category != .default else { return value }
        return grid.round(value * scaleFactor(at: category))
    }
}
