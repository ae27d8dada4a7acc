/// A text shaped in one face (or a blend of the system family's two cuts at one Display
/// share), independent of size otherwise: per paragraph the glyph advances and pair kerning in
/// the shaping's units (`unitsPerEm`) and, when shaped for wrapping, the line-break data.
/// Immutable, so shared across threads.
final class ShapedText: Sendable {
    let paragraphs: [ShapedParagraph]
    /// Whether the paragraphs carry what wrapping reads (break opportunities, prefix sums). A
    /// text measured on one line never reads them, and finding them cost as much as the
    /// rest of shaping (most texts of a form are single-line labels and fields).
    let wraps: Bool
    /// The Display cut's share in the advances (`init(_:face:blendedWith:share:wrapping:)`).
    let displayShare: Double
    /// The units of the advances and kerning per em: the face's, or finer for a blend.
    let unitsPerEm: Double

    /// Units of a blend per unit of its face: blended advances are rounded to these, at most
    /// 1/131072 of a face unit a glyph (a 2816-unit em at 80 pt: 2e-7 pt), so a million glyphs
    /// stay within 0.25 pt; sums stay below 2⁵³ for texts far past the 16 MB input limit.
    static let blendSubunits = 65536.0

    /// `widening`: what the ruler will scale the face's advances by (`SystemFontMetrics.widthFactor`
    /// for the system family), which a fallback font's glyphs do not take.
    init(_ text: String, face: FontFace, widening: Double = 1, wrapping: Bool = true) {
        wraps = wrapping
        displayShare = 0
        unitsPerEm = Double(face.unitsPerEm)
        let fallbackUnits = unitsPerEm / widening
        paragraphs = FontCatalog.paragraphs(text).map { scalars in
            let glyphs = scalars.map(face.glyph(for:))
            let fallback = Fallback(scalars, glyphs)
            let advances = glyphs.indices.map { index in
                fallback.advance(at: index, unitsPerEm: fallbackUnits) ?? Double(face.advance(of: glyphs[index]))
            }
            let kerning = fallback.kerning(face.kerning, glyphs)
            return ShapedParagraph(scalars: scalars, advances: advances, kerning: kerning, untracked: fallback.positions,
                                   wrapping: wrapping)
        }
    }

    /// The text shaped in a blend of two cuts of one design: each glyph's advance and each
    /// kerning pair is `(1 − share) × face's + share × display's`, as a variable font
    /// interpolates its masters, in whole `blendSubunits` of `face`'s units. A figure (ASCII
    /// 0–9) blends at `SystemFontMetrics.figureShare` of the share, and a kerning pair at the
    /// share of its first glyph (whose advance a shaper adjusts). One glyph per scalar in
    /// both, so the two shapings line up glyph by glyph. A character either cut lacks (Inter
    /// Display has no ฿, Inter no keycap U+20E3) takes `face`'s advance and kerning alone, so
    /// it never mixes a glyph with the other cut's `.notdef` (and text neither has, emoji or
    /// CJK, measures with `face`'s `.notdef` at every size).
    init(_ text: String, face: FontFace, blendedWith display: FontFace, share: Double, widening: Double = 1,
         wrapping: Bool = true) {
        wraps = wrapping
        displayShare = share
        unitsPerEm = Double(face.unitsPerEm) * Self.blendSubunits
        let units = Double(face.unitsPerEm) / Double(display.unitsPerEm)
        let letter = (face: (1 - share) * Self.blendSubunits, display: share * Self.blendSubunits * units)
        let figureShare = SystemFontMetrics.figureShare(at: share)
        let figure = (face: (1 - figureShare) * Self.blendSubunits, display: figureShare * Self.blendSubunits * units)
        let faceOnly = (face: Self.blendSubunits, display: 0.0)
        let fallbackUnits = unitsPerEm / widening
        paragraphs = FontCatalog.paragraphs(text).map { scalars in
            let glyphs = scalars.map(face.glyph(for:))
            let fallback = Fallback(scalars, glyphs)
            let displayGlyphs = scalars.map(display.glyph(for:))
            let weights = scalars.indices.map { index in
                if glyphs[index] == 0 || displayGlyphs[index] == 0 { return faceOnly }
                return ("0"..."9").contains(scalars[index]) ? figure : letter
            }
            let advances = glyphs.indices.map { index in
                fallback.advance(at: index, unitsPerEm: fallbackUnits)
                    ?? (weights[index].face * Double(face.advance(of: glyphs[index]))
                        + weights[index].display * Double(display.advance(of: displayGlyphs[index]))).rounded()
            }
            func weight(of pair: PairAdjustment) -> (face: Double, display: Double) {
                let involvesFaceOnly = weights[pair.first].display == 0 || (pair.second < weights.count && weights[pair.second].display == 0)
                return involvesFaceOnly ? faceOnly : weights[pair.first]
            }
            let kerning = Self.blend(fallback.kerning(face.kerning, glyphs), by: { weight(of: $0).face },
                                     fallback.kerning(display.kerning, displayGlyphs), by: { weight(of: $0).display })
            return ShapedParagraph(scalars: scalars, advances: advances, kerning: kerning,
                                   untracked: fallback.positions, wrapping: wrapping)
        }
    }

