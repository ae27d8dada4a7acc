import Testing
@testable import LayoutSolver

/// Issue 16's long form as the CLI writes its system: the container first, then per row
/// `H:|-16-[l]-8-[f]-16-|`, the label's baseline on the field's, label widths equal within
/// blocks of 10, each field 8 below the previous one; hugging and compression last. Work is
/// counted (terms, row rewrites), not timed.
struct LongFormTests {
    struct Form {
        let solver = Solver()
        var labels: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
        var fields: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []

        /// The label of row i wants 40 + i mod 7 points; labels and fields are 20.5 and 33.5 tall.
        static func labelWidth(_ i: Int) -> Double { 40 + Double(i % 7) }

        init(rows: Int) throws {
            let s = solver
            func view(_ name: String) -> (left: Variable, top: Variable, width: Variable, height: Variable) {
                (s.addVariable(named: "\(name).left"), s.addVariable(named: "\(name).top"),
                 s.addVariable(named: "\(name).width"), s.addVariable(named: "\(name).height"))
            }
            let root = view("root")
            for i in 0..<rows {
                labels.append(view("l\(i)"))
                fields.append(view("f\(i)"))
            }
            try s.addConstraint(expr((root.left, 1)), .equal)
            try s.addConstraint(expr((root.top, 1)), .equal)
            try s.addConstraint(expr((root.width, 1), constant: -390), .equal)
            try s.addConstraint(expr((root.height, 1), constant: -Double(60 * rows + 400)), .equal)
            for i in 0..<rows {
                let l = labels[i], f = fields[i]
                try s.addConstraint(expr((root.left, -1), (l.left, 1), constant: -16), .equal)
                try s.addConstraint(expr((l.left, -1), (l.width, -1), (f.left, 1), constant: -8), .equal)
                try s.addConstraint(expr((root.left, 1), (root.width, 1), (f.left, -1), (f.width, -1), constant: -16), .equal)
                // Both fonts are body: the baselines sit at the same offset from the centres.
                try s.addConstraint(expr((l.top, 1), (l.height, 0.5), (f.top, -1), (f.height, -0.5)), .equal)
                if i % 10 != 0 { try s.addConstraint(expr((labels[i - i % 10].width, -1), (l.width, 1)), .equal) }
                if i == 0 {
                    try s.addConstraint(expr((root.top, -1), (f.top, 1), constant: -20), .equal)
                } else {
                    let above = fields[i - 1]
                    try s.addConstraint(expr((above.top, -1), (above.height, -1), (f.top, 1), constant: -8), .equal)
                }
            }
            for i in 0..<rows {
                for (variable, length, hugging) in [(labels[i].width, Self.labelWidth(i), 251), (labels[i].height, 20.5, 251),
                                                     (fields[i].width, 60, 250), (fields[i].height, 33.5, 250)] {
                    try s.addConstraint(expr((variable, 1), constant: -length), .lessThanOrEqual, priority: priority(hugging))
                    try s.addConstraint(expr((variable, 1), constant: -length), .greaterThanOrEqual, priority: priority(750))
                }
            }
        }
    }

    /// Each field's height defined by the baseline and each top by the field above made every
    /// hugging row expand through all rows above it (rows n²/2 terms long in total). Reoriented
    /// definitions keep the field heights plain, so the tableau stays a few terms per row.
    @Test func longFormStaysSparse() throws {
        let small = try Form(rows: 100), large = try Form(rows: 1_000)
        let a = small.solver.statistics, b = large.solver.statistics
        // ~22 terms a row (its eight hugging and compression rows), whatever the length.
        #expect(b.terms < 30 * 1_000 && Double(b.terms) < 11 * Double(a.terms), "terms \(a.terms) → \(b.terms)")
        #expect(b.longestRow < 4, "longest row \(b.longestRow)")
        #expect(Double(b.rowRewrites) < 12 * Double(max(1, a.rowRewrites)), "rewrites \(a.rowRewrites) → \(b.rowRewrites)")
        // Every field height was reoriented (its baseline now defines the label's top).
        #expect(b.reorientations >= 1_000, "reorientations \(b.reorientations)")
        // The layout: labels as wide as the widest in their block, fields take the rest, each
        // field 33.5 tall and 8 below the one above, labels centred on their field's baseline.
        let s = large.solver
        for i in stride(from: 0, to: 1_000, by: 37) {
            let block = (i - i % 10)..<(i - i % 10 + 10)
            let labelWidth = block.map(Form.labelWidth).max()!
            #expect(s.value(of: large.labels[i].width) == labelWidth)
            #expect(s.value(of: large.fields[i].left) == 16 + labelWidth + 8)
            #expect(s.value(of: large.fields[i].width) == 390 - 16 - labelWidth - 8 - 16)
            #expect(s.value(of: large.fields[i].height) == 33.5)
            #expect(s.value(of: large.fields[i].top) == 20 + 41.5 * Double(i))
            #expect(s.value(of: large.labels[i].top) == 20 + 41.5 * Double(i) + 6.5)
        }
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// A refused required constraint that reoriented a definition on its way leaves it as it
    /// was. `c = −h` defines c and `k = c` defines k; `c − k ≥ 100` needs c, so `h + c = 0` is
    /// turned to define h, and then the row cancels to `−100 ≥ 0` and is refused.
    @Test func refusedAddUndoesItsReorientation() throws {
        let s = Solver()
        let h = s.addVariable(named: "h"), c = s.addVariable(named: "c"), k = s.addVariable(named: "k")
        let sum = try s.addConstraint(expr((h, 1), (c, 1)), .equal)
        let copy = try s.addConstraint(expr((k, 1), (c, -1)), .equal)
        #expect(s.definedVariable(of: sum) == c.index)
        #expect(throws: SolverError.self) { try s.addConstraint(expr((c, 1), (k, -1), constant: -100), .greaterThanOrEqual) }
        #expect(s.statistics.reorientations == 1)
        #expect(s.definedVariable(of: sum) == c.index)
        #expect(s.definedVariable(of: copy) == k.index)
        // An accepted row reorients it for good.
        try s.addConstraint(expr((c, 1), constant: -5), .greaterThanOrEqual)
        #expect(s.definedVariable(of: sum) == h.index)
        #expect(s.value(of: c) == 5 && s.value(of: h) == -5 && s.value(of: k) == 5)
    }
}
