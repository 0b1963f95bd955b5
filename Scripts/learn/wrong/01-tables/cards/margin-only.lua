-- A typical wrong answer to 01-tables/cards.lua: the margin changed, the spacing left at 8.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: card_spacing

-- Cards in a table
--
-- Seed 000: an Android app shows a list of cards; on iOS the simplest way is a UITableView whose
-- cells each hold a "card" view inset inside the cell's content view. The `cards` style does
-- that: each cell carries a card inset by `card_margin` at the sides, `card_margin` above a
-- section's first card and below its last, and `card_spacing / 2` above and below the others.
-- The cell is as tall as its card plus those margins.
--
-- With the defaults (8 and 8) two 60-point cards give cells of 8 + 60 + 4 = 72 points and
-- 4 + 60 + 8 = 72, and the cards stand 8 points apart.
--
-- The designer wants more air: 12 points around the cards and 12 points between them.

local l = list {
  style = "cards",
  card_margin = 12, -- 12 around the cards
  card_spacing = 8,
  section "status" {
    cell "build" { height = 60 },
    cell "deploy" { height = 60 },
  },
}

expect_frame("build", { x = 12, y = 12, w = 351, h = 60 }, { kind = "card", message = "card_margin: 12 points around the cards" })
expect_frame("deploy", { x = 12, y = 84, w = 351, h = 60 }, { kind = "card", message = "card_spacing: 12 points between two cards" }) -- 12 + 60 + 12
expect_frame("build", { y = 0, h = 78 }) -- the cell: 12 above + 60 + 6 below
expect_frame("deploy", { y = 78, h = 78 }) -- 6 above + 60 + 12 below
expect(select(2, l:content_size()) == 156, "two cells of 78 points")
print(l)
