-- Orthogonal sections
--
-- A section of a vertical compositional layout can scroll sideways: `orthogonal =` sets its
-- orthogonalScrollingBehavior. Its groups are then placed across, `spacing` apart, and the
-- section is as tall as one group. Where a drag comes to rest depends on the behaviour:
--   continuous                       where the finger let go;
--   continuousGroupLeadingBoundary   at the nearest group's leading edge;
--   paging                           at the nearest multiple of the section's width;
--   groupPaging                      at the nearest group boundary, at most one group away;
--   groupPagingCentered              with the nearest group centred, at most one group away.
-- `l:scroll_section(id, x)` is a drag released at x; `l:section_offset(id)` where it rests.
--
-- The featured cards below (0.8 of the width: 300 points, 10 apart) stack down the list. Make the
-- section a carousel that pages from card to card.

local cards = {}
for i = 1, 5 do
  cards[i] = cell("f" .. i) {}
end

local l = list {
  layout = compositional {
    section = layout_section {
      hgroup { width = fractional_width(0.8), height = absolute(200), item {} },
      spacing = 10,
      -- TODO: scroll sideways, paging from card to card
    },
  },
  section "featured" (cards),
}

expect_frame("f2", { x = 310, y = 0 }, { message = "an orthogonal section lays its groups side by side" }) -- beside f1: 300 + 10
expect(select(2, l:content_size()) == 200, "the section is one row of cards tall")
l:scroll_section("featured", 200) -- a drag released at 200
expect(l:section_offset("featured") == 310, ("paging by group: the row comes to rest at a group boundary, f2's leading edge at the edge: 310 (it rests at %g)"):format(l:section_offset("featured")))
print(l)
