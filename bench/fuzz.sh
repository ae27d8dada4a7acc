#!/bin/sh
# Differential fuzz of the solver against HiGHS (strict tiers solved one by one). Makes its own
# virtualenv under bench/.venv-fuzz with highspy from PyPI, builds typescale-bench, and runs
# bench/fuzz/fuzz.py. Usage: bench/fuzz.sh [FIRST_SEED [COUNT [SECONDS]]]; MODE=int|mild|dec|spread
# and ROWS=N choose the systems (see bench/README.md). Failures: bench/out/fuzz/*.jsonl.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/.venv-fuzz"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import highspy' 2>/dev/null; then
    "$venv/bin/pip" install --quiet highspy
fi
(cd "$here/.." && swift build -c release --product typescale-bench >/dev/null)
exec "$venv/bin/python" "$here/fuzz/fuzz.py" "${1:-0}" "${2:-100000}" "${3:-300}"
