#!/usr/bin/env python3
"""Expected text widths for typescale's measurement, from HarfBuzz (an independent shaper).

Shapes every corpus string with the bundled Inter fonts using only the `kern` feature (every
other feature off, so there is one glyph per Unicode scalar, as typescale assumes), blends
Inter's and Inter Display's widths by the point size as San Francisco's optical sizes do (README
"Fidelity"), adds San Francisco's tracking per glyph as the reference states it, and writes
Tests/TypeScaleTests/Data/Typography/harfbuzz-widths.json.

    python3 Tests/Tools/harfbuzz/generate.py      # makes its own venv with uharfbuzz
"""

import json
import os
import subprocess
import sys
import venv

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
VENV = os.path.join(HERE, ".venv")
FONTS = os.path.join(ROOT, "Sources", "TypeScale", "Resources", "Fonts")
OUTPUT = os.path.join(ROOT, "Tests", "TypeScaleTests", "Data", "Typography", "harfbuzz-widths.json")


def ensure_venv():
    """Re-runs this script inside a private venv that has uharfbuzz."""
    python = os.path.join(VENV, "bin", "python")
    if os.path.abspath(sys.prefix) == os.path.abspath(VENV):
        return
    if not os.path.exists(python):
        venv.create(VENV, with_pip=True)
        subprocess.check_call([python, "-m", "pip", "install", "--quiet", "uharfbuzz"])
    os.execv(python, [python, __file__] + sys.argv[1:])


# SF tracking (reference/dynamic-type.md), 1/1000 em, transcribed independently of the Swift
# table. Between listed sizes the nearest smaller listed size; below 6 pt, 6 pt's value.
TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
    17: -26, 18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8,
    27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10,
    38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8, 45: 8, 46: 8, 47: 8, 48: 8, 49: 7,
    50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 56: 6, 58: 5, 60: 4, 62: 4, 64: 4, 66: 3, 68: 2,
    70: 2, 72: 2, 76: 1, 80: 0,
}


def tracking(size):
    listed = [pt for pt in TRACKING if pt <= size]
    return TRACKING[max(listed)] if listed else TRACKING[6]


# (style, category, point size from the Dynamic Type table, weight). The Swift test resolves
# style + category + weight through typescale and checks it gets this size.
CONFIGS = [
    ("body", "L", 17, "regular"),
    ("caption2", "XS", 11, "regular"),
    ("footnote", "L", 13, "medium"),
    ("headline", "XXL", 21, "semibold"),
    ("title1", "M", 27, "medium"),
    ("largeTitle", "AX5", 60, "bold"),
    ("subheadline", "XXXL", 21, "semibold"),
    ("title3", "AX1", 31, "bold"),
]

FILES = {"regular": "Inter-Regular.otf", "medium": "Inter-Medium.otf",
         "semibold": "Inter-SemiBold.otf", "bold": "Inter-Bold.otf"}
DISPLAY_FILES = {weight: name.replace("Inter-", "InterDisplay-") for weight, name in FILES.items()}

# The Display cut's share of the width: none up to 19 pt, all from 26 pt, linear between.
DISPLAY_FROM, DISPLAY_AT = 19, 26


def display_share(size):
    return min(1.0, max(0.0, (size - DISPLAY_FROM) / (DISPLAY_AT - DISPLAY_FROM)))


# A figure (ASCII 0-9) blends at half the text's Display share.
FIGURE_SHARE_RATIO = 0.5

# SF's text-size advances are wider than Inter's at heavier weights by this much, fading out
# with the Display share; tracking is not widened.
TEXT_WIDENING = {"regular": 0.0, "medium": 0.011, "semibold": 0.021, "bold": 0.021}


def width_factor(weight, share):
    return 1 + TEXT_WIDENING[weight] * (1 - share)

# Every feature HarfBuzz turns on by default, off, so only `kern` positions glyphs and no
# substitution merges or splits glyphs.
DEFAULT_FEATURES_OFF = ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig",
                        "curs", "dist", "liga", "rclt", "rvrn", "ltra", "ltrm", "frac", "numr",
                        "dnom", "cpsp"]


def shape(hb, font, text, script=None):
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    buffer.direction = "ltr"
    if script:
        buffer.script = script
    # Keep ZWJ, variation selectors etc. as glyphs (typescale: one glyph per scalar).
    buffer.flags = hb.BufferFlags.PRESERVE_DEFAULT_IGNORABLES
    features = {tag: False for tag in DEFAULT_FEATURES_OFF}
    features["kern"] = True
    hb.shape(font, buffer, features)
    return buffer


