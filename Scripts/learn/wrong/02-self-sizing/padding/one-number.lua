-- A typical wrong answer to 02-self-sizing/padding.lua: one padding for every side.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: the padding's left and top

-- Padding on each side
--
-- Seed 001 builds a static, self-sizing table with MarkupKit. Its last cell is the author
-- block: a 2-point rule above the author's name, with layout margins of 10 at the top, 40 at the
-- left, 15 at the bottom and 40 at the right (layoutMarginTop="10" layoutMarginLeft="40" …).
--
-- `padding` takes one number for every side, `{ v, h }` for vertical and horizontal, or a table
-- `{ top =, left =, bottom =, right = }`. A child of a column is stretched across the column's
-- inner width: 375 − left − right.
--
-- The block below has 10 on every side. Give it the article's margins.

local l = list {
  section "article" {
    cell "author" {
      column {
        padding = 10,
        spacing = 8,
        box { id = "rule", height = 2, color = "#666666" },
        label { id = "name", text = "Oliver Foggin", style = "footnote" },
      },
    },
  },
}

local function node(cell_id, id)
  for _, n in ipairs(l:subframes(cell_id)) do
    if n.id == id then return n end
  end
end

local rule, name = node("author", "rule"), node("author", "name")
expect(rule.x == 40 and rule.y == 10, ("the padding's left and top: the rule starts 40 from the left, 10 from the top (it is at %g, %g)"):format(rule.x, rule.y))
expect(rule.w == 295, ("the rule spans 375 − 40 − 40 = 295 points (it spans %g)"):format(rule.w))
expect(name.y == 20, ("the name sits under the rule and the spacing: 10 + 2 + 8 = 20 (it is at %g)"):format(name.y))
expect_frame("author", { h = 50.667 }, { message = "the padding's bottom: 15 points under the name" }) -- 10 + 2 + 8 + 15.667 + 15
print(l:subframes("author"))
