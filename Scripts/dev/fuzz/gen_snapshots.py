"""Diffable data source snapshots and outlines in generated scenarios (README: "Diffable data
source snapshots", "Outlines").

Each operation edits a snapshot (or a section snapshot) in Lua with random edits — UIKit's rules
decide which are refused, and a refused edit must leave the snapshot as it was — while the same
edits run here on a model of it; the snapshot is then applied and checked with the oracles of
every change. Expectations come from the model, never from ListLab.
"""

import random

from fuzz_model import Cell, Parts, Section, all_keys, data_lua, key, lua_string, lua_value


def fresh_ids(parts, taken, count):
    """`count` new ids, none equal to a taken one (each is taken from then on)."""
    made = []
    for _ in range(count):
        identifier = parts.new_id(taken)
        taken.add(key(identifier))
        made.append(identifier)
    return made


# MARK: The cell provider


def provider_lua(provider):
    """`l:set_cell_provider(…)` for a provider that gives every cell `provider` (a body), nil for
    the default cell, or no provider."""
    kind, body = provider
    if kind == "none":
        return "l:set_cell_provider(nil)"
    # Every provider probes the list it is called back for (fuzz_oracles.lua, `O.probe`).
    if kind == "nil":
        return "l:set_cell_provider(function(id, section) O.probe(); return nil end)"
    if kind == "table":
        return "l:set_cell_provider(function(id, section) O.probe(); return { %s } end)" % body
    return "l:set_cell_provider(function(id, section) O.probe(); return cell(id) { %s } end)" % body


def random_provider(rng, parts):
    roll = rng.random()
    if roll < 0.15:
        return ("none", None)
    if roll < 0.25:
        return ("nil", None)
    body = parts.cell_body() if rng.random() < 0.7 else "height = %s" % lua_value(rng.choice([30, 44, 10.5, 0]))
    return ("table" if rng.random() < 0.3 else "cell", body)


def provided_cell(identifier, provider):
    """The cell the provider gives an item: its body, or the default cell (a built-in cell
    showing the id)."""
    kind, body = provider
    if kind in ("none", "nil"):
        text = identifier if isinstance(identifier, str) else str(identifier)
        return Cell(identifier, "text = %s" % lua_string(text), exact=False)
    return Cell(identifier, body)


# MARK: Snapshots


class SnapshotModel:
    """Sections in order, each with its items (ids as spelled), and what is marked."""

    def __init__(self, sections):
        self.sections = [[sid, list(items)] for sid, items in sections]
        self.reloaded_items, self.reconfigured, self.reloaded_sections = set(), set(), set()

    def section_index(self, identifier):
        for index, (sid, _) in enumerate(self.sections):
            if key(sid) == key(identifier):
                return index
        return None

    def item_place(self, identifier):
        for si, (_, items) in enumerate(self.sections):
            for ii, item in enumerate(items):
                if key(item) == key(identifier):
                    return si, ii
        return None

    def item_keys(self):
        return {key(i) for _, items in self.sections for i in items}

    def data(self):
        return "{ " + ", ".join("{ id = %s, items = { %s } }" % (lua_value(sid), ", ".join(lua_value(i) for i in items))
                                for sid, items in self.sections) + " }"


def ids_lua(ids):
    return "{ " + ", ".join(lua_value(i) for i in ids) + " }"


