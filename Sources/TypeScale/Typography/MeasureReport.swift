/// What `typescale measure` prints (SPEC §5.5): the font, the unrounded width, line height,
/// line count and the pixel-rounded intrinsic size.
public struct MeasureReport: Sendable, Equatable {
    /// The text measured.
    public let measuredText: String
    public let font: ResolvedFont
    public let measurement: TextMeasurement
    /// The grid the intrinsic size is rounded to (`--scale`, 3 by default).
    public let grid: PixelGrid

    public init(text: String, font: ResolvedFont, measurement: TextMeasurement, grid: PixelGrid) {
        self.measuredText = text
        self.font = font
        self.measurement = measurement
        self.grid = grid
    }

    /// Resolves, measures and reports in one step.
    public init(text: String, spec: FontSpec, environment: FontEnvironment, wrapWidth: Double?,
                catalog: FontCatalog) throws(FontError) {
        let font = try catalog.resolve(spec, in: environment)
        self.init(text: text, font: font,
                  measurement: catalog.measure(text, font: font, wrapWidth: wrapWidth), grid: environment.grid)
    }

    /// One line, no final newline: `width=38.479 lineHeight=20.287 lines=1 intrinsic=38.5x20.5`.
    public func text() -> String {
        let intrinsic = measurement.intrinsicSize(grid: grid)
        return "width=\(formatNumber(measurement.width)) lineHeight=\(formatNumber(measurement.lineHeight))"
            + " lines=\(measurement.lineCount) intrinsic=\(formatNumber(intrinsic.width))x\(formatNumber(intrinsic.height))"
    }

    /// The JSON object of SPEC §5.5, keys in its order, no final newline.
    public func json() -> String {
        let intrinsic = measurement.intrinsicSize(grid: grid)
        return JSONOutput.object([
            ("text", .string(measuredText)),
            ("font", .object([
                ("family", .string(font.family)),
                ("size", .number(font.size)),
                ("weight", .string(font.weight.rawValue)),
            ])),
            ("width", .number(measurement.width)),
            ("lineHeight", .number(measurement.lineHeight)),
            ("lines", .number(Double(measurement.lineCount))),
            ("intrinsic", .object([
                ("width", .number(intrinsic.width)),
                ("height", .number(intrinsic.height)),
            ])),
        ]).rendered()
    }
}
