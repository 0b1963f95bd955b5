-- The first layout
--
-- How many cells does the first layout measure? UIKit displays every cell that intersects the
-- viewport at its estimate, measures them, lays the list out again — and if the measured cells
-- are shorter than their estimates, more cells now intersect the viewport, so those are
-- displayed and measured too, until the viewport is covered. The cells below keep the estimate.
--
-- This exercise is a prediction: the list is right; work out the two numbers by hand and write
-- them where the TODOs are. The viewport is 667 points tall, every cell measures 60, the
-- estimate is 100.

local messages = {}
for i = 1, 30 do
  messages[i] = cell(i) { height = 60 }
end
local l = list { estimated_height = 100, section "feed" (messages) }

local measured = 0 -- TODO: how many cells does the first layout measure?
local content_height = 0 -- TODO: and how tall is the content then?

expect(measured == #l:invalidations(), ("your count of the cells measured by the first layout, which measures until they cover the viewport (you said %g)"):format(measured))
local _, height = l:content_size()
expect(math.abs(content_height - height) < 0.001, ("your content height: measured cells at 60, the others at their estimate of 100 (you said %g)"):format(content_height))