def snapshot_edit(rng, parts, snap, taken):
    """One random edit: (Lua, valid). A valid edit is applied to `snap`; an invalid one is not."""
    kinds = ["append_sections", "insert_sections", "delete_sections", "move_section", "append_items", "append_items",
             "insert_items", "delete_items", "move_item", "move_item", "reload_items", "reconfigure_items",
             "reload_sections", "delete_all_items", "invalid"]
    kind = rng.choice(kinds)
    items = [(si, ii, item) for si, (_, its) in enumerate(snap.sections) for ii, item in enumerate(its)]
    section_ids = [sid for sid, _ in snap.sections]

    def fresh_items(count):
        return fresh_ids(parts, taken, count)

    def fresh_sections(count):
        made, keys = [], {key(s) for s in section_ids}
        for _ in range(count):
            identifier = parts.new_id(keys)
            keys.add(key(identifier))
            made.append(identifier)
        return made

    if kind == "append_sections":
        new = fresh_sections(rng.choice([1, 1, 2]))
        snap.sections += [[sid, []] for sid in new]
        return "s:append_sections %s" % ids_lua(new), True
    if kind == "insert_sections" and section_ids:
        new = fresh_sections(rng.choice([1, 2]))
        anchor = rng.randrange(len(section_ids))
        after = rng.random() < 0.5
        place = anchor + (1 if after else 0)
        snap.sections[place:place] = [[sid, []] for sid in new]
        return "s:insert_sections(%s, { %s = %s })" % (
            ids_lua(new), "after" if after else "before", lua_value(parts.respell(section_ids[anchor]))), True
    if kind == "delete_sections" and section_ids:
        chosen = [rng.choice(section_ids)]
        if rng.random() < 0.2:
            chosen.append("missing-section")  # ignored, with a warning (as UIKit ignores it)
        gone = {key(c) for c in chosen}
        snap.sections = [entry for entry in snap.sections if key(entry[0]) not in gone]
        return "s:delete_sections %s" % ids_lua([parts.respell(c) for c in chosen]), True
    if kind == "move_section" and len(section_ids) > 1:
        moving = rng.randrange(len(section_ids))
        anchor = rng.choice([i for i in range(len(section_ids)) if i != moving])
        after = rng.random() < 0.5
        entry = snap.sections.pop(moving)
        target = snap.section_index(section_ids[anchor]) + (1 if after else 0)
        snap.sections.insert(target, entry)
        return "s:move_section(%s, { %s = %s })" % (lua_value(parts.respell(section_ids[moving])),
                                                   "after" if after else "before", lua_value(section_ids[anchor])), True
    if kind == "append_items" and section_ids:
        new = fresh_items(rng.choice([1, 1, 2, 4]))
        if rng.random() < 0.5:
            snap.sections[-1][1] += new
            return "s:append_items %s" % ids_lua(new), True
        target = rng.randrange(len(section_ids))
        snap.sections[target][1] += new
        return "s:append_items(%s, %s)" % (ids_lua(new), lua_value(parts.respell(section_ids[target]))), True
    if kind == "insert_items" and items:
        new = fresh_items(rng.choice([1, 2]))
        si, ii, anchor = rng.choice(items)
        after = rng.random() < 0.5
        place = ii + (1 if after else 0)
        snap.sections[si][1][place:place] = new
        return "s:insert_items(%s, { %s = %s })" % (ids_lua(new), "after" if after else "before",
                                                   lua_value(parts.respell(anchor))), True
    if kind == "delete_items" and items:
        chosen = [rng.choice(items)[2] for _ in range(rng.choice([1, 1, 2, 3]))]
        gone = {key(c) for c in chosen}
        for entry in snap.sections:
            entry[1] = [i for i in entry[1] if key(i) not in gone]
        if rng.random() < 0.15:
            chosen.append("missing-item")  # ignored, with a warning
        return "s:delete_items %s" % ids_lua([parts.respell(c) for c in chosen]), True
    if kind == "move_item" and len(items) > 1:
        _, _, moving = rng.choice(items)
        _, _, anchor = rng.choice([entry for entry in items if key(entry[2]) != key(moving)])
        after = rng.random() < 0.5
        si, ii = snap.item_place(moving)
        snap.sections[si][1].pop(ii)
        ai, aj = snap.item_place(anchor)
        snap.sections[ai][1].insert(aj + (1 if after else 0), moving)
        return "s:move_item(%s, { %s = %s })" % (lua_value(parts.respell(moving)), "after" if after else "before",
                                                lua_value(anchor)), True
    if kind in ("reload_items", "reconfigure_items") and items:
        chosen = list({key(c): c for c in (rng.choice(items)[2] for _ in range(rng.choice([1, 2])))}.values())
        (snap.reloaded_items if kind == "reload_items" else snap.reconfigured).update(key(c) for c in chosen)
        return "s:%s %s" % (kind, ids_lua([parts.respell(c) for c in chosen])), True
    if kind == "reload_sections" and section_ids:
        chosen = rng.choice(section_ids)
        snap.reloaded_sections.add(key(chosen))
        return "s:reload_sections %s" % ids_lua([parts.respell(chosen)]), True
    if kind == "delete_all_items" and rng.random() < 0.3:
        snap.sections = []
        return "s:delete_all_items()", True
    return invalid_snapshot_edit(rng, snap, items, section_ids), False


