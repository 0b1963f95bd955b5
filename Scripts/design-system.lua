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
-- At @3x a 17-point line is 20.333, a 15-point one 18, a 22-point title2 26.254 → 26.333.
-- profile: sm + (20.333 + xxs 2 + 18, taller than the 40-point image) + sm + the 1/3 separator
--          = 12 + 40.333 + 12 + 0.333 = 64.667
-- country: 12 + 20.333 + 12 = 44.333 (no separator)
-- menu:    l = 24 below the main section: 64.667 + 44.333 + 24 = 133; each 12 + 24 (icon) + 12 = 48
-- push:    the header at 133 + 3 × 48 + 24 = 301, l + 26.333 + s = 24 + 26.333 + 8 = 58.333 tall;
--          the cells 12 + 22 (checkbox) + 12 = 46 from 301 + 58.333 = 359.333
expect_frame(l, "profile", { x = 0, y = 0, w = 375, h = 64.667 })
expect_frame(l, "country", { y = 64.667, h = 44.333 })
expect_frame(l, "menu.favorites", { y = 133, h = 48 })
expect_frame(l, "menu.settings", { y = 229, h = 48 })
expect_frame(l, "push.messages", { y = 359.333, h = 46 })
expect(l:frame("push.news").alpha == 0.5, "a disabled cell is drawn at alpha 0.5")
-- 451.333 + 46 = 497.333
expect(math.abs(select(2, l:content_size()) - 497.333) < 0.001, "the screen is 497.333 points tall")
show(l)
print()

-- Inside the profile cell: the left part starts at m = 16 and stretches; the right part (the
-- chevron) has xs = 4 on its left and m = 16 on its right; the separator is inset 16 and 16.
print(l:subframes("profile"))
print()
local parts = {}
for _, f in ipairs(l:subframes("profile")) do parts[f.id or f.kind] = f end
-- The image at m = 16, the title after it and sm: 16 + 40 + 12 = 68; the chevron m from the right,
-- 375 − 16 − 8 = 351, its part starting xs before it: 351 − 4 = 347; the separator 375 − 16 − 16 = 343.
expect(parts.image.x == 16 and parts.title.x == 68, "image at m, title at m + 40 + sm")
expect(parts.chevron.x == 351 and parts.right.x == 347, "chevron at 375 − m − 8, after an xs indent")
expect(parts.box.x == 16 and parts.box.w == 343, "separator inset m and m")

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
-- Two stages: the reloads of country and news at their old index paths [0,1] and [2,2], then the
-- insert of the résumé at [1,2]; the settings move one row down (229 + 48 = 277), and so does
-- everything after it (the push header 301 + 48 = 349).
expect(#t.stages == 2 and t.stages[1].kind == "item updates" and t.stages[2].kind == "item inserts and moves",
  "updates first, then the insert")
local updated = t.stages[1].updated
expect(#updated == 2 and updated[1].section == 0 and updated[1].item == 1
  and updated[2].section == 2 and updated[2].item == 2, "reloads of [0,1] and [2,2]")
local inserted = t.stages[2].inserted
expect(#inserted == 1 and inserted[1].section == 1 and inserted[1].item == 2, "the résumé is inserted at [1,2]")
expect_frame(l, "menu.settings", { y = 277 })
expect((l:frame("push.news").alpha or 1) == 1, "news, enabled now, is drawn opaque")
