#!/bin/sh
# `make screenshots`: contact sheets and a change report of the bundled fixtures, drawn by
# headless Chromium (Debian's `chromium` package) into screenshots/ (git-ignored), to look at
# before a change to the drawing lands. Not part of `make test`.
#
# The report shows a real change: Fixtures/detail.json with nameLabel's font made larger
# (body -> title2) and the constraint `valueLabel.width == serialLabel.width` removed, checked
# against snapshots recorded from the unchanged fixture; item-list is unchanged (matched),
# item-cell has no snapshots (new) and a misspelt kind stands for a screen that cannot be read
# (missing).
set -eu
cd "$(dirname "$0")/../.."
out=screenshots
work="$out/work"
typescale=.build/debug/typescale
chromium=${CHROMIUM:-chromium}
command -v "$chromium" >/dev/null || { echo "screenshots: needs $chromium (apt-get install -y chromium)" >&2; exit 2; }
swift build --product typescale
rm -rf "$work"
mkdir -p "$work"

shoot() { # FILE PNG WIDTHxHEIGHT
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$3" \
        --screenshot="$out/$2" "file://$PWD/$1" 2>/dev/null
    echo "screenshots: $out/$2"
}

# Contact sheets.
"$typescale" render Fixtures/detail.json -o "$out/detail.svg"
"$typescale" render Fixtures/item-list.json -o "$out/item-list.svg"
"$typescale" render Fixtures/item-list.json --category L,AX3 --columns 2 --no-ids -o "$out/item-list-no-ids.svg"
shoot "$out/detail.svg" detail.png 1600,1200
shoot "$out/item-list.svg" item-list.png 1600,2600
shoot "$out/item-list-no-ids.svg" item-list-no-ids.png 1000,900

# A change report.
cp Fixtures/detail.json Fixtures/item-list.json Fixtures/item-cell.json "$work/"
"$typescale" check "$work/detail.json" "$work/item-list.json" --snapshots "$work/snapshots" --category all --record >/dev/null
sed -e 's/"text": "Name", "font": "body"/"text": "Name", "font": "title2"/' \
    -e '/"valueLabel.width == serialLabel.width",/d' Fixtures/detail.json > "$work/detail.json"
echo '{ "name": "broken", "views": [ { "id": "x", "kind": "lable" } ] }' > "$work/broken.json"
status=0
"$typescale" check "$work/detail.json" "$work/item-list.json" "$work/item-cell.json" "$work/broken.json" \
    --snapshots "$work/snapshots" --category all --report "$out/report.html" >/dev/null 2>&1 || status=$?
[ "$status" -eq 2 ] || { echo "screenshots: check exited $status, expected 2 (a broken screen)" >&2; exit 1; }
shoot "$out/report.html" report.png 1600,1400
# The AX1 section, where nameLabel starts truncating, at the top of the window.
cp "$out/report.html" "$out/report-ax1.html"
sed -i 's|</style>|section.change:not(#change-8), .headline, table.matrix, h1, .summary { display: none; }\n</style>|' "$out/report-ax1.html"
shoot "$out/report-ax1.html" report-ax1.png 1600,1000
