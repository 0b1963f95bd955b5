"""Generated ListLab scenarios: a random case (options, data, changes) and the Lua script that runs it
with the oracles of fuzz_oracles.lua.

A case is data, not text: its options, its first sections and a list of operations, each chosen
from a seeded random generator. `render` turns a case into a script while it replays the
operations on a model of the list (which ids exist, in which order, which cells have which
declaration, which sections show outlines), so that every expectation in the script comes from
that model — and an operation whose cells no longer exist (once the minimiser has removed what
made them) is left out instead of breaking the script.

The parts: fuzz_model.py (ids, cells, sections, random declarations), gen_compositional.py
(compositional layouts), gen_snapshots.py (snapshots, the cell provider, outlines).
"""

import math
import random

import gen_compositional
import gen_snapshots
from fuzz_model import (STYLES, Cell, Parts, Section, all_keys, data_lua, find_section, fixed_height, key, lua_string,
                        lua_value, pick, pixels, sections_lua)

# The device presets (README: "Devices, safe area and margins"): portrait width and height, scale,
# the safe area in portrait and in landscape (top, left, bottom, right).
DEVICES = {
    "iPhone SE": (375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0)),
    "iPhone 15": (393, 852, 3, (59, 0, 34, 0), (0, 59, 21, 59)),
    "iPhone 15 Pro Max": (430, 932, 3, (59, 0, 34, 0), (0, 59, 21, 59)),
    "iPad": (820, 1180, 2, (24, 0, 20, 0), (24, 0, 20, 0)),
}
DEVICE_SCALES = {name: device[2] for name, device in DEVICES.items()}
# The safe areas a case may give, and their sides (top, left, bottom, right).
SAFE_AREAS = {
    "{ top = 59, bottom = 34 }": (59, 0, 34, 0),
    "{ left = 30, right = 10 }": (0, 30, 0, 10),
    "12": (12, 12, 12, 12),
    "{ top = 20 }": (20, 0, 0, 0),
    "{ top = 4, left = 44, bottom = 21, right = 0 }": (4, 44, 21, 0),
}
MIRRORED_SAFE_AREAS = {
    "{ left = 30, right = 10 }": "{ left = 10, right = 30 }",
    "{ top = 4, left = 44, bottom = 21, right = 0 }": "{ top = 4, left = 0, bottom = 21, right = 44 }",
}


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
    if "width" not in options and "height" not in options and rng.random() < 0.15:
        options["device"] = rng.choice(list(DEVICES))
        if rng.random() < 0.5:
            options["orientation"] = "landscape"
    elif options.get("width", 375) >= 100 and options.get("height", 667) >= 100 and rng.random() < 0.2:
        options["safe_area"] = rng.choice(list(SAFE_AREAS))
    if rng.random() < 0.12:
        options["readable_width"] = True
    if rng.random() < 0.25:
        options["direction"] = "rtl"
    if style in ("grid", "fz"):
        if rng.random() < 0.4:
            options["columns"] = rng.choice(["1", "3", "{ min_width = 120 }", "50"])
        if rng.random() < 0.3:
            options["insets"] = rng.choice(["8", "{ 4, 16 }"])
        if rng.random() < 0.2:
            options["align"] = rng.choice(["stretch", "top"])
    # Rows of known length are made for a container whose width is the list's own.
    plain_width = not any(name in options for name in ("device", "safe_area", "content_insets"))
    comp = (gen_compositional.Compositional(rng, options.get("width", 375) if plain_width else None)
            if style == "compositional" else None)
    taken = set()
    sections = []
    section_keys = set()
    for _ in range(rng.choice([1, 1, 2, 3, 4, 5])):
        sid = parts.new_id(section_keys)
        section_keys.add(key(sid))
        if comp is not None:
            comp.claim(key(sid), sid)
        cells = []
        for _ in range(rng.choice([0, 1, 2, 3, 5, 8, 13])):
            cid = parts.new_id(taken)
            taken.add(key(cid))
            cells.append(Cell(cid, parts.cell_body()))
        sections.append(Section(sid, cells, parts.supplementary(), parts.supplementary(),
                                parts.section_layout(style)))
    ops = [operation(rng, parts, style) for _ in range(rng.randrange(1, 31))]
    return {"seed": seed, "options": options, "sections": sections, "ops": ops, "comp": comp,
            "json": rng.random() < 0.1, "layout": rng.choice(["stack", "odd"])}


