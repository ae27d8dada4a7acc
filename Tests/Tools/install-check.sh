#!/usr/bin/env bash
# make install-check: install into a scratch prefix with DESTDIR, then use the installed binary
# as a user would, from elsewhere, with the build folder out of its reach.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
make -s install DESTDIR="$root/stage" PREFIX=/opt/typescale >/dev/null
bin="$root/stage/opt/typescale/bin/typescale"
fail() { echo "install-check: $*" >&2; exit 1; }

if ldd "$bin" | grep -q libswift; then fail "the installed binary links the Swift runtime dynamically"; fi
for file in bin/typescale share/typescale/LICENSE share/typescale/Inter-LICENSE.txt share/man/man1/typescale.1 \
    share/bash-completion/completions/typescale share/zsh/site-functions/_typescale \
    share/fish/vendor_completions.d/typescale.fish; do
  [ -e "$root/stage/opt/typescale/$file" ] || fail "install did not write $file"
done

# A copy elsewhere, run from another directory, and a symlink to it: the same measurement.
mkdir -p "$root/elsewhere" "$root/links"
cp "$bin" "$root/elsewhere/typescale"
ln -s "$root/elsewhere/typescale" "$root/links/ts"
expected='width=38.479 lineHeight=20.287 lines=1 intrinsic=38.667x20.333'
for run in "$bin" "$root/elsewhere/typescale" "$root/links/ts"; do
  got=$(cd "$root" && "$run" measure Hello --style body)
  [ "$got" = "$expected" ] || fail "$run measured '$got', expected '$expected'"
done
layout=$(cd "$root" && "$root/links/ts" layout "$repo/Fixtures/detail.json" --category all)
[ "$layout" = "$(cat Fixtures/detail.all.txt)" ] || fail "the installed binary's layout differs from Fixtures/detail.all.txt"

manual=$(MANPAGER=cat MANWIDTH=80 man -l "$root/stage/opt/typescale/share/man/man1/typescale.1" 2>&1)
case "$manual" in *"typescale layout <screen>"*) ;; *) fail "the installed man page does not render: $manual" ;; esac

make -s uninstall DESTDIR="$root/stage" PREFIX=/opt/typescale >/dev/null
left=$( (find "$root/stage" -type f 2>/dev/null || true) | wc -l)
[ "$left" -eq 0 ] || fail "uninstall left $left files: $(find "$root/stage" -type f)"
echo "install-check: installed, ran from elsewhere and through a symlink, uninstalled cleanly"
