/// The screens a screen command reads from one file: a screen file holds one; an Interface
/// Builder file one per scene or top-level view (SPEC §10), chosen with `--scene`.
public struct ScreenFile: Sendable {
    public var screens: [LoadedScreen]
    /// Interface Builder object ids of the screens' roots (nil for screen files).
    public var warnings: [String]

    /// Reads `path` (dispatching on its extension) with the request's font files.
    public static func load(path: String, fontFiles: [String], scene: String? = nil) throws -> ScreenFile {
        guard InterfaceBuilderImport.handles(path) else {
            if let scene { throw InputError(file: path, message: "--scene '\(scene)' applies to .xib and .storyboard files") }
            var loaded = try LoadedScreen.load(path: path, fontFiles: fontFiles)
            // A screen file stands the system font in only for the families its `standIns` name.
            let missing = substituteMissingFamilies(in: &loaded, only: loaded.screen.standIns.map(\.family))
            return ScreenFile(screens: [loaded], warnings: missing.map { standInWarning($0, screen: loaded.screen, path: path) })
        }
        let imported = try InterfaceBuilderImport.load(path: path)
        var warnings = imported.warnings.map { $0.diagnostic(file: path).message }
        var screens: [LoadedScreen] = []
        for entry in try imported.select(scene: scene, file: path) {
            var loaded = try LoadedScreen.load(entry.screen, path: path, fontFiles: fontFiles)
            let missing = Self.substituteMissingFamilies(in: &loaded)
            warnings += missing.map { standInWarning($0, screen: loaded.screen, path: path, name: entry.name) }
            screens.append(loaded)
        }
        return ScreenFile(screens: screens, warnings: warnings)
    }

    /// What the warning for a family the run lacks says of its stand-in.
    static func standInWarning(_ family: String, screen: Screen, path: String, name: String? = nil) -> String {
        let rows = screen.standIns.filter { $0.family == family }
        var how = ""
        let what = [rows.contains { $0.widthScale != nil } ? "widths" : nil, rows.contains { $0.lineHeight != nil } ? "line" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        if !what.isEmpty {
            // An imported screen's rows are Interface Builder's frames of the family's labels.
            how = name == nil ? ", with the \(what) of its stand-in row"
                : ", with the \(what) Interface Builder's frames of its labels give"
        } else if IOSFontLines.lines(family: family, weight: .regular) != nil {
            how = ", with \(family)'s line height on iOS"
        }
        return "\(path): \(name.map { "\($0): " } ?? "")font family '\(family)' is not loaded (add it with --font): the system font stands in\(how)"
    }

    /// Custom fonts the catalog does not have become the system family, as SPEC §10 asks,
    /// marked as standing in for them, measured as the screen's `standIns` row for them says
    /// (else with the line metrics of the iOS fonts `IOSFontLines` knows; the audit allows for
    /// the widths); returns their names, each once, in document order. `only`: just these
    /// families (a screen file's stand-ins; others stay unknown, an error when laid out).
    static func substituteMissingFamilies(in loaded: inout LoadedScreen, only: [String]? = nil) -> [String] {
        let known = loaded.fonts.familyNames
        let standIns = loaded.screen.standIns
        var missing: [String] = []
        func fix(_ views: inout [ViewSpec]) {
            for index in views.indices {
                if var font = views[index].font {
                    for alternative in font.alternatives.indices {
                        var spec = font.alternatives[alternative].value
                        let family = spec.family
                        guard !known.contains(family), only?.contains(family) ?? true else { continue }
                        if !missing.contains(family) { missing.append(family) }
                        spec.family = FontSpec.systemFamily
                        spec.standsInFor = family
                        spec.standIn = FontStandIn.measure(of: family, weight: spec.weight ?? .regular, in: standIns)
                        font.alternatives[alternative].value = spec
                    }
                    views[index].font = font
                }
                fix(&views[index].children)
            }
        }
        var screen = loaded.screen
        fix(&screen.views)
        loaded = LoadedScreen(screen: screen, fonts: loaded.fonts)
        return missing
    }
}
