import Testing

@testable import LuaBridge

/// The sandbox's `string.rep`, `table.move`, `table.insert` and `table.remove` (library.c in
/// CListLabLua): Lua 5.4's behaviour and messages, and the limits watched as they loop.
@Suite struct BoundedLibraryTests {
  /// Each case as Lua's own functions give it: results, errors, and what proxies see.
  @Test func theyBehaveAsLuas() throws {
    try StockComparison.expectSame(
      PatternMatchingTests.showing + #"""
        local log = {}
        local function proxy(size)
          local store = {}
          return setmetatable({}, {
            __index = function(_, k) log[#log + 1] = "get " .. tostring(k); return store[k] end,
            __newindex = function(_, k, v) log[#log + 1] = "set " .. tostring(k) .. "=" .. tostring(v); store[k] = v end,
            __len = function() return size end,
          }), store
        end
        local function contents(t, n)
          local parts = {}
          for i = 0, n do parts[#parts + 1] = tostring(rawget(t, i)) end
          return table.concat(parts, ",")
        end
        local cases = {
          function() return string.rep("ab", 3) end,
          function() return string.rep("ab", 3, ", ") end,
          function() return string.rep("ab", 0), string.rep("ab", -5), string.rep("", 1e6), string.rep("", 5, "") end,
          function() return string.rep("", 3, "-") end,
          function() return string.rep("x", 2^31) end,
          function() return string.rep("xy", 2^30) end,
          function() return string.rep("x", 1.5) end,
          function() return string.rep() end,
          function() return string.rep("x", "2") end,
          function() return string.rep("x", 2, {}) end,
          function() return ("ab"):rep(2, "|") end,
          -- From Lua's testes/strings.lua ("repetitions with separator", and its checks of "too large").
          function() return string.rep("a", 2^30, ",") end,
          function() return string.rep("aa", math.maxinteger // 2 + 10) end,
          function() return string.rep("", math.maxinteger // 2 + 10, "aa") end,
          function() return string.rep("", 10, ".") == string.rep(".", 9), string.rep("\1\0\1", 2, "\0\0") end,
          function() return pcall(string.rep, {}) end,
          function() local t = { 1, 2, 3, 4, 5 }; table.move(t, 1, 3, 3); return contents(t, 6) end,
          function() local t = { 1, 2, 3, 4, 5 }; table.move(t, 2, 5, 1); return contents(t, 6) end,
          function() local t = { 1, 2, 3 }; local u = table.move(t, 1, 3, 2, {}); return contents(u, 4) end,
          function() local t = { 1, 2, 3 }; return table.move(t, 3, 1, 1) == t end,
          function() return table.move({}, 1, math.maxinteger, 2) end,
          function() return table.move({}, -1, math.maxinteger, 2) end,
          function() return table.move({}, 1, 10, math.maxinteger) end,
          function() return table.move(1, 1, 2, 3) end,
          function() return table.move({}, 1, 2, 3, 4) end,
          function() return table.move({}, 1, "x", 3) end,
          function()
            log = {}
            local p, store = proxy(3)
            store[1], store[2], store[3] = "a", "b", "c"
            table.move(p, 1, 3, 2)
            return table.concat(log, " ")
          end,
          function()
            log = {}
            local p = proxy(0)
            local same = setmetatable({}, { __eq = function() log[#log + 1] = "eq"; return true end })
            local other = setmetatable({}, getmetatable(same))
            table.move(same, 1, 0, 1, other)
            table.move(same, 1, 2, 5, other)
            table.move(same, 1, 2, 2, other)
            return table.concat(log, " ")
          end,
          function() local t = { "a", "b" }; table.insert(t, "c"); table.insert(t, 1, "z"); return contents(t, 5) end,
          function() local t = { "a" }; table.insert(t, 3, "x") end,
          function() local t = { "a" }; table.insert(t, 0, "x") end,
          function() local t = { "a" }; table.insert(t, 2, "x"); return contents(t, 3) end,
          function() table.insert({}, 1, 2, 3) end,
          function() table.insert({}) end,
          function() table.insert(nil, 1) end,
          function() table.insert({}, "x", 1) end,
          function() table.insert(setmetatable({}, { __len = function() return 1.5 end }), 1) end,
          function() table.insert(setmetatable({}, { __len = function() return "2" end }), 1) end,
          function()
            log = {}
            local p = proxy(3)
            table.insert(p, 2, "n")
            return table.concat(log, " ")
          end,
          function() local t = { "a", "b", "c" }; return table.remove(t), table.remove(t, 1), contents(t, 3) end,
          function() local t = {}; return table.remove(t), table.remove(t, 0), #t end,
          function() local t = { "a" }; return table.remove(t, 2), contents(t, 2) end,
          function() local t = { "a" }; return table.remove(t, 3) end,
          function() local t = { [0] = "zero" }; return table.remove(t, 0), contents(t, 1) end,
          function() return table.remove(setmetatable({}, { __index = {} })) end,
          function()
            log = {}
            local p = proxy(3)
            local removed = table.remove(p, 1)
            return tostring(removed) .. ": " .. table.concat(log, " ")
          end,
          function() return pcall(table.insert, 1, 2) end,
          function() return pcall(table.move, {}, 1) end,
        }
        for i, f in ipairs(cases) do emit(i, show(pcall(f))) end
        return table.concat(out, "\n")
        """#)
  }

  /// Loops no instruction runs in: an empty repetition, a huge range, a huge `__len`.
  @Test(arguments: [
    "table.move({}, 1, 1e12, 2)",
    "table.insert(setmetatable({}, { __len = function() return 1e15 end }), 1, 'x')",
    "table.remove(setmetatable({}, { __len = function() return 1e15 end }), 1)",
  ])
  func theTimeLimitStopsThem(script: String) throws {
    let lua = try Lua()
    try lua.installSandbox(SandboxPolicy(), print: { _ in })
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 0.3) { () throws(LuaError) in try lua.run(script, chunkName: "=stdin") }
    }
    #expect(error.kind == .timeout)
    #expect(error.message == "stdin:1: time limit exceeded (0.3 s)")
  }

  /// Repeating nothing makes "" at once, whatever the count (Lua's own copied nothing 10^15 times).
  @Test func repeatingNothingEndsAtOnce() throws {
    let lua = try Lua()
    try lua.installSandbox(SandboxPolicy(), print: { _ in })
    let results = try lua.runEntry(timeLimit: 10) { () throws(LuaError) in
      try lua.run("return #string.rep('', 1e15), #string.rep('', 1e15, '')", chunkName: "=stdin")
    }
    #expect(results.map(\.description) == ["0", "0"])
  }
}
