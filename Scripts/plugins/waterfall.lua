-- waterfall: a masonry (staggered columns) layout style, written as a ListLab layout plugin.
--
--   require "waterfall"
--   local l = list { style = "waterfall", columns = 2, spacing = 8, line_spacing = 8, insets = 8, … }
--
-- Like Pinterest's grid (or UICollectionView's custom "waterfall" layouts, seed 004's subject:
-- a UICollectionViewLayout that measures items itself): every column is as wide as a grid
-- column, and each item goes to the column that is currently shortest, so items of different
-- heights pack without gaps. It reads the grid options — `columns` (a number or
-- { min_width = W }), `spacing` (between columns), `line_spacing` (between items of a column),
-- `insets` — from the list and from each section, and places each section's header above it at
-- full width.

local function column_count(columns, available, spacing)
  if type(columns) == "number" then return columns end
  -- Adaptive: as many columns of at least min_width as fit.
  return math.max(1, math.floor((available + spacing) / (columns.min_width + spacing)))
end

layout("waterfall", function(ctx)
  local options = ctx.options
  local items, headers, footers = {}, {}, {}
  local y = 0
  for s, section in ipairs(ctx.sections) do
    local insets = section.insets or options.insets
    local spacing = section.spacing or options.spacing
    local line_spacing = section.line_spacing or options.line_spacing
    if section.header then
      local height = ctx:header_height(s, ctx.width)
      headers[s] = { x = 0, y = y, w = ctx.width, h = height }
      y = y + height
    end
    local available = ctx.width - insets.left - insets.right
    local columns = column_count(section.columns or options.columns, available, spacing)
    local width = (available - (columns - 1) * spacing) / columns
    local bottoms = {}
    for c = 1, columns do bottoms[c] = y + insets.top end
    for i = 1, section.count do
      -- The shortest column so far; the leftmost on a tie.
      local shortest = 1
      for c = 2, columns do
        if bottoms[c] < bottoms[shortest] then shortest = c end
      end
      local _, height = ctx:size(s, i, width)
      items[#items + 1] = {
        x = insets.left + (shortest - 1) * (width + spacing), y = bottoms[shortest], w = width, h = height,
      }
      bottoms[shortest] = bottoms[shortest] + height + line_spacing
    end
    local tallest = y + insets.top
    for c = 1, columns do
      if bottoms[c] > tallest then tallest = bottoms[c] - (section.count > 0 and line_spacing or 0) end
    end
    y = tallest + insets.bottom
    if section.footer then
      local height = ctx:footer_height(s, ctx.width)
      footers[s] = { x = 0, y = y, w = ctx.width, h = height }
      y = y + height
    end
  end
  return { items = items, headers = headers, footers = footers, content_height = y }
end)

return { style = "waterfall" }
