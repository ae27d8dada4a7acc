/// A horizontal or vertical size class (UIUserInterfaceSizeClass).
public enum SizeClass: String, Sendable, CaseIterable {
    case compact, regular
}

/// A screen orientation.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, landscape
}

/// Reading direction: leading is left in `ltr`, right in `rtl`.
public enum LayoutDirection: String, Sendable, CaseIterable {
    case ltr, rtl
}

/// A built-in device: portrait size in points, scale, safe areas and landscape size classes.
public struct Device: Sendable {
    public let id: String
    public let aliases: [String]
    public let width: Double
    public let height: Double
    public let scale: Double
    public let safeAreaPortrait: EdgeInsets
    public let safeAreaLandscape: EdgeInsets
    public let landscapeWidthClass: SizeClass
    public let landscapeHeightClass: SizeClass
    /// The root view's leading/trailing minimum layout margin in compact width
    /// (UIViewController.systemMinimumLayoutMargins): 16, or 20 on the iPhones 414 pt wide and
    /// wider, whose root views UIKit and Interface Builder give 20 even in portrait (README,
    /// "Root layout margins"). Regular width is 20 on every device.
    public let compactSideMargin: Double

    /// iPads are regular in both axes in both orientations.
    public var isPad: Bool { id.hasPrefix("ipad") }

    /// The root view's side margin in portrait: 20 on iPads (regular width), the compact-width
    /// margin on iPhones. A table's cells and inset-grouped rows take the same margin.
    public var portraitSideMargin: Double { Container(device: self, orientation: .portrait).rootSideMargin }

    /// Looks a device up by id or alias, case-insensitively.
    public static func named(_ name: String) -> Device? {
        let key = name.lowercased()
        return DeviceTable.all.first { $0.id == key || $0.aliases.contains(key) }
    }

    /// Every id and alias, for "did you mean" suggestions.
    public static var allNames: [String] {
        DeviceTable.all.flatMap { [$0.id] + $0.aliases }
    }
}
