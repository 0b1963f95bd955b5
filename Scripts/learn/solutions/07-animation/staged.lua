-- Choreographies: one stage after another
--
-- `choreography = "staged"` plays the changeset's stages one after another, each `duration` long,
-- each from one intermediate layout to the next — the order UIKit needs them in, made visible.
-- The change below has two stages: "deletes" (b goes; c closes the gap) and "item inserts and
-- moves" (d arrives; c goes to the top).
--
-- Play it stage by stage, to see why the insert has to wait for the delete.

local l = list { section "inbox" { cell "a" {}, cell "b" {}, cell "c" {} } }
local t = l:apply(
  { section "inbox" { cell "c" {}, cell "a" {}, cell "d" {} } },
  { choreography = "staged" } -- each stage in turn, each 0.3 s
)

local function at(time, id)
  for _, element in ipairs(t:at(time)) do
    if element.kind == "cell" and element.id == id then return element end
  end
end
expect(math.abs(t.duration - 0.6) < 0.001, ("staged: each stage in turn, two stages of 0.3 s (it lasts %g s)"):format(t.duration))
local waiting = at(0.15, "d")
expect(waiting == nil or waiting.alpha == 0, "during the deletes, d waits: it is not on screen yet")
expect(math.abs(at(0.45, "d").alpha - 0.5) < 0.001, "halfway through the second stage, d is half faded in")
print(t)
