import Testing
@testable import LayoutSolver

/// Work that must grow with the number of views, not with its square. Counted in rows
/// rewritten by substitution (`SolverStatistics.rowRewrites`), not in time, so the check is
/// exact on every machine.
struct ScalingTests {
    /// typescale-bench's grid: `rows` rows of `columns` views, each row pinned to a shared
    /// container (`last.right == container.width`), every view wanting its width @750 but
    /// the middle one @250, rows stacked 8 apart.
    struct PinnedGrid {
        let solver = Solver()
        var width: [[Variable]] = []
        let container: Variable
        let bound: ConstraintHandle
        let wanted: Double

        init(rows: Int, columns: Int) throws {
            let s = solver
            container = s.addVariable(named: "container")
            wanted = Double(columns) * 108 - 8
            var above: [(top: Variable, height: Variable)] = []
            for r in 0..<rows {
                var left: [Variable] = [], widths: [Variable] = [], current: [(top: Variable, height: Variable)] = []
                for c in 0..<columns {
                    let l = s.addVariable(named: "l\(r)_\(c)"), w = s.addVariable(named: "w\(r)_\(c)")
                    let t = s.addVariable(named: "t\(r)_\(c)"), h = s.addVariable(named: "h\(r)_\(c)")
                    if c > 0 {
                        try s.addConstraint(expr((l, 1), (left[c - 1], -1), (widths[c - 1], -1), constant: -8), .equal)
                    } else {
                        try s.addConstraint(expr((l, 1)), .equal)
                    }
                    if r > 0 {
                        try s.addConstraint(expr((t, 1), (above[c].top, -1), (above[c].height, -1), constant: -8), .equal)
                    } else {
                        try s.addConstraint(expr((t, 1)), .equal)
                    }
                    try s.addConstraint(expr((w, 1), constant: -50), .greaterThanOrEqual)
                    try s.addConstraint(expr((w, 1), constant: -100), .equal, priority: c == columns / 2 ? .low : .high)
                    try s.addConstraint(expr((h, 1), constant: -20), .greaterThanOrEqual)
                    try s.addConstraint(expr((h, 1), constant: -44), .equal, priority: .low)
                    left.append(l); widths.append(w); current.append((t, h))
                }
                try s.addConstraint(expr((left[columns - 1], 1), (widths[columns - 1], 1), (container, -1)), .equal)
                width.append(widths)
                above = current
            }
            bound = try s.addConstraint(expr((container, 1), constant: -wanted), .equal, priority: .high)
        }
    }

