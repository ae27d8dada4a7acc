#!/usr/bin/env python3
"""Regenerates Tests/LayoutSolverTests/DegenerateKnownAnswers.swift: 200 random degenerate layout
systems (Python random.Random(20240601)) and their optima from HiGHS, tier by tier.

Run through bench/degenerate.sh (it makes the venv with the pinned highspy). Writes the Swift
file to the path given (default: the one in Tests/), byte for byte as committed.

How a system is drawn, in the order of the draws (every draw below is one call on the one
random.Random, so the order is part of the table):
  views n in 2..6, columns 1..n, margin 0..16, spacing 0..12; per view a minimum width 5..60
  (all views), minimum height 5..40, preferred width min + 0..120, preferred height min + 0..60.
  The container: 45% shrunk (width x 0.5..0.95, height shrunk too half the time, else
  x 1..1.3), else grown (width x 1..1.4, height x 1..1.3), of the natural size (widest row's
  preferred widths + spacings + margins; rows' tallest preferred heights + spacings + margins).
  Half the systems hold the container in variables cw, ch (`cw - W == 0` at 750 or 1000, the
  same for ch), the others use the numbers. One priority (750 or 1000) for the bottom bounds
  and `<=` right bounds.
  Per view (row-major grid): required min sizes; preferred sizes at 250 or 500; hugging `<=`
  at 250 (30%), compression resistance `>=` at 750 (30%); the leading view of a row at the
  margin (required, 20% at a priority of 999/750/500/250/1), the others at the spacing after
  their left neighbour (required, 30% as a required `>=` plus the equality at 500 or 250);
  the last view of a row has a right bound (35% `==` at 750/1000/the bound priority, else
  `<=`); the first row at the top margin, lower rows `>=` the spacing below the view above
  (60% plus the equality at 750 or 500); views with nothing below have a bottom bound; in a
  row, tops aligned to the left neighbour (1000/999/750/500), equal heights at 750 (50%),
  bottoms aligned (50%, 999/750/500/250/1); below another view, lefts aligned
  (999/750/500/250/1), rights aligned (50%, same levels), equal widths at 750 (60%).
  With 3 views or more: an equal-width chain over a random sample of 3..n views (60%) with
  its closure (first == last) at 750 or 500; an equal-height chain (40%, no closure).
  Then 0..3 duplicates of random rows: a required row exactly, an optional one at a random
  level of 1000/999/750/500/250/1. The rows are shuffled (random.shuffle).
Solving (HiGHS, simplex, presolve off, feasibility tolerances 1e-10): see `lexicographic`. A
system whose required rows are infeasible is drawn again (its draws are spent).
"""
import sys
from fractions import Fraction
import random

SEED = 20240601
COUNT = 200
MAX_DENOMINATOR = 720

REQUIRED = 1000
LEVELS = [1000, 999, 750, 500, 250, 1]


class Row:
    """`Σ coefficient·name + constant relation 0 @priority` (coefficients ±1)."""

    def __init__(self, terms, constant, relation, priority):
        self.terms, self.constant, self.relation, self.priority = terms, constant, relation, priority

    def at(self, priority):
        return Row(self.terms, self.constant, self.relation, priority)

    def text(self):
        out = ''
        for k, (c, name) in enumerate(self.terms):
            out += (name if c > 0 else '-' + name) if k == 0 else (' + ' if c > 0 else ' - ') + name
        if self.constant > 0:
            out += ' + %d' % self.constant
        elif self.constant < 0:
            out += ' - %d' % -self.constant
        return '%s %s 0 @%d' % (out, self.relation, self.priority)


