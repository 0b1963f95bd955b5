"""Generated ListLab scenarios: a random case (options, data, changes) and the Lua script that runs it
with the oracles of fuzz_oracles.lua.

A case is data, not text: its options, its first sections and a list of operations, each chosen
from a seeded random generator. `render` turns a case into a script while it replays the
operations on a model of the list (which ids exist, in which order), so that every expectation in
the script comes from that model — and an operation whose cells no longer exist (once the
minimiser has removed what made them) is left out instead of breaking the script.
"""

import random
import unicodedata

# Spellings of one id: ListLab compares ids by canonical equivalence (as Swift's String does).
EQUIVALENT = [
    ("caf\u00e9", "cafe\u0301"),
    ("K", "\u212a"),
    ("\u00c5", "\u212b", "A\u030a"),
    (";", "\u037e"),
    ("\u03a9", "\u2126"),
]
PLAIN_IDS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + ["row-1", "row 2", "x.y", "🙂", "日本", "שלום", ""]
STYLES = ["plain", "grouped", "insetGrouped", "cards", "grid", "fz"]
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
        rng = self.rng
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
    def __init__(self, identifier, body):
        self.id = identifier
        self.body = body

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
        return Section(self.id, [Cell(c.id, c.body) for c in self.cells], self.header, self.footer, self.layout)

    def lua(self):
        parts = []
        if self.header is not None:
            parts.append("header = " + self.header)
        if self.footer is not None:
            parts.append("footer = " + self.footer)
        if self.layout:
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


# MARK: Cases

# The device presets and the scale each sets (README: "Devices, safe area and margins").
DEVICE_SCALES = {"iPhone SE": 2, "iPhone 15": 3, "iPhone 15 Pro Max": 3, "iPad": 2}


def generate(seed):
    """A case: options, first sections and operations, all from `seed`."""
    rng = random.Random(seed)
    parts = Parts(rng)
    style = rng.choice(STYLES)
    options = {"style": style}
    for name, values, chance in [
        ("width", [375, 320, 44.5, 1, 1000, 100.1, 390], 0.3),
        ("height", [667, 100, 1, 50.5, 2000], 0.3),
        ("scale", [3, 2, 1, 0.5, 8, 2.5, 1.5], 0.3),
        ("estimated_height", [50, 2, 200, 44.5], 0.25),
        ("separator_inset", [0, 16, 400], 0.1),
        ("separators", [False], 0.05),
        ("inset", [0, 16, 300], 0.1),
        ("section_spacing", [0, 35, 100.5], 0.15),
        ("card_margin", [0, 8, 50], 0.15),
        ("card_spacing", [0, 8, 300, 1], 0.15),
        ("spacing", [0, 10, 100], 0.1),
        ("line_spacing", [0, 10, 300], 0.1),
        ("content_insets", ["8", "{ top = 20, bottom = 0.5 }", "{ top = 0, left = 0, bottom = 100, right = 0 }"], 0.1),
        ("content_size", ["xSmall", "accessibility5", "large"], 0.1),
    ]:
        if rng.random() < chance:
            options[name] = rng.choice(values)
    # The environment: a device (only where the viewport is its own: a safe area must leave some
    # of it), a safe area on a roomy viewport, a readable width, right to left.
    if "width" not in options and "height" not in options and rng.random() < 0.12:
        options["device"] = rng.choice(list(DEVICE_SCALES))
        if rng.random() < 0.5:
            options["orientation"] = "landscape"
    elif options.get("width", 375) >= 100 and options.get("height", 667) >= 100 and rng.random() < 0.15:
        options["safe_area"] = rng.choice(["{ top = 59, bottom = 34 }", "{ left = 30, right = 10 }", "12", "{ top = 20 }"])
    if rng.random() < 0.1:
        options["readable_width"] = True
    if rng.random() < 0.2:
        options["direction"] = "rtl"
    if style in ("grid", "fz"):
        if rng.random() < 0.4:
            options["columns"] = rng.choice(["1", "3", "{ min_width = 120 }", "50"])
        if rng.random() < 0.3:
            options["insets"] = rng.choice(["8", "{ 4, 16 }"])
        if rng.random() < 0.2:
            options["align"] = rng.choice(["stretch", "top"])
    taken = set()
    sections = []
    section_keys = set()
    for _ in range(rng.choice([1, 1, 2, 3, 4])):
        sid = parts.new_id(section_keys)
        section_keys.add(key(sid))
        cells = []
        for _ in range(rng.choice([0, 1, 2, 3, 5, 8, 13])):
            cid = parts.new_id(taken)
            taken.add(key(cid))
            cells.append(Cell(cid, parts.cell_body()))
        sections.append(Section(sid, cells, parts.supplementary(), parts.supplementary(),
                                parts.section_layout(style)))
    ops = [operation(rng, parts, style) for _ in range(rng.randrange(1, 9))]
    return {"seed": seed, "options": options, "sections": sections, "ops": ops,
            "json": rng.random() < 0.1, "layout": rng.choice(["stack", "odd"])}


