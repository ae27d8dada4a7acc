import Testing
@testable import TypeScale

/// The first screen of a hand-written Interface Builder document, imported and laid out as
/// `typescale layout FILE` would: what the reader's tests compare with worked frames.
enum IBDocumentLayout {
    static func firstScreen(_ xml: String, file: String,
                            request: LayoutRequest = LayoutRequest()) throws -> ScreenLayout {
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: file)
        let screen = try #require(imported.screens.first)
        let loaded = try LoadedScreen.load(screen.screen, path: file, fontFiles: [])
        return try #require(try loaded.layouts(request).first)
    }

    /// The same at one orientation of the file's own device.
    static func firstScreen(_ xml: String, file: String, _ orientation: Orientation) throws -> ScreenLayout {
        var request = LayoutRequest()
        request.container = ContainerChoice(orientation: orientation)
        return try firstScreen(xml, file: file, request: request)
    }
}
