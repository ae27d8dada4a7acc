/// Text measurement (SPEC §5.5): line width = Σ advances + Σ pair kerning + tracking × glyph
/// count (of the glyphs no fallback font draws: `FallbackAdvances`), × size / unitsPerEm, one
/// glyph per Unicode scalar.
///
/// The layout measures the same strings over and over: in several passes, again when frames
/// are rounded, and at each category's size. Shaping (cmap, advances, kerning, break
/// opportunities) does not depend on the size, but for the system family's Display share
/// (`SystemFontMetrics.displayShare`, constant up to 19 pt and from 26), so it is done once per
/// text, face and share and cached (`ShapedText`); measuring is then sums over its arrays, in the same order of
/// floating-point operations as shaping afresh, so results are the same to the last bit.
extension FontCatalog {
    /// Measures `text` in a resolved font, wrapped at `wrapWidth` points (nil: only explicit
    /// newlines break lines). Empty text has no lines. "\n", "\r", "\r\n", U+2028 and U+2029
    /// are hard line breaks; an empty paragraph is a line of width 0.
    public func measure(_ text: String, font: ResolvedFont, wrapWidth: Double?) -> TextMeasurement {
        measure(text, font: font, wrapWidth: wrapWidth, caching: true)
    }

    /// `measure`; with `caching` false a shaping not cached already is not kept: a search over
    /// sizes (`TextShrink`) would fill the cache with one shaping per size SF's optical blend
    /// tells apart (19 to 26 pt), and a full cache empties itself.
    func measure(_ text: String, font: ResolvedFont, wrapWidth: Double?, caching: Bool) -> TextMeasurement {
        guard !text.isEmpty, let (lookup, shaped) = shaping(of: text, font: font, wrapping: wrapWidth != nil, caching: caching) else {
            return TextMeasurement(lineWidths: [], lineHeight: font.lineHeight)
        }
        return measure(shaped, in: lookup, font: font, wrapWidth: wrapWidth)
    }

    /// `measure` of a text already shaped in `font`'s face (`shaping(of:font:wrapping:)`),
    /// for wrapping when `wrapWidth` is given.
    func measure(_ shaped: ShapedText, in lookup: FaceLookup, font: ResolvedFont, wrapWidth: Double?) -> TextMeasurement {
        measureCountingWork(shaped, in: lookup, font: font, wrapWidth: wrapWidth).measurement
    }

    /// What a `LineRuler` sums with: SF's tracking in the shaping's units per glyph (the
    /// system family only) and points per unit.
    /// For the system family the glyphs' own widths (advances and kerning, not tracking) are
    /// also widened by the weight's factor (`SystemFontMetrics.widthFactor`).
    /// A stand-in's `widthScale` scales the whole width, tracking included: it was measured
    /// against these widths.
    static func rulerMetrics(_ lookup: FaceLookup, _ shaped: ShapedText, _ font: ResolvedFont) -> (tracking: Double, scale: Double) {
        let unitsPerEm = shaped.unitsPerEm
        guard lookup.isSystem else { return (0, font.size / unitsPerEm) }
        let widening = SystemFontMetrics.widthFactor(lookup.weight, displayShare: shaped.displayShare)
        let tracking = SFTracking.thousandths(at: font.size) / 1000 * unitsPerEm / widening
        return (tracking, font.size / unitsPerEm * widening * font.widthScale)
    }

    /// `measure`, and the work it took: glyphs and kerning pairs summed, and fits decided from
    /// prefix sums (for the scaling tests, which count work instead of timing it).
    func measureCountingWork(
        _ shaped: ShapedText, in lookup: FaceLookup, font: ResolvedFont, wrapWidth: Double?
    ) -> (measurement: TextMeasurement, work: Int) {
        let (tracking, scale) = Self.rulerMetrics(lookup, shaped, font)
        var widths: [Double] = []
        var work = 0
        widths.reserveCapacity(shaped.paragraphs.count)
        for paragraph in shaped.paragraphs {
            var ruler = LineRuler(paragraph: paragraph, tracking: tracking, scale: scale)
            guard let limit = wrapWidth, limit.isFinite else {
                widths.append(ruler.width(of: 0..<paragraph.advances.count))
                work += ruler.steps
                continue
            }
            var gauge = LineGauge(paragraph: paragraph, ruler: ruler, limit: limit)
            var decisions = 0
            let lines = paragraph.breaking.lines { range in
                decisions += 1
                return gauge.fits(range)
            }
            for line in lines {
                widths.append(ruler.width(of: line))
            }
            work += ruler.steps + gauge.ruler.steps + decisions
        }
        return (TextMeasurement(lineWidths: widths, lineHeight: font.lineHeight), work)
    }

