-- Seed 002's section layouts — a collection view whose sections each have their own layout:
-- minimum spacing between items and lines, content insets, and a column count that is either
-- fixed or adaptive (as many columns as fit the width).
--
-- ListLab's `grid` style: item width = (available − (n − 1) · spacing) / n for n columns, a line
-- is as tall as its tallest item, lines are `line_spacing` apart. Per section, `columns`,
-- `spacing`, `line_spacing`, `insets` and `align` override the list's values.
-- Run: Scripts/listlab run Scripts/grid.lua

local function tiles(prefix, count, height)
  local cells = {}
  for i = 1, count do cells[i] = cell(prefix .. i) { height = height } end
  return cells
end

local function tags(words)
  local cells = {}
  for i, word in ipairs(words) do
    cells[i] = cell("tag." .. word) { row { padding = { 6, 12 }, label { text = word, style = "subheadline" } } }
  end
  return cells
end

local screen = list {
  style = "grid",
  spacing = 8, line_spacing = 8,
  -- Fixed: three photo tiles per line, 16-point insets.
  section "photos" { header = "Photos", columns = 3, insets = 16, table.unpack(tiles("photo", 7, 100)) },
  -- Adaptive: as many columns of at least 90 points as fit (3 at 375 points wide).
  section "tags" { header = "Tags", columns = { min_width = 90 }, insets = { top = 8, left = 16, bottom = 8, right = 16 },
    table.unpack(tags({ "swift", "lua", "layout", "diffing", "uikit", "android", "teaching" })) },
  -- The seed's menu section: one column, an L (16-point) inset at the top and bottom, 0 at the sides.
  section "menu" { header = "Menu", columns = 1, line_spacing = 0, insets = { top = 16, bottom = 16 },
    cell "profile" { text = "Profile", accessory = "chevron" },
    cell "settings" { text = "Settings", accessory = "chevron" } },
}

print(screen)
print()
show(screen)
print()

-- The same grid on a wider screen: the adaptive section gains a column (4 of at least 90 points fit
-- in 430 − 2 × 16), the fixed one does not.
local wide = list {
  style = "grid", width = 430, spacing = 8, line_spacing = 8,
  section "photos" { columns = 3, insets = 16, table.unpack(tiles("photo", 3, 100)) },
  section "tags" { columns = { min_width = 90 }, insets = 16,
    table.unpack(tags({ "swift", "lua", "layout", "diffing" })) },
}
for _, f in ipairs(wide:frames()) do
  if f.kind == "cell" then print(("%-12s x=%-8.3f w=%.3f"):format(f.id, f.x, f.w)) end
end
expect(wide:frame("tag.diffing").y == wide:frame("tag.swift").y, "at 430 points the four tags share a line")
