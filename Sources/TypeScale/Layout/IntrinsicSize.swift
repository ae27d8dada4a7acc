/// A view's intrinsic content size; nil in an axis means none (no hugging or compression).
struct IntrinsicSize: Equatable {
    var width: Double?
    var height: Double?
}

/// Intrinsic content sizes per kind (SPEC §3.1), from text measurement: the one place a
/// view's text is fitted (`TextFit`).
struct IntrinsicSizer {
    let texts: ViewTexts
    let grid: PixelGrid

    /// UIButton's least width for a system or custom button, titled or not (not a
    /// configuration one; an image-only button from a nib has its image's size instead).
    static let legacyMinimumWidth = 30.0

    /// The intrinsic size, with the text it draws. `wrapWidth` is nil on the first pass (the
    /// unwrapped width stands in, or the label's `firstWrapWidth`) and the solved width on
    /// later passes for wrapping text; a label's own `wrapWidth` wins on every pass.
    func size(of view: InstalledView, wrapWidth: Double?) -> (IntrinsicSize, TextFit?) {
        let (measured, lines) = measuredSize(of: view, wrapWidth: view.wrapWidth ?? wrapWidth)
        var size = measured
        switch view.intrinsicOverride.width {
        case .measured: break
        case .none: size.width = nil
        case .value(let width): size.width = width
        }
        switch view.intrinsicOverride.height {
        case .measured: break
        case .none: size.height = nil
        case .value(let height): size.height = height
        }
        return (size, lines)
    }

    /// The text as a frame `width` wide draws it: UILabel wraps at its bounds, whatever width
    /// (`preferredMaxLayoutWidth`) it was sized at.
    func drawnText(of view: InstalledView, inWidth width: Double) -> TextFit? {
        measuredSize(of: view, wrapWidth: width).1
    }

    private func measuredSize(of view: InstalledView, wrapWidth: Double?) -> (IntrinsicSize, TextFit?) {
        switch view.kind {
        case .label, .textView:
            guard let font = view.font else { return (IntrinsicSize(), nil) }
            let unwrapped = texts.text(of: view, font: font, wrapWidth: nil)
            // A text view's lines wrap inside its line fragment padding.
            let padding = TextFit.horizontalPadding(of: view.kind)
            let wrapsAt = view.wrapsText ? wrapWidth.map { max(0, $0 - padding) } : nil
            let measurement = wrapsAt != nil ? texts.text(of: view, font: font, wrapWidth: wrapsAt) : unwrapped
            let needed = measurement.lineCount
            let drawn = view.maxLines == 0 ? needed : min(needed, view.maxLines)
            let lines = TextFit(needed: needed, drawn: drawn, width: measurement.width,
                                unwrappedLines: unwrapped.lineCount, unwrappedWidth: unwrapped.width)
            // A label that keeps its wrap width and wraps is as wide as the width it wraps at,
            // not its widest line: UILabel's intrinsic width is then its preferred layout width
            // (the-blue-alliance's two-line labels and VLC's description are stored so). That
            // width is a solved one already: rounding it up would ask for more room than it had.
            let wrappedAt = view.kind == .label && view.keepsWrapWidth && needed > unwrapped.lineCount ? wrapsAt : nil
            let width = view.kind == .textView ? grid.ceil(measurement.width + padding)
                : needed == 0 ? 0 : wrappedAt ?? grid.ceil(measurement.width)
            let height = grid.ceil(lines.height(font: font, kind: view.kind))
            return (IntrinsicSize(width: width, height: height), lines)
        case .field:
            guard let font = view.font else { return (IntrinsicSize(), nil) }
            let text = texts.text(of: view, font: font, wrapWidth: nil)
            let placeholder = texts.placeholder(of: view, font: font)
            let widest = max(text.width, placeholder.width)
            let shown = view.showsPlaceholder ? placeholder : text
            let lines = TextFit(needed: 1, drawn: 1, width: widest,
                                unwrappedLines: shown.lineCount, unwrappedWidth: shown.width)
            let insets = view.insets
            if view.fieldBorder == .none {
                // No border, no padding (unless `insets` give some); the text box is the line
                // height in whole points plus one (Xcode 26 stores a borderless body field 22 pt tall).
                return (IntrinsicSize(width: grid.ceil(grid.ceil(widest) + (insets.left + insets.right)),
                                      height: grid.ceil(PixelGrid(scale: 1).ceil(font.lineHeight) + 1 + (insets.top + insets.bottom))), lines)
            }
            return (IntrinsicSize(width: grid.ceil(widest + (insets.left + insets.right) + view.fieldExtraWidth),
                                  height: max(view.fieldLeastHeight,
                                              grid.ceil(grid.ceil(font.lineHeight) + (insets.top + insets.bottom)))), lines)
        case .button:
            guard let font = view.font else { return (IntrinsicSize(), nil) }
            let insets = view.insets
            // A wrapping title (a configuration button's) wraps between the side insets, and
            // the button is as tall as its lines; on the line it keeps it is as wide as that
            // line, its trailing spaces too (vrnfernando's "See All   ", stored 93 wide).
            let unwrapped = texts.text(of: view, font: font, wrapWidth: nil)
            let wrapsAt = view.wrapsText ? wrapWidth.map { max(0, $0 - insets.left - insets.right) } : nil
            let wrapped = wrapsAt.map { texts.text(of: view, font: font, wrapWidth: $0) }
            let title = wrapped.map { $0.lineCount > unwrapped.lineCount ? $0 : unwrapped } ?? unwrapped
            let drawn = view.maxLines == 0 ? title.lineCount : min(title.lineCount, view.maxLines)
            let lines = TextFit(needed: title.lineCount, drawn: drawn, width: title.width,
                                unwrappedLines: unwrapped.lineCount, unwrappedWidth: unwrapped.width)
            // A legacy button rounds its title up to whole points (IB stores body titles 33 pt
            // tall, title2 39, not 32.5 or 38.33); a configuration button to the pixel grid.
            // A legacy button without a title keeps one line of its font (kickstarter's
            // untitled callout buttons are stored 20 + 12 = 32 tall, not 12).
            let legacy = view.buttonStyle == .legacy
            let titleGrid = legacy ? PixelGrid(scale: 1) : grid
            let textHeight = drawn == 0 ? (legacy ? titleGrid.ceil(font.lineHeight) : 0) : titleGrid.ceil(font.textHeight(lines: drawn))
            var width = titleGrid.ceil(title.width) + insets.left + insets.right
            // A legacy button is at least 30 pt wide, titled or not (a 27-pt "+" is stored
            // 30 × 45, untitled 16- and 46-pt buttons 30 wide, with nothing else sizing them;
            // README "Buttons").
            if legacy { width = max(width, Self.legacyMinimumWidth) }
            return (IntrinsicSize(width: width, height: textHeight + insets.top + insets.bottom), lines)
        case .image:
            guard let image = view.imageSize else { return (IntrinsicSize(), nil) }
            return (IntrinsicSize(width: image.width, height: image.height), nil)
        case .switch:
            return (IntrinsicSize(width: 51, height: 31), nil)
        case .view, .stack, .table, .cell, .scroll:
            return (IntrinsicSize(), nil)
        }
    }
}
