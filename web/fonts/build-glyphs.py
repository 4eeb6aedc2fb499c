#!/usr/bin/env python3
"""Rebuilds palace-glyphs.woff2: the characters Palace draws on the board and
in Janggi move text, cut from Noto Serif CJK TC Bold (SIL OFL 1.1, see
OFL.txt), so that the pieces and the river read the same on a device without
CJK fonts.

The characters are collected from the sources that draw them: every CJK or
Hangul character in web/pieces.js (both piece sets), web/board.js (the
river), web/words.js and web/locales/en.ftl (setup names), and the rules
library's notation (Korean move text such as 71졸72 and 한수쉼).

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb noto
    python3 -m venv venv && venv/bin/pip install fonttools brotli
    venv/bin/python web/fonts/build-glyphs.py noto/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc
"""

import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCES = [
    "web/pieces.js",
    "web/board.js",
    "web/words.js",
    "web/locales/en.ftl",
    *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "crates/rules/src/notation").glob("*.rs")),
]
# The Traditional Chinese face of the collection.
FACE = "Noto Serif CJK TC Bold"
FAMILY = "Palace Glyphs"


def wanted(ch: str) -> bool:
    """CJK ideographs, Hangul syllables and fullwidth digits."""
    o = ord(ch)
    return 0x3400 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7A3 or 0xFF10 <= o <= 0xFF19


def main() -> None:
    ttc = sys.argv[1]
    chars = sorted({c for path in SOURCES for c in (ROOT / path).read_text(encoding="utf-8") if wanted(c)})
    collection = TTCollection(ttc)
    font = next(f for f in collection.fonts if f["name"].getDebugName(4) == FACE)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(font)
    # A new name: the licence reserves the original's.
    for rec in font["name"].names:
        if rec.nameID in (1, 16):
            rec.string = FAMILY
        elif rec.nameID in (3, 4):
            rec.string = f"{FAMILY} Bold"
        elif rec.nameID == 6:
            rec.string = "PalaceGlyphs-Bold"
    out = ROOT / "web/fonts/palace-glyphs.woff2"
    font.flavor = "woff2"
    font.save(out)
    print(f"{out.relative_to(ROOT)}: {len(chars)} characters, {out.stat().st_size} bytes")
    print("".join(chars))


if __name__ == "__main__":
    main()
