import Testing
@testable import TypeScale

/// A run of all twelve categories reuses the installed tree, the written constraints' rows and
/// the solver between categories. Every category of such a run must be exactly the layout (and
/// the linear system) a run of that category alone makes.
struct CategoryRunTests {
    /// Wrapping labels, baselines between them (so written rows depend on drawn lines and
    /// font metrics), a category-clamped view, fixed and scaling fonts, a scaled and a
    /// per-category constant, metrics.
    static let baselines = """
    { "name": "baselines", "device": "iphone-se-1", "metrics": { "pad": 12 },
      "views": [
        { "id": "title", "kind": "label", "font": "title2", "lines": 0,
          "text": "A title long enough to wrap onto more lines at the larger sizes" },
        { "id": "name", "kind": "label", "text": "Name", "font": "body" },
        { "id": "field", "kind": "field", "placeholder": "Your name here", "font": "body" },
        { "id": "note", "kind": "label", "font": "footnote", "lines": 2,
          "text": "A note of two lines at most, cut when it needs more than that at large sizes" },
        { "id": "capped", "kind": "label", "text": "Capped at XL", "font": "body", "maxCategory": "XL" },
        { "id": "fixed", "kind": "label", "text": "Fixed size", "font": { "size": 13 } },
        { "id": "box", "kind": "view", "margins": [4, 4, 4, 4], "children": [
          { "id": "inner", "kind": "label", "text": "Inside the box", "font": "caption1" } ],
          "constraints": [ "H:|-[inner]-|", "V:|-[inner]-|" ] }
      ],
      "constraints": [
        "H:|-pad-[title]-pad-|", "V:|-pad-[title]",
        "H:|-pad-[name]-8-[field]-pad-|",
        "name.firstBaseline == title.lastBaseline + 24",
        "field.firstBaseline == name.firstBaseline",
        "H:|-pad-[note]-pad-|", "note.firstBaseline == field.lastBaseline + 28",
        "H:|-pad-[capped]", "capped.top == note.lastBaseline + 8",
        { "id": "gap", "expr": "fixed.top == capped.bottom + 1", "constant": { "scaled": 8, "relativeTo": "body" } },
        "fixed.leading == capped.leading",
        "H:|-pad-[box]", { "id": "boxGap", "expr": "box.top == fixed.bottom + 1", "constant": { "XS": 4, "XL": 12, "AX2": 20 } }
      ] }
    """

    /// Views, properties and constraints that change with the category: the tree itself
    /// differs between categories.
    static let conditional = """
    { "name": "conditional", "size": { "width": 320, "height": 640, "scale": 2 },
      "views": [
        { "id": "icon", "kind": "image", "image": { "width": 40, "height": 40 },
          "when": { "category": "<AX1" } },
        { "id": "label", "kind": "label", "font": "body", "lines": 0,
          "text": [ { "when": { "category": ">=XXL" }, "value": "Longer text for the larger sizes, which wraps" },
                    { "value": "Short text" } ] },
        { "id": "stack", "kind": "stack", "spacing": 8,
          "axis": [ { "when": { "category": ">=AX1" }, "value": "vertical" }, { "value": "horizontal" } ],
          "children": [
            { "id": "a", "kind": "label", "text": "First", "font": "headline" },
            { "id": "b", "kind": "button", "title": "Second", "style": "configuration" } ] },
        { "id": "spacer", "kind": "view", "margins": [ { "when": { "category": ">=XL" }, "value": [16, 16, 16, 16] },
                                                       { "value": [8, 8, 8, 8] } ] }
      ],
      "constraints": [
        "H:|-[icon]", "V:|-[icon]",
        "H:|-[label]-|", "V:|-60-[label]-8-[stack]-8-[spacer(20)]",
        "H:|-[stack]", "H:|[spacer]|",
        { "expr": "label.leading == icon.trailing + 8", "when": { "category": "<AX1" }, "priority": 500 }
      ] }
    """

    /// A self-sizing table whose cells align baselines, and stacks (generated rows).
    static let table = """
    { "name": "table", "device": "iphone-15",
      "views": [
        { "id": "items", "kind": "table",
          "cell": { "views": [ { "id": "nameLabel", "kind": "label", "font": "body", "lines": 0 },
                               { "id": "valueLabel", "kind": "label", "font": "caption1" } ],
                    "constraints": [ "H:|-16-[nameLabel]-8-[valueLabel]-16-|", "V:|-8-[nameLabel]-8-|",
                                     "valueLabel.lastBaseline == nameLabel.lastBaseline",
                                     { "expr": "valueLabel.width >= 40", "constant": { "scaled": 40, "relativeTo": "caption1" } } ] },
          "rows": [ { "nameLabel": "iPhone 15 Pro Max with a long name", "valueLabel": "$1,199" },
                    { "nameLabel": "MacBook Air", "valueLabel": "$999" },
                    { "nameLabel": "iPad", "valueLabel": "$329" } ] },
        { "id": "buttons", "kind": "stack", "distribution": "fillEqually", "spacing": { "scaled": 8, "relativeTo": "body" },
          "children": [ { "id": "ok", "kind": "button", "title": "OK", "font": "body" },
                        { "id": "cancel", "kind": "button", "title": "Cancel", "font": "body" } ] }
      ],
      "constraints": [ "H:|[items]|", "V:|-20-[items(300)]-8-[buttons]", "H:|-[buttons]-|" ] }
    """

    static let screens = [baselines, conditional, table]

