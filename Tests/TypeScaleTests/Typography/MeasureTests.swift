import Testing
@testable import TypeScale

@Suite struct MeasureTests {
    let catalog = try! FontCatalog.standard()

    func bodyAtL() throws -> ResolvedFont {
        try catalog.resolve(.style(.body), in: FontEnvironment(category: .l))
    }

    @Test func helloAndNameWidths() throws {
        let font = try bodyAtL()
        for text in ["Hello", "Name", "Names", "Title", "Label", "Email"] {
            let m = catalog.measure(text, font: font, wrapWidth: nil)
            print("WIDTH", text, m.width)
        }
    }
}
