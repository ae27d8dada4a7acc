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
            let loaded = try LoadedScreen.load(path: path, fontFiles: fontFiles)
            return ScreenFile(screens: [loaded], warnings: loaded.standingInFor.map { standInWarning($0, screen: loaded.screen, path: path) })
        }
        let imported = try InterfaceBuilderImport.load(path: path)
        var warnings = imported.warnings.map { $0.diagnostic(file: path).message }
        var screens: [LoadedScreen] = []
        for entry in try imported.select(scene: scene, file: path) {
            let loaded = try LoadedScreen.load(entry.screen, path: path, fontFiles: fontFiles)
            warnings += loaded.standingInFor.map { standInWarning($0, screen: loaded.screen, path: path, name: entry.name) }
            screens.append(loaded)
        }
        return ScreenFile(screens: screens, warnings: warnings)
    }

    /// What the warning for a family the run lacks says of its stand-in.
    static func standInWarning(_ family: String, screen: Screen, path: String, name: String? = nil) -> String {
        let rows = screen.standIns.filter { $0.family.lowercased() == family.lowercased() }
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
}
