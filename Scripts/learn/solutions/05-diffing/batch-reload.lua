-- Reloads name the old index path
--
-- UIKit performs a reload as a delete and an insert of the same index path, so a reload — like a
-- delete — names the row in the data before the update. A batch may not delete and reload the same
-- index path ("attempt to delete and reload the same index path"), which is why a diff puts
-- reloads in a stage of their own, before the deletes.
--
-- Here the message a is deleted and the draft b, now sent, changes its text: a b c becomes b c.
-- b is row 1 of the old data (it ends up at row 0). Fix the batch.

local l = list { section "inbox" { cell "a" {}, cell "b" { text = "Draft" }, cell "c" {} } }

local ok, t = pcall(l.batch, l, { section "inbox" { cell "b" { text = "Sent" }, cell "c" {} } }, function(b)
  b:delete { 0, 0 }
  b:reload { 0, 1 } -- b's row before the update
end)
-- pcall catches the error UIKit raises when a batch does not add up, so that the check can say why.
expect(ok, "a reload is at the index path of the data before the update, where nothing else is deleted: " .. tostring(not ok and t or ""))
if ok then
  local states = {}
  for _, element in ipairs(t:at(0.15)) do
    if element.kind == "cell" then states[element.id] = element.state end
  end
  expect(states.a == "deleting", "a fades out")
  expect(states.b == "updating", "a reload is at the index path of the data before the update: b is reloaded, its old content crossfades to the new")
  expect(#t.warnings == 0, "the batch's claims agree with the ids: " .. (t.warnings[1] or "no warning"))
  print(t)
end
