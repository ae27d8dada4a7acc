/// What an audit is asked to hold a screen to beyond SPEC §8's findings.
public struct AuditOptions: Sendable {
    /// Every screen is meant to follow Dynamic Type: one whose text is all fixed is reported
    /// (`no text scales`) at every category but L (`audit --require-scaling`).
    public var requiresScaling = false

    public init(requiresScaling: Bool = false) {
        self.requiresScaling = requiresScaling
    }
}
