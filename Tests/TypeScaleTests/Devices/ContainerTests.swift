import Testing
@testable import TypeScale

/// Devices and containers against `reference/devices.md`: sizes, insets and size classes per
/// orientation, and a custom container turned with its insets.
struct ContainerTests {
    @Test func aDeviceIsFoundByIdOrAliasInAnyCase() {
        #expect(Device.named("iPhone-XS")?.id == "iphone-x")
        #expect(Device.named("iphone-5")?.id == "iphone-se-1")
        #expect(Device.named("iphone-51") == nil)
        #expect(Device.allNames.prefix(4) == ["iphone-4s", "iphone-se-1", "iphone-5", "iphone-5s"])
    }

    @Test func landscapeSwapsTheSizeAndTakesTheLandscapeInsetsAndClasses() throws {
        let device = try #require(Device.named("iphone-x"))
        let portrait = Container(device: device, orientation: .portrait)
        #expect([portrait.width, portrait.height, portrait.scale] == [375, 812, 3])
        #expect(portrait.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect([portrait.widthClass, portrait.heightClass] == [.compact, .regular])
        #expect(portrait.rootSideMargin == 16)
        let landscape = Container(device: device, orientation: .landscape)
        #expect([landscape.width, landscape.height, landscape.portraitHeight] == [812, 375, 812])
        #expect(landscape.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect([landscape.widthClass, landscape.heightClass] == [.compact, .compact])
    }

    @Test func iPadsAreRegularBothWaysWithTheRegularMargin() throws {
        let pad = Container(device: try #require(Device.named("ipad-pro-11")), orientation: .portrait)
        #expect([pad.widthClass, pad.heightClass] == [.regular, .regular])
        #expect(pad.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(pad.rootSideMargin == 20)
    }

    @Test func aCustomContainerTurnsItsInsetsAnticlockwise() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let turned = Container(customWidth: 300, height: 500, scale: 2, safeArea: insets,
                               widthClass: .compact, heightClass: .regular, orientation: .landscape)
        #expect(turned.deviceName == "custom")
        #expect([turned.width, turned.height, turned.portraitHeight] == [500, 300, 500])
        #expect(turned.safeArea == EdgeInsets(top: 4, left: 1, bottom: 2, right: 3))
        #expect([turned.widthClass, turned.heightClass] == [.regular, .compact])
    }

    /// Root side margins per device (README "Root layout margins"): UIKit gives the root view of
    /// a 414-pt or wider iPhone 20 pt even in compact width (portrait), 16 pt on the narrower
    /// ones (390, 393 and 402 included); regular width (landscape on the wide iPhones, iPads) is
    /// 20 everywhere, and a custom size keeps 16/20 by its width class.
    @Test(arguments: [
        ("iphone-se-1", 16.0, 16.0), ("iphone-8", 16, 16), ("iphone-x", 16, 16), ("iphone-14", 16, 16),
        ("iphone-15", 16, 16), ("iphone-16-pro", 16, 16), ("iphone-8-plus", 20, 20), ("iphone-11", 20, 20),
        ("iphone-xs-max", 20, 20), ("iphone-14-plus", 20, 20), ("iphone-15-pro-max", 20, 20),
        ("iphone-16-pro-max", 20, 20), ("ipad", 20, 20),
    ])
    func rootMarginsFollowTheDevice(_ id: String, portrait: Double, landscape: Double) throws {
        let device = try #require(Device.named(id))
        #expect(Container(device: device, orientation: .portrait).rootSideMargin == portrait)
        #expect(Container(device: device, orientation: .landscape).rootSideMargin == landscape)
        #expect(device.portraitSideMargin == portrait)
    }

    /// A custom size's compact-width margin follows its portrait width as the devices' does
    /// (20 from 414 pt, 16 below, the portrait width in either orientation); regular width is 20.
    @Test func aCustomSizeHasItsWidthsMargins() {
        func margin(_ width: Double, _ widthClass: SizeClass, _ orientation: Orientation = .portrait) -> Double {
            // Compact in both classes: the landscape container (classes swapped) stays compact.
            Container(customWidth: width, height: 896, scale: 3, safeArea: .zero, widthClass: widthClass,
                      heightClass: .compact, orientation: orientation).rootSideMargin
        }
        #expect(margin(414, .compact) == 20)
        #expect(margin(500, .compact) == 20)
        #expect(margin(400, .compact) == 16)
        #expect(margin(375, .compact, .landscape) == 16)
        #expect(margin(400, .regular) == 20)
    }
}
