-- A tour of list diffing: each kind of change, what UIKit calls it, and how it animates.
--
-- l:apply(sections) diffs the list's data against the new sections by id (Heckel's algorithm,
-- O(n)) and splits the result into UIKit-safe stages: reloads, then deletes, then section inserts
-- and moves, then item inserts and moves, then section reloads. Each stage's index paths refer to
-- the data as the previous stage left it. print(t) shows the stages, then the animation sampled
-- at a few instants (steady elements are only counted).
-- Run: Scripts/listlab run Scripts/diff-tour.lua

local function fruit(id, text) return cell(id) { text = text or id } end

local l = list {
  style = "insetGrouped",
  section "fruits" { header = "Fruits", fruit "apple", fruit "banana", fruit "cherry" },
  section "veg" { header = "Vegetables", fruit "kale", fruit "leek" },
}
print(l)
-- insetGrouped: cells inset 16 (375 − 2 × 16 = 343 wide) below a header of 16 + 15.667 + 6 = 37.667
-- (a 13-point footnote line, 15.514 → 15.667 at @3x); the vegetables 35 points after the fruits:
-- 37.667 + 3 × 44 + 35 = 204.667 for their header, 204.667 + 37.667 = 242.333 for kale.
expect_frame(l, "apple", { x = 16, y = 37.667, w = 343, h = 44 })
expect_frame(l, "kale", { x = 16, y = 242.333, w = 343, h = 44 })

local quick = { steps = 2 }  -- three samples per change keep the tour short

-- A transition's stage kinds, and an index path or a stage's list of them, as text.
local function kinds(t)
  local names = {}
  for i, stage in ipairs(t.stages) do names[i] = stage.kind end
  return table.concat(names, ", ")
end
local function paths(list)
  local text = {}
  for i, p in ipairs(list) do
    text[i] = p.from and ("%d,%d→%d,%d"):format(p.from.section, p.from.item, p.to.section, p.to.item)
      or ("%d,%d"):format(p.section, p.item)
  end
  return table.concat(text, " ")
end

print("\n1. Delete: banana goes; cherry moves up into its place, and banana fades out where it was.")
local t = l:delete("banana", quick)
print(t)
expect(kinds(t) == "deletes" and paths(t.stages[1].deleted) == "0,1", "one stage: delete [0,1]")
expect_frame(l, "cherry", { y = 81.667 })  -- banana's place: 37.667 + 44

print("\n2. Insert: date arrives after cherry; it fades in at its new frame.")
t = l:insert(fruit "date", { after = "cherry" }, quick)
print(t)
expect(kinds(t) == "item inserts and moves" and paths(t.stages[1].inserted) == "0,2", "one stage: insert [0,2]")

print("\n3. Move: date moves to the top of the section (one move; the others shift).")
t = l:move("date", { before = "apple" }, quick)
print(t)
expect(paths(t.stages[1].moved) == "0,2→0,0" and #t.stages[1].inserted == 0 and #t.stages[1].deleted == 0,
  "one move, [0,2] → [0,0], and nothing else")

print("\n4. Update: same id, different content: a reload, at the old index path (item updates come first when a change needs several stages).")
t = l:update("apple", { text = "Apple", secondary = "Red, crisp" }, quick)
print(t)
-- date, apple, cherry: apple is reloaded where it is, [0,1].
expect(kinds(t) == "item updates" and paths(t.stages[1].updated) == "0,1", "a reload of [0,1]")

print("\n5. Move across sections: leek joins the fruits (an item move may cross sections).")
t = l:move("leek", { section = "fruits" }, quick)
print(t)
-- leek, second of the vegetables, becomes the fourth fruit (date, apple, cherry, leek).
expect(paths(t.stages[1].moved) == "1,1→0,3", "a move from [1,1] to [0,3]")

print("\n6. Move a section: vegetables go first (a section move is a stage of section inserts and moves).")
t = l:move_section("veg", { before = "fruits" }, quick)
print(t)
local sectionMove = t.stages[1].sections_moved[1]
expect(kinds(t) == "section inserts and moves" and sectionMove.from == 1 and sectionMove.to == 0,
  "one stage: section 1 moves to 0")

print("\n7. All at once: the diff finds every change and needs several stages.")
t = l:apply({
  section "fruits" { header = "Fruits (3)", fruit "leek", fruit "cherry", fruit("fig", "Fig") },
  section "herbs" { header = "Herbs", fruit "basil" },
  section "veg" { header = "Vegetables", fruit "kale", fruit("apple", "Apple") },
}, quick)
print(t)
-- From veg [kale], fruits [date, apple, cherry, leek]: every stage kind, in UIKit's order, each
-- stage's paths in the data the one before left: apple (its secondary text gone) reloaded at [1,1];
-- date deleted at [1,0]; herbs inserted as section 1 and fruits moved to 0; then, in fruits
-- [apple, cherry, leek], fig inserted at [0,2], apple moved to the vegetables [2,1] and leek to the
-- top; last the fruits' header reloaded.
expect(kinds(t) == "item updates, deletes, section inserts and moves, item inserts and moves, section updates",
  "all five stages, in order")
expect(paths(t.stages[1].updated) == "1,1" and paths(t.stages[2].deleted) == "1,0", "apple reloaded, then date deleted")
expect(t.stages[3].sections_inserted[1] == 1 and t.stages[3].sections_moved[1].from == 1
  and t.stages[3].sections_moved[1].to == 0, "herbs inserted at 1, fruits moved from 1 to 0")
expect(paths(t.stages[4].inserted) == "0,2" and paths(t.stages[4].moved) == "0,0→2,1 0,2→0,0",
  "fig inserted at [0,2]; apple and leek moved from the fruits' intermediate rows")
expect(t.stages[5].sections_updated[1] == 0, "the fruits' header changed: section 0 reloaded")

print("\nThe list now:")
print(l)
-- Three headers, five cells and two gaps above apple: 3 × 37.667 + 5 × 44 + 2 × 35 = 403.
expect_frame(l, "apple", { x = 16, y = 403, w = 343, h = 44 })
expect(l:frame("basil").corners == "all", "a lone cell rounds all four corners")

-- diff() computes the same stages without a list (no layout, no animation).
print("\ndiff() on plain data:")
local d = diff(
  { section "a" { cell(1) {}, cell(2) {}, cell(3) {} } },
  { section "a" { cell(3) {}, cell(1) {}, cell(4) {} } })
print(d)
-- 1 2 3 → delete 2 → 1 3 → insert 4 at the end, move 3 to the top → 3 1 4.
expect(kinds(d) == "deletes, item inserts and moves" and paths(d.stages[1].deleted) == "0,1"
  and paths(d.stages[2].inserted) == "0,2" and paths(d.stages[2].moved) == "0,1→0,0", "delete 2; insert 4, move 3")
