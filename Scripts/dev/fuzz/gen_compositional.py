"""Random compositional layouts for generated scenarios (README: "Compositional layouts").

A layout is made of Lua text and what the model needs to know of it: whether a section's layout
scrolls across (and how), whether anything in it is estimated (then cells are measured as they
show and frames move), and which layout each section gets — its own `layout =`, else what the
layout's section provider returns for it (decided in Lua by the section's id and index, and
decided the same way here), else the layout's `section`, else a plain list section.
"""

import math

BEHAVIOURS = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
APPEARANCES = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]
REFERENCES = ["automatic", "none", "safeArea", "layoutMargins"]
ALIGNMENTS = ["top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing"]


class SectionLayout:
    """One section layout: its Lua expression, its orthogonal behaviour (None when it scrolls
    down), whether it estimates anything (list configurations self-size their rows), and for a
    row of groups of known width one item each (`row`: the groups' width and the spacing), where
    a drag comes to rest can be worked out."""

    def __init__(self, lua, orthogonal=None, estimated=False, is_list=False, row=None):
        self.lua = lua
        self.orthogonal = orthogonal
        self.estimated = estimated
        self.is_list = is_list
        self.row = row


def resting_offset(behaviour, width, group, spacing, count, x):
    """Where a drag released at `x` (without velocity, from offset 0) brings a row of `count`
    groups `group` wide, `spacing` apart, without insets, in a container `width` wide (README,
    "Orthogonal sections"): the nearest stop as the behaviour places them — group leading edges,
    or multiples of the width for `paging` — at most one stop from 0 except for
    `continuousGroupLeadingBoundary`, then kept inside the row, 0…length − width; `continuous`
    where released, kept inside the row. None when two stops are (nearly) as near: floating point
    may choose either."""
    across, edges = 0.0, []
    for index in range(count):
        if index > 0:
            across += spacing
        edges.append(across)
        across += group
    end = max(0.0, across - width)
    if behaviour == "continuous" or count == 0:
        return min(max(float(x), 0.0), end)
    if behaviour == "paging":
        pages = max(1, int(math.ceil(end / max(width, 1))) + 1)
        stops = [index * width for index in range(pages)]
    else:
        stops = edges
    distances = sorted(abs(stop - x) for stop in stops)
    if len(distances) > 1 and distances[1] - distances[0] < 1e-6:
        return None
    chosen = min(range(len(stops)), key=lambda index: abs(stops[index] - x))
    if behaviour != "continuousGroupLeadingBoundary":
        chosen = min(chosen, 1)
    return min(max(stops[chosen], 0.0), end)


def number(value):
    if isinstance(value, float) and value != int(value):
        return repr(value)
    return str(int(value))