def operation(rng, parts, style):
    """One abstract operation; ids are resolved against the model when the case is rendered."""
    kinds = ["apply", "apply", "insert", "delete", "move", "update", "batch", "batch", "scroll", "scroll_to",
             "insert_section", "delete_section", "move_section", "diff", "invalid", "print"]
    kind = rng.choice(kinds)
    op = {"kind": kind, "pick": [rng.random() for _ in range(6)], "body": parts.cell_body(),
          "body2": parts.cell_body(), "new_id": parts.new_id(set()), "animation": animation(rng),
          "at": rng.random(), "variant": rng.randrange(0, 8)}
    if kind in ("apply", "batch", "insert_section"):
        op["rng"] = rng.randrange(1 << 30)
    return op


def animation(rng):
    roll = rng.random()
    if roll < 0.5:
        return ""
    options = []
    if rng.random() < 0.5:
        options.append("choreography = %s" % lua_string(rng.choice(["uikit", "android", "staged"])))
    if rng.random() < 0.4:
        options.append("duration = %s" % lua_value(rng.choice([0, 0.05, 1, 2.5])))
    if rng.random() < 0.4:
        options.append("curve = %s" % rng.choice(['"linear"', '"easeIn"', '"default"', "{ 0.1, 0.9, 0.2, 1.4 }",
                                                   "{ spring = { damping = 0.3, response = 0.4 } }"]))
    if rng.random() < 0.1:
        options.append("animated = false")
    return "{ " + ", ".join(options) + " }"


def pick(sequence, fraction):
    return sequence[min(int(fraction * len(sequence)), len(sequence) - 1)]


class Script:
    """The lines of a script, with the step of each (for messages)."""

    def __init__(self):
        self.lines = []

    def add(self, text):
        self.lines.extend(text.split("\n"))


def render(case):
    """The Lua script of `case`, replaying its operations on a model of the list."""
    options = case["options"]
    model = [s.copy() for s in case["sections"]]
    scale = float(options.get("scale", DEVICE_SCALES.get(options.get("device"), 3)))
    out = Script()
    out.add("-- generated by Scripts/fuzz, seed %d" % case["seed"])
    out.add('local O = require "fuzz_oracles"')
    out.add(LAYOUTS[case["layout"]])
    fields = ", ".join("%s = %s" % (k, v if isinstance(v, str) and (v[:1] in "{0123456789") else lua_value(v))
                       for k, v in options.items())
    out.add("local l = list { %s, %s }" % (fields, ", ".join(s.lua() for s in model)))
    out.add("O.expectData(l, %s)" % data_lua(model))
    out.add("O.checkFrames(l, %s)" % lua_value(scale))
    rng = random.Random(case["seed"] * 7919)
    for op in case["ops"]:
        text, model = render_operation(op, model, scale, options["style"], rng)
        if text:
            out.add(text)
    out.add('print("FUZZ-PASS")')
    return "\n".join(out.lines) + "\n"


LAYOUTS = {
    # Items stacked full width, headers and footers in between.
    "stack": """layout("fz", function(ctx)
  local items, headers, footers, y = {}, {}, {}, 0
  for s, section in ipairs(ctx.sections) do
    if section.header then local h = ctx:header_height(s, ctx.width); headers[s] = { x = 0, y = y, w = ctx.width, h = h }; y = y + h end
    for i = 1, section.count do local h = ctx:height(s, i, ctx.width); items[#items + 1] = { x = 0, y = y, w = ctx.width, h = h }; y = y + h end
    if section.footer then local h = ctx:footer_height(s, ctx.width); footers[s] = { x = 0, y = y, w = ctx.width, h = h }; y = y + h end
  end
  return { items = items, headers = headers, footers = footers }
end)""",
    # Odd but valid frames: fractions, zero sizes, overlaps, items reaching the right edge.
    "odd": """layout("fz", function(ctx)
  local items, n, bottom = {}, 0, 0
  for s, section in ipairs(ctx.sections) do
    for i = 1, section.count do
      n = n + 1
      local w = (n % 3 == 0) and 0 or ctx.width / (1 + n % 4)
      local frame = { x = ctx.width - w, y = n * 7.3 + 0.1234, w = w, h = (n % 5 == 0) and 0 or ctx:height(s, i, w) }
      items[#items + 1] = frame
      bottom = math.max(bottom, frame.y + frame.h)
    end
  end
  return { items = items, content_height = bottom + 0.7 }
end)""",
}


