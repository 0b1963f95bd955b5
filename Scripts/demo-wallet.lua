-- demo: Seed 003 — the Wallet look: inset grouped sections with rounded first and last cells
-- Built by hand in iOS 12.2 (16-point side constraints, corners rounded by index path), then a
-- built-in style in iOS 13: insetGrouped.

--- Two sections; insetGrouped insets everything by 16 points on a 375-point screen.
local wallet = list {
  style = "insetGrouped",
  section "cards" { header = "Cards", cell "visa" { text = "Visa" }, cell "amex" { text = "Amex" },
    cell "debit" { text = "Debit" } },
  section "passes" { header = "Passes", cell "boarding" { text = "Boarding pass" } },
}
print(wallet)

--- The corners, as the article's applyConfig(for:numberOfCellsInSection:) computed them: top for the
--- first cell, bottom for the last, all four for a lone cell.
for _, f in ipairs(wallet:frames()) do
  if f.kind == "cell" then print(f.id, f.corners) end
end

--- Separators start 16 points into each inset cell; the last cell of a section has none.
show(wallet)

--- Delete the middle card: amex goes, debit moves up, and visa keeps its top corners.
print(wallet:delete("amex", { steps = 2 }))
