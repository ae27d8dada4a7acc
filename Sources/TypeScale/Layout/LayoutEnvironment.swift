/// Everything outside the screen file that a layout depends on.
public struct LayoutEnvironment: Sendable {
    public var container: Container
    public var category: ContentSizeCategory
    public var direction: LayoutDirection
    /// The Bold Text accessibility setting.
    public var boldText: Bool
    /// Every text laid out as if the screen had adopted Dynamic Type (`FontSpec.asIfDynamic`,
    /// `LayoutRequest.asIfDynamic`).
    public var asIfDynamic: Bool

    public init(container: Container, category: ContentSizeCategory, direction: LayoutDirection = .ltr, boldText: Bool = false,
                asIfDynamic: Bool = false) {
        self.container = container
        self.category = category
        self.direction = direction
        self.boldText = boldText
        self.asIfDynamic = asIfDynamic
    }

    var traits: Traits { Traits(container: container, category: category) }
    var grid: PixelGrid { PixelGrid(scale: container.scale) }
}

/// How a run chooses its container (SPEC §2): `--size`, else `--device`, else the screen's
/// `size` or `device`, else iphone-15; `--orientation`, else the screen's, else portrait.
public struct ContainerChoice: Sendable {
    public var device: Device?
    public var size: CustomSize?
    /// Nil when the run does not say: the screen's orientation, else portrait.
    public var orientation: Orientation?

    public init(device: Device? = nil, size: CustomSize? = nil, orientation: Orientation? = nil) {
        self.device = device
        self.size = size
        self.orientation = orientation
    }

    public func container(for screen: Screen) -> Container {
        var container = screen.bars.adding(to: bareContainer(for: screen), canvasSafeArea: screen.isCanvasLayout ? screen.canvas.safeArea : nil)
        container.rootMargins = screen.rootMargins
        // A canvas's side margin is its own container's (`CanvasDifferences.sideMargin`): a run
        // on another device or size has that one's (round 38's review).
        if device != nil || size != nil { container.rootMargins?.side = nil }
        return container
    }

    private func bareContainer(for screen: Screen) -> Container {
        // A --size is laid out as given unless --orientation turns it; the screen's
        // orientation turns its device (a screen has no orientation with a size).
        if let size { return Self.custom(size, orientation ?? .portrait) }
        let orientation = orientation ?? screen.orientation ?? .portrait
        if let device { return Container(device: device, orientation: orientation) }
        if screen.isCanvasLayout, let size = screen.canvas.size { return Self.custom(size, orientation) }
        if let size = screen.size { return Self.custom(size, orientation) }
        let device = screen.device ?? Device.named("iphone-15")!
        return Container(device: device, orientation: orientation)
    }

    private static func custom(_ size: CustomSize, _ orientation: Orientation) -> Container {
        if orientation == .landscape, let landscape = size.landscape {
            // Not a device: nothing turns; the size says what it is in landscape.
            return Container(deviceName: "custom", width: landscape.width, height: landscape.height, scale: size.scale,
                             safeArea: landscape.safeArea, widthClass: landscape.widthClass,
                             heightClass: landscape.heightClass, orientation: .landscape, portraitHeight: size.height,
                             compactSideMargin: Container.compactSideMargin(portraitWidth: size.width))
        }
        return Container(customWidth: size.width, height: size.height, scale: size.scale, safeArea: size.safeArea,
                  widthClass: size.widthClass, heightClass: size.heightClass, orientation: orientation)
    }
}
