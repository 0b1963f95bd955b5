-- A typical wrong answer to 04-compositional/square-tiles.lua: the absolute size of a tile on a phone.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: square at any width

-- Fractions of the container
--
-- A compositional layout (UICollectionViewCompositionalLayout) places items in groups in
-- sections. Sizes are NSCollectionLayoutDimensions: `absolute(n)` points, or a fraction of the
-- container — `fractional_width(f)` and `fractional_height(f)` of the container's width or height,
-- whichever axis they size. An item's container is its group; a group's is the section.
--
-- An hgroup repeats its item along the row as long as the next one fits: items a third of the
-- width wide give three a row. The photos below are 125 points wide and 100 tall. The designer
-- wants square tiles at any screen width: make the group's height a fraction of the width.
-- The same layout is checked on a 375-point phone and a 768-point tablet.

local photos = {}
for i = 1, 7 do
  photos[i] = cell("p" .. i) {}
end

local function tiles(width)
  return list {
    width = width,
    layout = compositional {
      section = layout_section {
        hgroup {
          height = absolute(125),
          item { width = fractional_width(1 / 3) },
        },
      },
    },
    section "photos" (photos),
  }
end

local phone, tablet = tiles(375), tiles(768)
expect_frame(phone, "p1", { x = 0, y = 0, w = 125, h = 125 }, { message = "square tiles on a phone" }) -- 375 / 3 = 125
expect_frame(phone, "p3", { x = 250, y = 0 })
expect_frame(phone, "p4", { x = 0, y = 125 }) -- the second row starts one tile lower
expect(select(2, phone:content_size()) == 375, "three rows of 125 points")
-- 768 / 3 = 256: a tile as tall as it is wide at this width too
expect_frame(tablet, "p1", { w = 256, h = 256 }, { message = "square at any width: as tall as a third of the width" })
expect_frame(tablet, "p4", { x = 0, y = 256 }, { message = "square at any width: a row as tall as a tile is wide" })
print(phone)
