import TypeScale

/// One fuzz input through everything typescale does with a screen: decode, lay out at
/// several categories in both orientations and directions, then every output format, the
/// audit, the contact sheet, the constraints export and a snapshot diff. An input error is
/// a normal outcome; a crash, a hang or a trap is a finding.
public enum FuzzHarness {
    /// How the input is read: by its first byte that is not white space or a BOM.
    public enum Format: Equatable, Sendable {
        case json
        /// Interface Builder XML (starts with `<`): `.xib` and `.storyboard` documents.
        case interfaceBuilder
    }

    /// What became of one input.
    public enum Outcome: Equatable, Sendable {
        /// Not a screen (an input error, as the CLI would report it).
        case rejected
        /// Laid out and written; the number of output bytes (so no output is optimised away).
        case laidOut(bytes: Int)
    }

    /// The environments a screen is laid out in: categories at the ends and the middle,
    /// portrait and landscape, left-to-right and right-to-left.
    static let categories: [ContentSizeCategory] = [.xs, .l, .xxxl, .ax5]
    static let variants: [(Orientation, LayoutDirection)] = [(.portrait, .ltr), (.landscape, .rtl), (.portrait, .rtl)]

    /// How much of that one input gets.
    public enum Depth: Sendable {
        /// Every variant at every category (replays of regressions and seeds).
        case everything
        /// One variant at L and one other category, both picked by a hash of the input, so an
        /// input always takes the same path and the fuzzer runs ~6× as many inputs a second.
        case sampled
    }

    /// The standard fonts, loaded once: the screen's own `fonts` entries are not read (a fuzz
    /// input must not open files).
    nonisolated(unsafe) static var fonts: FontCatalog?

    public static func format(of bytes: [UInt8]) -> Format {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .interfaceBuilder : .json
    }

    /// Screens of one Interface Builder document laid out per input, at most: a document of
    /// hundreds of scenes is still read whole, but laying every scene out is the same work.
    static let maximumScreens = 4

    public static func run(_ bytes: [UInt8], depth: Depth = .everything) -> Outcome {
        let screens: [Screen]
        switch format(of: bytes) {
        case .interfaceBuilder:
            guard let imported = try? InterfaceBuilderImport.read(bytes, file: "fuzz.storyboard") else { return .rejected }
            screens = imported.screens.prefix(maximumScreens).map(\.screen)
        case .json:
            guard let screen = try? ScreenDecoder.decode(bytes, file: "fuzz.json") else { return .rejected }
            screens = [screen]
        }
        var written = 0
        for screen in screens {
            let outcome: Outcome
            switch depth {
            case .everything:
                outcome = run(screen, variants: variants, categories: categories)
            case .sampled:
                // FNV-1a: a fixed hash (Swift's Hasher is seeded per process).
                let hash = bytes.reduce(UInt64(0xcbf29ce484222325)) { ($0 ^ UInt64($1)) &* 0x100000001b3 }
                let others = categories.filter { $0 != .l }
                outcome = run(screen, variants: [variants[Int(hash % UInt64(variants.count))]],
                              categories: [.l, others[Int(hash / 8 % UInt64(others.count))]])
            }
            guard case .laidOut(let bytes) = outcome else { return outcome }
            written += bytes
        }
        return screens.isEmpty ? .rejected : .laidOut(bytes: written)
    }

    static func run(_ screen: Screen, variants: [(Orientation, LayoutDirection)], categories: [ContentSizeCategory]) -> Outcome {
        guard let fonts = catalog() else { return .rejected }
        let loaded = LoadedScreen(screen: screen, fonts: fonts)
        var written = 0
        for (orientation, direction) in variants {
            var request = LayoutRequest()
            request.categories = categories
            request.container.orientation = orientation
            request.direction = direction
            guard let layouts = try? loaded.layouts(request) else { return .rejected }
            let text = LayoutTextFormat.render(layouts)
            written += text.utf8.count
            written += LayoutJSONFormat.render(layouts, screenName: screen.name).utf8.count
            let findings = LayoutAudit.findings(layouts)
            written += AuditFormat.text(findings).utf8.count
            written += AuditFormat.json(findings, screenName: screen.name).utf8.count
            written += ContactSheet.render(layouts, findings: findings).utf8.count
            if let first = layouts.first, let last = layouts.last {
                let old = LayoutTextFormat.render([first]), new = LayoutTextFormat.render([last])
                written += SnapshotDiff.unified(old: old, new: new, oldName: "a", newName: "b")?.utf8.count ?? 0
            }
            request.categories = [.l]
            if let listing = try? loaded.solvedSystem(request) {
                written += listing.text().utf8.count + listing.json().utf8.count
            }
        }
        return .laidOut(bytes: written)
    }

    private static func catalog() -> FontCatalog? {
        if let fonts { return fonts }
        fonts = FontCatalog.standard()
        return fonts
    }
}