class Maker:
    def __init__(self, rng, width=None):
        self.rng = rng
        self.estimated = False
        # The container's width across, when rows of known length can be made for it.
        self.width = width
        # Whether a flowing group was made.
        self.flowed = False

    def dimension(self, axis, container_estimated=False):
        """A dimension for `axis` ("width" or "height")."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            return "fractional_%s(%s)" % (axis, number(rng.choice([1, 0.5, 0.25, 1 / 3, 0.2, 0.85, 0.9, 0.7])))
        if roll < 0.45:
            other = "height" if axis == "width" else "width"
            return "fractional_%s(%s)" % (other, number(rng.choice([0.2, 0.25, 0.5, 1])))
        if roll < 0.75:
            return "absolute(%s)" % number(rng.choice([44, 20, 50.5, 120, 1, 0, 33.3, 200]))
        if roll < 0.9:
            self.estimated = True
            return "estimated(%s)" % number(rng.choice([44, 30, 80, 100.5, 1]))
        return number(rng.choice([44, 60, 12.5]))

    def insets(self):
        return self.rng.choice(["0", "5", "{ 2, 6 }", "{ top = 1, leading = 3, bottom = 0.5, trailing = 10 }",
                                "{ top = 0, left = 8, bottom = 8, right = 0 }", "10"])

    def spacing(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.4:
            return "fixed(%s)" % number(rng.choice([0, 8, 10.5]))
        if roll < 0.7:
            return "flexible(%s)" % number(rng.choice([0, 4, 20]))
        return number(rng.choice([0, 6, 1.5]))

    def supplementary(self):
        rng = self.rng
        fields = ['kind = "%s"' % rng.choice(["badge", "badge", "dot"])]
        if rng.random() < 0.5:
            fields.append("width = %s" % rng.choice(["absolute(20)", "absolute(8)", "estimated(30)"]))
        if rng.random() < 0.5:
            fields.append("height = %s" % rng.choice(["absolute(20)", "absolute(8)"]))
        if rng.random() < 0.6:
            fields.append("edges = %s" % rng.choice(['{ "top", "trailing" }', '"bottom"', '{ "leading" }',
                                                     '{ "top", "leading" }']))
        roll = rng.random()
        if roll < 0.3:
            fields.append("fractional_offset = { 0.3, -0.3 }")
        elif roll < 0.5:
            fields.append("offset = { %s, %s }" % (number(rng.choice([0, 4, -6])), number(rng.choice([0, -6, 2.5]))))
        if rng.random() < 0.3:
            fields.append("z = %d" % rng.choice([1, 2, -1]))
        if rng.random() < 0.3:
            fields.append('content = "%s"' % rng.choice(["3", "New", "99+"]))
        if "estimated" in fields[1] if len(fields) > 1 else False:
            self.estimated = True
        return "supplementary { %s }" % ", ".join(fields)

    def item(self):
        rng = self.rng
        fields = []
        if rng.random() < 0.6:
            fields.append("width = " + self.dimension("width"))
        if rng.random() < 0.6:
            fields.append("height = " + self.dimension("height"))
        if rng.random() < 0.3:
            fields.append("insets = " + self.insets())
        if rng.random() < 0.15:
            fields.append("edge_spacing = { leading = %s, top = %s }" % (self.spacing(), self.spacing()))
        if rng.random() < 0.15:
            fields.append(self.supplementary())
        return "item { %s }" % ", ".join(fields)

    def group(self, depth=0, orthogonal=False):
        rng = self.rng
        if depth > 0 and rng.random() < 0.08:
            return self.custom_group()
        if depth == 0 and rng.random() < 0.12:
            return self.flowing_group()
        kind = rng.choice(["hgroup", "hgroup", "vgroup"])
        fields = []
        if rng.random() < 0.7 or orthogonal:
            fields.append("width = " + (rng.choice(["fractional_width(0.85)", "fractional_width(0.5)", "absolute(150)",
                                                    "estimated(80)"]) if orthogonal and rng.random() < 0.7
                                        else self.dimension("width")))
            if "estimated" in fields[-1]:
                self.estimated = True
        if rng.random() < 0.7:
            fields.append("height = " + self.dimension("height"))
        else:
            self.estimated = True  # a group's height defaults to estimated(44)
        subitems = []
        if rng.random() < 0.25:
            fields.append("count = %d" % rng.choice([1, 2, 3, 5]))
            subitems.append(self.item() if depth >= 2 or rng.random() < 0.7 else self.group(depth + 1))
        else:
            for _ in range(rng.choice([1, 1, 2, 3])):
                subitems.append(self.item() if depth >= 2 or rng.random() < 0.75 else self.group(depth + 1))
        if rng.random() < 0.4:
            fields.append("spacing = " + self.spacing())
        if rng.random() < 0.2:
            fields.append("insets = " + self.insets())
        return "%s { %s }" % (kind, ", ".join(fields + subitems))

    def custom_group(self):
        rng = self.rng
        frames = []
        for _ in range(rng.choice([1, 2, 3])):
            frames.append("{ x = %s, y = %s, w = %s, h = %s }" % (
                number(rng.choice([0, 10, 40.5, 100])), number(rng.choice([0, 5, 40])),
                number(rng.choice([50, 0, 120.25])), number(rng.choice([50, 30, 0]))))
        given = "{ %s }" % ", ".join(frames)
        if rng.random() < 0.5:
            # A function ListLab calls back while it lays the list out: it probes the list.
            given = "function(size) O.probe(); return %s end" % given
        return "custom_group { width = fractional_width(1), height = absolute(%s), frames = %s }" % (
            number(rng.choice([100, 60, 0])), given)

    def flowing_group(self):
        """A group of fixed length whose items alternate an estimated and a fixed length along its
        axis (a flowing group: which cells it holds follows their measured lengths), the fixed
        item first or second, sometimes with the estimated one again."""
        rng = self.rng
        kind, along = rng.choice([("vgroup", "height"), ("hgroup", "width")])
        items = ["item { %s = estimated(%s) }" % (along, number(rng.choice([22, 30, 44, 60, 1]))),
                 "item { %s = absolute(%s) }" % (along, number(rng.choice([10, 20, 33.3, 0])))]
        if rng.random() < 0.3:
            items.reverse()
        if rng.random() < 0.2:
            # A second estimated item like the first (a cell measures itself alike in both; items
            # estimated differently make the groups depend on the order cells were measured in).
            items.append(items[0] if "estimated" in items[0] else items[1])
        self.estimated = True
        self.flowed = True
        return "%s { %s = absolute(%s), spacing = fixed(%s), %s }" % (
            kind, along, number(rng.choice([50, 100, 120.5, 200])), number(rng.choice([0, 4, 8.5])), ", ".join(items))

    def barely_row(self):
        """An orthogonal row of groups of known width (one item each), three of them a little
        longer than the container (by a pixel, a few points, most of a group)."""
        rng = self.rng
        behaviour = rng.choice(["paging", "groupPaging", "continuousGroupLeadingBoundary", "continuous"])
        spacing = rng.choice([0, 10.5, 8, 1])
        over = rng.choice([0.5, 1, 10, 40, 99])
        group = math.floor((self.width + over - 2 * spacing) / 3 * 4) / 4
        if group <= 0:
            group = 1
        lua = ('layout_section { hgroup { width = absolute(%s), height = absolute(40), item {} }, '
               'orthogonal = "%s", spacing = %s }') % (number(group), behaviour, number(spacing))
        return SectionLayout(lua, orthogonal=behaviour, row=(group, spacing))

    def boundary(self, kind=None):
        rng = self.rng
        fields = []
        if kind:
            fields.append('kind = "%s"' % kind)
            if rng.random() < 0.6:
                fields.append('align = "%s"' % rng.choice(ALIGNMENTS))
            fields.append('content = "%s"' % rng.choice(["Index", "A", "See all"]))
            if rng.random() < 0.5:
                fields.append("width = %s" % rng.choice(["absolute(30)", "fractional_width(0.5)", "estimated(40)"]))
                if "estimated" in fields[-1]:
                    self.estimated = True
        if rng.random() < 0.3:
            fields.append("pin = true")
        if rng.random() < 0.2:
            fields.append("extends = false")
        if rng.random() < 0.3:
            fields.append("z = %d" % rng.choice([1, 2]))
        if rng.random() < 0.2:
            fields.append("height = %s" % rng.choice(["absolute(30)", "absolute(0)", "estimated(20)"]))
        if rng.random() < 0.15:
            fields.append("offset = { 0, %s }" % number(rng.choice([4, -4, 10.5])))
        self.estimated = True  # headers and footers are estimated at 44 by default
        return "boundary { %s }" % ", ".join(fields)

    def layout_section(self):
        rng = self.rng
        orthogonal = rng.choice(BEHAVIOURS) if rng.random() < 0.35 else None
        fields = [self.group(orthogonal=orthogonal is not None)]
        if orthogonal:
            fields.append('orthogonal = "%s"' % orthogonal)
        if rng.random() < 0.4:
            fields.append("spacing = %s" % number(rng.choice([0, 8, 10, 20.5])))
        if rng.random() < 0.4:
            fields.append("insets = " + self.insets())
        if rng.random() < 0.4:
            fields.append("header = " + (self.boundary() if rng.random() < 0.7 else "true"))
        if rng.random() < 0.25:
            fields.append("footer = " + self.boundary())
        if rng.random() < 0.2:
            # ("badge" and "dot" are also the kinds of the items' supplementary views: a section's
            # boundary item and a cell's badge may share the element kind and the id.)
            fields.append("boundary = { %s }" % self.boundary(rng.choice(["index", "badge", "dot"])))
        if rng.random() < 0.25:
            fields.append("background = " + rng.choice(["true", "background { insets = 5 }",
                                                        "background { insets = 0, z = -1 }"]))
        if rng.random() < 0.2:
            fields.append('supplementary_insets = "%s"' % rng.choice(REFERENCES))
        if rng.random() < 0.2:
            fields.append('insets_reference = "%s"' % rng.choice(REFERENCES))
        return SectionLayout("layout_section { %s }" % ", ".join(fields), orthogonal)

    def list_configuration(self):
        rng = self.rng
        appearance = rng.choice(APPEARANCES)
        if rng.random() < 0.4:
            return SectionLayout('list_configuration "%s"' % appearance, estimated=True, is_list=True)
        fields = ['appearance = "%s"' % appearance]
        if rng.random() < 0.4:
            fields.append('header_mode = "%s"' % rng.choice(["none", "supplementary", "firstItemInSection"]))
        if rng.random() < 0.3:
            fields.append('footer_mode = "%s"' % rng.choice(["none", "supplementary"]))
        if rng.random() < 0.3:
            fields.append("separators = %s" % rng.choice(["true", "false"]))
        if rng.random() < 0.2:
            fields.append("separator_inset = %s" % number(rng.choice([0, 16, 40.5])))
        if rng.random() < 0.2:
            fields.append("header_top_padding = %s" % number(rng.choice([0, 10, 22.5])))
        return SectionLayout("list_configuration { %s }" % ", ".join(fields), estimated=True, is_list=True)

    def section_layout(self):
        self.estimated = False
        if self.width is not None and self.rng.random() < 0.3:
            return self.barely_row()
        made = self.layout_section() if self.rng.random() < 0.7 else self.list_configuration()
        made.estimated = made.estimated or self.estimated
        return made


class Compositional:
    """A list's `layout =`: how it is given, and the layouts a section can get."""

    def __init__(self, rng, width=None):
        maker = Maker(rng, width)
        self.rng = rng
        roll = rng.random()
        self.form = "provider" if roll < 0.45 else "section" if roll < 0.7 else "bare" if roll < 0.85 else "default"
        # The provider's answers: by id (a few section ids), else by the index's parity.
        self.by_id = {}
        self.odd = maker.section_layout()
        self.even = maker.section_layout()
        self.extras = []
        if self.form in ("provider", "section") and rng.random() < 0.3:
            self.extras.append("spacing = %s" % number(rng.choice([0, 8, 24.5])))
        if self.form in ("provider", "section") and rng.random() < 0.15:
            self.extras.append("header = boundary { kind = \"header\" }")
            self.global_estimated = True
        if self.form in ("provider", "section") and rng.random() < 0.1:
            self.extras.append('size_class = "%s"' % rng.choice(["compact", "regular"]))
        # A horizontal list (scrollDirection = .horizontal): sections and groups follow one
        # another to the right; the offset and scroll checks, which are along y, are left out.
        self.horizontal = self.form in ("provider", "section") and rng.random() < 0.2
        if self.horizontal:
            self.extras.append('scroll_direction = "horizontal"')
        self.global_estimated = any("header" in e for e in self.extras)
        self.maker = maker
        # Whether a layout made here has a flowing group (more may come with `claim`).
        self.flows = maker.flowed

    def claim(self, key, section_id):
        """Gives the section with this id a layout of its own in the provider (some of the time)."""
        if self.form == "provider" and self.rng.random() < 0.3:
            self.by_id[key] = (section_id, self.maker.section_layout())
            self.flows = self.maker.flowed

    def own_layout(self):
        """A section's own `layout =`, sometimes."""
        if self.rng.random() < 0.15:
            return self.maker.section_layout()
        return None

    def lua(self):
        """The list's `layout = …` field (empty for the default plain list sections)."""
        if self.form == "default":
            return 'style = "compositional"'
        if self.form == "bare":
            return "layout = " + self.even.lua
        if self.form == "section":
            return "layout = compositional { %s }" % ", ".join(["section = " + self.even.lua] + self.extras)
        lines = ["function(index, env)", "    O.probe()", "    local k = O.key(env.id)"]
        for _, (section_id, layout) in self.by_id.items():
            lines.append("    if k == O.key(%s) then return %s end" % (lua_id(section_id), layout.lua))
        lines.append("    if index %% 2 == 1 then return %s end" % self.odd.lua)
        lines.append("    return %s" % self.even.lua)
        lines.append("  end")
        return "layout = compositional { %s }" % ", ".join(["section = " + "\n".join(lines)] + self.extras)

    def layout_of(self, key, index, own):
        """The layout a section gets: its own, the provider's, the layout's, or a plain list."""
        if own is not None:
            return own
        if self.form == "default":
            return SectionLayout('list_configuration "plain"', estimated=True, is_list=True)
        if self.form != "provider":
            return self.even
        if key in self.by_id:
            return self.by_id[key][1]
        return self.odd if index % 2 == 1 else self.even


def lua_id(identifier):
    from generate import lua_value
    return lua_value(identifier)
