/// `<constraint>` → screen constraints (SPEC §10 "Constraints"): items by id (a missing
/// `firstItem` is the owning view), every attribute including the `*Margin` forms, guides,
/// multipliers as IB writes them, priorities, relations, placeholders kept as `"placeholder":
/// true` (the layout drops them, as UIKit's build does, unless asked to lay out IB's canvas),
/// and size-class variations and installation masks as `when`.
struct IBConstraintTranslator {
    let builder: IBScreenBuilder

    var file: String { builder.document.file }

    /// The screen constraints for one `<constraint>`: none for one installed in no size class,
    /// one per distinct form otherwise. A placeholder IB could not have solved with (a form
    /// typescale cannot read) is dropped rather than refused: it never reaches the app.
    func translate(_ constraint: XMLElementNode, owner: XMLElementNode) throws -> [ScreenJSON] {
        guard constraint.flag("placeholder") else { return try translated(constraint, owner: owner) }
        return (try? translated(constraint, owner: owner)) ?? []
    }

    private func translated(_ constraint: XMLElementNode, owner: XMLElementNode) throws -> [ScreenJSON] {
        let objectId = constraint["id"] ?? ""
        let items = [constraint["firstItem"], constraint["secondItem"]].compactMap { $0 }
        if items.contains(where: builder.uninstalled.contains) { return [] }
        guard IBSizeClasses.varies(constraint) || IBSizeClasses.varies(owner) else {
            return [object(constraint, expression: try expression(constraint, owner: owner, in: IBSizeClasses.all[0]),
                           id: objectId, condition: nil)]
        }
        let expressions = try IBSizeClasses.all.map { combination -> String? in
            guard IBSizeClasses.installed(objectId, owner: owner, mask: "constraints", in: combination) else { return nil }
            return try expression(constraint, owner: owner, in: combination)
        }
        let groups = IBSizeClasses.grouped { combination in expressions[IBSizeClasses.all.firstIndex(of: combination)!] }
        return groups.compactMap { group in
            group.value.map { object(constraint, expression: $0, id: objectId, condition: group.condition) }
        }
    }

    private func object(_ constraint: XMLElementNode, expression: String, id: String, condition: ScreenJSON?) -> ScreenJSON {
        var members: [(String, ScreenJSON)] = [("expr", .string(expression))]
        if IBConstraintTranslator.isIdentifier(id) { members.insert(("id", .string(id)), at: 0) }
        if constraint.flag("placeholder") { members.append(("placeholder", .bool(true))) }
        if let condition { members.append(("when", condition)) }
        // UIKit applies a multiplier on a position in the items' common superview: a cell's
        // `top = 1.5 × title.top` is the same in every row, not 1.5 × the row's offset.
        if let attribute = constraint["firstAttribute"], !Self.sizeAttributes.contains(attribute),
           let multiplier = constraint["multiplier"], (try? Self.multiplier(multiplier, constraint: constraint, file: file)) != 1 {
            members.append(("coordinates", .string(ConstraintCoordinates.container.rawValue)))
        }
        return .located(constraint.location, .object(members))
    }

    /// A constraint id is a word without spaces; IB's `abc-de-fgh` ids are.
    static func isIdentifier(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 200 && !id.contains { $0.isWhitespace || $0 == "\"" }
    }

    /// `first.attr REL m * second.attr + c @p`, in the screen's expression syntax.
    func expression(_ constraint: XMLElementNode, owner: XMLElementNode, in combination: IBSizeClasses.Combination) throws -> String {
        func value(_ name: String) -> String? { IBSizeClasses.attribute(name, of: constraint, in: combination) }
        guard let firstAttributeName = value("firstAttribute") else {
            throw error(constraint, "a constraint without a firstAttribute")
        }
        let firstId = value("firstItem") ?? owner["id"] ?? ""
        let first = try item(firstId, attribute: firstAttributeName, constraint: constraint)
        let relation: String
        switch value("relation") {
        case nil, "equal"?: relation = "=="
        case "greaterThanOrEqual"?: relation = ">="
        case "lessThanOrEqual"?: relation = "<="
        case let other?: throw error(constraint, "unknown relation '\(other)'")
        }
        let constant = try number(value("constant"), constraint, what: "constant") ?? 0
        var text = first + " " + relation + " "
        if let secondId = value("secondItem") {
            let second = try item(secondId, attribute: value("secondAttribute") ?? firstAttributeName, constraint: constraint)
            let multiplier = try Self.multiplier(value("multiplier"), constraint: constraint, file: file)
            if multiplier != 1 { text += ScreenJSON.exact(multiplier) + " * " }
            text += second
            if constant > 0 { text += " + " + ScreenJSON.exact(constant) }
            if constant < 0 { text += " - " + ScreenJSON.exact(-constant) }
        } else {
            guard Self.sizeAttributes.contains(firstAttributeName) else {
                throw error(constraint, "'\(firstAttributeName)' needs a secondItem (a position is always relative to another item)")
            }
            text += ScreenJSON.exact(constant)
        }
        if let priority = try number(value("priority"), constraint, what: "priority"), priority != 1000 {
            guard priority >= 1, priority <= 1000 else { throw error(constraint, "a priority is 1 to 1000, found \(ScreenJSON.exact(priority))") }
            text += " @" + ScreenJSON.exact(priority.rounded())
        }
        return text
    }