# The families a case can belong to: its style (a custom layout plugin is "fz"), and the parts
# of the API its operations exercise. `Scripts/fuzz` counts the cases of each, and the test
# suite's slice must reach every one.
FAMILIES = list(dict.fromkeys(STYLES)) + ["batch", "snapshots", "outlines", "scroll", "transition samples",
                                         "json", "coroutines"]


def families(case):
    """The families `case` belongs to (see FAMILIES)."""
    kinds = {op["kind"] for op in case["ops"]}
    found = [case["options"]["style"]]
    for family, member in [("batch", "batch" in kinds), ("snapshots", "snapshot" in kinds),
                           ("outlines", "outline" in kinds), ("scroll", bool(kinds & {"scroll", "scroll_to", "scroll_section"})),
                           ("transition samples", bool(kinds & {"apply"})), ("json", case["json"])]:
        if member:
            found.append(family)
    deep = random.Random(case["seed"] * 104729 + 17)
    deep.randrange(0, 81)
    if deep.random() < 0.5:
        found.append("coroutines")
    return found


def operation(rng, parts, style):
    """One abstract operation; ids are resolved against the model when the case is rendered."""
    kinds = ["apply", "apply", "insert", "delete", "move", "update", "batch", "batch", "scroll", "scroll_to",
             "insert_section", "delete_section", "move_section", "diff", "invalid", "print", "snapshot", "snapshot",
             "outline", "outline"]
    if style == "compositional":
        kinds += ["scroll_section"] * 4
    if style == "fz":
        kinds += ["odd_frames"]
    kind = rng.choice(kinds)
    op = {"kind": kind, "pick": [rng.random() for _ in range(6)], "body": parts.cell_body(),
          "body2": parts.cell_body(), "new_id": parts.new_id(set()), "animation": animation(rng),
          "at": rng.random(), "variant": rng.randrange(0, 8), "rng": rng.randrange(1 << 30)}
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
                                                   "{ spring = { damping = 0.3, response = 0.4 } }",
                                                   '"fz-reading"']))
    if rng.random() < 0.1:
        options.append("animated = false")
    return "{ " + ", ".join(options) + " }"


class Script:
    """The lines of a script."""

    def __init__(self):
        self.lines = []

    def add(self, text):
        self.lines.extend(text.split("\n"))


class State:
    """What rendering knows while it replays the operations: the model of the list, the cell
    provider, the outlines applied, and the environment."""

    def __init__(self, case):
        options = case["options"]
        self.options = options
        self.style = options["style"]
        self.comp = case.get("comp") if self.style == "compositional" else None
        self.scale = float(options.get("scale", DEVICE_SCALES.get(options.get("device"), 3)))
        self.scale_lua = lua_value(self.scale)
        self.model = [s.copy() for s in case["sections"]]
        self.provider = ("none", None)
        self.outlines = {}  # section key → (outline last applied, the keys of its visible items)
        self.outlined = set()  # sections that had an outline applied since the last snapshot
        device = DEVICES.get(options.get("device"))
        if device:
            landscape = options.get("orientation") == "landscape"
            self.width, self.height = (device[1], device[0]) if landscape else (device[0], device[1])
            self.safe = device[4] if landscape else device[3]
        else:
            self.width, self.height = options.get("width", 375), options.get("height", 667)
            self.safe = SAFE_AREAS.get(options.get("safe_area"), (0, 0, 0, 0))
        self.rtl = options.get("direction") == "rtl"

    def flatten(self):
        """Every section's cells are roots (after a snapshot, or `l:apply` and `l:batch`, which
        declare every cell anew: README, "Outlines and the other verbs")."""
        self.outlines.clear()
        self.outlined.clear()

    def estimates(self):
        """Whether cells may be laid out at an estimate and measured later (frames then move as
        the list scrolls)."""
        if "estimated_height" in self.options:
            return True
        if self.comp is None:
            return False
        if self.comp.horizontal:
            return True  # (not estimated, but the exact scroll checks are along y)
        if self.comp.global_estimated:
            return True
        return any(self.section_layout(i).estimated for i in range(len(self.model)))

    def section_layout(self, index):
        section = self.model[index]
        own = section.layout if isinstance(section.layout, gen_compositional.SectionLayout) else None
        return self.comp.layout_of(key(section.id), index, own)


