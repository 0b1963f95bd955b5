-- A typical wrong answer to 02-self-sizing/self-sizing.lua: the fixed height left as it was.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: as tall as its content

-- Let the content decide
--
-- Since iOS 8 a table view cell can size itself: its height is what its content needs at the
-- cell's width. Here a column stacks its children: padding + the children + `spacing` between
-- them + padding. A `headline` line is 20.333 points tall at @3x, a `footnote` line 15.667.
--
-- A fixed `height` wins over the content: the cell is that tall whatever its content needs, and
-- content that needs more is cut off — the "3 unread" line below hangs out of its 44-point cell.
-- Let the inbox row size itself.

-- The list is built at two text sizes: the cell the content decides grows with the text.
local function mail(text_size)
  return list {
    content_size = text_size,
    section "mail" {
      cell "inbox" {
        height = 44,
        column {
          padding = 12,
          spacing = 2,
          label { id = "title", text = "Inbox", style = "headline" },
          label { id = "unread", text = "3 unread", style = "footnote" },
        },
      },
      cell "sent" { height = 44 },
    },
  }
end
local large, l = mail("accessibility2"), mail("large") -- l, built last, is the one expect_frame checks

-- The subframe of `id` in the cell's coordinates, and a comparison to a thousandth of a point.
local function node(cell_id, id)
  for _, n in ipairs(l:subframes(cell_id)) do
    if n.id == id then return n end
  end
end
local function near(a, b) return math.abs(a - b) < 0.001 end

expect_frame("inbox", { y = 0, h = 62 }, { message = "without a fixed height a cell is as tall as its content" }) -- 12 + 20.333 + 2 + 15.667 + 12
expect_frame("sent", { y = 62 })
local unread = node("inbox", "unread")
expect(near(unread.y, 34.333), ("the footnote line lies at 12 + 20.333 + 2 = 34.333 (it is at %.3f)"):format(unread.y))
expect(
  near(l:frame("inbox").h - (unread.y + unread.h), 12),
  ("the footnote line ends 12 points above the cell's bottom (it ends at %.3f of %.3f)"):format(
    unread.y + unread.h, l:frame("inbox").h))
expect(
  large:frame("inbox").h > 62,
  ("without a fixed height a cell is as tall as its content: at a larger text size it grows (it is %g)"):format(
    large:frame("inbox").h))
print(l)
print(l:subframes("inbox"))
