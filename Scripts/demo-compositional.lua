-- demo: Compositional layouts — items in groups in sections, Apple's "Implementing Modern Collection Views"
-- UICollectionViewCompositionalLayout: an item's size is a fraction of its group's, a group's a
-- fraction of its section's (or absolute, or estimated: the cell sizes itself when displayed).
-- A group repeats its items while they fit; a section repeats its group until its cells are placed.

--- List: one item filling a group as wide as the section and 44 points tall — one row per cell.
local function cells(prefix, count)
  local made = {}
  for i = 1, count do made[i] = cell(prefix .. i) {} end
  return made
end
local rows = list {
  height = 200,
  layout = layout_section { hgroup { height = absolute(44), item {} } },
  section "main" (cells("row", 4)),
}
print(rows)

--- Grid: items 0.2 of the group's width; the group 0.2 of the section's width tall (75): five
--- squares to a row. Inset Items Grid: each item's content inset by 5 — a 65-point cell.
local grid = list {
  height = 200,
  layout = layout_section {
    hgroup { height = fractional_width(0.2), item { width = fractional_width(0.2), insets = 5 } },
  },
  section "grid" (cells("g", 8)),
}
show(grid)

--- Two-Column Grid: `count = 2` shares the group's width between two copies of the item,
--- 10 points apart (`subitem:count:`, as Apple's iOS 13 sample writes it; iOS 16 replaced it with
--- `repeatingSubitem:count:`, which keeps the item's own size — `repeating = 2` here).
local two = list {
  height = 150,
  layout = layout_section { hgroup { height = absolute(44), count = 2, spacing = fixed(10), item {} }, spacing = 10, insets = 10 },
  section "main" (cells("c", 4)),
}
print(two)

--- Distinct Sections: a section provider gives each section its own layout, by index — a list, a
--- grid of five and a grid of three (items inset by 2, list rows 44 tall, grid rows square).
local kinds = { { columns = 1, height = absolute(44) }, { columns = 5 }, { columns = 3 } }
local distinct = list {
  height = 360,
  layout = compositional {
    section = function(index, env)
      local kind = kinds[index + 1]
      return layout_section {
        hgroup { height = kind.height or fractional_width(1 / kind.columns), count = kind.columns, item { insets = 2 } },
        insets = { top = 0, left = 0, bottom = 10, right = 0 },
      }
    end,
  },
  section "list" (cells("l", 2)),
  section "five" (cells("f", 7)),
  section "three" (cells("t", 4)),
}
show(distinct)

--- Adaptive Sections: a section provider lays each section out from its index and the environment —
--- here three columns on a compact width, six when the container is wider than 800 points.
local function adaptive(width)
  return list {
    width = width, height = 200,
    layout = compositional {
      section = function(index, env)
        local columns = env.width > 800 and 6 or 3
        return layout_section { hgroup { height = fractional_width(1 / columns), count = columns, item { insets = 2 } } }
      end,
    },
    section "grid" (cells("a", 6)),
  }
end
show(adaptive(375))
print(adaptive(1024):frame("a6"))

--- Item Badges: a 20 × 20 supplementary item anchored to each item's top trailing corner, moved
--- out by 30% of its size (fractional offset 0.3, −0.3).
local badged = list {
  height = 120,
  layout = layout_section {
    hgroup { height = fractional_width(0.2),
      item { width = fractional_width(0.25), insets = 5, supplementary { fractional_offset = { 0.3, -0.3 } } } },
    insets = 20,
  },
  section "main" (cells("b", 4)),
}
print(badged)
show(badged)

--- Nested Groups: a leading item 0.7 wide beside a vertical group of two (count 2), the whole
--- group 0.4 of the viewport tall. Cells are placed depth first.
local trailing = vgroup { width = fractional_width(0.3), height = fractional_height(1), count = 2, item { insets = 10 } }
local nested = list {
  height = 300,
  layout = layout_section { hgroup { height = fractional_height(0.4), item { width = fractional_width(0.7), insets = 10 }, trailing } },
  section "main" (cells("n", 6)),
}
show(nested)

--- Orthogonal Sections: the section scrolls across instead of down. Orthogonal Section Behaviors:
--- one row per behaviour, groups 0.85 of the width (318.75) and 10 apart, each headed by its name.
local behaviors = { "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered" }
local rows_sections = {}
for index, behavior in ipairs(behaviors) do
  rows_sections[index] = section(behavior) { header = behavior, table.unpack(cells(behavior:sub(1, 1) .. index .. "-", 4)) }
end
local carousel = list {
  height = 700,
  layout = compositional {
    section = function(index, env)
      return layout_section {
        hgroup { width = fractional_width(0.85), height = absolute(60), item { insets = 4 } },
        orthogonal = behaviors[index + 1], spacing = 10, header = boundary {},
      }
    end,
  },
  table.unpack(rows_sections),
}
show(carousel)

--- Drag every row and release it at 400, without velocity. continuous rests where released (400);
--- continuousGroupLeadingBoundary at the nearest group's leading edge (328.75); paging one page
--- of 375 on; groupPaging and groupPagingCentered one group on (328.75, and the second group
--- centred: 328.75 + 159.375 − 187.5 = 300.625). A second drag, released at 900, shows the
--- one-step limit: paging moves one more page (750), groupPaging and groupPagingCentered one more
--- group (657.5, 629.375) although the last group's edge (986.25) and the last group centred
--- (958.125) are nearer; continuousGroupLeadingBoundary goes straight to the nearest stop, the
--- last group's edge, kept inside the row: its end (930).
for _, behavior in ipairs(behaviors) do
  print(behavior, carousel:scroll_section(behavior, 400), carousel:scroll_section(behavior, 900))
end
show(carousel)

--- Pinned Section Headers and Footers, and a Section Background: headers float at the top of the
--- viewport while their section is under it, footers at its bottom while their section reaches
--- below it; a background (inset by 5) sits behind each section.
local pinned = list {
  height = 200,
  layout = layout_section {
    hgroup { height = absolute(44), item {} }, spacing = 5, insets = 10,
    header = boundary { pin = true, z = 2 }, footer = boundary { pin = true, z = 2 },
    background = background { insets = 5 },
  },
  section "first" { header = "First", footer = "4 items", table.unpack(cells("f", 4)) },
  section "second" { header = "Second", footer = "4 items", table.unpack(cells("s", 4)) },
}
pinned:scroll(120)
print(pinned)
show(pinned)

--- List Appearances: UICollectionLayoutListConfiguration. Rows size themselves; the metrics are
--- ListLab's table styles' (insetGrouped: 16-point insets, rounded first and last rows).
local settings = list {
  height = 260,
  layout = list_configuration "insetGrouped",
  section "general" { header = "General", cell "about" { text = "About", accessory = "chevron" },
    cell "update" { text = "Software Update", accessory = "chevron" } },
  section "display" { cell "brightness" { text = "Display & Brightness", accessory = "chevron" } },
}
show(settings)

--- The finale, an App Store screen: a centred featured carousel, pages of three app rows, and pinned
--- headers. Move an app from one carousel to the other: it slides across and down.
local function app(id, name)
  return cell(id) { row { padding = { 8, 12 }, spacing = 12, align = "center",
    image { width = 48, height = 48 }, label { text = name, style = "headline" } } }
end
local store_layout = compositional {
  spacing = 8,
  section = function(index, env)
    if index == 0 then
      return layout_section { hgroup { width = fractional_width(0.9), height = absolute(160), item { insets = { 0, 6 } } },
        orthogonal = "groupPagingCentered", header = boundary { pin = true, z = 2 } }
    end
    return layout_section {
      vgroup { width = fractional_width(0.9), height = absolute(192), item { height = fractional_height(1 / 3) } },
      orthogonal = "groupPaging", spacing = 10, insets = { top = 0, left = 16, bottom = 8, right = 16 },
      header = boundary { pin = true, z = 2 },
    }
  end,
}
local store = list {
  layout = store_layout,
  section "today" { header = "Today", cell "story1" {}, cell "story2" {} },
  section "apps" { header = "Apps We Love", app("notes", "Notes"), app("maps", "Maps"), app("fit", "Fit"), app("cam", "Camera+") },
  section "games" { header = "Great Games", app("chess", "Chess"), app("kart", "Kart") },
}
show(store)
local t = store:apply {
  section "today" { header = "Today", cell "story1" {}, cell "story2" {} },
  section "apps" { header = "Apps We Love", app("notes", "Notes"), app("maps", "Maps"), app("cam", "Camera+") },
  section "games" { header = "Great Games", app("fit", "Fit"), app("chess", "Chess"), app("kart", "Kart") },
}
print(t)
show(t, 2)