def options_lua(options, mirror=False):
    fields = []
    for k, v in options.items():
        if mirror and k == "direction":
            continue
        if mirror and k == "safe_area":
            v = MIRRORED_SAFE_AREAS.get(v, v)
        fields.append("%s = %s" % (k, v if isinstance(v, str) and (v[:1] in "{0123456789") else lua_value(v)))
    if mirror and options.get("direction") != "rtl":
        fields.append('direction = "rtl"')
    return ", ".join(fields)


def render(case):
    """The Lua script of `case`, replaying its operations on a model of the list."""
    state = State(case)
    options = case["options"]
    out = Script()
    out.add("-- generated by Scripts/fuzz, seed %d" % case["seed"])
    out.add('local O = require "fuzz_oracles"')
    out.add("fz_odd = nil")
    # How deep, and on which threads, the oracles call ListLab (fuzz_oracles.lua, `O.deep`): from
    # a random stream of its own, so that the rest of the case is what the seed always made.
    deep = random.Random(case["seed"] * 104729 + 17)
    out.add("O.depth, O.threads = %d, %s" % (deep.randrange(0, 81), "true" if deep.random() < 0.5 else "false"))
    out.add('curve("fz-reading", function(p) O.readDuring(); return p end)')
    out.add("O.compositional = %s" % ("true" if state.comp is not None else "false"))
    out.add("O.horizontal = %s" % ("true" if state.comp is not None and state.comp.horizontal else "false"))
    out.add(LAYOUTS[case["layout"]])
    layout = (state.comp.lua() + ", ") if state.comp is not None else ""
    declaration = ", ".join(s.lua() for s in state.model)
    out.add("local l = list { %s, %s%s }" % (options_lua(options), layout, declaration))
    out.add("fz_list = l")
    out.add("O.expectData(l, %s)" % data_lua(state.model))
    out.add("O.checkFrames(l, %s)" % state.scale_lua)
    out.add(content_height_check(state))
    out.add(offset_check(state, lua_value(-state.safe[0])))
    # The same list right to left (or left to right): mirrored frames, the safe area where it is.
    # (The built-in styles end their rows on the last pixel within the width; a compositional
    # list snaps every edge to the nearest pixel, so its rows end on the pixel nearest it.)
    nearest = state.comp is not None
    axis = math.floor(state.width * state.scale + (0.5 if nearest else 1e-7)) / state.scale
    out.add("O.checkMirror(l, list { %s, %s%s }, %s)" % (
        options_lua(options, mirror=True), layout, declaration, "nil" if state.style == "fz" else repr(axis)))
    rng = random.Random(case["seed"] * 7919)
    for op in case["ops"]:
        text, state.model = render_operation(op, state, rng)
        if text:
            out.add(text)
    out.add('print("FUZZ-PASS")')
    return "\n".join(out.lines) + "\n"


