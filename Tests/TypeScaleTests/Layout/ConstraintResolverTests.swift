import Testing
@testable import TypeScale

/// What the resolver returns besides rows: the baselines it read.
struct ConstraintResolverTests {
    static let json = """
    { "views": [ { "id": "a", "kind": "label", "text": "A" }, { "id": "b", "kind": "label", "text": "B" },
                 { "id": "c", "kind": "view", "when": { "orientation": "landscape" } } ],
      "constraints": [ "a.firstBaseline == b.lastBaseline", "a.top == b.bottom + 8", "H:|[a]-[b]|",
                       "V:|[a]", { "expr": "b.firstBaseline == root.lastBaseline" },
                       "a.lastBaseline == c.top" ] }
    """

    static func resolved() throws -> [ConstraintRows] {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        let environment = LayoutEnvironment(container: ContainerChoice().container(for: screen), category: .l)
        let tree = try ViewTreeResolver(screen: screen, fonts: LayoutHarness.fonts, environment: environment).resolve()
        let forms = AttributeForms(tree: tree, container: environment.container, direction: environment.direction,
                                   textLines: [TextFit?](repeating: nil, count: tree.views.count))
        let resolver = ConstraintResolver(screen: screen, tree: tree, environment: environment, forms: forms)
        let constraints = ConstraintList(screen: screen)
        return try constraints.specs.indices.map { try resolver.rows(for: constraints.specs[$0], index: $0) }
    }

    @Test func theBaselinesReadComeBackWithTheRows() throws {
        let resolved = try Self.resolved()
        // a is view 1, b view 2, the root 0.
        #expect(resolved.map(\.baselineViews) == [[1, 2], [], [], [], [2, 0], [1]])
        #expect(resolved.map(\.rows.count) == [1, 1, 3, 1, 1, 0])
    }
}
