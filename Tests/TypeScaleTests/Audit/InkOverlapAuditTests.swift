import Testing
@testable import TypeScale

/// Labels overlap by their ink (`drawnFrame` with `GlyphInk`): a caption tucked into the empty
/// descent of display capitals above it covers nothing (round 30: Treefrog's "ROOM" 20 pt into
/// the 110-pt "OPEN", dev set 37); a descender there still meets it.
struct InkOverlapAuditTests {
    static func json(_ word: String) -> String {
        """
        { "views": [
            { "id": "status", "kind": "label", "text": "\(word)", "font": { "size": 110, "weight": "bold" } },
            { "id": "caption", "kind": "label", "text": "ROOM", "font": { "size": 20 } } ],
          "constraints": [ "H:|-16-[status]", "H:|-16-[caption]", "V:|-80-[status]-(-20)-[caption]" ] }
        """
    }

    static func lines(_ word: String) throws -> [String] {
        LayoutAudit.findings(in: try LayoutHarness.layout(json(word), category: .l)).map(\.line)
    }

    /// "OPEN" leaves 0.241 − 0.02 of 110 pt, 24.3 pt, below its baseline; "ROOM" leaves 0.952 −
    /// 0.74 of 20, 4.2 pt, above its capitals: 20 pt of line box shared, no ink.
    @Test func aCaptionInTheDescentOfCapitalsIsNoOverlap() throws {
        #expect(try Self.lines("OPEN") == [])
    }

    /// "OPEN g": the g goes 0.22 of 110 pt below the baseline (at 208.97), into the caption's
    /// ink, which starts 0.74 of 20 pt above its baseline (195.64; round 32, 0.8 before, as
    /// Inter's capitals reach 0.737): 13.33 pt, 13.333 on @3x.
    @Test func aDescenderThereStillOverlaps() throws {
        #expect(try Self.lines("OPEN g") == ["L status overlaps caption: 58.667 x 13.333 pt"])
    }

    /// A line taller than its frame is centred and cut: its ink is measured in the whole line
    /// box, which starts above the frame, then cut at the frame's edges. 100-pt "OPEN" in a
    /// 90-pt frame: its 119.3-pt line box starts 14.67 above the frame, its ink 95.21 − 74 =
    /// 21.2 below that (106.54, on @3x 106.667) and ends 22.1 above the box's bottom (182.57,
    /// 182.667). A 12-pt caption 66 pt down meets it, its ink from 0.74 of 12 above its baseline.
    @Test func theInkOfALineTallerThanItsFrameIsCutThere() throws {
        let json = """
            { "views": [
                { "id": "status", "kind": "label", "text": "OPEN", "font": { "size": 100, "weight": "bold" } },
                { "id": "caption", "kind": "label", "text": "ROOM", "font": { "size": 12 } } ],
              "constraints": [ "H:|-16-[status]", "V:|-100-[status(90)]",
                               "caption.leading == status.leading + 20", "caption.top == status.top + 66" ] }
            """
        let layout = try LayoutHarness.layout(json, category: .l)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == ["L status overlaps caption: 36.667 x 9 pt"])
        let status = try #require(layout.views.first { $0.id == "status" })
        let ink = status.drawnFrame(pixel: 1.0 / 3)
        #expect(abs(ink.y - 106.667) < 0.001)
        #expect(abs(ink.maxY - 182.667) < 0.001)
    }

    /// The caption's ink: its 24-pt frame at 191.333 holds a 23.867-pt line whose capitals
    /// start 0.067 + 19.043 − 14.8 = 4.31 pt below its top (195.643, on @3x 195.667) and are
    /// 14.8 + 0.4 = 15.2 tall: to 210.867, 211 on @3x.
    @Test func aLabelsInkIsItsLineLessItsCharactersRoom() throws {
        let layout = try LayoutHarness.layout(Self.json("OPEN"), category: .l)
        let caption = try #require(layout.views.first { $0.id == "caption" })
        let drawn = caption.drawnFrame(pixel: 1.0 / 3)
        #expect(abs(drawn.y - 195.667) < 0.001)
        #expect(abs(drawn.maxY - 211) < 0.001)
    }
}
