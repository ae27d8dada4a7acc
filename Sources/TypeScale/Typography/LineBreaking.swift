/// Greedy line breaking of one paragraph (SPEC §5.5): break after spaces and hyphens and
/// around ideographs; trailing spaces hang; a word too long for the line starts a fresh line
/// and is broken between grapheme clusters.
///
/// Everything that depends only on the scalars (spaces, grapheme boundaries, break
/// opportunities) is found once in `init`, so a paragraph cached with its shaping breaks at
/// any width and size without looking at its scalars again.
struct LineBreaking: Sendable {
    /// Number of scalars.
    let count: Int
    /// `isSpace[i]`: scalar i is a space (hangs at a line's end).
    let isSpace: [Bool]
    /// `isGraphemeBoundary[i]`: a user-perceived character starts at scalar i (count + 1 entries).
    let isGraphemeBoundary: [Bool]
    /// Scalar offsets a line may end at, ascending: every break opportunity, then `count`.
    let candidates: [Int]
    /// `contentEnd[i]`: i without the spaces just before it (count + 1 entries), so trimming
    /// a line is one lookup however many spaces end it.
    let contentEnd: [Int]

    init(scalars: [Unicode.Scalar]) {
        count = scalars.count
        let classes = scalars.map(LineBreakClasses.membership(of:))
        isSpace = classes.map { $0.contains(.space) }
        isGraphemeBoundary = Self.graphemeBoundaries(scalars)
        var candidates: [Int] = []
        for index in 1..<max(1, scalars.count)
        where Self.isBreakOpportunity(index, classes, isSpace: isSpace, isGraphemeBoundary: isGraphemeBoundary) {
            candidates.append(index)
        }
        candidates.append(scalars.count)
        self.candidates = candidates
        var contentEnd = [Int](repeating: 0, count: scalars.count + 1)
        for index in 0..<scalars.count {
            contentEnd[index + 1] = isSpace[index] ? contentEnd[index] : index + 1
        }
        self.contentEnd = contentEnd
    }

    private static func graphemeBoundaries(_ scalars: [Unicode.Scalar]) -> [Bool] {
        // Paragraphs hold no CR or LF, and below U+0300 (the first combining mark) no scalar
        // extends, prepends or joins (UAX #29: Extend, SpacingMark, Prepend, ZWJ, RI, Hangul
        // all lie above), so every offset is a boundary (GB4, GB5, GB999); only other text
        // needs the grapheme segmentation of `String`.
        if scalars.allSatisfy({ $0.value < 0x300 }) {
            return [Bool](repeating: true, count: scalars.count + 1)
        }
        var boundaries = [Bool](repeating: false, count: scalars.count + 1)
        var index = 0
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        for character in String(view) {
            boundaries[index] = true
            index += character.unicodeScalars.count
        }
        boundaries[scalars.count] = true
        return boundaries
    }

    /// Whether a line may break before scalar `index` (0 < index < count).
    private static func isBreakOpportunity(
        _ index: Int, _ classes: [LineBreakClasses.Membership], isSpace: [Bool], isGraphemeBoundary: [Bool]
    ) -> Bool {
        guard isGraphemeBoundary[index], !isSpace[index] else { return false }
        let previous = classes[index - 1]
        let current = classes[index]
        if current.contains(.noBreakBefore) || previous.contains(.noBreakAfter) {
            return false
        }
        if isSpace[index - 1] { return true }
        // A hyphen breaks after it unless it starts a word ("-5", " -x").
        if previous.contains(.hyphen) {
            return index >= 2 && !isSpace[index - 2]
        }
        return previous.contains(.ideographic) || current.contains(.ideographic)
    }

    /// The end of `start..<end` without its trailing spaces.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        max(start, contentEnd[end])
    }

    /// The lines of the paragraph as scalar ranges without trailing spaces, each fitting
    /// where possible (a single grapheme wider than the limit still gets a line). `fits` says
    /// whether a range fits the line (`LineGauge.fits`); it is asked about each candidate end
    /// at most once per line and each grapheme of a word broken across lines once, so the
    /// work is linear in the paragraph when `fits` is constant-time.
    func lines(fits: (Range<Int>) -> Bool) -> [Range<Int>] {
        guard count > 0 else { return [0..<0] }
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
            while start < count, isSpace[start] { start += 1 }
        }
        return lines
    }
}
