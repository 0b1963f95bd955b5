-- The classic performBatchUpdates mistakes, and the messages UIKit raises for them.
--
-- l:batch(new_sections, function(b) … end) is performBatchUpdates as a programmer experiences
-- it: new_sections is the data source after the change, and the function declares the updates
-- the programmer claims (index paths are 0-based [section, item], as IndexPath). ListLab checks
-- the claims against the data the way UIKit does; a wrong batch fails with UIKit's own message and
-- leaves the list unchanged. A right one animates exactly what was declared.
-- Run: Scripts/listlab run Scripts/batch-errors.lua

local function items(...)
  local cells = {}
  for i, id in ipairs({ ... }) do cells[i] = cell(id) {} end
  return cells
end

local l = list { section "inbox" (items("a", "b", "c")) }

-- Returns the transition of an accepted batch, or nil and the message of a refused one.
local function attempt(title, sections, declare)
  print("— " .. title)
  local ok, result = pcall(l.batch, l, sections, declare)
  local message
  if ok then
    print("  accepted: " .. #result.stages[1].deleted .. " deleted, " .. #result.stages[1].inserted
      .. " inserted, " .. #result.stages[1].moved .. " moved")
  else
    -- Drop the "file:line: " prefix so the message reads as UIKit prints it.
    message = result:gsub("^[^:]+:%d+: ", "")
    print("  " .. message)
  end
  print()
  if ok then return result end
  return nil, message
end

-- A refused batch leaves the list as it was: a, b, c, 44 points apart.
local function unchanged()
  return l:frame("a").y == 0 and l:frame("b").y == 44 and l:frame("c").y == 88
end

-- ListLab's note after an index-path message (not UIKit's words).
local zeroBased = " (index paths and section indices count from 0: the first row is {0, 0})"

-- 1. Removing a row from the data but forgetting to tell the table.
local _, lostRow = attempt("the data lost a row, the batch deleted nothing",
  { section "inbox" (items("a", "b")) }, function(b) end)
-- after 2 ≠ before 3 + 0 inserted − 0 deleted ± 0 moved
expect(lostRow == "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
  .. "existing section after the update (2) must be equal to the number of rows contained in that section "
  .. "before the update (3), plus or minus the number of rows inserted or deleted from that section "
  .. "(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
  .. "(0 moved in, 0 moved out).", "a row missing from the batch: UIKit's row-count sentence")
expect(unchanged(), "a refused batch leaves a, b, c where they were")

-- 2. Deleting a row that the data still has (the count goes 3 → 3 but one delete was declared).
local _, extraDelete = attempt("a delete the data does not reflect",
  { section "inbox" (items("a", "b", "c")) }, function(b) b:delete{ 0, 1 } end)
-- after 3 ≠ before 3 + 0 inserted − 1 deleted = 2
expect(extraDelete == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
  .. "an existing section after the update (3) must be equal to the number of rows contained in that "
  .. "section before the update (3), plus or minus the number of rows inserted or deleted from that section "
  .. "(0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section "
  .. "(0 moved in, 0 moved out).", "an undue delete: UIKit's row-count sentence, counting it")

-- 3. An index path that does not exist before the update.
local _, pastEnd = attempt("deleting row 5 of a 3-row section",
  { section "inbox" (items("a", "b")) }, function(b) b:delete{ 0, 5 } end)
-- rows 0, 1, 2 exist before the update: 5 ≥ 3
expect(pastEnd == "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
  .. zeroBased, "a delete out of range: UIKit's sentence, counting the rows before")

-- 4. Inserting past the end of the section after the update.
local _, insertPastEnd = attempt("inserting row 4 into a section that has 4 rows after the update",
  { section "inbox" (items("a", "b", "c", "d")) }, function(b) b:insert{ 0, 4 } end)
-- rows 0 … 3 exist after the update: 4 ≥ 4
expect(insertPastEnd == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 "
  .. "after the update" .. zeroBased, "an insert out of range: UIKit's sentence, counting the rows after")

-- 5. Deleting and reloading the same row in one batch.
local _, deleteReload = attempt("delete and reload of the same index path",
  { section "inbox" (items("a", "c")) }, function(b) b:delete{ 0, 1 } b:reload{ 0, 1 } end)
expect(deleteReload == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})",
  "delete + reload of [0,1]: UIKit's sentence, with the path as NSIndexPath prints it")

-- 6. Inserting at a path that a move also targets.
local _, insertMove = attempt("an insert and a move to the same index path",
  { section "inbox" (items("b", "x", "a", "c")) }, function(b)
    b:insert{ 0, 0 }
    b:move({ 0, 1 }, { 0, 0 })
  end)
expect(insertMove == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})",
  "insert at [0,0] + move to [0,0]: UIKit's sentence")

-- 7. The section count does not add up.
local _, newSection = attempt("a new section that was not inserted",
  { section "inbox" (items("a", "b", "c")), section "archive" (items("z")) }, function(b) end)
-- after 2 ≠ before 1 + 0 inserted − 0 deleted
expect(newSection == "Invalid update: invalid number of sections. The number of sections contained in the "
  .. "table view after the update (2) must be equal to the number of sections contained in the table view "
  .. "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
  "an undeclared section: UIKit's section-count sentence")
expect(unchanged(), "seven refused batches leave a, b, c where they were")

-- 8. A consistent batch: delete b, insert d at the end, move c to the top.
local accepted = attempt("a correct batch",
  { section "inbox" (items("c", "a", "d")) }, function(b)
    b:delete{ 0, 1 }
    b:move({ 0, 2 }, { 0, 0 })
    b:insert{ 0, 2 }
  end)
-- 3 − 1 deleted + 1 inserted = 3 rows: c moved to the top, a follows, d is new at the end.
local moved = accepted and accepted.stages[1].moved[1]
expect(moved and moved.from.item == 2 and moved.to.item == 0, "the correct batch is accepted and moves [0,2] to [0,0]")
expect(l:frame("c").y == 0 and l:frame("a").y == 44 and l:frame("d").y == 88, "c, a, d: 0, 44, 88")

print(l)
