import Testing

@testable import LuaBridge

/// ListLab's pattern matching (patterns.c in CListLabLua) against Lua 5.4's own: a plain `Lua`
/// state keeps the standard `string.find`, `match`, `gmatch` and `gsub`; a sandboxed one has
/// ListLab's. The same script runs in both and must print the same, errors and their messages
/// included.
@Suite struct PatternMatchingTests {
  private func expectSame(_ script: String) throws { try StockComparison.expectSame(script) }

  /// Shows a call's results (or its error) as text: strings quoted byte for byte, tables and
  /// functions by their type only (their addresses differ between states).
  static let showing = """
    local function q(v)
      return (string.format("%q", v):gsub("[\\128-\\255]", function(c) return "\\\\" .. c:byte() end))
    end
    local function show(...)
      local parts = { tostring(select("#", ...)) }
      for i = 1, select("#", ...) do
        local v = select(i, ...)
        local kind = type(v)
        parts[#parts + 1] = kind == "string" and q(v) or (kind == "table" or kind == "function") and kind or tostring(v)
      end
      return table.concat(parts, " ")
    end
    local out = {}
    local function emit(...) out[#out + 1] = table.concat({ ... }, "\\t") end

    """

  /// Random subjects and patterns built from every kind of pattern item (and broken ones), with
  /// each function and kind of replacement: `count` cases from `seed`.
  private static func generated(seed: Int, count: Int) -> String {
    showing + """
      math.randomseed(\(seed))
      local pieces = {
        "a", "b", "c", " ", "1", ".", "%", "(", ")", "[", "]", "^", "$", "*", "+", "-", "?",
        "%a", "%d", "%s", "%w", "%p", "%x", "%u", "%l", "%c", "%g", "%A", "%S", "%z", "%.", "%%",
        "%b()", "%bab", "%b", "%f[%w]", "%f[ab]", "%f", "%1", "%2", "%0", "[a-c]", "[^ab]", "[%d%s]",
        "[]a]", "[^]]", "[a-]", "[%a-z]", "()", "(a*)", "(.-)", "a*", "b+", "c-", "a?", ".*", ".-", "[", "\\0",
      }
      local letters = { "a", "b", "c", " ", "(", ")", "[", "]", "%", "^", "$", "-", ".", "\\0", "A", "9", "\\t", "\\200" }
      local function pick(t) return t[math.random(#t)] end
      local function make(from, most)
        local parts = {}
        for i = 1, math.random(0, most) do parts[i] = pick(from) end
        return table.concat(parts)
      end
      local function try(f, ...) return show(pcall(f, ...)) end
      local inits = { false, 1, 0, -1, 2, 5, -3, -100, 100 }
      local replacements = { "%0", "%1", "<%2>", "%%", "x%", "%a", "", "[%1]" }
      local lookup = { a = "A", b = false, [" "] = "_", ["("] = 7, c = {}, [1] = "one" }
      local calls = 0
      local function replacer(...)
        calls = calls + 1
        local n = calls % 5
        if n == 0 then return nil elseif n == 1 then return (...) .. "!" elseif n == 2 then return false
        elseif n == 3 then return 42 else return {} end
      end
      for case = 1, \(count) do
        local s, p = make(letters, 10), make(pieces, 6)
        local init = pick(inits) or nil
        emit(case, q(s), q(p), tostring(init))
        emit(" find", try(function() return string.find(s, p, init) end))
        emit(" plain", try(function() return string.find(s, p, init, true) end))
        emit(" match", try(function() return string.match(s, p, init) end))
        emit(" gmatch", try(function()
          local found = {}
          for a, b in string.gmatch(s, p, init) do
            found[#found + 1] = show(a, b)
            if #found > 30 then break end
          end
          return table.concat(found, "|")
        end))
        local r = pick(replacements)
        emit(" gsub", try(function() return string.gsub(s, p, r, init and init % 4 or nil) end))
        emit(" gsubt", try(function() return string.gsub(s, p, lookup) end))
        emit(" gsubf", try(function() return string.gsub(s, p, replacer) end))
      end
      return table.concat(out, "\\n")
      """
  }

