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
}

/// San Francisco's two optical cuts, which the system family blends by point size.
enum OpticalCut: Sendable, CaseIterable {
    case text, display
}
