-- Estimated heights
--
-- With `estimated_height = E` a list does not measure every cell up front (UITableView's
-- estimatedRowHeight; a collection view's estimated item size). Each cell is laid out at E until
-- it is first displayed; then it is measured and the layout is invalidated: the cells below it
-- move, and the content size changes by the difference. Every cell waits at the estimate, even
-- one with a fixed height.
--
-- Each invalidation costs a layout pass and makes the scroll indicator jump. The feed below has
-- 30 messages of 60 points each, and an estimate far from it. Give the list an estimate that
-- causes no invalidation at all.

local messages = {}
for i = 1, 30 do
  messages[i] = cell(i) { height = 60 }
end

local l = list {
  estimated_height = 60, -- every cell measures 60: nothing to correct
  section "feed" (messages),
}

expect(#l:invalidations() == 0, ("an estimate that is the measured height: the first layout invalidates nothing (it invalidated %d cells)"):format(#l:invalidations()))
local _, height = l:content_size()
expect(height == 1800, ("the content is 30 × 60 = 1800 points tall from the start (it is %g)"):format(height))
l:scroll(1000)
expect(#l:invalidations() == 0, "scrolling invalidates nothing either")
print(l:invalidations())
