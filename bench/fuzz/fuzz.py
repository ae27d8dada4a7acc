"""Random tier-stress systems: typescale (`typescale-bench --solve-lines`) against HiGHS solving
the same strict tiers one by one (lex.py). Usage: fuzz.py FIRST_SEED COUNT SECONDS, with MODE
(int, mild, dec, spread: which coefficients appear) and ROWS (random rows per view) from the
environment; failures go to $OUT/results_MODEROWS_FIRST.jsonl, one JSON object a line."""
import json, random, subprocess, sys, os, time, math
sys.path.insert(0, os.path.dirname(__file__))
from lex import LexLP, EQ, LE, GE

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "..", "..", ".build", "release", "typescale-bench"))
OUT = os.environ.get("OUT", os.path.join(HERE, "..", "out", "fuzz"))
PRIS = [1, 2, 100, 249, 250, 251, 500, 749, 750, 751, 999]
MODE = os.environ.get("MODE", "int")
ROWS = int(os.environ.get("ROWS", "3"))
if MODE == "int":
    COEFS = [1, 2, 3]
    RATIOS = [(1, 1), (1, 1), (2, 1), (3, 1), (3, 2), (1, 2)]
elif MODE == "mild":  # aspect ratios and thirds, no powers of ten
    COEFS = [1, 1, 2, 3, 0.5, 1 / 3, 0.333, 0.75, 16 / 9, 0.5625, 1.5]
    RATIOS = [(1, 1), (2, 1), (3, 1), (1, 0.333), (16 / 9, 1), (0.5625, 1), (0.75, 1), (1, 1 / 3)]
elif MODE == "dec":  # one or two powers of ten, no 1000/0.001
    COEFS = [1, 1, 2, 3, 0.5, 1 / 3, 0.333, 0.1, 10, 0.01, 100, 1.5]
    RATIOS = [(1, 1), (2, 1), (3, 1), (1, 0.333), (1, 0.1), (100, 1), (1, 0.01)]
else:  # layout multipliers: aspect ratios, percentages, thirds, points vs pixels
    COEFS = [1, 1, 2, 3, 0.5, 1 / 3, 0.333, 0.1, 0.75, 16 / 9, 0.5625, 1.5, 10, 100, 0.01, 1000, 0.001]
    RATIOS = [(1, 1), (2, 1), (3, 1), (1, 0.333), (16 / 9, 1), (0.5625, 1), (1, 0.1), (100, 1), (1, 0.01), (0.75, 1)]


