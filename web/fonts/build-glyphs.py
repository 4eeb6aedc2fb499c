#!/usr/bin/env python3
"""Rebuilds the fonts Palace ships, cut from Noto CJK (SIL OFL 1.1, see
OFL.txt), so that a device without CJK fonts shows no empty boxes:

- palace-glyphs.woff2 ("Palace Glyphs", Noto Serif CJK TC Bold): what the
  board draws and the move text uses. Every CJK or Hangul character in
  web/pieces.js (both piece sets), web/board.js (the river), web/words.js
  and web/locales/en.ftl (setup names), the rules library's notation
  (Korean move text such as 71졸72 and 한수쉼), and the CJK languages'
  names in the language switcher.
- text-<lang>.woff2 ("Palace Text <LANG>", Noto Sans CJK Regular in the
  language's own face): the characters of the Japanese, Korean and Chinese
  catalogues, for the page's words in those languages.
- text-th.woff2 and text-hi.woff2 ("Palace Text Thai", "Palace Text
  Devanagari", Noto Sans Thai and Noto Sans Devanagari Regular with their
  shaping tables): the Thai and Devanagari blocks, for the Thai and Hindi
  catalogues and those languages' names in the switcher.

    apt-get download fonts-noto-cjk fonts-noto-core
    dpkg-deb -x fonts-noto-cjk_*.deb noto && dpkg-deb -x fonts-noto-core_*.deb noto
    python3 -m venv venv && venv/bin/pip install fonttools brotli
    venv/bin/python web/fonts/build-glyphs.py noto/usr/share/fonts
"""

import json
import pathlib
import subprocess
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

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
# The catalogues written in CJK scripts, and the face of Noto Sans CJK for each.
TEXT_FACES = {"ja": "JP", "ko": "KR", "zh-CN": "SC", "zh-TW": "TC"}
# The catalogues in scripts that need shaping: file, family, and the script's characters.
SHAPED = {
    "th": ("NotoSansThai-Regular.ttf", "Palace Text Thai", lambda o: 0x0E00 <= o <= 0x0E7F),
    "hi": ("NotoSansDevanagari-Regular.ttf", "Palace Text Devanagari", lambda o: 0x0900 <= o <= 0x097F or 0xA8E0 <= o <= 0xA8FF),
}
# Joiners, kept with the shaped scripts.
JOINERS = [0x200C, 0x200D, 0x25CC]


def wanted(ch: str) -> bool:
    """CJK ideographs, Hangul syllables and fullwidth digits."""
    o = ord(ch)
    return 0x3400 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7A3 or 0xFF10 <= o <= 0xFF19


def wanted_text(ch: str) -> bool:
    """What Latin fonts lack in CJK text: CJK punctuation, kana, ideographs, Hangul, full-width forms."""
    o = ord(ch)
    return 0x3000 <= o <= 0x30FF or 0x3400 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7A3 or 0xFF00 <= o <= 0xFFEF


def autonyms(langs: list[str]) -> str:
    """Languages' names as the switcher shows them (the browser's Intl data; node's is the same ICU)."""
    code = "console.log(JSON.stringify(%s.map(l => new Intl.DisplayNames([l], {type: 'language'}).of(l)).join('')))"
    out = subprocess.run(["node", "-e", code % json.dumps(langs)], capture_output=True, check=True, text=True)
    return json.loads(out.stdout)


def cut(font, chars: list[str], family: str, style: str, out: pathlib.Path, features: list[str]) -> None:
    """Keeps only `chars` in `font`, renames it (the licence reserves the original's name) and saves it as WOFF2."""
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = features
    options.name_IDs = ["*"]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(font)
    for rec in font["name"].names:
        if rec.nameID in (1, 16):
            rec.string = family
        elif rec.nameID in (3, 4):
            rec.string = f"{family} {style}"
        elif rec.nameID == 6:
            rec.string = f"{family.replace(' ', '')}-{style}"
    font.flavor = "woff2"
    font.save(out)
    print(f"{out.relative_to(ROOT)}: {len(chars)} characters, {out.stat().st_size} bytes")


def face(ttc: pathlib.Path, name: str):
    return next(f for f in TTCollection(str(ttc)).fonts if f["name"].getDebugName(4) == name)


def main() -> None:
    fonts = pathlib.Path(sys.argv[1])
    noto = fonts / "opentype/noto"
    # What each font holds, for tests/browser/words.test.mjs to check the catalogues against.
    manifest = {}
    text = "".join((ROOT / path).read_text(encoding="utf-8") for path in SOURCES) + autonyms(list(TEXT_FACES))
    chars = sorted({c for c in text if wanted(c)})
    cut(face(noto / "NotoSerifCJK-Bold.ttc", FACE), chars, FAMILY, "Bold", ROOT / "web/fonts/palace-glyphs.woff2", ["*"])
    manifest["palace-glyphs.woff2"] = "".join(chars)
    for lang, region in TEXT_FACES.items():
        catalogue = (ROOT / f"web/locales/{lang}.ftl").read_text(encoding="utf-8")
        chars = sorted({c for c in catalogue if wanted_text(c)})
        out = ROOT / f"web/fonts/text-{lang}.woff2"
        cut(face(noto / "NotoSansCJK-Regular.ttc", f"Noto Sans CJK {region}"), chars, f"Palace Text {region}", "Regular", out, [])
        manifest[out.name] = "".join(chars)
    for lang, (file, family, script) in SHAPED.items():
        text = (ROOT / f"web/locales/{lang}.ftl").read_text(encoding="utf-8") + autonyms([lang])
        # The whole block: shaping may decompose a character into others (Thai SARA AM).
        block = {chr(o) for o in range(0x0900, 0x0E80) if script(o)}
        chars = sorted({c for c in text if script(ord(c))} | block | {chr(j) for j in JOINERS})
        out = ROOT / f"web/fonts/text-{lang}.woff2"
        cut(TTFont(str(fonts / "truetype/noto" / file)), chars, family, "Regular", out, ["*"])
        manifest[out.name] = "".join(chars)
    (ROOT / "web/fonts/glyphs.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
