#!/bin/sh
# Validates screen files against schema/screen.schema.json with a real JSON Schema validator
# (Python's jsonschema, Draft202012Validator): every Fixtures/**/*.json, good/*.json here, and
# each extra path given (a screen file, or a folder of them, such as Interface Builder
# imports) must validate; every bad/*.json here must fail. Part of `make test`.
# The virtualenv lives in .build/schema-venv, so reruns do not reinstall. Without PyPI the
# first run fails with an error: it never skips.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
venv="$repo/.build/schema-venv"
fail() { echo "schema/validate.sh: error: $*" >&2; exit 1; }

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" || fail "python3 -m venv $venv failed"
fi
if ! "$venv/bin/python" -c 'import jsonschema' 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check --timeout 30 jsonschema \
        || fail "could not install jsonschema from PyPI (needed to validate the schema)"
fi
exec "$venv/bin/python" "$here/validate.py" "$repo/schema/screen.schema.json" "$repo" "$@"
