-- An outline: a file browser as a hierarchical section (NSDiffableDataSourceSectionSnapshot).
--
-- A section snapshot holds a tree of ids and which items are expanded. Applied to a section with
-- l:apply_section_snapshot(id, tree), only the visible items become cells: the roots, and the
-- children of expanded items. Each cell is indented by its level × 10 points (UITableViewCell's
-- documented indentationWidth) and an item with children gets an outline disclosure, ▸ when
-- collapsed and ▾ when expanded, that keeps 29 points at the trailing edge. Expanding inserts the
-- children below their parent; collapsing deletes everything under it; the parent is reconfigured
-- (its disclosure turns), not reloaded.
-- Run: Scripts/listlab run Scripts/outline.lua

local files = {
  { "Documents", { { "Work", { "Report.pages", "Budget.numbers" } }, "Taxes 2024.pdf" } },
  { "Music", { { "Albums", { "Blue.m4a", "Kind of Blue.m4a" } } } },
  { "Photos", {} },
  "notes.txt",
}

-- Appends a tree of { name, children } entries (a plain string is a file) under `parent`.
local function add(tree, entries, parent)
  for _, entry in ipairs(entries) do
    local name = type(entry) == "table" and entry[1] or entry
    tree:append({ name }, parent)
    if type(entry) == "table" then add(tree, entry[2], name) end
  end
end

local l = list { style = "insetGrouped", separators = false, section "files" { header = "On My iPhone" } }
l:set_cell_provider(function(id) return { text = id } end)

local tree = section_snapshot()
add(tree, files)
print(tree)

local quick = { steps = 2 }

print("\n1. Applied collapsed: only the roots are cells; Documents and Music have children (▸).")
l:apply_section_snapshot("files", tree, quick)
print(l)

print("\n2. Expand Documents: Work and Taxes come in at level 1, below their parent.")
tree:expand { "Documents" }
print(l:apply_section_snapshot("files", tree, quick))

print("\n3. Expand Work too: its files come in at level 2.")
tree:expand { "Work" }
l:apply_section_snapshot("files", tree, quick)
print(l)
print(l:subframes("Report.pages"))
show(l)
-- Level 2: the text starts 2 × 10 points further in than a root's (16 + 20).
expect(l:subframes("Report.pages")[3].x == 36, "level 2 is indented 20 points")
expect(l:frame("Work").disclosure == "expanded" and l:frame("Work").level == 1, "Work is a level-1 expanded folder")

print("\n4. Collapse Documents: everything under it leaves; Work stays expanded inside the tree.")
tree:collapse { "Documents" }
print(l:apply_section_snapshot("files", tree, quick))
print("Work expanded:", tree:is_expanded("Work"), "· visible:", tree:is_visible("Work"))

print("\n5. Expand Documents and Music together, without animation: the changes are still reported.")
tree:expand { "Documents", "Music" }
local t = l:apply_section_snapshot("files", tree, { animated = false })
print(#t.stages .. " stage(s): " .. #t.stages[1].inserted .. " inserted; reconfigured: " .. #t.reconfigured)
print(l)

print("\n6. Queries: levels, parents, the subtree under an item.")
print("level of Blue.m4a:", tree:level("Blue.m4a"), "· parent:", tree:parent("Blue.m4a"))
print("children of Documents:", table.concat(tree:children("Documents"), ", "))
print(tree:snapshot("Music", true))

print("\n7. Edit the tree: a new folder in Documents, Photos deleted.")
tree:insert({ "Receipts" }, { after = "Work" })
tree:append({ "scan.png" }, "Receipts")
tree:delete { "Photos" }
print(l:apply_section_snapshot("files", tree, quick))
print(l)
