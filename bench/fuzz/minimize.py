"""Shrinks a failing fuzz seed: drops constraints while it still fails the same way.
Usage: minimize.py SEED, with MODE, ROWS and KIND (worse, top, required, blowup) from the
environment; writes $OUT/failures/MODEROWS_KIND_seedSEED.json."""
import sys, json, random, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fuzz import *

THRESH = float(os.environ.get("THRESH", "1e-4"))
KIND = os.environ.get("KIND", "worse")


def fails(n, cons, runner, want=None):
    try:
        r = check(n, cons, runner)
    except Exception as e:
        return None
    if not r:
        return None
    if KIND == "blowup":
        return r if r.get("xmax", 0) > 1e8 and not r.get("skipped") else None
    if KIND == "required":
        if r["kind"] != "required" or r["skipped"] or r["violation"] < 1e-3 * max(1.0, r["mag"]) or r["xmax"] > 1e7:
            return None
        return r
    if r["kind"] != "worse":
        return None
    if KIND == "top" and r["higher"]:
        return None
    if abs(r["abs"]) < 1e-3 or (r["rel"] is not None and abs(r["rel"]) < THRESH) or r["xmax"] > 1e7:
        return None
    if r.get("skipped"):
        return None   # keep the minimised systems free of refused required constraints
    return r


def compact(n, cons):
    used = sorted({v for t, _, _, _ in cons for v, _ in t})
    ren = {v: i for i, v in enumerate(used)}
    return len(used), [([(ren[v], c) for v, c in t], k, r, p) for t, k, r, p in cons]


def replaced(n, cons, i, alternatives, runner):
    """cons with constraint i replaced by the first alternative that still fails, else cons."""
    for row in alternatives:
        trial = cons[:i] + [row] + cons[i + 1:]
        if fails(n, trial, runner):
            return trial
    return cons


def minimise(n, cons, runner):
    assert fails(n, cons, runner)
    chunk = max(1, len(cons) // 4)
    while True:
        changed = False
        i = 0
        while i < len(cons):
            trial = cons[:i] + cons[i + chunk:]
            if trial and fails(n, trial, runner):
                cons = trial
                changed = True
            else:
                i += chunk
        if chunk == 1 and not changed:
            break
        if not changed:
            chunk = max(1, chunk // 2)
    # simplify constants: round to integers where it still fails
    for i in range(len(cons)):
        t, k, r, p = cons[i]
        simpler = []
        for k2 in (0, round(k), round(k, 1), round(k, 3)):
            if k2 == k:
                break
            simpler.append((t, k2, r, p))
        cons = replaced(n, cons, i, simpler, runner)
    # drop terms, simplify coefficients, then drop constraints again
    for _ in range(2):
        for i in range(len(cons)):
            j = 0
            while j < len(cons[i][0]):
                t, k, r, p = cons[i]
                if len(t) > 1:
                    trial = cons[:i] + [(t[:j] + t[j + 1:], k, r, p)] + cons[i + 1:]
                    if fails(n, trial, runner):
                        cons = trial
                        continue
                j += 1
        for i in range(len(cons)):
            for j in range(len(cons[i][0])):
                t, k, r, p = cons[i]
                v, c = t[j]
                simpler = [(t[:j] + [(v, c2)] + t[j + 1:], k, r, p)
                           for c2 in (1 if c > 0 else -1, round(c) if abs(c) >= 1 else None)
                           if c2 is not None and c2 != c and c2 != 0]
                cons = replaced(n, cons, i, simpler, runner)
        i = 0
        while i < len(cons):
            trial = cons[:i] + cons[i + 1:]
            if fails(n, trial, runner):
                cons = trial
            else:
                i += 1
        # priorities: try merging into a neighbouring used level
        levels = sorted({p for _, _, _, p in cons if p != 1000})
        for i in range(len(cons)):
            t, k, r, p = cons[i]
            if p != 1000:
                cons = replaced(n, cons, i, [(t, k, r, p2) for p2 in levels if p2 != p], runner)
    # simplify priorities: map to fewer levels where it still fails
    n2, c2 = compact(n, cons)
    if fails(n2, c2, runner):
        n, cons = n2, c2
    return n, cons


def text(n, cons):
    out = []
    for t, k, r, p in cons:
        parts = " ".join(f"{'+' if c >= 0 else '-'} {abs(c):.17g}*x{v}" for v, c in t)
        out.append(f"{parts} {'+' if k >= 0 else '-'} {abs(k):.17g} {dict(eq='==', le='<=', ge='>=')[r]} 0 @{p}")
    return out


if __name__ == "__main__":
    seed = int(sys.argv[1])
    runner = Runner()
    n, cons = make_system(random.Random(seed))
    r0 = check(n, cons, runner)
    print("original", len(cons), r0)
    sk = set(runner.run(n, cons)["skipped"])
    if sk:
        cons = [c for i, c in enumerate(cons) if i not in sk]
        print("dropped refused", sorted(sk), "->", check(n, cons, runner))
    n, cons = minimise(n, cons, runner)
    r = check(n, cons, runner)
    print("minimised", len(cons), "constraints", n, "variables", r)
    for line in text(n, cons):
        print("  ", line)
    # order sensitivity
    orders = {"reversed": list(reversed(cons))}
    for s in range(5):
        c = cons[:]; random.Random(s).shuffle(c); orders[f"shuffle{s}"] = c
    osum = {name: (lambda rr: rr and (rr["kind"], rr.get("tier"), rr.get("got"), rr.get("ref")))(check(n, c, runner)) for name, c in orders.items()}
    for k, v in osum.items():
        print("  order", k, v)
    os.makedirs(os.path.join(OUT, "failures"), exist_ok=True)
    json.dump({"mode": MODE, "rows": ROWS, "seed": seed, "original": r0, "n": n,
               "cons": [[[[c, v] for v, c in t], k, rr, p] for t, k, rr, p in cons],
               "text": text(n, cons), "result": r, "orders": osum},
              open(os.path.join(OUT, "failures", f"{MODE}{ROWS}_{KIND}_seed{seed}.json"), "w"), indent=1)
