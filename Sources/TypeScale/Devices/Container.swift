/// The space a screen is laid out in: a device in an orientation, or a custom size.
public struct Container: Sendable, Equatable {
    /// The device id, or `custom`.
    public var deviceName: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: EdgeInsets
    public var widthClass: SizeClass
    public var heightClass: SizeClass
    public var orientation: Orientation
    /// The portrait height, which MBFontAdapter-style `fontAdjust` rules key on.
    public var portraitHeight: Double
    /// The root's side margin in compact width: the device's (`Device.compactSideMargin`), or
    /// `compactSideMargin(portraitWidth:)` for a custom size.
    public var compactSideMargin: Double
    /// The root view's own margins (`Screen.rootMargins`); nil: UIKit's defaults.
    public var rootMargins: RootMargins?

    public init(
        deviceName: String, width: Double, height: Double, scale: Double, safeArea: EdgeInsets,
        widthClass: SizeClass, heightClass: SizeClass, orientation: Orientation, portraitHeight: Double,
        compactSideMargin: Double = 16
    ) {
        self.deviceName = deviceName
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.orientation = orientation
        self.portraitHeight = portraitHeight
        self.compactSideMargin = compactSideMargin
    }

    /// A built-in device; landscape swaps width and height and uses the landscape insets and
    /// size classes of `reference/devices.md`.
    public init(device: Device, orientation: Orientation) {
        let portraitClasses: (SizeClass, SizeClass) = device.isPad ? (.regular, .regular) : (.compact, .regular)
        switch orientation {
        case .portrait:
            self.init(
                deviceName: device.id, width: device.width, height: device.height, scale: device.scale,
                safeArea: device.safeAreaPortrait, widthClass: portraitClasses.0, heightClass: portraitClasses.1,
                orientation: .portrait, portraitHeight: device.height, compactSideMargin: device.compactSideMargin)
        case .landscape:
            self.init(
                deviceName: device.id, width: device.height, height: device.width, scale: device.scale,
                safeArea: device.safeAreaLandscape, widthClass: device.landscapeWidthClass,
                heightClass: device.landscapeHeightClass, orientation: .landscape, portraitHeight: device.height,
                compactSideMargin: device.compactSideMargin)
        }
    }

    /// A custom container given in portrait. In landscape its size and size classes swap and
    /// its insets turn with it: the portrait top inset becomes the left one (the device turned
    /// anticlockwise, as iOS's landscape-left).
    public init(customWidth: Double, height: Double, scale: Double, safeArea: EdgeInsets,
                widthClass: SizeClass, heightClass: SizeClass, orientation: Orientation) {
        switch orientation {
        case .portrait:
            self.init(
                deviceName: "custom", width: customWidth, height: height, scale: scale, safeArea: safeArea,
                widthClass: widthClass, heightClass: heightClass, orientation: .portrait, portraitHeight: height,
                compactSideMargin: Self.compactSideMargin(portraitWidth: customWidth))
        case .landscape:
            let turned = EdgeInsets(top: safeArea.right, left: safeArea.top, bottom: safeArea.left, right: safeArea.bottom)
            self.init(
                deviceName: "custom", width: height, height: customWidth, scale: scale, safeArea: turned,
                widthClass: heightClass, heightClass: widthClass, orientation: .landscape, portraitHeight: height,
                compactSideMargin: Self.compactSideMargin(portraitWidth: customWidth))
        }
    }

    /// The compact-width side margin of a screen this wide in portrait: 20 from 414 pt, else 16.
    /// The device table's column (`Device.compactSideMargin`) is this rule at each device's
    /// width; a custom size and a freeform Interface Builder view or cell take it at their own
    /// (held-out files: a 500-pt scene on a 375-pt device has 20, a 400-pt one on an iPad 16,
    /// a 320-pt cell in a 414-pt file 16).
    public static func compactSideMargin(portraitWidth: Double) -> Double { portraitWidth >= 414 ? 20 : 16 }

    /// Root layout margins (leading/trailing): the device's compact-width margin (16, or 20 on
    /// the 414-pt and wider iPhones), 20 in regular width.
    public var rootSideMargin: Double { widthClass == .compact ? compactSideMargin : 20 }

    /// The root's margins guide as insets from its frame in `direction`: its own margins (none
    /// by default; directional ones swap in right-to-left), at least the side margin at each
    /// side, measured from the safe area unless the root says otherwise (SPEC §4;
    /// `rootMargins`, README).
    public func rootMarginsGuide(in direction: LayoutDirection) -> EdgeInsets {
        let own = (rootMargins?.insets ?? .zero).physical(directional: rootMargins?.directional ?? false, in: direction)
        let side = rootMargins?.side ?? rootSideMargin
        let margins = EdgeInsets(top: own.top, left: max(own.left, side), bottom: own.bottom, right: max(own.right, side))
        guard rootMargins?.fromSafeArea ?? true else { return margins }
        return EdgeInsets(top: safeArea.top + margins.top, left: safeArea.left + margins.left,
                          bottom: safeArea.bottom + margins.bottom, right: safeArea.right + margins.right)
    }
}
