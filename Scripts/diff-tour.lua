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

local quick = { steps = 2 }  -- three samples per change keep the tour short

print("\n1. Delete: banana goes; cherry moves up into its place, and banana fades out where it was.")
print(l:delete("banana", quick))

print("\n2. Insert: date arrives after cherry; it fades in at its new frame.")
print(l:insert(fruit "date", { after = "cherry" }, quick))

print("\n3. Move: date moves to the top of the section (one move; the others shift).")
print(l:move("date", { before = "apple" }, quick))

print("\n4. Update: same id, different content: a reload, at the old index path (item updates come first when a change needs several stages).")
print(l:update("apple", { text = "Apple", secondary = "Red, crisp" }, quick))

print("\n5. Move across sections: leek joins the fruits (an item move may cross sections).")
print(l:move("leek", { section = "fruits" }, quick))

print("\n6. Move a section: vegetables go first (a section move is a stage of section inserts and moves).")
print(l:move_section("veg", { before = "fruits" }, quick))

print("\n7. All at once: the diff finds every change and needs several stages.")
print(l:apply({
  section "fruits" { header = "Fruits (3)", fruit "leek", fruit "cherry", fruit("fig", "Fig") },
  section "herbs" { header = "Herbs", fruit "basil" },
  section "veg" { header = "Vegetables", fruit "kale", fruit("apple", "Apple") },
}, quick))

print("\nThe list now:")
print(l)

-- diff() computes the same stages without a list (no layout, no animation).
print("\ndiff() on plain data:")
print(diff(
  { section "a" { cell(1) {}, cell(2) {}, cell(3) {} } },
  { section "a" { cell(3) {}, cell(1) {}, cell(4) {} } }))
