#!/usr/bin/env python3
"""Mutation testing: plants each one-line bug of bench/mutate/mutants.json in a scratch copy of
the repository, rebuilds incrementally, runs the tests that cover the mutated file, and prints
which mutants the suite kills and which survive.

    bench/mutate/mutate.py                  # every mutant (make mutate)
    bench/mutate/mutate.py --only id1,id2   # some of them
    bench/mutate/mutate.py --check          # validate the list against the tree, run nothing

The working tree is never modified: the tree (tracked and untracked, not ignored, files) is
copied to a scratch directory (default .build/mutate/tree), which is kept between runs so its
own .build stays warm and each mutant costs an incremental build. Only files that differ are
copied, with their times, so an unchanged tree rebuilds nothing.

Per mutant: apply (the exact text must occur exactly once, or the run stops before building
anything), `swift build --product typescalePackageTests`, then the tests of the mutated
file's folder (EXTRA_TESTS below). A failure there, or a hang past the timeout, kills the mutant.
When they pass, the rest of the suite runs (`--skip` the same filter), so a survivor is always
a survivor of the whole suite: the mapping only decides how fast a kill is found, never
whether. A mutant that does not compile is reported as such and left out of the score. The
file is restored before the next mutant.

Exit status: 0 when every survivor is explained as equivalent in the list and the score is at
least --min-score; 1 otherwise; 2 when the list or the tree is wrong.
"""

import argparse
import fcntl
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MUTANTS = os.path.join(HERE, "mutants.json")

# Which tests run first for a mutant in a file: the suites declared in the mirrored test
# folder (Sources/TypeScale/Audit/X.swift → every `struct …Tests` in Tests/TypeScaleTests/Audit/,
# Sources/LayoutSolver/X.swift → Tests/LayoutSolverTests/), found afresh on every run so new
# suites and new folders (InterfaceBuilder/, …) need no entry here; plus, per source folder
# (longest prefix wins), the suites elsewhere that go through it, below. Each is a
# `swift test --filter` regular expression over `Target.Suite/test`. When these pass, the
# rest of the suite runs anyway, so this table only decides how soon a kill is seen.
EXTRA_TESTS = [
    ("Sources/LayoutSolver/", [r"LayoutSolverTests\."]),  # flat: the whole target, helpers' suites too
    ("Sources/TypeScale/Audit/", [r"CLITests\.AuditTests"]),
    ("Sources/TypeScale/Constraints/", [r"TypeScaleTests\.(LayoutPipeline|StackLayout)Tests"]),
    ("Sources/TypeScale/Devices/", [r"TypeScaleTests\.(LayoutPipeline|CategoryRun)Tests", r"CLITests\."]),
    ("Sources/TypeScale/Fonts/", [r"TypeScaleTests\.(HarfBuzzAgreement|Wrapping)Tests"]),
    ("Sources/TypeScale/Geometry/", [r"TypeScaleTests\.(Wrapping|TextViewLayout|StackLayout)Tests"]),
    ("Sources/TypeScale/JSON/", [r"CLITests\.BadInputTests"]),
    ("Sources/TypeScale/Layout/", [r"TypeScaleTests\.LayoutAuditTests"]),
    ("Sources/TypeScale/Output/", [r"CLITests\.(Render|Check|LayoutCommand)Tests"]),
    ("Sources/TypeScale/Screen/", [r"TypeScaleTests\.(LayoutPipeline|StackLayout|TableLayout)Tests", r"CLITests\.BadInputTests"]),
    ("Sources/TypeScale/Typography/", [r"TypeScaleTests\.FontReaderTests"]),
    ("Sources/TypeScale/", [r"TypeScaleTests\."]),
    ("Sources/typescale/", [r"CLITests\."]),
]

# Tests that assert a wall-clock time: on a loaded machine they fail whatever the mutant, so
# a failure of theirs proves nothing. Always skipped here (`make test` runs them).
CLOCK_TESTS: list[str] = []

BUILD_TIMEOUT = 1800
REQUIRED_KEYS = ("id", "file", "find", "replace", "why")
OPTIONAL_KEYS = ("equivalent", "tests")


class ListError(Exception):
    """The mutant list or the tree it names is wrong: stop before building anything."""


