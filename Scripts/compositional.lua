-- Compositional layouts — the layouts of Apple's sample "Implementing Modern Collection Views",
-- one after another, then an App Store–style screen.
--
-- UICollectionViewCompositionalLayout places items in groups in sections. Every item and group has
-- a size: fractional_width(f) and fractional_height(f) of its container (an item's is its group,
-- a group's is the section's width less its side insets — for a height, the viewport's height less
-- its top and bottom insets), absolute(n) points, or estimated(n): n until the cell, displayed,
-- sizes itself. A group repeats its items as long as they fit; a section repeats its group until
-- its cells are placed. In Lua: item {…}, hgroup {…}, vgroup {…}, layout_section {…},
-- list_configuration {…} and compositional {…} (see the README's "Compositional layouts").
-- Run: Scripts/listlab run Scripts/compositional.lua

local function cells(prefix, count)
  local made = {}
  for i = 1, count do made[i] = cell(prefix .. i) {} end
  return made
end

-- List — item 1 × 1 in a group as wide as the section and 44 points tall: one row per cell.
local plain = list {
  layout = layout_section { hgroup { height = absolute(44), item {} } },
  section "main" (cells("row", 3)),
}
print(plain)
expect_frame(plain, "row2", { x = 0, y = 44, w = 375, h = 44 })
print()

-- Grid — items 0.2 of the group's width; the group is 0.2 of the section's width tall (75): five
-- square cells to a row. Inset Items Grid — the same, every item's content inset by 5: a
-- 65-point cell 5 points into each 75-point item.
local grid = list {
  layout = layout_section {
    hgroup { height = fractional_width(0.2), item { width = fractional_width(0.2), insets = 5 } },
  },
  section "grid" (cells("g", 7)),
}
print(grid)
expect_frame(grid, "g6", { x = 5, y = 80, w = 65, h = 65 })
print()

-- Two-Column Grid — subitem:count: 2 (count = 2) with 10 points between the items, groups 10 apart,
-- section insets 10: each item is (375 − 2 × 10 − 10) / 2 = 172.5 wide (edges round to the
-- pixel grid: 172.667 and 172.333 at @3x).
local columns = list {
  layout = layout_section {
    hgroup { height = absolute(44), count = 2, spacing = fixed(10), item {} },
    spacing = 10, insets = 10,
  },
  section "main" (cells("c", 5)),
}
print(columns)
expect_frame(columns, "c3", { x = 10, y = 64 })
print()

-- iOS 16 deprecated subitem:count: for repeatingSubitem:count: (repeating = 3), which keeps the
-- item's own size: three 100-point items 10 apart at 0, 110 and 220 — the group's 375 points are
-- not shared out (fitting them is the caller's job).
local repeated = list {
  height = 100,
  layout = layout_section {
    hgroup { height = absolute(40), repeating = 3, spacing = fixed(10), item { width = absolute(100) } },
  },
  section "main" (cells("r", 4)),
}
print(repeated)
expect_frame(repeated, "r3", { x = 220, y = 0, w = 100, h = 40 })
expect_frame(repeated, "r4", { x = 0, y = 40, w = 100, h = 40 })
print()

-- Distinct Sections and Adaptive Sections — a section provider lays each section out from its
-- index and the environment: one column for the list, five and three for the grids, twice as
-- many when the container is wider than 800 points. Items inset by 2; list rows 44 tall, grid
-- rows 0.2 of the width; sections inset by 20.
local function distinct(width)
  return list {
    width = width, height = 500,
    layout = compositional {
      section = function(index, env)
        local base = ({ 1, 5, 3 })[index + 1]
        local count = env.width > 800 and base * 2 or base
        return layout_section {
          hgroup { height = base == 1 and absolute(44) or fractional_width(0.2), count = count, item { insets = 2 } },
          insets = 20,
        }
      end,
    },
    section "list" (cells("l", 2)),
    section "grid5" (cells("f", 6)),
    section "grid3" (cells("t", 4)),
  }
end
local narrow, wide = distinct(375), distinct(1024)
print(narrow)
-- At 375 points the five-column grid's items are (375 − 40) / 5 = 67 wide; at 1024, ten columns
-- of (1024 − 40) / 10 = 98.4 (its rows are 0.2 × 984 = 196.8 tall).
expect_frame(narrow, "f2", { x = 89, w = 63 })
expect_frame(wide, "f2", { x = 120.333, w = 94.333 }, { tolerance = 0.01 })
for _, id in ipairs({ "l2", "f6", "t4" }) do
  local f = wide:frame(id)
  print(("at 1024: %-3s x=%-8.3f y=%-8.3f w=%.3f"):format(id, f.x, f.y, f.w))
end
print()

-- Item Badges — a 20 × 20 supplementary item anchored to the top trailing corner of each item,
-- moved by 30% of its size right and up: it sticks out of the corner. Items 0.25 wide, inset 5;
-- section insets 20.
local badges = list {
  layout = layout_section {
    hgroup { height = fractional_width(0.2),
      item { width = fractional_width(0.25), insets = 5,
        supplementary { kind = "badge", width = absolute(20), height = absolute(20),
          edges = { "top", "trailing" }, fractional_offset = { 0.3, -0.3 } } } },
    insets = 20,
  },
  section "main" (cells("b", 5)),
}
print(badges)
-- The first item is (375 − 40) / 4 = 83.75 wide at x 20: its cell ends at 98.75; the badge's
-- trailing edge is there, moved 6 right: x = 98.75 − 20 + 6 = 84.75, y = 20 + 5 − 6 = 19.
expect_frame(badges, "b1", { x = 84.667, y = 19, w = 20, h = 20 }, { kind = "supplementary", element_kind = "badge" })
print()

-- Section Headers and Footers — boundary items at the top and bottom of each section, full
-- width (less the section's side insets of 10) and estimated 44 tall: measured from the section's
-- header and footer. Pinned Section Headers — the same headers pinned to the visible bounds, over
-- the cells (z 2), until their section's end pushes them up.
local headed = list {
  height = 300,
  layout = layout_section {
    hgroup { height = absolute(44), item {} },
    spacing = 5, insets = { top = 0, left = 10, bottom = 0, right = 10 },
    header = boundary { pin = true, z = 2 }, footer = boundary {},
  },
  section "first" { header = "First", footer = "5 rows", table.unpack(cells("h", 5)) },
  section "second" { header = "Second", footer = "5 rows", table.unpack(cells("k", 5)) },
}
print(headed)
headed:scroll(150)
print(("at 150 the first header floats at y %g; at 240:"):format(headed:frames()[1].y))
headed:scroll(240)
for _, f in ipairs(headed:frames()) do
  if f.kind == "header" then print(f) end
end
print()

-- Section Background Decoration — a background behind each section, inset by 5; the sections are
-- inset by 10, so it shows 5 points around the cells.
local decorated = list {
  layout = layout_section {
    hgroup { height = absolute(44), item {} }, spacing = 5, insets = 10,
    background = background { insets = 5 },
  },
  section "a" (cells("d", 2)),
  section "b" (cells("e", 1)),
}
print(decorated)
expect_frame(decorated, "a", { x = 5, y = 5, w = 365, h = 103 }, { kind = "decoration", element_kind = "background" })
print()

-- Nested Groups — a leading item 0.7 wide beside a vertical group 0.3 wide of two items (count 2
-- shares its height); the outer group is 0.4 of the viewport's height: 0.4 × 667 = 266.8. Every
-- item inset by 10. Cells are placed depth first: leading, then the two trailing ones.
local trailing = vgroup { width = fractional_width(0.3), height = fractional_height(1), count = 2,
  item { height = fractional_height(0.3), insets = 10 } }
local nested = list {
  layout = layout_section {
    hgroup { height = fractional_height(0.4), item { width = fractional_width(0.7), insets = 10 }, trailing },
  },
  section "main" (cells("n", 4)),
}
print(nested)
print()

-- Orthogonal Sections — the same nested group, 0.85 of the width and 120 points tall, in a section
-- that scrolls across: groups follow one another to the right (group k at 318.75k), the section
-- is as tall as one group.
local orthogonal = list {
  layout = layout_section {
    hgroup { width = fractional_width(0.85), height = absolute(120),
      item { width = fractional_width(0.7), insets = 10 }, trailing },
    orthogonal = "continuous", header = boundary {},
  },
  section "main" { header = "Orthogonal", table.unpack(cells("o", 5)) },
}
print(orthogonal)
print()

-- Orthogonal Section Behaviors — one row per behaviour, four groups each (1275 points, so a row
-- scrolls to 900), dragged from its start and released at 200, or at 900: where does it rest?
-- continuous: where released. continuousGroupLeadingBoundary: at the nearest group's leading
-- edge. paging: the nearest page of 375 points, one page at most. groupPaging: the nearest group's
-- edge, one group at most. groupPagingCentered: the nearest group centred, one group at most (it
-- starts with its first group centred: 159.375 − 187.5 = −28.125).
local behaviors = { "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered" }
local function rows()
  local made = {}
  for i, behavior in ipairs(behaviors) do
    made[i] = section(behavior) { header = behavior, table.unpack(cells(behavior .. ".", 12)) }
  end
  return list {
    height = 2000,
    layout = compositional {
      section = function(index, env)
        return layout_section {
          hgroup { width = fractional_width(0.85), height = absolute(120),
            item { width = fractional_width(0.7), insets = 10 }, trailing },
          orthogonal = env.id, header = boundary {},
        }
      end,
    },
    table.unpack(made),
  }
end
local near, far = rows(), rows()
for _, behavior in ipairs(behaviors) do
  print(("%-31s starts at %-8g released at 200 → %-8g released at 900 → %g"):format(behavior,
    near:section_offset(behavior), near:scroll_section(behavior, 200), far:scroll_section(behavior, 900)))
end
print()

-- List Appearances — UICollectionLayoutListConfiguration: rows that size themselves (estimated
-- 44), separators from 16, headers and footers from the section. Their metrics are ListLab's
-- table styles': a list section gives the frames of the table style of the same name.
for _, appearance in ipairs({ "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain" }) do
  local l = list {
    height = 300,
    layout = list_configuration(appearance),
    section "fruits" { header = "Fruits", footer = "In season",
      cell "apple" { text = "Apple" }, cell "pear" { text = "Pear", secondary = "Conference" } },
  }
  print(l)
end
local table_style = list { style = "insetGrouped", section "fruits" { header = "Fruits", footer = "In season",
  cell "apple" { text = "Apple" }, cell "pear" { text = "Pear", secondary = "Conference" } } }
local list_section = list { layout = list_configuration "insetGrouped", section "fruits" { header = "Fruits",
  footer = "In season", cell "apple" { text = "Apple" }, cell "pear" { text = "Pear", secondary = "Conference" } } }
expect(tostring(table_style):gsub("^[^\n]*\n", ""):gsub(" · list insetGrouped", "")
  == tostring(list_section):gsub("^[^\n]*\n", ""):gsub(" · list insetGrouped", ""),
  "an insetGrouped list section lays out as the insetGrouped table style")
print()

-- Horizontal scroll direction — compositional { scroll_direction = "horizontal" }: sections and
-- their groups follow one another to the right. Columns 120 wide and as tall as the section (300
-- less insets of 16: 268), each two items 10 apart ((268 − 10) / 2 = 129); a leading header 40
-- wide takes its band before the columns (cells from 40 + 16 = 56); sections 20 apart: b's
-- header at 452 + 20 = 472, its columns from 528. The content is 794 wide and 300 tall;
-- l:scroll(x) moves the viewport along x (to 794 − 375 = 419 at most).
local sideways = list {
  height = 300,
  layout = compositional {
    scroll_direction = "horizontal",
    spacing = 20,
    section = layout_section {
      vgroup { width = absolute(120), height = fractional_height(1), count = 2, spacing = fixed(10), item {} },
      spacing = 10, insets = 16,
      header = boundary { align = "leading", width = absolute(40), height = fractional_height(1) },
    },
  },
  section "a" { header = "A", table.unpack(cells("a", 5)) },
  section "b" { header = "B", table.unpack(cells("b", 3)) },
}
print(sideways)
expect_frame(sideways, "a3", { x = 186, y = 16, w = 120, h = 129 })
expect_frame(sideways, "b1", { x = 528, y = 16, w = 120, h = 129 })
sideways:scroll { x = 1000 }
print("scrolled to", sideways:offset(), "showing", table.concat(sideways:visible(), " "))
print()

-- App Store — carousels of different group sizes, pinned headers, a list section to finish.
-- Today: one big card at a time, centred (groupPagingCentered), 0.9 of the width. Apps: pages of
-- three rows (a vertical group of three 72-point items), 0.9 wide, one group at a time. Topics:
-- pills as wide as their text (estimated widths) in a continuous row. Categories: an insetGrouped
-- list. Headers are pinned (z 2, as in Apple's pinned sample: over the cells that pass under them).
local function app(id, name, detail)
  return cell(id) { row { padding = { 8, 12 }, spacing = 12, align = "center",
    image { width = 56, height = 56, corner_radius = 12 },
    column { spacing = 2, label { text = name, style = "headline" }, label { text = detail, style = "footnote" } } } }
end
local function pill(word)
  return cell("topic." .. word) { row { padding = { 6, 12 }, label { text = word, style = "subheadline" } } }
end
local store_layout = compositional {
  spacing = 8,
  section = function(index, env)
    if env.id == "today" then
      return layout_section {
        hgroup { width = fractional_width(0.9), height = absolute(220), item { insets = { 0, 6 } } },
        orthogonal = "groupPagingCentered", header = boundary { pin = true, z = 2 },
      }
    elseif env.id == "topics" then
      return layout_section {
        hgroup { width = estimated(80), height = absolute(32), item { width = estimated(80) } },
        orthogonal = "continuous", spacing = 8, insets = { top = 0, left = 16, bottom = 8, right = 16 },
        header = boundary { pin = true, z = 2 },
      }
    elseif env.id == "categories" then
      return list_configuration "insetGrouped"
    end
    return layout_section {
      vgroup { width = fractional_width(0.9), height = absolute(216), item { height = fractional_height(1 / 3) } },
      orthogonal = "groupPaging", spacing = 10, insets = { top = 0, left = 16, bottom = 8, right = 16 },
      header = boundary { pin = true, z = 2 },
    }
  end,
}
local function store_sections(apps, games)
  return {
    section "today" { header = "Today", cell "story1" {}, cell "story2" {}, cell "story3" {} },
    section "apps" { header = "Apps We Love", table.unpack(apps) },
    section "games" { header = "Great Games", table.unpack(games) },
    section "topics" { header = "Topics", pill("Productivity"), pill("Photo"), pill("Health"), pill("Travel") },
    section "categories" { header = "Categories",
      cell "cat.1" { text = "Education", accessory = "chevron" }, cell "cat.2" { text = "Finance", accessory = "chevron" } },
  }
end
local apps = { app("notes", "Notes", "Productivity"), app("maps", "Maps", "Travel"), app("fit", "Fit", "Health"),
  app("cam", "Camera+", "Photo"), app("bank", "Bank", "Finance") }
local games = { app("chess", "Chess", "Board"), app("kart", "Kart", "Racing"), app("golf", "Golf", "Sports") }
local store = list { layout = store_layout, table.unpack(store_sections(apps, games)) }
print(store)
show(store)
print()

-- Swipe the apps row to its second page, then scroll the screen: the Apps header stays at the top
-- while its section is under it, and the rows measure their cells as they appear.
print("apps row rests at", store:scroll_section("apps", 200))
print(store:scroll(300))
show(store)
print()

-- Move an app from Apps to Great Games: it slides from its carousel to the other, the cells after
-- it close the gap, and the headers stay pinned.
local moved = { app("notes", "Notes", "Productivity"), app("maps", "Maps", "Travel"), app("cam", "Camera+", "Photo"),
  app("bank", "Bank", "Finance") }
local t = store:apply(store_sections(moved, { app("fit", "Fit", "Health"), table.unpack(games) }))
print(t)
show(t, 2)