def invalid_snapshot_edit(rng, snap, items, section_ids):
    """An edit UIKit refuses, as Lua: the snapshot must stay as it was."""
    choices = ['s:reload_items { "missing-r" }', 's:reconfigure_items { "missing-c" }',
               's:move_item("missing-m", { before = "missing-n" })', 's:insert_items({ "new-x" }, { after = "missing-a" })',
               's:insert_sections({ "new-s" }, { before = "missing-b" })', 's:move_section("missing-s", { after = "missing-t" })']
    if not section_ids:
        choices.append('s:append_items { "orphan" }')
    if items:
        _, _, existing = rng.choice(items)
        choices.append("s:append_items { %s }" % lua_value(Parts(rng).respell(existing)))
        choices.append("s:move_item(%s, { before = %s })" % (lua_value(existing), lua_value(existing)))
        choices.append('s:append_items { "twice", "twice" }' if section_ids else 's:append_sections { "x", "x" }')
    if section_ids:
        existing = rng.choice(section_ids)
        choices.append("s:append_sections { %s }" % lua_value(Parts(rng).respell(existing)))
        choices.append("s:move_section(%s, { after = %s })" % (lua_value(existing), lua_value(existing)))
        choices.append('s:append_items({ "y" }, "missing-section")')
    return "O.editFails(s, function() return %s end)" % rng.choice(choices)


def render_snapshot(op, state):
    """Edits a snapshot (the list's, or a new one) and applies it: diffed (animated or not), or
    with `apply_snapshot_using_reload_data`."""
    rng = random.Random(op["rng"])
    parts = Parts(rng)
    model = state.model
    old = data_lua(model)
    lines = ["do"]
    if rng.random() < 0.3:
        state.provider = random_provider(rng, parts)
        lines.append("  " + provider_lua(state.provider))
    if rng.random() < 0.8:
        lines.append("  local s = l:snapshot()")
        snap = SnapshotModel([(x.id, [c.id for c in x.cells]) for x in model])
    else:
        lines.append("  local s = snapshot()")
        snap = SnapshotModel([])
    taken = all_keys(model)
    for _ in range(rng.choice([1, 2, 3, 5, 8])):
        text, _ = snapshot_edit(rng, parts, snap, taken)
        lines.append("  " + text)
    lines.append("  O.expectSnapshot(s, %s)" % snap.data())
    roll = rng.random()
    reset = roll < 0.2
    new = applied_snapshot(model, snap, state.provider, reset)
    if reset:
        call = "l:apply_snapshot_using_reload_data(s)"
    elif roll < 0.35:
        call = "l:apply_snapshot(s, { animated = false })"
    else:
        call = "l:apply_snapshot(s%s)" % ((", " + op["animation"]) if op["animation"] else "")
    change = "O.change(l, %s, %s, %s, function() return %s end%s)" % (
        old, data_lua(new), state.scale_lua, call, ', "reset"' if reset else "")
    # An item the list showed that the snapshot reconfigures (not reloads) is reconfigured in
    # place, whatever its provider answers (README, "Reload and reconfigure").
    before = all_keys(model)
    reconfigured = [item for sid, items in snap.sections if key(sid) not in snap.reloaded_sections
                    for item in items if key(item) in snap.reconfigured and key(item) in before
                    and key(item) not in snap.reloaded_items]
    if reconfigured and not reset:
        change = "O.expectReconfigured(%s, %s)" % (change, ids_lua(reconfigured))
    lines.append("  " + change)
    lines.append("end")
    state.flatten()  # a snapshot has no hierarchy: every section is flat
    return "\n".join(lines), new


