/// A text shaped in one face, independent of size: per paragraph the glyph advances and pair
/// kerning in font units and, when shaped for wrapping, the line-break data. Immutable, so
/// shared across threads.
final class ShapedText: Sendable {
    let paragraphs: [ShapedParagraph]
    /// Whether the paragraphs carry what wrapping reads (break opportunities, prefix sums). A
    /// text measured on one line never reads them, and finding them cost as much as the
    /// rest of shaping (most texts of a form are single-line labels and fields).
    let wraps: Bool

    init(_ text: String, face: FontFace, wrapping: Bool = true) {
        wraps = wrapping
        paragraphs = FontCatalog.paragraphs(text).map { scalars in
            let glyphs = scalars.map(face.glyph(for:))
            let advances = glyphs.map { Double(face.advance(of: $0)) }
            let kerning = face.kerning.adjustments(for: glyphs)
            let wrappingData = wrapping
                ? ShapedParagraph.Wrapping(breaking: LineBreaking(scalars: scalars),
                                           sums: RangeSums(advances: advances, kerning: kerning))
                : nil
            return ShapedParagraph(advances: advances, kerning: kerning, wrapping: wrappingData)
        }
    }
}

/// One hard-break paragraph of a `ShapedText`.
struct ShapedParagraph: Sendable {
    /// Advance of each glyph in font units, without tracking (whole numbers).
    let advances: [Double]
    /// Kerning pairs, sorted by position.
    let kerning: [PairAdjustment]
    /// Nil when shaped for one line only.
    let wrapping: Wrapping?

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
    /// A face id and a text compared by its UTF-8 bytes. Not by `String` equality: that is
    /// canonical equivalence, which takes "é" and "e" + U+0301 as equal although they are one
    /// glyph and two and measure differently. Bytes also hash faster than normalising.
    struct Key: Hashable {
        let face: Int
        let text: String

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.face == rhs.face, lhs.text.utf8.count == rhs.text.utf8.count else { return false }
            let equal = lhs.text.utf8.withContiguousStorageIfAvailable { left in
                rhs.text.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
            }
            return (equal ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(face)
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
