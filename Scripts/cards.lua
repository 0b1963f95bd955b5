-- Seed 000 — "a list of cards" on iOS with a plain UITableView.
--
-- The article's Android app shows status cards (a RecyclerView of CardViews). On iOS the author
-- first built a self-sizing UICollectionView with a custom layout, then replaced it with a
-- UITableView: each StatusTableViewCell holds a "container view" (the card) pinned to the content
-- view by four constraints, and cellForRowAt sets their constants:
--
--   left/right: 8    top: 8 for the first row, else 4    bottom: 8 for the last row, else 4
--
-- so cards stand 4 + 4 = 8 points apart and 8 points from the edges. rowHeight is automatic,
-- estimatedRowHeight is 44 and separators are off. An AppConfig.displayStatesAsCards switch turns
-- the card look off: the four constants become 0 and the rows touch.
--
-- ListLab's `cards` style is that recipe: `card_margin` (8) and `card_spacing` (8, half above
-- and half below each card). Run: Scripts/listlab run Scripts/cards.lua

-- One status: an icon, a title/date/description column, and a value column with a level icon and
-- an alert badge that is hidden when there are no alerts (a hidden view takes no space).
local function status(id, title, date, description, value, alerts)
  return cell(id) {
    row { spacing = 8, padding = 8, align = "top",
      image { id = "icon", width = 32, height = 32 },              -- AppConfig.iconSize
      column { spacing = 2,
        label { id = "title", text = title, style = "headline" },
        label { id = "date", text = date, style = "caption1" },
        label { id = "description", text = description, style = "subheadline", lines = 0 },
      },
      column { spacing = 4, align = "trailing",
        label { id = "value", text = value, style = "title3" },
        image { id = "level", width = 24, height = 24 },            -- AppConfig.levelIconSize
        label { id = "alerts", text = tostring(alerts or 0), style = "caption2", hidden = alerts == nil },
      },
    },
  }
end

local statuses = {
  status("battery", "Battery", "Today, 09:12", "Charged to 84 %; the cells are balanced.", "84 %"),
  status("temperature", "Temperature", "Today, 09:10",
    "Above the comfort range for more than two hours. Check the ventilation of the room.", "31 °C", 2),
  status("network", "Network", "Yesterday", "Online.", "LTE"),
}

-- displayStatesAsCards = true: the cards style with the seed's margins.
local cards = list {
  style = "cards",
  estimated_height = 44,     -- tableView.estimatedRowHeight = 44.0
  card_margin = 8,           -- containerView left/right, and top of the first / bottom of the last
  card_spacing = 8,          -- 4 + 4 between consecutive cards
  section "states" (statuses),
}

-- With estimated heights, only the rows on screen are measured; here all three fit, so the
-- first layout pass measured them (see the invalidations: each estimate of 44 became the card's
-- measured height plus its margins).
print(cards:invalidations())
print()
-- Each cell line is the full-width row; the `card` line under it is the container view, inset by
-- 8 at the sides, 8 on top of the first, 4 + 4 between cards and 8 under the last.
print(cards)
print()
show(cards)
print()

-- Where exactly is the temperature card? 8 from the left, and its description wraps (lines=3).
local card = cards:card("temperature")
print(("temperature card: x=%g y=%.3f w=%g h=%.3f"):format(card.x, card.y, card.w, card.h))
-- The seed's constraints as expectations (`listlab test Scripts/cards.lua` checks them).
expect_frame(cards, "temperature", { x = 8, w = 359 }, { kind = "card" })
expect(card.y - cards:frame("temperature").y == 4, "4 points above a card that follows another")
expect(select(2, cards:content_size()) == cards:card("network").y + cards:card("network").h + 8,
  "8 points under the last card")
print(cards:subframes("temperature"))
print()

-- displayStatesAsCards = false: the constants are 0, so it is a plain table without separators;
-- the rows touch and there is no card frame.
local plain = list {
  style = "plain", separators = false, estimated_height = 44,
  section "states" (statuses),
}
print(plain)
