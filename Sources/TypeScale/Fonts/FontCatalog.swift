import Foundation

/// The fonts a layout can use: the built-in `system` family (bundled Inter standing in for
/// San Francisco), the bundled faces as `Inter` and `Inter Display` themselves, and families
/// added from font files. Resolves `FontSpec`s and measures text.
///
/// Thread-safe: registration and lookups take a lock; faces themselves are immutable.
public final class FontCatalog: @unchecked Sendable {
    /// Whether the built-in `system` family (the embedded Inter faces) is in the catalog.
    private let hasSystemFamily: Bool
    // Guarded by `lock`: added faces in registration order (an array, so resolution is
    // deterministic).
    private var addedFaces: [FontFace] = []
    // Guarded by `lock`: every (family, weight) looked up so far and its face, so the layout's
    // thousands of lookups do no string or URL work; emptied when a font file is added.
    private var faceLookups: [FaceLookup] = []
    // Guarded by `lock`: each face's integer id is its index here (only ever appended).
    private var knownFaces: [FontFace] = []
    // Guarded by `lock`: size-independent shaping of recent texts (FontCatalog+Measuring.swift).
    var shapings = ShapingCache()
    let lock = NSLock()

    private init(hasSystemFamily: Bool) {
        self.hasSystemFamily = hasSystemFamily
    }

    /// A catalog with the `system` family from the Inter fonts compiled into the binary. Each
    /// face is decoded and parsed lazily, once per process, on the first font of its weight.
    public static func standard() -> FontCatalog {
        FontCatalog(hasSystemFamily: true)
    }

    /// A catalog with only the fonts added to it, for tests of other families.
    public static func empty() -> FontCatalog {
        FontCatalog(hasSystemFamily: false)
    }

    /// Parses a TrueType/OpenType file and registers it under its family name: the `name`
    /// table's typographic family (ID 16), else its family (ID 1), else the file's base name.
    /// The face is also found by its file's base name (`Roboto-Bold`). Throws for a malformed
    /// file, naming the table at fault. Returns the family name it registered (what
    /// `typescale measure --font FILE` measures with).
    @discardableResult
    public func addFontFile(at path: String) throws(FontError) -> String {
        let face = try FaceCache.shared.face(atPath: path)
        lock.lock()
        defer { lock.unlock() }
        if !addedFaces.contains(where: { $0 === face }) {
            addedFaces.append(face)
            faceLookups.removeAll()  // the new face may be a better match for a family
        }
        return face.family
    }

