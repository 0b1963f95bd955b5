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

local function attempt(title, sections, declare)
  print("— " .. title)
  local ok, result = pcall(l.batch, l, sections, declare)
  if ok then
    print("  accepted: " .. #result.stages[1].deleted .. " deleted, " .. #result.stages[1].inserted
      .. " inserted, " .. #result.stages[1].moved .. " moved")
  else
    -- Drop the "file:line: " prefix so the message reads as UIKit prints it.
    print("  " .. result:gsub("^[^:]+:%d+: ", ""))
  end
  print()
end

-- 1. Removing a row from the data but forgetting to tell the table.
attempt("the data lost a row, the batch deleted nothing",
  { section "inbox" (items("a", "b")) }, function(b) end)

-- 2. Deleting a row that the data still has (the count goes 3 → 3 but one delete was declared).
attempt("a delete the data does not reflect",
  { section "inbox" (items("a", "b", "c")) }, function(b) b:delete{ 0, 1 } end)

-- 3. An index path that does not exist before the update.
attempt("deleting row 5 of a 3-row section",
  { section "inbox" (items("a", "b")) }, function(b) b:delete{ 0, 5 } end)

-- 4. Inserting past the end of the section after the update.
attempt("inserting row 4 into a section that has 4 rows after the update",
  { section "inbox" (items("a", "b", "c", "d")) }, function(b) b:insert{ 0, 4 } end)

-- 5. Deleting and reloading the same row in one batch.
attempt("delete and reload of the same index path",
  { section "inbox" (items("a", "c")) }, function(b) b:delete{ 0, 1 } b:reload{ 0, 1 } end)

-- 6. Inserting at a path that a move also targets.
attempt("an insert and a move to the same index path",
  { section "inbox" (items("b", "x", "a", "c")) }, function(b)
    b:insert{ 0, 0 }
    b:move({ 0, 1 }, { 0, 0 })
  end)

-- 7. The section count does not add up.
attempt("a new section that was not inserted",
  { section "inbox" (items("a", "b", "c")), section "archive" (items("z")) }, function(b) end)

-- 8. A consistent batch: delete b, insert d at the end, move c to the top.
attempt("a correct batch",
  { section "inbox" (items("c", "a", "d")) }, function(b)
    b:delete{ 0, 1 }
    b:move({ 0, 2 }, { 0, 0 })
    b:insert{ 0, 2 }
  end)

print(l)
