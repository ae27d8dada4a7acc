/// How the system font measures a family the run has no file for (a screen's `standIns`,
/// README "Fonts a run lacks"): its widths scaled, its line as tall as given. An Interface
/// Builder import measures both off the labels Xcode sized by their text
/// (`IBFontCalibration`); a screen file may give its own. With the family's file (`--font`,
/// `fonts`) the row is not used.
public struct FontStandIn: Sendable, Equatable {
    public var family: String
    /// The face's weight (the screen font's own, before Bold Text); nil: the family's weights
    /// without a row of their own.
    public var weight: FontWeight?
    /// The family's text width as a share of the system font's at the same size and weight;
    /// nil: the system font's widths.
    public var widthScale: Double?
    /// `UIFont.lineHeight` in ems; nil: `IOSFontLines`' line where it knows the family, else
    /// San Francisco's.
    public var lineHeight: Double?

    public init(family: String, weight: FontWeight? = nil, widthScale: Double? = nil, lineHeight: Double? = nil) {
        self.family = family
        self.weight = weight
        self.widthScale = widthScale
        self.lineHeight = lineHeight
    }

    /// What a font of the family stands in with: a width scale and perhaps a line.
    struct Measure: Sendable, Equatable {
        var widthScale = 1.0
        var lineHeight: Double?
    }

    /// The measure of `family` at `weight` among `rows`: the weight's row, else the family's
    /// (each value on its own: a weight's row may give only widths); nil where no row names
    /// the family.
    static func measure(of family: String, weight: FontWeight, in rows: [FontStandIn]) -> Measure? {
        // A family is found ignoring case, as the layout finds fonts.
        let named = rows.filter { $0.family.lowercased() == family.lowercased() }
        let own = named.first { $0.weight == weight }
        let shared = named.first { $0.weight == nil }
        guard own != nil || shared != nil else { return nil }
        return Measure(widthScale: own?.widthScale ?? shared?.widthScale ?? 1,
                       lineHeight: own?.lineHeight ?? shared?.lineHeight)
    }

    /// The share of a measured line above the baseline, San Francisco's (1950 of 2444 units):
    /// a line known only by its height is split as SF's is.
    static let ascenderShare = SystemFontMetrics.ascender / (SystemFontMetrics.ascender - SystemFontMetrics.descender)

    /// The widths a row may scale by, and the lines it may give (ems): wide enough for any
    /// real font, narrow enough that a stale frame cannot make text vanish or fill a screen.
    static let widthScales = 0.5...2.0
    static let lineHeights = 0.8...3.0
}