def anim(op):
    return (", " + op["animation"]) if op["animation"] else ""


def render_operation(op, model, scale, style, rng):
    """The Lua of one operation and the model after it."""
    kind = op["kind"]
    cells = [(si, ci, c) for si, s in enumerate(model) for ci, c in enumerate(s.cells)]
    old = data_lua(model)
    s = lua_value(scale)

    def change(new_model, call, stale=False):
        return ("O.change(l, %s, %s, %s, function() return %s end%s)" % (
            old, data_lua(new_model), s, call, ", true" if stale else ""), new_model)

    if kind == "apply":
        new = mutate(model, random.Random(op["rng"]), style)
        if op["variant"] == 0 and cells:
            # A duplicate id (another spelling of an existing one): refused, the list unchanged.
            bad = [x.copy() for x in new] or [Section("s", [])]
            target = bad[-1]
            target.cells.append(Cell(Parts(random.Random(op["rng"])).respell(cells[0][2].id), op["body"]))
            if len(all_keys(bad)) < sum(len(x.cells) for x in bad):
                return "O.fails(l, function() return l:apply(%s) end)" % sections_lua(bad), model
        text, new = change(new, "l:apply(%s%s)" % (sections_lua(new), anim(op)))
        return with_samples(text, op), new
    if kind == "insert":
        if not model:
            return "", model
        new = [x.copy() for x in model]
        cid = op["new_id"]
        if key(cid) in all_keys(model):
            return "O.fails(l, function() return l:insert(cell(%s) {}, { section = %s }) end)" % (
                lua_value(cid), lua_value(model[0].id)), model
        cell = Cell(cid, op["body"])
        if cells and op["pick"][0] < 0.6:
            si, ci, anchor = pick(cells, op["pick"][1])
            after = op["pick"][2] < 0.5
            new[si].cells.insert(ci + (1 if after else 0), cell)
            place = "{ %s = %s }" % ("after" if after else "before", lua_value(Parts(rng).respell(anchor.id)))
        else:
            si = int(op["pick"][1] * len(model)) % len(model)
            new[si].cells.append(cell)
            place = "{ section = %s }" % lua_value(model[si].id)
        return change(new, "l:insert(%s, %s%s)" % (cell.lua(), place, anim(op)))
    if kind == "delete":
        if not cells:
            return "O.fails(l, function() return l:delete(%s) end)" % lua_value(op["new_id"]), model
        chosen = {}
        for p in op["pick"][:1 + op["variant"] % 3]:
            si, ci, c = pick(cells, p)
            chosen[key(c.id)] = c.id
        new = [x.copy() for x in model]
        for x in new:
            x.cells = [c for c in x.cells if key(c.id) not in chosen]
        ids = ", ".join(lua_value(Parts(rng).respell(i)) for i in chosen.values())
        if op["animation"]:
            return change(new, "l:delete(%s, %s)" % (ids, op["animation"]))
        return change(new, "l:delete(%s)" % ids)
    if kind == "move":
        if len(cells) < 2:
            return "", model
        si, ci, moving = pick(cells, op["pick"][0])
        new = [x.copy() for x in model]
        new[si].cells.pop(ci)
        rest = [(a, b, c) for a, b, c in ((a, b, c) for a, x in enumerate(new) for b, c in enumerate(x.cells))]
        if op["pick"][1] < 0.7 and rest:
            ai, aj, anchor = pick(rest, op["pick"][2])
            after = op["pick"][3] < 0.5
            new[ai].cells.insert(aj + (1 if after else 0), Cell(moving.id, moving.body))
            place = "{ %s = %s }" % ("after" if after else "before", lua_value(anchor.id))
        else:
            ti = int(op["pick"][2] * len(new)) % len(new)
            new[ti].cells.append(Cell(moving.id, moving.body))
            place = "{ section = %s }" % lua_value(new[ti].id)
        return change(new, "l:move(%s, %s%s)" % (lua_value(Parts(rng).respell(moving.id)), place, anim(op)))
    if kind == "update":
        if not cells:
            return "", model
        si, ci, c = pick(cells, op["pick"][0])
        new = [x.copy() for x in model]
        new[si].cells[ci] = Cell(c.id, op["body"])
        if op["variant"] < 4:
            call = "l:update(%s, %s%s)" % (lua_value(Parts(rng).respell(c.id)), Cell(c.id, op["body"]).lua(), anim(op))
        else:
            new[si].cells[ci] = Cell(c.id, (c.body + ", " if c.body else "") + "height = 33")
            if "height =" in c.body or any(w in c.body for w in ("text =", "label", "column", "row", "image", "box", "spacer")):
                return "", model
            call = "l:update(%s, { height = 33 }%s)" % (lua_value(c.id), anim(op))
        return change(new, call)
    if kind == "batch":
        return render_batch(op, model, s, old)
    if kind == "scroll":
        return "l:scroll(select(2, l:content_size()) * %s)\nO.expectData(l, %s)\nO.checkFrames(l, %s)" % (
            lua_value(round(op["at"] * 1.2 - 0.1, 3)), old, s), model
    if kind == "scroll_to":
        if not cells:
            return "", model
        c = pick(cells, op["pick"][0])[2]
        return "l:scroll_to(%s)\nO.expectData(l, %s)\nO.checkFrames(l, %s)" % (lua_value(Parts(rng).respell(c.id)), old, s), model
    if kind == "insert_section":
        parts = Parts(random.Random(op["rng"]))
        sid = op["new_id"]
        if find_section(model, sid) is not None:
            return "O.fails(l, function() return l:insert_section(section(%s) {}) end)" % lua_value(model[find_section(model, sid)].id), model
        taken = all_keys(model)
        new_cells = []
        for _ in range(op["variant"] % 4):
            cid = parts.new_id(taken)
            taken.add(key(cid))
            new_cells.append(Cell(cid, parts.cell_body()))
        section = Section(sid, new_cells, parts.supplementary(), None, parts.section_layout(style))
        new = [x.copy() for x in model]
        if model and op["pick"][0] < 0.6:
            index = int(op["pick"][1] * len(model)) % len(model)
            after = op["pick"][2] < 0.5
            new.insert(index + (1 if after else 0), section)
            place = ", { %s = %s }" % ("after" if after else "before", lua_value(model[index].id))
        else:
            new.append(section)
            return change(new, "l:insert_section(%s)" % section.lua())
        return change(new, "l:insert_section(%s%s%s)" % (section.lua(), place, anim(op)))
    if kind == "delete_section":
        if not model:
            return "", model
        index = int(op["pick"][0] * len(model)) % len(model)
        new = [x.copy() for i, x in enumerate(model) if i != index]
        return change(new, "l:delete_section(%s%s)" % (lua_value(model[index].id), anim(op)))
    if kind == "move_section":
        if len(model) < 2:
            return "", model
        index = int(op["pick"][0] * len(model)) % len(model)
        new = [x.copy() for x in model]
        moving = new.pop(index)
        other = int(op["pick"][1] * len(new)) % len(new)
        anchor = new[other].id
        after = op["pick"][2] < 0.5
        new.insert(other + (1 if after else 0), moving)
        return change(new, "l:move_section(%s, { %s = %s }%s)" % (
            lua_value(moving.id), "after" if after else "before", lua_value(anchor), anim(op)))
    if kind == "diff":
        new = mutate(model, random.Random(op["rng"] if "rng" in op else op["variant"]), style)
        return ("do local c = diff(%s, %s)\n  O.checkStages(c.stages, %s, %s)\nend" % (
            sections_lua(model), sections_lua(new), old, data_lua(new))), model
    if kind == "invalid":
        return render_invalid(op, model, cells), model
    if kind == "print":
        return rng.choice(["print(l)", "show(l)", "local _ = tostring(l)", "O.mayFail(function() show(l, { columns = 20 }) end)",
                           "print(#l:frames(), l:visible())"]), model
    return "", model


