// Small decoding vocabulary the screen decoders share, on top of the JSON reader's typed access.

extension JSONNode {
    /// A string that must be one of an enum's raw values; the error lists them.
    func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
        let text = try string()
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        throw error("expected one of \(names.joined(separator: ", ")), found \(InputError.quote(text))" + DidYouMean.hint(for: text, among: names))
    }

    /// "unknown device 'iphone-51' (did you mean 'iphone-15'?)"
    func error(unknown what: String, _ name: String, among candidates: [String]) -> InputError {
        error("unknown \(what) \(InputError.quote(name))" + DidYouMean.hint(for: name, among: candidates))
    }

    /// A finite number within a range.
    func number(in range: ClosedRange<Double>, what: String) throws -> Double {
        let value = try number()
        guard range.contains(value) else {
            throw error("\(what) must be between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound)), found \(formatFoundNumber(value))")
        }
        return value
    }

    /// A non-negative size or distance, bounded so that sums of them stay exact enough.
    func length(what: String) throws -> Double {
        try number(in: 0...1_000_000, what: what)
    }

    /// A layout priority: 1…1000, or a UIKit name.
    func priority() throws -> Int {
        if case .string(let name) = value {
            guard let value = PriorityName.value(of: name) else {
                throw error(unknown: "priority", name, among: PriorityName.all.map(\.name))
            }
            return value
        }
        let value = try number(in: 1...1000, what: "a priority")
        guard value == value.rounded() else { throw error("a priority must be a whole number from 1 to 1000, found \(formatFoundNumber(value))") }
        return Int(value)
    }

    /// A content size category in any accepted spelling.
    func category() throws -> ContentSizeCategory {
        let text = try string()
        guard let category = ContentSizeCategory(parsing: text) else {
            throw error(unknown: "content size category", text, among: ContentSizeCategory.allCases.map(\.shortName))
        }
        return category
    }

    /// `[top, left, bottom, right]`.
    func insets(what: String, in range: ClosedRange<Double> = -100_000...100_000) throws -> EdgeInsets {
        let items = try array()
        guard items.count == 4 else { throw error("expected \(what) as [top, left, bottom, right], found \(items.count) numbers") }
        let values = try items.map { try $0.number(in: range, what: what) }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}

/// UIKit's named layout priorities.
enum PriorityName {
    static let all: [(name: String, value: Int)] = [
        ("required", 1000), ("high", 750), ("defaultHigh", 750), ("low", 250), ("defaultLow", 250),
        ("fittingSize", 50), ("fittingSizeLevel", 50),
    ]

    static func value(of name: String) -> Int? {
        all.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
