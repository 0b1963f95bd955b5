-- demo: Seed 004 — self-sizing with estimated heights: invalidations, content size and offset
-- A single-column collection view layout: items are laid out at an estimated height until they
-- are displayed, then measured; the layout invalidates with content size and offset adjustments.

--- Twenty messages of three lengths, estimated at 80 points, in a 400-point viewport.
local cells = {}
for i = 1, 20 do
  local words = ({ "Short.", "A message that wraps onto a second line in this column.",
    "A long message that needs three lines or more, so its cell is well taller than the estimate of 80 points." })[(i - 1) % 3 + 1]
  cells[i] = cell(i) { column { padding = 16, label { text = "Message " .. i, style = "headline" }, label { text = words, lines = 0 } } }
end
local feed = list { style = "grid", columns = 1, spacing = 0, line_spacing = 0, estimated_height = 80, height = 400,
  section "feed" (cells) }

--- The cells that intersected the viewport at their estimates were displayed and measured.
print(feed:invalidations())

--- Scrolling down: new cells are measured; below the top edge they only change the content size.
print(feed:scroll(900))

--- Scrolling up a little: the cell appearing at the top is above the viewport's top, so the offset
--- moves with it (offset +N = content +N) and the screen does not jump.
print(feed:scroll(feed:offset() - 100))
show(feed)

--- Fixed heights wait at the estimate too: UIKit asks for a row's height only when the row is about
--- to be displayed. These 28-point rows start at 44; those on screen are corrected, the rest
--- stay `estimated` until scrolled to.
local days = {}
for i = 1, 12 do days[i] = cell("day" .. i) { height = 28 } end
local agenda = list { estimated_height = 44, height = 120, section "agenda" (days) }
print(agenda)
