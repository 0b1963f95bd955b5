-- A grid of columns
--
-- The `grid` style is a UICollectionViewFlowLayout: items fill lines left to right. With n
-- columns, an item is (available − (n − 1) × spacing) / n wide, where available is the width less
-- the section's side insets; lines stand `line_spacing` apart and a line is as tall as its tallest
-- item. Frames are rounded to the pixel grid (a third of a point at @3x).
--
-- The photo grid below should show three photos a line, 16 points from the edges and 10 points
-- apart: (375 − 32 − 2 × 10) / 3 = 107.667 points wide.

local photos = {}
for i = 1, 7 do
  photos[i] = cell("p" .. i) { height = 100 }
end

local l = list {
  style = "grid",
  columns = 3, -- (375 − 32 − 20) / 3 = 107.667 points each
  spacing = 10,
  line_spacing = 10,
  insets = 16,
  section "photos" (photos),
}

expect_frame("p1", { x = 16, y = 16, w = 107.667, h = 100 }, { message = "three columns share what the insets and the spacing leave" })
expect_frame("p2", { x = 133.667 }) -- 16 + 107.667 + 10
expect_frame("p3", { x = 251.333, y = 16 }, { message = "three columns: the third photo is on the first line" }) -- the third photo is on the first line
expect_frame("p4", { x = 16, y = 126 }) -- the second line: 16 + 100 + 10
expect(select(2, l:content_size()) == 352, "three lines: 16 + 3 × 100 + 2 × 10 + 16 = 352")
print(l)
