/// San Francisco's vertical metrics (reference/dynamic-type.md, measured `UIFont.systemFont`):
/// per 2048 units ascender 1950, descender −494, line gap 0, so line height = 1.193359375 × size.
enum SystemFontMetrics {
    static let unitsPerEm = 2048.0
    static let ascender = 1950.0
    static let descender = -494.0
    static let lineGap = 0.0

    /// The bundled Inter file standing in for SF at each weight.
    static func fileName(for weight: FontWeight) -> String {
        switch weight {
        case .regular: "Inter-Regular.otf"
        case .medium: "Inter-Medium.otf"
        case .semibold: "Inter-SemiBold.otf"
        case .bold: "Inter-Bold.otf"
        }
    }
}
