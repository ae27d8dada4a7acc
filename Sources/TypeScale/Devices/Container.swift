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
    /// The root's side margin in compact width: the device's (`Device.compactSideMargin`); a
    /// custom size's follows its portrait width as the devices' does (`customSideMargin`).
    public var compactSideMargin: Double

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
                compactSideMargin: Self.customSideMargin(width: customWidth))
        case .landscape:
            let turned = EdgeInsets(top: safeArea.right, left: safeArea.top, bottom: safeArea.left, right: safeArea.bottom)
            self.init(
                deviceName: "custom", width: height, height: customWidth, scale: scale, safeArea: turned,
                widthClass: heightClass, heightClass: widthClass, orientation: .landscape, portraitHeight: height,
                compactSideMargin: Self.customSideMargin(width: customWidth))
        }
    }

    /// A custom size's root side margin in compact width, by its portrait width: 20 from 414 pt
    /// up, 16 below, the devices' rule (README "Root layout margins"). Interface Builder stores
    /// a 500-pt freeform root's margins at 20 on a 375-pt iPhone and a 400-pt one's at 16 on an
    /// iPad (kickstarter's CommentsDialog and Login): the root's own width decides, not the device's.
    static func customSideMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// Root layout margins (leading/trailing): the device's compact-width margin (16, or 20 on
    /// the 414-pt and wider iPhones), 20 in regular width.
    public var rootSideMargin: Double { widthClass == .compact ? compactSideMargin : 20 }
}
