import Testing
import TypeScale

/// Every syntax error: its message, line:column and path, as the CLI would print it.
struct JSONReaderErrorTests {
    /// The printed error for `text`, or "no error".
    func failure(_ text: String) -> String {
        failure(Array(text.utf8))
    }

    func failure(_ bytes: [UInt8]) -> String {
        do {
            _ = try JSONReader.parse(bytes, file: "screen.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("", "screen.json: empty file: expected a JSON value"),
        (" \n\t\r\n ", "screen.json: empty file: expected a JSON value"),
        ("\u{FEFF}", "screen.json: empty file: expected a JSON value"),
        (#"{"a": 1,}"#, "screen.json:1:9: trailing comma is not valid JSON"),
        ("[1, 2,]", "screen.json:1:7: trailing comma is not valid JSON"),
        (#"{"a": NaN}"#, "screen.json:1:7: a: NaN is not valid JSON"),
        ("[Infinity]", "screen.json:1:2: [0]: Infinity is not valid JSON"),
        ("[-Infinity]", "screen.json:1:3: [0]: Infinity is not valid JSON"),
        (#"{"size": 1e999}"#, "screen.json:1:10: size: number 1e999 is out of range"),
        ("[-1.5e400]", "screen.json:1:2: [0]: number -1.5e400 is out of range"),
        (#"{"a" 1}"#, "screen.json:1:6: expected ':' after object key 'a', found a number"),
        (#"{"a": 1 "b": 2}"#,
         "screen.json:1:9: expected ',' or '}' after object member, found a string"),
        ("{a: 1}", "screen.json:1:2: expected a string key, found 'a'"),
        ("{,}", "screen.json:1:2: expected a string key, found ','"),
        ("[1 2]", "screen.json:1:4: expected ',' or ']' after array element, found a number"),
        (#"{"id": 1, "id": 2}"#, "screen.json:1:11: duplicate key 'id'"),
        (#"{"views": [{"id": "a", "id": "b"}]}"#,
         "screen.json:1:24: views[0]: duplicate key 'id'"),
        ("[1] x", "screen.json:1:5: unexpected 'x' after the JSON value"),
        (#"{"a": "b"}}"#, "screen.json:1:11: unexpected '}' after the JSON value"),
        ("[\"abc", "screen.json:1:2: [0]: unterminated string"),
        ("[\"a\nb\"]",
         "screen.json:1:4: [0]: unescaped line break in string (write \\n, or close the string)"),
        ("[\"a\tb\"]",
         "screen.json:1:4: [0]: unescaped control character U+0009 in string (write \\u0009)"),
        (#"["\x"]"#, #"screen.json:1:3: [0]: invalid escape '\x' in string (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        (#"["\u12"]"#, #"screen.json:1:3: [0]: expected 4 hex digits after '\u'"#),
        (#"["\uD83D"]"#,
         #"screen.json:1:3: [0]: unpaired surrogate '\uD83D' in string (not a Unicode character)"#),
        (#"["\uDE00x"]"#,
         #"screen.json:1:3: [0]: unpaired surrogate '\uDE00' in string (not a Unicode character)"#),
        (#"["ab\uD83D\u0041"]"#,
         #"screen.json:1:5: [0]: unpaired surrogate '\uD83D' in string (not a Unicode character)"#),
        ("// c\n{}", "screen.json:1:1: comments are not valid JSON (use a key starting with '_')"),
        ("['a']",
         "screen.json:1:2: [0]: single-quoted strings are not valid JSON (use double quotes)"),
        ("[+1]", "screen.json:1:2: [0]: a leading '+' is not valid JSON"),
        ("[.5]", "screen.json:1:2: [0]: a number must start with a digit (write 0.5, not .5)"),
        ("[01]", "screen.json:1:2: [0]: leading zeros are not valid JSON"),
        ("[1.]", "screen.json:1:4: [0]: expected a digit after '.'"),
        ("[1e]", "screen.json:1:4: [0]: expected a digit in the exponent"),
        ("[-]", "screen.json:1:3: [0]: expected a digit after '-'"),
        ("[True]", "screen.json:1:2: [0]: unexpected 'True' (JSON's literals are true, false and null)"),
        ("[tru]",
         "screen.json:1:2: [0]: expected a JSON value, found 'tru' (strings need double quotes)"),
        (#"{"a": nameLabel}"#,
         "screen.json:1:7: a: expected a JSON value, found 'nameLabel' (strings need double quotes)"),
        (#"{"a": 1"#,
         "screen.json:1:8: expected ',' or '}' after object member, found end of file (the object at 1:1 is not closed)"),
        ("[\n  [1,\n   2\n", "screen.json:4:1: [0]: expected ',' or ']' after array element, found end of file (the array at 2:3 is not closed)"),
        ("[", "screen.json:1:2: [0]: expected a JSON value, found end of file"),
        (#"{"a":"#, "screen.json:1:6: a: expected a JSON value, found end of file"),
        ("[\u{7}]", "screen.json:1:2: [0]: expected a JSON value, found character U+0007"),
    ])
    func reportsSyntaxErrors(input: String, expected: String) {
        #expect(failure(input) == expected)
    }

    @Test func locatesErrorsAfterCRLFAndMultiByteCharacters() {
        #expect(failure("{\r\n  \"naïve\": \"café\",\r\n  \"b\": tru\r\n}")
            == "screen.json:3:8: b: expected a JSON value, found 'tru' (strings need double quotes)")
        #expect(failure(#"{"café": "naïve", "x": @}"#)
            == "screen.json:1:24: x: expected a JSON value, found '@'")
        #expect(failure(#"["😀日本", !]"#)
            == "screen.json:1:9: [1]: expected a JSON value, found '!'")
        #expect(failure("[1,\r2,\r@]") == "screen.json:3:1: [2]: expected a JSON value, found '@'")
        #expect(failure("\u{FEFF}[@]") == "screen.json:1:2: [0]: expected a JSON value, found '@'")
        #expect(failure("[\"é\", é]")
            == "screen.json:1:7: [1]: expected a JSON value, found 'é' (U+00E9)")
    }

    @Test func namesTheDeepestPathBeingRead() {
        let text = """
            {"views": [{"id": "a"}, {"id": "b", "children": [{"font": {"size": 1e999}}]}]}
            """
        #expect(failure(text)
            == "screen.json:1:68: views[1].children[0].font.size: number 1e999 is out of range")
    }

    @Test func rejectsInvalidUTF8WithItsLocation() {
        let quote = UInt8(ascii: "\""), open = UInt8(ascii: "["), close = UInt8(ascii: "]")
        let a = UInt8(ascii: "a")
        #expect(failure([open, quote, a, 0xFF, quote, close])
            == "screen.json:1:4: [0]: invalid UTF-8 byte 0xFF")
        // Overlong encoding of "/".
        #expect(failure([open, quote, 0xC0, 0xAF, quote, close])
            == "screen.json:1:3: [0]: invalid UTF-8 byte 0xC0")
        // A UTF-16 surrogate encoded in UTF-8.
        #expect(failure([open, quote, 0xED, 0xA0, 0x80, quote, close])
            == "screen.json:1:3: [0]: invalid UTF-8 byte 0xED")
        // Above U+10FFFF.
        #expect(failure([open, quote, 0xF4, 0x90, 0x80, 0x80, quote, close])
            == "screen.json:1:3: [0]: invalid UTF-8 byte 0xF4")
        // Truncated at the end of the file.
        #expect(failure([open, quote, 0xE2, 0x82])
            == "screen.json:1:3: [0]: invalid UTF-8 byte 0xE2")
        // A UTF-16 file, recognised by its byte order mark.
        #expect(failure([0xFF, 0xFE, UInt8(ascii: "{"), 0, UInt8(ascii: "}"), 0])
            == "screen.json: the file is UTF-16; save it as UTF-8")
        // A lone continuation byte outside any string.
        #expect(failure([open, 0x80, close]) == "screen.json:1:2: [0]: invalid UTF-8 byte 0x80")
    }

    @Test func rejects50000LevelsOfNestingWithoutRecursing() throws {
        for opener in ["[", #"{"a":"#] {
            let text = String(repeating: opener, count: 50_000)
            do {
                _ = try JSONReader.parse(text, file: "screen.json")
                Issue.record("deep nesting was accepted")
            } catch {
                #expect(error.message == "nesting deeper than 512 levels")
                #expect(error.location == SourceLocation(line: 1, column: 512 * opener.count + 1))
                #expect(error.path?.components.count == 512)
                let shown = opener == "[" ? "[0][0][0][0][0][0][0][0]…(496 more)…[0][0][0][0][0][0][0][0]"
                    : "a.a.a.a.a.a.a.a…(496 more)….a.a.a.a.a.a.a.a"
                #expect(error.description == "screen.json:1:\(512 * opener.count + 1): \(shown): "
                    + "nesting deeper than 512 levels")
            }
        }
    }

    @Test func acceptsEmptyContainersAt512ButNot513() {
        let ok = String(repeating: "[", count: 511) + "{}" + String(repeating: "]", count: 511)
        #expect(failure(ok) == "no error")
        let deep = String(repeating: "[", count: 512) + "{}" + String(repeating: "]", count: 512)
        #expect(failure(deep).hasSuffix("nesting deeper than 512 levels"))
    }

    @Test func detectsDuplicateKeysInLargeObjects() {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(failure("{\(members)}") == "no error")
        #expect(failure("{\(members), \"k42\": 0}").hasSuffix("duplicate key 'k42'"))
    }
}
