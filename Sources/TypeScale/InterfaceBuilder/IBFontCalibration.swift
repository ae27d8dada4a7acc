/// Measures the custom fonts an Interface Builder file names off the frames Xcode stored
/// (README "Fonts a run lacks"). Xcode laid the file out in the real font: a one-line label
/// nothing but its text sizes is stored as wide as its text and as tall as its line, each
/// rounded up to the pixel. Laid out at the file's own container with the system font standing
/// in, the labels the stand-in's text sizes the same way say, each, how much wider the family
/// is than the stand-in and how tall its line; the screen's `standIns` keep what the labels
/// agree on, so a run without the font file measures close to the font.
enum IBFontCalibration {
    /// What one label's stored frame says of its font: the values the pixel-rounded size
    /// leaves (a size rounded up to the pixel was at most a pixel less).
    struct Sample: Sendable, Equatable {
        enum Quantity: Sendable { case width, line }
        var objectId: String
        var family: String
        var weight: FontWeight
        var quantity: Quantity
        var low: Double
        var high: Double

        var middle: Double { (low + high) / 2 }
    }

    /// Labels whose own font is one `fontDescription` (not attributed text's runs, not a
    /// size class's variation) and that never shrink their text: their stored size is their
    /// text's in that font.
    static func measurableLabels(under root: XMLElementNode) -> Set<String> {
        var ids: Set<String> = []
        for element in root.descendants() where element.name == "label" {
            guard let id = element["id"], element.child(named: "fontDescription") != nil,
                  element.child(key: "attributedText") == nil, !element.flag("adjustsFontSizeToFit"),
                  !element.children(named: "variation").contains(where: { $0.child(named: "fontDescription") != nil })
            else { continue }
            ids.insert(id)
        }
        return ids
    }

    /// The characters a text needs to measure its font's widths: a few say more of their own
    /// shapes than of the font's (thiagozg's "0.1" in Avenir Next, 19 % wider than the stand-in,
    /// had widened its whole family, whose other labels are within a few per cent).
    static let leastCharacters = 5

    /// A screen of the document, its stored frames, its labels that may measure a font, and
    /// the custom families it names (which the import stands in for: none the built-in
    /// catalog has).
    struct Measured {
        var screen: Screen
        var storedFrames: [IBStoredFrame]
        var labels: Set<String>
        var families: [String]

        init(screen: Screen, storedFrames: [IBStoredFrame], labels: Set<String>) {
            self.screen = screen
            self.storedFrames = storedFrames
            self.labels = labels
            families = LoadedScreen.lackedFamilies(of: screen, fonts: .standard())
        }
    }

    /// The samples of a document's labels, laid out as IB's canvas at L with every custom
    /// family standing in unmeasured; then kept where the label is still sized by its text
    /// laid out with what they measured: a label the real font pressed against a limit (a
    /// compressed one in a full row, a truncated one, one held by a `<=`) was not sized by
    /// its text in Xcode's layout, and at the measured widths is not in typescale's either
    /// (the round's review: a compressed label had pulled the median off).
    static func samples(of screens: [Measured]) -> [Sample] {
        let perScreen = screens.map { samples(of: $0, rows: $0.families.map { FontStandIn(family: $0) }) }
        let first = perScreen.flatMap { $0 }
        guard !first.isEmpty else { return [] }
        // Only a screen that gave samples has any to keep: the others are not laid out again.
        let again = zip(screens, perScreen).filter { !$0.1.isEmpty }
            .flatMap { screen, _ in samples(of: screen, rows: rows(for: screen.families, from: first)) }
        return first.filter { sample in again.contains { $0.objectId == sample.objectId && $0.quantity == sample.quantity } }
    }

    /// The rows of `families`: what the samples measure of each, or a bare row (the system
    /// font unmeasured, `IOSFontLines`' line where it knows the family). `excluding`: a label
    /// left out.
    static func rows(for families: [String], from samples: [Sample], excluding objectId: String? = nil) -> [FontStandIn] {
        let measured = standIns(from: samples.filter { families.contains($0.family) }, excluding: objectId)
        return families.flatMap { family in
            let own = measured.filter { $0.family == family }
            return own.isEmpty ? [FontStandIn(family: family)] : own
        }
    }

