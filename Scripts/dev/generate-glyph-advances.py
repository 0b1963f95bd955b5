#!/usr/bin/env python3
"""Generate the text-measurement tables of ListLayout.

Writes two Swift sources into Sources/ListLayout/Text/:

  GlyphAdvanceTable+Inter.swift
      Advance widths (font units) of Inter Regular and Inter SemiBold for every character the
      fonts cover in the blocks listed in BLOCKS below, plus an ASCII fast-path array.
  CharacterWidthClass+UnicodeData.swift
      Code point ranges of the zero-width, East Asian wide and emoji classes, derived from
      CPython's `unicodedata` (its Unicode version is written into the file).

Requirements (nothing is downloaded by this script):
  apt-get install fonts-inter     # Inter, SIL Open Font License 1.1; the font files are not committed
  pip install fonttools

Usage (from anywhere):
  python3 Scripts/dev/generate-glyph-advances.py            # regenerate both files
  python3 Scripts/dev/generate-glyph-advances.py --check    # exit 1 if a file is out of date

The output depends only on the two font files and on the Python's Unicode database, so the same
inputs always give byte-identical files.
"""

import argparse
import sys
import unicodedata
from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = ROOT / "Sources" / "ListLayout" / "Text"
FONT_DIR = Path("/usr/share/fonts/opentype/inter")
FONTS = [("interRegular", "Inter-Regular.otf"), ("interSemibold", "Inter-SemiBold.otf")]

# Unicode blocks whose covered characters get an advance in the table (ASCII has its own array).
BLOCKS = [
    (0x0080, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0180, 0x024F, "Latin Extended-B"),
    (0x0250, 0x02AF, "IPA Extensions"),
    (0x02B0, 0x02FF, "Spacing Modifier Letters"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x0500, 0x052F, "Cyrillic Supplement"),
    (0x1D00, 0x1DBF, "Phonetic Extensions"),
    (0x1E00, 0x1EFF, "Latin Extended Additional"),
    (0x1F00, 0x1FFF, "Greek Extended"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x2070, 0x209F, "Superscripts and Subscripts"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2150, 0x218F, "Number Forms"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x2300, 0x23FF, "Miscellaneous Technical"),
    (0x2400, 0x243F, "Control Pictures"),
    (0x2460, 0x24FF, "Enclosed Alphanumerics"),
    (0x2500, 0x257F, "Box Drawing"),
    (0x2580, 0x259F, "Block Elements"),
    (0x25A0, 0x25FF, "Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
    (0x2700, 0x27BF, "Dingbats"),
    (0x27F0, 0x27FF, "Supplemental Arrows-A"),
    (0x2900, 0x297F, "Supplemental Arrows-B"),
    (0x2B00, 0x2BFF, "Miscellaneous Symbols and Arrows"),
    (0x2C60, 0x2C7F, "Latin Extended-C"),
    (0xA720, 0xA7FF, "Latin Extended-D"),
    (0xFB00, 0xFB4F, "Alphabetic Presentation Forms"),
    (0xFFF0, 0xFFFF, "Specials"),
    (0x1F100, 0x1F1FF, "Enclosed Alphanumeric Supplement"),
    (0x1F800, 0x1F8FF, "Supplemental Arrows-C"),
]

# Runs of covered code points closer than this are merged, the gap filled with MISSING.
MAX_GAP = 4
MISSING = 0xFFFF
# Emoji advance, in ems: see CharacterWidthClass.swift for the reasoning.
EMOJI_EM = 1.2

# Width classes (raw values of CharacterWidthClass).
NORMAL, ZERO_WIDTH, WIDE, EMOJI = 0, 1, 2, 3
CLASS_NAMES = {ZERO_WIDTH: "zeroWidth", WIDE: "wide", EMOJI: "emoji"}

# UAX #11: unassigned code points of these ranges default to East Asian Wide.
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                (0x30000, 0x3FFFD)]
# Emoji blocks: assigned symbols there that are East Asian Wide have emoji presentation by
# default (UTS #51 gives every Emoji_Presentation character East_Asian_Width=W); unassigned code
# points there are reserved as Extended_Pictographic for future emoji.
EMOJI_ZONES = [(0x2300, 0x2BFF), (0x1F000, 0x1FAFF)]
RESERVED_EMOJI = [(0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD)]
REGIONAL_INDICATORS = (0x1F1E6, 0x1F1FF)


