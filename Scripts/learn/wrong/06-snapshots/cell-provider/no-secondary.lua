-- A typical wrong answer to 06-snapshots/cell-provider.lua: the subject left out.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: the subject (secondary)

-- The cell provider
--
-- A snapshot holds identifiers only. UICollectionViewDiffableDataSource asks its cell provider for
-- the cell of each new item: `l:set_cell_provider(function(id, section_id) … end)` returns
-- `cell(id) {…}` with the id it is given (or a table of cell fields, or nil for the default cell,
-- which shows the id).
--
-- A built-in cell with a `text` and a `secondary` text is 11 + 20.333 + 3 + 18 + 11 = 63.333 points
-- tall: a body line, 3 points, a subheadline line. The inbox should show each message's sender as
-- the text and its subject as the secondary text.

local messages = {
  m1 = { from = "Ann", subject = "Lunch?" },
  m2 = { from = "Bob", subject = "The build is green" },
}

local l = list { section "inbox" {} }
l:set_cell_provider(function(id, section_id)
  return cell(id) { text = messages[id].from }
end)
l:apply_snapshot(snapshot():append_sections({ "inbox" }):append_items({ "m1", "m2" }, "inbox"))

local lines = {}
for _, node in ipairs(l:subframes("m2")) do
  if node.kind == "label" then lines[#lines + 1] = node.id end
end
expect_frame("m1", { y = 0, h = 63.333 })
expect_frame("m2", { y = 63.333, h = 63.333 })
expect(table.concat(lines, " ") == "text secondary", "m2 shows two lines: the sender (text) and the subject (secondary)")
print(l)