    /// The samples of one screen laid out as IB's canvas at L with `rows` standing in. Empty
    /// where the screen names no custom family, or cannot be laid out (the commands then say why).
    static func samples(of measured: Measured, rows: [FontStandIn]) -> [Sample] {
        guard !measured.families.isEmpty else { return [] }
        var screen = measured.screen
        screen.standIns = rows
        let loaded = LoadedScreen(screen: screen, fonts: .standard())
        guard let layout = try? loaded.layouts(.storedFramesLayout).first else { return [] }
        let labels = measured.labels, storedFrames = measured.storedFrames
        let grid = PixelGrid(scale: layout.container.scale)
        let pixel = 1 / layout.container.scale
        var stored: [String: IBStoredFrame] = [:]
        for frame in storedFrames where stored[frame.objectId] == nil { stored[frame.objectId] = frame }
        var samples: [Sample] = []
        for view in layout.views where view.kind == .label && !view.hidden {
            // One line a paragraph: the text's own line breaks make its lines, not the width
            // (a label that wraps has as many lines as its width and font make: unknown).
            guard let id = view.ibObjectId, labels.contains(id), let text = view.text, let family = text.font.standsInFor,
                  text.shrunkSize == nil, !text.isBlank, let frame = stored[id], !frame.misplaced, !frame.hidden
            else { continue }
            let paragraphs = FontCatalog.paragraphs(text.string)
            guard text.lines == paragraphs.count, text.neededLines == paragraphs.count, !paragraphs.contains(where: \.isEmpty)
            else { continue }
            let font = text.font
            // As tall as its lines, roughly: a label the real font wrapped onto more lines is
            // stored taller, and as wide as its wrapping width, not its text (the round's
            // review: a 2-line label had measured its font 1.145 wide, not 1.3).
            let lines = Double(paragraphs.count)
            let block = grid.ceil(font.textHeight(lines: paragraphs.count))
            let heightFits = frame.frame.height > block / 2 && frame.frame.height < block * 1.5
            // Unwrapped, its widest line.
            let sizedByText = text.neededWidth > 0 && abs(view.frame.width - grid.ceil(text.neededWidth)) < 1e-6
            // (A one-line label cannot have wrapped: its height, a constraint's, says nothing.)
            if heightFits || text.maxLines == 1, sizedByText, text.string.filter({ !$0.isWhitespace }).count >= leastCharacters, frame.frame.width > pixel {
                samples.append(Sample(objectId: id, family: family, weight: font.weight, quantity: .width,
                                      low: (frame.frame.width - pixel) / text.neededWidth,
                                      high: frame.frame.width / text.neededWidth))
            }
            // A family iOS ships keeps its known line (`IOSFontLines`); a stored height far
            // from its lines is not those lines in the real font.
            if heightFits, IOSFontLines.lines(family: family, weight: font.weight) == nil, font.lineSpacing == 0,
               abs(view.frame.height - block) < 1e-6 {
                samples.append(Sample(objectId: id, family: family, weight: font.weight, quantity: .line,
                                      low: (frame.frame.height - pixel) / (lines * font.size),
                                      high: frame.frame.height / (lines * font.size)))
            }
        }
        return samples
    }

