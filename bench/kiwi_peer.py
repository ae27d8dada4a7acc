#!/usr/bin/env python3
"""Solve the systems typescale-bench exported with kiwisolver and print typescale/kiwi ratios.

usage: kiwi_peer.py DIR   (DIR holds typescale.json and one NAME.json per system, SPEC §7.3)

Each case is timed the way typescale-bench timed it (see bench/README.md): the same number of
runs (capped for kiwi's slow cases, the table says how many ran), median reported.
"""
import json
import math
import os
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

# Seconds kiwi may spend on one case's repeated runs (at least one run always happens).
CASE_BUDGET = 10.0
# Seconds one system (build, re-solve, suggestions) may take in all before its child process
# is stopped; larger systems of the same shape are then skipped.
SYSTEM_TIMEOUT = 90.0

KIWI_STRENGTHS = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
    # The two custom strengths of kiwi's enaml benchmark.
    "smedium": kiwi.strength.create(0.0, 100, 0.0),
    "mmedium": kiwi.strength.create(0.0, 1.0, 0.0, 1.25),
}


def strength(priority, kiwi_name=None):
    """typescale priority -> kiwi strength. 1000 is required; 1...999 map to 10**(8p/1000), so
    750 is exactly kiwi's strong (1e6), 250 is 100, 500 is 1e4, 999 stays below required.
    Order-preserving, but kiwi adds weighted errors where typescale has strict tiers."""
    if kiwi_name is not None:
        return KIWI_STRENGTHS[kiwi_name]
    if priority >= 1000:
        return kiwi.strength.required
    return 10.0 ** (8.0 * priority / 1000.0)


def make_constraint(row, variables, constant=None):
    expression = sum((coefficient * variables[name] for coefficient, name in row["terms"]), 0.0)
    expression = expression + (row["constant"] if constant is None else constant)
    relation = row["relation"]
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength(row["priority"], row.get("kiwiStrength"))


def build(system):
    """Variables, edit variables, every constraint in order, updateVariables: the timed build."""
    solver = kiwi.Solver()
    variables = {name: kiwi.Variable(name) for name in system["variables"]}
    for edit in system.get("edits", []):
        solver.addEditVariable(variables[edit["variable"]], strength(edit["priority"]))
    constraints = []
    for row in system["constraints"]:
        constraint = make_constraint(row, variables)
        solver.addConstraint(constraint)
        constraints.append(constraint)
    solver.updateVariables()
    return solver, variables, constraints


def timed(runs, body, untimed=None):
    """Median seconds of up to `runs` calls of body(k), stopping early past CASE_BUDGET.
    `untimed` runs before each call but the first, outside the clock (as typescale-bench
    frees the previous build there)."""
    samples, spent = [], 0.0
    for k in range(max(1, runs)):
        if k > 0 and untimed:
            untimed()
        start = time.perf_counter()
        body(k)
        seconds = time.perf_counter() - start
        samples.append(seconds)
        spent += seconds
        if spent > CASE_BUDGET:
            break
    return statistics.median(samples), len(samples)


def compare(names, expected, variables):
    """Describe how kiwi's values differ from typescale's (tolerance 1e-6 relative, 1e-4 absolute)."""
    if not expected:
        return "no typescale values"
    differing = []
    for name, value in zip(names, expected):
        got = variables[name].value()
        if abs(got - value) > max(1e-4, 1e-6 * abs(value)):
            differing.append((abs(got - value), name, value, got))
    if not differing:
        return "agree (%d values)" % len(expected)
    differing.sort(key=lambda item: (-item[0], item[1]))
    delta, name, value, got = differing[0]
    return "%d of %d differ, max |d| %.4g at %s (typescale %.6g, kiwi %.6g)" % (
        len(differing), len(expected), delta, name, value, got)