    /// The lower-case Latin alphabet: typed text's letters, for a field's `characterWidth`.
    static let typedLetters = "abcdefghijklmnopqrstuvwxyz"

    /// What one typed character takes in `font`: the mean advance (with tracking and kerning)
    /// of the lower-case Latin letters. Nil for an unknown family.
    func characterWidth(in font: ResolvedFont) -> Double? {
        let letters = Self.typedLetters
        guard let width = measure(letters, font: font, wrapWidth: nil).lineWidths.first, width > 0 else { return nil }
        return width / Double(letters.count)
    }

    /// The widest stretch of `text` between two break opportunities (SPEC §5.5: after spaces
    /// and hyphens, around ideographs), without its trailing spaces, and its width as a line of
    /// its own: a wrapping line narrower than this breaks the word between characters. Nil for
    /// empty text or an unknown family; the first of equally wide words.
    func widestWord(_ text: String, font: ResolvedFont) -> (word: String, width: Double)? {
        guard !text.isEmpty, let (lookup, shaped) = shaping(of: text, font: font) else {
            return nil
        }
        let (tracking, scale) = Self.rulerMetrics(lookup, shaped, font)
        var widest: (paragraph: Int, range: Range<Int>, width: Double)?
        for (number, paragraph) in shaped.paragraphs.enumerated() {
            var ruler = LineRuler(paragraph: paragraph, tracking: tracking, scale: scale)
            var start = 0
            for end in paragraph.breaking.candidates {
                let range = start..<paragraph.breaking.trimmedEnd(start, end)
                let width = ruler.width(of: range)
                if width > (widest?.width ?? 0) { widest = (number, range, width) }
                start = end
            }
        }
        guard let widest else { return nil }
        // The word's UTF-8 made here: appending scalars to a String's scalar view cost more than
        // finding the word (the audit asks this of every label that wrapped, at every category).
        var utf8: [UInt8] = []
        utf8.reserveCapacity(4 * widest.range.count)
        for scalar in Self.paragraphs(text)[widest.paragraph][widest.range] {
            UTF8.encode(scalar) { utf8.append($0) }
        }
        return (String(decoding: utf8, as: UTF8.self), widest.width)
    }

    /// The face of a font's family and weight and the text's shaping in it, from the cache when
    /// there (and shaped for wrapping when `wrapping` asks for it); nil for an unknown family.
    /// The system family's shaping blends Inter's Text and Display advances by the font's size
    /// (`SystemFontMetrics.displayShare`), so it is cached per share. Shaping happens outside
    /// the lock; two threads shaping the same text at once store equal values (a shaping for
    /// wrapping replaces one for a single line: the same advances and kerning, and more).
    func shaping(of text: String, font: ResolvedFont, wrapping: Bool = true, caching: Bool = true) -> (FaceLookup, ShapedText)? {
        lock.lock()
        guard let lookup = try? faceLookupLocked(family: font.family, weight: font.weight) else {
            lock.unlock()
            return nil
        }
        let share = Self.displayShare(lookup, size: font.size)
        let key = ShapingCache.Key(face: lookup.id, text: text, displayShare: share)
        if let cached = shapings.shaped(key), cached.wraps || !wrapping {
            lock.unlock()
            return (lookup, cached)
        }
        lock.unlock()
        let shaped: ShapedText
        let widening = lookup.isSystem ? SystemFontMetrics.widthFactor(lookup.weight, displayShare: share) : 1
        if share > 0 {
            // The embedded face is the build's own: failing to parse it is a build defect.
            guard let display = try? FaceCache.shared.embeddedFace(lookup.weight, cut: .display) else {
                preconditionFailure("embedded Inter Display for \(lookup.weight) does not parse")
            }
            shaped = ShapedText(text, face: lookup.face, blendedWith: display, share: share, widening: widening,
                                wrapping: wrapping)
        } else {
            shaped = ShapedText(text, face: lookup.face, widening: widening, wrapping: wrapping)
        }
        guard caching else { return (lookup, shaped) }
        lock.lock()
        shapings.insert(shaped, for: key)
        lock.unlock()
        return (lookup, shaped)
    }

