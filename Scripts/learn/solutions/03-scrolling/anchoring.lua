-- Anchoring: scrolling up into estimated cells
--
-- Seed 004's self-sizing layout: when a cell measured on display differs from its estimate, the
-- layout's invalidation context carries a contentSizeAdjustment (the difference), and — when the
-- cell's top is above the viewport's top — a contentOffsetAdjustment of the same difference, so
-- that the cells already on screen do not jump. ListLab reports both
-- (`invalidated cell 14 …: estimated 100 → measured 60 · content size -40 · offset -40`).
--
-- So after `l:scroll(y)` the list is not always at y: scrolling up into estimated cells moves
-- the offset by what they measured. The check below wants cell 15 to move down the screen by
-- exactly the 50 points scrolled. It computes the cell's place on screen against the offset it
-- asked for. Fix the computation.

local messages = {}
for i = 1, 30 do
  messages[i] = cell(i) { height = 60 }
end
local l = list { estimated_height = 100, section "feed" (messages) }

-- Jump down: cells 13 and 14, above the viewport, keep their estimate.
l:scroll(1000)
local before = l:frame(15).y - l:offset() -- cell 15's distance from the viewport's top

local target = l:offset() - 50
print(l:scroll(target)) -- cell 14 appears, above the viewport's top, and is measured
local after = l:frame(15).y - l:offset() -- the offset the list is at: 40 above the target

expect(
  math.abs((after - before) - 50) < 0.001,
  ("measured from the offset the list is at, cell 15 moves down the screen by the 50 points scrolled, no jump (it moved %.3f)"):format(after - before))
expect(l:offset() == target - 40, "the offset moved by the measured difference, 60 − 100 = −40")