class Runner:
    def __init__(self):
        self.p = subprocess.Popen(["nice", "-n", "19", BIN, "--solve-lines"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(self, n, cons):
        msg = json.dumps({"n": n, "cons": [[[[c, v] for v, c in t], k, r, p] for t, k, r, p in cons]})
        self.p.stdin.write(msg + "\n"); self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError("fuzzrun died")
        return json.loads(line)


def make_system(rng):
    nviews = rng.randint(3, 14)
    scale = rng.choice([1, 1, 10, 100, 1000, 10000])
    pri = lambda: rng.choice(PRIS)
    frac = lambda: rng.choice([0, 0, 0.333, 0.5, 0.25, 0.1, 0.667, 0.125, 1 / 3])
    cval = lambda lo, hi: round(rng.uniform(lo, hi) * scale, rng.choice([0, 0, 1, 3])) + frac()
    cons, n = [], 0

    def var():
        nonlocal n
        n += 1
        return n - 1

    def add(terms, const, rel, p):
        cons.append((terms, const, rel, p))

    L, W, T, H = [], [], [], []
    cw = var() if rng.random() < 0.6 else None
    CW = cval(2, 8)
    if cw is not None:
        add([(cw, 1)], -CW, EQ, rng.choice([1000, 1000, 750, 999, 251]))
    for i in range(nviews):
        L.append(var()); W.append(var()); T.append(var()); H.append(var())
    for i in range(nviews):
        l, w, t, h = L[i], W[i], T[i], H[i]
        add([(l, 1)], 0, GE, 1000)
        add([(t, 1)], 0, GE, 1000)
        add([(w, 1)], -cval(0, 0.3), GE, rng.choice([1000, 1000, pri()]))
        add([(h, 1)], -cval(0, 0.3), GE, rng.choice([1000, pri()]))
        c = cval(0.2, 2)
        if rng.random() < 0.8:
            add([(w, 1)], -c, LE, rng.choice([251, 250, 249, pri()]))   # hugging
        if rng.random() < 0.8:
            add([(w, 1)], -c, GE, rng.choice([750, 749, 751, pri()]))   # compression
        if rng.random() < 0.5:
            add([(w, 1)], -cval(0.1, 2), EQ, pri())
        if rng.random() < 0.6:
            add([(h, 1)], -cval(0.1, 1), rng.choice([EQ, LE, GE]), pri())
        # container bound
        if rng.random() < 0.6:
            if cw is not None:
                add([(l, 1), (w, 1), (cw, -1)], rng.choice([0, 8, 16]), LE, rng.choice([1000, 1000, pri()]))
            else:
                add([(l, 1), (w, 1)], -CW, LE, rng.choice([1000, pri()]))
    # chains
    order = list(range(nviews))
    rng.shuffle(order)
    for a, b in zip(order, order[1:]):
        if rng.random() < 0.7:
            rel = rng.choice([EQ, EQ, GE])
            add([(L[b], 1), (L[a], -1), (W[a], -1)], -rng.choice([0, 8, 8, 16, 0.5]) * (1 if scale < 100 else scale / 100),
                rel, rng.choice([1000, 1000, pri()]))
        if rng.random() < 0.4:
            add([(T[b], 1), (T[a], -1), (H[a], -1)], -rng.choice([0, 8]), rng.choice([EQ, GE]), rng.choice([1000, pri()]))
    # equal widths / heights, ratios
    for _ in range(rng.randint(0, nviews)):
        a, b = rng.sample(range(nviews), 2)
        k = rng.choice(RATIOS)
        add([(W[a], k[0]), (W[b], -k[1])], 0, EQ, pri())
    for _ in range(rng.randint(0, nviews // 2)):
        a, b = rng.sample(range(nviews), 2)
        add([(H[a], 1), (H[b], -1)], 0, EQ, pri())
        if rng.random() < 0.4:
            add([(T[a], 1), (T[b], -1)], 0, EQ, pri())
    # random rows
    allv = list(range(n))
    for _ in range(rng.randint(2, ROWS * nviews)):
        k = rng.randint(2, 4)
        vs = rng.sample(allv, k)
        terms = [(v, rng.choice(COEFS) * rng.choice([-1, 1])) for v in vs]
        add(terms, round(rng.uniform(-1, 1) * scale * rng.choice([0.1, 1, 5]), rng.choice([0, 3])) + frac() * rng.choice([-1, 1]),
            rng.choice([EQ, LE, GE]), rng.choice([1000, pri(), pri(), pri()]) if rng.random() < 0.3 else pri())
    # duplicates at another priority
    for _ in range(rng.randint(0, 4)):
        t, k, r, p = rng.choice(cons)
        add(t, k, r, pri())
    if rng.random() < 0.7:
        rng.shuffle(cons)
    return n, cons


def expr_val(terms, const, x):
    s = const
    mag = abs(const)
    for v, c in terms:
        s += c * x[v]
        mag = max(mag, abs(c * x[v]))
    return s, mag


def err(rel, s):
    return abs(s) if rel == EQ else (max(0.0, s) if rel == LE else max(0.0, -s))


def check(n, cons, runner, want_detail=False):
    """Returns None when fine, else a dict describing the first discrepancy."""
    out = runner.run(n, cons)
    if "error" in out:
        return {"kind": "error", "msg": out["error"]}
    skipped = set(out["skipped"])
    x = out["values"]
    if any(v is None for v in x):
        return {"kind": "nonfinite"}
    kept = [c for i, c in enumerate(cons) if i not in skipped]
    # required
    worst = 0.0
    for t, k, r, p in kept:
        if p == 1000:
            s, mag = expr_val(t, k, x)
            e = err(r, s)
            if e > 1e-6 * max(1.0, mag):
                return {"kind": "required", "violation": e, "mag": mag, "skipped": sorted(skipped), "xmax": max([abs(v) for v in x] + [0.0])}
    optima = None
    for rs, ab in ((1e-12, 1e-10), (1e-11, 1e-9), (1e-10, 1e-8)):
        lp = LexLP(n, kept)
        try:
            optima = lp.lexicographic(rs, ab)
            break
        except AssertionError:
            continue
    if optima is None:
        return {"kind": "ref-infeasible"}
    xr = lp.point
    if xr is None:
        return None
    ts_s, ref_s = {}, {}
    for t, k, r, p in kept:
        if p != 1000:
            s, _ = expr_val(t, k, x)
            ts_s[p] = ts_s.get(p, 0.0) + err(r, s)
            s, _ = expr_val(t, k, xr)
            ref_s[p] = ref_s.get(p, 0.0) + err(r, s)
    for p, opt in optima:
        a, b = ts_s.get(p, 0.0), ref_s.get(p, 0.0)
        scale = max(1.0, abs(a), abs(b))
        d = a - b
        if abs(d) <= 1e-7 * scale:
            continue
        info = {"xmax": max([abs(v) for v in x] + [0.0]), "tier": p, "got": a, "ref": b, "rel": d / max(abs(b), 1e-300), "abs": d, "skipped": sorted(skipped),
                "higher": [(q, ts_s.get(q, 0.0), ref_s.get(q, 0.0)) for q, _ in optima if q > p]}
        if d > 0:
            info["kind"] = "worse" if d > 1e-6 * scale else "tiny-worse"
        else:
            info["kind"] = "ref-worse"
        return info
    # false refusals: each skipped required constraint must be infeasible with the accepted ones before it
    for i in sorted(skipped)[:3]:
        prefix = [c for j, c in enumerate(cons[:i]) if j not in skipped and c[3] == 1000] + [cons[i]]
        if LexLP(n, prefix).feasible():
            return {"kind": "false-refusal", "index": i}
    return None


def main():
    start, count, budget = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    runner = Runner()
    t0 = time.time()
    ran = failed = 0
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, f"results_{MODE}{ROWS}_{start}.jsonl"), "a") as log:
        for seed in range(start, start + count):
            if time.time() - t0 > budget:
                break
            rng = random.Random(seed)
            n, cons = make_system(rng)
            try:
                res = check(n, cons, runner)
            except AssertionError as e:
                res = {"kind": "ref-assert", "msg": str(e)}
            ran += 1
            if res:
                failed += 1
                res["seed"] = seed; res["n"] = n; res["m"] = len(cons)
                log.write(json.dumps(res) + "\n"); log.flush()
    print(f"ran {ran} failed {failed} in {time.time() - t0:.0f}s (seeds {start}..{start + ran - 1})")


if __name__ == "__main__":
    main()
