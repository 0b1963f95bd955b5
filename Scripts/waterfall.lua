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

-- Scrolling works as for built-in styles: the offset is clamped and `visible` lists what is on screen.
wall:scroll(600)
print(("offset %.3f, visible: %s"):format(wall:offset(), table.concat(wall:visible(), ", ")))
print()

-- An insertion at the top re-runs the layout: the new photo takes the shortest column and every
-- other item moves to its new place. The transition animates the frames the plugin computed.
wall:scroll(0)
local t = wall:insert(photo("new", 90, "Just added"), { before = "p1" }, { steps = 2 })
print(t)
show(t, 1, { columns = 50 })

-- A wider screen: the same plugin with adaptive columns at least 110 points wide.
local wide = list { style = "waterfall", width = 430, columns = { min_width = 110 }, spacing = 8, line_spacing = 8,
  section "photos" (photos) }
local xs = {}
for _, f in ipairs(wide:frames()) do xs[f.x] = true end
local count = 0
for _ in pairs(xs) do count = count + 1 end
print(("\n%d columns at 430 points"):format(count))
