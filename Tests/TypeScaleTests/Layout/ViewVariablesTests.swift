import Testing
@testable import TypeScale

/// The variable numbering: what each number means is what its name in the constraints
/// listing says.
struct ViewVariablesTests {
    static func tree(_ json: String) throws -> InstalledTree {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        let environment = LayoutEnvironment(container: ContainerChoice().container(for: screen), category: .l)
        return try ViewTreeResolver(screen: screen, fonts: LayoutHarness.fonts, environment: environment).resolve()
    }

    @Test func viewsHaveFourEachThenScrollViewsTwo() throws {
        let tree = try Self.tree("""
        { "views": [ { "id": "a", "kind": "view" },
                     { "id": "s", "kind": "scroll", "children": [ { "id": "b", "kind": "view" } ] },
                     { "id": "t", "kind": "scroll" } ] }
        """)
        let names = ViewVariables.names(of: tree)
        let variables = tree.variables
        // root, a, s, b, t: 20 view variables, then s's and t's content sizes.
        #expect(variables.firstContent == 20)
        #expect(variables.count == 24)
        #expect(names.count == 24)
        #expect(names[ViewVariables.left(1)] == "a.left")
        #expect(names[ViewVariables.top(3)] == "b.top")
        #expect(names[ViewVariables.width(2)] == "s.width")
        #expect(names[ViewVariables.height(4)] == "t.height")
        #expect(names[ViewVariables.variable(3, .height)] == "b.height")
        #expect(names[ViewVariables.variable(3, .centerX)] == "b.left")
        let s = try #require(tree.views[2].contentVariable), t = try #require(tree.views[4].contentVariable)
        #expect(s == variables.contentWidth(scroll: 0))
        #expect(names[s] == "s.content.width")
        #expect(names[ViewVariables.contentHeight(width: s)] == "s.content.height")
        #expect(names[t] == "t.content.width")
        #expect(names[ViewVariables.contentHeight(width: t)] == "t.content.height")
    }

    @Test func aVariableNamesItsViewAndEdge() {
        #expect(ViewVariables.view(of: 13) == 3)
        #expect(ViewVariables.edge(of: 13) == .top)
        #expect(ViewVariables.edge(of: 15) == .height)
        #expect(ViewVariables.edge(of: ViewVariables.width(7)) == .width)
        #expect(ViewVariables.view(of: ViewVariables.left(7)) == 7)
    }
}
