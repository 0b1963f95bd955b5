-- Diffable data source snapshots
--
-- Since iOS 13 a list can take its data as a snapshot (NSDiffableDataSourceSnapshot): the section
-- identifiers in order, each with its item identifiers. You build one, then apply it whole; the
-- list diffs it against what it shows. ListLab uses UIKit's names in snake case:
-- `snapshot()`, `s:append_sections(ids)`, `s:append_items(ids [, section])`,
-- `l:apply_snapshot(s)`. Without a cell provider, an item shows its id as a built-in cell.
--
-- A new snapshot is empty: it has no sections. UIKit raises "There are currently no sections in
-- the data source. Please add a section first." when items are appended to nothing.

local l = list { section "inbox" {} }

local s = snapshot()
s:append_sections { "inbox" } -- the section first, then its items
s:append_items({ "m1", "m2", "m3" }, "inbox")
local t = l:apply_snapshot(s)

expect(#l:snapshot():item_identifiers() == 3, "a snapshot with its section and its items shows the three messages")
expect_frame("m3", { y = 88 }) -- two 44-point rows above it
expect(#t.stages == 1 and #t.stages[1].inserted == 3, "applying the snapshot inserts three rows")
print(l)
