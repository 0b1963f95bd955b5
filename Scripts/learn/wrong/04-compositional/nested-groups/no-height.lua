-- A typical wrong answer to 04-compositional/nested-groups.lua: the vgroup left without a height.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: the vgroup is as tall as its row

-- Nested groups
--
-- Apple's "Nested Group" sample puts a large item beside a column of two small ones: an hgroup
-- holding an item 0.7 of the width wide and a vgroup 0.3 wide, whose items are each half of the
-- vgroup's height.
--
-- A group is as wide as its container and as tall as what it holds — `estimated(44)` — unless
-- given a size. A group whose length along its axis is estimated has nothing to fill: it holds
-- each subitem once. So the vgroup below is 44 points tall and holds one item 22 points tall, and
-- the next cell starts a new row. Fix the vgroup so it fills the row's height with two items.
-- (0.7 × 375 = 262.5 rounds to the pixel grid at 262.667.)

local cells = {}
for i, id in ipairs { "a", "b", "c", "d", "e", "f" } do
  cells[i] = cell(id) {}
end

local l = list {
  layout = compositional {
    section = layout_section {
      hgroup {
        height = absolute(200),
        item { width = fractional_width(0.7) },
        vgroup {
          width = fractional_width(0.3),
          item { height = fractional_height(0.5) },
        },
      },
    },
  },
  section "featured" (cells),
}

expect_frame("a", { x = 0, y = 0, w = 262.667, h = 200 })
expect_frame("b", { x = 262.667, y = 0, w = 112.333, h = 100 }, { message = "the vgroup is as tall as its row: half of it is 100" })
expect_frame("c", { x = 262.667, y = 100, w = 112.333, h = 100 }, { message = "the vgroup is as tall as its row: c stacks under b" }) -- under b, in the same column
expect_frame("d", { x = 0, y = 200, h = 200 }) -- the next large item starts the second row
print(l)
