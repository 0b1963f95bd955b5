-- A masonry ("waterfall") layout from a Lua plugin: Scripts/plugins/waterfall.lua.
--
-- `layout(name, fn)` registers a style whose frames a Lua function computes — what a custom
-- UICollectionViewLayout does (seed 004's subject). The function asks the core for each item's
-- measured height at the column width, places each item in the shortest column, and returns the
-- frames; the core checks them (every item once, finite, non-negative, inside the width), snaps
-- them to the pixel grid, and then treats the style like a built-in one: frames, wireframes,
-- scrolling and animated transitions all work.
-- Run: Scripts/listlab run Scripts/waterfall.lua

require "waterfall"

-- Photo cards of varied heights: an image of a fixed height and a caption that wraps.
local function photo(id, height, caption)
  return cell(id) {
    column { spacing = 4, padding = { 0, 0 },
      image { height = height },
      label { text = caption, style = "footnote", lines = 2 },
    },
  }
end

local captions = { "Harbour at dawn", "A very long caption that wraps onto a second line", "Market", "Old town",
  "Snow on the pass", "Night train", "Lighthouse", "The river delta seen from the hills above" }
local photos = {}
for i = 1, 16 do
  photos[i] = photo("p" .. i, 60 + (i * 53) % 120, captions[(i - 1) % #captions + 1])
end

local wall = list {
  style = "waterfall", height = 500,
  columns = 2, spacing = 8, line_spacing = 12, insets = { top = 8, left = 12, bottom = 8, right = 12 },
  section "photos" { header = "Photos", table.unpack(photos) },
}

-- Each item went to the shortest column: the x values alternate irregularly.
print(wall)
print()
show(wall, { columns = 50 })
print()
-- Columns (375 − 12 − 12 − 8) / 2 = 171.5 wide, at x = 12 and 12 + 171.5 + 8 = 191.5; their edges
-- 183.5 and 191.5 fall half way between two pixels at @3x and round up, to 183.667 and 191.667
-- (w 171.667 and 171.333). Items start below the header (6 + 20.333 + 6 = 32.333) and the top
-- inset: 40.333. Photo i is 60 + (53 i mod 120) + 4 + its caption, 15.667 a line (13 × 1.1934 =
-- 15.514 → 15.667), the long one 2 lines, 31.333:
--   p1 60 + 53 + 4 + 15.667 = 132.667 → column 1 (a tie goes left), ends 40.333 + 132.667 + 12 = 185
--   p2 60 + 106 + 4 + 31.333 = 201.333 → column 2 (40.333 < 185), ends 40.333 + 201.333 + 12 = 253.667
--   p3 60 + 39 + 4 + 15.667 = 118.667 → column 1 (185 < 253.667), ends 185 + 118.667 + 12 = 315.667
--   p4 60 + 92 + 4 + 15.667 = 171.667 → column 2 (253.667 < 315.667), ends 437.333
--   p5 60 + 25 + 4 + 15.667 = 104.667 → column 1 (315.667), ends 432.333; p6 → column 1 again
--      (432.333 < 437.333), p7 → column 2 at 437.333
expect_frame(wall, "p1", { x = 12, y = 40.333, w = 171.667, h = 132.667 })
expect_frame(wall, "p2", { x = 191.667, y = 40.333, w = 171.333, h = 201.333 })
expect_frame(wall, "p3", { x = 12, y = 185, h = 118.667 })
expect_frame(wall, "p4", { x = 191.667, y = 253.667, h = 171.667 })
expect_frame(wall, "p6", { x = 12, y = 432.333 })
expect_frame(wall, "p7", { x = 191.667, y = 437.333 })
-- The last items: p15 ends at 1119 + 154.667 = 1273.667, p16 at 1177 + 103.333 = 1280.333, the
-- taller column, + 8 of bottom inset = 1288.333.
expect(math.abs(select(2, wall:content_size()) - 1288.333) < 0.001, "content 1280.333 + 8")

-- Scrolling works as for built-in styles: the offset is clamped and `visible` lists what is on screen.
wall:scroll(600)
print(("offset %.3f, visible: %s"):format(wall:offset(), table.concat(wall:visible(), ", ")))
print()
-- 600 … 1100: p8 (540 … 699.333) to p14 (from 1005.333); p7 ends at 528, p15 starts at 1119.
expect(table.concat(wall:visible(), ",") == "p8,p9,p10,p11,p12,p13,p14", "p8 to p14 on screen at 600")

-- An insertion at the top re-runs the layout: the new photo takes the shortest column and every
-- other item moves to its new place. The transition animates the frames the plugin computed.
wall:scroll(0)
local t = wall:insert(photo("new", 90, "Just added"), { before = "p1" }, { steps = 2 })
print(t)
show(t, 1, { columns = 50 })
-- new (90 + 4 + 15.667 = 109.667) takes column 1; p1 then column 2 at the top; p2 column 1 below
-- new, at 40.333 + 109.667 + 12 = 162; p3 column 2 below p1, at 40.333 + 132.667 + 12 = 185.
expect_frame(wall, "new", { x = 12, y = 40.333, h = 109.667 })
expect_frame(wall, "p1", { x = 191.667, y = 40.333 })
expect_frame(wall, "p2", { x = 12, y = 162 })
expect_frame(wall, "p3", { x = 191.667, y = 185 })

-- A wider screen: the same plugin with adaptive columns at least 110 points wide.
local wide = list { style = "waterfall", width = 430, columns = { min_width = 110 }, spacing = 8, line_spacing = 8,
  section "photos" (photos) }
local xs = {}
for _, f in ipairs(wide:frames()) do xs[f.x] = true end
local count = 0
for _ in pairs(xs) do count = count + 1 end
print(("\n%d columns at 430 points"):format(count))
-- ⌊(430 + 8) / (110 + 8)⌋ = ⌊3.71⌋ = 3 columns of (430 − 2 × 8) / 3 = 138.
expect(count == 3, "three columns of at least 110 points fit in 430")
expect(math.abs(wide:frame("p1").w - 138) < 0.001, "each column is 138 points wide")
