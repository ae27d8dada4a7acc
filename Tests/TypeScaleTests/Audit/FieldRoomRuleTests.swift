import Testing
@testable import TypeScale

/// A field a growing label squeezes to a few characters (`FieldRoomRule`): a row of a label
/// and a field, `H:|-16-[label]-8-[field]-16-|`, on the default iPhone (390 wide). The field's
/// text area is its width less the rounded rectangle's 7 + 7 pt; a character is the body
/// font's mean lower-case letter at each category. The field gives way to the label.
struct FieldRoomRuleTests {
    static func screen(placeholder: String? = nil) -> String {
        let placeholder = placeholder.map { #", "placeholder": "\#($0)""# } ?? ""
        return """
        { "views": [
            { "id": "destinationLabel", "kind": "label", "text": "Destination", "font": "body" },
            { "id": "destinationField", "kind": "field", "font": "body", "compression": [749, 750]\(placeholder) },
            { "id": "codeField", "kind": "field", "font": "body" } ],
          "constraints": [ "H:|-16-[destinationLabel]-8-[destinationField]-16-|", "V:|-80-[destinationLabel]",
                           "destinationField.centerY == destinationLabel.centerY",
                           "H:|-16-[codeField(44)]", "V:[destinationLabel]-20-[codeField]" ] }
        """
    }

    static func lines(_ json: String, _ categories: [ContentSizeCategory]) throws -> [String] {
        LayoutAudit.findings(try LayoutHarness.layouts(json, categories: categories)).map(\.line)
    }

    /// 266.667 pt at L holds 29 body letters; 157.667 at AX3 still 6; 96.333 at AX5 only 3.
    /// The 44-pt code field holds 3 at L already: short by design, never reported.
    @Test func aFieldSqueezedBelowSixCharactersIsReported() throws {
        let lines = try Self.lines(Self.screen(), [.l, .ax3, .ax5])
        #expect(lines == ["AX5 destinationField squeezed: room for 3 characters of its 53-pt text, 29 characters at L"])
    }

    /// The room is counted in the field's own font: characters of the alphabet's mean width,
    /// not of its widest letter or its figures.
    @Test func charactersAreTheMeanLowerCaseLetter() throws {
        let layout = try LayoutHarness.layout(Self.screen(), category: .l)
        let field = try #require(layout.views.first { $0.id == "destinationField" })
        let text = try #require(field.text)
        let alphabet = LayoutHarness.fonts.measure("abcdefghijklmnopqrstuvwxyz", font: text.font, wrapWidth: nil)
        let letter = try #require(text.characterWidth)
        #expect(abs(letter - alphabet.lineWidths[0] / 26) < 1e-9)
        let m = LayoutHarness.fonts.measure("m", font: text.font, wrapWidth: nil).lineWidths[0]
        #expect(letter < m)
        #expect(FieldRoomRule.characters(in: field).map { Int($0) } == 29)
    }

    /// Without the screen at L to compare with there is no finding: the rule cannot tell a
    /// squeezed field from a short one.
    @Test func noDesignedLayoutNoFinding() throws {
        let ax5 = try LayoutHarness.layout(Self.screen(), category: .ax5)
        #expect(!LayoutAudit.findings(in: ax5).contains { $0.kind == .squeezed })
    }

    /// A field whose placeholder is cut says so; the room is the same problem, one line.
    @Test func aClippedFieldIsNotAlsoSqueezed() throws {
        let lines = try Self.lines(Self.screen(placeholder: "Where to?"), [.l, .ax5])
        #expect(lines == ["AX5 destinationField clipped: needs 249 pt, has 96.333 pt"])
    }
}