    /// Each row's phase one once entered the oldest improving symbol, one of the first row's
    /// errors, which every earlier row holds: 4× the rows cost 48× the rewrites (a 100 × 100
    /// grid took 16 s). Entering the symbol in the fewest rows makes it 6.8×.
    @Test func pinnedGridRewritesGrowWithTheRows() throws {
        let small = try PinnedGrid(rows: 10, columns: 20)
        let large = try PinnedGrid(rows: 40, columns: 20)
        let ratio = Double(large.solver.statistics.rowRewrites) / Double(small.solver.statistics.rowRewrites)
        #expect(ratio < 10, "rewrites \(small.solver.statistics.rowRewrites) → \(large.solver.statistics.rowRewrites)")
        // The layout itself: every fixed view 100 wide; the flexible one takes what the row leaves.
        for grid in [small, large] {
            for row in grid.width {
                for (c, w) in row.enumerated() where c != 10 { #expect(abs(grid.solver.value(of: w) - 100) < 1e-9) }
                #expect(abs(grid.solver.value(of: row[10]) - 100) < 1e-9)
            }
        }
        try large.solver.setConstant(-(large.wanted - 30), of: large.bound)
        for row in large.width {
            #expect(abs(large.solver.value(of: row[10]) - 70) < 1e-9)
            #expect(abs(large.solver.value(of: row[0]) - 100) < 1e-9)
        }
    }

    /// The chain of 2,000 views (a row pinned at both ends): linear in rewrites, and a
    /// tableau of ~14 terms per view (the flexible view's row holds every other width's
    /// errors) because the left edges stay definitions; a filled-in tableau would hold ~n².
    @Test func pinnedChainStaysSparse() throws {
        let chain = try PinnedGrid(rows: 1, columns: 2_000)
        let stats = chain.solver.statistics
        #expect(stats.terms < 20 * 2_000, "terms \(stats.terms)")
        #expect(stats.rowRewrites < 20 * 2_000, "rewrites \(stats.rowRewrites)")
        // Edges up to 2e5 points: no sum of constants cancels seven digits, nothing is refined.
        #expect(stats.refinements == 0)
        try chain.solver.setConstant(-(chain.wanted + 12), of: chain.bound)
        #expect(abs(chain.solver.value(of: chain.width[0][1_000]) - 112) < 1e-9)
        #expect(abs(chain.solver.value(of: chain.width[0][999]) - 100) < 1e-9)
    }

    /// A stack of cards as the CLI writes it: each card's own constraints first (their
    /// definitions mention `card.top`), then `card.top == previous.bottom + 8`. That last
    /// equality defines `card.top` although definitions already mention it; as a tableau row
    /// it carried every earlier card's marker (~n²/2 terms: 1.1 M at 2,000 views).
    @Test func stackedCardsStaySparse() throws {
        let count = 400
        let (s, cards) = try stackOfCards(count, stackFirst: false)
        let stats = s.statistics
        #expect(stats.terms < 10 * count, "terms \(stats.terms)")
        #expect(stats.longestRow < 10, "longest row \(stats.longestRow)")
        // Card i is 16 + (20 + i mod 3) high and starts 8 below the previous one.
        var expectedTop = 0.0
        for (i, card) in cards.enumerated() {
            #expect(s.value(of: card.top) == expectedTop)
            #expect(s.value(of: card.title) == expectedTop + 8)
            expectedTop += 16 + Double(20 + i % 3) + 8
        }
        #expect(s.ambiguousVariables().isEmpty)
        // The same cards with each `card.top` defined before anything mentions it: the same bits.
        let (fresh, freshCards) = try stackOfCards(count, stackFirst: true)
        for (a, b) in zip(cards, freshCards) {
            for (x, y) in [(a.top, b.top), (a.height, b.height), (a.title, b.title), (a.titleHeight, b.titleHeight)] {
                #expect(s.value(of: x).bitPattern == fresh.value(of: y).bitPattern)
            }
        }
    }

    typealias Card = (top: Variable, height: Variable, title: Variable, titleHeight: Variable)

    /// `count` cards, each a title 8 below its top and 8 above its bottom, 8 apart; the title
    /// wants a height of 20, 21 or 22 @750. `stackFirst`: each card's place in the stack is
    /// added before its own constraints (as the CLI does not).
    func stackOfCards(_ count: Int, stackFirst: Bool) throws -> (Solver, [Card]) {
        let s = Solver()
        var cards: [Card] = []
        for i in 0..<count {
            let top = s.addVariable(named: "card\(i).top"), height = s.addVariable(named: "card\(i).height")
            let title = s.addVariable(named: "title\(i).top"), titleHeight = s.addVariable(named: "title\(i).height")
            func stack() throws {
                if let previous = cards.last {
                    try s.addConstraint(expr((top, 1), (previous.top, -1), (previous.height, -1), constant: -8), .equal)
                } else {
                    try s.addConstraint(expr((top, 1)), .equal)
                }
            }
            if stackFirst { try stack() }
            try s.addConstraint(expr((title, 1), (top, -1), constant: -8), .equal)
            try s.addConstraint(expr((top, 1), (height, 1), (title, -1), (titleHeight, -1), constant: -8), .equal)
            try s.addConstraint(expr((titleHeight, 1), constant: -Double(20 + i % 3)), .equal, priority: .high)
            if !stackFirst { try stack() }
            cards.append((top, height, title, titleHeight))
        }
        return (s, cards)
    }
}
