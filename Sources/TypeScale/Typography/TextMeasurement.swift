/// The measured size of a text in a font: the width of each line and the line height.
public struct TextMeasurement: Sendable, Equatable {
    /// Unrounded width of each line in points (a wrapped line without its trailing spaces).
    public let lineWidths: [Double]
    /// The font's line height in points.
    public let lineHeight: Double

    public init(lineWidths: [Double], lineHeight: Double) {
        self.lineWidths = lineWidths
        self.lineHeight = lineHeight
    }

    /// Number of lines; 0 for empty text.
    public var lineCount: Int { lineWidths.count }

    /// The widest line, unrounded; 0 for empty text.
    public var width: Double { lineWidths.max() ?? 0 }

    /// Unrounded height: lines × line height.
    public var height: Double { Double(lineCount) * lineHeight }

    /// `UILabel.intrinsicContentSize`: width and height each rounded up to the pixel grid.
    public func intrinsicSize(grid: PixelGrid) -> (width: Double, height: Double) {
        (grid.ceil(width), grid.ceil(height))
    }
}
