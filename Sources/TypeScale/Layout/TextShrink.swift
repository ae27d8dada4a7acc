/// A label that shrinks its text to fit (UIKit's `adjustsFontSizeToFitWidth` with a
/// `minimumScaleFactor`, `ViewSpec.minimumScale`): text too wide for its one line, or too long
/// for a wrapping label's lines, is drawn at the largest size down to the minimum at which it
/// fits; text that fits nowhere is drawn at the minimum and cut there.
struct TextShrink {
    let fonts: FontCatalog
    let text: String
    let font: ResolvedFont
    let frame: Frame
    /// The label's `lines` (0 = unlimited); 1 is a one-line label.
    let maxLines: Int

    /// What the label draws at its smallest or at the size it fits at.
    struct Drawn: Equatable {
        var size: Double
        var fits: Bool
        /// The text measured at `size`: its width on one unbounded line, and the lines it
        /// needs at the frame's width (wrapping; its paragraphs on one line).
        var neededWidth: Double
        var neededLines: Int
        /// Lines drawn: those needed, at most those the label allows and its frame holds.
        var lines: Int
    }

    /// Halving the interval this many times finds the size within a thousandth of the range:
    /// closer than the output's three decimals need for any font under 1,000 pt.
    static let steps = 20

    func drawn(minimumScale: Double) -> Drawn {
        var drawn = largestFitting(minimumScale: minimumScale)
        if maxLines != 1 {
            drawn.neededWidth = fonts.measure(text, font: font.scaled(to: drawn.size), wrapWidth: nil).width
        }
        return drawn
    }

    private func largestFitting(minimumScale: Double) -> Drawn {
        let smallest = measured(scale: minimumScale)
        guard smallest.fits else { return smallest }
        // Fits at the minimum and not at full size: the largest scale between that fits.
        var fitting = (scale: minimumScale, drawn: smallest)
        var tooLarge = 1.0
        for _ in 0..<Self.steps {
            let scale = (fitting.scale + tooLarge) / 2
            let drawn = measured(scale: scale)
            if drawn.fits { fitting = (scale, drawn) } else { tooLarge = scale }
        }
        return fitting.drawn
    }

    private func measured(scale: Double) -> Drawn {
        let scaled = font.scaled(to: font.size * scale)
        if maxLines == 1 {
            let measurement = fonts.measure(text, font: scaled, wrapWidth: nil)
            return Drawn(size: scaled.size, fits: measurement.lineCount <= 1 && measurement.width <= frame.width + 1e-6,
                         neededWidth: measurement.width, neededLines: measurement.lineCount, lines: min(measurement.lineCount, 1))
        }
        let measurement = fonts.measure(text, font: scaled, wrapWidth: frame.width)
        var needed = measurement.lineCount
        // A blank ending draws nothing (`ScreenLayoutBuilder.blankEndingLines`).
        if needed > 1 { needed = max(1, needed - ScreenLayoutBuilder.blankEndingLines(text)) }
        // Whole lines the frame holds: n lines take n × advance − spacing.
        let holds = Int(((frame.height + scaled.lineSpacing) / scaled.lineAdvance + 1e-6).rounded(.down))
        let allowed = min(maxLines == 0 ? Int.max : maxLines, max(holds, 1))
        return Drawn(size: scaled.size, fits: needed <= allowed, neededWidth: measurement.width, neededLines: needed,
                     lines: min(needed, allowed))
    }
}
