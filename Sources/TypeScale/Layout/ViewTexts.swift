/// The measurements of the installed views' texts, each made once: the passes ask for the same
/// ones again (a wrapping text's unwrapped measurement every pass, its wrapped one at a width
/// that did not change). Each view's shapings are kept for the next category: only the
/// size changes, so the shaping cache need not be searched again (but for the system family
/// across the sizes where SF blends towards its Display cut: `SystemFontMetrics.displayShare`).
///
/// Results are `FontCatalog.measure`'s, bit for bit: a measurement is reused only for the
/// same shaping (string by its UTF-8 bytes, as the shaping cache compares; family; weight)
/// and the same size, line height and wrap width — all that measuring reads of a font.
final class ViewTexts {
    let fonts: FontCatalog
    /// Per view. Only this class touches it, one call at a time: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var entries: [Entry]

    private struct Entry {
        var text: Shaping?
        var placeholder: Shaping?
        /// Measurements with the current shapings.
        var unwrappedText: Kept?
        var wrappedText: Kept?
        var unwrappedPlaceholder: Kept?
    }

    /// A measurement and what it was measured at, besides the shaping.
    private struct Kept {
        var size: Double
        var lineHeight: Double
        var width: Double?
        var measurement: TextMeasurement

        func matches(_ font: ResolvedFont, _ width: Double?) -> Bool {
            size == font.size && lineHeight == font.lineHeight && self.width == width
        }
    }

    /// A string shaped in a family and weight (a class: kept and compared without copies).
    private final class Shaping {
        let string: String
        let family: String
        let weight: FontWeight
        let lookup: FaceLookup
        let shaped: ShapedText

        init(string: String, family: String, weight: FontWeight, lookup: FaceLookup, shaped: ShapedText) {
            self.string = string
            self.family = family
            self.weight = weight
            self.lookup = lookup
            self.shaped = shaped
        }

        func fits(_ string: String, _ font: ResolvedFont, wrapping: Bool) -> Bool {
            weight == font.weight && family == font.family && (shaped.wraps || !wrapping)
                && shaped.displayShare == FontCatalog.displayShare(lookup, size: font.size)
                && Self.sameBytes(self.string, string)
        }

        /// The same UTF-8 bytes; at once for the same storage (a view's text between categories).
        static func sameBytes(_ a: String, _ b: String) -> Bool {
            let fast = a.utf8.withContiguousStorageIfAvailable { left in
                b.utf8.withContiguousStorageIfAvailable { right in
                    left.count == right.count
                        && (left.baseAddress == right.baseAddress || left.elementsEqual(right))
                }
            }
            if let same = fast ?? nil { return same }
            return a.utf8.elementsEqual(b.utf8)
        }
    }

    init(fonts: FontCatalog, viewCount: Int) {
        self.fonts = fonts
        entries = Array(repeating: Entry(), count: viewCount)
    }

    /// `fonts.measure(view.text, font: font, wrapWidth: wrapWidth)`.
    func text(of view: InstalledView, font: ResolvedFont, wrapWidth: Double?) -> TextMeasurement {
        let index = view.index
        // A text that wraps is shaped for it at once: its first measurement is on one line.
        let wrapping = view.wrapsText || wrapWidth != nil
        guard let shaping = shaping(view.text, font: font, wrapping: wrapping, in: &entries[index].text) else {
            return fonts.measure(view.text, font: font, wrapWidth: wrapWidth)
        }
        if shaping.isNew {
            entries[index].unwrappedText = nil
            entries[index].wrappedText = nil
        } else if wrapWidth == nil {
            if entries[index].unwrappedText?.matches(font, nil) == true { return entries[index].unwrappedText!.measurement }
        } else if entries[index].wrappedText?.matches(font, wrapWidth) == true {
            return entries[index].wrappedText!.measurement
        }
        let measurement = fonts.measure(shaping.shaped, in: shaping.lookup, font: font, wrapWidth: wrapWidth)
        let kept = Kept(size: font.size, lineHeight: font.lineHeight, width: wrapWidth, measurement: measurement)
        if wrapWidth == nil {
            entries[index].unwrappedText = kept
        } else {
            entries[index].wrappedText = kept
        }
        return measurement
    }

    /// `fonts.measure(view.placeholder, font: font, wrapWidth: nil)`.
    func placeholder(of view: InstalledView, font: ResolvedFont) -> TextMeasurement {
        let index = view.index
        guard let shaping = shaping(view.placeholder, font: font, wrapping: false, in: &entries[index].placeholder) else {
            return fonts.measure(view.placeholder, font: font, wrapWidth: nil)
        }
        if !shaping.isNew, entries[index].unwrappedPlaceholder?.matches(font, nil) == true {
            return entries[index].unwrappedPlaceholder!.measurement
        }
        let measurement = fonts.measure(shaping.shaped, in: shaping.lookup, font: font, wrapWidth: nil)
        entries[index].unwrappedPlaceholder = Kept(size: font.size, lineHeight: font.lineHeight, width: nil,
                                                   measurement: measurement)
        return measurement
    }

    /// The string's shaping in the font's family and weight: the kept one when it fits, else
    /// looked up (`isNew`: measurements kept for the old one are stale). Nil for an empty
    /// string or an unknown family, which are measured directly.
    private func shaping(_ string: String, font: ResolvedFont, wrapping: Bool,
                         in kept: inout Shaping?) -> (lookup: FaceLookup, shaped: ShapedText, isNew: Bool)? {
        guard !string.isEmpty else { return nil }
        if let kept, kept.fits(string, font, wrapping: wrapping) { return (kept.lookup, kept.shaped, false) }
        guard let (lookup, shaped) = fonts.shaping(of: string, font: font, wrapping: wrapping) else {
            kept = nil
            return nil
        }
        kept = Shaping(string: string, family: font.family, weight: font.weight, lookup: lookup, shaped: shaped)
        return (lookup, shaped, true)
    }
}
