import Testing
import TypeScale

struct JSONPathTests {
    @Test func printsKeysWithDotsAndIndicesInBrackets() {
        let path = JSONPath.root.appending(key: "views").appending(index: 2)
            .appending(key: "children").appending(index: 0).appending(key: "font")
        #expect(path.description == "views[2].children[0].font")
        #expect(path.components == [.key("views"), .index(2), .key("children"), .index(0),
                                    .key("font")])
    }

    @Test func printsTheRootAsEmptyAndRootIndicesWithoutADot() {
        #expect(JSONPath.root.description == "")
        #expect(JSONPath.root.isRoot)
        #expect(JSONPath.root.appending(index: 3).appending(key: "a").description == "[3].a")
    }

    @Test(arguments: [
        ("key with space", #"views["key with space"]"#), ("1abc", #"views["1abc"]"#),
        ("", #"views[""]"#), (#"a"b"#, #"views["a\"b"]"#), ("_x1", "views._x1"),
        ("café", #"views["café"]"#), ("a-b", #"views["a-b"]"#),
    ])
    func bracketsKeysThatAreNotIdentifiers(key: String, expected: String) {
        #expect(JSONPath.root.appending(key: "views").appending(key: key).description == expected)
    }

    @Test func quotesANonIdentifierKeyAtTheRoot() {
        #expect(JSONPath.root.appending(key: "a b").appending(index: 0).description
            == #"["a b"][0]"#)
    }

    @Test func comparesByComponentsAndKnowsItsParent() {
        let a = JSONPath.root.appending(key: "views").appending(index: 1)
        let b = JSONPath.root.appending(key: "views").appending(index: 1)
        #expect(a == b)
        #expect(a != JSONPath.root.appending(key: "views").appending(index: 2))
        #expect(a != JSONPath.root.appending(key: "view").appending(index: 1))
        #expect(a.parent == JSONPath.root.appending(key: "views"))
        #expect(a.parent?.parent == JSONPath.root)
        #expect(JSONPath.root.parent == nil)
    }

    @Test func abbreviatesOnlyPathsDeeperThan32Levels() {
        var path = JSONPath.root
        for _ in 0..<32 { path = path.appending(key: "a") }
        #expect(path.abbreviatedDescription == path.description)
        for index in 0..<8 { path = path.appending(index: index) }
        #expect(path.description.count == 32 * 2 - 1 + 8 * 3)
        #expect(path.abbreviatedDescription
            == "a.a.a.a.a.a.a.a…(24 more)…[0][1][2][3][4][5][6][7]")
        var keys = JSONPath.root.appending(index: 0)
        for _ in 0..<40 { keys = keys.appending(key: "b") }
        #expect(keys.abbreviatedDescription == "[0].b.b.b.b.b.b.b…(25 more)….b.b.b.b.b.b.b.b")
    }
}
