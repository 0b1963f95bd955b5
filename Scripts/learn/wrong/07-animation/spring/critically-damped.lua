-- A typical wrong answer to 07-animation/spring.lua: damping 1 left as it was.
-- listlab learn --check requires the exercise to fail on it, saying:
-- must fail with: overshoots

-- Springs
--
-- `curve = { spring = { damping = ratio, response = seconds } }` is a spring animation, as
-- UISpringTimingParameters(dampingRatio:) and SwiftUI's spring(response:dampingFraction:) define
-- it: `response` is about how long one swing takes, and the damping ratio how quickly the swings
-- die out. A ratio of 1 (critical damping) comes to rest without passing the target; below 1 the
-- element overshoots and swings back — a bounce. The animation lasts until the spring settles
-- (`t.duration`).
--
-- The designer wants a to bounce past its new place (the bottom, y = 88) and settle there.

local l = list { section "inbox" { cell "a" {}, cell "b" {}, cell "c" {} } }
local t = l:apply(
  { section "inbox" { cell "b" {}, cell "c" {}, cell "a" {} } },
  { curve = { spring = { damping = 1, response = 0.35 } } }
)

local lowest = 0
for _, sample in ipairs(t:steps(60)) do
  for _, element in ipairs(sample.elements) do
    if element.kind == "cell" and element.id == "a" then lowest = math.max(lowest, element.y) end
  end
end
expect(lowest > 88, ("a spring with damping below 1 overshoots: a swings past 88 before it settles (it goes down to %.3f)"):format(lowest))
expect_frame("a", { y = 88 }) -- where it settles
print(("the spring settles after %.3f s"):format(t.duration))
