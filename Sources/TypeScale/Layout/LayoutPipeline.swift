/// Lays out one screen (SPEC §4), one stage after another, each taking the last one's value:
///
/// 1. install the views for the environment (`ViewTreeResolver` → `InstalledTree`);
/// 2. build the linear system (`SystemBuilder`, its written rows kept by `WrittenRowCache`);
/// 3. solve it with the text passes (`TextPasses`, `ReusedSolver`) → `SolvedLayout`;
/// 4. frames and outputs from that alone (`ScreenLayoutBuilder`, `RowDescriber`).
///
/// Keeps the solver between categories so a run of all twelve only updates the constants that
/// change, and, when the category can change nothing but fonts, the installed tree and the
/// written constraints' rows too.
final class LayoutPipeline {
    let screen: Screen
    let fonts: FontCatalog
    let constraints: ConstraintList
    private let solver = ReusedSolver()
    /// The last tree installed, with its environment and what its systems share.
    private var installed: Installation?
    /// Whether no `when` in the views names a category (worked out when first needed).
    private lazy var viewsIgnoreCategory = !screen.views.contains { $0.node.hasCategoryCondition }
    /// Whether a constraint names a view's own safe area (`ViewSafeAreas`).
    private lazy var usesViewSafeAreas = ViewSafeAreas.applies(to: screen)

    /// An installed tree and what lives as long as it: the rows its systems share and its
    /// texts' measurements.
    struct Installation {
        var tree: InstalledTree
        var environment: LayoutEnvironment
        var shared: SystemBuilder.Shared
        var texts: ViewTexts
    }

    init(screen: Screen, fonts: FontCatalog) {
        self.screen = screen
        self.fonts = fonts
        self.constraints = ConstraintList(screen: screen)
    }

    /// The layout in one environment.
    func layout(_ environment: LayoutEnvironment) throws -> ScreenLayout {
        var layout = ScreenLayoutBuilder(solved: try solve(environment)).layout()
        layout.isFreeform = screen.isFreeform
        // A self-sizing cell is as tall as its row came out.
        if screen.isSelfSizing, let root = layout.views.first { layout.container.height = root.frame.height }
        return layout
    }

    /// The screen solved in one environment: installed, its system built and solved with the
    /// text passes; where views preserve their parents' margins or constraints name a view's
    /// safe area, solved again with the margins and insets the frames give them until they
    /// settle (`PreservedMargins`, `ViewSafeAreas`). Every environment starts from the views'
    /// own margins and no insets, so a category comes out the same alone or in a run.
    func solve(_ environment: LayoutEnvironment) throws -> SolvedLayout {
        let installation = try install(environment)
        let sizer = IntrinsicSizer(texts: installation.texts, grid: environment.grid)
        func solve(_ tree: InstalledTree, _ shared: SystemBuilder.Shared) throws -> SolvedLayout {
            let builder = SystemBuilder(screen: screen, tree: tree, environment: environment,
                                        constraints: constraints, shared: shared)
            return try TextPasses(builder: builder, sizer: sizer, solver: solver).solve()
        }
        var solved = try solve(installation.tree, installation.shared)
        let preserves = PreservedMargins.applies(to: installation.tree), insets = usesViewSafeAreas
        guard preserves || insets else { return solved }
        var tree = installation.tree
        for _ in 0..<max(PreservedMargins.maxPasses, ViewSafeAreas.maxPasses) {
            let container = environment.container
            let margins = preserves ? PreservedMargins.margins(of: installation.tree, container: container,
                                                                 direction: environment.direction, values: solved.values)
                : tree.views.map(\.margins)
            let safeAreas = insets ? ViewSafeAreas.insets(of: tree, container: container, values: solved.values)
                : tree.views.map(\.safeAreaInsets)
            if margins.agrees(with: tree.views.map(\.margins)), safeAreas.agrees(with: tree.views.map(\.safeAreaInsets)) { break }
            for index in tree.views.indices {
                tree.views[index].margins = margins[index]
                tree.views[index].safeAreaInsets = safeAreas[index]
            }
            // The written constraints' rows hold the margins and insets: a cache of their own.
            solved = try solve(tree, SystemBuilder.Shared(tree: tree))
        }
        return solved
    }

    /// The installed tree: the last one with fonts resolved again when only the category
    /// changed and the views cannot tell categories apart otherwise, else installed afresh.
    private func install(_ environment: LayoutEnvironment) throws -> Installation {
        let resolver = ViewTreeResolver(screen: screen, fonts: fonts, environment: environment)
        if let reused = reusedInstallation(for: environment, resolver: resolver) { return reused }
        let tree = try resolver.resolve()
        let installation = Installation(tree: tree, environment: environment, shared: SystemBuilder.Shared(tree: tree),
                                        texts: ViewTexts(fonts: fonts, viewCount: tree.views.count))
        installed = installation
        return installation
    }
}

extension LayoutPipeline {
    /// The last installation when it serves `environment`: as it is for the same category, with
    /// its fonts resolved again for another (when only the category differs and the views
    /// cannot tell categories apart otherwise); nil otherwise, the last one kept. Taken out
    /// while it is changed, so a refont changes the one copy of the views instead of copying
    /// them all, and put back before returning.
    private func reusedInstallation(for environment: LayoutEnvironment, resolver: ViewTreeResolver) -> Installation? {
        guard var previous = installed.take() else { return nil }
        defer { installed = previous }
        guard previous.environment.differsOnlyInCategory(from: environment) else { return nil }
        if previous.environment.category == environment.category { return previous }
        guard viewsIgnoreCategory else { return nil }
        // A font that does not resolve leaves the tree half done: installing afresh replaces it.
        guard resolver.refont(&previous.tree) else { return nil }
        previous.environment = environment
        return previous
    }
}

extension LayoutEnvironment {
    /// Same container, direction and Bold Text setting.
    func differsOnlyInCategory(from other: LayoutEnvironment) -> Bool {
        container == other.container && direction == other.direction && boldText == other.boldText
    }
}

extension JSONNode {
    /// Whether a `when` inside this value names a category (every condition in a screen is
    /// written as a `when` object).
    var hasCategoryCondition: Bool {
        switch value {
        case .object(let members):
            members.contains { member in
                if member.key == "when", case .object(let condition) = member.value.value,
                   condition.contains(where: { $0.key == "category" }) {
                    return true
                }
                return member.value.hasCategoryCondition
            }
        case .array(let items):
            items.contains { $0.hasCategoryCondition }
        case .string, .number, .bool, .null:
            false
        }
    }
}