def in_ranges(cp, ranges):
    return any(lo <= cp <= hi for lo, hi in ranges)


def width_class(cp):
    """The width class of one code point (see CharacterWidthClass.swift)."""
    ch = chr(cp)
    cat = unicodedata.category(ch)
    if cat in ("Mn", "Me", "Cf", "Cc"):
        return ZERO_WIDTH
    if 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF:  # variation selectors
        return ZERO_WIDTH
    if REGIONAL_INDICATORS[0] <= cp <= REGIONAL_INDICATORS[1]:
        return EMOJI
    if cat == "Cn":
        # CPython reports a width for unassigned code points too; only trust the defaults.
        if in_ranges(cp, RESERVED_EMOJI):
            return EMOJI
        if in_ranges(cp, DEFAULT_WIDE):
            return WIDE
        return NORMAL
    wide = unicodedata.east_asian_width(ch) in ("W", "F")
    if wide and cat in ("So", "Sm", "Sk") and in_ranges(cp, EMOJI_ZONES):
        return EMOJI
    if wide:
        return WIDE
    return NORMAL


def class_ranges():
    """[(first, last, class)] for every non-normal class, adjacent equal classes merged."""
    ranges = []
    for cp in range(0x80, 0x110000):
        if 0xD800 <= cp <= 0xDFFF:  # surrogates are never Unicode scalars
            continue
        cls = width_class(cp)
        if cls == NORMAL:
            continue
        last = ranges[-1][1] if ranges else None
        adjacent = last == cp - 1 or (last == 0xD7FF and cp == 0xE000)
        if adjacent and ranges[-1][2] == cls:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp, cls])
    return ranges


def font_info(path):
    font = TTFont(path)
    name = font["name"]
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    advances = {cp: hmtx[glyph][0] for cp, glyph in cmap.items()}
    return {
        "family": name.getDebugName(1),
        "full": name.getDebugName(4),
        "version": name.getDebugName(5),
        "upem": font["head"].unitsPerEm,
        "advances": advances,
    }


def ascii_array(info):
    adv = info["advances"]
    values = []
    for cp in range(128):
        if cp == 0x09:  # a tab measures and breaks as a space
            values.append(adv[0x20])
        elif cp < 0x20 or cp == 0x7F:  # controls draw nothing
            values.append(0)
        else:
            values.append(adv[cp])
    return values


def runs(info):
    """(starts, offsets, advances): runs of table code points, with a final sentinel offset."""
    adv = info["advances"]
    cps = [cp for lo, hi, _ in BLOCKS for cp in range(lo, hi + 1)
           if cp in adv and width_class(cp) == NORMAL]
    starts, offsets, values = [], [], []
    previous = None
    for cp in cps:
        if previous is not None and cp - previous <= MAX_GAP:
            values.extend([MISSING] * (cp - previous - 1))
        else:
            starts.append(cp)
            offsets.append(len(values))
        values.append(adv[cp])
        previous = cp
    offsets.append(len(values))
    assert all(v < MISSING for v in adv.values())
    return starts, offsets, values


def swift_array(values, per_line, fmt, indent="      "):
    lines = []
    for i in range(0, len(values), per_line):
        chunk = values[i:i + per_line]
        lines.append(indent + ", ".join(fmt(v) for v in chunk) + ",")
    return "\n".join(lines)


def dec(v):
    return str(v)


def hexcp(v):
    return "0x%04X" % v


