/// The built-in devices, from `reference/devices.md` (Apple's HIG and measurements).
/// Sizes are portrait points; insets are top/left/bottom/right. `margin` is the root view's
/// side margin in compact width: 20 on the 414-pt and wider iPhones (README, "Root layout
/// margins": Interface Builder's stored frames and UIKit), 16 elsewhere.
enum DeviceTable {
    private static func device(
        _ id: String, _ aliases: [String], _ width: Double, _ height: Double, scale: Double,
        portrait: (Double, Double, Double, Double), landscape: (Double, Double, Double, Double),
        landscapeClasses: (SizeClass, SizeClass), margin: Double = 16
    ) -> Device {
        Device(
            id: id, aliases: aliases, width: width, height: height, scale: scale,
            safeAreaPortrait: EdgeInsets(top: portrait.0, left: portrait.1, bottom: portrait.2, right: portrait.3),
            safeAreaLandscape: EdgeInsets(top: landscape.0, left: landscape.1, bottom: landscape.2, right: landscape.3),
            landscapeWidthClass: landscapeClasses.0, landscapeHeightClass: landscapeClasses.1,
            compactSideMargin: margin)
    }

    static let all: [Device] = [
        device("iphone-4s", [], 320, 480, scale: 2,
               portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), landscapeClasses: (.compact, .compact)),
        device("iphone-se-1", ["iphone-5", "iphone-5s"], 320, 568, scale: 2,
               portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), landscapeClasses: (.compact, .compact)),
        device("iphone-8", ["iphone-6", "iphone-6s", "iphone-7", "iphone-se-2", "iphone-se-3"], 375, 667, scale: 2,
               portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), landscapeClasses: (.compact, .compact)),
        device("iphone-8-plus", ["iphone-6-plus", "iphone-6s-plus", "iphone-7-plus"], 414, 736, scale: 3,
               portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), landscapeClasses: (.regular, .compact), margin: 20),
        device("iphone-x", ["iphone-xs", "iphone-11-pro"], 375, 812, scale: 3,
               portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), landscapeClasses: (.compact, .compact)),
        device("iphone-xs-max", ["iphone-11-pro-max"], 414, 896, scale: 3,
               portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), landscapeClasses: (.regular, .compact), margin: 20),
        device("iphone-11", ["iphone-xr"], 414, 896, scale: 2,
               portrait: (48, 0, 34, 0), landscape: (0, 48, 21, 48), landscapeClasses: (.regular, .compact), margin: 20),
        device("iphone-13-mini", ["iphone-12-mini"], 375, 812, scale: 3,
               portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50), landscapeClasses: (.compact, .compact)),
        device("iphone-14", ["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-16e"], 390, 844, scale: 3,
               portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), landscapeClasses: (.compact, .compact)),
        device("iphone-14-plus", ["iphone-12-pro-max", "iphone-13-pro-max"], 428, 926, scale: 3,
               portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), landscapeClasses: (.regular, .compact), margin: 20),
        device("iphone-15", ["iphone-14-pro", "iphone-15-pro", "iphone-16"], 393, 852, scale: 3,
               portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), landscapeClasses: (.compact, .compact)),
        device("iphone-15-pro-max", ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"], 430, 932, scale: 3,
               portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), landscapeClasses: (.regular, .compact), margin: 20),
        device("iphone-16-pro", ["iphone-17", "iphone-17-pro"], 402, 874, scale: 3,
               portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62), landscapeClasses: (.compact, .compact)),
        device("iphone-16-pro-max", ["iphone-17-pro-max"], 440, 956, scale: 3,
               portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62), landscapeClasses: (.regular, .compact), margin: 20),
        device("ipad", ["ipad-mini-5", "ipad-air-2"], 768, 1024, scale: 2,
               portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), landscapeClasses: (.regular, .regular)),
        device("ipad-10-2", [], 810, 1080, scale: 2,
               portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), landscapeClasses: (.regular, .regular)),
        device("ipad-air-11", ["ipad-air-4", "ipad-10"], 820, 1180, scale: 2,
               portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), landscapeClasses: (.regular, .regular)),
        device("ipad-mini-6", [], 744, 1133, scale: 2,
               portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), landscapeClasses: (.regular, .regular)),
        device("ipad-pro-11", [], 834, 1194, scale: 2,
               portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), landscapeClasses: (.regular, .regular)),
        device("ipad-pro-12-9", ["ipad-air-13"], 1024, 1366, scale: 2,
               portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), landscapeClasses: (.regular, .regular)),
        // Not in reference/devices.md: the first two 12.9-inch iPad Pros, with a home button
        // and a 20-pt status bar (Interface Builder's `ipad12_9`; README "Devices").
        device("ipad-pro-12-9-2", ["ipad-pro-12-9-1"], 1024, 1366, scale: 2,
               portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), landscapeClasses: (.regular, .regular)),
        // Not in reference/devices.md: the 13-inch iPad Pro (M4), 1032 × 1376 with the rounded
        // iPads' 24/20 (Interface Builder's `iPad13_0rounded`, whose landscape root is stored
        // 1376 × 1032 with a view pinned to the safe area's top at 24; README "Devices").
        device("ipad-pro-13", [], 1032, 1376, scale: 2,
               portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), landscapeClasses: (.regular, .regular)),
        // Not in reference/devices.md: the 10.5-inch iPad Pro and iPad Air (3rd generation), a
        // home-button iPad with a 20-pt status bar (Interface Builder's `ipad10_5`, whose
        // landscape root is stored 1112 × 834; README "Devices").
        device("ipad-pro-10-5", ["ipad-air-3"], 834, 1112, scale: 2,
               portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), landscapeClasses: (.regular, .regular)),
    ]
}