def applied_snapshot(model, snap, provider, reset):
    """The list after a snapshot is applied: sections it had keep their header, footer and layout;
    items it showed keep their cells unless reloaded, reconfigured, in a reloaded section, or the
    whole list is reset; every other item gets its cell from the provider."""
    sections = {key(x.id): x for x in model}
    cells = {key(c.id): c for x in model for c in x.cells}
    new = []
    for sid, items in snap.sections:
        had = sections.get(key(sid))
        section = Section(had.id, [], had.header, had.footer, had.layout) if had else Section(sid, [])
        for item in items:
            kept = cells.get(key(item))
            if kept is None or reset or key(item) in snap.reloaded_items or key(item) in snap.reconfigured \
                    or key(sid) in snap.reloaded_sections:
                section.cells.append(provided_cell(kept.id if kept else item, provider))
            else:
                section.cells.append(Cell(kept.id, kept.body, kept.exact))
        new.append(section)
    return new


# MARK: Outlines


class Outline:
    """A section snapshot: a forest of ids with expanded items."""

    def __init__(self):
        self.children = {None: []}  # parent key → child ids
        self.parent = {}  # key → parent key
        self.spelling = {}  # key → id
        self.expanded = set()

    def copy(self):
        other = Outline()
        other.children = {k: list(v) for k, v in self.children.items()}
        other.parent = dict(self.parent)
        other.spelling = dict(self.spelling)
        other.expanded = set(self.expanded)
        return other

    def contains(self, identifier):
        return key(identifier) in self.parent

    def add(self, ids, parent_key, index=None):
        siblings = self.children[parent_key]
        if index is None:
            index = len(siblings)
        for offset, identifier in enumerate(ids):
            k = key(identifier)
            self.parent[k] = parent_key
            self.spelling[k] = identifier
            self.children[k] = []
            siblings.insert(index + offset, identifier)

    def graft(self, other, parent_key, index=None):
        """Another outline's roots, with their subtrees and expanded states."""
        roots = list(other.children[None])
        self.add(roots, parent_key, index)

        def copy_below(k):
            for child in other.children[k]:
                self.add([child], k)
                copy_below(key(child))
        for root in roots:
            copy_below(key(root))
        self.expanded |= other.expanded

    def remove(self, k):
        for child in list(self.children.get(k, [])):
            self.remove(key(child))
        parent = self.parent.pop(k)
        self.children[parent] = [c for c in self.children[parent] if key(c) != k]
        self.children.pop(k, None)
        self.spelling.pop(k, None)
        self.expanded.discard(k)

    def all_items(self):
        out = []

        def walk(k):
            for child in self.children[k]:
                out.append(child)
                walk(key(child))
        walk(None)
        return out

    def visible(self):
        """(id, level, disclosure) of each visible item, depth first."""
        out = []

        def walk(k, level):
            for child in self.children[k]:
                ck = key(child)
                has = bool(self.children[ck])
                out.append((child, level, ("expanded" if ck in self.expanded else "collapsed") if has else None))
                if ck in self.expanded:
                    walk(ck, level + 1)
        walk(None, 0)
        return out


