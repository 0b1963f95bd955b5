-- Separators
--
-- A separator is one pixel tall (0.333 points at @3x) and lies at the bottom of each cell but
-- the last of its section. It starts `separator_inset` points from the leading edge of the
-- cell's content view and runs to the cell's trailing edge. By default the inset is the layout
-- margin: 16 points on a screen narrower than 390 points. Separators change no heights.
--
-- In Settings a row shows a 29-point icon 16 points from the edge, then 16 points of space,
-- then its text, and the separator starts under the text, not under the icon.
-- Work out where the text starts and give the separators that inset.

local l = list {
  style = "plain",
  separator_inset = 61, -- 16 to the icon + 29 of icon + 16 of space
  section "radios" {
    cell "airplane" { height = 44 },
    cell "wifi" { height = 44 },
    cell "bluetooth" { height = 44 },
  },
}

-- The separator under "wifi": at the bottom of its cell (44 + 44 − 0.333), from the text to the edge.
expect_frame("wifi", { x = 61, y = 87.667, w = 314, h = 0.333 }, { kind = "separator", message = "a separator starts where the text starts, past the icon and its space" })
expect_frame("airplane", { x = 61, w = 314 }, { kind = "separator" })
local separators = 0
for _, f in ipairs(l:frames()) do
  if f.kind == "separator" then separators = separators + 1 end
end
expect(separators == 2, "three rows have two separators: none under the last row of a section")
print(l)