    /// The characters of a paragraph the face lacks and iOS draws from a fallback font
    /// (`FallbackAdvances`), with the combining marks that follow them (Core Text draws a
    /// cluster in one font; the marks advance nothing): their advances, in whole units of the
    /// shaping, replace the face's; they take no tracking and no kerning, which is found in
    /// the runs between them, as a shaper kerns each font's run apart. Nothing for most texts.
    private struct Fallback {
        /// The fallback's advance in ems per glyph position, nil when the paragraph has none.
        let ems: [Double?]?

        init(_ scalars: [Unicode.Scalar], _ glyphs: [Int]) {
            var ems: [Double?]?
            var inCluster = false
            for index in glyphs.indices {
                let em: Double?
                if glyphs[index] == 0, let advance = FallbackAdvances.em(for: scalars[index]) {
                    em = advance
                } else if inCluster, FallbackAdvances.isCombiningMark(scalars[index]) {
                    em = 0
                } else {
                    em = nil
                }
                inCluster = em != nil
                guard let em else { continue }
                if ems == nil { ems = Array(repeating: nil, count: glyphs.count) }
                ems?[index] = em
            }
            self.ems = ems
        }

        func advance(at index: Int, unitsPerEm: Double) -> Double? {
            ems?[index].map { ($0 * unitsPerEm).rounded() }
        }

        /// Which glyphs are a fallback's (nil: none).
        var positions: [Bool]? { ems?.map { $0 != nil } }

        /// The face's kerning of the runs between fallback glyphs, in paragraph positions.
        func kerning(_ kerning: PairKerning, _ glyphs: [Int]) -> [PairAdjustment] {
            guard let ems else { return kerning.adjustments(for: glyphs) }
            var pairs: [PairAdjustment] = []
            var start = 0
            while start < glyphs.count {
                guard ems[start] == nil else {
                    start += 1
                    continue
                }
                var end = start
                while end < glyphs.count, ems[end] == nil { end += 1 }
                pairs += kerning.adjustments(for: Array(glyphs[start..<end])).map {
                    PairAdjustment(first: $0.first + start, second: $0.second + start, amount: $0.amount)
                }
                start = end
            }
            return pairs
        }
    }

