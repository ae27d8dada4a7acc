/// A screen description (SPEC §3): views, constraints and the environment they assume.
public struct Screen: Sendable {
    public var name: String
    /// The file it was read from, as given; font paths are relative to it.
    public var file: String
    public var device: Device?
    public var size: CustomSize?
    /// The orientation the screen was drawn in (an Interface Builder file's `<device
    /// orientation>`): a run without `--orientation` lays it out so. Nil is portrait.
    public var orientation: Orientation?
    /// A view laid out at its own size that is not a screen (`freeform`, README): a cell, a
    /// widget, a xib's freeform view. Where it sits on a screen is not known (a cell's list
    /// scrolls it under the bars), so `audit` judges it against its own bounds only, not the
    /// safe area or the screen's reach, as a table's own rows are.
    public var isFreeform = false
    /// A cell in a self-sizing table row (`selfSizing`, README; UITableView.automaticDimension,
    /// UIKit's default since iOS 11): at least its `size`'s height, taller where its
    /// constraints need more (larger text), never shorter than designed.
    public var isSelfSizing = false
    public var metrics: [String: Double] = [:]
    public var spacing = Spacing()
    public var fonts: [String] = []
    /// Where each of `fonts` was written, for an error about the file it names.
    var fontNodes: [JSONNode] = []
    public var fontAdjust: [FontAdjustRule] = []
    /// How the system font measures families the run has no file for (`standIns`, README).
    public var standIns: [FontStandIn] = []
    /// Bars above and below the root view that add to the safe area (`bars`, SPEC §10).
    public var bars = SimulatedBars()
    /// The root view's own layout margins (`rootMargins`, README), when it has some.
    public var rootMargins: RootMargins?
    /// How Interface Builder's canvas differs (`canvas`, README): applied by `--canvas` only.
    public var canvas = CanvasDifferences()
    /// Set by `canvasLayout()`: the container is the canvas's (its `canvas.safeArea`).
    public internal(set) var isCanvasLayout = false
    public var views: [ViewSpec] = []
    public var constraints: [ConstraintSpec] = []
}

/// A custom container (`size`), in portrait.
public struct CustomSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var widthClass: SizeClass = .compact
    public var heightClass: SizeClass = .regular
    public var safeArea: EdgeInsets = .zero
    /// The container in landscape, when it is not this one turned: a table cell or another
    /// view that is not a device keeps its height, and only a width that follows the device
    /// changes (`size.landscape`, README "Interface Builder files"). Nil: landscape turns the
    /// size, as for a device.
    public var landscape: LandscapeSize?

    public init(width: Double, height: Double, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
    }
}

/// A custom container's landscape form (`size.landscape`): used as it is, never turned.
public struct LandscapeSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var widthClass: SizeClass = .compact
    public var heightClass: SizeClass = .compact
    public var safeArea: EdgeInsets = .zero

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Standard spacings: `-` between siblings and `|-` to the superview in VFL.
public struct Spacing: Sendable, Equatable {
    public var sibling: Double = 8
    public var superview: Double = 20
}

/// One `fontAdjust` entry (SPEC §5.4, MBFontAdapter): points added to fixed-size fonts on
/// a device or a portrait screen height.
public struct FontAdjustRule: Sendable, Equatable {
    public enum Match: Sendable, Equatable {
        case device(String)
        case screenHeight(Double)
    }

    public var match: Match
    public var add: Double

    func matches(_ container: Container) -> Bool {
        switch match {
        case .device(let id): container.deviceName == id
        case .screenHeight(let height): container.portraitHeight == height
        }
    }
}

extension Screen {
    /// Points added to fixed-size fonts in this container: the first matching rule's.
    public func fixedFontAdjustment(in container: Container) -> Double {
        fontAdjust.first { $0.matches(container) }?.add ?? 0
    }
}

/// A root view's own layout margins (`rootMargins`): UIKit keeps a controller's root view at
/// least the system minimum at its sides (`viewRespectsSystemMinimumLayoutMargins`), and
/// measures the margins from the safe area unless `insetsLayoutMarginsFromSafeArea` is off.
public struct RootMargins: Sendable, Equatable {
    /// `[top, left, bottom, right]` as the view sets them; 0 where it sets none.
    public var insets: EdgeInsets
    /// `insetsLayoutMarginsFromSafeArea`: the margins guide starts at the safe area.
    public var fromSafeArea: Bool
    /// The insets' sides are leading and trailing (`directionalLayoutMargins`): they swap in
    /// a right-to-left layout.
    public var directional: Bool
    /// The system side margin where a canvas drew another than the size class gives
    /// (`CanvasDifferences.sideMargin`); nil: the container's.
    public var side: Double?

    public init(insets: EdgeInsets = .zero, fromSafeArea: Bool = true, directional: Bool = false) {
        self.insets = insets
        self.fromSafeArea = fromSafeArea
        self.directional = directional
    }
}