def draw_system(r):
    """One system's rows (in the order they are added) and its variable names.

    Every call on `r`, its arguments and the order of every list drawn from are the table: they
    were read back from the committed file, so an odd one (a three-way choice whose third entry
    repeats one of the others, a draw made before its row is added) stays as it is."""
    n = r.randint(2, 6)
    cols = r.randint(1, n)
    m = r.randint(0, 16)
    sp = r.randint(0, 12)
    minw = [r.randint(5, 60) for _ in range(n)]
    minh = [r.randint(5, 40) for _ in range(n)]
    prefw = [x + r.randint(0, 120) for x in minw]
    prefh = [x + r.randint(0, 60) for x in minh]
    rows = [list(range(i, min(i + cols, n))) for i in range(0, n, cols)]
    natural_w = max(sum(prefw[i] for i in row) for row in rows) + sp * (cols - 1) + 2 * m
    natural_h = sum(max(prefh[i] for i in row) for row in rows) + sp * (len(rows) - 1) + 2 * m
    if r.random() < 0.45:
        W = int(natural_w * r.uniform(0.5, 0.95))
        H = int(natural_h * (r.uniform(0.5, 0.95) if r.random() < 0.5 else r.uniform(1.0, 1.3)))
    else:
        W = int(natural_w * r.uniform(1.0, 1.4))
        H = int(natural_h * r.uniform(1.0, 1.3))
    out = []

    def add(terms, constant, relation, priority):
        out.append(Row(terms, constant, relation, priority))

    container = r.random() < 0.5
    if container:
        add([(1, 'cw')], -W, '==', r.choice([750, 1000]))
        add([(1, 'ch')], -H, '==', r.choice([750, 1000]))
    bound = r.choice([750, 1000])
    for i in range(n):
        w, h, l, t = 'w%d' % i, 'h%d' % i, 'l%d' % i, 't%d' % i
        row, col = divmod(i, cols)
        add([(1, w)], -minw[i], '>=', REQUIRED)
        add([(1, h)], -minh[i], '>=', REQUIRED)
        add([(1, w)], -prefw[i], '==', r.choice([250, 500]))
        add([(1, h)], -prefh[i], '==', r.choice([250, 500]))
        if r.random() < 0.3:
            add([(1, w)], -prefw[i], '<=', 250)
        if r.random() < 0.3:
            add([(1, w)], -prefw[i], '>=', 750)
        if col == 0:
            add([(1, l)], -m, '==', REQUIRED if r.random() < 0.8 else r.choice([999, 750, 500, 250, 1]))
        else:
            gap = [(1, l), (-1, 'l%d' % (i - 1)), (-1, 'w%d' % (i - 1))]
            if r.random() < 0.7:
                add(gap, -sp, '==', REQUIRED)
            else:
                add(gap, -sp, '>=', REQUIRED)
                add(gap, -sp, '==', r.choice([500, 250]))
        if col == len(rows[row]) - 1:
            right = [(1, l), (1, w), (-1, 'cw')] if container else [(1, l), (1, w)]
            constant = m if container else -(W - m)
            if r.random() < 0.35:
                add(right, constant, '==', r.choice([750, 1000, bound]))  # the bound's level twice as likely
            else:
                add(right, constant, '<=', bound)
        if row == 0:
            add([(1, t)], -m, '==', REQUIRED)
        else:
            above = i - cols
            gap = [(1, t), (-1, 't%d' % above), (-1, 'h%d' % above)]
            soft = r.random() < 0.6  # drawn before the row is added
            add(gap, -sp, '>=', REQUIRED)
            if soft:
                add(gap, -sp, '==', r.choice([750, 500]))
        if i + cols >= n:
            if container:
                add([(1, t), (1, h), (-1, 'ch')], m, '<=', bound)
            else:
                add([(1, t), (1, h)], -(H - m), '<=', bound)
        if col > 0:
            left = i - 1
            add([(1, t), (-1, 't%d' % left)], 0, '==', r.choice([1000, 999, 750, 500]))
            if r.random() < 0.5:
                add([(1, h), (-1, 'h%d' % left)], 0, '==', 750)
            if r.random() < 0.5:
                add([(1, t), (1, h), (-1, 't%d' % left), (-1, 'h%d' % left)], 0, '==', r.choice([999, 750, 500, 250, 1]))
        if row > 0:
            above = i - cols
            add([(1, l), (-1, 'l%d' % above)], 0, '==', r.choice([999, 750, 500, 250, 1]))
            if r.random() < 0.5:
                add([(1, l), (1, w), (-1, 'l%d' % above), (-1, 'w%d' % above)], 0, '==', r.choice([999, 750, 500, 250, 1]))
            if r.random() < 0.6:
                add([(1, w), (-1, 'w%d' % above)], 0, '==', 750)
    if n >= 3:
        if r.random() < 0.6:
            chain = r.sample(range(n), r.randint(3, n))
            for a, b in zip(chain, chain[1:]):
                add([(1, 'w%d' % a), (-1, 'w%d' % b)], 0, '==', 750)
            add([(1, 'w%d' % chain[0]), (-1, 'w%d' % chain[-1])], 0, '==', r.choice([750, 500]))
        if r.random() < 0.4:
            chain = r.sample(range(n), r.randint(3, n))
            for a, b in zip(chain, chain[1:]):
                add([(1, 'h%d' % a), (-1, 'h%d' % b)], 0, '==', 750)
    for _ in range(r.randint(0, 3)):
        row = out[r.randrange(len(out))]
        # A required row is duplicated exactly (no draw); an optional one at a drawn level, which
        # may be its own.
        out.append(row if row.priority == REQUIRED else row.at(r.choice(LEVELS)))
    names = [v % i for i in range(n) for v in ('l%d', 'w%d', 't%d', 'h%d')] + (['cw', 'ch'] if container else [])
    return out, names


