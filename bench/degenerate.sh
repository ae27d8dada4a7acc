#!/bin/sh
# Regenerates Tests/LayoutSolverTests/DegenerateKnownAnswers.swift (200 degenerate systems and
# their HiGHS optima) with bench/degenerate/make_table.py. Makes its own virtualenv under
# bench/.venv-degenerate with highspy pinned to the version the table was made with (another
# HiGHS may land on other optima). Usage: bench/degenerate.sh [--check] [PATH]
# (--check: compare instead of writing; exit 1 when the committed table differs).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/.venv-degenerate"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import highspy, sys; sys.exit(highspy.Highs().version() != "1.16.0")' >/dev/null 2>&1; then
    "$venv/bin/pip" install --quiet highspy==1.16.0
fi
exec "$venv/bin/python" "$here/degenerate/make_table.py" "$@"