    /// The share of the Display cut in a face's shaping at a size: SF's optical blend for the
    /// system family, 0 for a font file (a file is one cut).
    static func displayShare(_ lookup: FaceLookup, size: Double) -> Double {
        lookup.isSystem ? SystemFontMetrics.displayShare(at: size) : 0
    }

    /// The text's hard-break paragraphs as scalar arrays (newline scalars removed).
    /// The scalars a paragraph ends at: LF, CR (CRLF is one break), the line and paragraph
    /// separators; not every character Swift calls a newline (a vertical tab is not one).
    static func isParagraphBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x2028, 0x2029: true
        default: false
        }
    }

    static func paragraphs(_ text: String) -> [[Unicode.Scalar]] {
        // Plain ASCII without CR or LF (most texts): one paragraph, a scalar per byte.
        if text.utf8AllSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) {
            return [text.utf8.map { Unicode.Scalar($0) }]
        }
        var paragraphs: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where afterCarriageReturn:
                afterCarriageReturn = false  // the "\n" of "\r\n"
            case _ where isParagraphBreak(scalar):
                paragraphs.append(current)
                current = []
                afterCarriageReturn = scalar.value == 0x0D
            default:
                current.append(scalar)
                afterCarriageReturn = false
            }
        }
        paragraphs.append(current)
        return paragraphs
    }
}

/// Widths of lines of one shaped paragraph at one size and tracking.
///
/// A line's width is (Σ (advance + tracking, none for a fallback font's glyph:
/// `ShapedParagraph.untracked`), left to right, then + each kerning pair wholly
/// inside it in position order) × scale — exactly the operations of shaping with tracking
/// folded into the advances. Lines are measured once each; the fits of line breaking are
/// mostly decided by `LineGauge`, which asks the ruler about ranges whose width lies within
/// rounding of the limit, ever longer from one start: the ruler keeps the running advance sum
/// of the last range and extends it, the same additions in the same order as from scratch.
struct LineRuler {
    let paragraph: ShapedParagraph
    /// Tracking added to each glyph, in the shaping's units (`ShapedText.unitsPerEm`).
    let tracking: Double
    /// Points per font unit.
    let scale: Double
    /// The last range summed: its start, end, advance sum and first kerning pair at or after start.
    private var runStart = -1
    private var runEnd = 0
    private var runUnits = 0.0
    private var runKerning = 0
    /// Glyphs and kerning pairs visited so far, and binary-search steps (work, for tests).
    private(set) var steps = 0

    init(paragraph: ShapedParagraph, tracking: Double, scale: Double) {
        self.paragraph = paragraph
        self.tracking = tracking
        self.scale = scale
    }

    /// Width in points of a run of glyphs as a line of its own: its advances and the kerning
    /// of pairs that lie wholly inside it (a pair split by a line break does not kern).
    mutating func width(of range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        let kerning = paragraph.kerning
        if range.lowerBound != runStart || range.upperBound < runEnd {
            runStart = range.lowerBound
            runEnd = range.lowerBound
            runUnits = 0
            var low = 0
            var high = kerning.count
            while low < high {
                let mid = (low + high) / 2
                if kerning[mid].first < range.lowerBound { low = mid + 1 } else { high = mid }
                steps += 1
            }
            runKerning = low
        }
        paragraph.advances.withUnsafeBufferPointer { advances in
            steps += range.upperBound - runEnd
            if let untracked = paragraph.untracked {
                while runEnd < range.upperBound {
                    runUnits += advances[runEnd] + (untracked[runEnd] ? 0 : tracking)
                    runEnd += 1
                }
            }
            while runEnd < range.upperBound {
                runUnits += advances[runEnd] + tracking
                runEnd += 1
            }
        }
        var units = runUnits
        var pair = runKerning
        while pair < kerning.count, kerning[pair].first < range.upperBound {
            if kerning[pair].second < range.upperBound { units += Double(kerning[pair].amount) }
            pair += 1
        }
        steps += pair - runKerning
        return units * scale
    }
}
