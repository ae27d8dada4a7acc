import Testing
@testable import TypeScale

/// Xcode 26's canvas (README "Fidelity"): it insets an iPhone's scene by its device's safe
/// area twice, as Xcode 16.3's already did, which only `--canvas` reproduces, and its iOS 26
/// navigation bar is 54 pt on iPhone, in the app as on the canvas.
struct IBXcode26CanvasTests {
    /// IBSceneDestinationTests' scene on an iPhone 14 (390 × 844, safe area 47/34): a label
    /// 15 below the safe area's top, a 32-pt bar on its bottom.
    static func scene(plugin: String, bar: Bool = false) -> String {
        IBSceneDestinationTests.scene(
            width: 390, height: 844,
            destination: bar ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : "",
            plugin: plugin, appearance: true)
    }

    /// The canvas of Xcode 26 puts the label at 2 × 47 + 15 = 109 and the 32-pt bar's bottom
    /// 2 × 34 above the screen's end, at 744 (the frames VLC's and two bootcamp storyboards store); the app is
    /// inset once.
    @Test func xcode26sCanvasInsetsTheSafeAreaTwice() throws {
        let canvas = try IBSceneDestinationTests.frames(Self.scene(plugin: "24506"), canvas: true)
        #expect(canvas.title.y == 109)
        #expect(canvas.bar.y == 744)
        let app = try IBSceneDestinationTests.frames(Self.scene(plugin: "24506"))
        #expect(app.title.y == 62)
        #expect(app.bar.y == 778)
        // Xcode 16.3's (plug-in 23721) does too; Xcode 16.2's insets it once.
        #expect(try IBSceneDestinationTests.frames(Self.scene(plugin: "23721"), canvas: true).title.y == 109)
        let older = try IBSceneDestinationTests.frames(Self.scene(plugin: "23506"), canvas: true)
        #expect(older.title.y == 62)
    }

    /// An iPad's scene is inset once, on the canvas as in the app: Crewbid's landscape
    /// scenes (Xcode 16.3) store their top bars at the safe area's 24; no Xcode 26 file has an
    /// iPad, taken to be the same. A 12.9-inch iPad Pro's 24-pt top puts the label at 24 + 15.
    @Test(arguments: ["23721", "24506"])
    func anIPadsSceneIsInsetOnce(plugin: String) throws {
        let pad = IBSceneDestinationTests.scene(width: 1024, height: 1366, destination: "", device: "ipad12_9rounded",
                                                plugin: plugin, appearance: true)
        #expect(try IBSceneDestinationTests.frames(pad, canvas: true).title.y == 39)
    }

    /// An iPhone without a notch is inset once too: its 20-pt top is the status bar
    /// (Kommunicate's Xcode 16.3 view on an iPhone 8, 375 × 667, has its image 100 below the
    /// safe area's top at 120, not 140). The label is at 20 + 15.
    @Test(arguments: ["23721", "24506"])
    func aStatusBarIsInsetOnce(plugin: String) throws {
        let phone = IBSceneDestinationTests.scene(width: 375, height: 667, destination: "", device: "retina4_7",
                                                  plugin: plugin, appearance: true)
        #expect(try IBSceneDestinationTests.frames(phone, canvas: true).title.y == 35)
    }

    /// Under a navigation bar: iOS 26's is 54 pt, after the doubled inset on the canvas (the
    /// bootcamp storyboards' navigation bars are stored at y 118, 54 tall, on a 393-pt iPhone
    /// whose inset is 59): 2 × 47 + 54 + 15 = 163 and, in the app, 116. Xcode 16's is 44.
    @Test func iOS26sNavigationBarIs54Tall() throws {
        let canvas = try IBSceneDestinationTests.frames(Self.scene(plugin: "24506", bar: true), canvas: true)
        #expect(canvas.title.y == 163)
        let app = try IBSceneDestinationTests.frames(Self.scene(plugin: "24506", bar: true))
        #expect(app.title.y == 116)
        let older = try IBSceneDestinationTests.frames(Self.scene(plugin: "23506", bar: true))
        #expect(older.title.y == 106)
    }

    /// The import says so in the screen file, which reads back to the same: `canvas.safeArea`
    /// from plug-in 23700 (Xcode 16.3 writes 23721), the glass bar from 24000.
    @Test(arguments: [("24000", true, true), ("23999", true, false), ("23700", true, false), ("23699", false, false)])
    func theImportWritesTheCanvasAndTheBar(plugin: String, doubled: Bool, glass: Bool) throws {
        let imported = try InterfaceBuilderImport.read(Array(Self.scene(plugin: plugin, bar: true).utf8), file: "glass.storyboard")
        let written = try #require(imported.screens.first).json.text()
        let screen = try ScreenDecoder.decode(Array(written.utf8), file: "glass.json")
        #expect(screen.canvas.safeArea == (doubled ? .doubled : nil))
        #expect(screen.bars.top == (glass ? .glassNavigationBar : .navigationBar))
    }
}
