-- Plain and grouped
--
-- A Settings screen is a grouped table. The two styles differ in three places:
--   plain    a string header is `headline` text with 6 points above and below:
--            6 + 20.333 + 6 = 32.333 points (a 17-point line is 20.333 at @3x);
--            sections follow one another with no gap.
--   grouped  a string header is `footnote` text with 16 points above and 6 below:
--            16 + 15.667 + 6 = 37.667 points (a 13-point line is 15.667 at @3x);
--            consecutive sections stand `section_spacing` = 35 points apart (UIKit's
--            empty grouped footer and header, 17.5 points each).
--
-- The list below was declared in the wrong style. Fix it.

local l = list {
  style = "plain", -- TODO: which style is a Settings screen?
  section "network" { header = "Network", cell "wifi" {}, cell "bluetooth" {} },
  section "general" { header = "General", cell "about" {} },
}

expect_frame("wifi", { y = 37.667 }, { message = "a grouped header is footnote text with 16 points above it" }) -- under the grouped header
-- grouped sections run edge to edge; insetGrouped would inset them by the 16-point margins, rounded
expect_frame("wifi", { x = 0, w = 375 }, { message = "a grouped table runs edge to edge, not inset from the sides" })
-- network: 37.667 + 44 + 44 = 125.667; then 35 points; then the general section's header
expect_frame("general", { y = 160.667, h = 37.667 }, { kind = "header", message = "grouped sections stand 35 points apart" })
expect_frame("about", { y = 198.333 }) -- 160.667 + 37.667
print(l)
