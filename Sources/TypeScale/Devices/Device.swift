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

    /// iPads are regular in both axes in both orientations.
    public var isPad: Bool { id.hasPrefix("ipad") }

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
