import LayoutSolver

/// Lays out one screen (SPEC §4): installs views, builds the linear system, solves it with the
/// text passes, and rounds frames. Keeps the solver between categories so a run of all twelve
/// only updates the constants that change.
public final class LayoutEngine {
    public let screen: Screen
    let fonts: FontCatalog
    let constraints: ConstraintList
    private let solver = SystemSolver()
    /// Passes after the first, at most: wrapped heights settle in one or two.
    static let maxTextPasses = 6

    public init(screen: Screen, fonts: FontCatalog) {
        self.screen = screen
        self.fonts = fonts
        self.constraints = ConstraintList(screen: screen)
    }

    /// The layout in one environment.
    public func layout(_ environment: LayoutEnvironment) throws -> ScreenLayout {
        let tree = try ViewTreeResolver(screen: screen, fonts: fonts, environment: environment).resolve()
        var result = try solvePasses(tree: tree, environment: environment)
        var ambiguous = solver.ambiguousVariables()
        if !ambiguous.isEmpty && !result.startedFresh {
            // An ambiguous optimum depends on the solver's history: start over so the answer
            // is the one a run of this category alone prints.
            solver.reset()
            result = try solvePasses(tree: tree, environment: environment)
            ambiguous = solver.ambiguousVariables()
        }
        return FrameRounding(tree: tree, environment: environment, fonts: fonts, screen: screen,
                             constraints: constraints).layout(from: result, ambiguous: ambiguous)
    }

    struct PassResult {
        var system: LinearSystem
        var solved: SolvedSystem
        var textLines: [WrappedText?]
        var startedFresh: Bool
    }

    private func solvePasses(tree: InstalledTree, environment: LayoutEnvironment) throws -> PassResult {
        let sizer = IntrinsicSizer(fonts: fonts, grid: environment.grid)
        var sizes: [IntrinsicSize] = []
        var lines: [WrappedText?] = []
        for view in tree.views {
            let (size, text) = sizer.size(of: view, wrapWidth: nil)
            sizes.append(size)
            lines.append(text)
        }
        let builder = SystemBuilder(screen: screen, tree: tree, environment: environment, constraints: constraints)
        var system = try builder.system(intrinsic: sizes, textLines: lines)
        var solved = solver.solve(system)
        let startedFresh = solved.rebuilt
        let wrapping = tree.views.filter(\.wrapsText).map(\.index)
        var pass = 0
        while !wrapping.isEmpty && pass < Self.maxTextPasses {
            pass += 1
            var changed = false
            for index in wrapping {
                let width = max(0, solved.values[AttributeForms.variable(view: index, .width)])
                let (size, text) = sizer.size(of: tree.views[index], wrapWidth: width)
                if size != sizes[index] || text != lines[index] {
                    changed = true
                    sizes[index] = size
                    lines[index] = text
                }
            }
            if !changed { break }
            system = try builder.system(intrinsic: sizes, textLines: lines)
            solved = solver.solve(system)
        }
        return PassResult(system: system, solved: solved, textLines: lines, startedFresh: startedFresh)
    }

    /// The linear system of one environment after its text passes (SPEC §7.3).
    func solvedSystem(_ environment: LayoutEnvironment) throws -> LinearSystem {
        let tree = try ViewTreeResolver(screen: screen, fonts: fonts, environment: environment).resolve()
        return try solvePasses(tree: tree, environment: environment).system
    }
}

