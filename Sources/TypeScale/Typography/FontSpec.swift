/// A font as a screen file asks for it (SPEC §5.1), before the environment is applied.
public struct FontSpec: Sendable, Equatable {
    /// How the point size is chosen.
    public enum Size: Sendable, Equatable {
        /// A text style's size at the category (`UIFont.preferredFont(forTextStyle:)`).
        case style(TextStyle)
        /// A fixed size that never scales (device font adjustment, §5.4, still applies).
        case fixed(Double)
        /// `UIFontMetrics(forTextStyle:).scaledFont(for:)`: the size × the style's scale factor.
        case relative(Double, to: TextStyle)
    }

    public var size: Size
    /// An explicit weight; nil means the style's weight (regular for fixed sizes).
    public var weight: FontWeight?
    /// `system` (the default), or a family loaded with `--font` / `fonts`.
    public var family: String
    /// False: resolved once at the default category (L) and never updated.
    public var dynamic: Bool
    /// `maximumPointSize`: the size never exceeds it.
    public var maxSize: Double?
    /// `styleLeading`: wrapped lines after the first advance by the text style's leading (the
    /// Dynamic Type table's second number), as text laid out in a text-style `UIFont` does;
    /// off, every line is `lineHeight` tall (SPEC §3.1). Only text styles have a leading.
    public var styleLeading = false

    /// The font the system family stands in for, whose line metrics it then takes where
    /// `IOSFontLines` knows them; set where a screen's font names a family the run lacks.
    var standsInFor: String?
    /// How it stands in: the screen's `standIns` row for the family, if any.
    var standIn: FontStandIn.Measure?

    /// The system family's name.
    public static let systemFamily = "system"

    public init(size: Size, weight: FontWeight? = nil, family: String = FontSpec.systemFamily,
                dynamic: Bool = true, maxSize: Double? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
        self.dynamic = dynamic
        self.maxSize = maxSize
    }

    /// The font as if its screen had adopted Dynamic Type (`--as-if-dynamic`): a fixed size
    /// scaled as `UIFontMetrics.default.scaledFont(for:)` scales it (body's curve), what a team
    /// adopting Dynamic Type writes for a custom size; a font set once follows the category.
    var asIfDynamic: FontSpec {
        var font = self
        if case let .fixed(points) = size { font.size = .relative(points, to: .body) }
        font.dynamic = true
        return font
    }

    /// A text style font, e.g. `"body"`.
    public static func style(_ style: TextStyle) -> FontSpec {
        FontSpec(size: .style(style))
    }

    /// A fixed-size system font, e.g. UILabel's default 17 pt.
    public static func fixed(_ size: Double, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(size: .fixed(size), weight: weight)
    }
}

/// The settings fonts resolve in: text size, Bold Text, device adjustment, pixel grid.
public struct FontEnvironment: Sendable, Equatable {
    /// The content size category (already clamped by any `minCategory`/`maxCategory`).
    public var category: ContentSizeCategory
    /// The Bold Text accessibility setting.
    public var boldText: Bool
    /// Points added to fixed-size fonts on this device (§5.4, MBFontAdapter-style).
    public var fixedSizeAdjustment: Double
    /// The device's pixel grid.
    public var grid: PixelGrid

    public init(category: ContentSizeCategory = .default, boldText: Bool = false,
                fixedSizeAdjustment: Double = 0, grid: PixelGrid = PixelGrid(scale: 3)) {
        self.category = category
        self.boldText = boldText
        self.fixedSizeAdjustment = fixedSizeAdjustment
        self.grid = grid
    }
}

/// A concrete font: what `UIFont` would be, with the metrics labels are measured with.
public struct ResolvedFont: Sendable, Equatable {
    /// The family as registered (`system` for the San Francisco stand-in).
    public let family: String
    /// Point size.
    public let size: Double
    public let weight: FontWeight
    /// `UIFont.lineHeight` in points: ascender − descender + line gap (SPEC §5.5); for an
    /// `IOSFontLines` stand-in, ascender − descender, as iOS reports it.
    public let lineHeight: Double
    /// Ascender in points (above the baseline, positive).
    public let ascender: Double
    /// Descender in points (below the baseline, negative).
    public let descender: Double
    /// Points between one wrapped line and the next beyond `lineHeight` (never negative): a
    /// `styleLeading` text style's leading less the line height; else 0.
    public var lineSpacing: Double = 0
    /// The family the system font measures in place of (a font the run does not have, named
    /// in an Interface Builder file), nil otherwise: its widths are the stand-in's, not the
    /// font's, which the audit allows for (`TextFitRule.standInSlack`).
    public var standsInFor: String? = nil
    /// A stand-in's widths as a share of the system font's (a screen's `standIns`): 1 but for
    /// a family measured off Interface Builder's frames or given a scale.
    public var widthScale = 1.0

    public init(family: String, size: Double, weight: FontWeight, lineHeight: Double, ascender: Double, descender: Double) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.descender = descender
    }

    /// From one line's baseline to the next.
    public var lineAdvance: Double { lineHeight + lineSpacing }

    /// The same face at another size: its lines scale with it (a label shrinking its text).
    func scaled(to newSize: Double) -> ResolvedFont {
        let factor = newSize / size
        var font = ResolvedFont(family: family, size: newSize, weight: weight, lineHeight: lineHeight * factor,
                                ascender: ascender * factor, descender: descender * factor)
        font.lineSpacing = lineSpacing * factor
        font.standsInFor = standsInFor
        font.widthScale = widthScale
        return font
    }

    /// Unrounded height of `lines` lines: each `lineHeight`, with `lineSpacing` between them.
    public func textHeight(lines: Int) -> Double {
        lines <= 0 ? 0 : Double(lines) * lineHeight + Double(lines - 1) * lineSpacing
    }
}