LAYOUTS = {
    # Items stacked full width, headers and footers in between. `fz_odd` (set by an operation that
    # expects the change to be refused) makes it return unusable frames.
    "stack": """layout("fz", function(ctx)
  O.probe()
  local items, headers, footers, y = {}, {}, {}, 0
  for s, section in ipairs(ctx.sections) do
    if section.header then local h = ctx:header_height(s, ctx.width); headers[s] = { x = 0, y = y, w = ctx.width, h = h }; y = y + h end
    for i = 1, section.count do local h = ctx:height(s, i, ctx.width); items[#items + 1] = { x = 0, y = y, w = ctx.width, h = h }; y = y + h end
    if section.footer then local h = ctx:footer_height(s, ctx.width); footers[s] = { x = 0, y = y, w = ctx.width, h = h }; y = y + h end
  end
  return O.odd(fz_odd, ctx, { items = items, headers = headers, footers = footers })
end)""",
    # Odd but valid frames: fractions, zero sizes, overlaps, items reaching the right edge.
    "odd": """layout("fz", function(ctx)
  O.probe()
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
  return O.odd(fz_odd, ctx, { items = items, content_height = bottom + 0.7 })
end)""",
}

ODD_FRAMES = ["nan", "infinity", "minus_infinity", "negative", "negative_height", "outside_right", "outside_left",
              "missing", "extra", "far", "header_nan", "item_not_table", "not_table", "nothing", "no_items"]


def anim(op):
    return (", " + op["animation"]) if op["animation"] else ""


def content_height_check(state):
    """The exact content height where the model knows every height: a table style (plain, grouped,
    insetGrouped) without estimates, headers or footers, whose cells all have a fixed height — the
    content insets, the section spacings and the heights, each in whole pixels."""
    if state.style not in ("plain", "grouped", "insetGrouped") or "estimated_height" in state.options:
        return ""
    scale = state.scale
    spacing = state.options.get("section_spacing", 35 if state.style != "plain" else 0)
    insets = {"8": (8, 8), "{ top = 20, bottom = 0.5 }": (20, 0.5),
              "{ top = 0, left = 0, bottom = 100, right = 0 }": (0, 100)}.get(state.options.get("content_insets"),
                                                                             (0, 0))
    total = 0
    for value in (insets[0], insets[1]) + ((spacing,) * max(0, len(state.model) - 1)):
        p = pixels(value, scale)
        if p is None:
            return ""
        total += p
    for section in state.model:
        if section.header is not None or section.footer is not None:
            return ""
        for c in section.cells:
            height = fixed_height(c.body) if c.exact else None
            p = pixels(height, scale) if height is not None else None
            if p is None:
                return ""
            total += p
    return "O.expectContentHeight(l, %r)" % (total / scale)


def reapply_check(state):
    """In a compositional list whose groups flow (which cells a group holds follows their measured
    lengths): `l:apply` of the declaration the list has changes nothing — every cell that shows was
    measured where it stands, every other one waits at its estimate (README, "Estimated"). Left
    out while outlines are applied (an apply makes every section flat) and where the model knows a
    cell only approximately."""
    if state.comp is None or not state.comp.flows or state.outlines:
        return ""
    if not all(c.exact for section in state.model for c in section.cells):
        return ""
    return "\nO.reapplyChangesNothing(l, function() return l:apply(%s) end)" % sections_lua(state.model)


def offset_check(state, requested):
    """The content offset within −(safe top)…content + (safe bottom) − viewport, and where a scroll
    to `requested` (a Lua expression) puts it when nothing is estimated."""
    if state.comp is not None and state.comp.horizontal:
        return ""
    exact = requested is not None and not state.estimates()
    return "O.checkOffset(l, %s, %s, %s, %s, %s, %s)" % (
        requested or "nil", lua_value(state.safe[0]), lua_value(state.safe[2]), lua_value(state.height),
        state.scale_lua, "true" if exact else "false")


