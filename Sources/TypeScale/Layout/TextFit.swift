/// A view's text fitted at one width (SPEC §3.1, §5.5): made by `IntrinsicSizer` once per view
/// and text pass, and the last one read by the frames, which never measure text themselves.
struct TextFit: Equatable {
    /// Lines the text needs at the width it was fitted at.
    var needed: Int
    /// Lines drawn: `needed` clipped to the label's `lines`.
    var drawn: Int
    /// The widest line, unrounded (points): for a field, of its text and placeholder.
    var width: Double
    /// What the view shows (a field's placeholder when its text is empty) on one unbounded
    /// line per paragraph: its lines and its widest line, unrounded.
    var unwrappedLines: Int
    var unwrappedWidth: Double

    /// Above and below a text view's text: UITextView's text container inset, 8 pt at the
    /// top and at the bottom. A label's text has none.
    static func verticalInset(of kind: ViewKind) -> Double {
        kind == .textView ? 16 : 0
    }

    /// Above a text view's text: the top of its text container inset, where its first line
    /// starts. The bottom one pads its content; its lines are clipped at its bounds.
    static func topInset(of kind: ViewKind) -> Double {
        kind == .textView ? 8 : 0
    }

    /// Beside a text view's text: its text container's line fragment padding, 5 pt at each
    /// side (UIKit's default, with no inset at the sides). A label's text has none.
    static func horizontalPadding(of kind: ViewKind) -> Double {
        kind == .textView ? 10 : 0
    }

    /// The unrounded height of `lines` lines of `font` in a view of `kind`, its inset included:
    /// a label's lines are `lineHeight` tall with the leading between them; a text view's
    /// (TextKit's line fragments) each take the whole advance, the first too, and an empty
    /// text view still has its one line (WordPress's body text view is stored 22 + 16 = 38,
    /// kickstarter's empty 14-pt one 16.71 + 16 → 33).
    static func height(lines: Int, font: ResolvedFont, kind: ViewKind) -> Double {
        guard kind == .textView else { return font.textHeight(lines: lines) }
        return Double(max(lines, 1)) * font.lineAdvance + verticalInset(of: kind)
    }

    /// The unrounded height of `drawn` lines of `font` in a view of `kind`: its intrinsic
    /// height before it is rounded up to the pixel grid.
    func height(font: ResolvedFont, kind: ViewKind) -> Double {
        Self.height(lines: drawn, font: font, kind: kind)
    }

    /// The lines a frame `height` tall shows: UIKit draws as many whole lines as the height
    /// holds, at most `drawn`, and truncates the last. A label draws its first line even in
    /// a frame shorter than it, centred and cut at the frame's edges (iOS 7 on: a 200 × 18
    /// label of 16-pt wrapping text shows its first line, its bottom cut off); a text view's
    /// whole lines are those its frame holds below its top inset (it scrolls or clips the
    /// rest at its bounds: the bottom inset only pads its content), its first line drawn cut
    /// where the frame reaches past the top inset (round 31: a designer's review of dev set
    /// 40 found two fixed-height text views drawn empty), and an empty frame draws nothing.
    func linesShown(inHeight height: Double, font: ResolvedFont, kind: ViewKind) -> Int {
        min(drawn, Self.linesHeld(inHeight: height, font: font, kind: kind))
    }

    /// The lines of `font` a frame `height` tall draws, however many the text has: its whole
    /// lines, and a label's first line even where it is shorter than that line.
    static func linesHeld(inHeight height: Double, font: ResolvedFont, kind: ViewKind) -> Int {
        // n lines take n × advance − spacing in a label, n × advance in a text view.
        let spacing = kind == .textView ? 0 : font.lineSpacing
        let room = height - topInset(of: kind) + spacing
        let fitting = Int((room / font.lineAdvance + 1e-6).rounded(.down))
        let first = kind.drawsItsFirstLineCut && height > topInset(of: kind) + 1e-6 ? 1 : 0
        return max(first, fitting)
    }

    /// A label's lines, less those of its blank ending, which draws nothing
    /// (`ScreenLayoutBuilder.blankEndingLines`): what it needs to show its text.
    static func labelLines(_ measured: Int, of text: String) -> Int {
        measured > 1 ? max(1, measured - ScreenLayoutBuilder.blankEndingLines(text)) : measured
    }
}

extension InstalledView {
    /// A field whose text is empty shows its placeholder.
    var showsPlaceholder: Bool { kind == .field && text.isEmpty }
    /// The string it shows: its text, or a field's placeholder.
    var shownText: String { showsPlaceholder ? placeholder : text }
}
