@testable import TypeScale

/// The measurer as it was before shaping was cached (commit 17b2847), kept verbatim as the
/// reference the cached path must equal bit for bit: it shapes every paragraph on every call
/// and sums each line from scratch.
enum ReferenceMeasurer {
    static func measure(_ catalog: FontCatalog, _ text: String, font: ResolvedFont, wrapWidth: Double?) -> TextMeasurement {
        guard !text.isEmpty else { return TextMeasurement(lineWidths: [], lineHeight: font.lineHeight) }
        guard let run = ReferenceShaper(catalog: catalog, font: font) else {
            return TextMeasurement(lineWidths: [], lineHeight: font.lineHeight)
        }
        var widths: [Double] = []
        for paragraph in FontCatalog.paragraphs(text) {
            let shaped = run.shape(paragraph)
            guard let limit = wrapWidth, limit.isFinite else {
                widths.append(shaped.width(of: 0..<paragraph.count))
                continue
            }
            let breaking = ReferenceLineBreaking(scalars: paragraph)
            for line in breaking.lines(limit: limit, width: shaped.width(of:)) {
                widths.append(shaped.width(of: line))
            }
        }
        return TextMeasurement(lineWidths: widths, lineHeight: font.lineHeight)
    }
}

struct ReferenceShaper {
    let face: FontFace
    /// The Display cut and its share, for the system family at display sizes (nil otherwise).
    let display: (face: FontFace, share: Double)?
    /// Tracking added to each glyph, in the shaping's units.
    let trackingUnits: Double
    /// Points per unit.
    let scale: Double
    /// The system family's weight widening (1 for a font file).
    let widening: Double

    init?(catalog: FontCatalog, font: ResolvedFont) {
        guard let (face, isSystem) = try? catalog.face(family: font.family, weight: font.weight) else { return nil }
        self.face = face
        var unitsPerEm = Double(face.unitsPerEm)
        let share = isSystem ? SystemFontMetrics.displayShare(at: font.size) : 0
        if share > 0, let displayFace = try? FaceCache.shared.embeddedFace(font.weight, cut: .display) {
            display = (displayFace, share)
            unitsPerEm *= ShapedText.blendSubunits
        } else {
            display = nil
        }
        // The system family's weight widening scales the glyphs' units but not the tracking.
        widening = isSystem ? SystemFontMetrics.widthFactor(font.weight, displayShare: display?.share ?? 0) : 1
        trackingUnits = isSystem ? SFTracking.thousandths(at: font.size) / 1000 * unitsPerEm / widening : 0
        scale = font.size / unitsPerEm * widening
    }

    /// The glyphs' advances and kerning: the face's own, or (the blend being shaping's, not
    /// what this reference checks) the blended shaping's.
    func shape(_ scalars: [Unicode.Scalar]) -> ReferenceParagraph {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        // The blend, and (from round 19, after the verbatim copy) text with characters a
        // fallback font draws (untracked, unwidened, kerned by runs), take shaping's advances
        // and kerning: what this reference checks is the caching and summing of lines.
        let glyphs = scalars.map(face.glyph(for:))
        let fallback = scalars.indices.contains { glyphs[$0] == 0 && FallbackAdvances.em(for: scalars[$0]) != nil }
        if display != nil || fallback {
            let shaped = display.map {
                ShapedText(String(view), face: face, blendedWith: $0.face, share: $0.share, widening: widening, wrapping: false)
            } ?? ShapedText(String(view), face: face, widening: widening, wrapping: false)
            let paragraph = shaped.paragraphs[0]
            let untracked = paragraph.untracked ?? Array(repeating: false, count: paragraph.advances.count)
            return ReferenceParagraph(advances: zip(paragraph.advances, untracked).map { $0 + ($1 ? 0 : trackingUnits) },
                                      kerning: paragraph.kerning, scale: scale)
        }
        return ReferenceParagraph(
            advances: glyphs.map { Double(face.advance(of: $0)) + trackingUnits },
            kerning: face.kerning.adjustments(for: glyphs),
            scale: scale)
    }
}

