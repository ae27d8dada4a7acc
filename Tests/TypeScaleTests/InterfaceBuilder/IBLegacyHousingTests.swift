import Testing
@testable import TypeScale

/// Xcode 12.5 to 13 drew an iPhone's sensor housing 44 pt deep (`CanvasSafeArea.housing44`):
/// the canvas of a 390-pt iPhone 12 insets by 44, the app by the device's 47. Xcode 12.0 to
/// 12.4 (17505) and 14 (21505) draw the 47.
struct IBLegacyHousingTests {
    /// IBSceneDestinationTests' scene on an iPhone 12 (390 × 844, `retina6_0`): a label 15 below
    /// the safe area's top.
    static func scene(plugin: String) -> String {
        IBSceneDestinationTests.scene(width: 390, height: 844, destination: "", device: "retina6_0", plugin: plugin,
                                      appearance: true)
    }

    @Test(arguments: [("18093", 59.0), ("19144", 59), ("21505", 62), ("17505", 62)] as [(String, Double)])  // 44 or 47, + 15
    func theCanvasOfXcode12And13DrawsTheHousing44Deep(plugin: String, canvasTitle: Double) throws {
        #expect(try IBSceneDestinationTests.frames(Self.scene(plugin: plugin), canvas: true).title.y == canvasTitle)
        #expect(try IBSceneDestinationTests.frames(Self.scene(plugin: plugin)).title.y == 62, "the app has the device's 47")
    }

    /// In landscape the housing is at the sides: 44 there too, the home indicator's 21 kept.
    @Test func landscapeSidesAre44() throws {
        var request = LayoutRequest()
        request.canvas = true
        request.container = ContainerChoice(orientation: .landscape)
        let layout = try IBDocumentLayout.firstScreen(Self.scene(plugin: "19144"), file: "housing.storyboard", request: request)
        #expect(layout.container.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    /// A page sheet on that canvas leaves the 44-pt housing and 10 pt (790 of 844), not 47 + 10.
    @Test func aSheetLeavesTheDrawnHousing() throws {
        func scene(height: Double) -> String {
            IBSceneDestinationTests.scene(width: 390, height: height, destination: "", device: "retina6_0",
                                          plugin: "19144", appearance: true)
        }
        #expect(try IBSceneDestinationTests.frames(scene(height: 790), canvas: true).title.y == 15)
        #expect(try IBSceneDestinationTests.frames(scene(height: 787), canvas: true).title.y == 44 + 15, "787 is freeform there")
    }

    /// A screen file says so, and reads back.
    @Test func theScreenFileCarriesIt() throws {
        let imported = try InterfaceBuilderImport.read(Array(Self.scene(plugin: "19144").utf8), file: "housing.storyboard")
        let written = try #require(imported.screens.first).json.text()
        let screen = try ScreenDecoder.decode(Array(written.utf8), file: "housing.json")
        #expect(screen.canvas.safeArea == .housing44)
    }
}
