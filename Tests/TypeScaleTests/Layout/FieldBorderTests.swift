import Testing
@testable import TypeScale

/// A field's `border` (UITextField.BorderStyle): the rounded rectangle pads its text, a
/// borderless field does not (README "Interface Builder files").
struct FieldBorderTests {
    static func screen(border: String?) -> String {
        let member = border.map { #", "border": "\#($0)""# } ?? ""
        return """
        { "name": "f", "device": "iphone-8",
          "views": [ { "id": "field", "kind": "field", "placeholder": "Search", "font": "body"\(member) } ],
          "constraints": [ "field.left == superview.left + 10", "field.top == superview.top + 10" ] }
        """
    }

    /// Body text at L, @2x: 20.29 pt lines. Borderless: 21 + 1 = 22 tall, the placeholder's
    /// width; rounded: 20.5 + 13 = 33.5 tall, 7 pt more at each side.
    @Test func aBorderlessFieldIsItsTextAndOnePoint() throws {
        let rounded = try #require(try LayoutHarness.layout(Self.screen(border: nil)).frame("field"))
        let none = try #require(try LayoutHarness.layout(Self.screen(border: "none")).frame("field"))
        let explicit = try #require(try LayoutHarness.layout(Self.screen(border: "roundedRect")).frame("field"))
        #expect(rounded == explicit)
        #expect(rounded.height == 33.5)
        #expect(none.height == 22)
        #expect(none.width == rounded.width - 14)
    }

    @Test func anUnknownBorderIsAnError() {
        #expect {
            _ = try LayoutHarness.layout(Self.screen(border: "bezel"))
        } throws: { error in
            "\(error)".contains("bezel") && "\(error)".contains("roundedRect")
        }
    }
}