def fraction_near(x):
    """The fraction with denominator <= 720 within 1e-7 of x, or None."""
    f = Fraction(x).limit_denominator(MAX_DENOMINATOR)
    return f if abs(float(f) - x) <= 1e-7 else None


def new_highs():
    import highspy
    h = highspy.Highs()
    h.setOptionValue('output_flag', False)
    h.setOptionValue('solver', 'simplex')
    h.setOptionValue('presolve', 'off')
    h.setOptionValue('primal_feasibility_tolerance', 1e-10)
    h.setOptionValue('dual_feasibility_tolerance', 1e-10)
    return h


class Rejected(Exception):
    """The system's required rows are infeasible: it is drawn again (9 of the 209 drawn were)."""


def lexicographic(rows, names):
    """Tier optima [(priority, Fraction)] highest first and the unique values {name: Fraction}.

    1. Tier by tier, highest priority first, minimise the sum of that tier's errors (an
       equality's |expr| as e+ + e-, an inequality's violation as one slack column), then add
       `tier sum <= optimum` (the optimum taken as the fraction near HiGHS's) and go on.
    2. With every tier fixed, minimise and maximise each variable: unique when max - min <= 1e-6,
       recorded as the fraction near the midpoint."""
    import highspy
    inf = highspy.kHighsInf
    h = new_highs()
    index = {name: k for k, name in enumerate(names)}
    h.addVars(len(names), [-inf] * len(names), [inf] * len(names))
    ncols = len(names)
    tiers = {}
    for row in rows:
        idx = [index[name] for _, name in row.terms]
        val = [float(c) for c, _ in row.terms]
        rhs = float(-row.constant)
        if row.priority == REQUIRED:
            lo, hi = {'==': (rhs, rhs), '<=': (-inf, rhs), '>=': (rhs, inf)}[row.relation]
            h.addRow(lo, hi, len(idx), idx, val)
            continue
        if row.relation == '==':
            h.addVars(2, [0.0, 0.0], [inf, inf])
            cols = [ncols, ncols + 1]
            h.addRow(rhs, rhs, len(idx) + 2, idx + cols, val + [-1.0, 1.0])
        elif row.relation == '<=':
            h.addVars(1, [0.0], [inf])
            cols = [ncols]
            h.addRow(-inf, rhs, len(idx) + 1, idx + cols, val + [-1.0])
        else:
            h.addVars(1, [0.0], [inf])
            cols = [ncols]
            h.addRow(rhs, inf, len(idx) + 1, idx + cols, val + [1.0])
        ncols += len(cols)
        tiers.setdefault(row.priority, []).extend(cols)

    def solve(cost):
        h.changeColsCost(ncols, list(range(ncols)), [cost.get(j, 0.0) for j in range(ncols)])
        h.run()
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return None
        return h.getInfo().objective_function_value

    optima = []
    if solve({}) is None:
        raise Rejected('required rows infeasible')
    for priority in sorted(tiers, reverse=True):
        cols = tiers[priority]
        value = solve({j: 1.0 for j in cols})
        f = None if value is None else fraction_near(value)
        if f is None:  # never happened; the header says so
            raise RuntimeError('tier %d: optimum %r is no fraction with denominator <= %d' % (priority, value, MAX_DENOMINATOR))
        optima.append((priority, f))
        h.addRow(-inf, float(f), len(cols), cols, [1.0] * len(cols))
    known = {}
    spans = []
    for k, name in enumerate(names):
        low = solve({k: 1.0})
        high = solve({k: -1.0})
        if low is None or high is None:
            spans.append((name, None, None))
            continue
        high = -high
        spans.append((name, low, high))
        if high - low <= 1e-6:
            f = fraction_near((low + high) / 2)
            if f is None:  # never happened; the header says so
                raise RuntimeError('%s: %r is no fraction with denominator <= %d' % (name, (low + high) / 2, MAX_DENOMINATOR))
            known[name] = f
    return optima, known, spans


def attempts(count=COUNT, seed=SEED):
    """The first `count` systems that have answers, drawn from one random.Random(seed):
    [(rows in the order they are added, names, optima, known, spans)]."""
    r = random.Random(seed)
    out = []
    while len(out) < count:
        rows, names = draw_system(r)
        r.shuffle(rows)
        try:
            optima, known, spans = lexicographic(rows, names)
        except Rejected:
            continue
        out.append((rows, names, optima, known, spans))
    return out


def fraction_text(f):
    return str(f.numerator) if f.denominator == 1 else '%d/%d' % (f.numerator, f.denominator)


