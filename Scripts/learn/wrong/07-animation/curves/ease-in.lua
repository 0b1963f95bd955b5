-- A typical wrong answer to 07-animation/curves.lua: easeIn left as it was.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: a linear curve

-- Timing curves
--
-- A change animates every element from its old frame to its new one along a timing curve, over
-- `duration` (0.3 s by default). The curve maps the time elapsed to the part of the way done:
--   "linear"      the same speed all the way: a quarter of the time, a quarter of the way;
--   "easeIn"      starts slowly, ends fast;
--   "easeOut"     starts fast, ends slowly;
--   "easeInOut"   slow, fast, slow — halfway at half the time, but only 13% of the way at a quarter;
--   {x1, y1, x2, y2}   a cubic Bézier, as CAMediaTimingFunction takes it.
-- `t:at(time)` gives every element at a time.
--
-- Here a swaps places with b, moving down from 0 to 44. The motion should keep a constant speed.

local l = list { section "inbox" { cell "a" {}, cell "b" {}, cell "c" {} } }
local t = l:apply(
  { section "inbox" { cell "b" {}, cell "a" {}, cell "c" {} } },
  { curve = "easeIn" }
)

local function y(time)
  for _, element in ipairs(t:at(time)) do
    if element.kind == "cell" and element.id == "a" then return element.y end
  end
end
expect(math.abs(y(0.075) - 11) < 0.001, ("a linear curve: a quarter of the time, a quarter of the way: 11 (a is at %.3f)"):format(y(0.075)))
expect(math.abs(y(0.15) - 22) < 0.001, ("a linear curve: half the time, half the way: 22 (a is at %.3f)"):format(y(0.15)))
expect(y(0.3) == 44, "at the end, a is at 44")
