"""Validates screen files against schema/screen.schema.json with jsonschema's Draft202012Validator.

Usage: validate.py SCHEMA REPO [EXTRA ...]. Every Fixtures/**/*.json under REPO, every
good/*.json beside this script and every EXTRA (a file, or a folder searched for *.json) must
validate; every bad/*.json beside this script must not. Exit status 1 on any surprise.
"""
import json
import pathlib
import sys

from jsonschema import Draft202012Validator


def json_files(path):
    path = pathlib.Path(path)
    if path.is_dir():
        return sorted(path.rglob("*.json"))
    if not path.is_file():
        raise SystemExit(f"validate: error: {path}: no such file")
    return [path]


def main():
    schema_path, repo = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    here = pathlib.Path(__file__).resolve().parent
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)

    good = sorted((repo / "Fixtures").rglob("*.json")) + sorted((here / "good").glob("*.json"))
    for extra in sys.argv[3:]:
        good += json_files(extra)
    bad = sorted((here / "bad").glob("*.json"))
    if not good or not bad:
        raise SystemExit("validate: error: no screens found to validate")

    failures = 0
    for path in good:
        errors = sorted(validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))), key=lambda e: e.json_path)
        for error in errors[:5]:
            print(f"{path}: {error.json_path}: {error.message[:300]}", file=sys.stderr)
        failures += bool(errors)
    for path in bad:
        if validator.is_valid(json.loads(path.read_text(encoding="utf-8"))):
            print(f"{path}: a bad screen passes the schema", file=sys.stderr)
            failures += 1
    print(f"schema: {len(good)} screens valid, {len(bad)} bad screens refused" if not failures
          else f"schema: {failures} of {len(good) + len(bad)} files wrong", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
