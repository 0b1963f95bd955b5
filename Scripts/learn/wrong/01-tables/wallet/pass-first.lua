-- A typical wrong answer to 01-tables/wallet.lua: the pass's section put above the cards.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: below the cards

-- The Wallet look: insetGrouped
--
-- In iOS 12.2 the Wallet app showed its table inset by 16 points at the sides, with the first
-- and last cell of each section rounded. That is UITableView's .insetGrouped style:
--   * sections are inset by `inset` (16 points on a screen narrower than 390 points);
--   * the first cell of a section has `corners=top`, the last `corners=bottom`, and a cell
--     alone in its section `corners=all`;
--   * sections stand 35 points apart, as in the grouped style.
--
-- The boarding pass should stand on its own, rounded all round, below the two cards.
-- The corners come from where a cell stands in its section: change the sections, not the cells.

local l = list {
  style = "insetGrouped",
  section "passes" {
    cell "pass" {},
  },
  section "cards" {
    cell "visa" {},
    cell "amex" {},
  },
}

expect(l:frame("visa").corners == "top", "visa is the first cell of its section: corners=top")
expect(l:frame("amex").corners == "bottom", "amex is the last cell of the cards: corners=bottom")
expect(l:frame("pass").corners == "all", "the pass is alone in its section: corners=all")
expect_frame("amex", { x = 16, y = 44, w = 343, h = 44 })
expect_frame("pass", { x = 16, y = 123, w = 343 }, { message = "the pass stands in a section of its own below the cards" }) -- 44 + 44 + 35 between the sections
print(l)
