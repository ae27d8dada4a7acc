import LayoutSolver

/// kiwi's "enaml-like" benchmark (nucleic/kiwi, benchmarks/enaml_like_benchmark.cpp), ported
/// row for row: a form of three labels, three fields and a control inside a contents box, 111
/// constraints over the 35 variables of `build_solver` plus the two edit variables width and
/// height (37 in all), in kiwi's order.
///
/// kiwi weighs strengths (required ≈ 1e9, strong 1e6, smedium 1e5, mmedium 1250, medium 1000,
/// weak 1); typescale has strict tiers, so each strength maps to a priority in the same order:
/// strong → 750, smedium → 600, mmedium → 500, medium → 400, weak → 250. Any order-preserving
/// mapping gives typescale the same solution, because only the order of tiers matters to it.
enum EnamlForm {
    enum Strength: String {
        case required, strong, smedium, mmedium, medium, weak

        var priority: Int {
            switch self {
            case .required: 1000
            case .strong: 750
            case .smedium: 600
            case .mmedium: 500
            case .medium: 400
            case .weak: 250
            }
        }
    }

    struct EnamlRow {
        var terms: [(Double, String)]
        var constant: Double
        var relation: Relation
        var strength: Strength

        init(_ terms: [(Double, String)], _ constant: Double, _ relation: Relation, _ strength: Strength) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }
    }

    /// The variables of `build_solver` in declaration order (width and height come first, as kiwi creates them first).
    static let variableNames = [
        "width", "height",
        "left", "top", "contents_top", "contents_bottom", "contents_left", "contents_right", "midline",
        "ctleft", "ctheight", "cttop", "ctwidth",
        "lb1left", "lb1height", "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width",
        "lb3left", "lb3height", "lb3top", "lb3width",
        "fl1left", "fl1height", "fl1top", "fl1width", "fl2left", "fl2height", "fl2top", "fl2width",
        "fl3left", "fl3height", "fl3top", "fl3width",
    ]

    /// kiwi's six (width, height) suggestions.
    static let sizes: [[Double]] = [[400, 600], [600, 400], [800, 1200], [1200, 800], [400, 800], [800, 400]]

    /// The system: both edit variables strong, then the 111 rows.
    static func system() -> BenchSystem {
        var system = BenchSystem(name: "enaml")
        for name in variableNames { _ = system.variable(name) }
        let strong = Strength.strong.priority
        system.edits = [(0, strong), (1, strong)]
        system.suggestions = sizes
        for (index, row) in rows.enumerated() {
            let terms = row.terms.map { term in (term.0, variableNames.firstIndex(of: term.1) ?? -1) }
            precondition(terms.allSatisfy { $0.1 >= 0 }, "enaml row \(index) names an unknown variable")
            system.row("enaml[\(index)]", terms, row.constant, row.relation, row.strength.priority)
            system.rows[system.rows.count - 1].kiwiStrength = row.strength.rawValue
        }
        precondition(system.variables.count == 37 && system.rows.count == 111,
                     "the enaml form has 35 + 2 variables and 111 constraints")
        return system
    }

    /// The rows exactly as in kiwi's source, `(expression RELATION 0) | strength`.
    static let rows: [EnamlRow] = [
        EnamlRow([(1, "left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "height")], 0, .equal, .medium),
        EnamlRow([(1, "top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "height")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "top"), (1, "contents_top")], -10, .equal, .required),
        EnamlRow([(1, "lb3height")], -16, .equal, .strong),
        EnamlRow([(1, "lb3height")], -16, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "ctleft")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "cttop")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "ctwidth")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "ctheight")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl3left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "ctheight")], -24, .greaterThanOrEqual, .smedium),
        EnamlRow([(1, "ctwidth")], -16777200.0, .lessThanOrEqual, .smedium),
        EnamlRow([(1, "ctheight")], -24, .lessThanOrEqual, .smedium),
        EnamlRow([(1, "fl3top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl3width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl3height")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb1width")], -67, .equal, .weak),
        EnamlRow([(1, "lb2width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb2height")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl2height")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb3left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl2width")], -125, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "fl2height")], -21, .equal, .strong),
        EnamlRow([(1, "fl2height")], -21, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "lb3top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb3width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl1left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl1width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb1width")], -67, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "fl2left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb2width")], -66, .equal, .weak),
        EnamlRow([(1, "lb2width")], -66, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "lb2height")], -16, .equal, .strong),
        EnamlRow([(1, "fl1height")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl1top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb2top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "lb2top"), (1, "lb3top"), (-1, "lb2height")], -10, .equal, .mmedium),
        EnamlRow([(-1, "lb3top"), (-1, "lb3height"), (1, "fl3top")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "lb3top"), (-1, "lb3height"), (1, "fl3top")], -10, .equal, .mmedium),
        EnamlRow([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0, .equal, .mmedium),
        EnamlRow([(1, "fl1top"), (-1, "contents_top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl1top"), (-1, "contents_top")], 0, .equal, .mmedium),
        EnamlRow([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "left"), (-1, "width"), (1, "contents_right")], 10, .equal, .required),
        EnamlRow([(-1, "top"), (-1, "height"), (1, "contents_bottom")], 10, .equal, .required),
        EnamlRow([(-1, "left"), (1, "contents_left")], -10, .equal, .required),
        EnamlRow([(1, "lb3left"), (-1, "contents_left")], 0, .equal, .mmedium),
        EnamlRow([(1, "fl1left"), (-1, "midline")], 0, .equal, .strong),
        EnamlRow([(1, "fl2left"), (-1, "midline")], 0, .equal, .strong),
        EnamlRow([(1, "ctleft"), (-1, "midline")], 0, .equal, .strong),
        EnamlRow([(1, "fl1top"), (0.5, "fl1height"), (-1, "lb1top"), (-0.5, "lb1height")], 0, .equal, .strong),
        EnamlRow([(1, "lb1left"), (-1, "contents_left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb1left"), (-1, "contents_left")], 0, .equal, .mmedium),
        EnamlRow([(-1, "lb1left"), (1, "fl1left"), (-1, "lb1width")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "lb1left"), (1, "fl1left"), (-1, "lb1width")], -10, .equal, .mmedium),
        EnamlRow([(-1, "fl1left"), (1, "contents_right"), (-1, "fl1width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "width")], 0, .equal, .medium),
        EnamlRow([(-1, "fl1top"), (1, "fl2top"), (-1, "fl1height")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "fl1top"), (1, "fl2top"), (-1, "fl1height")], -10, .equal, .mmedium),
        EnamlRow([(1, "cttop"), (-1, "fl2top"), (-1, "fl2height")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "ctheight"), (-1, "cttop"), (1, "fl3top")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "cttop"), (-1, "fl2top"), (-1, "fl2height")], -10, .equal, .mmedium),
        EnamlRow([(-1, "fl1left"), (1, "contents_right"), (-1, "fl1width")], 0, .equal, .mmedium),
        EnamlRow([(-1, "lb2top"), (-0.5, "lb2height"), (1, "fl2top"), (0.5, "fl2height")], 0, .equal, .strong),
        EnamlRow([(-1, "contents_left"), (1, "lb2left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "contents_left"), (1, "lb2left")], 0, .equal, .mmedium),
        EnamlRow([(1, "fl2left"), (-1, "lb2width"), (-1, "lb2left")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "ctheight"), (-1, "cttop"), (1, "fl3top")], -10, .equal, .mmedium),
        EnamlRow([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0, .equal, .mmedium),
        EnamlRow([(1, "lb1top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb1width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb1height")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl2left"), (-1, "lb2width"), (-1, "lb2left")], -10, .equal, .mmedium),
        EnamlRow([(-1, "fl2left"), (-1, "fl2width"), (1, "contents_right")], 0, .equal, .mmedium),
        EnamlRow([(-1, "fl2left"), (-1, "fl2width"), (1, "contents_right")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb3left"), (-1, "contents_left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb1left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(0.5, "ctheight"), (1, "cttop"), (-1, "lb3top"), (-0.5, "lb3height")], 0, .equal, .strong),
        EnamlRow([(1, "ctleft"), (-1, "lb3left"), (-1, "lb3width")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "ctwidth"), (-1, "ctleft"), (1, "contents_right")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "ctleft"), (-1, "lb3left"), (-1, "lb3width")], -10, .equal, .mmedium),
        EnamlRow([(1, "fl3left"), (-1, "contents_left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl3left"), (-1, "contents_left")], 0, .equal, .mmedium),
        EnamlRow([(-1, "ctwidth"), (-1, "ctleft"), (1, "contents_right")], 0, .equal, .mmedium),
        EnamlRow([(-1, "fl3left"), (1, "contents_right"), (-1, "fl3width")], 0, .equal, .mmedium),
        EnamlRow([(-1, "contents_top"), (1, "lb1top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "contents_top"), (1, "lb1top")], 0, .equal, .mmedium),
        EnamlRow([(-1, "fl3left"), (1, "contents_right"), (-1, "fl3width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb2top"), (-1, "lb1top"), (-1, "lb1height")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(-1, "lb2top"), (1, "lb3top"), (-1, "lb2height")], -10, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb2top"), (-1, "lb1top"), (-1, "lb1height")], -10, .equal, .mmedium),
        EnamlRow([(1, "fl1height")], -21, .equal, .strong),
        EnamlRow([(1, "fl1height")], -21, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "lb2left")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb2height")], -16, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "fl2top")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "fl2width")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "lb1height")], -16, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "lb1height")], -16, .equal, .strong),
        EnamlRow([(1, "fl3width")], -125, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "fl3height")], -21, .equal, .strong),
        EnamlRow([(1, "fl3height")], -21, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "lb3height")], 0, .greaterThanOrEqual, .required),
        EnamlRow([(1, "ctwidth")], -119, .greaterThanOrEqual, .smedium),
        EnamlRow([(1, "lb3width")], -24, .equal, .weak),
        EnamlRow([(1, "lb3width")], -24, .greaterThanOrEqual, .strong),
        EnamlRow([(1, "fl1width")], -125, .greaterThanOrEqual, .strong),
    ]
}
