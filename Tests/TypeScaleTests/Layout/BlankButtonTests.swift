import Testing
@testable import TypeScale

/// Which buttons a layout marks blank (`LaidOutView.isBlankButton`), for the audit's tap areas.
struct BlankButtonTests {
    /// What the layout calls blank: a button with no `title` and no intrinsic size of its own
    /// (an image-only button's, as Interface Builder's import writes it); a label is never one.
    @Test(arguments: [
        (#"{ "id": "b", "kind": "button" }"#, true),
        (#"{ "id": "b", "kind": "button", "title": "Go" }"#, false),
        (#"{ "id": "b", "kind": "button", "intrinsic": { "width": 30, "height": 30 } }"#, false),
        (#"{ "id": "b", "kind": "button", "intrinsic": { "width": null, "height": 30 } }"#, false),
        (#"{ "id": "b", "kind": "button", "intrinsic": { "width": 30 } }"#, false),
        (#"{ "id": "b", "kind": "button", "intrinsic": { "width": null, "height": null } }"#, true),
        (#"{ "id": "b", "kind": "label" }"#, false),
    ])
    func blankIsNoTitleAndNoSizeOfItsOwn(view: String, blank: Bool) throws {
        let layout = try LayoutHarness.layout(#"""
            { "name": "tap", "views": [ \#(view) ],
              "constraints": ["H:|-20-[b(44)]", "V:|-100-[b(44)]"] }
            """#)
        #expect(layout.view("b")?.isBlankButton == blank)
    }
}
