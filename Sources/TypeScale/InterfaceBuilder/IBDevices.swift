/// Interface Builder's preview devices (`<device id>`) and the built-in devices they map to,
/// by size and safe area (SPEC §10 "Container"; the README lists the table with its evidence).
enum IBDevices {
    /// IB device id → typescale device id. Each size is the root frame IB stores for it.
    static let table: [(ib: String, device: String)] = [
        ("retina3_5", "iphone-4s"),           // 320×480
        ("retina4_0", "iphone-se-1"),         // 320×568
        ("retina4_7", "iphone-8"),            // 375×667
        ("retina5_5", "iphone-8-plus"),       // 414×736
        ("retina5_9", "iphone-x"),            // 375×812, safe area 44/34
        ("retina5_4", "iphone-13-mini"),      // 375×812, safe area 50/34
        // 414×896 at @2x: IB's iPhone 11/XR preview in every Xcode (before Xcode 14 drawn
        // with a 44-pt housing: `housing44Until`).
        ("retina6_1", "iphone-11"),
        ("retina6_5", "iphone-xs-max"),       // 414×896
        ("retina6_0", "iphone-14"),           // 390×844
        ("retina6_7", "iphone-14-plus"),      // 428×926
        ("retina6_12", "iphone-15"),          // 393×852
        ("retina6_72", "iphone-15-pro-max"),  // 430×932
        ("retina6_3", "iphone-16-pro"),       // 402×874
        ("retina6_9", "iphone-16-pro-max"),   // 440×956
        ("ipad9_7", "ipad"),                  // 768×1024
        ("ipad7_9", "ipad"),                  // 768×1024 (iPad mini)
        ("ipad10_2", "ipad-10-2"),            // 810×1080
        ("ipad10_5", "ipad-pro-10-5"),        // 834×1112
        ("ipad10_9rounded", "ipad-air-11"),   // 820×1180
        ("ipad11", "ipad-pro-11"),            // 834×1194
        ("ipad11_0rounded", "ipad-pro-11"),   // 834×1194
        ("ipad8_3", "ipad-mini-6"),           // 744×1133
        ("ipad12_9rounded", "ipad-pro-12-9"), // 1024×1366, safe area 24/20
        ("ipad12_9", "ipad-pro-12-9-2"),      // 1024×1366, the home-button iPad Pro: 20/0
        ("ipad13_0rounded", "ipad-pro-13"),   // 1032×1376, 24/20 (Xcode 15.3+ write iPad13_0rounded)
    ]

    /// Previews whose canvas drew the sensor housing 44 pt deep before plug-in `until`: IB's
    /// 414 × 896 iPhone 11 (@2x) had the iOS 13 iPhone 11's 44/34 insets until Xcode 14
    /// (plug-in 21000, the iOS 16 simulator): views pinned to the safe area's top are stored at
    /// 44 (BetterDynamicTypeSupport, 14490; open-market's navigation bar ending at 88, 19144),
    /// from Xcode 14 at the real 48 (Quizzler's 21678, WeatherApp's 21505). Until round 26
    /// such files were laid out on the @3x 414-pt iPhone for its 44, which put 1/6-pt steps
    /// into their frames (+30 views over 12 sets, +12 in dev set 8b's same-app files).
    static let housing44Until: [(ib: String, plugin: Double)] = [
        ("retina6_1", 21000),
    ]

    /// Whether the canvas of plug-in `pluginVersion` (0, unknown: the newest) drew IB device
    /// `id`'s housing 44 deep (`housing44Until`).
    static func drawsHousing44(forIB id: String, pluginVersion: Double) -> Bool {
        let id = id.lowercased()
        return pluginVersion > 0 && housing44Until.contains { $0.ib == id && pluginVersion < $0.plugin }
    }

    /// The device for an IB id.
    /// Ids are compared without case: newer Xcodes write `iPad13_0rounded`.
    static func device(forIB id: String) -> Device? {
        let id = id.lowercased()
        return table.first { $0.ib == id }.flatMap { Device.named($0.device) }
    }
}

