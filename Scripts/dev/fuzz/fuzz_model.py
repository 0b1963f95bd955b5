"""The model generated scenarios are written from: ids (with their equivalent spellings), cells and
sections as data, and random declarations of them (Scripts/dev/fuzz/generate.py renders them).
"""

import math
import random
import unicodedata

import gen_compositional

# Spellings of one id: ListLab compares ids by canonical equivalence (as Swift's String does).
EQUIVALENT = [
    ("caf\u00e9", "cafe\u0301"),
    ("K", "\u212a"),
    ("\u00c5", "\u212b", "A\u030a"),
    (";", "\u037e"),
    ("\u03a9", "\u2126"),
]
PLAIN_IDS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + ["row-1", "row 2", "x.y", "🙂", "日本", "שלום", ""]
STYLES = ["plain", "grouped", "insetGrouped", "cards", "grid", "fz", "compositional", "compositional"]
WORDS = ["Apple", "banana", "a much longer line of text that wraps", "🙂 emoji", "日本語のテキスト", "שלום עולם",
         "e\u0301", "x" * 40, "", "line\nbreak"]
TEXT_STYLES = ["body", "headline", "footnote", "caption2", "largeTitle", "subheadline"]


def key(identifier):
    """The identity of an id: integers by value, strings by canonical equivalence."""
    if isinstance(identifier, int):
        return ("i", identifier)
    return ("s", unicodedata.normalize("NFC", identifier))


def lua_string(text):
    out = []
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            out.append("\\u{%x}" % ord(ch))
    return '"' + "".join(out) + '"'


def lua_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value == int(value) and abs(value) < 1e15:
            return str(int(value))
        return repr(value)
    if isinstance(value, str):
        return lua_string(value)
    raise TypeError(value)


# MARK: Random parts


