/// Bars Interface Builder simulates above and below a view controller's root view: they add
/// to its safe area (SPEC §10).
public struct SimulatedBars: Sendable, Equatable {
    public enum Top: String, Sendable, CaseIterable { case navigationBar }
    public enum Bottom: String, Sendable, CaseIterable { case toolbar, tabBar }

    public var top: Top?
    public var bottom: Bottom?

    public init(top: Top? = nil, bottom: Bottom? = nil) {
        self.top = top
        self.bottom = bottom
    }

    /// The container's safe area with the bars added: a navigation bar or toolbar is 44 pt
    /// on iPhone in portrait and 32 pt in compact height, 50 pt on iPad; a tab bar 49 pt
    /// (32 pt in compact height on iPhone), 50 pt on iPad.
    func adding(to container: Container) -> Container {
        var container = container
        let pad = container.widthClass == .regular && container.heightClass == .regular
        let compactHeight = container.heightClass == .compact
        if top == .navigationBar { container.safeArea.top += pad ? 50 : compactHeight ? 32 : 44 }
        switch bottom {
        case .toolbar?: container.safeArea.bottom += pad ? 50 : compactHeight ? 32 : 44
        case .tabBar?: container.safeArea.bottom += pad ? 50 : compactHeight ? 32 : 49
        case nil: break
        }
        return container
    }
}
