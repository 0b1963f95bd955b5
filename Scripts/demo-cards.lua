-- demo: Seed 000 — status cards in a plain UITableView, margins and all
-- An Android list of CardViews, rebuilt on iOS with a table view whose cells hold a "card"
-- container view pinned by four constraints: 8 at the sides, 8 above the first and below the
-- last card, 4 + 4 between cards.

--- A status cell is a row: an icon, a column of a title and a wrapping detail, and a value on
--- the right. Three of them, declared once as data.
local function status(id, title, detail, value)
  return cell(id) {
    row { spacing = 8, padding = 8, align = "top",
      image { width = 32, height = 32 },
      column { spacing = 2,
        label { text = title, style = "headline" },
        label { text = detail, style = "subheadline", lines = 0 },
      },
      label { text = value, style = "title3" },
    },
  }
end
local statuses = {
  status("battery", "Battery", "Charged; the cells are balanced.", "84 %"),
  status("temperature", "Temperature", "Above the comfort range for two hours. Check the ventilation.", "31 °C"),
  status("network", "Network", "Online.", "LTE"),
}

--- displayStatesAsCards = true: the `cards` style puts each cell's content in a card inset by
--- card_margin, with card_spacing split 4 + 4 between consecutive cards. The cell is as tall as
--- its card plus those margins.
local cards = list { style = "cards", card_margin = 8, card_spacing = 8, section "states" (statuses) }
print(cards)

--- Drawn: each card stands 8 points from the edges and 8 from the next card.
show(cards)

--- displayStatesAsCards = false: the constraints are 0 — a plain table without separators, the
--- rows touching. Same content, smaller heights.
print(list { style = "plain", separators = false, section "states" (statuses) })
