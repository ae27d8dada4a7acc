/// A rectangle in points.
public struct Frame: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// A scroll view's content size in points (SPEC §6.2).
public struct ContentSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// One view's place in a finished layout.
public struct LaidOutView: Sendable {
    public var id: String
    public var kind: ViewKind
    /// The parent's id; nil for the root.
    public var parent: String?
    public var depth: Int
    /// Relative to the parent, from pixel-rounded absolute edges (SPEC §4).
    public var frame: Frame
    /// In root coordinates, pixel-rounded.
    public var absoluteFrame: Frame
    public var hidden: Bool
    /// Text views only.
    public var text: TextInfo?
    /// The Interface Builder object the view came from (`"ib"` in JSON output).
    public var ibObjectId: String? = nil
    /// Scroll views only: the size of the scrollable content, whose origin is the view's
    /// origin (content offset 0), so children's frames are relative to both.
    public var contentSize: ContentSize? = nil
    /// Scroll views only: UIKit's `adjustedContentInset` (top and bottom), which places the
    /// content at rest: its origin is shown `top` below the frame's top (content offset
    /// −top). Frames stay relative to the content's origin. Zero unless `contentInset` is
    /// `safeArea`.
    public var contentInset: EdgeInsets = .zero
    /// Buttons only: neither a title nor an intrinsic size (an image's) in the screen file.
    /// Such a button draws no content of its own: a tap area laid over a row or an icon.
    public var isBlankButton = false
    /// A plain view that takes taps (a screen file's `control`: a slider, a date picker).
    public var takesTaps = false
    /// A plain view that draws nothing of its own (a screen file's `clear`): only its
    /// subviews show.
    public var clear = false
    /// Clips its subviews to its bounds (a screen file's `clips`).
    public var clipsSubviews = false
    /// A screen file's `alpha`.
    public var alpha = 1.0
    /// UIKit's threshold of invisibility: `hitTest` passes over a view whose alpha is below
    /// 0.01, and nothing of it can be seen.
    static let invisibleAlpha = 0.01
    /// Drawn at an alpha nothing of it shows at: invisible as a hidden view is, though it
    /// keeps its place (no stack collapses it).
    public var isTransparent: Bool { alpha < Self.invisibleAlpha }
    /// UIKit's `alignmentInsets` (controls): the frame reaches past what the control draws by
    /// them (a switch's 2 pt at its trailing side), so the bounds rules judge the rest.
    public var alignmentInsets: EdgeInsets = .zero

    /// The absolute frame less the alignment insets: the rectangle constraints place, and
    /// what the control draws.
    var absoluteAlignmentFrame: Frame {
        let insets = alignmentInsets
        return Frame(x: absoluteFrame.x + insets.left, y: absoluteFrame.y + insets.top,
                     width: absoluteFrame.width - insets.left - insets.right,
                     height: absoluteFrame.height - insets.top - insets.bottom)
    }

    /// A button with no title (an image button, or a blank one): it has a font, but no text.
    /// A button without a title, or with one of spaces only, which draws nothing (round 32:
    /// Flash Chat's `" "` titles beside its icons, a designer's review of dev set 42).
    var isUntitledButton: Bool { kind == .button && (text?.isBlank ?? true) }

    /// What a text view draws.
    public struct TextInfo: Sendable {
        /// What it draws: a label's text, a field's text (its placeholder when empty), a button's title.
        public var string: String
        /// Empty, or only characters that draw nothing (white space, control and format
        /// characters): a divider label holding one space.
        public var isBlank: Bool { string.unicodeScalars.allSatisfy(FallbackAdvances.drawsNothing) }
        public var font: ResolvedFont
        /// Whether the font follows Dynamic Type.
        public var scales: Bool
        /// Lines drawn in the final frame.
        public var lines: Int
        /// Labels only: the text does not fit (SPEC §5.5).
        public var truncated: Bool
        /// Width the text needs on one line (unwrapped), and lines it needs at the frame's width.
        public var neededWidth: Double
        public var neededLines: Int
        /// The label's `lines` (0 = unlimited); 1 for other kinds.
        public var maxLines: Int
        /// A label that shrinks its text to fit (`ViewSpec.minimumScale`) and had to: the
        /// point size it draws at. `neededWidth` and `neededLines` are then its text's at
        /// that size.
        public var shrunkSize: Double? = nil
        /// The font the text is drawn in: `font`, or `font` at `shrunkSize`.
        public var drawnFont: ResolvedFont { shrunkSize.map { font.scaled(to: $0) } ?? font }
        /// Where a shrunk one-line text is drawn (`ViewSpec.baselineAdjustment`).
        public var baselineAdjustment = BaselineAdjustment.baselines

