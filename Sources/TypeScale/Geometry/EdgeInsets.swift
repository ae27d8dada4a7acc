/// Insets of a rectangle, in points: top, left, bottom, right (UIKit's order).
public struct EdgeInsets: Sendable, Equatable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Left and right swapped: leading and trailing insets in a right-to-left layout.
    public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }

    /// Leading and trailing insets (`directional`) as left and right in `direction`.
    public func physical(directional: Bool, in direction: LayoutDirection) -> EdgeInsets {
        directional && direction == .rtl ? mirrored : self
    }
}

extension Array where Element == EdgeInsets {
    /// Whether two layout passes' insets agree, to well below a pixel: the frames they come
    /// from are floating point (`PreservedMargins`, `ViewSafeAreas`).
    func agrees(with other: [EdgeInsets]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { x, y in
            abs(x.top - y.top) < 1e-9 && abs(x.left - y.left) < 1e-9 && abs(x.bottom - y.bottom) < 1e-9
                && abs(x.right - y.right) < 1e-9
        }
    }
}
