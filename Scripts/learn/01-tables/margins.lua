-- Layout margins and the safe area
--
-- Built-in content (`text =`, `secondary =`, …) keeps the list's layout margin: 16 points on a
-- screen narrower than 390 points, 20 points from 390 points on (measured on iPhones). The
-- default separator inset follows the same margin.
--
-- A `device` sets the screen's size, scale and safe area. On an iPhone 15 (393 × 852 points,
-- @3x) the status bar and the Dynamic Island take the top 59 points: the list starts scrolled
-- to −59 (UIKit's contentOffset.y), so its first cell, at y = 0, shows just below them.
--
-- The screenshot you are matching was taken on an iPhone 15; the list was declared for an
-- iPhone SE (375 × 667 points, @2x, a 20-point status bar).

local l = list {
  device = "iPhone SE", -- TODO: the screenshot is an iPhone 15's
  style = "plain",
  section "settings" {
    cell "wifi" { text = "Wi-Fi" },
    cell "bluetooth" { text = "Bluetooth" },
  },
}

local text
for _, node in ipairs(l:subframes("wifi")) do
  if node.id == "text" then text = node end
end
expect(text and text.x == 20, "the text starts at the 20-point margin of a 393-point screen")
expect_frame("wifi", { x = 0, y = 0, w = 393 }, { message = "an iPhone 15 is 393 points wide" })
expect_frame("wifi", { x = 20, w = 373 }, { kind = "separator" })
expect(l:offset() == -59, "the list starts at offset −59, below the status bar and the island")
print(l)
