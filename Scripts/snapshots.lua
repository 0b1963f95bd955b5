-- The diffable data source API: snapshots of identifiers, a cell provider, and reconfigure next to
-- reload.
--
-- A snapshot (NSDiffableDataSourceSnapshot) holds ids only: sections in order, each with its items.
-- You take the list's (l:snapshot()) or start empty (snapshot()), edit it with UIKit's methods
-- (append_items, move_item, delete_sections, …) and apply it: l:apply_snapshot(s) diffs the ids
-- against the list (O(n)). An item the list already shows keeps its cell; a new one gets its cell
-- from the cell provider. reload_items replaces a cell (a crossfade); reconfigure_items (iOS 15)
-- keeps it and measures it again (a resize). A refused edit raises UIKit's own message.
-- Run: Scripts/listlab run Scripts/snapshots.lua

-- The model the cells show: the provider reads it, as a UIKit cell provider reads your model.
local inbox = {
  m1 = { from = "Ana", subject = "Lunch?" },
  m2 = { from = "Ben", subject = "Quarterly report" },
  m3 = { from = "Cleo", subject = "Photos from the trip" },
  m4 = { from = "Dev", subject = "Build is green" },
  m5 = { from = "Eve", subject = "Welcome aboard" },
}

local l = list { style = "insetGrouped", section "today" { header = "Today" }, section "earlier" { header = "Earlier" } }
l:set_cell_provider(function(id, section)
  local message = inbox[id]
  return cell(id) { text = message.from, secondary = message.subject }
end)

local quick = { steps = 2 }
local t

print("1. Build a snapshot from nothing and apply it: every cell comes from the provider.")
local s = l:snapshot()
s:append_items({ "m1", "m2" }, "today")
s:append_items({ "m3", "m4" }, "earlier")
print(s)
print(l:apply_snapshot(s, quick))

print("\n2. Edit the list's own snapshot: a new message on top, one moved, one deleted.")
s = l:snapshot()
s:insert_items({ "m5" }, { before = "m1" })
s:move_item("m4", { after = "m2" })
s:delete_items { "m3" }
print(s)
print(l:apply_snapshot(s, quick))

print("\n3. The queries UIKit has.")
print("items:", table.concat(s:item_identifiers(), " "), "· sections:", table.concat(s:section_identifiers(), " "))
print("number of items:", s:number_of_items(), "in today:", s:number_of_items("today"), "· sections:", s:number_of_sections())
print("m4 is in", s:section_identifier("m4"), "at index", s:index_of_item("m4"), "· earlier is section", s:index_of_section("earlier"))

print("\n4. Reload against reconfigure, side by side: Ben's subject grows to two lines, Dev's too.")
inbox.m2.subject = "Quarterly report: the numbers are in and they look better than the forecast said"
inbox.m4.subject = "Build is green again after the flaky network test was fixed this morning"
s = l:snapshot()
s:reload_items { "m2" }       -- a new cell: it fades out and in ("updating")
s:reconfigure_items { "m4" }  -- the same cell, measured again: it grows ("shifting"), no crossfade
t = l:apply_snapshot(s, quick)
print(t)
expect(t.stages[1].updated[1].item == 2 and t.reconfigured[1].id == "m4", "m2 reloaded, m4 reconfigured")

print("\n5. animated = false still diffs (iOS 15): the stages are reported, nothing animates.")
s = l:snapshot()
s:move_section("earlier", { before = "today" })
t = l:apply_snapshot(s, { animated = false })
print(#t.stages .. " stage(s), " .. t.stages[1].kind .. ", duration " .. t.duration)

print("\n6. apply_snapshot_using_reload_data: no diff and no animation, like reloadData().")
s = snapshot()
s:append_sections { "all" }
s:append_items { "m1", "m2", "m4", "m5" }
print(l:apply_snapshot_using_reload_data(s))
print(l)

print("\n7. What UIKit refuses, with its messages (the list is unchanged).")
local function attempt(title, edit)
  local ok, message = pcall(edit)
  print("— " .. title)
  print("  " .. (ok and "accepted" or message:gsub("^[^:]+:%d+: ", "")))
end
attempt("append items before any section", function() snapshot():append_items { "m1" } end)
attempt("an id twice", function() l:snapshot():append_items { "m9", "m1", "m9" } end)
attempt("reload an item the snapshot lacks", function() l:snapshot():reload_items { "m3" } end)
attempt("reconfigure an item the snapshot lacks", function() l:snapshot():reconfigure_items { "m7" } end)
attempt("move an item the snapshot lacks", function() l:snapshot():move_item("m3", { before = "m1" }) end)
attempt("insert before a section the snapshot lacks", function()
  l:snapshot():insert_sections({ "new" }, { before = "today" })
end)