def outline_edit(rng, parts, tree, taken):
    """One random edit of a section snapshot: (Lua, valid)."""
    items = tree.all_items()
    kind = rng.choice(["append", "append", "append_child", "append_child", "insert", "delete", "expand", "expand",
                       "collapse", "append_snapshot", "insert_snapshot", "replace_children", "delete_all", "invalid"])

    def fresh(count):
        return fresh_ids(parts, taken, count)

    def other_outline():
        """A small outline built in Lua as `other`, with its model."""
        other = Outline()
        roots = fresh(rng.choice([1, 2]))
        other.add(roots, None)
        lines = ["local other = section_snapshot()", "other:append %s" % ids_lua(roots)]
        if rng.random() < 0.6:
            children = fresh(rng.choice([1, 2]))
            other.add(children, key(roots[0]))
            lines.append("other:append(%s, %s)" % (ids_lua(children), lua_value(roots[0])))
            if rng.random() < 0.5:
                other.expanded.add(key(roots[0]))
                lines.append("other:expand { %s }" % lua_value(roots[0]))
        return other, "; ".join(lines)

    if kind == "append":
        new = fresh(rng.choice([1, 2, 3]))
        tree.add(new, None)
        return "o:append %s" % ids_lua(new), True
    if kind == "append_child" and items:
        parent = rng.choice(items)
        new = fresh(rng.choice([1, 2]))
        tree.add(new, key(parent))
        return "o:append(%s, %s)" % (ids_lua(new), lua_value(parts.respell(parent))), True
    if kind == "insert" and items:
        anchor = rng.choice(items)
        new = fresh(rng.choice([1, 2]))
        parent = tree.parent[key(anchor)]
        index = [key(c) for c in tree.children[parent]].index(key(anchor))
        after = rng.random() < 0.5
        tree.add(new, parent, index + (1 if after else 0))
        return "o:insert(%s, { %s = %s })" % (ids_lua(new), "after" if after else "before",
                                              lua_value(parts.respell(anchor))), True
    if kind == "delete" and items:
        chosen = rng.choice(items)
        tree.remove(key(chosen))
        return "o:delete { %s }" % lua_value(parts.respell(chosen)), True
    if kind in ("expand", "collapse") and items:
        chosen = list({key(c): c for c in (rng.choice(items) for _ in range(rng.choice([1, 2, 3])))}.values())
        for c in chosen:
            (tree.expanded.add if kind == "expand" else tree.expanded.discard)(key(c))
        return "o:%s %s" % (kind, ids_lua([parts.respell(c) for c in chosen])), True
    if kind == "append_snapshot":
        other, build = other_outline()
        parent = rng.choice(items) if items and rng.random() < 0.5 else None
        tree.graft(other, key(parent) if parent is not None else None)
        return "do %s; o:append_snapshot(other%s) end" % (build, (", " + lua_value(parent)) if parent is not None else ""), True
    if kind == "insert_snapshot" and items:
        other, build = other_outline()
        anchor = rng.choice(items)
        parent = tree.parent[key(anchor)]
        index = [key(c) for c in tree.children[parent]].index(key(anchor))
        after = rng.random() < 0.5
        tree.graft(other, parent, index + (1 if after else 0))
        return "do %s; o:insert_snapshot(other, { %s = %s }) end" % (build, "after" if after else "before",
                                                                     lua_value(anchor)), True
    if kind == "replace_children" and items:
        parent = rng.choice(items)
        for child in list(tree.children[key(parent)]):
            tree.remove(key(child))
        other, build = other_outline()
        tree.graft(other, key(parent))
        return "do %s; o:replace_children(%s, other) end" % (build, lua_value(parent)), True
    if kind == "delete_all" and rng.random() < 0.3:
        for root in list(tree.children[None]):
            tree.remove(key(root))
        return "o:delete_all()", True
    choices = ['o:append({ "n1" }, "missing-parent")', 'o:expand { "missing-e" }', 'o:collapse { "missing-c" }',
               'o:insert({ "n2" }, { before = "missing-b" })', 'o:append { "dup", "dup" }']
    if items:
        existing = rng.choice(items)
        choices.append("o:append { %s }" % lua_value(parts.respell(existing)))
        choices.append("o:append({ %s }, %s)" % (lua_value(existing), lua_value(existing)))
    return "O.editFails(o, function() return %s end)" % rng.choice(choices), False


