-- A typical wrong answer to 06-snapshots/reconfigure.lua: the new content not told to the list.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: reconfigured in place

-- Reload or reconfigure
--
-- When an item's content changes, a snapshot can say so in two ways:
--   s:reload_items(ids)       replaces the cell: the diff reports an update (a stage), and the
--                             old content crossfades to the new ("updating");
--   s:reconfigure_items(ids)  (iOS 15) keeps the cell and gives it the new content in place,
--                             outside the batch: no stage, and the cell only resizes ("shifting"
--                             while its frame changes). `t.reconfigured` lists it.
-- Apple recommends reconfiguring when the cell stays the same kind, as here: a longer subject.

local messages = { m1 = { from = "Ann", subject = "Lunch?" }, m2 = { from = "Bob", subject = "Build" } }
local l = list { section "inbox" {} }
l:set_cell_provider(function(id)
  return cell(id) { text = messages[id].from, secondary = messages[id].subject }
end)
l:apply_snapshot(snapshot():append_sections({ "inbox" }):append_items({ "m1", "m2" }, "inbox"))

messages.m1.subject = "Lunch? The new place on the corner opens today, and they have a terrace."
local s = l:snapshot()
-- (nothing)
local t = l:apply_snapshot(s)

expect(#t.stages == 0, ("a reconfigure is no stage: the change is not part of the batch (there are %d)"):format(#t.stages))
expect(#t.reconfigured == 1 and t.reconfigured[1].id == "m1", "m1 is reconfigured in place")
local state
for _, element in ipairs(t:at(0.15)) do
  if element.kind == "cell" and element.id == "m1" then state = element.state end
end
expect(state == "shifting", "reconfigured in place, m1 grows to two subject lines without a crossfade (it is " .. tostring(state) .. ")")
print(t)
