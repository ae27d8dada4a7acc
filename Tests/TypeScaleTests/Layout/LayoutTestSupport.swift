@testable import TypeScale

/// Lays out screen JSON written in a test, returning the layouts per category.
enum LayoutHarness {
    static let fonts = FontCatalog.standard()

    static func layouts(
        _ json: String, categories: [ContentSizeCategory] = [.l], device: String? = nil,
        orientation: Orientation = .portrait, direction: LayoutDirection = .ltr, boldText: Bool = false,
        canvas: Bool = false, asIfDynamic: Bool = false
    ) throws -> [ScreenLayout] {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        var request = LayoutRequest()
        request.canvas = canvas
        request.asIfDynamic = asIfDynamic
        request.categories = categories
        request.container.device = device.flatMap(Device.named)
        request.container.orientation = orientation
        request.direction = direction
        request.boldText = boldText
        return try LoadedScreen(screen: screen, fonts: fonts).layouts(request)
    }

    static func layout(
        _ json: String, category: ContentSizeCategory = .l, device: String? = nil,
        orientation: Orientation = .portrait, direction: LayoutDirection = .ltr, boldText: Bool = false,
        canvas: Bool = false
    ) throws -> ScreenLayout {
        try layouts(json, categories: [category], device: device, orientation: orientation,
                    direction: direction, boldText: boldText, canvas: canvas)[0]
    }
}

extension ScreenLayout {
    /// The frame of a view relative to its parent.
    func frame(_ id: String) -> Frame? {
        views.first { $0.id == id }?.frame
    }

    func view(_ id: String) -> LaidOutView? {
        views.first { $0.id == id }
    }
}
