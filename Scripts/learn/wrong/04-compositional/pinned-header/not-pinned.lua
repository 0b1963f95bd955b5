-- A typical wrong answer to 04-compositional/pinned-header.lua: a header that scrolls away.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: stays at the viewport's top

-- Boundary items and pinned headers
--
-- A section's header in a compositional layout is a boundary supplementary item
-- (`header = boundary {…}`). At the top it takes space of its own above the section's top inset,
-- so the first cell starts at header + inset. With `pin = true` (pinToVisibleBounds) it floats at
-- the viewport's top while its section is under it; `z = 2` draws it over the cells that scroll
-- under it (they have z 0).
--
-- The inbox's header below scrolls away with the list. Make it stay on top while the inbox
-- scrolls, drawn over its messages. (A string header is a headline line with 6 points above and
-- below: 6 + 20.333 + 6 = 32.333.)

local rows = {}
for i = 1, 30 do
  rows[i] = cell("r" .. i) { height = 50 }
end

local l = list {
  layout = compositional {
    section = layout_section {
      vgroup { item { height = absolute(50) } },
      insets = 10,
      header = boundary {},
    },
  },
  section "inbox" { header = "Inbox", table.unpack(rows) },
}

expect_frame("r1", { x = 10, y = 42.333 }) -- 32.333 of header, then the 10-point inset
l:scroll(300)
expect_frame("inbox", { x = 10, y = 300, h = 32.333 }, { kind = "header", message = "a pinned header stays at the viewport's top" }) -- at the viewport's top
local header
for _, f in ipairs(l:frames()) do
  if f.kind == "header" then header = f end
end
expect(header.pinned and header.z == 2, "the header is pinned, and drawn above the cells (z = 2)")
print(l)
