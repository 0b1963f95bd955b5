-- Scrolling to a cell
--
-- `l:scroll(y)` sets the content offset (UIKit's contentOffset.y), clamped to the content.
-- `l:scroll_to(id)` scrolls the least distance that shows the cell whole — as
-- scrollToRow(at:at: .none, animated:) does: a cell below the viewport ends up at its bottom edge,
-- a cell above at its top edge, a cell already visible stays where it is.
--
-- The code below wants to bring row 20 into view, but scrolls it to the top of the viewport.
-- The design wants the least scrolling. With 50-point rows, row 20 spans 950 to 1000, and a
-- 667-point viewport shows it at its bottom edge from offset 1000 − 667 = 333.

local rows = {}
for i = 1, 30 do
  rows[i] = cell("row" .. i) { height = 50 }
end
local l = list { section "inbox" (rows) }

l:scroll_to("row20") -- the least distance: row20 ends up at the bottom edge

expect(l:offset() == 333, ("the least distance that shows row20 whole puts its bottom at the viewport's bottom: offset 1000 − 667 = 333 (it is %g)"):format(l:offset()))
local visible = l:visible()
expect(visible[1] == "row7", "row7 (300 to 350) is the first cell in view")
expect(visible[#visible] == "row20", "row20 is the last cell in view")
