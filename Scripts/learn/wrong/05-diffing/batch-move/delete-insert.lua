-- A typical wrong answer to 05-diffing/batch-move.lua: a delete and an insert for a move.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: a move slides the cell

-- A move is not a delete and an insert
--
-- The last message of the inbox is pinned, and jumps to the top: a b c becomes c a b. Declared as
-- a delete of row 2 and an insert of row 0, the counts add up, but UIKit animates what it was
-- told: the old cell c fades out at the bottom while a new one fades in at the top. A move,
-- b:move(from, to) — from an old index path to a new one — slides the same cell up instead, and
-- the others down.
--
-- `t:at(time)` is every element of the transition at that time, with its `state`:
-- "moving" (moved on purpose), "shifting" (pushed by the others), "deleting", "inserting",
-- "updating" or "steady".

local l = list { section "inbox" { cell "a" {}, cell "b" {}, cell "c" {} } }

local t = l:batch({ section "inbox" { cell "c" {}, cell "a" {}, cell "b" {} } }, function(b)
  b:delete { 0, 2 }
  b:insert { 0, 0 }
end)

local states = {}
for _, element in ipairs(t:at(0.15)) do
  if element.kind == "cell" then states[#states + 1] = element.id .. " " .. element.state end
end
expect(#t.warnings == 0, "the batch's claims agree with the ids: " .. (t.warnings[1] or "no warning"))
expect(
  table.concat(states, ", ") == "c moving, a shifting, b shifting",
  "a move slides the cell from its old place to its new one: halfway, the three cells slide, none fades (they are: " .. table.concat(states, ", ") .. ")")
print(t)
