import Foundation
import Testing
import TypeScale

struct JSONWriterTests {
    @Test func prettyPrintsWithKeysInTheGivenOrder() {
        let output = JSONOutput.object([
            ("screen", .string("detail")),
            ("size", .object([("width", .number(320)), ("height", .number(568))])),
            ("views", .array([.object([("id", .string("root")), ("parent", .null)])])),
            ("warnings", .array([])),
            ("extra", .object([])),
            ("flags", .array([.bool(true), .bool(false), .number(25.060546875), .number(-0.0)])),
        ])
        #expect(output.rendered() == """
            {
              "screen": "detail",
              "size": {
                "width": 320,
                "height": 568
              },
              "views": [
                {
                  "id": "root",
                  "parent": null
                }
              ],
              "warnings": [],
              "extra": {},
              "flags": [
                true,
                false,
                25.061,
                0
              ]
            }
            """)
    }

    @Test func printsScalarsAtTheTopLevel() {
        #expect(JSONOutput.string("a").rendered() == #""a""#)
        #expect(JSONOutput.number(1e21).rendered() == "1000000000000000000000")
        #expect(JSONOutput.number(.nan).rendered() == "null")
        #expect(JSONOutput.number(-.infinity).rendered() == "null")
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONOutput.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONOutput.quoted("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
        #expect(JSONOutput.quoted("\u{0}\u{1F}\u{1B}") == #""\u0000\u001f\u001b""#)
        #expect(JSONOutput.quoted("café 日本 😀 /") == "\"café 日本 😀 /\"")
    }

    static let awkwardStrings: [String] = [
        String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }),
        "quote \" backslash \\ slash / tab\t",
        "café 日本語 😀 e\u{301} \u{2028}\u{2029} \u{7F}",
        "",
    ]

    @Test(arguments: awkwardStrings)
    func roundTripsStringsThroughFoundation(text: String) throws {
        let rendered = JSONOutput.object([(text, .array([.string(text)]))]).rendered()
        let parsed = try JSONSerialization.jsonObject(with: Data(rendered.utf8))
        let dictionary = try #require(parsed as? [String: Any])
        let array = try #require(dictionary[text] as? [String])
        #expect(array == [text])
    }

    @Test(arguments: awkwardStrings)
    func roundTripsStringsThroughTheReader(text: String) throws {
        let rendered = JSONOutput.array([.string(text)]).rendered()
        let node = try JSONReader.parse(rendered, file: "out.json")
        #expect(try node.array()[0].string() == text)
        // Byte-for-byte, not just canonically equivalent.
        #expect(Array(try node.array()[0].string().unicodeScalars) == Array(text.unicodeScalars))
    }

    @Test func writesIntoAnyTextStream() {
        var text = "> "
        JSONOutput.array([.number(1), .number(2.5)]).write(to: &text)
        #expect(text == "> [\n  1,\n  2.5\n]")
    }
}
