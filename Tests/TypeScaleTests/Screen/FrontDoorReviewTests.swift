import Foundation
import Testing
@testable import TypeScale

/// Review 37b (fresh eyes on the front door and typography): each test fails on HEAD ba6f1ef.
@Suite struct FrontDoorReviewTests {
    // MARK: 1. Nested category limits compose (UIView.maximumContentSizeCategory)

    /// UIKit clamps a view's trait collection, which its subviews inherit and clamp again: a
    /// subview's own, looser limit cannot undo its superview's (`appliedContentSizeCategoryLimits-
    /// Description` lists the limits of the view and its superviews). An inner `maxCategory: AX3`
    /// inside an outer `maxCategory: XL` leaves the label at XL (body 19 pt) at AX5.
    @Test func nestedMaximumCategoriesCompose() throws {
        let json = """
        { "device": "iphone-15", "views": [
          { "id": "outer", "kind": "view", "maxCategory": "XL", "children": [
            { "id": "inner", "kind": "view", "maxCategory": "AX3", "children": [
              { "id": "t", "kind": "label", "text": "Hello", "font": "body" } ] } ] } ],
          "constraints": [ "H:|[outer]|", "V:|[outer]|", "H:|[inner]|", "V:|[inner]|",
                           "t.left == inner.left", "t.top == inner.top" ] }
        """
        let ax5 = try LayoutHarness.layout(json, category: .ax5)
        #expect(ax5.view("t")?.text?.font.size == 19)  // HEAD: 40 (AX3's body)
    }

    // MARK: 2. A bad `fonts` entry: the file as messages name it, and its line:column

    static let screenWithMissingFont = "{\n  \"fonts\": [\n    \"no-such-font.ttf\"\n  ]\n}\n"

    @Test func aMissingFontFileIsReportedAtItsLineAndColumn() throws {
        let screen = try ScreenDecoder.decode(Array(Self.screenWithMissingFont.utf8), file: "dir/screen.json")
        do {
            _ = try LoadedScreen.load(screen, path: "dir/screen.json", fontFiles: [])
            Issue.record("expected an input error")
        } catch let error as InputError {
            // HEAD: "dir/screen.json: fonts[0]: …" with no location, though the decoder had it.
            #expect(error.location == SourceLocation(line: 3, column: 5), "\(error)")
        }
    }

    @Test func aMissingFontFileOfStandardInputNamesStdin() throws {
        let screen = try ScreenDecoder.decode(Array(Self.screenWithMissingFont.utf8), file: StandardInput.name)
        do {
            _ = try LoadedScreen.load(screen, path: "-", fontFiles: [])
            Issue.record("expected an input error")
        } catch let error as InputError {
            // HEAD: "-: fonts[0]: …", where every other error of a screen read from stdin says "stdin".
            #expect(error.file == "stdin", "\(error)")
        }
    }

    // MARK: 3. Range errors print the value as written, not rounded to 3 decimals

    static func decodeError(_ json: String) -> InputError? {
        do {
            _ = try ScreenDecoder.decode(Array(json.utf8), file: "s.json")
            return nil
        } catch let error as InputError {
            return error
        } catch {
            return nil
        }
    }

    @Test(arguments: [
        (#"{ "views": [ { "id": "a", "kind": "label", "font": { "size": 1000.0001 } } ] }"#, "1000.0001"),
        (#"{ "size": { "width": 320, "height": 480, "scale": 2.0000001 } }"#, "2.0000001"),
        (#"{ "views": [ { "id": "a", "kind": "label", "hugging": 250.0000001 } ] }"#, "250.0000001"),
        (#"{ "views": [ { "id": "a", "kind": "label", "font": { "size": 0.0001 } } ] }"#, "0.0001"),
    ])
    func rangeErrorsQuoteTheValueAsWritten(json: String, written: String) throws {
        let error = try #require(Self.decodeError(json))
        // HEAD: "a font size must be between 1 and 1000, found 1000", "a scale is 1, 2 or 3,
        // found 2", "a priority must be a whole number from 1 to 1000, found 250", "… found 0".
        #expect(error.message.contains(written), "\(error)")
    }

    // MARK: 4. Names from the file are quoted as InputError.quote quotes them

    @Test(arguments: [
        #"{ "views": [ { "id": "a", "kind": "label", "font": "bo\ndy" } ] }"#,
        #"{ "device": "iphone\n15" }"#,
        #"{ "views": [ { "id": "a\nb", "kind": "label" } ] }"#,
        #"{ "metrics": { "a\nb": 1 } }"#,
        #"{ "views": [ { "id": "a", "kind": "label", "lineBreak": "ta\nil" } ] }"#,
    ])
    func errorMessagesStayOnOneLine(json: String) throws {
        let error = try #require(Self.decodeError(json))
        // HEAD: the raw newline splits the diagnostic ("unknown text style 'bo" / "dy'").
        #expect(!error.description.contains("\n"), "\(error)")
    }

    // MARK: 5. A table's cell constraints are checked whether or not it has rows

    @Test func cellConstraintsNamingNoCellViewAreAnErrorWithoutRows() throws {
        let json = """
        { "views": [ { "id": "t", "kind": "table",
            "cell": { "views": [ { "id": "l", "kind": "label" } ], "constraints": [ "x.width == 3" ] } } ],
          "constraints": [ "H:|[t]|", "V:|[t]|" ] }
        """
        // With one row: "views[0].cell.constraints[0]: unknown cell view 'x'". HEAD: no rows, no error.
        #expect(throws: InputError.self) { try LayoutHarness.layout(json) }
    }

    // MARK: 6. Variation selectors advance nothing (they are default-ignorable, as ZWJ is)

    @Test func aVariationSelectorAddsNoNotdefBox() throws {
        let fonts = FontCatalog.standard()
        let font = try fonts.resolve(.fixed(17), in: FontEnvironment())
        for base in ["\u{2764}", "\u{00A9}", "\u{26A0}"] {
            let plain = fonts.measure(base, font: font, wrapWidth: nil).width
            let selected = fonts.measure(base + "\u{FE0F}", font: font, wrapWidth: nil).width
            // HEAD: "❤\u{FE0F}" 33.406 vs "❤" 16.944: U+FE0F measured as a `.notdef` box.
            #expect(selected == plain, "\(base.unicodeScalars.first!.value): \(selected) vs \(plain)")
        }
    }
}