  @Test(arguments: [1, 2, 3, 4])
  func generatedPatternsMatchAsLuaMatchesThem(seed: Int) throws {
    try expectSame(Self.generated(seed: seed, count: 1500))
  }

  /// Each rule of the manual's §6.4.1 and each message, case by case.
  @Test func everyRuleAndMessageAsLua() throws {
    try expectSame(
      Self.showing + Self.namedCases + "\nfor i, f in ipairs(cases) do emit(i, show(pcall(f))) end\n"
        + "return table.concat(out, '\\n')")
  }

  private static let namedCases = #"""
    local cases = {
      -- Nesting: 200 matching calls deep at most, 32 captures.
      function() return string.find(string.rep("a", 300), string.rep("a?", 300) .. "b") end,
      function() return string.find(string.rep("a", 199), string.rep("a?", 199)) end,
      function() return string.find(string.rep("a", 200), string.rep("a?", 200)) end,
      function() return string.match("x", string.rep("()", 32)) end,
      function() return string.match("x", string.rep("()", 33)) end,
      function() return string.match(string.rep("ab", 40), string.rep("(a)(b)", 16)) end,
      function() return string.gsub("ab", string.rep("()", 32), function(...) return select("#", ...) end) end,
      -- Plain find, init (negative, zero, past the end), anchors.
      function() return string.find("a.b", ".", 1, true) end,
      function() return string.find("a.b", ".", -1, true) end,
      function() return string.find("abc", "", 4) end,
      function() return string.find("abc", "", 5) end,
      function() return string.find("abc", "", -10) end,
      function() return string.find("abc", "^b", 2) end,
      function() return string.find("abc", "c$", -1) end,
      function() return string.find("a$c", "$c") end,
      function() return string.find("a^c", "a^") end,
      function() return string.match("hello world", "^(%w+)") end,
      function() return string.match("  key = value  ", "^%s*(%S+)%s*=%s*(%S+)%s*$") end,
      function() return string.match("THE (quick) fox", "%((%a+)%)") end,
      -- %b, %f, back-references, position captures.
      function() return string.match("f(a(b)c)d", "%b()") end,
      function() return string.match("THE (quick) fox", "%f[%a]%a+%f[%A]", 5) end,
      function() return string.gsub("THE (quick) fox", "%f[%a]%a+", "W") end,
      function() return string.match("hello", "()ll()") end,
      function() return string.match("abcabc", "(abc)%1") end,
      function() return string.match("abab", "()a%1") end,
      -- gsub: replacements, %0–%9, %%, max n, the anchor.
      function() return string.gsub("hello world", "(%w+)", "<%1>") end,
      function() return string.gsub("hello world", "%w+", "%0 %0", 1) end,
      function() return string.gsub("abc", "", "-") end,
      function() return string.gsub("abc", "^", "-") end,
      function() return string.gsub("abc", "b*", "-") end,
      function() return string.gsub("abc", "()", "%1") end,
      function() return string.gsub("abc", "()", { [1] = "one", [3] = 3 }) end,
      function() return string.gsub("abc", "%w", "%2") end,
      function() return string.gsub("abc", "(%w)", "%2") end,
      function() return string.gsub("abc", "%w", "%") end,
      function() return string.gsub("abc", "%w", "%x") end,
      function() return string.gsub("abc", "(%w", "%1") end,
      function() return string.gsub("abc", "%w", true) end,
      function() return string.gsub("abc", "%w") end,
      function() return string.gsub("abc", "%w", "x", "y") end,
      function() return string.gsub("abc", "%w", "x", 1.5) end,
      function() return string.gsub("abc", "%w", "x", -1) end,
      function() return string.gsub("abc", "%w", "x", 0) end,
      function() return string.gsub("abc", "%w", 7) end,
      function() return string.gsub("abc", "%w", function(c) return c:upper() end, 2) end,
      function() return string.gsub("abc", "%w", function() error("inside") end) end,
      function() return string.gsub("abc", "%w", function() error({}) end) end,
      function() return string.gsub("abc", "%w", { a = 1, b = true }) end,
      function() return string.gsub("abc", "%w", setmetatable({}, { __index = function(_, k) return k .. k end })) end,
      function() return string.gsub("abc", ".-", "x") end,
      function() return string.gsub("abc", "a-", "x") end,
      function() return string.gsub("abc", "^a?", "x") end,
      function() return string.gsub("", "", "x") end,
      function() return string.gsub("", "x*", "x") end,
      function() return string.gsub("x", "(x", "%0") end,
      function() return string.gsub("x", "x", "%1") end,
      function() return string.gsub("x", "(x)", "%1%1%0%%") end,
      function() return string.gsub("hello", "", "%0") end,
      function() return string.gsub(123, 2, 9) end,
      -- Arguments: types, integers, names as the call names the function.
      function() return string.find(nil, "x") end,
      function() return string.find("x", nil) end,
      function() return string.find("x", "x", "y") end,
      function() return string.find("x", "x", 2^63) end,
      function() return string.find("x", "x", math.mininteger) end,
      function() return string.find("x", "x", math.maxinteger) end,
      function() return ("x"):find({}) end,
      function() return ("x"):gsub() end,
      function() return string.gmatch("x") end,
      function() return string.gmatch("x", "x", "z") end,
      function() return string.match("x", "x", 1.5) end,
      function() local f = string.find; return f("a", {}) end,
      function() return pcall(string.find, "a", {}) end,
      function() return pcall(string.gsub, "a", "a", nil) end,
      function() return pcall(string.gmatch, "a") end,
      function() return pcall(string.match) end,
      -- gmatch: captures, 5.4's init, no anchor, empty matches, the iterator after the end.
      function()
        local found = {}
        for k, v in string.gmatch("from=world, to=Lua", "(%w+)=(%w+)") do found[#found + 1] = k .. ":" .. v end
        return table.concat(found, ",")
      end,
      function()
        local found = {}
        for w in string.gmatch("one two three", "%a+", 5) do found[#found + 1] = w end
        return table.concat(found, ",")
      end,
      function()
        local found = {}
        for w in string.gmatch("one two three", "%a+", -5) do found[#found + 1] = w end
        return table.concat(found, ",")
      end,
      function()
        local found = {}
        for w in string.gmatch("^a^a", "^a") do found[#found + 1] = w end
        return table.concat(found, ",")
      end,
      function()
        local found = {}
        for w in string.gmatch("abc", "") do found[#found + 1] = "[" .. w .. "]" end
        return table.concat(found, ",")
      end,
      function()
        local found = {}
        for a, b in string.gmatch("abc", "()(.)") do found[#found + 1] = a .. b end
        return table.concat(found, ",")
      end,
      function() local it = string.gmatch("ab", "."); return it(), it(), it(), it() end,
      function() local it = string.gmatch("ab", "(", 1); return it() end,
      function() return string.gmatch("abc", ".", 10)() end,
      -- Bytes: zeros, sets with ranges and ']' and '-', high bytes, malformed patterns.
      function() return string.find("a\0b\0c", "%z", 3) end,
      function() return string.find("a\0b", "\0b") end,
      function() return string.match("a\0b", "[\0-a]+") end,
      function() return string.match("a]b", "[]]") end,
      function() return string.match("a-b", "[a-]+") end,
      function() return string.match("\200\255", "[\128-\255]+") end,
      function() return string.match("x", "[%") end,
      function() return string.match("x", "%") end,
      function() return string.match("x", "[x") end,
      function() return string.match("x", "[^") end,
      function() return string.match("x", "[]") end,
      function() return string.match("x", "%b") end,
      function() return string.match("x", "%bx") end,
      function() return string.match("x", "%f") end,
      function() return string.match("x", "%fx") end,
      function() return string.match("x", ")") end,
      function() return string.match("x", "(()") end,
      function() return string.find("x", "(x") end,
      function() return string.find(" \t\n\v\f\r", "^%s+$") end,
      -- Every class (and an unknown letter) on every byte, as in the C locale.
      function()
        local rows = {}
        for c = 0, 255 do
          local ch = string.char(c)
          local row = {}
          for _, cl in ipairs { "a", "c", "d", "g", "l", "p", "s", "u", "w", "x", "A", "P", "z", "y" } do
            row[#row + 1] = string.find(ch, "%" .. cl) and "1" or "0"
          end
          rows[#rows + 1] = table.concat(row)
        end
        return table.concat(rows, ",")
      end,
    }
    """#

  /// Methods of strings are the sandbox's functions too (the metatable's private copy).
  @Test func stringMethodsAreListLabs() throws {
    let lua = try Lua()
    try lua.installSandbox(SandboxPolicy(), print: { _ in })
    let results = try lua.run(
      """
      local s = ""
      return s.find == string.find, s.match == string.match, s.gmatch == string.gmatch, s.gsub == string.gsub
      """, chunkName: "=t")
    #expect(results.map(\.description) == ["true", "true", "true", "true"])
  }
}

/// The limits stop pattern matching, which runs in C where the count hook never fires.
@Suite struct PatternLimitTests {
  private func sandboxed(memoryLimit: Int? = nil) throws -> Lua {
    let lua = try Lua(memoryLimit: memoryLimit)
    try lua.installSandbox(SandboxPolicy(), print: { _ in })
    return lua
  }

  /// Backtracking that would take minutes (20 `a*` against 40 "a" and no "b").
  static let runaway = #"string.find(string.rep("a", 40), string.rep("a*", 20) .. "b")"#

  @Test(arguments: [
    "local x = \(runaway)",
    #"local x = ("a"):rep(40):match(("a*"):rep(20) .. "b")"#,
    #"for x in string.gmatch(string.rep("a", 40), string.rep("a*", 20) .. "b") do end"#,
    #"local x = string.gsub(string.rep("a", 40), string.rep("a*", 20) .. "b", "")"#,
    // Plain find compares a lot too: 500,000 candidates of 500,000 bytes.
    #"local s = string.rep("a", 1e6) local x = s:find(string.rep("a", 5e5) .. "b", 1, true)"#,
  ])
  func theTimeLimitStopsMatching(script: String) throws {
    let lua = try sandboxed()
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 0.3) { () throws(LuaError) in try lua.run(script, chunkName: "=stdin") }
    }
    #expect(error.kind == .timeout)
    #expect(error.message == "stdin:1: time limit exceeded (0.3 s)")
    // The state goes on, with the hook counting again.
    let after = try lua.runEntry(timeLimit: 5) { () throws(LuaError) in
      try lua.run("return ('abc'):gsub('b', '%0%0')", chunkName: "=after")
    }
    #expect(after.first?.string == "abbc")
  }

  @Test func pcallCannotCatchTheTimeLimitOfAMatch() throws {
    let lua = try sandboxed()
    var printed: [String] = []
    lua.register("note") { call in
      printed.append(try call.string(1))
      return 0
    }
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 0.3) { () throws(LuaError) in
        try lua.run("local ok = pcall(function() return \(Self.runaway) end)\nnote('caught')", chunkName: "=stdin")
      }
    }
    #expect(error.kind == .timeout)
    #expect(printed.isEmpty)
  }

  @Test func aGsubGrowingPastTheBudgetRunsOutOfMemory() throws {
    let lua = try sandboxed(memoryLimit: 32 << 20)
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 30) { () throws(LuaError) in
        try lua.run(
          "local s = string.rep('x', 1e6)\nlocal grown = s:gsub('x', string.rep('y', 100))", chunkName: "=stdin")
      }
    }
    #expect(error.kind == .memory)
    #expect(error.message == "not enough memory")
    #expect(lua.memoryUsed < 32 << 20)
    let caught = try lua.runEntry(timeLimit: 30) { () throws(LuaError) in
      try lua.run(
        "local s = string.rep('x', 1e6)\nreturn pcall(string.gsub, s, 'x', string.rep('y', 100))", chunkName: "=stdin")
    }
    #expect(caught.map(\.description) == ["false", "not enough memory"])
  }
}