    @Test(arguments: screens)
    func everyCategoryOfARunIsItsOwnRun(_ json: String) throws {
        for direction in [LayoutDirection.ltr, .rtl] {
            let all = try LayoutHarness.layouts(json, categories: ContentSizeCategory.allCases, direction: direction)
            #expect(all.count == 12)
            for (category, layout) in zip(ContentSizeCategory.allCases, all) {
                let alone = try LayoutHarness.layout(json, category: category, direction: direction)
                #expect(Self.dump(layout) == Self.dump(alone), "\(category.shortName) \(direction)")
            }
        }
    }

    /// Categories out of order and repeated in one pipeline: the kept rows serve any order.
    @Test(arguments: screens)
    func categoriesInAnyOrderMatchTheirOwnRuns(_ json: String) throws {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        let pipeline = LayoutPipeline(screen: screen, fonts: LayoutHarness.fonts)
        let container = ContainerChoice().container(for: screen)
        for category in [ContentSizeCategory.ax5, .xs, .l, .l, .ax1, .xxl, .m] {
            let environment = LayoutEnvironment(container: container, category: category)
            let kept = try pipeline.layout(environment)
            let alone = try LayoutPipeline(screen: screen, fonts: LayoutHarness.fonts).layout(environment)
            #expect(Self.dump(kept) == Self.dump(alone), "\(category.shortName)")
        }
    }

    /// The systems themselves, bit for bit: terms, constants, relations, priorities, origins.
    @Test(arguments: screens)
    func systemsOfARunAreTheSystemsOfSingleRuns(_ json: String) throws {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        let pipeline = LayoutPipeline(screen: screen, fonts: LayoutHarness.fonts)
        let container = ContainerChoice().container(for: screen)
        for category in ContentSizeCategory.allCases {
            let environment = LayoutEnvironment(container: container, category: category)
            let kept = try pipeline.solve(environment).system
            let alone = try LayoutPipeline(screen: screen, fonts: LayoutHarness.fonts).solve(environment).system
            #expect(kept.variableNames == alone.variableNames)
            #expect(Self.dump(kept) == Self.dump(alone), "\(category.shortName)")
        }
    }

    @Test func categoryConditionsAreFoundAnywhereInTheViews() throws {
        func found(_ views: String) throws -> [Bool] {
            let screen = try ScreenDecoder.decode(Array("{ \"views\": [\(views)] }".utf8), file: "test.json")
            return screen.views.map(\.node.hasCategoryCondition)
        }
        #expect(try found(#"{ "id": "a", "kind": "view", "when": { "orientation": "landscape" } }"#) == [false])
        #expect(try found(#"{ "id": "a", "kind": "view", "when": { "category": "AX1" } }"#) == [true])
        // In a child, in a property's alternatives, in a font variant, in a table's cell.
        #expect(try found(#"{ "id": "a", "kind": "view", "children": [ { "id": "b", "kind": "view", "when": { "category": "<L" } } ] }"#) == [true])
        #expect(try found(#"{ "id": "a", "kind": "label", "text": [ { "when": { "width": "regular" }, "value": "x" }, { "value": "y" } ] }, { "id": "b", "kind": "label", "text": [ { "when": { "category": ">=XL" }, "value": "x" }, { "value": "y" } ] }"#) == [false, true])
        #expect(try found(#"{ "id": "a", "kind": "label", "font": [ { "size": 20, "when": { "category": ">=AX1" } }, "body" ] }"#) == [true])
        #expect(try found(#"{ "id": "t", "kind": "table", "cell": { "views": [ { "id": "c", "kind": "view", "hidden": [ { "when": { "category": "XS" }, "value": true }, { "value": false } ] } ] } }"#) == [true])
        // A text that merely says "when" and "category" is not a condition.
        #expect(try found(#"{ "id": "a", "kind": "label", "text": "when category" }"#) == [false])
    }

    @Test func constraintsThatDependOnTheCategoryAreNotKept() throws {
        let json = """
        { "views": [ { "id": "v", "kind": "view" } ],
          "constraints": [ "H:|[v]|", { "expr": "v.top == superview.top", "when": { "orientation": "portrait" } },
            { "expr": "v.height == 1", "when": { "category": ">=AX1" } },
            { "expr": "v.height == 1", "constant": { "S": 10, "XL": 20 } },
            { "expr": "v.height == 1", "constant": { "scaled": 8, "relativeTo": "body" } },
            { "expr": "v.height == 1", "constant": 30 } ] }
        """
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        #expect(screen.constraints.map(\.dependsOnCategory) == [false, false, true, true, true, false])
    }

    /// Everything a layout says, doubles as their exact bits.
    static func dump(_ layout: ScreenLayout) -> [String] {
        var lines = ["\(layout.screenName) \(layout.category.shortName) \(layout.container)"]
        for view in layout.views {
            var line = "\(view.id) \(view.kind) \(view.parent ?? "-") \(view.depth) \(view.hidden) "
            line += bits(view.frame) + " " + bits(view.absoluteFrame)
            if let text = view.text {
                line += " [\(text.string)] \(text.font) \(text.scales) \(text.lines) \(text.truncated) "
                line += "\(text.neededWidth.bitPattern) \(text.neededLines) \(text.maxLines)"
            }
            lines.append(line)
        }
        lines += layout.constants.map { "constant \($0.id) \($0.value.bitPattern)" }
        lines += layout.warnings.map { "warning \($0.kind) \($0.message) \($0.constraints)" }
        return lines
    }

    static func dump(_ system: LinearSystem) -> [String] {
        system.rows.map { row in
            let terms = row.form.terms.map { "\($0.coefficient.bitPattern)×\($0.variable)" }.joined(separator: " ")
            return "\(terms) \(row.form.constant.bitPattern) \(row.relation) @\(row.priority) \(row.origin)"
        }
    }

    private static func bits(_ frame: Frame) -> String {
        [frame.x, frame.y, frame.width, frame.height].map { "\($0.bitPattern)" }.joined(separator: ",")
    }
}
