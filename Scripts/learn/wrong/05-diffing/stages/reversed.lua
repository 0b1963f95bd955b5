-- A typical wrong answer to 05-diffing/stages.lua: the right stages in the reverse order.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: out of order

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
local predicted = { "item inserts and moves", "deletes", "item updates" }

-- The check says which part of a prediction is wrong, and why.
local order = { "item updates", "deletes", "section inserts and moves", "item inserts and moves", "section updates" }
local when = {
  ["item updates"] = "a cell whose content changed is reloaded",
  ["deletes"] = "a cell or a section that is gone is deleted",
  ["section inserts and moves"] = "a section is added or changes place",
  ["item inserts and moves"] = "a cell is added or changes place",
  ["section updates"] = "a section is reloaded",
}
local rank, taken = {}, {}
for i, kind in ipairs(order) do
  rank[kind] = i
end
for _, stage in ipairs(t.stages) do
  taken[stage.kind] = true
end
local said = {}
for i, kind in ipairs(predicted) do
  said[kind] = true
  expect(
    rank[kind] ~= nil,
    ("your stage %d, %q, is no stage's name: a stage is one of %s"):format(i, kind, table.concat(order, ", ")))
  expect(
    rank[kind] == nil or taken[kind],
    ("your stage %d, %q, is not a stage of this change: it is taken when %s, and nothing here does"):format(
      i, kind, tostring(when[kind])))
  local previous = predicted[i - 1]
  expect(
    i == 1 or rank[kind] == nil or rank[previous] == nil or rank[previous] < rank[kind],
    ("your stages %d and %d are out of order: the stages are always in the order %s"):format(
      i - 1, i, table.concat(order, ", ")))
end
for _, stage in ipairs(t.stages) do
  expect(said[stage.kind], ("your prediction leaves out %q, which this change takes: %s"):format(stage.kind, when[stage.kind]))
end
