-- One change, four ways to animate it.
--
--   uikit    one animation block: the stages are applied in order and animate together (0.3 s easeInOut)
--   android  RecyclerView's DefaultItemAnimator: removals (120 ms), then moves and changes
--            together (250 ms), then additions (120 ms)
--   staged   the changeset's stages one after another, each from one intermediate layout to
--            the next
--   spring   uikit timing along a damped spring, which overshoots
-- Run: Scripts/listlab run Scripts/choreography.lua

local function build()
  return list { height = 300,
    section "s" { cell "a" { text = "Alpha" }, cell "b" { text = "Bravo" }, cell "c" { text = "Charlie" } },
  }
end

-- Delete a, move c to the top, insert d.
local after = { section "s" { cell "c" { text = "Charlie" }, cell "b" { text = "Bravo" }, cell "d" { text = "Delta" } } }

local function describe(t)
  -- Where c is and how opaque a and d are at each sample.
  local rows = {}
  for _, step in ipairs(t:steps()) do
    local c, a, d
    for _, e in ipairs(step.elements) do
      if e.kind == "cell" and e.id == "c" then c = e end
      if e.kind == "cell" and e.id == "a" then a = e end
      if e.kind == "cell" and e.id == "d" then d = e end
    end
    rows[#rows + 1] = ("  t=%.3f  c.y=%7.3f  a.alpha=%.3f  d.alpha=%s"):format(step.t, c.y, a and a.alpha or 0,
      d and ("%.3f"):format(d.alpha) or "—")
  end
  return table.concat(rows, "\n")
end

-- Cell `id` in the transition at `time` (nil when it does not show then), and a comparison of numbers
-- that the curves compute in floating point.
local function at(t, time, id)
  for _, e in ipairs(t:at(time)) do
    if e.kind == "cell" and e.id == id then return e end
  end
end
local function near(value, expected) return math.abs(value - expected) < 0.001 end

print("uikit (default): " .. build():apply(after).duration .. " s")
local uikit = build():apply(after, { steps = 6 })
print(describe(uikit))
-- easeInOut is symmetric about its middle: at 0.3 / 2 = 0.15 s, c is half way from row 2 to row 0
-- (88 − 88 × 0.5 = 44), a has half faded out and d half faded in.
expect(uikit.duration == 0.3, "a UIKit batch animates for 0.3 s")
expect(near(at(uikit, 0.15, "c").y, 44) and near(at(uikit, 0.15, "a").alpha, 0.5)
  and near(at(uikit, 0.15, "d").alpha, 0.5), "at 0.15 s everything is half way")

print("\nandroid: removals, then moves, then additions")
local android = build():apply(after, { choreography = "android", steps = 7 })
print(("duration %.2f s"):format(android.duration))
print(describe(android))
-- Phases: removals 0 … 0.12, moves 0.12 … 0.12 + 0.25 = 0.37, additions 0.37 … 0.37 + 0.12 = 0.49.
expect(near(android.duration, 0.49), "android: 0.12 + 0.25 + 0.12 = 0.49 s")
expect(near(at(android, 0.06, "a").alpha, 0.5), "half way through the removal (0.06 s) a is at alpha 0.5")
expect(at(android, 0.12, "a").alpha == 0 and at(android, 0.12, "c").y == 88,
  "at 0.12 s a is gone and c has not started moving")
expect(near(at(android, 0.12 + 0.25 / 2, "c").y, 44), "half way through the moves (0.245 s) c is at 88 / 2 = 44")
expect(at(android, 0.37, "c").y == 0 and at(android, 0.37, "d").alpha == 0,
  "at 0.37 s c has arrived and d has not started to fade in")

print("\nstaged: one stage after another (here: deletes, then inserts and moves)")
local staged = build():apply(after, { choreography = "staged", duration = 0.2, steps = 8 })
print(("%d stages, %.1f s"):format(#staged.stages, staged.duration))
print(describe(staged))
-- Stage 1 deletes a (0 … 0.2 s): c rises one row, 88 → 44; stage 2 (0.2 … 0.4 s) moves c to 0 and
-- fades d in.
expect(staged.stages[1].kind == "deletes" and staged.stages[2].kind == "item inserts and moves",
  "deletes first, then item inserts and moves")
expect(near(staged.duration, 2 * 0.2), "two stages of 0.2 s")
expect(near(at(staged, 0.1, "a").alpha, 0.5) and near(at(staged, 0.1, "c").y, 66),
  "half way through the deletes: a at alpha 0.5, c at 88 − 44 × 0.5 = 66")
expect(at(staged, 0.2, "a") == nil and at(staged, 0.2, "c").y == 44 and at(staged, 0.2, "d").alpha == 0,
  "after the deletes: a gone, c one row up at 44, d not yet in")

print("\nspring: damping 0.5, response 0.35 s; c overshoots the top (y < 0) before settling")
local spring = build():apply(after, { curve = { spring = { damping = 0.5, response = 0.35 } }, steps = 10 })
print(("settles in %.3f s"):format(spring.duration))
print(describe(spring))
-- ω₀ = 2π / 0.35 = 17.952, ω_d = ω₀ √(1 − 0.5²) = 15.547: the first overshoot peaks at
-- π / ω_d = 0.20207 s, past the target by e^(−0.5 × 17.952 × 0.20207) = e^(−1.8138) = 0.16303 of the
-- way: c.y = 88 − 88 × 1.16303 = −14.347. Peak n is e^(−1.8138 n) high: peak 3 (0.00434) is above
-- the 0.001 settling band and peak 4 (0.00071) inside it, so it settles between 3 × 0.20207 = 0.606 s
-- and 4 × 0.20207 = 0.808 s.
expect(math.abs(at(spring, 0.20207, "c").y - (-14.347)) < 0.01, "c overshoots the top by 14.347 points at 0.202 s")
expect(spring.duration > 0.606 and spring.duration < 0.808, "the spring settles between its 3rd and 4th peak")

print("\nThe uikit transition in full, and drawn at three instants:")
local t = build():apply(after, { steps = 2 })
print(t)
show(t, 2)
