"""The reference: HiGHS solving strict tiers one by one (minimise a tier's error sum, fix it at
its optimum plus a tiny slack, go on), as typescale's tests' HiGHS-made known answers were."""
import highspy
INF = highspy.kHighsInf
EQ, LE, GE = "eq", "le", "ge"


def new_highs():
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("primal_feasibility_tolerance", 1e-10)
    h.setOptionValue("dual_feasibility_tolerance", 1e-10)
    h.setOptionValue("presolve", "off")
    return h


class LexLP:
    def __init__(self, nvars, constraints):
        # constraints: (terms [(var, coef)], const, rel, pri)
        self.nvars = nvars
        self.h = h = new_highs()
        h.addVars(nvars, [-INF] * nvars, [INF] * nvars)
        ncols = nvars
        self.tier_cols = {}
        for terms, const, rel, pri in constraints:
            idx = [v for v, _ in terms]
            val = [float(c) for _, c in terms]
            # merge duplicate vars
            m = {}
            for v, c in zip(idx, val):
                m[v] = m.get(v, 0.0) + c
            idx = [v for v in m if m[v] != 0]
            val = [m[v] for v in idx]
            if pri == 1000:
                lo, hi = {EQ: (-const, -const), LE: (-INF, -const), GE: (-const, INF)}[rel]
                h.addRow(lo, hi, len(idx), idx, val)
                continue
            if rel == EQ:
                h.addVars(2, [0, 0], [INF, INF])
                cols = [ncols, ncols + 1]
                h.addRow(-const, -const, len(idx) + 2, idx + cols, val + [-1.0, 1.0])
                ncols += 2
            elif rel == LE:
                h.addVars(1, [0], [INF])
                cols = [ncols]
                h.addRow(-INF, -const, len(idx) + 1, idx + cols, val + [-1.0])
                ncols += 1
            else:
                h.addVars(1, [0], [INF])
                cols = [ncols]
                h.addRow(-const, INF, len(idx) + 1, idx + cols, val + [1.0])
                ncols += 1
            self.tier_cols.setdefault(pri, []).extend(cols)
        self.ncols = ncols

    def solve(self, cost):
        h = self.h
        idx = list(range(self.ncols))
        h.changeColsCost(self.ncols, idx, [cost.get(j, 0.0) for j in idx])
        h.run()
        st = h.getModelStatus()
        if st != highspy.HighsModelStatus.kOptimal:
            return str(st), None, None
        return "optimal", h.getInfo().objective_function_value, list(h.getSolution().col_value)

    def feasible(self):
        st, _, _ = self.solve({})
        return st == "optimal"

    def lexicographic(self, rel_slack=1e-12, abs_slack=1e-10):
        """[(pri, optimum)] highest first, or None when required constraints are infeasible.
        self.point: the final solution's variable values."""
        optima = []
        self.point = None
        for pri in sorted(self.tier_cols, reverse=True):
            cols = self.tier_cols[pri]
            st, obj, col = self.solve({j: 1.0 for j in cols})
            if st != "optimal":
                assert not optima, f"tier {pri}: {st} after fixing the tiers above"
                return None
            obj = max(0.0, obj)
            optima.append((pri, obj))
            self.h.addRow(-INF, obj + abs_slack + rel_slack * obj, len(cols), cols, [1.0] * len(cols))
            self.point = col[:self.nvars]
        return optima