def with_samples(text, op):
    """A change followed by samples of its transition at a random time and a few steps."""
    return ("do local t = %s\n  if t then local time = t.duration * %s\n    for _, e in ipairs(t:at(time)) do\n"
            "      assert(e.x == e.x and e.y == e.y and e.w == e.w and e.h == e.h, \"ORACLE: a sample is not a number\")\n"
            "    end\n    local _ = #t:steps(3)%s\n  end\nend") % (
        text, lua_value(round(op["at"] * 1.3, 3)), "\n    print(t)" if op["variant"] == 7 else "")


def render_invalid(op, model, cells):
    variant = op["variant"]
    missing = "missing-%d" % variant
    if variant == 0:
        return "O.fails(l, function() return l:delete(%s) end)" % lua_value(missing)
    if variant == 1 and cells:
        c = cells[0][2]
        return "O.fails(l, function() return l:move(%s, { before = %s }) end)" % (lua_value(c.id), lua_value(c.id))
    if variant == 2 and cells:
        return "O.fails(l, function() return l:update(%s, cell(%s) {}) end)" % (lua_value(cells[0][2].id), lua_value(missing))
    if variant == 3:
        return "O.fails(l, function() return l:delete_section(%s) end)" % lua_value(missing)
    if variant == 4 and cells:
        return "O.fails(l, function() return l:insert(cell(%s) {}, { after = %s }) end)" % (lua_value(missing), lua_value(missing + "x"))
    if variant == 5:
        if op["at"] < 0.5:
            return 'O.fails(l, function() return list { cell "K" {}, cell "\\u{212a}" {} } end)'
        return "O.fails(l, function() return l:apply { section \"s\" { cell \"a\" { height = -1 } } } end)"
    if variant == 6:
        return ('O.fails(l, function() layout("fzbad", function(ctx) return { items = { { x = 0, y = 4e15, w = 1, h = 1 } } } end)'
                '\n  return list { style = "fzbad", cell "a" {} } end)')
    return "O.fails(l, function() return l:apply({}, { curve = \"bouncy\" }) end)"


