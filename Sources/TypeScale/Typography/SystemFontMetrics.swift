/// San Francisco's vertical metrics (reference/dynamic-type.md, measured `UIFont.systemFont`):
/// per 2048 units ascender 1950, descender −494, line gap 0, so line height = 1.193359375 × size.
enum SystemFontMetrics {
    static let unitsPerEm = 2048.0
    static let ascender = 1950.0
    static let descender = -494.0
    static let lineGap = 0.0

    /// The bundled Inter file standing in for SF's cut at each weight.
    static func fileName(for weight: FontWeight, cut: OpticalCut = .text) -> String {
        let family = switch cut {
        case .text: "Inter"
        case .display: "InterDisplay"
        }
        return switch weight {
        case .regular: family + "-Regular.otf"
        case .medium: family + "-Medium.otf"
        case .semibold: family + "-SemiBold.otf"
        case .bold: family + "-Bold.otf"
        }
    }

    /// How far San Francisco's advances have gone from its Text cut towards its Display cut
    /// at a point size: 0 up to `displayRamp.lowerBound`, 1 from its upper bound, linear in
    /// between, as a variable font's optical-size axis interpolates its masters. SF (a variable
    /// font since iOS 14) sizes its glyphs optically; Inter's Text and Display cuts stand in
    /// for the two ends. The ramp is read off stored Interface Builder frames (README
    /// "Fidelity": labels sized by their text, at 13 to 34 pt).
    static func displayShare(at size: Double) -> Double {
        let (start, end) = (displayRamp.lowerBound, displayRamp.upperBound)
        return min(1, max(0, (size - start) / (end - start)))
    }

    static let displayRamp = 19.0...26.0

    /// The Display share of a figure (ASCII 0–9) at a text's share: half of it. SF's figures
    /// narrow with the optical size half as far as its letters do; at display sizes Inter
    /// Display's are too narrow and Inter's too wide (README "Decisions where the spec is
    /// silent": stored widths of numbers at 25 to 70 pt).
    static func figureShare(at share: Double) -> Double {
        share * figureShareRatio
    }

    static let figureShareRatio = 0.5

    /// How much wider than Inter's San Francisco's text-size advances are at a weight: SF's
    /// weight axis widens its glyphs more than Inter's does. Regular is Inter's width; the
    /// widening fades out with the Display share (at display sizes Inter Display's heavier
    /// cuts already match). Read off stored widths of labels sized by their text (README).
    static func widthFactor(_ weight: FontWeight, displayShare: Double) -> Double {
        1 + textWidening(weight) * (1 - displayShare)
    }

    static func textWidening(_ weight: FontWeight) -> Double {
        switch weight {
        case .regular: 0
        case .medium: 0.011
        case .semibold, .bold: 0.021
        }
    }
}

/// San Francisco's two optical cuts, which the system family blends by point size.
enum OpticalCut: Sendable, CaseIterable {
    case text, display
}
