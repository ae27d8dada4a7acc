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

extension FieldBorderTests {
    /// `extraWidth` widens a rounded-rect field's intrinsic size beyond its text and insets
    /// (UIKit's, read off Interface Builder's frames); the text keeps its 7-pt insets, so the
    /// audit still asks only text + 14 of it. A borderless field has no such width.
    @Test func extraWidthWidensOnlyTheIntrinsicSize() throws {
        func width(_ extra: String, border: String = "roundedRect") throws -> Double {
            let json = """
                { "size": { "width": 320, "height": 200, "scale": 2 },
                  "views": [ { "id": "f", "kind": "field", "placeholder": "Name", "font": { "size": 14 },
                               "border": "\(border)" \(extra) } ],
                  "constraints": [ "f.leading == root.leading + 16", "f.top == root.top + 20" ] }
                """
            return try #require(try LayoutHarness.layout(json).frame("f")).width
        }
        // "Name" at 14 pt: 38.14; + 7 + 7 → 52.5, + 14 more → 66.5 on @2x.
        #expect(try width("") == 52.5)
        #expect(try width(#", "extraWidth": 14"#) == 66.5)
        #expect(try width(#", "extraWidth": 14"#, border: "none") == 38.5)
        #expect(throws: InputError.self) { try width(#", "extraWidth": -1"#) }
    }
}
