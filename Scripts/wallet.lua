-- Seed 003 — "Replicating the Wallet TableView" (iOS 12.2).
--
-- Wallet's table is inset 16 points from both edges, and the first and last cells of each section
-- have rounded corners (all four for a lone cell). The author built it by hand: a grouped table
-- inside a scroll view with 16-point side constraints, roundCorners(.top / .bottom / .all) by
-- index path, and a hand-drawn separator layer at x = 16 on every cell but the first of a section
-- (0.2 points thick). iOS 13 made this a style: UITableView.Style.insetGrouped — radius 10, and
-- separators inset from the cell's leading edge.
--
-- The post made random sections of one or two cells; here they are fixed so the output is the
-- same every run. Run: Scripts/listlab run Scripts/wallet.lua

local function cards(section_id, names)
  local cells = {}
  for i, name in ipairs(names) do
    cells[i] = cell(section_id .. "." .. i) { text = name, accessory = "chevron" }
  end
  return cells
end

local wallet = list {
  style = "insetGrouped",
  inset = 16,               -- the article's 16-point side constraints (also iOS's default at 375)
  corner_radius = 15,       -- the article rounds by 15; iOS 13's insetGrouped uses 10
  section "s0" { header = "Section 0", table.unpack(cards("s0", { "Apple Card", "Debit" })) },
  section "s1" { header = "Section 1", table.unpack(cards("s1", { "Boarding pass" })) },
  section "s2" { header = "Section 2", table.unpack(cards("s2", { "Loyalty", "Gift card" })) },
}

-- corners=top on the first cell of each section, corners=bottom on the last, corners=all on the
-- lone boarding pass; each separator starts 16 points into its inset cell (x = 32) and is one
-- pixel thick; the last cell of a section has none.
print(wallet)
print()
show(wallet)
print()

-- The same facts as expectations: `listlab test Scripts/wallet.lua` checks them (and `run` reports
-- any that fails on stderr).
expect_frame(wallet, "s1.1", { x = 16, w = 343, h = 44 })
expect(wallet:frame("s1.1").corners == "all", "a lone cell rounds all four corners")
expect_frame(wallet, "s0.1", { x = 32, w = 327, h = 1 / 3 }, { kind = "separator" })

-- Corner data per cell, as the article's applyConfig(for:numberOfCellsInSection:) computed it.
for _, f in ipairs(wallet:frames()) do
  if f.kind == "cell" then
    print(("%-5s [%d,%d] corners=%s"):format(f.id, f.section, f.item, f.corners))
  end
end