def render_operation(op, state, rng):
    """The Lua of one operation and the model after it."""
    kind = op["kind"]
    model = state.model
    style = state.style
    cells = [(si, ci, c) for si, s in enumerate(model) for ci, c in enumerate(s.cells)]
    old = data_lua(model)
    s = state.scale_lua

    def change(new_model, call, mode=None):
        text = "O.change(l, %s, %s, %s, function() return %s end%s)" % (
            old, data_lua(new_model), s, call, (", " + lua_string(mode)) if mode else "")
        state.model = new_model
        check = content_height_check(state)
        return text + ("\n" + check if check else "") + reapply_check(state), new_model

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
        state.flatten()
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
        rest = [(a, b, c) for a, x in enumerate(new) for b, c in enumerate(x.cells)]
        if op["pick"][1] < 0.7 and rest:
            ai, aj, anchor = pick(rest, op["pick"][2])
            after = op["pick"][3] < 0.5
            new[ai].cells.insert(aj + (1 if after else 0), Cell(moving.id, moving.body, moving.exact))
            place = "{ %s = %s }" % ("after" if after else "before", lua_value(anchor.id))
        else:
            ti = int(op["pick"][2] * len(new)) % len(new)
            new[ti].cells.append(Cell(moving.id, moving.body, moving.exact))
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
            # A table of fields is the cell's new declaration (it replaces the old one's fields).
            new[si].cells[ci] = Cell(c.id, "height = 33")
            call = "l:update(%s, { height = 33 }%s)" % (lua_value(c.id), anim(op))
        return change(new, call)
    if kind == "batch":
        text, new, mode = render_batch(op, model, s, old)
        if mode is not None:
            state.flatten()
            state.model = new
            check = content_height_check(state) if mode == "" else ""
            return text + ("\n" + check if check else ""), new
        return text, new
    if kind == "scroll":
        y = round(op["at"] * 1.2 - 0.1, 3)
        pinned = "\n  O.checkPinnedHeaders(l, %s, %s)" % (lua_value(state.safe[0]), s) if style == "plain" else ""
        return ("do local _, h = l:content_size(); local y = h * %s\n  O.scrolling(l, function() l:scroll(y) end)\n  O.expectData(l, %s)\n"
                "  O.checkFrames(l, %s)\n  %s%s\nend") % (lua_value(y), old, s, offset_check(state, "y"), pinned) + \
            reapply_check(state), model
    if kind == "scroll_to":
        if not cells:
            return "", model
        c = pick(cells, op["pick"][0])[2]
        return "O.scrolling(l, function() l:scroll_to(%s) end)\nO.expectData(l, %s)\nO.checkFrames(l, %s)\n%s\nO.checkScrolledTo(l, %s, %s, %s, %s, %s)" % (
            lua_value(Parts(rng).respell(c.id)), old, s, offset_check(state, None), lua_value(c.id),
            lua_value(state.safe[0]), lua_value(state.safe[2]), lua_value(state.height),
            "false" if state.estimates() else "true"), model
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
        new = mutate(model, random.Random(op["rng"]), style)
        return ("do local c = diff(%s, %s)\n  O.checkStages(c.stages, %s, %s)\nend" % (
            sections_lua(model), sections_lua(new), old, data_lua(new))), model
    if kind == "invalid":
        return render_invalid(op, model, cells), model
    if kind == "print":
        return rng.choice(["print(l)", "show(l)", "local _ = tostring(l)", "O.mayFail(function() show(l, { columns = 20 }) end)",
                           "print(#l:frames(), l:visible())"]), model
    if kind == "snapshot":
        text, new = gen_snapshots.render_snapshot(op, state)
        state.model = new
        check = content_height_check(state)
        return text + ("\n" + check if check else ""), new
    if kind == "outline":
        return gen_snapshots.render_outline(op, state)
    if kind == "scroll_section":
        return render_scroll_section(op, state), model
    if kind == "odd_frames":
        odd = ODD_FRAMES[op["variant"] % len(ODD_FRAMES)] if op["at"] < 0.9 else "header_nan"
        new = mutate(model, random.Random(op["rng"]), style)
        return ("fz_odd = %s\nO.oddFails(l, fz_odd, function() return l:apply(%s) end)\nfz_odd = nil" % (
            lua_string(odd), sections_lua(new))), model
    return "", model


