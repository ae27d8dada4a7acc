import Foundation
import Testing

/// SPEC Appendix A: the example screen and its output at XXL, worked by hand in the spec.
struct SpecExampleTests {
    static let screen = #"""
    {
      "name": "detail",
      "device": "iphone-se-1",
      "views": [
        { "id": "nameLabel", "kind": "label", "text": "Name", "font": "body" },
        { "id": "nameField", "kind": "field", "placeholder": "Name", "font": "body" },
        { "id": "card", "kind": "view", "children": [
          { "id": "thumbnail", "kind": "image" },
          { "id": "title", "kind": "label", "text": "A rather long item title that wraps", "font": "headline", "lines": 0 },
          { "id": "subtitle", "kind": "label", "text": "Serial C02X9 · bought in October for six hundred dollars", "font": "footnote" }
        ]}
      ],
      "constraints": [
        "H:|-8-[nameLabel]-8-[nameField]-8-|",
        "nameField.top == safeArea.top + 8",
        "nameLabel.firstBaseline == nameField.firstBaseline",
        "H:|-8-[card]-8-|",
        "V:[nameField]-8-[card]",
        "H:|-8-[thumbnail]-8-[title]-8-|",
        "H:[thumbnail]-8-[subtitle]-8-|",
        "V:|-8-[title]-4-[subtitle]-8-|",
        "thumbnail.top == title.top",
        { "id": "thumbHeight", "expr": "thumbnail.height == 40",
          "constant": { "XS": 40, "S": 40, "M": 40, "L": 40, "XL": 45, "XXL": 55, "XXXL": 65 } },
        "thumbnail.width == thumbnail.height"
      ]
    }
    """#

    @Test func layoutAtXXLMatchesTheSpec() throws {
        let path = try CLIRunner.writeScreen(Self.screen, name: "detail.json")
        let result = try CLIRunner.run(["layout", path, "--category", "XXL"])
        #expect(result.status == 0, "\(result.stderr)")
        // By hand (SPEC Appendix A): the thumbnail is 55 × 55 (thumbHeight at XXL); the name
        // field is 25.061 pt body text → 25.5 on @2x + 13 = 38.5 tall, at safeArea.top + 8 = 28;
        // the label's baseline matches the field's, so it sits at 28 + (38.5 − 25.5)/2 = 34.5;
        // the title wraps to 2 lines (2 × 25.061 → 50.5) in 304 − 8 − 55 − 8 − 8 = 225 pt; the
        // card is 8 + 50.5 + 4 + 20.5 + 8 = 91 tall, 8 below the field: y = 28 + 38.5 + 8 = 74.5.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "# detail category=XXL device=iphone-se-1 orientation=portrait size=320x568 scale=2")
        #expect(lines.contains("root view 0 0 320 568"))
        #expect(lines.contains("  card view 8 74.5 304 91"))
        #expect(lines.contains("    thumbnail image 8 8 55 55"))
        #expect(lines.contains("    title label 71 8 225 50.5 lines=2"))
        #expect(lines.contains("    subtitle label 71 62.5 225 20.5 truncated"))
        #expect(lines.last == "constraint thumbHeight 55")
        // The label hugs its text (251) and the field stretches (250): field.x = 8 + label width + 8.
        let label = try #require(lines.first { $0.hasPrefix("  nameLabel label ") }).split(separator: " ")
        let field = try #require(lines.first { $0.hasPrefix("  nameField field ") }).split(separator: " ")
        let labelWidth = try #require(Double(label[4]))
        #expect(label[2] == "8" && label[3] == "34.5" && label[5] == "25.5")
        #expect(Double(field[2]) == 8 + labelWidth + 8)
        #expect(Double(field[4]) == 320 - 8 - (16 + labelWidth))
        #expect(field[3] == "28" && field[5] == "38.5")
    }
}