    /// Two cuts' kerning of the same glyph positions, weighted and summed per pair position,
    /// ordered by position as `PairKerning.adjustments` orders them.
    private static func blend(_ first: [PairAdjustment], by firstWeight: (PairAdjustment) -> Double,
                              _ second: [PairAdjustment], by secondWeight: (PairAdjustment) -> Double) -> [PairAdjustment] {
        var weighted = first.map { ($0.first, $0.second, firstWeight($0) * Double($0.amount)) }
            + second.map { ($0.first, $0.second, secondWeight($0) * Double($0.amount)) }
        weighted.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        var result: [PairAdjustment] = []
        var index = 0
        while index < weighted.count {
            let (firstGlyph, secondGlyph) = (weighted[index].0, weighted[index].1)
            var amount = 0.0
            while index < weighted.count, weighted[index].0 == firstGlyph, weighted[index].1 == secondGlyph {
                amount += weighted[index].2
                index += 1
            }
            let rounded = Int(amount.rounded())
            if rounded != 0 { result.append(PairAdjustment(first: firstGlyph, second: secondGlyph, amount: rounded)) }
        }
        return result
    }
}

/// One hard-break paragraph of a `ShapedText`.
final class ShapedParagraph: Sendable {
    /// Advance of each glyph in the shaping's units (`ShapedText.unitsPerEm`), without
    /// tracking (whole numbers).
    let advances: [Double]
    /// Kerning pairs, sorted by position.
    let kerning: [PairAdjustment]
    /// Which glyphs take no tracking (a fallback font's, `FallbackAdvances`); nil when all do.
    let untracked: [Bool]?
    /// Nil when shaped for one line only.
    let wrapping: Wrapping?

    init(scalars: [Unicode.Scalar], advances: [Double], kerning: [PairAdjustment], untracked: [Bool]? = nil,
         wrapping: Bool) {
        self.advances = advances
        self.kerning = kerning
        self.untracked = untracked
        self.wrapping = wrapping
            ? Wrapping(breaking: LineBreaking(scalars: scalars),
                       sums: RangeSums(advances: advances, kerning: kerning, untracked: untracked))
            : nil
    }

    struct Wrapping: Sendable {
        let breaking: LineBreaking
        /// Prefix sums of advances and kerning, for deciding line fits in constant time.
        let sums: RangeSums
    }

    /// Read only by wrapping, which asks for a text shaped with it (`ShapedText.wraps`).
    var breaking: LineBreaking {
        guard let wrapping else { preconditionFailure("line breaking of a text shaped for one line") }
        return wrapping.breaking
    }

    var sums: RangeSums {
        guard let wrapping else { preconditionFailure("line fitting of a text shaped for one line") }
        return wrapping.sums
    }
}

/// Recent shapings by face id and text. Bounded: emptied when full, so a long `check` run
/// cannot grow without limit. Only looked up, never iterated, so its order cannot reach a
/// result. Not synchronised itself: `FontCatalog` guards it with its lock.
struct ShapingCache {
    /// A face id, the share of the Display cut it was blended with (0 but for the system
    /// family at display sizes) and a text compared by its UTF-8 bytes. Not by `String` equality: that is
    /// canonical equivalence, which takes "é" and "e" + U+0301 as equal although they are one
    /// glyph and two and measure differently. Bytes also hash faster than normalising.
    struct Key: Hashable {
        let face: Int
        let text: String
        var displayShare = 0.0

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.face == rhs.face, lhs.displayShare == rhs.displayShare, lhs.text.utf8.count == rhs.text.utf8.count else { return false }
            let equal = lhs.text.utf8.withContiguousStorageIfAvailable { left in
                rhs.text.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
            }
            return (equal ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(face)
            hasher.combine(displayShare)
            hasher.combine(text.utf8.count)
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            }
            if hashed == nil {  // a bridged string: the same bytes, hashed the same way
                Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
            }
        }
    }

    /// Texts kept at most; a 200-view screen has well under a thousand distinct strings.
    let capacity: Int
    private var entries: [Key: ShapedText] = [:]

    init(capacity: Int = 8192) {
        self.capacity = capacity
    }

    var count: Int { entries.count }

    func shaped(_ key: Key) -> ShapedText? {
        entries[key]
    }

    mutating func insert(_ shaped: ShapedText, for key: Key) {
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = shaped
    }
}