def render_scroll_section(op, state):
    """Drags an orthogonal section's row (or tries to drag a section that scrolls down: refused)."""
    model = state.model
    if not model:
        return ""
    index = int(op["pick"][0] * len(model)) % len(model)
    section = model[index]
    layout = state.section_layout(index)
    x = round(op["at"] * 1500 - 100)
    snap = op["variant"] % 3 == 0
    options = ", { snap = false }" if snap else ""
    if layout.orthogonal is None:
        return "O.fails(l, function() return l:scroll_section(%s, %d%s) end)" % (
            lua_value(Parts(random.Random(op["rng"])).respell(section.id)), x, options)
    expected = "nil"
    if layout.row is not None and not snap and not state.comp.horizontal:
        # A row of known length: dragged from its start, it rests where the model says.
        group, spacing = layout.row
        count = len(section.cells)
        length = count * group + max(0, count - 1) * spacing
        # Often near the start, where the nearest stop and the row's end part.
        span = group + spacing + 20 if op["pick"][1] < 0.5 else length + 100
        x = round(op["at"] * span - (0 if op["pick"][1] < 0.5 else 50))
        rest = gen_compositional.resting_offset(layout.orthogonal, state.width, group, spacing, count, x)
        if rest is not None:
            expected = repr(rest)
    text = "O.scrollSection(l, %s, %d, %d, %s, %s, %s, %s, %s)" % (
        lua_value(section.id), index, x, "true" if snap else "false", state.scale_lua,
        "true" if state.rtl else "false", "false" if state.estimates() else "true", expected)
    if expected != "nil":
        text = "l:scroll_section(%s, 0, { snap = false })\n" % lua_value(section.id) + text
    return text


