import Testing
@testable import TypeScale

/// In `fillProportionally` a view with no intrinsic size along the axis counts its fitting
/// size, which a required constraint fixing its length gives (round 37: Sunil-P's profile
/// column, a 150-pt picture over a button, stored 186 tall in its proportional stack; dev
/// set 53). A nested stack counts its content so, its picture's 150 pt among it.
struct ProportionalFittingSizeTests {
    /// A vertical proportional stack 400 tall: a column (a 150-pt picture over a 30-pt
    /// button, 5 apart), then a label; `pinned` fixes the picture's height.
    static func screen(pinned: Bool, priority: String = "") -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [
            { "id": "form", "kind": "stack", "axis": "vertical", "distribution": "fillProportionally", "children": [
              { "id": "column", "kind": "stack", "axis": "vertical", "spacing": 5, "children": [
                { "id": "photo", "kind": "image" },
                { "id": "add", "kind": "button", "title": "Add", "intrinsic": { "width": 60, "height": 30 } } ] },
              { "id": "name", "kind": "label", "text": "Name", "intrinsic": { "width": 40, "height": 20 } } ] } ],
          "constraints": ["H:|[form]|", "V:|[form(400)]"\(pinned ? ", \"photo.height == 150\(priority)\"" : "")] }
        """
    }

    @Test func aFixedHeightCountsInItsStacksShare() throws {
        let layout = try LayoutHarness.layout(Self.screen(pinned: true))
        // A second, conflicting height is the one broken (SPEC §4: the last listed), so the
        // share is the first's too.
        let conflicting = try LayoutHarness.layout(Self.screen(pinned: true, priority: "\", \"photo.height == 100"))
        #expect(abs(try #require(conflicting.frame("column")).height - 400 * 185 / 205) < 0.5)
        // Shares 185 (150 + 5 + 30) and 20 of 205: 360.976 and 39.024 of 400.
        let column = try #require(layout.frame("column"))
        #expect(abs(column.height - 400 * 185 / 205) < 0.5)
        #expect(abs(try #require(layout.frame("name")).height - 400 * 20 / 205) < 0.5)
    }

    /// Without it, or with an optional one (which a fitting size may break), the column
    /// counts its button alone: shares 35 (0 + 5 + 30) and 20 of 55.
    @Test(arguments: [(false, ""), (true, " @750")])
    func withoutItTheColumnCountsItsButtonAlone(pinned: Bool, priority: String) throws {
        let layout = try LayoutHarness.layout(Self.screen(pinned: pinned, priority: priority))
        #expect(abs(try #require(layout.frame("column")).height - 400 * 35 / 55) < 0.5)
    }

    /// Inside a nested stack a field's required 45-pt height counts, not its own 34 (the
    /// nested stack's length is its fitting size): Sunil-P's email column, a 14.5-pt label, a
    /// 4-pt gap and the field, 63.5 against a 20-pt label's share (with the field's 34, 52.5).
    @Test func insideANestedStackAFixedLengthOutranksTheIntrinsicSize() throws {
        func screen(nested: Bool = true) -> String {
            let field = #"{ "id": "email", "kind": "field", "placeholder": "Email", "intrinsic": { "width": 160, "height": 34 } }"#
            let column = nested
                ? #"{ "id": "column", "kind": "stack", "axis": "vertical", "spacing": 4, "children": [ { "id": "caption", "kind": "label", "text": "Email", "intrinsic": { "width": 40, "height": 14.5 } }, "# + field + " ] }"
                : field
            return """
                { "size": { "width": 320, "height": 480, "scale": 2 },
                  "views": [
                    { "id": "form", "kind": "stack", "axis": "vertical", "distribution": "fillProportionally", "children": [
                      \(column),
                      { "id": "name", "kind": "label", "text": "Name", "intrinsic": { "width": 40, "height": 20 } } ] } ],
                  "constraints": ["H:|[form]|", "V:|[form(300)]", "email.height == 45"] }
                """
        }
        let nested = try LayoutHarness.layout(screen(nested: true))
        #expect(abs(try #require(nested.frame("column")).height - 300 * 63.5 / 83.5) < 0.5)
        #expect(abs(try #require(nested.frame("name")).height - 300 * 20 / 83.5) < 0.5)
    }
}
