-- Old index paths and new ones
--
-- UIKit checks the counts of a batch, not the ids: a batch whose counts add up but that deletes
-- the wrong rows is accepted, and animates the wrong cells — a row that stays fades out while the
-- row that left keeps showing its old content. ListLab accepts it too, with a warning for each row
-- where the claims and the ids part (`t.warnings`).
--
-- The inbox goes from a b c d e to a c e f: b and d leave, f arrives. Deletes name rows of the
-- data before the update (b is row 1, d is row 3); inserts name rows of the data after it (f is
-- row 3). The batch below counts right but deletes the wrong rows.

local l = list { section "inbox" { cell "a" {}, cell "b" {}, cell "c" {}, cell "d" {}, cell "e" {} } }

local t = l:batch({ section "inbox" { cell "a" {}, cell "c" {}, cell "e" {}, cell "f" {} } }, function(b)
  b:delete { { 0, 1 }, { 0, 2 } } -- TODO: which rows of the old data leave?
  b:insert { 0, 3 }
end)

expect(#t.warnings == 0, "the batch's claims agree with the ids: " .. (t.warnings[1] or "no warning"))
local deleted = {}
for i, path in ipairs(t.stages[1].deleted) do
  deleted[i] = path.item
end
expect(table.concat(deleted, " ") == "1 3", "deletes are at the index paths of the old data: b (row 1) and d (row 3) (you deleted rows " .. table.concat(deleted, " ") .. ")")
print(t)
