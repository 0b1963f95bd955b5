-- Seed 001 — "Using a static UITableView as a layout device" (MarkupKit).
--
-- An animal detail screen built as a static, self-sizing table: four LMTableViewCells, each
-- holding a layout view (LMColumnView / LMRowView are stack views with layout margins and
-- weights). No heights are written anywhere: every row is measured from its content.
--
--   1. name + Latin name: a column of a `headline` and a `footnote` label
--   2. the photo: an image view 200 points tall (scaleAspectFit)
--   3. the description: a label with numberOfLines = 0 (wraps without limit)
--   4. the author block: a row view with margins top 10, left 40, bottom 15, right 40 holding a
--      2-point rule (a UIView with a background colour), a 92-point author photo, and a centred
--      `footnote` name label
--
-- LMTableViewCell pins its content to the cell's layout margins; on a 375-point iPhone a table
-- cell's content margins are 11 points above and below and 16 at the sides, which `cell_margins`
-- reproduces here. Run: Scripts/listlab run Scripts/static-table.lua

local function cell_margins(node)
  return column { padding = { top = 11, left = 16, bottom = 11, right = 16 }, node }
end

local description = "The tiger is the largest living cat species, recognisable by its dark " ..
  "vertical stripes on orange fur with a white underside. It is an apex predator that hunts " ..
  "deer and wild boar, lives alone, and holds a territory that it marks to keep others away. " ..
  "Tigers once ranged from Turkey to the Russian Far East; today they live in fragmented " ..
  "populations across South and Southeast Asia."

local detail = list {
  style = "plain",  -- <LMTableView separator …>: a plain table with separators
  width = 320, height = 568,  -- an iPhone SE screen, as in 2016
  section "animal" {
    cell "name" { cell_margins(column {
      label { id = "titleLabel", text = "Bengal tiger", style = "headline" },
      label { id = "dateLabel", text = "Panthera tigris tigris", style = "footnote" },
    }) },
    cell "photo" { cell_margins(image { id = "articleImageView", height = 200 }) },
    cell "text" { cell_margins(label { id = "articleTextView", text = description, lines = 0 }) },
    cell "author" { cell_margins(column {
      row { padding = { top = 10, left = 40, bottom = 15, right = 40 },
        box { id = "rule", height = 2, color = "#666666" },
      },
      image { id = "authorImageView", height = 92 },
      label { id = "authorNameLabel", text = "Photo: J. Doe", style = "footnote", align = "center" },
    }) },
  },
}

-- The frames: each row is as tall as its content plus the 11 + 11 margins; separators sit in the
-- last pixel of every row but the last, from x = 16.
print(detail)
print()

-- The description row: the label wraps at 320 − 16 − 16 = 288 points; `lines=` counts the lines.
print(detail:subframes("text"))
print()

-- The author row: the rule is inset 40 from both sides of the 288-point column and sits 10
-- below its top; then 15 points of margin, the 92-point photo, and the name centred under it.
print(detail:subframes("author"))
print()

-- The screen is 568 points tall; the content is taller, so scroll to the end ("after scrolling"
-- in the article: scroll(y) clamps to the content) and see which rows are on screen.
local _, height = detail:content_size()
expect_frame(detail, "photo", { y = 58, h = 222 })  -- 10 + 200 + 12 points around the photo
expect(height > 568, "the content is taller than the 568-point screen")
detail:scroll(height)
print(("scrolled to %.3f of %.3f; visible rows: %s"):format(detail:offset(), height,
  table.concat(detail:visible(), ", ")))
show(detail)
