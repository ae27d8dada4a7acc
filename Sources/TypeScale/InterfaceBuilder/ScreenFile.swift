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
            return ScreenFile(screens: [try LoadedScreen.load(path: path, fontFiles: fontFiles)], warnings: [])
        }
        let imported = try InterfaceBuilderImport.load(path: path)
        var warnings = imported.warnings.map { $0.diagnostic(file: path).message }
        var screens: [LoadedScreen] = []
        for entry in try imported.select(scene: scene, file: path) {
            var loaded = try LoadedScreen.load(entry.screen, path: path, fontFiles: fontFiles)
            let missing = Self.substituteMissingFamilies(in: &loaded)
            warnings += missing.map { family in
                let lines = IOSFontLines.lines(family: family, weight: .regular) != nil ? ", with \(family)'s line height on iOS" : ""
                return "\(path): \(entry.name): font family '\(family)' is not loaded (add it with --font): the system font stands in\(lines)"
            }
            screens.append(loaded)
        }
        return ScreenFile(screens: screens, warnings: warnings)
    }

    /// Custom fonts the catalog does not have become the system family, as SPEC §10 asks,
    /// marked as standing in for them (with the line metrics of the iOS fonts `IOSFontLines`
    /// knows; the audit allows for the widths); returns their names, each once, in document
    /// order.
    static func substituteMissingFamilies(in loaded: inout LoadedScreen) -> [String] {
        let known = loaded.fonts.familyNames
        var missing: [String] = []
        func fix(_ views: inout [ViewSpec]) {
            for index in views.indices {
                if var font = views[index].font {
                    for alternative in font.alternatives.indices where !known.contains(font.alternatives[alternative].value.family) {
                        let family = font.alternatives[alternative].value.family
                        if !missing.contains(family) { missing.append(family) }
                        font.alternatives[alternative].value.family = FontSpec.systemFamily
                        font.alternatives[alternative].value.standsInFor = family
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