class Parts:
    """Random declarations, from one seeded generator."""

    def __init__(self, rng):
        self.rng = rng
        self.fresh = 0

    def new_id(self, taken):
        """An id whose key is not in `taken` (a set of keys), in one of its spellings."""
        rng = self.rng
        for _ in range(50):
            roll = rng.random()
            if roll < 0.25:
                candidate = rng.choice(rng.choice(EQUIVALENT))
            elif roll < 0.45:
                candidate = rng.choice(PLAIN_IDS)
            elif roll < 0.6:
                candidate = rng.randrange(-3, 1000)
            else:
                self.fresh += 1
                candidate = "c%d" % self.fresh
            if key(candidate) not in taken:
                return candidate
        self.fresh += 1
        return "c%d" % self.fresh

    def respell(self, identifier):
        """Another spelling of the same id, when it has one."""
        if isinstance(identifier, str):
            for group in EQUIVALENT:
                if identifier in group:
                    return self.rng.choice(group)
        return identifier

    def node(self, depth=0):
        rng = self.rng
        roll = rng.random()
        common = ""
        if rng.random() < 0.15:
            common += ", width = %s" % lua_value(rng.choice([0, 1, 20.5, 100, 500]))
        if rng.random() < 0.15:
            common += ", height = %s" % lua_value(rng.choice([0, 1, 13.3, 60, 300]))
        if rng.random() < 0.05:
            common += ", hidden = true"
        if depth < 3 and roll < 0.35:
            kind = rng.choice(["column", "row"])
            fields = [self.node(depth + 1) for _ in range(rng.randrange(0, 4))]
            fields.append("spacing = %s" % lua_value(rng.choice([0, 3, 8.5])))
            if rng.random() < 0.4:
                fields.append("padding = %s" % rng.choice(["8", "{2, 8}", "{top = 11, left = 16, bottom = 11, right = 16}"]))
            if kind == "row" and rng.random() < 0.3:
                fields.append('distribute = "equal"')
            return "%s { %s%s }" % (kind, ", ".join(fields), common)
        if roll < 0.7:
            lines = ", lines = %d" % rng.choice([0, 1, 2]) if rng.random() < 0.3 else ""
            return 'label { text = %s, style = "%s"%s%s }' % (
                lua_string(rng.choice(WORDS)), rng.choice(TEXT_STYLES), lines, common)
        if roll < 0.8:
            return "image { width = %s, height = %s%s }" % (
                lua_value(rng.choice([0, 29, 44.5])), lua_value(rng.choice([0, 29, 200])), "")
        if roll < 0.9:
            return "box { height = %s%s }" % (lua_value(rng.choice([0, 2, 0.5, 40])), "")
        return "spacer {}"

    def cell_body(self):
        rng = self.rng
        fields = []
        roll = rng.random()
        if roll < 0.3:
            fields.append("height = %s" % lua_value(rng.choice(
                [0, 0.1, 0.4, 1, 10, 44, 44.5, 100.33, 500, 1000000])))
        elif roll < 0.65:
            fields.append("text = %s" % lua_string(rng.choice(WORDS)))
            if rng.random() < 0.4:
                fields.append("secondary = %s" % lua_string(rng.choice(WORDS)))
            if rng.random() < 0.3:
                fields.append("image = %s" % rng.choice(["true", "{ width = 60, height = 60 }", "{ width = 0, height = 0 }"]))
            if rng.random() < 0.3:
                fields.append('accessory = "%s"' % rng.choice(["chevron", "checkmark", "detail", "toggle"]))
            if rng.random() < 0.15:
                fields.append("badge = %s" % lua_string(rng.choice(["3", "New", "日本"])))
        elif roll < 0.85:
            fields.append(self.node())
        if rng.random() < 0.1:
            fields.append("enabled = false")
        if rng.random() < 0.1:
            fields.append("alpha = %s" % lua_value(rng.choice([0, 0.5, 1])))
        if rng.random() < 0.1:
            fields.append("separator = false")
        if rng.random() < 0.1:
            fields.append("separator_inset = %s" % lua_value(rng.choice([0, 8, 400])))
        return ", ".join(fields)

    def supplementary(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.6:
            return None
        if roll < 0.9:
            return lua_string(rng.choice(["Title", "A header that is long enough to wrap onto a second line", "", "日本"]))
        return self.node(2)

    def section_layout(self, style):
        """A section's own layout fields: a grid's overrides, or a compositional section's
        `layout =` (a SectionLayout)."""
        rng = self.rng
        if style == "compositional":
            return gen_compositional.Maker(rng).section_layout() if rng.random() < 0.15 else ""
        if style not in ("grid", "fz") or rng.random() < 0.6:
            return ""
        parts = []
        if rng.random() < 0.5:
            parts.append("columns = %s" % rng.choice(["1", "2", "3", "7", "{ min_width = 100 }", "{ min_width = 1000 }"]))
        if rng.random() < 0.5:
            parts.append("insets = %s" % rng.choice(["8", "{4, 16}", "{ top = 1, left = 0.5, bottom = 30, right = 2 }"]))
        if rng.random() < 0.3:
            parts.append("spacing = %s" % lua_value(rng.choice([0, 10, 33.3])))
        if rng.random() < 0.3:
            parts.append("line_spacing = %s" % lua_value(rng.choice([0, 10, 200])))
        if rng.random() < 0.3:
            parts.append('align = "%s"' % rng.choice(["stretch", "top"]))
        return ", ".join(parts)


class Cell:
    """A cell: its id as spelled and its body (Lua fields); `exact` when the body is the cell's
    declaration as the list has it (a default cell of the snapshot's provider is written here
    approximately)."""

    def __init__(self, identifier, body, exact=True):
        self.id = identifier
        self.body = body
        self.exact = exact

    def lua(self):
        return "cell(%s) { %s }" % (lua_value(self.id), self.body)


class Section:
    def __init__(self, identifier, cells, header=None, footer=None, layout=""):
        self.id = identifier
        self.cells = cells
        self.header = header
        self.footer = footer
        self.layout = layout

    def copy(self):
        return Section(self.id, [Cell(c.id, c.body, c.exact) for c in self.cells], self.header, self.footer, self.layout)

    def lua(self):
        parts = []
        if self.header is not None:
            parts.append("header = " + self.header)
        if self.footer is not None:
            parts.append("footer = " + self.footer)
        if isinstance(self.layout, gen_compositional.SectionLayout):
            parts.append("layout = " + self.layout.lua)
        elif self.layout:
            parts.append(self.layout)
        parts += [c.lua() for c in self.cells]
        return "section(%s) { %s }" % (lua_value(self.id), ", ".join(parts))


def data_lua(sections):
    """The model as `after` is written: { {id=, items={…}}, … }."""
    return "{ " + ", ".join(
        "{ id = %s, items = { %s } }" % (lua_value(s.id), ", ".join(lua_value(c.id) for c in s.cells))
        for s in sections) + " }"


def sections_lua(sections):
    return "{ " + ", ".join(s.lua() for s in sections) + " }"


def all_keys(sections):
    keys = set()
    for s in sections:
        for c in s.cells:
            keys.add(key(c.id))
    return keys


def find_cell(sections, identifier):
    for si, s in enumerate(sections):
        for ci, c in enumerate(s.cells):
            if key(c.id) == key(identifier):
                return si, ci
    return None


def find_section(sections, identifier):
    for si, s in enumerate(sections):
        if key(s.id) == key(identifier):
            return si
    return None




def pick(sequence, fraction):
    return sequence[min(int(fraction * len(sequence)), len(sequence) - 1)]


SIZED_CONTENT = ("text =", "label", "column", "row", "image", "box", "spacer", "badge", "accessory")


def fixed_height(body):
    """The height a cell body fixes (`height = N` and no content), or None."""
    if body is None or not body.startswith("height = ") or any(word in body for word in SIZED_CONTENT):
        return None
    return float(body[len("height = "):].split(",")[0])


def pixels(points, scale):
    """Points to whole pixels, the nearest (halves away from zero), as ListLab rounds; None at a
    tie that floating point may tip either way."""
    scaled = points * scale
    if abs(abs(scaled - math.floor(scaled)) - 0.5) < 1e-6:
        return None
    return int(math.floor(abs(scaled) + 0.5)) * (1 if scaled >= 0 else -1)