/// A shaped paragraph: per-glyph advances (with tracking) and kerning pairs, in font units.
struct ReferenceParagraph {
    let advances: [Double]
    /// Sorted by first glyph.
    let kerning: [PairAdjustment]
    let scale: Double

    /// Width in points of a run of glyphs as a line of its own: its advances and the kerning
    /// of pairs that lie wholly inside it (a pair split by a line break does not kern).
    func width(of range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        var units = 0.0
        for index in range { units += advances[index] }
        var low = 0
        var high = kerning.count
        while low < high {
            let mid = (low + high) / 2
            if kerning[mid].first < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        while low < kerning.count, kerning[low].first < range.upperBound {
            if kerning[low].second < range.upperBound { units += Double(kerning[low].amount) }
            low += 1
        }
        return units * scale
    }
}

struct ReferenceLineBreaking {
    let scalars: [Unicode.Scalar]
    /// `isGraphemeBoundary[i]`: a user-perceived character starts at scalar i (count + 1 entries).
    let isGraphemeBoundary: [Bool]

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var boundaries = [Bool](repeating: false, count: scalars.count + 1)
        var index = 0
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        for character in String(view) {
            boundaries[index] = true
            index += character.unicodeScalars.count
        }
        boundaries[scalars.count] = true
        isGraphemeBoundary = boundaries
    }

    func isSpace(_ index: Int) -> Bool {
        LineBreakClasses.contains(LineBreakClasses.spaces, scalars[index])
    }

    /// The end of `start..<end` without its trailing spaces.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, isSpace(end - 1) { end -= 1 }
        return end
    }

    /// Whether a line may break before scalar `index` (0 < index < count).
    func isBreakOpportunity(_ index: Int) -> Bool {
        guard isGraphemeBoundary[index], !isSpace(index) else { return false }
        let previous = scalars[index - 1]
        let current = scalars[index]
        if LineBreakClasses.contains(LineBreakClasses.noBreakBefore, current)
            || LineBreakClasses.contains(LineBreakClasses.noBreakAfter, previous) {
            return false
        }
        if isSpace(index - 1) { return true }
        // A hyphen breaks after it unless it starts a word ("-5", " -x").
        if LineBreakClasses.contains(LineBreakClasses.hyphens, previous) {
            return index >= 2 && !isSpace(index - 2)
        }
        return LineBreakClasses.contains(LineBreakClasses.ideographic, previous)
            || LineBreakClasses.contains(LineBreakClasses.ideographic, current)
    }

    /// The lines of the paragraph as scalar ranges without trailing spaces, each fitting
    /// `limit` where possible (a single grapheme wider than the limit still gets a line).
    /// `width` measures a range.
    func lines(limit: Double, width: (Range<Int>) -> Double) -> [Range<Int>] {
        let count = scalars.count
        guard count > 0 else { return [0..<0] }
        var candidates = (1..<count).filter(isBreakOpportunity)
        candidates.append(count)
        func fits(_ range: Range<Int>) -> Bool { width(range) <= limit + 1e-9 }
        var lines: [Range<Int>] = []
        var start = 0
        var next = 0  // first candidate after `start`
        while start < count {
            while next < candidates.count, candidates[next] <= start { next += 1 }
            // Take words while they fit.
            var fitted: Int?
            while next < candidates.count, fits(start..<trimmedEnd(start, candidates[next])) {
                fitted = candidates[next]
                next += 1
            }
            if let fitted {
                lines.append(start..<trimmedEnd(start, fitted))
                start = fitted
                continue
            }
            // The first word alone is too wide: as many graphemes as fit, at least one.
            let wordEnd = trimmedEnd(start, next < candidates.count ? candidates[next] : count)
            var cut = start + 1
            while cut < wordEnd, !isGraphemeBoundary[cut] { cut += 1 }
            var probe = cut + 1
            while probe <= wordEnd {
                if isGraphemeBoundary[probe] {
                    guard fits(start..<probe) else { break }
                    cut = probe
                }
                probe += 1
            }
            lines.append(start..<cut)
            start = cut
            // Spaces after a broken word hang at its line's end.
            while start < count, isSpace(start) { start += 1 }
        }
        return lines
    }
}
