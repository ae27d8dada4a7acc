#!/bin/sh
# Runs the systems typescale-bench exported (DIR/*.json) through kiwisolver and prints the
# ratio table. Creates its own virtualenv under bench/.venv on first use.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dir=${1:?usage: bench/kiwi_peer.sh DIR}
venv="$here/.venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import kiwisolver' 2>/dev/null; then
    "$venv/bin/pip" install --quiet kiwisolver
fi
exec "$venv/bin/python" "$here/kiwi_peer.py" "$dir"