    /// Family names known to the catalog: `system`, `Inter` and `Inter Display` (when built
    /// in), then added families in the order first added.
    public var familyNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return familyNamesLocked
    }

    private var familyNamesLocked: [String] {
        var names = hasSystemFamily ? [FontSpec.systemFamily] + Self.embeddedFamilies.map(\.family) : []
        for face in addedFaces where !names.contains(face.family) { names.append(face.family) }
        return names
    }

    /// The font a spec stands for in an environment (SPEC §5.1, §5.4): size from the style
    /// table, fixed size (+ device adjustment) or `relativeTo` scaling; `dynamic: false` uses
    /// the default category; `maxSize` caps the size; Bold Text raises the weight.
    public func resolve(_ spec: FontSpec, in environment: FontEnvironment) throws(FontError) -> ResolvedFont {
        let category = spec.dynamic ? environment.category : .default
        var size: Double
        let defaultWeight: FontWeight
        switch spec.size {
        case let .style(style):
            size = style.pointSize(at: category)
            defaultWeight = style.weight(boldText: environment.boldText)
        case let .fixed(points):
            size = points + environment.fixedSizeAdjustment
            defaultWeight = environment.boldText ? FontWeight.regular.boldTextVariant : .regular
        case let .relative(points, style):
            size = points * style.scaleFactor(at: category)
            defaultWeight = environment.boldText ? FontWeight.regular.boldTextVariant : .regular
        }
        if let maxSize = spec.maxSize, maxSize > 0, size > maxSize { size = maxSize }
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        let weight = spec.weight.map { environment.boldText ? $0.boldTextVariant : $0 } ?? defaultWeight

        // A font asked for by name keeps its face's lines under Bold Text: the spec's own weight.
        var font = try resolvedFont(family: spec.family, size: size, weight: weight, standsInFor: spec.standsInFor,
                                    standIn: spec.standIn, linesWeight: spec.weight ?? .regular)
        if font.family == FontSpec.systemFamily {
            font.standsInFor = spec.standsInFor
            if spec.standsInFor != nil, let scale = spec.standIn?.widthScale { font.widthScale = scale }
        }
        if spec.styleLeading, case let .style(style) = spec.size {
            // The leading scales with the size when `maxSize` capped it.
            let leading = style.leading(at: category) * size / style.pointSize(at: category)
            font.lineSpacing = max(0, leading - font.lineHeight)
        }
        return font
    }

    private func resolvedFont(family: String, size: Double, weight: FontWeight, standsInFor: String?,
                              standIn: FontStandIn.Measure?, linesWeight: FontWeight) throws(FontError) -> ResolvedFont {
        let (face, isSystem) = try self.face(family: family, weight: weight)
        if isSystem, standsInFor != nil, let line = standIn?.lineHeight {
            // A line known by its height alone, split as San Francisco's is.
            let ascender = line * FontStandIn.ascenderShare
            return ResolvedFont(family: FontSpec.systemFamily, size: size, weight: weight, lineHeight: line * size,
                                ascender: ascender * size, descender: (ascender - line) * size)
        }
        if isSystem, let lines = standsInFor.flatMap({ IOSFontLines.lines(family: $0, weight: linesWeight) }) {
            return ResolvedFont(
                family: FontSpec.systemFamily, size: size, weight: weight,
                lineHeight: (lines.ascender - lines.descender) * size,
                ascender: lines.ascender * size, descender: lines.descender * size)
        }
        if isSystem {
            let scale = size / SystemFontMetrics.unitsPerEm
            return ResolvedFont(
                family: FontSpec.systemFamily, size: size, weight: weight,
                lineHeight: (SystemFontMetrics.ascender - SystemFontMetrics.descender + SystemFontMetrics.lineGap) * scale,
                ascender: SystemFontMetrics.ascender * scale, descender: SystemFontMetrics.descender * scale)
        }
        let scale = size / Double(face.unitsPerEm)
        return ResolvedFont(
            family: face.family, size: size, weight: weight,
            lineHeight: Double(face.ascender - face.descender + face.lineGap) * scale,
            ascender: Double(face.ascender) * scale, descender: Double(face.descender) * scale)
    }

    /// The face for a family and weight. Added families match by family name (exactly, then
    /// ignoring case), by file base name, or as a PostScript name's family (`postScriptFamily`); within a family the face whose weight class is
    /// nearest the wanted weight wins, the first added on a tie. Only where no added face
    /// matches are the built-in `Inter` faces found, by family name ignoring case.
    func face(family: String, weight: FontWeight) throws(FontError) -> (face: FontFace, isSystem: Bool) {
        let found = try faceLookup(family: family, weight: weight)
        return (found.face, found.isSystem)
    }

    /// The face for a family and weight with its id, found in `faceLookups` after the first time.
    func faceLookup(family: String, weight: FontWeight) throws(FontError) -> FaceLookup {
        lock.lock()
        defer { lock.unlock() }
        return try faceLookupLocked(family: family, weight: weight)
    }

    /// `faceLookup` for a caller already holding `lock`. Failures are not remembered: they
    /// are rare, and a later `addFontFile` may make the family known.
    func faceLookupLocked(family: String, weight: FontWeight) throws(FontError) -> FaceLookup {
        for lookup in faceLookups where lookup.weight == weight && lookup.family == family {
            return lookup
        }
        let (face, isSystem) = try findFace(family: family, weight: weight)
        var id = 0
        while id < knownFaces.count, knownFaces[id] !== face { id += 1 }
        if id == knownFaces.count { knownFaces.append(face) }
        let lookup = FaceLookup(family: family, weight: weight, face: face, isSystem: isSystem, id: id)
        faceLookups.append(lookup)
        return lookup
    }

    /// The family a PostScript name names, spaces and case dropped ("InterDisplay-Bold" →
    /// "interdisplay", Inter Display's); nil for a name without a style part.
    static func postScriptFamily(_ name: String) -> String? {
        guard let hyphen = name.firstIndex(of: "-"), hyphen != name.startIndex else { return nil }
        return spaceless(String(name[..<hyphen]))
    }

    private static func spaceless(_ name: String) -> String { String(name.lowercased().filter { $0 != " " }) }

    /// The uncached search behind `faceLookup`; called with `lock` held.
    private func findFace(family: String, weight: FontWeight) throws(FontError) -> (face: FontFace, isSystem: Bool) {
        if hasSystemFamily, family.lowercased() == FontSpec.systemFamily {
            return (try systemFace(weight), true)
        }
        let faces = addedFaces
        var candidates = faces.filter { $0.family == family }
        if candidates.isEmpty { candidates = faces.filter { $0.family.lowercased() == family.lowercased() } }
        if candidates.isEmpty { candidates = faces.filter { $0.baseName.lowercased() == family.lowercased() } }
        // A PostScript name ("Inter-Bold", "AvenirNext-DemiBold"): its family is the part before
        // the style, written without spaces.
        let postScriptFamily = Self.postScriptFamily(family)
        if candidates.isEmpty, let postScriptFamily {
            candidates = faces.filter { Self.spaceless($0.family) == postScriptFamily }
        }
        var best: FontFace?
        for face in candidates where abs(face.weightClass - weight.weightClass) < abs((best?.weightClass ?? Int.max / 2) - weight.weightClass) {
            best = face
        }
        if best == nil, hasSystemFamily, let embedded = Self.embeddedFamilies.first(where: {
            $0.family.lowercased() == family.lowercased() || Self.spaceless($0.family) == postScriptFamily
        }) {
            return (try FaceCache.shared.embeddedFace(weight, cut: embedded.cut), false)
        }
        guard let best else { throw .unknownFamily(family, known: familyNamesLocked) }
        return (best, false)
    }

    /// The faces compiled into the binary are also families of their own: a screen (or a
    /// storyboard) that names Inter measures with Inter's own metrics, not as San Francisco's
    /// stand-in (no SF tracking, no SF line height). A font file of the same family added with
    /// `--font` comes first.
    static let embeddedFamilies: [(family: String, cut: OpticalCut)] = [("Inter", .text), ("Inter Display", .display)]

    private func systemFace(_ weight: FontWeight) throws(FontError) -> FontFace {
        guard hasSystemFamily else { throw .unknownFamily(FontSpec.systemFamily, known: familyNamesLocked) }
        return try FaceCache.shared.embeddedFace(weight)
    }
}

/// A resolved (family, weight) lookup: the face, whether it stands in for San Francisco, and
/// the face's id in its catalog (the key of its cached shapings).
struct FaceLookup: Sendable {
    let family: String
    let weight: FontWeight
    let face: FontFace
    let isSystem: Bool
    let id: Int
}