def run_system(system, typescale_cases):
    name = system["name"]
    rows = []  # (case, kiwi median, kiwi runs, note)
    ts_values = system.get("typescale", {})
    built = {}

    def build_once(_k):
        built["last"] = build(system)

    runs = typescale_cases.get(name + ".build", (None, 1))[1] or 1
    median, ran = timed(runs, build_once, untimed=lambda: built.pop("last", None))
    solver, variables, constraints = built["last"]
    rows.append((name + ".build", median, ran, compare(system["variables"], ts_values.get("solution"), variables)))

    resolve = system.get("resolve")
    if resolve:
        index = resolve["constraint"]
        row = system["constraints"][index]
        constants = resolve["constants"]
        terms = row["terms"]
        if row["relation"] == "==" and row["priority"] < 1000 and len(terms) == 1 and terms[0][0] == 1:
            # `x + c == 0 @p` is exactly an edit variable at p suggested -c: kiwi's incremental path.
            variable = variables[terms[0][1]]
            solver.removeConstraint(constraints[index])
            solver.addEditVariable(variable, strength(row["priority"]))
            solver.suggestValue(variable, -row["constant"])
            solver.updateVariables()

            def change(constant):
                solver.suggestValue(variable, -constant)
                solver.updateVariables()
            how = "suggestValue on an edit variable"
        else:
            current = {"constraint": constraints[index]}

            def change(constant):
                solver.removeConstraint(current["constraint"])
                current["constraint"] = make_constraint(row, variables, constant)
                solver.addConstraint(current["constraint"])
                solver.updateVariables()
            how = "remove + add the constraint"
        change(constants[0])
        note = compare(system["variables"], ts_values.get("resolvedSolution"), variables) + "; " + how
        runs = typescale_cases.get(name + ".resolve", (None, 1))[1] or 1
        median, ran = timed(runs, lambda k: change(constants[(k + 1) % len(constants)]))
        rows.append((name + ".resolve", median, ran, note))

    suggestions = system.get("suggestions")
    if suggestions:
        edits = [variables[edit["variable"]] for edit in system["edits"]]

        def apply(values):
            for variable, value in zip(edits, values):
                solver.suggestValue(variable, value)
            solver.updateVariables()
        notes = []
        for values, expected in zip(suggestions, ts_values.get("suggestedSolutions", [])):
            apply(values)
            notes.append(compare(system["variables"], expected, variables))
        labels = ["%s.suggest.%s" % (name, "x".join(str(int(v)) for v in values)) for values in suggestions]
        rounds = typescale_cases.get(labels[0], (None, 1))[1] or 1
        samples = [[] for _ in suggestions]
        for _ in range(rounds):  # rotate through the sizes, as typescale-bench does
            for index, values in enumerate(suggestions):
                start = time.perf_counter()
                apply(values)
                samples[index].append(time.perf_counter() - start)
        for index, label in enumerate(labels):
            note = notes[index] if index < len(notes) else ""
            rows.append((label, statistics.median(samples[index]), rounds, note))
    return rows


def duration(seconds):
    if seconds is None or not math.isfinite(seconds):
        return "-"
    if seconds < 1e-3:
        return "%.3g us" % (seconds * 1e6)
    if seconds < 1:
        return "%.3g ms" % (seconds * 1e3)
    return "%.3g s" % seconds


def run_in_child(directory, name):
    """Rows of one system, solved in a child process so a slow one can be stopped."""
    try:
        result = subprocess.run([sys.executable, os.path.abspath(__file__), "--system", directory, name],
                                capture_output=True, text=True, timeout=SYSTEM_TIMEOUT, check=True)
    except subprocess.TimeoutExpired:
        return None
    except subprocess.CalledProcessError as failure:
        lines = (failure.stderr or "").strip().splitlines() or ["status %s" % failure.returncode]
        return [(name + ".build", None, 0, "kiwi failed: " + lines[-1])]
    return [tuple(row) for row in json.loads(result.stdout)]


def load_cases(directory):
    with open(os.path.join(directory, "typescale.json")) as handle:
        report = json.load(handle)
    return report, {case["name"]: (case["median"], case["runs"]) for case in report["cases"]}


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--system":
        directory, name = sys.argv[2], sys.argv[3]
        _, cases = load_cases(directory)
        with open(os.path.join(directory, name + ".json")) as handle:
            system = json.load(handle)
        print(json.dumps(run_system(system, cases)))
        return
    if len(sys.argv) != 2:
        sys.exit("usage: kiwi_peer.py DIR")
    directory = sys.argv[1]
    report, cases = load_cases(directory)
    order = [case["name"].split(".")[0] for case in report["cases"]]
    names = []
    for name in order:
        if name not in names and os.path.exists(os.path.join(directory, name + ".json")):
            names.append(name)
    print("kiwisolver %s vs typescale (medians; ratio = typescale / kiwi, below 1 typescale is faster)" % kiwi.__version__)
    print()
    print("%-24s %11s %11s %9s %8s  %s" % ("case", "typescale", "kiwi", "kiwi runs", "ratio", "solutions"))
    print("-" * 110)
    stopped = []
    for name in names:
        shape = "".join(c for c in name if c.isalpha())
        rows = None if shape in stopped else run_in_child(directory, name)
        if rows is None:
            why = "kiwi skipped: a smaller %s timed out" % shape if shape in stopped else \
                "kiwi timed out: stopped after %d s" % SYSTEM_TIMEOUT
            stopped.append(shape)
            rows = [(name + ".build", None, 0, why)]
        for case, median, ran, note in rows:
            ours = cases.get(case, (None, 0))[0]
            ratio = "%.2fx" % (ours / median) if ours is not None and median else "-"
            wanted = cases.get(case, (None, 1))[1] or 1
            runs = "%d" % ran + (" (cap)" if 0 < ran < wanted else "")
            print("%-24s %11s %11s %9s %8s  %s" % (case, duration(ours), duration(median), runs, ratio, note))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
