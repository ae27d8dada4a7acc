import Testing
@testable import TypeScale

/// Valid documents: values, member order, locations and paths.
struct JSONReaderTests {
    @Test func readsEveryKindOfValueWithMembersInSourceOrder() throws {
        let node = try JSONReader.parse(
            #"{"z": 1, "a": [true, false, null], "m": "x", "n": -2.5e3, "o": {}}"#, file: "s.json")
        let object = try node.object()
        #expect(object.members.map(\.key) == ["z", "a", "m", "n", "o"])
        #expect(try object.required("z").number() == 1)
        let elements = try object.required("a").array()
        #expect(try elements[0].bool() == true)
        #expect(try elements[1].bool() == false)
        #expect(elements[2].isNull)
        #expect(try object.required("m").string() == "x")
        #expect(try object.required("n").number() == -2500)
        #expect(try object.required("o").object().members.isEmpty)
    }

    @Test func locatesValuesAndKeysByLineAndColumn() throws {
        let text = """
            {
              "views": [
                { "id": "a" },
                { "id": "b", "font": "body" }
              ]
            }
            """
        let root = try JSONReader.parse(text, file: "s.json")
        #expect(root.location == SourceLocation(line: 1, column: 1))
        let views = try root.object().required("views")
        #expect(views.location == SourceLocation(line: 2, column: 12))
        let second = try views.array()[1]
        #expect(second.location == SourceLocation(line: 4, column: 5))
        #expect(second.path.description == "views[1]")
        let font = try second.object().required("font")
        #expect(font.location == SourceLocation(line: 4, column: 26))
        #expect(font.path.description == "views[1].font")
        #expect(font.path == JSONPath.root.appending(key: "views").appending(index: 1)
            .appending(key: "font"))
        let fontMember = try #require(try second.object().member("font"))
        #expect(fontMember.keyLocation == SourceLocation(line: 4, column: 18))
    }

    @Test func countsColumnsInUnicodeScalarsAfterMultiByteCharactersAndCRLF() throws {
        // "é" is 2 bytes, "日" 3 bytes and "😀" 4 bytes, but one column each.
        let text = "{\r\n  \"café\": \"日😀\", \"x\": 7\r\n}"
        let object = try JSONReader.parse(text, file: "s.json").object()
        #expect(try object.required("x").location == SourceLocation(line: 2, column: 22))
        #expect(try object.required("café").string() == "日😀")
    }

    @Test func treatsALoneCarriageReturnAsALineBreak() throws {
        let node = try JSONReader.parse("[1,\r2,\r\n3]", file: "s.json")
        let locations = try node.array().map(\.location)
        #expect(locations == [
            SourceLocation(line: 1, column: 2), SourceLocation(line: 2, column: 1),
            SourceLocation(line: 3, column: 1),
        ])
    }

    @Test func skipsALeadingByteOrderMarkWithoutCountingItAsAColumn() throws {
        let node = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array(#" {"a": 1}"#.utf8), file: "s")
        #expect(node.location == SourceLocation(line: 1, column: 2))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try JSONReader.parse(
            #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u65E5", "\uD83D\uDE00!", "\u0000"]"#, file: "s")
        let strings = try node.array().map { try $0.string() }
        #expect(strings == ["a\"b\\c/d\u{08}\u{0C}\n\r\t", "é日", "😀!", "\u{0}"])
    }

    @Test func keepsNonASCIITextExactly() throws {
        let node = try JSONReader.parse(#"["naïve 日本語 😀 ǅ"]"#, file: "s")
        #expect(try node.array()[0].string() == "naïve 日本語 😀 ǅ")
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1e308", 1e308), ("1E+2", 100), ("2.5e-3", 0.0025),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("0.1", 0.1), ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
        ("4.9e-324", Double.leastNonzeroMagnitude), ("1e-999", 0), ("9007199254740993", 9007199254740992),
        ("0.30000000000000004", 0.30000000000000004), ("25.060546875", 25.060546875),
    ])
    func parsesNumbersExactly(text: String, expected: Double) throws {
        let value = try JSONReader.parse(text, file: "s").number()
        #expect(value == expected)
        #expect(value.sign == expected.sign)
    }

    @Test func acceptsNestingOfExactly512Levels() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var node = try JSONReader.parse(text, file: "s")
        var depth = 1
        while case .array(let elements) = node.value, let first = elements.first {
            node = first
            depth += 1
        }
        #expect(depth == 512)
    }

    @Test func parsesAFewMegabytesQuickly() throws {
        // A ~5 MB screen-like document; release builds read 57 MB in about a second.
        var text = "[\n"
        let count = 20_000
        for index in 0..<count {
            text += """
                  {"id": "view\(index)", "kind": "label", "text": "Café \\"\(index)\\"\\n",
                   "font": {"size": \(Double(index) / 8), "weight": "semibold"},
                   "margins": [8, 8.5, 1e-3, -12], "hidden": false, "x": null,
                   "children": [{"id": "c\(index)", "n": 1.5}, {"id": "d\(index)", "n": [[], {}]}]}
                """
            text += index == count - 1 ? "\n]\n" : ",\n"
        }
        let bytes = Array(text.utf8)
        #expect(bytes.count > 4_000_000)
        let start = ContinuousClock.now
        let root = try JSONReader.parse(bytes, file: "big.json")
        let elapsed = ContinuousClock.now - start
        let views = try root.array()
        #expect(views.count == count)
        let last = try views[count - 1].object()
        #expect(try last.required("id").string() == "view19999")
        #expect(try last.required("text").string() == "Café \"19999\"\n")
        #expect(try last.required("font").object().required("size").number() == 2499.875)
        #expect(views[count - 1].location == SourceLocation(line: 4 * count - 2, column: 3))
        // A hang guard, not a speed test (make bench measures speed): ~1 s here, and a
        // quadratic reader would take hours; the limit is far above a loaded 2-core machine.
        #expect(elapsed < .seconds(120))
    }
}
