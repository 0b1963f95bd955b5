import Testing

@testable import LuaBridge

/// Each limit ends with a clear message, and the state stays usable afterwards.
@Suite struct LimitTests {
  private func assertUsable(_ lua: Lua) throws {
    let results = try lua.runEntry(timeLimit: 5) {
      try lua.run("local t = {} for i = 1, 1000 do t[i] = i end return #t", chunkName: "=after")
    }
    #expect(results.first?.integer == 1000)
  }

  @Test func timeLimitStopsALoopInsidePcall() throws {
    let lua = try Lua()
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 0.2) {
        try lua.run("while true do pcall(function() while true do end end) end", chunkName: "=stdin")
      }
    }
    #expect(error.kind == .timeout)
    #expect(error.message.hasSuffix("time limit exceeded (0.2 s)"))
    try assertUsable(lua)
  }

  @Test func timeLimitStopsALoopInsideACoroutine() throws {
    let lua = try Lua()
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 0.2) {
        try lua.run(
          """
          while true do
            local co = coroutine.create(function() while true do end end)
            coroutine.resume(co)
          end
          """, chunkName: "=stdin")
      }
    }
    #expect(error.kind == .timeout)
    try assertUsable(lua)
  }

  @Test func errorHandlersCannotSwallowTheLimit() throws {
    let lua = try Lua()
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 0.2) {
        try lua.run(
          "while true do xpcall(function() while true do end end, function(m) return m end) end",
          chunkName: "=stdin")
      }
    }
    #expect(error.kind == .timeout)
    try assertUsable(lua)
  }

  @Test func interruptStopsRunningCode() throws {
    let lua = try Lua()
    let signal = InterruptSignal.shared
    lua.watchInterrupts(signal)
    lua.register("press_ctrl_c") { _ in
      signal.raise()
      return 0
    }
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: nil) {
        try lua.run("press_ctrl_c() while true do end", chunkName: "=stdin")
      }
    }
    #expect(error.kind == .interrupted)
    #expect(error.message == "stdin:1: interrupted!")
    _ = signal.takePending()
    try assertUsable(lua)
    // Pattern matching (ListLab's, in a sandboxed state) stops too, though it runs in C. (In this
    // test rather than another: the signal is the process's, and tests run in parallel.)
    let sandboxed = try Lua()
    try sandboxed.installSandbox(SandboxPolicy(), print: { _ in })
    sandboxed.watchInterrupts(signal)
    sandboxed.register("press_ctrl_c") { _ in
      signal.raise()
      return 0
    }
    let matching = try #require(throws: LuaError.self) {
      try sandboxed.runEntry(timeLimit: 60) {
        try sandboxed.run("press_ctrl_c() local x = \(PatternLimitTests.runaway)", chunkName: "=stdin")
      }
    }
    #expect(matching.kind == .interrupted)
    #expect(matching.message == "stdin:1: interrupted!")
    _ = signal.takePending()
    try assertUsable(sandboxed)
  }

  /// A limit caught by `pcall` stays raised, as the memory limit does: the entry ends with it.
  @Test(arguments: [
    "pcall(coroutine.wrap(function() while true do end end))",
    "pcall(function() while true do end end)",
    "coroutine.resume(coroutine.create(function() while true do end end))",
    "coroutine.resume(coroutine.create(function() coroutine.resume(coroutine.create(function() while true do end end)) end))",
    "pcall(load, function() while true do end end)",
  ])
  func aCaughtTimeLimitEndsTheEntry(script: String) throws {
    let lua = try Lua()
    var notes: [String] = []
    lua.register("note") { call in
      notes.append(try call.string(1))
      return 0
    }
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 0.2) {
        try lua.run("\(script)\nnote('caught')\nreturn 'finished'", chunkName: "=stdin")
      }
    }
    #expect(error.kind == .timeout)
    #expect(error.message.hasSuffix("time limit exceeded (0.2 s)"))
    #expect(notes.isEmpty)
    try assertUsable(lua)
  }

  /// After an entry stopped inside coroutines, every thread still alive is back on the count hook
  /// (a check every 1,000 instructions), not on the hook that raises at every instruction.
  @Test func threadsAreCountedAgainAfterTheEntry() throws {
    let lua = try Lua()  // unsandboxed: `debug.gethook` shows the hooks
    _ = try? lua.runEntry(timeLimit: 0.2) {
      try lua.run(
        """
        outer = coroutine.create(function()
          coroutine.resume(coroutine.create(function() while true do end end))
          coroutine.yield()
        end)
        coroutine.resume(outer)
        """, chunkName: "=stdin")
    }
    let hooks = try lua.runEntry(timeLimit: 5) {
      try lua.run(
        """
        local _, mainMask, mainCount = debug.gethook()
        local _, outerMask, outerCount = debug.gethook(outer)
        return mainMask, mainCount, coroutine.status(outer), outerMask, outerCount
        """, chunkName: "=after")
    }
    #expect(hooks.map(\.description) == ["", "1000", "suspended", "", "1000"])
  }

  @Test func memoryBombStopsAtTheBudget() throws {
    let lua = try Lua(memoryLimit: 32 << 20)
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 20) {
        try lua.run("local t = {} for i = 1, 1e9 do t[i] = i end", chunkName: "=stdin")
      }
    }
    #expect(error.kind == .memory)
    #expect(error.message == "not enough memory")
    #expect(lua.memoryUsed < 32 << 20)
    try assertUsable(lua)
  }

  @Test func hugeStringRepIsRefused() throws {
    let lua = try Lua(memoryLimit: 64 << 20)
    // 2^40 bytes: Lua's own size check refuses it before allocating.
    let tooLarge = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 5) { try lua.run("return string.rep('x', 2^40)", chunkName: "=stdin") }
    }
    #expect(tooLarge.message == "stdin:1: resulting string too large")
    // 2^30 bytes passes that check and meets the 64 MB budget.
    let overBudget = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 5) { try lua.run("return string.rep('x', 2^30)", chunkName: "=stdin") }
    }
    #expect(overBudget.kind == .memory)
    #expect(overBudget.message == "not enough memory")
    try assertUsable(lua)
  }

  @Test func memoryErrorsCanBeCaughtByTheScriptAndTheStateRecovers() throws {
    let lua = try Lua(memoryLimit: 16 << 20)
    let results = try lua.runEntry(timeLimit: 5) {
      try lua.run("return pcall(string.rep, 'x', 64 * 1024 * 1024)", chunkName: "=stdin")
    }
    #expect(results[0].isTruthy == false)
    #expect(results[1].string == "not enough memory")
    try assertUsable(lua)
  }

  @Test func deepRecursionGivesStackOverflow() throws {
    let lua = try Lua()
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 20) {
        try lua.run("local function f(n) return 1 + f(n + 1) end return f(1)", chunkName: "=stdin")
      }
    }
    #expect(error.kind == .runtime)
    #expect(error.message.contains("stack overflow"))
    try assertUsable(lua)
  }

  @Test func deepRecursionThroughSwiftGivesCStackOverflow() throws {
    let lua = try Lua()
    lua.register("call") { call in try call.returning(try call.function(1).call()) }
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 20) {
        try lua.run("local function f() return call(f) end return f()", chunkName: "=stdin")
      }
    }
    #expect(error.message.contains("stack overflow"))
    try assertUsable(lua)
  }
}

