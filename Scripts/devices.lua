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

-- insetGrouped sections are inset by the layout margins, which include the safe area: 79 points.
local grouped = list { style = "insetGrouped", device = "iPhone 15 Pro Max", orientation = "landscape",
  table.unpack(longSettings()) }
print(grouped:frame("wifi"))
print()

-- Scrolling to the last row shows it above the home indicator: its bottom 430 − 21 = 409 points
-- below the viewport's top, and the offset can go no further than the content height + 21 − 430.
grouped:scroll_to("weather")
local weather = grouped:frame("weather")
local _, height = grouped:content_size()
print(("offset %g of at most %g: weather ends %g points below the viewport's top"):format(
  grouped:offset(), height + 21 - 430, weather.y + weather.h - grouped:offset()))
print()

-- Right to left: direction = "rtl" mirrors every frame, x' = width − x − w, as
-- semanticContentAttribute = .forceRightToLeft does — accessories at the left, text from the
-- right, separators inset from the right. The y axis, the offset and the safe area do not flip.
local rtl = list { direction = "rtl", table.unpack(settings()) }
print(rtl)
print(rtl:subframes("wifi"))
show(rtl, { columns = 60 })
