-- demo: Seed 001 — a static self-sizing table as a layout device (MarkupKit)
-- Four cells, no heights written anywhere: every row is measured from its content.

--- MarkupKit's LMTableViewCell pins its content to the cell's margins (11 above and below, 16 at
--- the sides). A helper adds them, and the first row is a name and a Latin name.
local function margins(node) return column { padding = { top = 11, left = 16, bottom = 11, right = 16 }, node } end
local rows = {
  cell "name" { margins(column {
    label { text = "Bengal tiger", style = "headline" },
    label { text = "Panthera tigris tigris", style = "footnote" },
  }) },
}
print(list { section "animal" (rows) })

--- The photo is an image view 200 points tall; the description a label with numberOfLines = 0.
rows[2] = cell "photo" { margins(image { height = 200 }) }
rows[3] = cell "text" { margins(label { lines = 0, text =
  "The tiger is the largest living cat species, recognisable by its dark vertical stripes on orange fur." }) }
local detail = list { section "animal" (rows) }
print(detail:subframes("text"))

--- The author block: a row view with margins 10/40/15/40 around a 2-point rule, a 92-point photo
--- and a centred footnote.
rows[4] = cell "author" { margins(column {
  row { padding = { top = 10, left = 40, bottom = 15, right = 40 }, box { id = "rule", height = 2 } },
  image { height = 92 },
  label { text = "Photo: J. Doe", style = "footnote", align = "center" },
}) }
detail = list { width = 320, height = 568, section "animal" (rows) }
print(detail:subframes("author"))

--- On a 320×568 screen the table is taller than the screen: scroll to the end.
local _, height = detail:content_size()
detail:scroll(height)
show(detail)
