/// Solves a screen's system with its text passes (SPEC §4): first with each text on one line,
/// then, while a wrapping text's lines change, with each wrapping text fitted at its solved
/// width, the system built and solved again.
struct TextPasses {
    /// Passes after the first, at most: wrapped heights settle in one or two.
    static let maxPasses = 6

    let builder: SystemBuilder
    let sizer: IntrinsicSizer
    let solver: ReusedSolver

    /// The last pass's system and solution, with the texts as its frames show them.
    func solve() throws -> SolvedLayout {
        var passes = try run()
        var ambiguous = solver.ambiguousVariables()
        if !ambiguous.isEmpty && !passes.startedFresh {
            // An ambiguous optimum depends on the solver's history: start over so the answer
            // is the one a run of this category alone prints.
            solver.reset()
            passes = try run()
            ambiguous = solver.ambiguousVariables()
        }
        let tree = builder.tree
        return SolvedLayout(screenName: builder.screen.name, environment: builder.environment,
                            constraints: builder.constraints,
                            tree: tree, system: passes.system, values: passes.values, lines: passes.lines,
                            fonts: sizer.texts.fonts, conflicts: passes.solved.conflicts,
                            ambiguous: ambiguous)
    }

    /// One run of the passes; `values` are read before anything else asks the solver.
    private func run() throws -> (system: LinearSystem, solved: SolvedSystem, values: [Double], lines: [TextFit?],
                                  startedFresh: Bool) {
        let tree = builder.tree
        var sizes: [IntrinsicSize] = []
        var lines: [TextFit?] = []
        sizes.reserveCapacity(tree.views.count)
        lines.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            let view = tree.views[index]
            let (size, text) = sizer.size(of: view, wrapWidth: view.wrapsText ? view.firstWrapWidth : nil)
            sizes.append(size)
            lines.append(text)
        }
        let wrapping = tree.views.indices.filter { tree.views[$0].wrapsText }
        // A required horizontal compression of a wrapping label measured unwrapped holds from
        // the second pass on; one measured at its nib width too when that width conflicts.
        let required = wrapping.filter { tree.views[$0].compression.horizontal > 999 }
        var relaxes = required.contains { tree.views[$0].measuresUnwrappedFirst }
        var system = try builder.system(intrinsic: sizes, textLines: lines, relaxing: relaxes ? .unwrapped : .none)
        var solved = solver.solve(system)
        let startedFresh = solved.rebuilt
        if required.contains(where: { !tree.views[$0].measuresUnwrappedFirst }),
           Self.breaks(solved.conflicts, compressionOf: required, in: system) {
            system = try builder.system(intrinsic: sizes, textLines: lines, relaxing: .wrapping)
            solved = solver.solve(system)
            relaxes = true
        }
        var pass = 0
        var settled = wrapping.isEmpty
        while !settled && pass < Self.maxPasses {
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
            // A relaxed first pass is never the last: the next enforces every compression.
            settled = !changed && !(relaxes && pass == 1)
            if settled { break }
            system = try builder.system(intrinsic: sizes, textLines: lines)
            solved = solver.solve(system)
        }
        // The frames show the text at the widths solved last: out of passes, the sizes did not
        // come from them; a label sized at its `wrapWidth` still draws wrapped at its bounds.
        for index in wrapping where !settled || tree.views[index].wrapWidth != nil {
            let width = max(0, solver.value(of: ViewVariables.width(index)))
            lines[index] = sizer.drawnText(of: tree.views[index], inWidth: width)
        }
        return (system, solved, solver.values(), lines, startedFresh)
    }

    /// Whether a conflict involves the horizontal compression of one of `labels`: only then
    /// is a first pass at nib widths the cause, and solved again with them relaxed.
    static func breaks(_ conflicts: [Conflict], compressionOf labels: [Int], in system: LinearSystem) -> Bool {
        conflicts.contains { conflict in
            conflict.rows.contains { row in
                guard case .compression(let view, .horizontal) = system.rows[row].origin else { return false }
                return labels.contains(view)
            }
        }
    }
}