    /// The stand-in rows the samples support, families in the order their first label was
    /// laid out: per family its widths (the median label's scale: labels' texts differ from
    /// the stand-in's by different shares) and its line (the value most labels' pixels allow),
    /// and where the family's labels have several weights, per weight its own widths, and its
    /// own line where none of its labels allows the family's.
    /// `excluding`: a label left out (the fidelity count judges each sample without itself).
    static func standIns(from samples: [Sample], excluding objectId: String? = nil) -> [FontStandIn] {
        let kept = samples.filter { $0.objectId != objectId }
        var families: [String] = []
        for sample in kept where !families.contains(sample.family) { families.append(sample.family) }
        var rows: [FontStandIn] = []
        for family in families {
            let widths = kept.filter { $0.family == family && $0.quantity == .width }
            let lines = kept.filter { $0.family == family && $0.quantity == .line }
            var row = FontStandIn(family: family)
            row.widthScale = median(widths).flatMap { within(FontStandIn.widthScales, $0) }
            row.lineHeight = mostAllowed(lines).flatMap { within(FontStandIn.lineHeights, $0) }
            if row.widthScale != nil || row.lineHeight != nil { rows.append(row) }
            var weights: [FontWeight] = []
            for sample in widths + lines where !weights.contains(sample.weight) { weights.append(sample.weight) }
            guard weights.count > 1 else { continue }
            for weight in weights {
                var own = FontStandIn(family: family, weight: weight)
                if Set(widths.map(\.weight)).count > 1 {
                    own.widthScale = median(widths.filter { $0.weight == weight }).flatMap { within(FontStandIn.widthScales, $0) }
                }
                // Most families' weights share one line; a weight whose labels all refuse the
                // family's (Proxima Nova's extrabold, a designer's review of dev set 48) has its own.
                let ownLines = lines.filter { $0.weight == weight }
                if let pooled = row.lineHeight, !ownLines.isEmpty, !ownLines.contains(where: { $0.low <= pooled && pooled <= $0.high }) {
                    own.lineHeight = mostAllowed(ownLines).flatMap { within(FontStandIn.lineHeights, $0) }
                }
                if own.widthScale != nil || own.lineHeight != nil { rows.append(own) }
            }
        }
        return rows
    }

    /// The middle of the samples' middles (the mean of the two middle ones for an even count),
    /// nil for none; rounded to 1e-5 so screen files stay readable. One label is enough: a
    /// family's only label says more of it than San Francisco's numbers do, and a stale frame
    /// among several is outvoted.
    static func median(_ samples: [Sample]) -> Double? {
        guard !samples.isEmpty else { return nil }
        let middles = samples.map(\.middle).sorted()
        let half = middles.count / 2
        let value = middles.count % 2 == 1 ? middles[half] : (middles[half - 1] + middles[half]) / 2
        return rounded(value)
    }

    /// The middle of the stretch the most samples allow (the first such stretch): labels of
    /// one line agree on a line height to a pixel each, and a stale frame falls outside. Nil
    /// for none; where no two of several agree, their median.
    static func mostAllowed(_ samples: [Sample]) -> Double? {
        guard !samples.isEmpty else { return nil }
        var best: (count: Int, low: Double, high: Double)?
        // Each stretch starts at a sample's low end: count the samples covering it there and
        // how far they all reach.
        for start in samples.map(\.low).sorted() {
            let covering = samples.filter { $0.low <= start && start <= $0.high }
            guard let end = covering.map(\.high).min() else { continue }
            if covering.count > (best?.count ?? 0) { best = (covering.count, start, end) }
        }
        guard let best, best.count > 1 || samples.count == 1 else { return median(samples) }
        return rounded((best.low + best.high) / 2)
    }

    static func within(_ range: ClosedRange<Double>, _ value: Double) -> Double? {
        range.contains(value) ? value : nil
    }

    static func rounded(_ value: Double) -> Double {
        (value * 100_000).rounded() / 100_000
    }

    /// A `standIns` member for an imported screen's JSON.
    static func json(_ rows: [FontStandIn]) -> ScreenJSON {
        .array(rows.map { row in
            var members: [(String, ScreenJSON)] = [("family", .string(row.family))]
            if let weight = row.weight { members.append(("weight", .string(weight.rawValue))) }
            if let scale = row.widthScale { members.append(("widthScale", .number(scale))) }
            if let line = row.lineHeight { members.append(("lineHeight", .number(line))) }
            return .object(members)
        })
    }
}