def advance_file(infos):
    regular = infos[0][1]
    lines = [
        "// GENERATED by Scripts/dev/generate-glyph-advances.py. Do not edit by hand.",
        "//",
        "// Advance widths of the Inter typeface by Rasmus Andersson, read from the Debian package",
        "// fonts-inter:",
    ]
    for _, info in infos:
        lines.append("//   %s, %s, %d units per em" % (info["full"], info["version"],
                                                        info["upem"]))
    lines += [
        "// Inter is licensed under the SIL Open Font License 1.1 (https://openfontlicense.org).",
        "// Only the advance widths (numbers) are used here; no font file is part of ListLab.",
        "//",
        "// Blocks covered (characters of the zero-width, wide and emoji classes excluded):",
    ]
    lines += ["//   U+%04X-U+%04X %s" % b for b in BLOCKS]
    lines += [
        "//",
        "// Kerning and ligatures are ignored: a string's width is the sum of its advances.",
        "// Regenerate: apt-get install fonts-inter && pip install fonttools &&",
        "//   python3 Scripts/dev/generate-glyph-advances.py",
        "",
        "extension GlyphAdvanceTable {",
    ]
    for swift_name, info in infos:
        adv = info["advances"]
        upem = info["upem"]
        starts, offsets, values = runs(info)
        fallback = round(sum(adv[cp] for cp in range(ord("a"), ord("z") + 1)) / 26)
        lines += [
            "  /// %s (%s)." % (info["full"], info["version"]),
            "  static let %s = GlyphAdvanceTable(" % swift_name,
            "    unitsPerEm: %d," % upem,
            "    ascii: [",
            swift_array(ascii_array(info), 16, dec),
            "    ],",
            "    runStarts: [",
            swift_array(starts, 8, lambda v: "0x%05X" % v),
            "    ],",
            "    runOffsets: [",
            swift_array(offsets, 12, dec),
            "    ],",
            "    advances: [",
            swift_array(values, 12, dec),
            "    ],",
            "    // The mean advance of a-z: the width of a character no table covers.",
            "    fallbackAdvance: %d," % fallback,
            "    // %.1f em, rounded to font units." % EMOJI_EM,
            "    emojiAdvance: %d," % round(EMOJI_EM * upem),
            "    // U+2026 HORIZONTAL ELLIPSIS.",
            "    ellipsisAdvance: %d" % adv[0x2026],
            "  )",
            "",
        ]
    lines[-1] = "}"
    assert all(info["upem"] == regular["upem"] for _, info in infos)
    return "\n".join(lines) + "\n"


def class_file():
    ranges = class_ranges()
    lines = [
        "// GENERATED by Scripts/dev/generate-glyph-advances.py. Do not edit by hand.",
        "//",
        "// Width classes of Unicode scalars from U+0080 up, derived from CPython %d.%d's"
        % sys.version_info[:2],
        "// unicodedata (Unicode %s): General_Category and East_Asian_Width." %
        unicodedata.unidata_version,
        "// The rules are CharacterWidthClass.swift's; code points not listed are `normal`.",
        "",
        "extension CharacterWidthClass {",
        "  /// The Unicode version the ranges were derived from.",
        "  static let unicodeVersion = \"%s\"" % unicodedata.unidata_version,
        "",
        "  /// First scalar of each range, ascending.",
        "  static let rangeFirsts: [UInt32] = [",
        swift_array([r[0] for r in ranges], 8, lambda v: "0x%05X" % v, "    "),
        "  ]",
        "",
        "  /// Last scalar of each range (inclusive).",
        "  static let rangeLasts: [UInt32] = [",
        swift_array([r[1] for r in ranges], 8, lambda v: "0x%05X" % v, "    "),
        "  ]",
        "",
        "  /// Class of each range: 1 zeroWidth, 2 wide, 3 emoji.",
        "  static let rangeClasses: [UInt8] = [",
        swift_array([r[2] for r in ranges], 24, dec, "    "),
        "  ]",
        "}",
    ]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if a file is out of date")
    parser.add_argument("--font-dir", type=Path, default=FONT_DIR)
    args = parser.parse_args()

    infos = [(name, font_info(args.font_dir / file)) for name, file in FONTS]
    outputs = {
        OUT_DIR / "GlyphAdvanceTable+Inter.swift": advance_file(infos),
        OUT_DIR / "CharacterWidthClass+UnicodeData.swift": class_file(),
    }
    stale = []
    for path, text in outputs.items():
        current = path.read_text() if path.exists() else None
        if current == text:
            continue
        stale.append(path)
        if not args.check:
            path.write_text(text)
    for path in stale:
        print(("out of date: " if args.check else "wrote ") + str(path.relative_to(ROOT)))
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
