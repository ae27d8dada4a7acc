/// A label that shrinks its text to fit (UIKit's `adjustsFontSizeToFitWidth` with a
/// `minimumScaleFactor`, `ViewSpec.minimumScale`): text too wide for its one line, or too long
/// for a wrapping label's lines, is drawn at the largest size down to the minimum at which it
/// fits; text that fits nowhere is drawn at the minimum and cut there.
struct TextShrink {
    let fonts: FontCatalog
    let text: String
    let font: ResolvedFont
    /// The box the text is drawn in: the label's alignment rectangle.
    let width: Double
    let height: Double
    /// The label's `lines` (0 = unlimited); 1 is a one-line label.
    let maxLines: Int

    /// What the label draws at the size it fits at, or at its smallest.
    struct Drawn {
        var size: Double
        var fits: Bool
        /// The text measured at `size`: its width on one unbounded line, and the lines it
        /// needs at the box's width (wrapping; its paragraphs on one line).
        var neededWidth: Double
        var neededLines: Int
        /// Lines drawn: those needed, at most those the label allows and its box holds.
        var lines: Int
    }

    /// The drawn size is found to, and rounded down to, a hundredth of a point: the text line
    /// prints it, and a finer size would move with every measuring tweak.
    static let precision = 0.01

    /// How far the text's width ratio may miss the size a line fits at: SF's tracking is
    /// looser at smaller sizes, by a few per cent over a shrink to half.
    static let estimateMargin = 0.06

    /// Nil where nothing shrinks: the text fits at its size, or the box draws no text.
    func drawn(minimumScale: Double) -> Drawn? {
        guard width > 0, height > 0 else { return nil }
        let full = measured(size: font.size)
        // A one-line label cut at a line break it holds shows its first line at any size.
        guard !full.fits, maxLines != 1 || full.neededLines <= 1 else { return nil }
        let smallest = font.size * minimumScale
        let least = measured(size: smallest)
        guard least.fits else { return withUnwrappedWidth(least) }
        // Fits at the smallest, not at full size: the largest size between that fits,
        // bracketed first by the width ratio (a one-line text's width is nearly linear in
        // its size), then halved down to the precision.
        var fitting = smallest, tooLarge = font.size
        if maxLines == 1, least.neededWidth > 0 {
            let estimate = smallest * width / least.neededWidth
            for probe in [estimate * (1 + Self.estimateMargin), estimate, estimate * (1 - Self.estimateMargin)]
            where probe > fitting && probe < tooLarge {
                if measured(size: probe).fits { fitting = probe; break } else { tooLarge = probe }
            }
        }
        while tooLarge - fitting > Self.precision {
            let probe = (fitting + tooLarge) / 2
            if measured(size: probe).fits { fitting = probe } else { tooLarge = probe }
        }
        // Hundredths counted whole (a size already on one stays), then divided: n / 100 is the
        // double nearest n hundredths, n × 0.01 often is not.
        let perPoint = 1 / Self.precision
        let size = max(smallest, (fitting * perPoint + 1e-9).rounded(.down) / perPoint)
        return withUnwrappedWidth(measured(size: size))
    }

    private func withUnwrappedWidth(_ drawn: Drawn) -> Drawn {
        guard maxLines != 1 else { return drawn }
        var drawn = drawn
        drawn.neededWidth = fonts.measure(text, font: font.scaled(to: drawn.size), wrapWidth: nil, caching: false).width
        return drawn
    }

    /// The text at `size`: whether it fits, as `ScreenLayoutBuilder.textInfo` judges a label
    /// (its blank ending draws nothing; its box draws its whole lines and its first).
    private func measured(size: Double) -> Drawn {
        let scaled = font.scaled(to: size)
        let wraps = maxLines != 1
        let measurement = fonts.measure(text, font: scaled, wrapWidth: wraps ? width : nil, caching: false)
        let needed = TextFit.labelLines(measurement.lineCount, of: text)
        guard wraps else {
            return Drawn(size: size, fits: needed <= 1 && measurement.width <= width + 1e-6,
                         neededWidth: measurement.width, neededLines: needed, lines: min(needed, 1))
        }
        let held = TextFit.linesHeld(inHeight: height, font: scaled, kind: .label)
        let allowed = min(maxLines == 0 ? Int.max : maxLines, held)
        return Drawn(size: size, fits: needed <= allowed, neededWidth: measurement.width, neededLines: needed,
                     lines: min(needed, allowed))
    }
}