HEADER = """\
// GENERATED — do not edit by hand.
//
// 200 random degenerate layout systems (Python random.Random(20240601)) and their known
// optima, computed with HiGHS 1.16.0 (highspy; simplex, presolve off,
// primal/dual feasibility tolerances 1e-10) by bench/degenerate/make_table.py:
//   1. tier by tier, highest priority first, minimise the sum of that tier's errors (an
//      equality's |expr| as e+ + e-, an inequality's violation as one slack column), then
//      add `tier sum <= optimum` as a constraint and go on (the optimum taken as the
//      fraction with denominator <= 720 within 1e-7 of HiGHS's; there was one every time);
//   2. with every tier fixed, minimise and maximise each variable; a variable is recorded
//      only when max - min <= 1e-6 (its optimum is unique), as the fraction with
//      denominator <= 720 within 1e-7 of the midpoint (there was one every time).
//      Measured: recorded variables' max - min <= {span}, midpoints within
//      {relative} (relative) of the fractions; every variable left out (ambiguous:
//      a range of values is optimal) has max - min >= 1.
// Shapes: 2–6 views (l, w, t, h) in a grid, optionally a container (cw, ch) held at its size
// at 750 or 1000; required min sizes and placement, preferred sizes at 250/500 (sometimes
// hugging at 250, compression resistance at 750), equal widths/heights at 750 (chains with
// redundant closures), row/column alignments at 1…999 redundant at the optimum, exact
// duplicates, a container bound at 750 or 1000, often shrunk below the preferred sizes.
// Each system: constraints in the order they are added, `expression relation 0 @priority`;
// the optimal summed error per tier, `priority:error`; the unique values, `name=value`.
extension DegenerateSystem {
    static let all: [DegenerateSystem] = [
"""

WIDTH = 118
INDENT = ' ' * 12


def packed(items, width=WIDTH):
    """Greedy lines of `items`, each item measured with the comma that follows it in Swift."""
    lines, line, used = [], [], len(INDENT) - 1
    for item in items:
        cost = len(item) + 2
        if line and used + cost > width:
            lines.append(line)
            line, used = [], len(INDENT) - 1
        line.append(item)
        used += cost
    if line:
        lines.append(line)
    return lines


def swift(systems):
    span = max(hi - lo for _, names, _, known, spans in systems for name, lo, hi in spans if name in known)
    relative = max(abs((lo + hi) / 2 - float(known[name])) / max(1.0, abs(float(known[name])))
                   for _, names, _, known, spans in systems for name, lo, hi in spans if name in known)
    left = min(float('inf') if lo is None else hi - lo
               for _, names, _, known, spans in systems for name, lo, hi in spans if name not in known)
    assert left > 1 - 1e-9, left  # the header's "max - min >= 1" (measured: 1 - 4e-13)
    out = [HEADER.replace('{span}', '%.1e' % span).replace('{relative}', '%.1e' % relative)]
    for k, (rows, names, optima, known, _) in enumerate(systems):
        out.append('        DegenerateSystem(id: %d, constraints: [\n' % k)
        for line in packed(['"%s"' % row.text() for row in rows]):
            out.append(INDENT + ' '.join(item + ',' for item in line) + '\n')
        out.append('        ], tierErrors: "%s",\n' % ' '.join('%d:%s' % (p, fraction_text(f)) for p, f in optima))
        values = ['%s=%s' % (name, fraction_text(known[name])) for name in names if name in known]
        lines = packed(values)
        if len(lines) <= 1:
            out.append('        known: "%s"),\n' % ' '.join(values))
        else:
            out.append('        known: """\n')
            for line in lines:
                out.append(INDENT + ' '.join(line) + '\n')
            out.append('            """),\n')
    out.append('    ]\n}\n')
    return ''.join(out)


HIGHS_VERSION = '1.16.0'  # another HiGHS may pivot to other optima of the ambiguous variables' ranges


def main(argv):
    """make_table.py [--check] [PATH]: write the table to PATH (default: the one in Tests/), or
    with --check compare it and exit 1 when it differs."""
    import os
    import highspy
    version = highspy.Highs().version()
    print()  # after the banner HiGHS prints when it starts
    if version != HIGHS_VERSION:
        sys.exit('make_table.py: HiGHS %s, the table was made with %s (bench/degenerate.sh pins it)' % (version, HIGHS_VERSION))
    check = '--check' in argv[1:]
    args = [a for a in argv[1:] if a != '--check']
    here = os.path.dirname(os.path.abspath(__file__))
    path = args[0] if args else os.path.normpath(os.path.join(here, '..', '..', 'Tests', 'LayoutSolverTests', 'DegenerateKnownAnswers.swift'))
    text = swift(attempts())
    if check:
        with open(path, encoding='utf-8') as f:
            same = f.read() == text
        print('%s: %s' % (path, 'regenerated byte for byte' if same else 'DIFFERS from the generator'))
        sys.exit(0 if same else 1)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)


if __name__ == '__main__':
    main(sys.argv)
