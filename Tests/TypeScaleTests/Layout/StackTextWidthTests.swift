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
        try LayoutHarness.layout(json, canvas: canvas)
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

    /// The rows themselves, on a richer row of a 12-pt (or standard) spaced stack: wrapping
    /// labels a and b (b resisting at 749), a hidden wrapping label, a switch, a one-line
    /// label, a text view and a nested stack holding a wrapping label; six views are arranged.
    static func rows(spacing: String = "12", distribution: String = "fill", axis: String = "horizontal",
                     canvas: Bool) throws -> [SolvedSystemListing.Row] {
        let json = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              \(canvas ? #""canvas": { "stackTextWidths": "equalShare" },"# : "")
              "views": [ { "id": "s", "kind": "stack", "axis": "\(axis)", "spacing": \(spacing), "distribution": "\(distribution)",
                "children": [
                  { "id": "a", "kind": "label", "text": "One", "lines": 0 },
                  { "id": "h", "kind": "label", "text": "Hidden", "lines": 0, "hidden": true },
                  { "id": "b", "kind": "label", "text": "Two", "lines": 0, "compression": [749, 750] },
                  { "id": "t", "kind": "switch" },
                  { "id": "o", "kind": "label", "text": "Single" },
                  { "id": "v", "kind": "textView", "text": "Notes" },
                  { "id": "n", "kind": "stack", "children": [ { "id": "c", "kind": "label", "text": "Three", "lines": 0 } ] } ] } ],
              "constraints": [ "H:|-10-[s]-10-|", "V:|-20-[s]" ] }
            """
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "rows.json")
        var request = LayoutRequest()
        request.canvas = canvas
        return try LoadedScreen(screen: screen, fonts: LayoutHarness.fonts).solvedSystem(request).rows
            .filter { $0.id == "s.UISV-text-width-disambiguation" }
    }

    static func describe(_ rows: [SolvedSystemListing.Row]) -> [String] {
        rows.map { row in
            let terms = row.terms.map { "\(formatNumber($0.coefficient)) \($0.variable)" }.joined(separator: " + ")
            return "\(terms) + \(formatNumber(row.constant)) \(row.relation) 0 @\(row.priority)"
        }
    }

    /// iOS 15: the three visible candidates (a, b and the stack holding c), each at most a
    /// third less two thirds of two gaps (−8), at 950, 951, 952; with standard spacing UIKit's
    /// constant is its sentinel's, 0.
    @Test func iOS15CapsEachCandidateAtItsShare() throws {
        let rows = Self.describe(try Self.rows(canvas: false))
        #expect(rows.count == 3)
        #expect(rows.map { $0.components(separatedBy: " @").last } == ["950", "951", "952"])
        #expect(rows.allSatisfy { $0.contains("-0.333") && $0.contains("+ 8 <= 0") })
        #expect(try Self.describe(Self.rows(spacing: #""standard""#, canvas: false)).allSatisfy { $0.contains("+ 0 <= 0") })
    }

    /// iOS 14 on a canvas: only the direct wrapping labels a and b, each a sixth of the stack
    /// less five sixths of 12 (−10), at 760 and 759 (their resistance + 10); 0 with standard
    /// spacing.
    @Test func iOS14SharesAmongAllArrangedViews() throws {
        let rows = Self.describe(try Self.rows(canvas: true))
        #expect(rows.count == 2)
        #expect(rows.map { $0.components(separatedBy: " @").last } == ["760", "759"])
        #expect(rows.allSatisfy { $0.contains("-0.167") && $0.contains("+ 10 == 0") })
        #expect(try Self.describe(Self.rows(spacing: #""standard""#, canvas: true)).allSatisfy { $0.contains("+ 0 == 0") })
    }

    /// Vertical stacks and the distributions that size their views themselves get none.
    @Test(arguments: [("horizontal", "fillEqually"), ("horizontal", "fillProportionally"), ("vertical", "fill")])
    func otherStacksGetNoRows(axis: String, distribution: String) throws {
        #expect(try Self.rows(distribution: distribution, axis: axis, canvas: false).isEmpty)
        #expect(try Self.rows(distribution: distribution, axis: axis, canvas: true).isEmpty)
    }
}
