-- Outlines
--
-- A section can show a tree (NSDiffableDataSourceSectionSnapshot, iOS 14): `section_snapshot()`,
-- `o:append(ids [, parent])`, `o:expand(ids)`, `o:collapse(ids)`, and
-- `l:apply_section_snapshot(section, o)`. Only the visible items are cells: the roots, and the
-- children of expanded items. A child's content is indented by its level × 10 points (the cell
-- keeps its frame); an item with children shows a disclosure, ▸ collapsed and ▾ expanded.
--
-- The file browser should open with Documents expanded.

local l = list { style = "insetGrouped", section "files" {} }
local tree = section_snapshot()
tree:append { "Documents", "Music", "notes.txt" }
tree:append({ "Work", "Taxes.pdf" }, "Documents")
-- TODO: open Documents
l:apply_section_snapshot("files", tree)

local rows = {}
for _, f in ipairs(l:frames()) do
  if f.kind == "cell" then rows[#rows + 1] = f.id end
end
expect(
  table.concat(rows, " ") == "Documents Work Taxes.pdf Music notes.txt",
  "an expanded item's children show under it (the rows are: " .. table.concat(rows, " ") .. ")")
expect(l:frame("Documents").disclosure == "expanded", "Documents shows ▾")
expect_frame("Work", { y = 44 }) -- right under Documents
expect_frame("notes.txt", { y = 176 }) -- the fifth row
if #rows == 5 then
  local text
  for _, node in ipairs(l:subframes("Work")) do
    if node.id == "text" then text = node end
  end
  expect(l:frame("Work").level == 1, "Work is one level down")
  expect(text.x == 26, ("Work's text is indented by 10 points: 16 + 10 = 26 (it is at %g)"):format(text.x))
end
print(l)