def mutate(model, rng, style):
    """New data: some cells deleted, inserted, moved, updated (some through another spelling of
    their id), sections inserted, deleted or moved."""
    parts = Parts(rng)
    new = [x.copy() for x in model]
    taken = all_keys(model)
    for section in new:
        kept = []
        for c in section.cells:
            roll = rng.random()
            if roll < 0.2:
                continue
            if roll < 0.35:
                c = Cell(parts.respell(c.id), parts.cell_body())
            elif roll < 0.45:
                c = Cell(parts.respell(c.id), c.body)
            kept.append(c)
        section.cells = kept
    moving = [c for s in new for c in s.cells if rng.random() < 0.15]
    for c in moving:
        for s in new:
            if c in s.cells:
                s.cells.remove(c)
        target = rng.choice(new)
        target.cells.insert(rng.randrange(len(target.cells) + 1), c)
    for _ in range(rng.choice([0, 0, 1, 3])):
        if not new:
            break
        cid = parts.new_id(taken)
        taken.add(key(cid))
        target = rng.choice(new)
        target.cells.insert(rng.randrange(len(target.cells) + 1), Cell(cid, parts.cell_body()))
    roll = rng.random()
    section_keys = {key(x.id) for x in new}
    if roll < 0.1 and new:
        new.pop(rng.randrange(len(new)))
    elif roll < 0.2:
        sid = parts.new_id(section_keys)
        new.insert(rng.randrange(len(new) + 1), Section(sid, [], parts.supplementary(), None, parts.section_layout(style)))
    elif roll < 0.3 and len(new) > 1:
        x = new.pop(rng.randrange(len(new)))
        new.insert(rng.randrange(len(new) + 1), x)
    elif roll < 0.35 and new:
        x = rng.choice(new)
        x.header = parts.supplementary()
        x.layout = parts.section_layout(style)
    return new


