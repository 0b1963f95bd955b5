-- performBatchUpdates must add up
--
-- `l:batch(new_sections, function(b) … end)` is performBatchUpdates as a programmer writes it:
-- `new_sections` is the data source after the change, and the function tells the list what
-- changed, with 0-based index paths { section, item }: b:delete{…}, b:insert{…}, b:reload{…},
-- b:move(from, to). UIKit checks the counts: the rows of a section after the update must be the
-- rows before, minus the deleted, plus the inserted, plus or minus the moved. When they do not
-- add up it raises "Invalid update: invalid number of rows in section 0 …" — and so does ListLab.
--
-- Deletes (and reloads) name index paths in the data before the update; inserts name index paths
-- in the data after it.
--
-- A new draft arrives at the top of the inbox. The batch below forgets to say so.

local l = list { section "inbox" { cell "a" {}, cell "b" {}, cell "c" {} } }

local ok, t = pcall(l.batch, l, { section "inbox" { cell "draft" {}, cell "a" {}, cell "b" {}, cell "c" {} } }, function(b)
  -- TODO: tell the list about the new row
end)
-- pcall catches the error UIKit raises when a batch does not add up, so that the check can say why.
expect(ok, "the batch tells the list about the inserted row, or its counts do not add up: " .. tostring(not ok and t or ""))
if ok then
  expect(#t.stages[1].inserted == 1, "the batch tells the list about the inserted row")
  expect(t.stages[1].inserted[1].item == 0, "an insert is at its index path in the data after the update: the draft at the top, {0, 0}")
  expect_frame("draft", { y = 0 })
  expect_frame("c", { y = 132 })
  print(t)
end
