import Testing
import TypeScale

struct InputErrorTests {
    let path = JSONPath.root.appending(key: "constraints").appending(index: 3)

    @Test func printsFileLocationPathAndMessage() {
        let error = InputError(
            file: "screen.json", path: path, location: SourceLocation(line: 14, column: 22),
            message: "unknown view 'nameFeild' (did you mean 'nameField'?)")
        #expect(error.description
            == "screen.json:14:22: constraints[3]: unknown view 'nameFeild' (did you mean 'nameField'?)")
    }

    @Test func leavesOutWhatIsUnknown() {
        #expect(InputError(file: "screen.json", path: path, message: "m").description
            == "screen.json: constraints[3]: m")
        #expect(InputError(file: "screen.json", location: SourceLocation(line: 3, column: 1),
                           message: "m").description == "screen.json:3:1: m")
        #expect(InputError(file: "screen.json", path: .root, message: "m").description
            == "screen.json: m")
    }

    @Test func printsEachDetailLineOnItsOwnLine() {
        let error = InputError(
            file: "screen.json", path: JSONPath.root.appending(key: "constraints").appending(index: 0),
            message: "expected ']' after view name",
            detail: ["H:|-[nameLabel-[nameField]-|", "              ^"])
        #expect(error.description == """
            screen.json: constraints[0]: expected ']' after view name
            H:|-[nameLabel-[nameField]-|
                          ^
            """)
    }

    @Test func ordersLocationsByLineThenColumn() {
        #expect(SourceLocation(line: 2, column: 1) > SourceLocation(line: 1, column: 80))
        #expect(SourceLocation(line: 2, column: 3) < SourceLocation(line: 2, column: 4))
        #expect(SourceLocation(line: 7, column: 9).description == "7:9")
    }

    @Test func quotesNamesOnOneLineAndShortensLongOnes() {
        #expect(InputError.quote("nameField") == "'nameField'")
        #expect(InputError.quote("a\nb\u{7F}") == #"'a\nb\u{7F}'"#)
        #expect(InputError.quote(String(repeating: "x", count: 41))
            == "'" + String(repeating: "x", count: 40) + "…'")
        #expect(InputError.quote(String(repeating: "é", count: 40))
            == "'" + String(repeating: "é", count: 40) + "'")
    }

    @Test func keepsDuplicateKeyMessagesOnOneLine() {
        do {
            _ = try JSONReader.parse(#"{"a\nb": 1, "a\nb": 2}"#, file: "s.json")
            Issue.record("duplicate accepted")
        } catch {
            #expect(error.description == #"s.json:1:13: duplicate key 'a\nb'"#)
        }
    }
}
