/// A constraint priority, 1…1000, in strict tiers: any amount of error at a lower priority is
/// preferred to any amount at a higher one. 1000 is required.
public struct Priority: Hashable, Comparable, Sendable {
    /// 1…1000.
    public let value: Int

    /// `nil` outside 1…1000.
    public init?(_ value: Int) {
        guard (1...1000).contains(value) else { return nil }
        self.value = value
    }

    private init(unchecked value: Int) { self.value = value }

    /// 1000: must hold.
    public static let required = Priority(unchecked: 1000)
    /// 750 (UILayoutPriority.defaultHigh).
    public static let high = Priority(unchecked: 750)
    /// 250 (UILayoutPriority.defaultLow).
    public static let low = Priority(unchecked: 250)
    /// 50 (UILayoutPriority.fittingSizeLevel).
    public static let fittingSize = Priority(unchecked: 50)

    /// Whether this is the required priority 1000.
    public var isRequired: Bool { value == 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}
