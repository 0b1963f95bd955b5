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

local function near(value, expected) return math.abs(value - expected) < 0.001 end

-- The three heights at @3x (a 17-point line is 20.287 → 20.333, n lines n × 20.287 rounded up):
--   note 16 + 20.333 + 4 + 20.333 + 16 = 76.667 (one line of body)
--   long 16 + 20.333 + 4 + 40.667 + 16 = 97     (two lines)
--   para 16 + 20.333 + 4 + 101.667 + 16 = 158   (five lines: 5 × 20.287 = 101.436 → 101.667)
-- so every three cells measure 76.667 + 97 + 158 = 331.667 instead of 3 × 80: +91.667.

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
-- At 80 points each, cells 1 … 7 start above 500 (cell 7 at 6 × 80 = 480, cell 8 at 560): seven are
-- measured, none above the top, and the content is 40 × 80 + 2 × 91.667 − 3.333 = 3380.
local pass = feed:invalidations()
expect(#pass == 7 and pass[7].id == 7, "cells 1 to 7 are measured")
expect(pass[1].estimated == 80 and near(pass[1].measured, 76.667) and near(pass[1].content_delta, -3.333)
  and pass[1].offset_delta == 0, "cell 1: 80 → 76.667, content −3.333, offset unchanged")
expect(near(height, 3380), "content 3380 after the first pass")

-- Scrolling down: the cells that appear are measured. Those below the viewport's top edge only
-- change the content size (offset +0); the one cut by the top edge is above it, so the offset
-- moves with it (offset +N = content +N) and the rows on screen do not jump.
print("— scroll down to 1500 —")
print(feed:scroll(1500))
_, height = feed:content_size()
print(("content size %.3f, offset %.3f, visible %s"):format(height, feed:offset(), table.concat(feed:visible(), ",")))
print()
-- Cells 8 … 16 stay at 80: cell 17 starts at 2 × 331.667 + 76.667 + 9 × 80 = 1460, above the top at
-- 1500, so its +17 moves the offset to 1517. Cells 17 … 23 intersect 1500 … 2000 at their estimates
-- (cell 23 at 1460 + 6 × 80 = 1940); content 3380 + 2 × 91.667 + 17 = 3580.333.
expect(feed:offset() == 1517, "cell 17, cut by the top edge, moves the offset by its +17")
expect(near(height, 3580.333), "content 3580.333")
expect(table.concat(feed:visible(), ",") == "17,18,19,20,21", "cells 17 to 21 on screen")

-- Jump further down without passing through: the cells in between stay estimated.
print("— jump to 2600 —")
local jump = feed:scroll(2600)
print(jump)
print()
-- Cell 28 is at 1460 + 97 + 158 + 76.667 + 97 + 158 + 76.667 + 97 (cells 17 … 23) + 4 × 80
-- (24 … 27, skipped) = 2540.333, above 2600: its −3.333 moves the offset to 2596.667.
expect(jump[1].id == 28 and near(jump[1].offset_delta, -3.333) and near(feed:offset(), 2596.667),
  "cell 28 shrinks above the top: the offset follows, 2600 − 3.333")
expect(#jump == 7 and jump[7].id == 34 and jump[7].offset_delta == 0, "cells 28 to 34 measured, only 28 above the top")

-- Scrolling back up a little (less than one estimated row): the cell that appears at the top is
-- above the viewport's top when it is measured, so the offset moves by the same amount as the
-- content and the rows already on screen move by exactly the 70 points scrolled — no jump.
local first = feed:visible()[1]
local before = feed:frame(first).y - feed:offset()
print("— scroll up by 70 —")
print(feed:scroll(feed:offset() - 70))
local after = feed:frame(first).y - feed:offset()
print(("cell %d was at %.3f from the viewport's top, and is at %.3f now (70 lower)"):format(first, before, after))
-- Cell 27 (2460.333, at 80) grows by 78 above the top: 2596.667 − 70 + 78 = 2604.667.
expect(near(feed:offset(), 2604.667), "the offset moves with cell 27's +78")
expect(near(after - before, 70), "the rows on screen move by exactly the 70 points scrolled")
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
-- Rows 1 … 7 start above 300 at 44 (row 7 at 264) and are measured; row 8 and day9 are not:
-- 28 + 3 × 63.333 + 28 + 2 × 63.333 (rows 1 … 7) + 44 (row 8) = 416.667, day9 still 44 tall.
expect_frame(thread, "day9", { y = 416.667, h = 44 })
expect(thread:frame("day9").estimated, "day9 waits at the estimate although its height is fixed")

-- Scrolling measures each row as it appears: a divider is corrected from 44 to its 28 points
-- (content size −16), the cells from 44 to the 63.333 their two lines need.
print("— scroll to day9 —")
local toDay9 = thread:scroll_to("day9")
print(toDay9)
print(thread:frame("day9"))
-- msg8 becomes 63.333 (11 + 20.333 + 3 + 18 + 11), so day9 lands at 372.667 + 63.333 = 436 and is
-- corrected from 44 to 28: content −16, below the top, so the offset stays.
expect_frame(thread, "day9", { y = 436, h = 28 })
expect(#toDay9 == 2 and toDay9[2].id == "day9" and toDay9[2].content_delta == -16 and toDay9[2].offset_delta == 0,
  "day9: 44 → 28, content −16, offset +0")