def with_samples(text, op):
    """A change followed by samples of its transition at a random time and a few steps."""
    return ("do local t = %s\n  if t then local time = t.duration * %s\n    for _, e in ipairs(t:at(time)) do\n"
            "      assert(e.x == e.x and e.y == e.y and e.w == e.w and e.h == e.h, \"ORACLE: a sample is not a number\")\n"
            "    end\n    local _ = #t:steps(3)%s\n  end\nend") % (
        text.split("\n")[0], lua_value(round(op["at"] * 1.3, 3)), "\n    print(t)" if op["variant"] == 7 else "") + (
        "\n" + "\n".join(text.split("\n")[1:]) if "\n" in text else "")


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
        odd = ODD_FRAMES[int(op["at"] * len(ODD_FRAMES)) % len(ODD_FRAMES)]
        return ('O.oddFails(l, %s, function() layout("fzbad", function(ctx) return O.odd(%s, ctx, { items = { { x = 0, y = 0, w = 1, h = 1 } } }) end)'
                '\n  return list { style = "fzbad", section "s" { header = "H", cell "a" {} } } end)') % (lua_string(odd), lua_string(odd))
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
                c = Cell(parts.respell(c.id), c.body, c.exact)
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
    replaced without saying so (stale, accepted). Returns the Lua, the model after it, and its
    mode (None when the batch must fail, "" when valid, "stale")."""
    rng = random.Random(op["rng"])
    parts = Parts(rng)
    if not model:
        return "", model, None
    new = [x.copy() for x in model]
    taken = all_keys(model)
    deleted, moved, reloaded, inserted = set(), set(), set(), set()
    section_claims, fresh, whole = [], set(), set()  # whole: sections inserted or reloaded
    moved_section = None
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
    elif roll < 0.45 and len(new) > 1:
        # A section moved (its cells with it): from its index before to its index after.
        index = rng.randrange(len(new))
        moving = new.pop(index)
        target = rng.choice([i for i in range(len(new) + 1) if i != index])
        new.insert(target, moving)
        moved_section = key(moving.id)
    elif roll < 0.6:
        # A section reloaded: replaced whole, its cells free to change (some kept, some new).
        index = rng.randrange(len(new))
        section = new[index]
        kept = [c for c in section.cells if rng.random() < 0.6]
        for _ in range(rng.choice([0, 1, 2])):
            cid = parts.new_id(taken)
            taken.add(key(cid))
            kept.insert(rng.randrange(len(kept) + 1), Cell(cid, parts.cell_body()))
        section.cells = kept
        whole.add(key(section.id))
        section_claims.append(("reload", "b:reload_sections { %d }" % index))
    whole |= fresh

    def open_sections():
        return [i for i, x in enumerate(new) if key(x.id) not in whole]

    for _ in range(rng.randrange(1, 6)):
        flat = [(si, ci, c) for si, x in enumerate(new) for ci, c in enumerate(x.cells) if key(x.id) not in whole]
        if not open_sections():
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
            si = rng.choice(open_sections())
            new[si].cells.insert(rng.randrange(len(new[si].cells) + 1), Cell(cid, parts.cell_body()))
            inserted.add(key(cid))
        elif roll < 0.8 and flat:
            si, ci, c = rng.choice(flat)
            if key(c.id) in inserted or key(c.id) in reloaded:
                continue
            new[si].cells.pop(ci)
            ti = rng.choice(open_sections())
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
    if moved_section is not None:
        claims.append(("move section", "b:move_section(%d, %d)" % (
            find_section(model, moved_section[1]), find_section(new, moved_section[1]))))
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
                sections_lua(new), "; ".join(text for _, text in claims))), model, None
    elif mode == 1 and not section_claims and moved_section is None:
        claims.append(("delete", "b:delete { 0, %d }" % (len(model[0].cells) + 3)))
        return ("O.fails(l, function() return l:batch(%s, function(b) %s end) end)" % (
            sections_lua(new), "; ".join(text for _, text in claims))), model, None
    elif mode == 2:
        # A row replaced without saying so: counts add up, the stage shows the old row.
        flat = [(si, ci) for si, x in enumerate(new) for ci, c in enumerate(x.cells)
                if key(c.id) not in inserted and key(c.id) not in moved and key(c.id) not in reloaded
                and key(x.id) not in whole and key(x.id) != moved_section]
        if flat:
            si, ci = rng.choice(flat)
            cid = parts.new_id(taken)
            new[si].cells[ci] = Cell(cid, "")
            stale = True
    renamed = None
    if mode == 3 and not stale:
        # A section the batch keeps (no operation names it) renamed in the new data: UIKit's
        # sections have no ids, so the batch is accepted, with a warning, and its stage's after
        # names the section by its new id.
        kept = [i for i, x in enumerate(new) if key(x.id) not in whole and key(x.id) != moved_section]
        if kept:
            index = rng.choice(kept)
            renamed = parts.new_id({key(x.id) for x in model} | {key(x.id) for x in new})
            new[index] = new[index].copy()
            new[index].id = renamed
    text = "O.change(l, %s, %s, %s, function() return l:batch(%s, function(b) O.probe(); %s end%s) end%s)" % (
        old, data_lua(new), s, sections_lua(new), "; ".join(t for _, t in claims),
        (", " + op["animation"]) if op["animation"] else "", ', "stale"' if stale else "")
    if renamed is not None:
        text = "O.expectWarning(%s, %s)" % (text, lua_string("where the new data has"))
    if stale:
        # The frames list the new data (the stale cell is only what the transition shows).
        return text, new, "stale"
    return text, new, ""
