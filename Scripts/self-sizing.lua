-- Seed 004 — a self-sizing single-column collection view layout with estimated heights.
--
-- The article's TableLayout (a UICollectionViewFlowLayout subclass) gives every item an estimated
-- height until it is displayed. Then the cell is asked preferredLayoutAttributesFitting(_:); when
-- the answer differs, the layout invalidates with a context carrying
--   contentSizeAdjustment   — the height difference, added to the content size, and
--   contentOffsetAdjustment — the same difference when the item's top is above the viewport's
--                             top, so that what the user sees does not jump.
-- It caches sizes by something other than index paths (so a deletion does not invalidate the
-- cache) — ListLayout keys measured heights by cell id and keeps them across diffs.
--
-- ListLab does the same with `estimated_height`: each cell is laid out at the estimate until it
-- intersects the viewport, then measured; every invalidation is reported.
-- Run: Scripts/listlab run Scripts/self-sizing.lua

local paragraphs = {
  "Short note.",
  "A longer message that wraps onto a second line in a 375-point column.",
  "Self-sizing means the cell decides its own height: the layout asks it once it is on screen, "
    .. "and moves everything below it when the answer differs from the estimate.",
}

local cells = {}
for i = 1, 40 do
  local body = paragraphs[(i - 1) % 3 + 1]
  cells[i] = cell(i) {
    column { padding = 16, spacing = 4,
      label { text = "Message " .. i, style = "headline" },
      label { text = body, lines = 0 },
    },
  }
end

local feed = list {
  style = "grid", columns = 1, spacing = 0, line_spacing = 0,  -- a single-column collection view
  estimated_height = 80,
  height = 500,
  section "feed" (cells),
}

-- At offset 0 the cells that intersect the viewport at their estimates are displayed and measured
-- in one pass; the rest keep the estimate (marked `estimated`).
print("— first layout —")
print(feed:invalidations())
local _, height = feed:content_size()
print(("content size %.3f, offset %.3f"):format(height, feed:offset()))
print()

-- Scrolling down: the cells that appear are measured. Those below the viewport's top edge only
-- change the content size (offset +0); the one cut by the top edge is above it, so the offset
-- moves with it (offset +N = content +N) and the rows on screen do not jump.
print("— scroll down to 1500 —")
print(feed:scroll(1500))
_, height = feed:content_size()
print(("content size %.3f, offset %.3f, visible %s"):format(height, feed:offset(), table.concat(feed:visible(), ",")))
print()

-- Jump further down without passing through: the cells in between stay estimated.
print("— jump to 2600 —")
print(feed:scroll(2600))
print()

-- Scrolling back up a little (less than one estimated row): the cell that appears at the top is
-- above the viewport's top when it is measured, so the offset moves by the same amount as the
-- content and the rows already on screen move by exactly the 70 points scrolled — no jump.
local first = feed:visible()[1]
local before = feed:frame(first).y - feed:offset()
print("— scroll up by 70 —")
print(feed:scroll(feed:offset() - 70))
local after = feed:frame(first).y - feed:offset()
print(("cell %d was at %.3f from the viewport's top, and is at %.3f now (70 lower)"):format(first, before, after))
print()
show(feed)
print()

-- Fixed heights are estimated too. UIKit asks tableView(_:heightForRowAt:) (or the cell) only for
-- the rows it is about to display; until then every row is laid out at estimatedRowHeight, even
-- one whose height is fixed. Here every fourth row is a 28-point day divider with a fixed
-- height, and the rows between are built-in cells: all start at the 44-point estimate.
local rows = {}
for i = 1, 24 do
  if i % 4 == 1 then
    rows[#rows + 1] = cell("day" .. i) { height = 28, separator = false }
  else
    rows[#rows + 1] = cell("msg" .. i) { text = "Message " .. i, secondary = "Delivered" }
  end
end
local thread = list { estimated_height = 44, height = 300, section "thread" (rows) }
print("— fixed-height dividers: the first layout —")
print(thread:invalidations())
print(thread:frame("day9"))
print()

-- Scrolling measures each row as it appears: a divider is corrected from 44 to its 28 points
-- (content size −16), the cells from 44 to the 63.333 their two lines need.
print("— scroll to day9 —")
print(thread:scroll_to("day9"))
print(thread:frame("day9"))
