/// The environment a `when` condition is matched against.
public struct Traits: Sendable {
    public var container: Container
    /// The screen's category; `maxCategory`/`minCategory` do not clamp it (they only clamp fonts).
    public var category: ContentSizeCategory

    public init(container: Container, category: ContentSizeCategory) {
        self.container = container
        self.category = category
    }
}

/// A comparison against a content size category: `AX1`, `>=AX1`, `<XL`.
public struct CategoryComparison: Sendable, Equatable {
    public enum Operator: String, Sendable { case equal = "==", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=" }
    public var op: Operator
    public var category: ContentSizeCategory

    func matches(_ other: ContentSizeCategory) -> Bool {
        switch op {
        case .equal: other == category
        case .less: other < category
        case .lessOrEqual: other <= category
        case .greater: other > category
        case .greaterOrEqual: other >= category
        }
    }
}

/// A `when` condition (SPEC §3.4): every given key must match.
public struct Condition: Sendable, Equatable {
    public var orientation: Orientation?
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    public var category: CategoryComparison?
    /// A canonical device id, or `custom`.
    public var device: String?

    public func matches(_ traits: Traits) -> Bool {
        if let orientation, orientation != traits.container.orientation { return false }
        if let widthClass, widthClass != traits.container.widthClass { return false }
        if let heightClass, heightClass != traits.container.heightClass { return false }
        if let category, !category.matches(traits.category) { return false }
        if let device, device != traits.container.deviceName { return false }
        return true
    }
}

extension Condition {
    static let keys = ["orientation", "width", "height", "category", "device"]

    static func decode(_ node: JSONNode) throws -> Condition {
        let object = try node.object(allowing: keys)
        var condition = Condition()
        if let value = object.optional("orientation") {
            condition.orientation = try value.oneOf(Orientation.self)
        }
        if let value = object.optional("width") { condition.widthClass = try value.oneOf(SizeClass.self) }
        if let value = object.optional("height") { condition.heightClass = try value.oneOf(SizeClass.self) }
        if let value = object.optional("category") { condition.category = try decodeComparison(value) }
        if let value = object.optional("device") {
            let name = try value.string()
            if name.lowercased() == "custom" {
                condition.device = "custom"
            } else if let device = Device.named(name) {
                condition.device = device.id
            } else {
                throw value.error(unknown: "device", name, among: Device.allNames)
            }
        }
        return condition
    }

    private static func decodeComparison(_ node: JSONNode) throws -> CategoryComparison {
        let text = try node.string().trimmingCharacters(in: .whitespaces)
        let operators: [CategoryComparison.Operator] = [.greaterOrEqual, .lessOrEqual, .equal, .greater, .less]
        var op = CategoryComparison.Operator.equal
        var name = Substring(text)
        if let match = operators.first(where: { text.hasPrefix($0.rawValue) }) {
            op = match
            name = text.dropFirst(match.rawValue.count)
        }
        guard let category = ContentSizeCategory(parsing: name.trimmingCharacters(in: .whitespaces)) else {
            throw node.error("expected a content size category or a comparison such as '>=AX1', found \(InputError.quote(text))")
        }
        return CategoryComparison(op: op, category: category)
    }
}
