/// Size-class variations (`<variation key="widthClass=compact">`) and installation masks,
/// resolved per size-class combination so they become `when` conditions (SPEC §10).
enum IBSizeClasses {
    /// One of the four (width, height) size-class combinations.
    struct Combination: Equatable {
        var width: SizeClass
        var height: SizeClass
    }

    static let all: [Combination] = [
        Combination(width: .compact, height: .regular), Combination(width: .compact, height: .compact),
        Combination(width: .regular, height: .compact), Combination(width: .regular, height: .regular),
    ]

    /// How specific a variation key is, and whether it applies to a combination: `default`
    /// (0), one class (1), both (2). Nil for a key that does not apply (or is not understood).
    static func specificity(of key: String, in combination: Combination) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass": if value != combination.width { return nil }
            case "heightClass": if value != combination.height { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// Whether typescale reads a variation key: `default`, or width and height classes
    /// (`IBUnmodelled` warns of another, whose overrides and masks are left out: a gamut, an
    /// idiom; round 36's review found them dropped without a word).
    static func isUnderstood(_ key: String) -> Bool {
        key == "default" || key.split(separator: "-").allSatisfy { part in
            let pair = part.split(separator: "=")
            return pair.count == 2 && ["widthClass", "heightClass"].contains(pair[0]) && SizeClass(rawValue: String(pair[1])) != nil
        }
    }

    /// The variations of `element` that apply to a combination, least specific first.
    static func variations(of element: XMLElementNode, in combination: Combination) -> [XMLElementNode] {
        element.children(named: "variation").compactMap { variation -> (Int, XMLElementNode)? in
            guard let key = variation["key"], let level = specificity(of: key, in: combination) else { return nil }
            return (level, variation)
        }.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
    }

    /// An attribute's value in a combination: the element's own, overridden by variations.
    static func attribute(_ name: String, of element: XMLElementNode, in combination: Combination) -> String? {
        var value = element[name]
        for variation in variations(of: element, in: combination) {
            if let override = variation[name] { value = override }
        }
        return value
    }

    /// Whether the object `id` is installed in a combination, by the masks (`constraints` or
    /// `subviews`) of the element that owns it.
    static func installed(_ id: String, owner: XMLElementNode?, mask: String, in combination: Combination) -> Bool {
        guard let owner else { return true }
        var installed = true
        for variation in variations(of: owner, in: combination) {
            for element in variation.children(named: "mask") where element["key"] == mask {
                for change in element.children where change["reference"] == id {
                    if change.name == "exclude" { installed = false }
                    if change.name == "include" { installed = true }
                }
            }
        }
        return installed
    }

    /// Whether the element has any variation at all (the fast path skips grouping).
    static func varies(_ element: XMLElementNode?) -> Bool {
        element?.children.contains { $0.name == "variation" } ?? false
    }

    /// Groups the combinations by value, in the order of `all`, and writes a condition for
    /// each group: nil when one value holds everywhere.
    static func grouped<Value: Equatable>(_ value: (Combination) throws -> Value) rethrows -> [(condition: ScreenJSON?, value: Value)] {
        var groups: [(combinations: [Combination], value: Value)] = []
        for combination in all {
            let result = try value(combination)
            if let index = groups.firstIndex(where: { $0.value == result }) {
                groups[index].combinations.append(combination)
            } else {
                groups.append(([combination], result))
            }
        }
        if groups.count == 1 { return [(nil, groups[0].value)] }
        return groups.flatMap { group in conditions(for: group.combinations).map { ($0, group.value) } }
    }

    /// `when` objects covering exactly these combinations: one class when that decides it,
    /// else one object per combination.
    static func conditions(for combinations: [Combination]) -> [ScreenJSON] {
        for width in SizeClass.allCases where combinations == all.filter({ $0.width == width }) {
            return [.object([("width", .string(width.rawValue))])]
        }
        for height in SizeClass.allCases where combinations == all.filter({ $0.height == height }) {
            return [.object([("height", .string(height.rawValue))])]
        }
        return combinations.map { .object([("width", .string($0.width.rawValue)), ("height", .string($0.height.rawValue))]) }
    }

    /// A view property that may vary: the plain value, or `[{"when", "value"}, …]` with the
    /// last alternative unconditional.
    static func property(_ value: (Combination) throws -> ScreenJSON) rethrows -> ScreenJSON {
        let values = try all.map(value)
        let groups = grouped { combination in values[all.firstIndex(of: combination)!] }
        if groups.count == 1 { return values[0] }
        return .array(groups.enumerated().map { index, group in
            // The group's value is its first combination's (with that XML position).
            if index == groups.count - 1 { return .object([("value", group.value)]) }
            return .object([("when", group.condition!), ("value", group.value)])
        })
    }
}