def main():
    ensure_venv()
    import uharfbuzz as hb
    sys.path.insert(0, HERE)
    from corpus import corpus

    strings = corpus()
    def load(name):
        with open(os.path.join(FONTS, name), "rb") as handle:
            face = hb.Face(handle.read())
        font = hb.Font(face)
        font.scale = (face.upem, face.upem)  # positions in font units, exact integers
        return font, face.upem

    fonts = {weight: load(name) for weight, name in FILES.items()}
    display_fonts = {weight: load(name) for weight, name in DISPLAY_FILES.items()}

    widths = []
    script_differences = []
    for text in strings:
        row = []
        for style, category, size, weight in CONFIGS:
            font, upem = fonts[weight]
            buffer = shape(hb, font, text, None)
            glyphs = len(buffer.glyph_infos or [])
            if glyphs != len(text):
                sys.exit(f"{text!r}: {glyphs} glyphs for {len(text)} scalars; pick another string")
            units = sum(position.x_advance for position in (buffer.glyph_positions or []))
            # HarfBuzz picks the script from the text; the kern feature may differ per script.
            for script in ("latn", "Zyyy", "Hani"):
                other = shape(hb, font, text, script)
                other_units = sum(p.x_advance for p in (other.glyph_positions or []))
                if other_units != units:
                    script_differences.append((text, weight, script, other_units - units))
            ems = units / upem
            share = display_share(size)
            if share > 0:
                display_font, display_upem = display_fonts[weight]
                display = shape(hb, display_font, text, None)
                if len(display.glyph_infos or []) != glyphs:
                    sys.exit(f"{text!r}: Inter Display shapes it to another glyph count")
                # Per glyph; a character either cut lacks (glyph 0) keeps Inter's advance.
                ems = 0.0
                pairs = zip(buffer.glyph_infos or [], buffer.glyph_positions or [],
                            display.glyph_infos or [], display.glyph_positions or [])
                for scalar, (info, position, display_info, display_position) in zip(text, pairs):
                    if info.codepoint == 0 or display_info.codepoint == 0:
                        ems += position.x_advance / upem
                    else:
                        d = share * FIGURE_SHARE_RATIO if "0" <= scalar <= "9" else share
                        ems += (1 - d) * position.x_advance / upem + d * display_position.x_advance / display_upem
            width = (ems * width_factor(weight, share) + tracking(size) / 1000 * glyphs) * size
            row.append(round(width, 6))
        widths.append(row)

    document = {
        "generator": "Tests/Tools/harfbuzz/generate.py",
        "uharfbuzz": getattr(hb, "__version__", "unknown"),
        "harfbuzz": hb.version_string() if hasattr(hb, "version_string") else "unknown",
        "note": "width in points = (sum over glyphs of (1 - d) x Inter's + d x Inter Display's HarfBuzz x_advance with only kern on, in em (Inter's alone for a character either lacks) x the weight's widening (1 + w x (1 - d)), + SF tracking x glyphs) x size, d = the Display share at the size (half of it for a figure 0-9)",
        "configs": [{"style": s, "category": c, "size": z, "weight": w} for s, c, z, w in CONFIGS],
        "strings": strings,
        "widths": widths,
    }
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    # One string and one row of widths per line, so a regenerated file diffs readably.
    lines = ["{"]
    for key in ("generator", "uharfbuzz", "harfbuzz", "note"):
        lines.append(f"{json.dumps(key)}: {json.dumps(document[key], ensure_ascii=False)},")
    lines.append('"configs": [')
    lines.append(",\n".join(json.dumps(c) for c in document["configs"]))
    lines.append('],\n"strings": [')
    lines.append(",\n".join(json.dumps(s, ensure_ascii=False) for s in strings))
    lines.append('],\n"widths": [')
    lines.append(",\n".join(json.dumps(row) for row in widths))
    lines.append("]\n}")
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    json.loads(open(OUTPUT, encoding="utf-8").read())  # stays valid JSON
    print(f"{len(strings)} strings x {len(CONFIGS)} configs -> {os.path.relpath(OUTPUT, ROOT)}")
    print(f"shaping under other scripts changed {len(script_differences)} widths")
    for difference in script_differences[:20]:
        print("  ", difference)


if __name__ == "__main__":
    main()
