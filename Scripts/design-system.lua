-- Seed 002 — "Cells creation in iOS" (hh.ru): a screen assembled from design-system cells.
--
-- The designer's screen has three sections:
--   main: the profile (Image+Title+Subtitle | Chevron, separator insets 16/16) and the country of
--         the search (Title | Detail+Chevron, no separator)
--   menu: Icon+Title cells with no right part; the section has an L inset at the top and bottom
--         and 0 on the left and right
--   push: PUSH notifications, with a header of the Large type and Checkbox+Title cells
-- hh.ru builds it with UICollectionView only; each section describes its own layout (insets,
-- spacing, columns). Items are diffed by a difference id and an Equatable content — ListLab's
-- cell id and declaration. The cells come from Scripts/plugins/design_system.lua.
-- Run: Scripts/listlab run Scripts/design-system.lua

local ds = require "design_system"
local s = ds.space

local function screen(state)
  local menu, push = {}, {}
  for i, item in ipairs(state.menu) do
    menu[i] = ds.cell("menu." .. item.id, { left = IconTitle { icon = item.icon, title = item.title } })
  end
  for i, item in ipairs(state.push) do
    push[i] = ds.cell("push." .. item.id, {
      left = CheckboxTitle { checked = item.checked, title = item.title },
      enabled = item.enabled,
    })
  end
  return {
    section "main" {
      ds.cell("profile", {
        left = ImageTitleSubtitle { image = "avatar", title = "Timur Shafigullin", subtitle = "iOS developer" },
        right = Chevron {},
        separator = { left = 16, right = 16 },
      }),
      ds.cell("country", {
        left = Title { title = "Country of search" },
        right = DetailChevron { text = state.country },
      }),
    },
    section "menu" { insets = { top = s.l, left = 0, bottom = s.l, right = 0 }, table.unpack(menu) },
    section "push" { header = LargeHeader { title = "PUSH notifications" }, table.unpack(push) },
  }
end

local state = {
  country = "Russia",
  menu = {
    { id = "favorites", icon = "star", title = "Favourites" },
    { id = "responses", icon = "envelope", title = "Responses" },
    { id = "settings", icon = "gear", title = "Settings" },
  },
  push = {
    { id = "messages", title = "New messages from employers", checked = true },
    { id = "vacancies", title = "Vacancy recommendations", checked = false },
    { id = "news", title = "News and promotions", checked = false, enabled = false },
  },
}

local l = list { style = "grid", columns = 1, spacing = 0, line_spacing = 0, table.unpack(screen(state)) }
print(l)
print()
show(l)
print()

-- Inside the profile cell: the left part starts at m = 16 and stretches; the right part (the
-- chevron) has xs = 4 on its left and m = 16 on its right; the separator is inset 16 and 16.
print(l:subframes("profile"))
print()

-- The state changes: news become available and get checked, the country changes, and a menu item
-- is added. The diff finds updates (same id, new content) and an insert.
state.country = "Kazakhstan"
state.push[3].enabled = true
state.push[3].checked = true
table.insert(state.menu, 3, { id = "resume", icon = "doc", title = "My résumé" })
local t = l:apply(screen(state), { steps = 2 })
print(t)
print()
print(l)