def load_mutants(path):
    try:
        with open(path, encoding="utf-8") as handle:
            entries = json.load(handle)
    except (OSError, ValueError) as error:
        raise ListError(f"{path}: {error}")
    if not isinstance(entries, list):
        raise ListError(f"{path}: expected a list of mutants")
    seen = set()
    for number, entry in enumerate(entries):
        where = f"{os.path.relpath(path, ROOT)}[{number}]"
        if not isinstance(entry, dict):
            raise ListError(f"{where}: expected an object")
        for key in REQUIRED_KEYS:
            if not isinstance(entry.get(key), str) or not entry[key]:
                raise ListError(f"{where}: missing or empty '{key}'")
        for key in entry:
            if key not in REQUIRED_KEYS + OPTIONAL_KEYS:
                raise ListError(f"{where}: unknown key '{key}'")
        if entry["find"] == entry["replace"]:
            raise ListError(f"{where} ({entry['id']}): replacement equals the text")
        if entry["id"] in seen:
            raise ListError(f"{where}: duplicate id '{entry['id']}'")
        seen.add(entry["id"])
    return entries


def tree_files(root):
    """Tracked and untracked (not ignored) files of the working tree, relative paths."""
    output = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                            cwd=root, check=True, capture_output=True).stdout
    return sorted(name for name in output.decode().split("\0") if name and os.path.isfile(os.path.join(root, name)))


def sync(root, scratch):
    """Makes `scratch` hold exactly the tree's files (its own .build aside). Returns how many changed."""
    files = tree_files(root)
    wanted = set(files)
    changed = 0
    for name in files:
        source, target = os.path.join(root, name), os.path.join(scratch, name)
        if os.path.exists(target):
            with open(source, "rb") as a, open(target, "rb") as b:
                if a.read() == b.read():
                    continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
        changed += 1
    for directory, subdirectories, names in os.walk(scratch):
        relative = os.path.relpath(directory, scratch)
        if relative == ".":
            subdirectories[:] = [d for d in subdirectories if d not in (".build", ".swiftpm")]
        for name in names:
            path = os.path.normpath(os.path.join(relative, name))
            if path not in wanted:
                os.remove(os.path.join(directory, name))
                changed += 1
    # The tests read the Interface Builder samples at ../shared, beside the repository: the
    # scratch tree gets the same neighbour, a link to the real one.
    shared, link = os.path.join(root, os.pardir, "shared"), os.path.join(scratch, os.pardir, "shared")
    if os.path.isdir(shared) and not os.path.exists(link):
        os.symlink(os.path.abspath(shared), link)
    return changed


def mirrored_suites(scratch, file):
    """`Target.(Suite|…)` for the suites in the test folder that mirrors `file`'s folder."""
    parts = file.split("/")
    if len(parts) < 3 or parts[0] != "Sources":
        return []
    target = parts[1] + "Tests" if parts[1] != "typescale" else "CLITests"
    folder = os.path.join(scratch, "Tests", target, *parts[2:-1])
    names = set()
    if os.path.isdir(folder):
        for name in os.listdir(folder):
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    names.update(re.findall(r"^(?:@Suite\S*\s+)?(?:final\s+)?(?:struct|class)\s+(\w+Tests)\b",
                                            handle.read(), re.MULTILINE))
    return [rf"{target}\.({'|'.join(sorted(names))})\b"] if names else []


def filters_for(mutant, scratch):
    if "tests" in mutant:
        return [mutant["tests"]]
    filters = mirrored_suites(scratch, mutant["file"])
    for prefix, extra in EXTRA_TESTS:
        if mutant["file"].startswith(prefix):
            filters += extra
            break
    return filters or [r"."]


