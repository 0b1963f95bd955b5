-- demo: Seed 002 — design-system cells: a left part, a right part, and a screen built from them
-- hh.ru's cells are a container with a left part (indent m on the left) and an optional right
-- part (indent xs on the left, m on the right). Scripts/plugins/design_system.lua defines them.

--- Load the design system: components such as Title, DetailChevron and LeftRight become globals.
local ds = require "design_system"
print(ds.space.m, ds.space.xs)

--- A Title + Detail+Chevron cell: the left part stretches, so it is pinned to the right part.
local country = ds.cell("country", { left = Title { title = "Country of search" }, right = DetailChevron { text = "Russia" } })
local l = list { style = "grid", columns = 1, spacing = 0, line_spacing = 0, section "main" { country } }
print(l:subframes("country"))

--- The menu section: Icon+Title cells with no right part, and an L (24) inset above and below.
l:insert_section(section "menu" { insets = { top = ds.space.l, bottom = ds.space.l },
  ds.cell("favorites", { left = IconTitle { icon = "star", title = "Favourites" } }),
  ds.cell("settings", { left = IconTitle { icon = "gear", title = "Settings" } }),
})
show(l)

--- A disabled cell is drawn at alpha 0.5: the frames list says so.
l:insert(ds.cell("news", { left = CheckboxTitle { title = "News" }, enabled = false }), { section = "menu" })
print(l)
