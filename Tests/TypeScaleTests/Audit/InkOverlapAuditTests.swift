import Testing
@testable import TypeScale

/// Labels overlap by their ink (`drawnFrame` with `GlyphInk`): a caption tucked into the empty
/// descent of display capitals above it covers nothing (round 30: Treefrog's "ROOM" 20 pt into
/// the 110-pt "OPEN", dev set 37); a descender there still meets it.
struct InkOverlapAuditTests {
    static func lines(_ word: String) throws -> [String] {
        let json = """
        { "views": [
            { "id": "status", "kind": "label", "text": "\(word)", "font": { "size": 110, "weight": "bold" } },
            { "id": "caption", "kind": "label", "text": "ROOM", "font": { "size": 20 } } ],
          "constraints": [ "H:|-16-[status]", "H:|-16-[caption]", "V:|-80-[status]-(-20)-[caption]" ] }
        """
        return LayoutAudit.findings(in: try LayoutHarness.layout(json, category: .l)).map(\.line)
    }

    /// "OPEN" leaves 0.241 − 0.02 of 110 pt, 24.3 pt, below its baseline; "ROOM" leaves 0.952 −
    /// 0.8 of 20, 3 pt, above its letters: 20 pt of line box shared, no ink.
    @Test func aCaptionInTheDescentOfCapitalsIsNoOverlap() throws {
        #expect(try Self.lines("OPEN") == [])
    }

    /// "OPEN g": the g reaches the line box's bottom, 17 pt into the caption's ink.
    @Test func aDescenderThereStillOverlaps() throws {
        let lines = try Self.lines("OPEN g")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("L status overlaps caption: ") == true)
    }
}
