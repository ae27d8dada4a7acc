import Testing
@testable import TypeScale

/// UIKit's `UISV-text-width-disambiguation` for multi-line labels in a horizontal stack
/// (`StackArrangement.textWidthRows`): iOS 15's caps at launch, iOS 14's equal shares on a
/// canvas that drew them (`canvas.stackTextWidths`). A 300-pt stack, @2x, 8 pt spacing.
struct StackTextWidthTests {
    static func row(_ children: String, canvas: Bool = false, distribution: String = "fill") -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          \(canvas ? #""canvas": { "stackTextWidths": "equalShare" },"# : "")
          "views": [ { "id": "s", "kind": "stack", "spacing": 8, "distribution": "\(distribution)", "alignment": "top",
                       "children": [ \(children) ] } ],
          "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s]" ] }
        """
    }

    static let long = "A description long enough to wrap over several lines in either half of the row."
    static let twoLabels = """
        { "id": "a", "kind": "label", "text": "\(long)", "lines": 0 },
        { "id": "b", "kind": "label", "text": "\(long) And a little more.", "lines": 0 }
        """
    static let labelAndSwitch = """
        { "id": "a", "kind": "label", "text": "\(long)", "lines": 0, "compression": [749, 750] },
        { "id": "toggle", "kind": "switch" }
        """

    static func layout(_ json: String, canvas: Bool = false) throws -> ScreenLayout {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "row.json")
        var request = LayoutRequest()
        request.categories = [.l]
        request.canvas = canvas
        return try LoadedScreen(screen: screen, fonts: LayoutHarness.fonts).layouts(request)[0]
    }

    /// Two wrapping labels side by side, both too long for the row and equally resistant:
    /// iOS 15 caps each at its share, (300 − 8) / 2 = 146, so they split the row evenly
    /// (without the caps one of the two would take what it needs and squeeze the other).
    @Test func twoMultilineLabelsShareTheRowSinceIOS15() throws {
        let layout = try Self.layout(Self.row(Self.twoLabels))
        #expect(layout.frame("a")?.width == 146)
        #expect(layout.frame("b")?.x == 154)
        #expect(layout.frame("b")?.width == 146)
    }

    /// One wrapping label beside a switch: since iOS 15 nothing is added, so the label, less
    /// resistant (749), gives way and the switch keeps its 51 pt: 300 − 8 − 51 = 241.
    @Test func aLoneMultilineLabelIsLeftAloneSinceIOS15() throws {
        let layout = try Self.layout(Self.row(Self.labelAndSwitch))
        #expect(layout.frame("a")?.width == 241)
        #expect(layout.frame("toggle")?.width == 51)
    }

    /// On a canvas of Xcode 12 or earlier (iOS 14's UIKit) the label is its share among the
    /// two arranged views at 759, above the switch's 750 hugging: (300 − 8) / 2 = 146, the
    /// switch stretched over the other half (Use Your Loaf's "Stack View Changes In iOS 15").
    /// Without `--canvas` the app's launch layout is iOS 15's.
    @Test func aCanvasOfXcode12GivesEqualShares() throws {
        let canvas = try Self.layout(Self.row(Self.labelAndSwitch, canvas: true), canvas: true)
        #expect(canvas.frame("a")?.width == 146)
        #expect(canvas.frame("toggle")?.x == 154)
        let launch = try Self.layout(Self.row(Self.labelAndSwitch, canvas: true))
        #expect(launch.frame("a")?.width == 241)
    }

    /// A stack that sizes its views itself is left alone, and so is a vertical one.
    @Test func fillEquallyStacksAreLeftAlone() throws {
        let layout = try Self.layout(Self.row(Self.labelAndSwitch, canvas: true, distribution: "fillEqually"), canvas: true)
        #expect(layout.frame("a")?.width == 146)
        #expect(layout.frame("toggle")?.width == 146)
        let rows = try Self.layout(Self.row(Self.labelAndSwitch, canvas: true), canvas: true)
        #expect(!rows.warnings.contains { $0.kind == .unsatisfiable })
    }
}
