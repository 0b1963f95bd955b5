-- The staged changeset
--
-- `l:apply(new_sections)` diffs the list against its new data by id (Heckel's O(n) diff) and splits
-- the changes into the fewest stages UIKit can apply safely, in this order:
--   "item updates"               reloads, at the index paths of the old data;
--   "deletes"                    section and item deletes, at the old index paths;
--   "section inserts and moves"
--   "item inserts and moves"     at the new index paths, across sections too;
--   "section updates"            section reloads.
-- A stage that has nothing to do is left out. Why a reload comes first: UIKit turns a reload into
-- a delete and an insert of the same index path, which must not clash with a delete or a move of
-- that path in the same batch.
--
-- This exercise is a prediction: the change is right. Which stages does it take, in order?

local l = list {
  section "inbox" { cell "a" {}, cell "b" { text = "Draft" }, cell "c" {}, cell "d" {} },
}
local t = l:apply {
  section "inbox" { cell "d" {}, cell "a" {}, cell "b" { text = "Sent" }, cell "e" {} },
}

-- b is reloaded (its text changed), c is deleted, e is inserted and d moves to the top.
local predicted = { "item updates", "deletes", "item inserts and moves" }

local kinds = {}
for i, stage in ipairs(t.stages) do
  kinds[i] = stage.kind
end
expect(
  table.concat(predicted, ", ") == table.concat(kinds, ", "),
  ("the stages, in order (you predicted: %s)"):format(table.concat(predicted, ", ")))