def render_batch(op, model, s, old):
    """A `performBatchUpdates`: edits made to the data, then declared with index paths — all of
    them (valid), all but one count-changing claim or with a bad path (invalid), or a row
    replaced without saying so (stale, accepted)."""
    rng = random.Random(op["rng"])
    parts = Parts(rng)
    if not model:
        return "", model
    new = [x.copy() for x in model]
    taken = all_keys(model)
    deleted, moved, reloaded, inserted = set(), set(), set(), set()
    section_claims, fresh = [], set()
    roll = rng.random()
    if roll < 0.15 and len(new) > 1:
        gone = new.pop(rng.randrange(len(new)))
        section_claims.append(("delete", "b:delete_sections { %d }" % find_section(model, gone.id)))
    elif roll < 0.3:
        sid = parts.new_id({key(x.id) for x in model})
        cells = []
        for _ in range(rng.randrange(0, 3)):
            cid = parts.new_id(taken)
            taken.add(key(cid))
            cells.append(Cell(cid, parts.cell_body()))
        index = rng.randrange(len(new) + 1)
        new.insert(index, Section(sid, cells))
        fresh.add(key(sid))
    for _ in range(rng.randrange(1, 5)):
        flat = [(si, ci, c) for si, x in enumerate(new) for ci, c in enumerate(x.cells) if key(x.id) not in fresh]
        if not [x for x in new if key(x.id) not in fresh]:
            break
        roll = rng.random()
        if roll < 0.3 and flat:
            si, ci, c = rng.choice(flat)
            if key(c.id) in inserted:
                continue
            new[si].cells.pop(ci)
            deleted.add(key(c.id))
            moved.discard(key(c.id))
            reloaded.discard(key(c.id))
        elif roll < 0.55:
            cid = parts.new_id(taken)
            taken.add(key(cid))
            si = rng.choice([i for i, x in enumerate(new) if key(x.id) not in fresh])
            new[si].cells.insert(rng.randrange(len(new[si].cells) + 1), Cell(cid, parts.cell_body()))
            inserted.add(key(cid))
        elif roll < 0.8 and flat:
            si, ci, c = rng.choice(flat)
            if key(c.id) in inserted or key(c.id) in reloaded:
                continue
            new[si].cells.pop(ci)
            ti = rng.choice([i for i, x in enumerate(new) if key(x.id) not in fresh])
            new[ti].cells.insert(rng.randrange(len(new[ti].cells) + 1), c)
            moved.add(key(c.id))
        elif flat:
            si, ci, c = rng.choice(flat)
            if key(c.id) in inserted or key(c.id) in moved:
                continue
            new[si].cells[ci] = Cell(c.id, parts.cell_body())
            reloaded.add(key(c.id))
    old_paths = {key(c.id): (si, ci) for si, x in enumerate(model) for ci, c in enumerate(x.cells)}
    new_paths = {key(c.id): (si, ci) for si, x in enumerate(new) for ci, c in enumerate(x.cells)}
    claims = list(section_claims)
    for key_ in fresh:
        claims.append(("insert", "b:insert_sections { %d }" % find_section(new, key_[1])))
    # Cells that left with a deleted section need no claim.
    deleted = {k for k in deleted if k in old_paths}
    for k in sorted(deleted, key=lambda k: old_paths[k]):
        claims.append(("delete", "b:delete { %d, %d }" % old_paths[k]))
    for k in sorted(inserted, key=lambda k: new_paths[k]):
        claims.append(("insert", "b:insert { %d, %d }" % new_paths[k]))
    for k in sorted(moved):
        claims.append(("move", "b:move({ %d, %d }, { %d, %d })" % (old_paths[k] + new_paths[k])))
    for k in sorted(reloaded):
        claims.append(("reload", "b:reload { %d, %d }" % old_paths[k]))
    rng.shuffle(claims)
    mode = op["variant"]
    stale = False
    if mode == 0:
        counting = [i for i, (kind, _) in enumerate(claims) if kind in ("delete", "insert")]
        if counting:
            claims.pop(rng.choice(counting))
            return ("O.fails(l, function() return l:batch(%s, function(b) %s end) end)" % (
                sections_lua(new), "; ".join(text for _, text in claims))), model
    elif mode == 1 and not section_claims:
        claims.append(("delete", "b:delete { 0, %d }" % (len(model[0].cells) + 3)))
        return ("O.fails(l, function() return l:batch(%s, function(b) %s end) end)" % (
            sections_lua(new), "; ".join(text for _, text in claims))), model
    elif mode == 2:
        # A row replaced without saying so: counts add up, the stage shows the old row.
        flat = [(si, ci) for si, x in enumerate(new) for ci, c in enumerate(x.cells)
                if key(c.id) not in inserted and key(c.id) not in moved and key(c.id) not in reloaded]
        if flat:
            si, ci = rng.choice(flat)
            cid = parts.new_id(taken)
            new[si].cells[ci] = Cell(cid, "")
            stale = True
    text = "O.change(l, %s, %s, %s, function() return l:batch(%s, function(b) %s end%s) end%s)" % (
        old, data_lua(new), s, sections_lua(new), "; ".join(t for _, t in claims),
        (", " + op["animation"]) if op["animation"] else "", ", true" if stale else "")
    return text, new
