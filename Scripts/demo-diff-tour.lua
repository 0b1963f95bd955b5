-- demo: The diff tour — delete, insert, move, update and section moves, stage by stage
-- Each change returns a transition: the changeset in UIKit's stages, then the animation sampled.

--- A list of fruits and vegetables.
local l = list {
  section "fruits" { cell "apple" { text = "Apple" }, cell "banana" { text = "Banana" }, cell "cherry" { text = "Cherry" } },
  section "veg" { cell "kale" { text = "Kale" } },
}
print(l)

--- Delete banana: one stage of deletes; cherry moves up.
print(l:delete("banana", { steps = 1 }))

--- Update apple (same id, new content): a reload, in the first stage, at the old index path.
print(l:update("apple", { text = "Apple", secondary = "Red" }, { steps = 1 }))

--- Move kale into the fruits section: moves may cross sections.
print(l:move("kale", { before = "apple" }, { steps = 1 }))

--- Everything at once with apply: the diff splits it into the fewest UIKit-safe stages.
print(l:apply({
  section "veg" { cell "leek" { text = "Leek" } },
  section "fruits" { cell "cherry" { text = "Cherry" }, cell "apple" { text = "Apple" } },
}, { steps = 1 }))
