-- design_system: the hh.ru design-system cells of seed 002, as ListLab components.
--
--   local ds = require "design_system"
--   ds.cell("country", { left = Title { title = "Country" }, right = DetailChevron { text = "Russia" } })
--
-- A design-system cell is a container with a LEFT part and an optional RIGHT part, plus a separator:
--   left part:  indent m on the left, 0 on the right — it stretches, so it is "pinned" to the right part
--   right part: indent xs on the left, m on the right
-- Left parts:  Title, ImageTitleSubtitle, IconTitle, CheckboxTitle
-- Right parts: Detail, Chevron, DetailChevron, Badge, Toggle
-- plus LargeHeader (a section header of the Large type) and LeftRight (the container itself).
-- A disabled cell (enabled = false) is drawn at alpha 0.5 and ignores taps, as the seed's isEnabled.
--
-- Spacing tokens (the seed lists indents from 2 to 32 named by size; the values per name are
-- ListLab's reading of it):
--   xxs 2 · xs 4 · s 8 · sm 12 · m 16 · ml 20 · l 24 · xl 32
-- Vertical padding of every part is sm (12), so a one-line body cell is 12 + 20.333 + 12 = 44.333.

local space = { xxs = 2, xs = 4, s = 8, sm = 12, m = 16, ml = 20, l = 24, xl = 32 }

-- The thickness of the container's separator: one pixel at @3x.
local hairline = 1 / 3

local function left_padding() return { top = space.sm, left = space.m, bottom = space.sm, right = 0 } end
local function right_padding() return { top = space.sm, left = space.xs, bottom = space.sm, right = space.m } end

-- Left parts ---------------------------------------------------------------------------------

component("Title", function(props)
  return column { id = "left", padding = left_padding(),
    label { id = "title", text = props.title, style = props.style or "body", lines = props.lines or 0 },
  }
end)

component("ImageTitleSubtitle", function(props)
  local size = props.image_size or 40
  return row { id = "left", padding = left_padding(), spacing = space.sm, align = "center",
    image { id = "image", width = size, height = size, corner_radius = props.round ~= false and size / 2 or nil,
      name = props.image },
    column { spacing = space.xxs,
      label { id = "title", text = props.title, style = "headline" },
      label { id = "subtitle", text = props.subtitle or "", style = "subheadline", color = "secondary",
        hidden = props.subtitle == nil },
    },
  }
end)

component("IconTitle", function(props)
  return row { id = "left", padding = left_padding(), spacing = space.m, align = "center",
    image { id = "icon", width = 24, height = 24, name = props.icon },
    label { id = "title", text = props.title },
  }
end)

component("CheckboxTitle", function(props)
  return row { id = "left", padding = left_padding(), spacing = space.m, align = "center",
    box { id = props.checked and "checked" or "unchecked", width = 22, height = 22,
      color = props.checked and "accent" or "separator" },
    label { id = "title", text = props.title, lines = 0 },
  }
end)

-- Right parts --------------------------------------------------------------------------------

component("Detail", function(props)
  return row { id = "right", padding = right_padding(),
    label { id = "detail", text = props.text, color = "secondary", align = "trailing" },
  }
end)

component("Chevron", function()
  return row { id = "right", padding = right_padding(), align = "center",
    box { id = "chevron", width = 8, height = 13 },
  }
end)

component("DetailChevron", function(props)
  return row { id = "right", padding = right_padding(), spacing = space.xs, align = "center",
    label { id = "detail", text = props.text, color = "secondary" },
    box { id = "chevron", width = 8, height = 13 },
  }
end)

component("Badge", function(props)
  return row { id = "right", padding = right_padding(), align = "center",
    row { id = "badge", padding = { space.xxs, space.s }, background = "badge",
      label { text = props.text, style = "footnote", align = "center" },
    },
  }
end)

component("Toggle", function(props)
  return row { id = "right", padding = right_padding(), align = "center",
    box { id = props.on and "on" or "off", width = 51, height = 31, color = props.on and "green" or "gray" },
  }
end)

-- The container and the header ------------------------------------------------------------------

-- separator: true (insets m/m, the seed's 16 and 16), false or nil (none), or { left =, right = }.
component("LeftRight", function(props)
  local separator = props.separator
  if separator == true then separator = { left = space.m, right = space.m } end
  return column { id = "container",
    row { align = "center", props.left, props.right },
    row { id = "separator", hidden = not separator,
      padding = separator and { top = 0, left = separator.left or 0, bottom = 0, right = separator.right or 0 } or 0,
      box { height = hairline, color = "separator" },
    },
  }
end)

component("LargeHeader", function(props)
  return column { id = "header", padding = { top = space.l, left = space.m, bottom = space.s, right = space.m },
    label { id = "title", text = props.title, style = "title2" },
  }
end)

-- The module -------------------------------------------------------------------------------------

local ds = { space = space }

--- A design-system cell: ds.cell(id, { left = <left part>, right = <right part>?, separator =, enabled = })
function ds.cell(id, spec)
  assert(spec.left, "a design-system cell needs a left part")
  return cell(id) {
    LeftRight { left = spec.left, right = spec.right, separator = spec.separator },
    enabled = spec.enabled ~= false,
  }
end

return ds
