-- Devices, safe areas, layout margins and right-to-left.
--
-- The same settings list on an iPhone SE and on an iPhone 15 Pro Max in landscape, then in
-- Arabic-style right-to-left. `device =` sets the viewport (points and scale), the safe area
-- (status bar, sensor housing, home indicator) and the size class; `orientation =` turns it.
-- Run: Scripts/listlab run Scripts/devices.lua

local function settings()
  return {
    section "connect" {
      header = "Connections",
      cell "wifi" { text = "Wi-Fi", secondary = "Home", accessory = "chevron" },
      cell "bluetooth" { text = "Bluetooth", accessory = "toggle" },
      cell "cellular" { text = "Mobile Data", accessory = "chevron" },
    },
    section "general" {
      header = "General",
      cell "about" { text = "About", accessory = "chevron" },
      cell "updates" { text = "Software Update", accessory = "badge", badge = "1" },
    },
  }
end

-- A content node of a cell, by id.
local function node(l, cellId, id)
  for _, f in ipairs(l:subframes(cellId)) do
    if f.id == id then return f end
  end
end

-- The same, with a section of apps below: long enough to scroll in landscape.
local function longSettings()
  local sections = settings()
  local apps = {}
  for i, name in ipairs({ "Calendar", "Contacts", "Mail", "Maps", "Music", "Notes", "Photos", "Weather" }) do
    apps[i] = cell(name:lower()) { text = name, accessory = "chevron" }
  end
  sections[#sections + 1] = section "apps" (apps)
  return sections
end

-- An iPhone SE (375 × 667 at @2x) has a 20-point status bar. Like a UIScrollView with
-- contentInsetAdjustmentBehavior = .automatic, the list keeps its frames and starts scrolled to
-- −20: the content offset runs from −(safe area top) to the content height + (safe area bottom)
-- − the viewport height. The layout margin is 16 on a 375-point screen.
local se = list { device = "iPhone SE", table.unpack(settings()) }
print(se)
-- The wireframe draws the whole screen: the status bar's 20 points above the first row.
show(se, { columns = 40 })
print()
expect(se:offset() == -20, "the SE starts scrolled to −20, under its status bar")
-- @2x: a 17-point line is 20.287 → 20.5, a 15-point one 17.900 → 18. The header is 6 + 20.5 + 6 = 32.5;
-- Wi-Fi is 11 + 20.5 + 3 + 18 + 11 = 63.5 tall and 375 wide (a 16-point margin inside).
expect_frame(se, "wifi", { x = 0, y = 32.5, w = 375, h = 63.5 })
-- Its separator is one pixel at @2x (0.5 points) at the bottom, 32.5 + 63.5 − 0.5 = 95.5, from the
-- 16-point margin to the edge: 375 − 16 = 359.
expect_frame(se, "wifi", { x = 16, y = 95.5, w = 359, h = 0.5 }, { kind = "separator" })

-- An iPhone 15 Pro Max in landscape: 932 × 430, 59 points of safe area on each side (the
-- Dynamic Island's side, kept symmetric) and 21 at the bottom (the home indicator). Cells still
-- span the width, but their content view is inset by the safe area
-- (insetsContentViewsToSafeArea) and built-in content keeps the 20-point layout margin inside
-- it: the text starts at 59 + 20 = 79, and so does the separator, which runs on into the right
-- safe area.
local max = list { device = "iPhone 15 Pro Max", orientation = "landscape", table.unpack(settings()) }
print(max)
print(max:subframes("wifi"))
print()
-- No status bar in landscape: the list starts at offset 0. The cell spans 932; the text starts at
-- 59 + 20 = 79, the chevron ends at 932 − 59 − 20 = 853, and the separator runs from 79 to the
-- edge (932 − 79 = 853 wide).
expect(max:offset() == 0, "landscape has no top safe area")
expect_frame(max, "wifi", { x = 0, w = 932 })
expect(node(max, "wifi", "text").x == 79, "the text starts at the safe area plus the margin, 59 + 20")
local chevron = node(max, "wifi", "chevron")
expect(chevron.x + chevron.w == 853, "the chevron ends 59 + 20 from the right edge")
expect_frame(max, "wifi", { x = 79, w = 853 }, { kind = "separator" })

-- insetGrouped sections are inset by the layout margins, which include the safe area: 79 points.
local grouped = list { style = "insetGrouped", device = "iPhone 15 Pro Max", orientation = "landscape",
  table.unpack(longSettings()) }
print(grouped:frame("wifi"))
print()
-- 59 + 20 = 79 at each side: 932 − 2 × 79 = 774 wide, below a grouped header of
-- 16 + 15.667 (13-point footnote, 15.514 → 15.667 at @3x) + 6 = 37.667.
expect_frame(grouped, "wifi", { x = 79, y = 37.667, w = 774 })

-- Scrolling to the last row shows it above the home indicator: its bottom 430 − 21 = 409 points
-- below the viewport's top, and the offset can go no further than the content height + 21 − 430.
grouped:scroll_to("weather")
local weather = grouped:frame("weather")
local _, height = grouped:content_size()
print(("offset %g of at most %g: weather ends %g points below the viewport's top"):format(
  grouped:offset(), height + 21 - 430, weather.y + weather.h - grouped:offset()))
print()
-- The content: 37.667 (header) + 63.333 + 53 + 44 (connections) + 35 + 37.667 + 2 × 44 (general)
-- + 35 + 8 × 44 (apps, no header) = 745.667, so the offset stops at 745.667 + 21 − 430 = 336.667.
expect(math.abs(height - 745.667) < 0.001 and math.abs(grouped:offset() - 336.667) < 0.001,
  "scrolled to the end: content 745.667 + 21 − 430")
expect(math.abs(weather.y + weather.h - grouped:offset() - 409) < 0.001, "weather ends at 430 − 21 = 409")

-- Right to left: direction = "rtl" mirrors every frame, x' = width − x − w, as
-- semanticContentAttribute = .forceRightToLeft does — accessories at the left, text from the
-- right, separators inset from the right. The y axis, the offset and the safe area do not flip.
local rtl = list { direction = "rtl", table.unpack(settings()) }
print(rtl)
print(rtl:subframes("wifi"))
-- Mirrored, x' = 375 − x − w: the separator (16, 359) goes to 375 − 16 − 359 = 0; the chevron
-- (375 − 16 − 8 = 351, 8) to 375 − 351 − 8 = 16; the text (16, 375 − 16 − 8 − 16 − 16 = 319) to
-- 375 − 16 − 319 = 40. The y axis does not flip: the header is 6 + 20.333 + 6 = 32.333 at @3x.
expect_frame(rtl, "wifi", { x = 0, y = 95.333, w = 359 }, { kind = "separator" })
expect(node(rtl, "wifi", "chevron").x == 16, "the chevron is at the left, 16 from the edge")
local text = node(rtl, "wifi", "text")
expect(text.x == 40 and text.w == 319, "the text ends 16 from the right edge")
expect_frame(rtl, "wifi", { x = 0, y = 32.333, w = 375 })
show(rtl, { columns = 60 })
