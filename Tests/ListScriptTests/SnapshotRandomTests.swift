import LuaBridge
import Testing

@testable import ListScript

/// Seeded random snapshot edits made from Lua and applied with `l:apply_snapshot`, round after
/// round, each compared with `ref:apply{…}` of the declaration the rules give, built in Lua from
/// the snapshot's own queries and the cells the provider gave: the same printed list (every frame),
/// the same data, and the provider asked for exactly the new, reloaded and reconfigured items and
/// those of reloaded sections.
@Suite struct SnapshotRandomTests {
  static let script = #"""
    math.randomseed(seed)
    local function pick(array) if #array == 0 then return nil end return array[math.random(#array)] end
    local function copy(t) local c = {} for k, v in pairs(t) do c[k] = v end return c end
    local serial = 0
    local function fresh() serial = serial + 1; return (math.random(5) == 1) and (1000 + serial) or ("n" .. serial) end

    -- The declaration each item has in the list: the fields of its cell.
    local fields, headers = {}, { a = "A", b = "B", c = "C" }
    local start = {}
    for _, sid in ipairs { "a", "b", "c" } do
      local cells = { header = headers[sid] }
      for i = 1, math.random(0, 5) do
        local id = sid .. i
        fields[id] = { text = id .. " first" }
        cells[#cells + 1] = cell(id)(copy(fields[id]))
      end
      start[#start + 1] = section(sid)(cells)
    end
    local style = pick { "plain", "grouped", "insetGrouped", "cards" }
    local function declaration()
      local d = { style = style }
      for i, s in ipairs(start) do d[i] = s end
      return d
    end
    local l = list(declaration())
    local ref = list(declaration())

    local asked, given = {}, {}
    l:set_cell_provider(function(id)
      asked[#asked + 1] = id
      local f
      local r = math.random(3)
      if r == 1 then f = { height = 20 + math.random(60) }
      elseif r == 2 then f = { text = tostring(id) .. " v" .. #asked .. string.rep(" word", math.random(0, 12)) }
      else f = nil end
      given[id] = f or { text = tostring(id) }  -- nil: the default cell, showing the id
      return f and cell(id)(copy(f)) or nil
    end)

    local edits = {
      function(s) s:append_sections { fresh() } end,
      function(s) s:insert_sections({ fresh() }, { before = pick(s:section_identifiers()) }) end,
      function(s) s:insert_sections({ fresh() }, { after = pick(s:section_identifiers()) }) end,
      function(s) s:delete_sections { pick(s:section_identifiers()) } end,
      function(s) s:move_section(pick(s:section_identifiers()), { before = pick(s:section_identifiers()) }) end,
      function(s) s:move_section(pick(s:section_identifiers()), { after = pick(s:section_identifiers()) }) end,
      function(s) s:append_items({ fresh(), fresh() }, pick(s:section_identifiers())) end,
      function(s) s:append_items { fresh() } end,
      function(s) s:insert_items({ fresh() }, { before = pick(s:item_identifiers()) }) end,
      function(s) s:insert_items({ fresh() }, { after = pick(s:item_identifiers()) }) end,
      function(s) s:delete_items { pick(s:item_identifiers()) } end,
      function(s) s:move_item(pick(s:item_identifiers()), { before = pick(s:item_identifiers()) }) end,
      function(s) s:move_item(pick(s:item_identifiers()), { after = pick(s:item_identifiers()) }) end,
      function(s) s:reload_items { pick(s:item_identifiers()) } end,
      function(s) s:reconfigure_items { pick(s:item_identifiers()) } end,
      function(s) s:reload_sections { pick(s:section_identifiers()) } end,
      function(s) if math.random(8) == 1 then s:delete_all_items() end end,
      function(s) s:append_items { pick(s:item_identifiers()) } end,  -- a repeat: refused
    }

    for round = 1, 5 do
      local s = l:snapshot()
      for _ = 1, math.random(8) do
        local before = tostring(s)
        local edit = pick(edits)
        -- Picking from an empty list gives nil, which the edit refuses too.
        local ok = pcall(edit, s)
        if not ok then assert(tostring(s) == before, "a refused edit changed the snapshot") end
      end
      local shown = {}
      for _, f in ipairs(l:frames()) do if f.kind == "cell" then shown[f.id] = true end end
      local renewed = {}
      for _, id in ipairs(s:reloaded_item_identifiers()) do renewed[id] = true end
      for _, id in ipairs(s:reconfigured_item_identifiers()) do renewed[id] = true end
      for _, sid in ipairs(s:reloaded_section_identifiers()) do
        for _, id in ipairs(s:item_identifiers_in_section(sid)) do renewed[id] = true end
      end

      asked, given = {}, {}
      l:apply_snapshot(s)

      -- The declaration the rules give, applied to the reference list.
      local expected_asked = {}
      local declared = {}
      for _, sid in ipairs(s:section_identifiers()) do
        local cells = { header = headers[sid] }
        for _, id in ipairs(s:item_identifiers_in_section(sid)) do
          if not shown[id] or renewed[id] then
            expected_asked[#expected_asked + 1] = tostring(id)
            fields[id] = given[id]
          end
          cells[#cells + 1] = cell(id)(copy(fields[id] or { text = "missing" }))
        end
        declared[#declared + 1] = section(sid)(cells)
      end
      ref:apply(declared)

      local got = {}
      for _, id in ipairs(asked) do got[#got + 1] = tostring(id) end
      table.sort(got); table.sort(expected_asked)
      assert(table.concat(got, ",") == table.concat(expected_asked, ","),
        "round " .. round .. ": provider asked for " .. table.concat(got, ",") .. ", expected " .. table.concat(expected_asked, ","))
      assert(table.concat(l:snapshot():item_identifiers(), ",") == table.concat(s:item_identifiers(), ","),
        "round " .. round .. ": the list's items are not the snapshot's")
      assert(tostring(l) == tostring(ref), "round " .. round .. ":\n" .. tostring(l) .. "\n--- expected\n" .. tostring(ref))
    end
    return "ok"
    """#

  @Test(arguments: 1...8)
  func randomSnapshotsFromLuaMatchApplyOfTheExpectedDeclaration(seed: Int) throws {
    let results = try ScriptHarness().run("local seed = \(seed)\n" + Self.script)
    #expect(results.first?.string == "ok")
  }
}
