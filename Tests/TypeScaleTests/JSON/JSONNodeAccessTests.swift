import Testing
@testable import TypeScale

/// Typed access: the errors decoders get when a value has the wrong type, a key is unknown
/// or missing.
struct JSONNodeAccessTests {
    let document = """
        {
          "id": "nameLabel",
          "lines": 2,
          "width": 2.5,
          "big": 1e300,
          "hidden": false,
          "views": [],
          "font": null,
          "_comment": "ignored"
        }
        """

    func member(_ key: String) throws -> JSONNode {
        try JSONReader.parse(document, file: "screen.json").object().required(key)
    }

    func failure(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch let error as InputError {
            return error.description
        } catch {
            return "not an InputError: \(error)"
        }
    }

    @Test func reportsTypeMismatchesAtTheValue() throws {
        let id = try member("id"), lines = try member("lines"), views = try member("views")
        let hidden = try member("hidden"), font = try member("font")
        #expect(failure { _ = try lines.string() }
            == "screen.json:3:12: lines: expected a string, found a number")
        #expect(failure { _ = try id.number() }
            == "screen.json:2:9: id: expected a number, found a string")
        #expect(failure { _ = try views.bool() }
            == "screen.json:7:12: views: expected true or false, found an array")
        #expect(failure { _ = try hidden.array() }
            == "screen.json:6:13: hidden: expected an array, found false")
        #expect(failure { _ = try font.object() }
            == "screen.json:8:11: font: expected an object, found null")
        #expect(failure { _ = try id.integer() }
            == "screen.json:2:9: id: expected a number, found a string")
    }

    @Test func readsIntegersOnlyWhenWholeAndInRange() throws {
        #expect(try member("lines").integer() == 2)
        #expect(failure { _ = try member("width").integer() }
            == "screen.json:4:12: width: expected an integer, found 2.5")
        #expect(failure { _ = try member("big").integer() }
            == "screen.json:5:10: big: integer 1e+300 is out of range")
        let whole = try JSONReader.parse("3.0", file: "s")
        #expect(try whole.integer() == 3)
    }

    @Test func rejectsUnknownKeysAtTheKeyWithASuggestion() throws {
        let root = try JSONReader.parse(document, file: "screen.json")
        let allowed = ["id", "lines", "width", "big", "hidden", "views", "font"]
        #expect(try root.object(allowing: allowed).members.count == 8)
        #expect(failure { _ = try root.object(allowing: allowed.filter { $0 != "hidden" }) }
            == "screen.json:6:3: unknown key 'hidden' (allowed here: id, lines, width, big, views, font)")
        #expect(failure { _ = try root.object(allowing: ["id", "lines", "width", "big", "hiden"]) }
            == "screen.json:6:3: unknown key 'hidden' (did you mean 'hiden'?)")
        let nested = try JSONReader.parse(#"{"views": [{"id": "a", "txet": "b"}]}"#, file: "s.json")
        let view = try nested.object().required("views").array()[0]
        #expect(failure { _ = try view.object(allowing: ["id", "kind", "text", "font"]) }
            == "s.json:1:24: views[0]: unknown key 'txet' (did you mean 'text'?)")
    }

    @Test func reportsMissingKeysAtTheObject() throws {
        let root = try JSONReader.parse(#"{"views": [ {"kind": "label"} ]}"#, file: "s.json")
        let view = try root.object().required("views").array()[0].object()
        #expect(failure { _ = try view.required("id") } == "s.json:1:13: views[0]: missing key 'id'")
        #expect(view.optional("id") == nil)
        #expect(try view.optional("kind")?.string() == "label")
    }

    @Test func distinguishesAbsentFromNull() throws {
        let object = try JSONReader.parse(document, file: "s").object()
        #expect(object.optional("font")?.isNull == true)
        #expect(object.optionalNonNull("font") == nil)
        #expect(object.optional("absent") == nil)
        #expect(object.contains("font"))
        #expect(!object.contains("absent"))
    }

    @Test func checksChoicesWithASuggestion() throws {
        let node = try JSONReader.parse(#"{"kind": "lable"}"#, file: "s.json").object()
            .required("kind")
        let kinds = ["view", "label", "field", "button"]
        #expect(failure { _ = try node.choice(among: kinds, what: "kind") }
            == "s.json:1:10: kind: unknown kind 'lable' (did you mean 'label'?)")
        let valid = try JSONReader.parse(#""field""#, file: "s")
        #expect(try valid.choice(among: kinds, what: "kind") == "field")
    }

    @Test func namesKinds() throws {
        let node = try JSONReader.parse(#"[{}, [], "", 0, true, false, null]"#, file: "s")
        #expect(try node.array().map(\.kindName)
            == ["an object", "an array", "a string", "a number", "true", "false", "null"])
    }

    @Test func makesErrorsWithDetailLines() throws {
        let node = try JSONReader.parse(#"{"constraints": ["H:|-[a-|"]}"#, file: "screen.json")
        let vfl = try node.object().required("constraints").array()[0]
        let error = vfl.error("expected ']' after view name", detail: ["H:|-[a-|", "      ^"])
        #expect(error.description == """
            screen.json:1:18: constraints[0]: expected ']' after view name
            H:|-[a-|
                  ^
            """)
    }
}