/// A memory error that a script catches leaves a state the script can go on using: `pcall` and
/// `xpcall` collect fully after it (Lua's string buffers allocate without the collector's
/// emergency retry, so the garbage of the failed code made every next `string.rep` fail).
@Suite struct CaughtMemoryErrorTests {
  private func sandboxed(limit: Int) throws -> Lua {
    let lua = try Lua(memoryLimit: limit)
    try lua.installSandbox(SandboxPolicy(), print: { _ in })
    return lua
  }

  private static let bomb = "local t = {} for i = 1, 1e8 do t[i] = string.rep('x', 1000) .. i end"

  @Test func pcallCollectsAfterACaughtMemoryBomb() throws {
    let lua = try sandboxed(limit: 32 << 20)
    let results = try lua.runEntry(timeLimit: 20) {
      try lua.run(
        """
        local ok, message = pcall(function() \(Self.bomb) end)
        local kilobytes = collectgarbage('count')
        return ok, message, kilobytes, #string.rep('y', 1e6)
        """, chunkName: "=stdin")
    }
    #expect(results[0].description == "false")
    #expect(results[1].string == "not enough memory")
    #expect((results[2].number ?? .infinity) < 4096)  // the bomb's strings are gone
    #expect(results[3].number == 1e6)
  }

  @Test func xpcallCollectsToo() throws {
    let lua = try sandboxed(limit: 32 << 20)
    let results = try lua.runEntry(timeLimit: 20) {
      try lua.run(
        """
        local ok, message = xpcall(function() \(Self.bomb) end, function(m) return "handled: " .. tostring(m) end)
        return ok, message, #string.rep('y', 1e6)
        """, chunkName: "=stdin")
    }
    // As in Lua, a memory error does not go through the message handler.
    #expect(results.map(\.description) == ["false", "not enough memory", "1000000"])
  }

  /// The replacements keep the standard behaviour: results (trailing nils too), error values,
  /// argument errors, and yields across them.
  @Test func pcallAndXpcallBehaveAsLuas() throws {
    let lua = try sandboxed(limit: 32 << 20)
    let results = try lua.runEntry(timeLimit: 5) {
      try lua.run(
        """
        local n = select('#', pcall(function() return 1, nil, nil end))
        local ok, value = pcall(error, { code = 7 })
        local argument = select(2, pcall(pcall))
        local xok, x1, x2 = xpcall(function(a, b) return a + b, 'x' end, print, 2, 3)
        local handled = select(2, xpcall(error, function(m) return 'h:' .. m end, 'boom', 0))
        local co = coroutine.wrap(function()
          local ok, got = pcall(function() return coroutine.yield('out') end)
          local xok, xgot = xpcall(function() return coroutine.yield('again') end, print)
          return tostring(ok) .. got .. tostring(xok) .. xgot
        end)
        local first, second = co(), co('in')
        return n, ok, value.code, argument, xok, x1, x2, handled, first, second, co('!')
        """, chunkName: "=stdin")
    }
    #expect(
      results.map(\.description) == [
        "4", "false", "7", "bad argument #1 to 'pcall' (value expected)", "true", "5", "x", "h:boom", "out",
        "again", "trueintrue!",
      ])
  }
}