def descendants(pid):
    """Every process below `pid` (swift-test starts the test bundle in a group of its own)."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as handle:
                    parent = int(handle.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, pending = [], [pid]
    while pending:
        for child in children.get(pending.pop(), []):
            found.append(child)
            pending.append(child)
    return found


def stop(process):
    for pid in [process.pid] + descendants(process.pid):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    process.wait()


# A test run's first recorded failure (Swift Testing, XCTest): enough to call it failed.
FAILURE = re.compile(rb"^\S*\s*Test .* recorded an issue|: error: .*: (XCTAssert|failed)", re.MULTILINE)


def run(command, cwd, timeout, log, stop_at_failure=False):
    """Runs a command in its own process group; returns (status, seconds). The status is None
    after a timeout and "failed" when `stop_at_failure` stopped it at its first failure."""
    start = time.monotonic()
    with open(log, "wb") as output:
        process = subprocess.Popen(command, cwd=cwd, stdout=output, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        status, seen = None, 0
        while True:
            try:
                status = process.wait(timeout=1)
                break
            except subprocess.TimeoutExpired:
                pass
            if time.monotonic() - start > timeout:
                stop(process)
                status = None
                break
            if stop_at_failure:
                with open(log, "rb") as handle:
                    handle.seek(max(0, seen - 200))
                    text = handle.read()
                    seen = handle.tell()
                if FAILURE.search(text):
                    stop(process)
                    status = "failed"
                    break
    return status, time.monotonic() - start


def build(scratch, log):
    # The test bundle and what it depends on (the CLI tests build the `typescale` binary);
    # the benchmarks are not needed.
    status, seconds = run(["swift", "build", "--product", "typescalePackageTests"], scratch, BUILD_TIMEOUT, log)
    return status == 0, seconds


def test(scratch, filters, skip, timeout, log):
    command = ["swift", "test", "--skip-build", "--parallel"]
    for expression in filters:
        command += ["--skip" if skip else "--filter", expression]
    for expression in CLOCK_TESTS:
        command += ["--skip", expression]
    # A mutant run stops at its first failure (the rest would only say it again).
    status, seconds = run(command, scratch, timeout, log, stop_at_failure=bool(filters))
    if status is None:
        return "timeout", seconds
    if status != 0:
        return "failed", seconds
    with open(log, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    # A filter that selects nothing passes vacuously: only a run that ran tests counts.
    if not re.search(r"Test run with [1-9]\d* tests?|Executed [1-9]\d* tests?", text):
        return "empty", seconds
    return "passed", seconds


def check_tree(mutants, scratch):
    """Missing files are skipped; text that is not found exactly once stops the run."""
    present, skipped = [], []
    for mutant in mutants:
        path = os.path.join(scratch, mutant["file"])
        if not os.path.isfile(path):
            skipped.append((mutant, f"{mutant['file']} is not in the tree"))
            continue
        with open(path, encoding="utf-8") as handle:
            count = handle.read().count(mutant["find"])
        if count != 1:
            what = "not found" if count == 0 else f"found {count} times (make it unique)"
            raise ListError(f"mutant '{mutant['id']}': text {mutant['find']!r} {what} in {mutant['file']}")
        present.append(mutant)
    return present, skipped


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="comma-separated mutant ids")
    parser.add_argument("--scratch", default=os.path.join(ROOT, ".build", "mutate", "tree"))
    parser.add_argument("--timeout", type=int, default=900, help="seconds per test run (a hang kills the mutant)")
    parser.add_argument("--min-score", type=float, default=95.0)
    parser.add_argument("--check", action="store_true", help="validate the list against the tree and stop")
    parser.add_argument("--no-baseline", action="store_true", help="skip the unmutated run of the suite")
    options = parser.parse_args()

    try:
        mutants = load_mutants(MUTANTS)
        if options.only:
            wanted = options.only.split(",")
            unknown = [i for i in wanted if i not in {m["id"] for m in mutants}]
            if unknown:
                raise ListError(f"unknown mutant ids: {', '.join(unknown)}")
            mutants = [m for m in mutants if m["id"] in wanted]
        scratch = os.path.abspath(options.scratch)
        os.makedirs(scratch, exist_ok=True)
        # One run per scratch copy: a second one would sync files under the first one's build.
        lock = open(os.path.join(os.path.dirname(scratch), "lock"), "w")
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise ListError(f"another run is using {scratch} (or pass --scratch DIR)")
        changed = sync(ROOT, scratch)
        present, skipped = check_tree(mutants, scratch)
    except ListError as error:
        print(f"mutate: error: {error}", file=sys.stderr)
        return 2
    logs = os.path.join(os.path.dirname(scratch), "logs")
    os.makedirs(logs, exist_ok=True)
    for mutant, note in skipped:
        print(f"skip     {mutant['id']}: {note}")
    print(f"{len(present)} mutants in {scratch} ({changed} files synced), logs in {logs}", flush=True)
    if options.check:
        return 0

    ok, seconds = build(scratch, os.path.join(logs, "baseline-build.log"))
    if not ok:
        print(f"mutate: error: the unmutated tree does not build (see {logs}/baseline-build.log)", file=sys.stderr)
        return 2
    print(f"baseline build {seconds:.0f} s", flush=True)
    if not options.no_baseline:
        outcome, seconds = test(scratch, [], False, options.timeout, os.path.join(logs, "baseline-test.log"))
        if outcome != "passed":
            print(f"mutate: error: the unmutated suite {outcome} (see {logs}/baseline-test.log)", file=sys.stderr)
            return 2
        print(f"baseline suite passes ({seconds:.0f} s)", flush=True)

    results = []
    for number, mutant in enumerate(present, 1):
        path = os.path.join(scratch, mutant["file"])
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        log = os.path.join(logs, mutant["id"])
        try:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original.replace(mutant["find"], mutant["replace"], 1))
            compiled, build_seconds = build(scratch, log + ".build.log")
            if not compiled:
                outcome, by, seconds = "no-compile", "", 0.0
            else:
                filters = filters_for(mutant, scratch)
                first, seconds = test(scratch, filters, False, options.timeout, log + ".test.log")
                outcome, by = first, "mapped tests"
                if first in ("passed", "empty"):
                    outcome, rest = test(scratch, filters, True, options.timeout, log + ".rest.log")
                    seconds += rest
                    by = "rest of the suite"
                    if outcome == "empty" and first == "passed":
                        outcome = "passed"  # the mapping covered the whole suite
                outcome = {"failed": "killed", "timeout": "killed", "passed": "survived",
                           "empty": "no tests ran"}.get(outcome, outcome)
                if outcome == "killed" and seconds >= options.timeout:
                    by += " (timeout)"
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
        results.append((mutant, outcome, by))
        print(f"[{number}/{len(present)}] {outcome:10} {mutant['id']} ({by}; build {build_seconds:.0f} s, "
              f"tests {seconds:.0f} s)", flush=True)

    killed = [m for m, o, _ in results if o == "killed"]
    survived = [m for m, o, _ in results if o == "survived"]
    broken = [m for m, o, _ in results if o == "no-compile"]
    odd = [(m, o) for m, o, _ in results if o not in ("killed", "survived", "no-compile")]
    equivalent = [m for m in survived if "equivalent" in m]
    scored = len(killed) + len(survived)
    raw = 100.0 * len(killed) / scored if scored else 0.0
    # Equivalent mutants are the same program: no test can kill them, so they leave the score.
    score = 100.0 * len(killed) / (scored - len(equivalent)) if scored > len(equivalent) else 0.0
    print()
    print(f"score: {len(killed)} of {scored - len(equivalent)} non-equivalent mutants killed ({score:.1f} %); "
          f"{len(killed)} of {scored} with the {len(equivalent)} equivalent ones ({raw:.1f} %); "
          f"{len(broken)} did not compile, {len(skipped)} skipped")
    unexplained = [m for m in survived if "equivalent" not in m]
    for mutant in survived:
        note = f"equivalent: {mutant['equivalent']}" if "equivalent" in mutant else "NOT EXPLAINED"
        print(f"survivor {mutant['id']} ({mutant['file']}): {mutant['find']!r} → {mutant['replace']!r}\n"
              f"         {note}")
    for mutant in killed:
        if "equivalent" in mutant:
            print(f"killed but listed as equivalent: {mutant['id']} (fix its note)")
    for mutant in broken:
        print(f"no-compile {mutant['id']} (see {logs}/{mutant['id']}.build.log)")
    for mutant, outcome in odd:
        print(f"{outcome} {mutant['id']}")
    for mutant, note in skipped:
        print(f"skipped  {mutant['id']}: {note}")
    wrongly_equivalent = [m for m in killed if "equivalent" in m]
    return 0 if score >= options.min_score and not unexplained and not wrongly_equivalent and not odd else 1


if __name__ == "__main__":
    sys.exit(main())