    static let sizeAttributes: Set<String> = ["width", "height"]

    /// IB attribute → (screen attribute, relative to the margins guide).
    static let attributes: [(ib: String, attribute: String, margins: Bool)] = [
        ("leading", "leading", false), ("trailing", "trailing", false), ("left", "left", false), ("right", "right", false),
        ("top", "top", false), ("bottom", "bottom", false), ("width", "width", false), ("height", "height", false),
        ("centerX", "centerX", false), ("centerY", "centerY", false),
        ("firstBaseline", "firstBaseline", false), ("lastBaseline", "lastBaseline", false), ("baseline", "lastBaseline", false),
        ("leadingMargin", "leading", true), ("trailingMargin", "trailing", true), ("leftMargin", "left", true),
        ("rightMargin", "right", true), ("topMargin", "top", true), ("bottomMargin", "bottom", true),
        ("centerXWithinMargins", "centerX", true), ("centerYWithinMargins", "centerY", true),
    ]

    /// One side: `titleLabel.leading`, `root.margins.top`, `safeArea.bottom`.
    private func item(_ id: String, attribute ibAttribute: String, constraint: XMLElementNode) throws -> String {
        guard let (attribute, margins) = Self.attributes.first(where: { $0.ib == ibAttribute }).map({ ($0.attribute, $0.margins) }) else {
            throw error(constraint, "unknown layout attribute '\(ibAttribute)'")
        }
        if let guide = builder.guides[id] {
            let target: String
            switch guide {
            case .safeArea: target = "safeArea"
            case .viewSafeArea(of: let view): target = view + ".safeArea"
            case .edges(of: let view): target = view
            case .scrollContent(of: let view): return IBScrollMapping.guide(view, content: true, attribute: attribute)
            case .scrollFrame(of: let view): return IBScrollMapping.guide(view, content: false, attribute: attribute)
            case .legacyTop, .legacyBottom:
                // The guide is the strip between the screen's edge and the safe area's: its
                // height and centre are no single edge (round 36's review: they had been the
                // root's, a whole screen's height).
                guard !["height", "centerY", "firstBaseline", "lastBaseline"].contains(attribute) else {
                    throw error(constraint, "a legacy layout guide's \(attribute) is not modelled (its edges and sides are)")
                }
                let inner = guide == .legacyTop ? "bottom" : "top"
                return attribute == inner ? "safeArea.\(guide == .legacyTop ? "top" : "bottom")" : "root.\(attribute)"
            case .keyboard(of: let view):
                // Hidden, the keyboard is the strip under the safe area: UIKit documents the
                // guide's top at the safe area's bottom then, its sides and bottom the view's.
                guard !["height", "centerY", "firstBaseline", "lastBaseline"].contains(attribute) else {
                    throw error(constraint, "the keyboard layout guide's \(attribute) is not modelled (its top, bottom and sides are)")
                }
                if attribute == "top" { return (view.map { $0 + ".safeArea" } ?? "safeArea") + ".bottom" }
                target = view ?? "root"
            }
            return target + "." + attribute
        }
        guard let view = builder.ids[id] else {
            if builder.document.objects[id] == nil {
                throw error(constraint, "the constraint refers to '\(id)', which is no object in the file")
            }
            throw error(constraint, "the constraint refers to '\(id)', which is not a view of this screen")
        }
        return view + (margins ? ".margins." : ".") + attribute
    }

    /// `"1:1"`, `"45:55"` (a ratio), `"1/3"`, `"0.33"`, `"50%"`: IB stores the field as typed,
    /// and a percentage is what a designer types for "half" (a real storyboard's `>= 50%`).
    static func multiplier(_ text: String?, constraint: XMLElementNode, file: String) throws -> Double {
        guard let text else { return 1 }
        // The digits are read as hundredths in one rounding (`0.7%` is 0.007, not 0.7 / 100 =
        // 0.006999…, which a screen file would carry digit for digit).
        if text.hasSuffix("%"), let body = Optional(text.dropLast().trimmingCharacters(in: .whitespaces)),
           !body.isEmpty, !body.contains(where: { $0 == "e" || $0 == "E" }),
           let fraction = Double(body + "e-2"), fraction.isFinite, fraction >= 0, fraction <= 1_000_000 {
            return fraction
        }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let value: Double?
        switch parts.count {
        case 1: value = parts[0]
        case 2: value = parts[0].flatMap { a in parts[1].flatMap { b in b == 0 ? nil : a / b } }
        default: value = nil
        }
        guard let value, value.isFinite, abs(value) <= 1_000_000, value >= 0 else {
            throw InputError(file: file, location: constraint.location,
                             message: "unreadable multiplier '\(text)' (expected a number, 'a:b', 'a/b' or 'n%')")
        }
        return value
    }

    private func number(_ text: String?, _ constraint: XMLElementNode, what: String) throws -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) <= 1_000_000 else {
            throw error(constraint, "unreadable \(what) '\(text)'")
        }
        return value
    }

    private func error(_ element: XMLElementNode, _ message: String) -> InputError {
        InputError(file: file, location: element.location, message: message)
    }
}
