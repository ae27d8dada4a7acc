/// The device pixel grid that UIKit snaps frames and intrinsic sizes to (1/scale pt).
public struct PixelGrid: Sendable, Equatable {
    /// Pixels per point (1, 2 or 3 on real devices).
    public let scale: Double

    /// Values this close to a grid line (in pixels) count as on it: guards against
    /// `0.1 + 0.2`-style noise turning an exact size into one pixel more.
    static let tolerance = 1e-9

    /// A grid of `scale` pixels per point. A scale that is not a positive finite number
    /// leaves values unsnapped rather than trapping.
    public init(scale: Double) {
        self.scale = scale
    }

    private var isUsable: Bool { scale.isFinite && scale > 0 }

    /// Rounds up to the grid, as `UILabel.intrinsicContentSize` does: `ceil(x × scale) / scale`.
    /// A value within 1e-9 pixel of a grid line is on it.
    public func ceil(_ x: Double) -> Double {
        guard isUsable, x.isFinite else { return x }
        let pixels = x * scale
        let nearest = pixels.rounded()
        let snapped = abs(pixels - nearest) <= Self.tolerance ? nearest : pixels.rounded(.up)
        return snapped / scale + 0.0  // `+ 0.0` turns -0 into 0
    }

    /// Rounds to the nearest pixel; a value within 1e-9 pixel of a half pixel rounds up.
    public func round(_ x: Double) -> Double {
        guard isUsable, x.isFinite else { return x }
        let pixels = (x * scale + 0.5 + Self.tolerance).rounded(.down)
        return pixels / scale + 0.0
    }
}
