-- Oracles for generated scripts (Scripts/fuzz) and for tests that check a change from Lua.
--
-- Each check raises an error starting with "ORACLE:" (at the caller's line) when ListLab breaks a
-- rule every change must keep. Data is written as `after` is: { {id=, items={id, …}}, … }.
-- Identifiers are compared canonically: the forms the generator uses for one id (NFC and NFD
-- "café", "K" and KELVIN SIGN, "Å" and ANGSTROM SIGN, ";" and GREEK QUESTION MARK) are one key.
local O = {}

local function fail(message, level)
  error("ORACLE: " .. message, (level or 1) + 1)
end

-- MARK: Calling ListLab from deep in the stack, and from coroutines

--- How deep in the Lua stack the oracles call ListLab, and whether every other call runs in a
--- coroutine of its own: set for each case by the generator (Scripts/dev/fuzz/generate.py). A
--- host function may fill only the stack slots reserved for it; where the stack ends depends on
--- the depth and on the thread, so the same reads and changes run at depths that vary from call
--- to call (0–80) and on both kinds of thread.
O.depth, O.threads, O.calls = 0, false, 0

local function atDepth(n, f, ...)
  if n <= 0 then return f(...) end
  local results = table.pack(atDepth(n - 1, f, ...))  -- not a tail call: each level stays
  return table.unpack(results, 1, results.n)
end

--- `f(...)` called from `O.depth`-and-more levels down, in a coroutine every other call when
--- `O.threads` is set; its results, or its error raised again as it was.
function O.deep(f, ...)
  O.calls = O.calls + 1
  local depth = (O.depth + O.calls * 17) % 81
  if O.threads and O.calls % 2 == 0 then
    local co = coroutine.create(function(...) return atDepth(depth, f, ...) end)
    local results = table.pack(coroutine.resume(co, ...))
    if not results[1] then error(results[2], 0) end
    return table.unpack(results, 2, results.n)
  end
  return atDepth(depth, f, ...)
end

--- The frames of `l`, read deep (`O.deep`).
local function framesOf(l)
  return O.deep(l.frames, l)
end

-- The equivalent spellings, each to the one form the key uses.
local spellings = {
  { "e\u{301}", "\u{E9}" }, { "\u{212A}", "K" }, { "\u{212B}", "\u{C5}" }, { "A\u{30A}", "\u{C5}" },
  { "\u{37E}", ";" }, { "\u{2126}", "\u{3A9}" },
}

--- The key of an identifier: its type, then its canonical spelling.
function O.key(id)
  if type(id) ~= "string" then return type(id) .. ":" .. tostring(id) end
  for _, pair in ipairs(spellings) do id = id:gsub(pair[1], pair[2]) end
  return "s:" .. id
end

--- The key naming an element in both layouts and in a transition: its kind, a supplementary or
--- decoration view's element kind, its owner where that is not the cell or the kind's own
--- (a section's boundary item, the list's: `owner`), and its id.
local function elementKey(e)
  return e.kind .. (e.element_kind and ("(" .. e.element_kind .. ")") or "") ..
    (e.owner and (" of " .. e.owner) or "") .. " " .. O.key(e.id)
end
O.elementKey = elementKey

local function describe(data)
  local parts = {}
  for _, section in ipairs(data) do
    local items = {}
    for _, id in ipairs(section.items) do items[#items + 1] = tostring(id) end
    parts[#parts + 1] = tostring(section.id) .. "{" .. table.concat(items, " ") .. "}"
  end
  return table.concat(parts, " ")
end
O.describe = describe

local function sameData(a, b)
  if #a ~= #b then return false end
  for s = 1, #a do
    if O.key(a[s].id) ~= O.key(b[s].id) or #a[s].items ~= #b[s].items then return false end
    for i = 1, #a[s].items do
      if O.key(a[s].items[i]) ~= O.key(b[s].items[i]) then return false end
    end
  end
  return true
end
O.sameData = sameData

--- The cells of `l` as data (section ids come from `sections`, the expected data, which frames do
--- not carry for sections without a header): returns the cell keys in document order.
local function cellKeys(l)
  local keys = {}
  for _, f in ipairs(framesOf(l)) do
    if f.kind == "cell" then keys[#keys + 1] = f.section .. "/" .. f.item .. "/" .. O.key(f.id) end
  end
  return keys
end

--- The frames list exactly the cells of `data`, in order.
function O.expectData(l, data, level)
  local expected = {}
  for s, section in ipairs(data) do
    for i, id in ipairs(section.items) do expected[#expected + 1] = (s - 1) .. "/" .. (i - 1) .. "/" .. O.key(id) end
  end
  local got = cellKeys(l)
  if table.concat(got, ",") ~= table.concat(expected, ",") then
    fail("frames list the cells " .. table.concat(got, ",") .. ", expected " .. table.concat(expected, ","),
      (level or 1) + 1)
  end
end

local function onGrid(value, scale)
  local pixels = value * scale
  return math.abs(pixels - math.floor(pixels + 0.5)) < 1e-6 * math.max(1, math.abs(pixels))
end

--- Every frame finite, on the pixel grid, with a non-negative size, and placed at non-negative
--- x and y — except, in a compositional list (`O.compositional`, set by the script), a
--- supplementary view, boundary item or background, which offsets and `extends = false` may move
--- out, and a cell (and its separator) of an orthogonal row, which scrolls across (down in a
--- horizontal list, `O.horizontal`); the content as tall as the lowest
--- frame (pinned and supplementary views float) except in a compositional list.
function O.checkFrames(l, scale, level)
  level = (level or 1) + 1
  local _, contentHeight = l:content_size()
  local lowest = 0
  for _, f in ipairs(framesOf(l)) do
    local compositional = O.compositional
    for _, field in ipairs { "x", "y", "w", "h" } do
      local v = f[field]
      if type(v) ~= "number" or v ~= v or v == math.huge or v == -math.huge then
        fail(f.kind .. " " .. tostring(f.id) .. " has " .. field .. " = " .. tostring(v), level)
      end
      local position = field == "x" or field == "y"
      local mayBeNegative = compositional and (position and f.kind ~= "cell" and f.kind ~= "separator"
        or (f.kind == "cell" or f.kind == "separator") and (field == "x" or O.horizontal))
      if v < -1e-9 and not mayBeNegative then
        fail(f.kind .. " " .. tostring(f.id) .. " has a negative " .. field .. " " .. v, level)
      end
      if not onGrid(v, scale) then
        fail(f.kind .. " " .. tostring(f.id) .. " " .. field .. " = " .. v .. " is off the @" .. scale .. " grid", level)
      end
    end
    if not f.pinned and f.kind ~= "supplementary" then lowest = math.max(lowest, f.y + f.h) end
  end
  -- (A compositional list shrinks nothing to fit: a cell may stick out of its group, and below
  -- the content, as the layout declares — its own invariants check what may.)
  if not O.compositional and contentHeight + 1e-6 < lowest then
    fail("content height " .. contentHeight .. " is above the lowest frame's bottom " .. lowest, level)
  end
end

--- The content height is exactly `height` (where the model can add it up).
function O.expectContentHeight(l, height, level)
  local _, contentHeight = l:content_size()
  if math.abs(contentHeight - height) > 1e-6 then
    fail("content height " .. contentHeight .. ", expected " .. height .. " (the heights, spacings and insets)",
      (level or 1) + 1)
  end
end

--- The content offset lies between −top (the safe area's) and the content height + bottom −
--- the viewport height (or −top when the content is shorter), within a pixel; with `exact`, a
--- scroll to `requested` put it at `requested` on the pixel grid, clamped to that range.
function O.checkOffset(l, requested, top, bottom, height, scale, exact, level)
  level = (level or 1) + 1
  local offset = l:offset()
  local _, contentHeight = l:content_size()
  local low, high = -top, math.max(-top, contentHeight + bottom - height)
  local pixel = 1 / scale + 1e-6
  if offset ~= offset or offset < low - pixel or offset > high + pixel then
    fail("offset " .. offset .. " lies outside " .. low .. "…" .. high, level)
  end
  if exact and requested ~= nil then
    local expected = math.max(low, math.min(math.floor(requested * scale + 0.5) / scale, high))
    if math.abs(offset - expected) > pixel then
      fail("offset " .. offset .. " after scrolling to " .. requested .. ", expected " .. expected, level)
    end
  end
end

--- After `l:scroll_to(id)`, the cell shows whole in the safe part of the viewport (its top at the
--- safe top when it is taller), or the offset is at one of its ends.
function O.checkScrolledTo(l, id, top, bottom, height, exact, level)
  if not exact then return end
  level = (level or 1) + 1
  local f = l:frame(id)
  local offset = l:offset()
  local _, contentHeight = l:content_size()
  local low, high = -top, math.max(-top, contentHeight + bottom - height)
  local tolerance = 1e-3 + 1
  if math.abs(offset - low) < tolerance or math.abs(offset - high) < tolerance then return end
  local safeTop, safeBottom = offset + top, offset + height - bottom
  local fits = f.h <= safeBottom - safeTop + 1e-6
  if fits and (f.y < safeTop - tolerance or f.y + f.h > safeBottom + tolerance) then
    fail(string.format("after scroll_to, cell %s (y %g, h %g) is not within the safe part %g…%g", tostring(id), f.y,
      f.h, safeTop, safeBottom), level)
  elseif not fits and math.abs(f.y - safeTop) > tolerance then
    fail(string.format("after scroll_to, cell %s (y %g, taller than the safe part) is not at its top %g", tostring(id),
      f.y, safeTop), level)
  end
end

--- The same list laid out in the other direction (and its safe area's sides swapped) has the
--- same elements in the same order, each mirrored about `axis` (the list's width on the pixel
--- grid) — or, for a plugin style (`axis` nil), at the same frames.
function O.checkMirror(l, twin, axis, level)
  level = (level or 1) + 1
  local a, b = l:frames(), twin:frames()
  if #a ~= #b then fail("the mirrored list has " .. #b .. " elements, not " .. #a, level) end
  for i = 1, #a do
    local p, q = a[i], b[i]
    local x = axis and (axis - p.x - p.w) or p.x
    if elementKey(p) ~= elementKey(q) or math.abs(q.x - x) > 1e-6 or math.abs(q.y - p.y) > 1e-6 or
        math.abs(q.w - p.w) > 1e-6 or math.abs(q.h - p.h) > 1e-6 then
      fail(string.format("%s (%.3f %.3f; %.3f %.3f) mirrors to %s (%.3f %.3f; %.3f %.3f), expected x %.3f",
        elementKey(p), p.x, p.y, p.w, p.h, elementKey(q), q.x, q.y, q.w, q.h, x), level)
    end
  end
  local _, h1 = l:content_size()
  local _, h2 = twin:content_size()
  if math.abs(h1 - h2) > 1e-6 then fail("the mirrored list's content height is " .. h2 .. ", not " .. h1, level) end
end

local function frameText(f)
  return string.format("%s %s %.3f %.3f %.3f %.3f", f.kind, O.key(f.id), f.x, f.y, f.w, f.h)
end

--- Every frame of `l` as one string, to tell whether a list changed.
function O.snapshot(l)
  local lines = {}
  for _, f in ipairs(framesOf(l)) do lines[#lines + 1] = frameText(f) end
  local w, h = l:content_size()
  lines[#lines + 1] = string.format("content %.3f %.3f offset %.3f", w, h, l:offset())
  return table.concat(lines, "\n")
end

-- MARK: Replaying a stage as UIKit applies a batch

local function path(p) return "[" .. p.section .. "," .. p.item .. "]" end

--- Applies `stage` to `before` the way UIKit applies a batch: section deletes and moves out, item
--- deletes and move sources at the indices before; section inserts and move destinations, item
--- inserts and move destinations at the indices after; a moved item keeps its id; reloaded items
--- and sections keep their places; everything else keeps its order and fills the places left.
--- A section keeps its id, except in a programmer's batch (UIKit's sections have no ids: a batch
--- may rename a section it keeps, and the section takes the id `after` gives it).
--- Returns the data, or nil and why it does not add up.
function O.replay(before, stage)
  local after = stage.after
  local renames = stage.kind == "batch update"
  local sectionCount = #after
  local deletedSections, movedOut, updatedSections, placed = {}, {}, {}, {}
  local target = {} -- before section index → after section index (0-based)
  for _, s in ipairs(stage.sections_deleted) do deletedSections[s] = true end
  for _, s in ipairs(stage.sections_updated) do updatedSections[s] = true end
  for _, m in ipairs(stage.sections_moved) do
    movedOut[m.from] = true
    target[m.from] = m.to
    placed[m.to] = "move"
  end
  local wholeFromAfter = {}
  for _, s in ipairs(stage.sections_inserted) do
    placed[s] = "insert"
    wholeFromAfter[s] = true
  end
  local free = {}
  for a = 0, sectionCount - 1 do if not placed[a] then free[#free + 1] = a end end
  local next = 1
  for b = 0, #before - 1 do
    if not deletedSections[b] and not movedOut[b] then
      if free[next] == nil then return nil, "more sections stay than there are places for them" end
      target[b] = free[next]
      next = next + 1
    end
  end
  if free[next] ~= nil then return nil, "section " .. free[next] .. " is left empty" end
  for b in pairs(updatedSections) do
    if target[b] then wholeFromAfter[target[b]] = true end
  end

  local leaving = {}
  for _, p in ipairs(stage.deleted) do leaving[p.section .. ":" .. p.item] = true end
  for _, m in ipairs(stage.moved) do leaving[m.from.section .. ":" .. m.from.item] = true end
  local slots = {}
  for a = 0, sectionCount - 1 do slots[a] = {} end
  local function place(p, id, what)
    local section = after[p.section + 1]
    if section == nil then return "the " .. what .. " " .. path(p) .. " is in no section after the stage" end
    if wholeFromAfter[p.section] then return nil end
    if p.item >= #section.items then return "the " .. what .. " " .. path(p) .. " is past the section's end" end
    if slots[p.section][p.item] ~= nil then return "two operations land at " .. path(p) end
    slots[p.section][p.item] = id
  end
  for _, p in ipairs(stage.inserted) do
    local section = after[p.section + 1]
    local problem = place(p, section and section.items[p.item + 1], "insert")
    if problem then return nil, problem end
  end
  for _, m in ipairs(stage.moved) do
    local source = before[m.from.section + 1]
    if source == nil or source.items[m.from.item + 1] == nil then
      return nil, "the move from " .. path(m.from) .. " starts at no item"
    end
    local problem = place(m.to, source.items[m.from.item + 1], "move to")
    if problem then return nil, problem end
  end
  for b = 0, #before - 1 do
    local a = target[b]
    if a ~= nil and not wholeFromAfter[a] then
      if not renames and O.key(before[b + 1].id) ~= O.key(after[a + 1].id) then
        return nil, "section " .. b .. " (" .. tostring(before[b + 1].id) .. ") lands at " .. a .. ", which is " ..
          tostring(after[a + 1].id)
      end
      local count, j = #after[a + 1].items, 0
      for i, id in ipairs(before[b + 1].items) do
        if not leaving[b .. ":" .. (i - 1)] then
          while slots[a][j] ~= nil do j = j + 1 end
          if j >= count then return nil, "section " .. a .. " gets more items than it has after the stage" end
          slots[a][j] = id
          j = j + 1
        end
      end
    end
  end
  local data = {}
  for a = 0, sectionCount - 1 do
    local items = {}
    if wholeFromAfter[a] then
      for i, id in ipairs(after[a + 1].items) do items[i] = id end
    else
      for i = 0, #after[a + 1].items - 1 do
        if slots[a][i] == nil then return nil, "item place [" .. a .. "," .. i .. "] is left empty" end
        items[i + 1] = slots[a][i]
      end
    end
    data[a + 1] = { id = after[a + 1].id, items = items }
  end
  return data
end

--- Each stage of `stages` replays from the data before it to its `after`, and the last `after`
--- is `new` (pass nil to skip that for a batch that replaces rows without saying so).
function O.checkStages(stages, old, new, level)
  level = (level or 1) + 1
  local data = old
  for index, stage in ipairs(stages) do
    local replayed, problem = O.replay(data, stage)
    if not replayed then fail("stage " .. index .. " (" .. stage.kind .. ") does not replay: " .. problem, level) end
    if not sameData(replayed, stage.after) then
      fail("stage " .. index .. " (" .. stage.kind .. ") replays to " .. describe(replayed) .. ", not its after " ..
        describe(stage.after), level)
    end
    data = stage.after
  end
  if new and not sameData(data, new) then
    fail("the last after is " .. describe(data) .. ", not the new data " .. describe(new), level)
  end
end

-- MARK: Transitions

local function byKey(frames)
  local map = {}
  for _, f in ipairs(frames) do
    map[elementKey(f)] = f
  end
  return map
end

local function sameFrame(a, b)
  return math.abs(a.x - b.x) < 1e-3 and math.abs(a.y - b.y) < 1e-3 and math.abs(a.w - b.w) < 1e-3 and
    math.abs(a.h - b.h) < 1e-3
end

-- `t:at(time, { all = true })` samples every element; a ListLab without the option ignores it
-- and samples every element anyway.
local everything = { all = true }

--- At 0 every element of the old layout is sampled, at its old frame; at the duration every
--- element of the new layout is sampled, at its new frame; nothing is sampled that is in neither
--- layout. A cell a batch left stale (showing its old content where the new data has another
--- id, `data_id`) stands for the new data's cell there (and for its supplementary views), and so
--- does a renamed section's header, footer or boundary item for the new section's. Inserted elements are not compared at 0,
--- nor deleted ones at the end (they sit at the frame they fade at).
function O.checkTransition(t, oldFrames, newFrames, level)
  level = (level or 1) + 1
  local old, new = byKey(oldFrames), byKey(newFrames)
  local moments = {
    { time = 0, frames = old, skip = "inserting", name = "old" },
    { time = t.duration, frames = new, skip = "deleting", name = "new" },
  }
  -- Without animation (a duration of 0) the first instant is already the last.
  if t.duration == 0 then table.remove(moments, 1) end
  for _, moment in ipairs(moments) do
    local seen, stale = {}, {}
    for _, e in ipairs(t:at(moment.time, everything)) do
      local key = elementKey(e)
      seen[key] = true
      if e.data_id ~= nil then
        -- (A stale view — a cell, or a renamed section's header, footer or boundary item — stands
        -- for the new data's element there.)
        seen[elementKey { kind = e.kind, element_kind = e.element_kind, owner = e.owner, id = e.data_id }] = true
        stale[O.key(e.data_id)] = true
      end
      -- (A staged transition passes through intermediate layouts, whose elements may be in
      -- neither; at the first and last instants they must not be seen.)
      if old[key] == nil and new[key] == nil and (e.alpha or 1) > 0 then
        fail("t:at(" .. moment.time .. ") shows " .. key .. " (" .. tostring(e.state) .. ", alpha " ..
          tostring(e.alpha) .. "), which is in neither layout", level)
      end
      local expected = moment.frames[key]
      -- (A plain header pinned at the offset may be placed differently while the list moves.)
      if e.state ~= moment.skip and expected and not e.pinned and not expected.pinned and not sameFrame(e, expected) then
        fail(string.format("t:at(%g) has %s (%s) at (%.3f %.3f; %.3f %.3f), not (%.3f %.3f; %.3f %.3f)", moment.time,
          key, tostring(e.state), e.x, e.y, e.w, e.h, expected.x, expected.y, expected.w, expected.h), level)
      end
    end
    for key, f in pairs(moment.frames) do
      -- (A stale cell shows its old content, and its old cell's badges with it.)
      if not seen[key] and not (f.kind == "supplementary" and f.owner == nil and stale[O.key(f.id)]) then
        fail("t:at(" .. moment.time .. ", {all = true}) lacks " .. key .. ", which the " .. moment.name ..
          " layout has", level)
      end
    end
  end
end

-- MARK: Callbacks while a change runs

--- The change running (set by `O.change`, whose change is always one of its list's): its list
--- and the list before it, as `O.snapshot` gives it.
O.running = nil
--- How many probes have run: each tries another change from inside.
O.probes = 0

--- Runs `change` (a function changing `l`) under `pcall`, so that the callbacks it makes can
--- probe `l` (`O.probe`).
function O.changing_(l, change)
  local outer = O.running
  O.running = { list = l, before = O.snapshot(l) }
  local ok, result = pcall(O.deep, change)
  O.running = outer
  return ok, result
end

-- The changes a callback tries, each refused (README, "Callbacks and re-entrancy — one rule").
local inside = {
  { "apply", function(l) return l:apply { section "fz-inside" { cell "fz-inside-cell" {} } } end },
  { "scroll", function(l) return l:scroll(1) end },
  { "insert", function(l) return l:insert(cell "fz-inside-cell" {}, { section = "fz-inside" }) end },
  { "delete", function(l) return l:delete("fz-inside-cell") end },
  { "apply_snapshot", function(l) return l:apply_snapshot(l:snapshot()) end },
  { "batch", function(l) return l:batch({}, function() end) end },
  { "scroll_to", function(l) return l:scroll_to("fz-inside-cell") end },
  { "delete_section", function(l) return l:delete_section("fz-inside") end },
}

--- Called back by ListLab (a cell provider, a section provider, a custom group's frames, a layout
--- plugin, a batch's function) while a change of `O.running.list` runs: every read of the list
--- works and sees it as it was before the change, and a change of it is refused — the change
--- that runs goes on. Once per change; nothing outside `O.change` (a callback may run for
--- another list, or with no change running).
function O.probe()
  local running = O.running
  if running == nil or running.probed then return end
  running.probed = true
  local l = running.list
  local seen = O.snapshot(l)
  if seen ~= running.before then
    fail("a callback reads the list as\n" .. seen .. "\nnot as it was before the change\n" .. running.before, 2)
  end
  local _ = O.deep(tostring, l)
  local _ = #O.deep(l.visible, l)
  local s = l:snapshot()
  local cells = 0
  for _, f in ipairs(framesOf(l)) do if f.kind == "cell" then cells = cells + 1 end end
  if s:number_of_items() ~= cells then
    fail("a callback's l:snapshot() holds " .. s:number_of_items() .. " items where the list shows " .. cells, 2)
  end
  O.probes = O.probes + 1
  local name, attempt = inside[O.probes % #inside + 1][1], inside[O.probes % #inside + 1][2]
  local ok, message = pcall(attempt, l)
  if ok then fail("a callback's " .. name .. " of the list that is being changed was accepted", 2) end
  message = tostring(message)
  local expected = name .. ": the list is being changed (a function ListLab called back, such as a cell " ..
    "provider or a plugin, tried to change it); change it afterwards"
  if not message:match("^[^\n]-%.lua:%d+: ") or message:sub(-#expected) ~= expected then
    fail("a callback's " .. name .. " was refused with \"" .. message .. "\", not the re-entrancy message", 2)
  end
end

-- MARK: Changes

--- Runs `change` (a function making one change of `l`), which must succeed, then checks its
--- transition: the frames list `new`, the stages replay from `old` (each to its `after`) and the
--- last `after` is `new`, frames are sound, and the transition starts at the old frames and ends
--- at the new ones. `mode`: nil; "stale" (or true) for a batch that replaces rows without saying
--- so — its stages still replay, but the last `after` shows the old cells in those rows, not
--- `new`; "reset" for `apply_snapshot_using_reload_data`, which has no stages.
function O.change(l, old, new, scale, change, mode)
  if mode == true then mode = "stale" end
  local oldFrames = l:frames()
  local ok, t = O.changing_(l, change)
  if not ok then fail("a valid change failed: " .. tostring(t), 2) end
  O.expectData(l, new, 2)
  O.checkFrames(l, scale, 2)
  if t ~= nil then
    if mode == "reset" then
      if #t.stages ~= 0 then fail("a reset has " .. #t.stages .. " stages", 2) end
    else
      O.checkStages(t.stages, old, mode ~= "stale" and new or nil, 2)
    end
    O.checkTransition(t, oldFrames, l:frames(), 2)
  end
  return t
end

--- `t` (a change's transition) has a warning containing `text`; returns `t`.
function O.expectWarning(t, text)
  for _, warning in ipairs(t.warnings) do
    if warning:find(text, 1, true) then return t end
  end
  fail("no warning says \"" .. text .. "\" (warnings: " .. table.concat(t.warnings, " | ") .. ")", 2)
end

--- `t` (an applied snapshot's transition) lists each of `ids` in `t.reconfigured`; returns `t`.
function O.expectReconfigured(t, ids)
  local listed = {}
  for _, entry in ipairs(t.reconfigured) do listed[O.key(entry.id)] = true end
  for _, id in ipairs(ids) do
    if not listed[O.key(id)] then
      fail("the snapshot reconfigures " .. tostring(id) .. " but t.reconfigured does not list it", 2)
    end
  end
  return t
end

--- `apply` (a function applying the declaration `l` already has) changes nothing: no stage, the
--- same frames (and which cells wait at an estimate), content size and offset.
function O.reapplyChangesNothing(l, apply)
  local before = O.snapshot(l)
  local ok, t = pcall(apply)
  if not ok then fail("applying the list's own declaration failed: " .. tostring(t), 2) end
  if #t.stages ~= 0 then fail("applying the list's own declaration has " .. #t.stages .. " stages", 2) end
  local after = O.snapshot(l)
  if after ~= before then
    fail("applying the list's own declaration changed it from\n" .. before .. "\nto\n" .. after, 2)
  end
end

--- Plain style, at any offset: only the header of the section under the top edge (the offset
--- plus the safe area's `top`) floats, pinned at the edge until its section's end pushes it up;
--- the header of a section wholly above the edge stays where its section starts, not pinned.
-- A pinned header sits at the top edge, rounded to the pixel grid like every frame: where the edge
-- itself is between pixels (a 59-point safe area at scale 1.5 is 88.5 pixels) the header may be half
-- a pixel below it.
function O.checkPinnedHeaders(l, top, scale)
  local edge = l:offset() + top
  local rounding = 0.5 / scale + 1e-6
  local headers, ends, starts = {}, {}, {}
  for _, f in ipairs(l:frames()) do
    if f.kind == "header" then
      headers[f.section] = f
    else
      ends[f.section] = math.max(ends[f.section] or -math.huge, f.y + f.h)
      starts[f.section] = math.min(starts[f.section] or math.huge, f.y)
    end
  end
  local pinned = 0
  for section, h in pairs(headers) do
    local sectionEnd = math.max(ends[section] or -math.huge, h.pinned and -math.huge or h.y + h.h)
    if h.pinned then
      pinned = pinned + 1
      if sectionEnd <= edge + 1e-6 then
        fail(string.format("the header of section %d, which ends at %.3f above the top edge %.3f, is pinned (y %.3f)",
          section, sectionEnd, edge, h.y), 2)
      end
      if h.y > edge + rounding or h.y + h.h > sectionEnd + 1e-6 then
        fail(string.format("the pinned header of section %d is at y %.3f (h %.3f), not at the top edge %.3f " ..
          "or pushed up by its section's end %.3f", section, h.y, h.h, edge, sectionEnd), 2)
      end
    elseif starts[section] ~= nil and h.y + h.h > starts[section] + 1e-6 then
      fail(string.format("the header of section %d (y %.3f, h %.3f) is not pinned but stands below its first " ..
        "element (y %.3f)", section, h.y, h.h, starts[section]), 2)
    end
  end
  if pinned > 1 then fail(pinned .. " headers are pinned; at most the one under the top edge is", 2) end
end

--- Runs `scroll` (a function scrolling `l`), which must succeed, as a change: the callbacks it
--- makes (a layout plugin laying out the cells that come into view) probe `l` (`O.probe`).
function O.scrolling(l, scroll)
  local ok, message = O.changing_(l, scroll)
  if not ok then fail("a scroll failed: " .. tostring(message), 2) end
end

--- The list a transition's curve reads while it is sampled (`fz_list`, set by the script after
--- its list is made): the curve `fz-reading` reads every frame of it, deep (`O.deep`), each time
--- ListLab calls it.
function O.readDuring()
  if fz_list ~= nil then local _ = O.snapshot(fz_list) end
end

--- Runs `change`, which must fail with a message naming a file and line, and leave `l` as it was.
function O.fails(l, change)
  local before = O.snapshot(l)
  local ok, message = pcall(O.deep, change)
  if ok then fail("an invalid change succeeded", 2) end
  message = tostring(message)
  if not message:match("^[^\n]-%.lua:%d+: ") then fail("an error without file:line: " .. message, 2) end
  if O.snapshot(l) ~= before then fail("a failed change changed the list: " .. message, 2) end
  return message
end

--- Runs `edit` (of a snapshot or a section snapshot `subject`), which must fail with a message
--- naming a file and line, and leave `subject` as it was.
function O.editFails(subject, edit)
  local before = tostring(subject)
  local ok, message = pcall(edit)
  if ok then fail("an edit that must be refused succeeded", 2) end
  message = tostring(message)
  if not message:match("^[^\n]-%.lua:%d+: ") then fail("an error without file:line: " .. message, 2) end
  if tostring(subject) ~= before then fail("a refused edit changed " .. before .. " into " .. tostring(subject), 2) end
  return message
end

local function keysOf(ids)
  local keys = {}
  for i, id in ipairs(ids) do keys[i] = O.key(id) end
  return table.concat(keys, ",")
end

--- The snapshot's sections and their items are `data`'s.
function O.expectSnapshot(s, data)
  local sections = s:section_identifiers()
  local expected = {}
  for i, section in ipairs(data) do expected[i] = section.id end
  if keysOf(sections) ~= keysOf(expected) then
    fail("the snapshot's sections are " .. keysOf(sections) .. ", expected " .. keysOf(expected), 2)
  end
  for _, section in ipairs(data) do
    local items = s:item_identifiers_in_section(section.id)
    if keysOf(items) ~= keysOf(section.items) then
      fail("the snapshot's section " .. tostring(section.id) .. " holds " .. keysOf(items) .. ", expected " ..
        keysOf(section.items), 2)
    end
  end
end

--- The section snapshot's visible items and all its items (depth first).
function O.expectOutline(o, visible, items)
  if keysOf(o:visible_items()) ~= keysOf(visible) then
    fail("the outline shows " .. keysOf(o:visible_items()) .. ", expected " .. keysOf(visible), 2)
  end
  if keysOf(o:items()) ~= keysOf(items) then
    fail("the outline holds " .. keysOf(o:items()) .. ", expected " .. keysOf(items), 2)
  end
end

--- The cells of section `section` (0-based) have these levels and disclosures (false: none).
function O.expectLevels(l, section, levels, disclosures)
  local i = 0
  for _, f in ipairs(l:frames()) do
    if f.kind == "cell" and f.section == section then
      i = i + 1
      if f.level ~= levels[i] or (f.disclosure or false) ~= disclosures[i] then
        fail(string.format("cell %s [%d,%d] has level %s and disclosure %s, expected %s and %s", tostring(f.id),
          f.section, f.item, tostring(f.level), tostring(f.disclosure), tostring(levels[i]),
          tostring(disclosures[i])), 2)
      end
    end
  end
  if i ~= #levels then fail("section " .. section .. " has " .. i .. " cells, expected " .. #levels, 2) end
end

--- Drags an orthogonal section's row to `x` (`noSnap`: stopping there): the call returns where
--- the row rests (`expected`, when given), `l:section_offset(id)` agrees, the cells are the same, frames are sound; and
--- when nothing is estimated, the section's cells (and their badges) moved across by the change
--- of offset — to the left, or right in a right-to-left list — and nothing else moved.
function O.scrollSection(l, id, section, x, noSnap, scale, rtl, exact, expected)
  local before = l:frames()
  local from = l:section_offset(id)
  local ok, to = pcall(function() return l:scroll_section(id, x, noSnap and { snap = false } or nil) end)
  if not ok then fail("scroll_section of an orthogonal section failed: " .. tostring(to), 2) end
  if type(to) ~= "number" or to ~= to or math.abs(to) == math.huge then fail("scroll_section returned " .. tostring(to), 2) end
  -- (A row of known length, dragged from 0: the generator's model says where it rests.)
  if expected ~= nil and math.abs(to - expected) > 1e-6 then
    fail("scroll_section(" .. tostring(id) .. ", " .. x .. ") from 0 rests at " .. to .. ", expected " .. expected ..
      " (the nearest stop, then kept inside the row)", 2)
  end
  if math.abs(l:section_offset(id) - to) > 1e-9 then
    fail("scroll_section returned " .. to .. " but section_offset is " .. l:section_offset(id), 2)
  end
  O.checkFrames(l, scale, 2)
  local after = l:frames()
  if keysOf((function() local k = {} for i, f in ipairs(before) do k[i] = f.kind .. tostring(f.id) end return k end)()) ~=
      keysOf((function() local k = {} for i, f in ipairs(after) do k[i] = f.kind .. tostring(f.id) end return k end)()) then
    fail("scroll_section changed the elements", 2)
  end
  if not exact then return end
  local shift = (to - from) * (rtl and 1 or -1)
  local pixel = 1 / scale + 1e-6
  for i, f in ipairs(after) do
    local b = before[i]
    local moves = f.section == section and (f.kind == "cell" or f.kind == "supplementary" and f.item ~= nil)
    local dx = moves and shift or 0
    -- (Moved by a distance off the pixel grid, each edge snaps on its own: x and w within a pixel.)
    if math.abs(f.x - (b.x + dx)) > (moves and pixel or 1e-6) or math.abs(f.y - b.y) > 1e-6 or
        math.abs(f.w - b.w) > (moves and pixel or 1e-6) or math.abs(f.h - b.h) > 1e-6 then
      fail(string.format("after scroll_section(%s) from %g to %g, %s is at (%.3f %.3f; %.3f %.3f), expected x %.3f " ..
        "(it was at (%.3f %.3f; %.3f %.3f))", tostring(id), from, to, elementKey(f), f.x, f.y, f.w, f.h, b.x + dx,
        b.x, b.y, b.w, b.h), 2)
    end
  end
end

--- The frames a plugin layout returns, made unusable as `kind` says (nil: as they are): a value
--- that is not a number, an infinite (either sign) or negative size, an item outside the list
--- across or far down, an item too few or too many, a header that is not a number, an item that
--- is not a table, no items, not a table at all. A layout without items returns one too many.
function O.odd(kind, ctx, frames)
  if kind == nil then return frames end
  if kind == "not_table" then return "frames" end
  if kind == "nothing" then return nil end
  if kind == "no_items" then return { content_height = 10 } end
  local items = frames.items
  if kind == "header_nan" then
    for s, section in ipairs(ctx.sections) do
      if section.header then
        frames.headers = frames.headers or {}
        frames.headers[s] = { x = 0, y = 0 / 0, w = 10, h = 10 }
        return frames
      end
    end
    kind = "nan"
  end
  local first = items[1]
  if first == nil or kind == "extra" then
    items[#items + 1] = { x = 0, y = 0, w = 1, h = 1 }
  elseif kind == "nan" then first.y = 0 / 0
  elseif kind == "infinity" then first.h = math.huge
  elseif kind == "minus_infinity" then first.x = -math.huge
  elseif kind == "negative" then first.w = -5
  elseif kind == "negative_height" then first.h = -0.5
  elseif kind == "item_not_table" then items[1] = 5
  elseif kind == "outside_right" then first.x = ctx.width + 10
  elseif kind == "outside_left" then first.x = -20
  elseif kind == "missing" then items[#items] = nil
  elseif kind == "far" then first.y = 4e15
  end
  return frames
end

--- What the message of a change refused for odd frames of `kind` (see `O.odd`) must name: the
--- item (a cell and its index path) or the header, the count, or what a layout must return.
local oddNames = {
  nan = "cell .- %[%d+,%d+%]", infinity = "cell .- %[%d+,%d+%]", minus_infinity = "cell .- %[%d+,%d+%]",
  negative = "cell .- %[%d+,%d+%]", negative_height = "cell .- %[%d+,%d+%]", far = "cell .- %[%d+,%d+%]",
  outside_right = "cell .- %[%d+,%d+%]", outside_left = "cell .- %[%d+,%d+%]",
  header_nan = "the header of section %d+", missing = "%d+ item frames for %d+ items",
  extra = "%d+ item frames for %d+ items", item_not_table = "item 1 that is not a table",
  not_table = "must return", nothing = "must return", no_items = "must return",
}

--- Runs `change` with the plugin layout returning odd frames of `kind`: it must fail as
--- `O.fails` says, with a message that names what is wrong (`oddNames`).
function O.oddFails(l, kind, change)
  local ok, message = pcall(O.fails, l, change)
  if not ok then error(message, 2) end
  local pattern = oddNames[kind]
  -- (A layout without items gets one too many, whatever kind was asked; a header that is not a
  -- number is a cell's y that is not one in a list without headers.)
  local alternative = kind == "header_nan" and oddNames.nan or "%d+ item frames for %d+ items"
  if pattern and not message:match(pattern) and not message:match(alternative)
      and not message:match("%d+ item frames for %d+ items") then
    fail("the refusal of odd frames (" .. kind .. ") does not name them: " .. message, 2)
  end
  return message
end

--- Runs `call`, which may fail (a request some data cannot meet), but only with file:line.
function O.mayFail(call)
  local ok, message = pcall(call)
  if not ok and not tostring(message):match("^[^\n]-%.lua:%d+: ") then
    fail("an error without file:line: " .. tostring(message), 2)
  end
end

return O