        /// The top of the drawn lines' box below the top of a label `height` tall: centred,
        /// but for a one-line text drawn smaller than its font, which keeps the full-size
        /// line's baseline or top (UILabel's `baselineAdjustment`, IB's default
        /// `alignBaselines`).
        public func drawnLinesTop(inHeight height: Double) -> Double {
            let drawn = drawnFont
            let fullTop = (height - font.textHeight(lines: 1)) / 2
            guard shrunkSize != nil, lines == 1, maxLines == 1 else { return (height - drawn.textHeight(lines: lines)) / 2 }
            switch baselineAdjustment {
            case .baselines: return fullTop + font.ascender - drawn.ascender
            case .centers: return (height - drawn.textHeight(lines: 1)) / 2
            case .none: return fullTop
            }
        }
        /// False for a text-style font that is set once at launch and not updated while the
        /// app runs (Interface Builder without adjustsFontForContentSizeCategory).
        public var updatesWhileRunning = true
        /// A fixed font whose view asks to follow Dynamic Type (`adjustsFont: true`, IB's
        /// adjustsFontForContentSizeCategory): UIKit scales only text styles, so it stays.
        public var asksToScale = false
        /// A text view that scrolls its text (`ViewSpec.scrolls`): lines past its frame are
        /// scrolled to, not cut off.
        public var scrolls = false
        /// A field showing its placeholder (its text is empty): drawn in UIKit's placeholder grey.
        public var isPlaceholder = false
        /// Where the lines lie across the frame: left, centre or right, `natural` and
        /// `justified` resolved to the reading direction's start (a justified text's last line
        /// lies there; its other lines fill the width).
        public var alignment = TextAlignment.left
        /// Fields and buttons: the room around the text (`insets`): a field's padding (SPEC
        /// §3.1's 7 and 6.5 for the rounded rectangle, none borderless, or the screen file's
        /// own), a button's content insets (a configuration button's 12 at each side).
        public var padding = FieldBorder.roundedRect.standardPadding
        /// Fields: what one typed character takes in the field's font, the mean advance of
        /// the lower-case Latin letters (the squeezed-field rule counts characters by it).
        /// Measured when asked for, as `widestWord` is: only the audit asks.
        public var characterWidth: Double? {
            get {
                switch characterWidthSource {
                case .known(let width): width
                case .measured(let fonts): fonts.characterWidth(in: drawnFont)
                case nil: nil
                }
            }
            set { characterWidthSource = newValue.map(CharacterWidth.known) }
        }
        var characterWidthSource: CharacterWidth? = nil
        /// Wrapping text only: its widest unbreakable stretch (SPEC §5.5) and that word's width.
        /// Measured when asked for: only the audit asks, and measuring it for every layout
        /// cost 7 % of laying out screen200 at every category.
        public var widestWord: (word: String, width: Double)? {
            get {
                switch widestWordSource {
                case .known(let word): word
                case .measured(let fonts): fonts.widestWord(string, font: drawnFont)
                case nil: nil
                }
            }
            set { widestWordSource = newValue.map(WidestWord.known) }
        }
        var widestWordSource: WidestWord? = nil

        /// The widest word of the text without the words `skip` picks out (the audit's filler),
        /// measured as `widestWord` is; nil where none is left or the word was given, not measured.
        public func widestWord(skipping skip: (String) -> Bool) -> (word: String, width: Double)? {
            guard case .measured(let fonts) = widestWordSource else { return nil }
            let kept = string.split(whereSeparator: \.isWhitespace).map(String.init).filter { !skip($0) }
            return kept.isEmpty ? nil : fonts.widestWord(kept.joined(separator: " "), font: drawnFont)
        }
        /// How far the glyphs of a font read from its file reach (`FontCatalog.inkExtent`), in
        /// its drawn font; nil where `GlyphInk` estimates it. Measured when asked for: only the
        /// audit asks.
        public var inkExtent: InkExtent? {
            get {
                switch inkExtentSource {
                case .known(let extent): extent
                case .measured(let fonts): fonts.inkExtent(of: string, font: drawnFont)
                case nil: nil
                }
            }
            set { inkExtentSource = newValue.map(InkSource.known) }
        }
        var inkExtentSource: InkSource? = nil
    }

    /// Where a text's ink extent comes from: given, or read from its font's outlines on demand.
    enum InkSource: Sendable {
        case known(InkExtent)
        case measured(FontCatalog)
    }

    /// Where a field's character width comes from: given, or measured from its font on demand.
    enum CharacterWidth: Sendable {
        case known(Double)
        case measured(FontCatalog)
    }

    /// Where a text's widest word comes from: given, or measured from the text's own string
    /// and font on demand (`FontCatalog.widestWord`, whose shaping is cached). Holding only
    /// the catalog keeps a laid-out view small: twelve categories' views are a megabyte.
    enum WidestWord: Sendable {
        case known((word: String, width: Double))
        case measured(FontCatalog)
    }
}

/// A problem found while laying out, printed to stderr (and in JSON output).
public struct LayoutWarning: Sendable, Equatable {
    public enum Kind: String, Sendable { case unsatisfiable, ambiguous }
    public var kind: Kind
    public var message: String
    /// Ids or JSON paths of the constraints involved.
    public var constraints: [String]
    /// The view an ambiguity warning is about.
    public var view: String? = nil
}

/// The layout of one screen in one environment.
public struct ScreenLayout: Sendable {
    public var screenName: String
    public var category: ContentSizeCategory
    public var container: Container
    /// Depth-first in input order, root first.
    public var views: [LaidOutView]
    /// `constraint ID VALUE` lines: constraints with an id whose constant depends on the category.
    public var constants: [(id: String, value: Double)]
    public var warnings: [LayoutWarning]
    /// The screen is a view that is not a screen (`Screen.isFreeform`).
    public var isFreeform = false
}
