-- A typical wrong answer to 07-animation/android.lua: the staged choreography, one stage after another.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: Android's three phases

-- Choreographies: Android's order
--
-- UIKit animates every part of a change at once (`choreography = "uikit"`). Android's
-- RecyclerView (DefaultItemAnimator) runs phases one after another: removals (0.12 s), then moves
-- and changes together (0.25 s), then additions (0.12 s) — each phase only when it has work — so
-- nothing slides into a place a removed row still covers. `choreography = "android"` plays a
-- change that way.
--
-- Here b is removed, c moves up to the top, d is added. Play it in Android's order.

local l = list { section "inbox" { cell "a" {}, cell "b" {}, cell "c" {} } }
local t = l:apply(
  { section "inbox" { cell "c" {}, cell "a" {}, cell "d" {} } },
  { choreography = "staged" }
)

local function at(time, id)
  for _, element in ipairs(t:at(time)) do
    if element.kind == "cell" and element.id == id then return element end
  end
end
expect(math.abs(t.duration - 0.49) < 0.001, ("Android's three phases: 0.12 + 0.25 + 0.12 = 0.49 s (it lasts %g s)"):format(t.duration))
expect(at(0.06, "c").y == 88, "halfway through the removal, c has not moved yet")
expect(at(0.06, "d").alpha == 0, "and d has not started to fade in")
expect(at(0.06, "b").state == "deleting", "b is fading out")
print(t)
