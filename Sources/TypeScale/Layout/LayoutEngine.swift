import LayoutSolver

/// Lays out one screen (SPEC §4): installs views, builds the linear system, solves it with the
/// text passes, and rounds frames. Keeps the solver between categories so a run of all twelve
/// only updates the constants that change, and, when the category can change nothing but
/// fonts, the installed tree and the written constraints' rows too.
public final class LayoutEngine {
    public let screen: Screen
    let fonts: FontCatalog
    let constraints: ConstraintList
    private let solver = SystemSolver()
    /// Passes after the first, at most: wrapped heights settle in one or two.
    static let maxTextPasses = 6
    /// The last tree installed, its environment, and what its systems share.
    private var installed: (tree: InstalledTree, environment: LayoutEnvironment, shared: SystemBuilder.Shared,
                            texts: ViewTexts)?
    /// Whether no `when` in the views names a category (worked out when first needed).
    private lazy var viewsIgnoreCategory = !screen.views.contains { $0.node.hasCategoryCondition }

    public init(screen: Screen, fonts: FontCatalog) {
        self.screen = screen
        self.fonts = fonts
        self.constraints = ConstraintList(screen: screen)
    }

    /// The layout in one environment.
    public func layout(_ environment: LayoutEnvironment) throws -> ScreenLayout {
        let (tree, shared, texts) = try install(environment)
        var result = try solvePasses(tree: tree, environment: environment, shared: shared, texts: texts)
        var ambiguous = solver.ambiguousVariables()
        if !ambiguous.isEmpty && !result.startedFresh {
            // An ambiguous optimum depends on the solver's history: start over so the answer
            // is the one a run of this category alone prints.
            solver.reset()
            result = try solvePasses(tree: tree, environment: environment, shared: shared, texts: texts)
            ambiguous = solver.ambiguousVariables()
        }
        return FrameRounding(tree: tree, environment: environment, texts: texts, screen: screen,
                             constraints: constraints).layout(from: result, ambiguous: ambiguous)
    }

    /// The installed tree: the last one with fonts resolved again when only the category
    /// changed and the views cannot tell categories apart otherwise, else installed afresh.
    private func install(_ environment: LayoutEnvironment) throws -> (InstalledTree, SystemBuilder.Shared, ViewTexts) {
        let resolver = ViewTreeResolver(screen: screen, fonts: fonts, environment: environment)
        if let installed, installed.environment.differsOnlyInCategory(from: environment) {
            if installed.environment.category == environment.category {
                return (installed.tree, installed.shared, installed.texts)
            }
            if viewsIgnoreCategory, let tree = resolver.refont(installed.tree) {
                self.installed = (tree, environment, installed.shared, installed.texts)
                return (tree, installed.shared, installed.texts)
            }
        }
        let tree = try resolver.resolve()
        let shared = SystemBuilder.Shared(tree: tree)
        let texts = ViewTexts(fonts: fonts, viewCount: tree.views.count)
        installed = (tree, environment, shared, texts)
        return (tree, shared, texts)
    }

    struct PassResult {
        var system: LinearSystem
        var solved: SolvedSystem
        /// The values of the last pass's solution, by variable.
        var values: [Double]
        var textLines: [TextFit?]
        var startedFresh: Bool
    }

    private func solvePasses(tree: InstalledTree, environment: LayoutEnvironment,
                             shared: SystemBuilder.Shared, texts: ViewTexts) throws -> PassResult {
        let sizer = IntrinsicSizer(texts: texts, grid: environment.grid)
        var sizes: [IntrinsicSize] = []
        var lines: [TextFit?] = []
        sizes.reserveCapacity(tree.views.count)
        lines.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            let (size, text) = sizer.size(of: tree.views[index], wrapWidth: nil)
            sizes.append(size)
            lines.append(text)
        }
        let builder = SystemBuilder(screen: screen, tree: tree, environment: environment, constraints: constraints,
                                    shared: shared)
        var system = try builder.system(intrinsic: sizes, textLines: lines)
        var solved = solver.solve(system)
        let startedFresh = solved.rebuilt
        let wrapping = tree.views.indices.filter { tree.views[$0].wrapsText }
        var pass = 0
        var settled = wrapping.isEmpty
        while !settled && pass < Self.maxTextPasses {
            pass += 1
            var changed = false
            for index in wrapping {
                let width = max(0, solver.value(of: ViewVariables.width(index)))
                let (size, text) = sizer.size(of: tree.views[index], wrapWidth: width)
                if size != sizes[index] || text != lines[index] {
                    changed = true
                    sizes[index] = size
                    lines[index] = text
                }
            }
            settled = !changed
            if settled { break }
            system = try builder.system(intrinsic: sizes, textLines: lines)
            solved = solver.solve(system)
        }
        if !settled {
            // Out of passes: the frames show the text at the widths solved last, which the
            // sizes did not come from.
            for index in wrapping {
                let width = max(0, solver.value(of: ViewVariables.width(index)))
                lines[index] = sizer.size(of: tree.views[index], wrapWidth: width).1
            }
        }
        return PassResult(system: system, solved: solved, values: solver.values(), textLines: lines,
                          startedFresh: startedFresh)
    }

    /// The linear system of one environment after its text passes (SPEC §7.3).
    func solvedSystem(_ environment: LayoutEnvironment) throws -> LinearSystem {
        let (tree, shared, texts) = try install(environment)
        return try solvePasses(tree: tree, environment: environment, shared: shared, texts: texts).system
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