def render_outline(op, state):
    """Builds a section snapshot (a new one, or the section's own when the model knows it), edits
    it, applies it to a section (new or not), and checks each cell's level and disclosure."""
    rng = random.Random(op["rng"])
    parts = Parts(rng)
    model = state.model
    old = data_lua(model)
    if model and rng.random() < 0.8:
        target = rng.choice(model)
        sid = target.id
    else:
        sid = parts.new_id({key(x.id) for x in model})
        target = None
    sk = key(sid)
    lines = ["do"]
    if rng.random() < 0.2:
        state.provider = random_provider(rng, parts)
        lines.append("  " + provider_lua(state.provider))
    cell_keys = tuple(key(c.id) for c in target.cells) if target else ()
    known = state.outlines.get(sk)
    if target is not None and known is not None and known[1] == cell_keys and rng.random() < 0.7:
        tree = known[0].copy()
        lines.append("  local o = l:section_snapshot(%s)" % lua_value(parts.respell(sid)))
    elif target is not None and sk not in state.outlined and rng.random() < 0.6:
        tree = Outline()
        tree.add([c.id for c in target.cells], None)
        lines.append("  local o = l:section_snapshot(%s)" % lua_value(parts.respell(sid)))
    else:
        tree = Outline()
        lines.append("  local o = section_snapshot()")
    # Items of other sections are refused when applied; fresh ids avoid them (but may reuse this
    # section's own cells, which keep their declarations).
    taken = {k for x in model if key(x.id) != sk for k in (key(c.id) for c in x.cells)} | set(tree.parent)
    for _ in range(rng.choice([1, 2, 4, 6, 9])):
        text, _ = outline_edit(rng, parts, tree, taken)
        lines.append("  " + text)
    visible = tree.visible()
    lines.append("  O.expectOutline(o, %s, %s)" % (ids_lua([v[0] for v in visible]), ids_lua(tree.all_items())))
    others = {key(c.id) for x in model if key(x.id) != sk for c in x.cells}
    if any(key(v[0]) in others for v in visible):
        # An outline taken from the list may hold, hidden, an item another section has shown since:
        # once expanded it is visible here too, so the apply is refused as not unique.
        lines.append("  O.fails(l, function() return l:apply_section_snapshot(%s, o) end)" % lua_value(sid))
        lines.append("end")
        return "\n".join(lines), model
    if rng.random() < 0.15 and others:
        # An item of another section: refused as not unique, the list unchanged.
        lines.append("  o:append { %s }" % lua_value(next(c.id for x in model for c in x.cells if key(c.id) in others)))
        lines.append("  O.fails(l, function() return l:apply_section_snapshot(%s, o) end)" % lua_value(sid))
        lines.append("end")
        return "\n".join(lines), model
    new = [Section(x.id, [Cell(c.id, c.body, c.exact) for c in x.cells], x.header, x.footer, x.layout) for x in model]
    index = next((i for i, x in enumerate(new) if key(x.id) == sk), None)
    if index is None:
        new.append(Section(sid, []))
        index = len(new) - 1
    shown = {key(c.id): c for c in new[index].cells}
    new[index].cells = [Cell(shown[key(v[0])].id, shown[key(v[0])].body, shown[key(v[0])].exact) if key(v[0]) in shown
                        else provided_cell(v[0], state.provider) for v in visible]
    call = "l:apply_section_snapshot(%s, o%s)" % (lua_value(parts.respell(sid)),
                                                 (", " + op["animation"]) if op["animation"] else "")
    lines.append("  O.change(l, %s, %s, %s, function() return %s end)" % (old, data_lua(new), state.scale_lua, call))
    lines.append("  O.expectLevels(l, %d, { %s }, { %s })" % (
        index, ", ".join(str(v[1]) for v in visible), ", ".join(lua_string(v[2]) if v[2] else "false" for v in visible)))
    lines.append("end")
    state.outlines[sk] = (tree, tuple(key(v[0]) for v in visible))
    state.outlined.add(sk)
    return "\n".join(lines), new
