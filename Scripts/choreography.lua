-- One change, four ways to animate it.
--
--   uikit    everything at once: UIKit runs a batch's row animations together (0.3 s easeInOut)
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

print("uikit (default): " .. build():apply(after).duration .. " s")
print(describe(build():apply(after, { steps = 6 })))

print("\nandroid: removals, then moves, then additions")
local android = build():apply(after, { choreography = "android", steps = 7 })
print(("duration %.2f s"):format(android.duration))
print(describe(android))

print("\nstaged: one stage after another (here: deletes, then inserts and moves)")
local staged = build():apply(after, { choreography = "staged", duration = 0.2, steps = 8 })
print(("%d stages, %.1f s"):format(#staged.stages, staged.duration))
print(describe(staged))

print("\nspring: damping 0.5, response 0.35 s; c overshoots the top (y < 0) before settling")
local spring = build():apply(after, { curve = { spring = { damping = 0.5, response = 0.35 } }, steps = 10 })
print(("settles in %.3f s"):format(spring.duration))
print(describe(spring))

print("\nThe uikit transition in full, and drawn at three instants:")
local t = build():apply(after, { steps = 2 })
print(t)
show(t, 2)
