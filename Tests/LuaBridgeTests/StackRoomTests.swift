import Testing

@testable import LuaBridge

/// The room a host function may fill on the Lua stack (LuaStack+Pushes.swift): reserved before it
/// is used, checked at every push, and an error — never a write past the stack — when the stack
/// cannot grow.
@Suite struct StackRoomTests {
  /// Calls `name` (a host function) at every depth 1…80, from the main thread and a coroutine.
  private func callAtEveryDepth(_ lua: Lua, _ name: String) throws -> [LuaValue] {
    try lua.runEntry(timeLimit: 20) {
      try lua.run(
        """
        local function at_depth(n, ...)
          if n == 0 then return \(name)() end
          return at_depth(n - 1, n, ...)
        end
        local total = 0
        for depth = 1, 80 do
          total = total + select("#", at_depth(depth))
          total = total + select("#", coroutine.wrap(function() return at_depth(depth) end)())
        end
        return total
        """, chunkName: "=depths")
    }
  }

  @Test func aHostFunctionThatReservesMayPushPastLuasTwentySlots() throws {
    let lua = try Lua()
    lua.register("many") { call in
      try call.stack.reserve(120)
      for index in 0..<120 { call.stack.push(index) }
      return 120
    }
    #expect(try callAtEveryDepth(lua, "many").first?.integer == 120 * 160)
  }

  @Test func returningManyValuesReservesThem() throws {
    let lua = try Lua()
    lua.register("values") { call in try call.returning((0..<300).map { LuaValue.integer($0) }) }
    #expect(try callAtEveryDepth(lua, "values").first?.integer == 300 * 160)
  }

  @Test func stringsForRecordsReserveTheirRoom() throws {
    let lua = try Lua()
    lua.register("records") { call in
      let keys = (0..<40).map { "k\($0)" }
      let strings = try LuaStackStrings(call.stack, keys, extra: 3)
      let record = LuaRecordWriter(call.stack, fields: keys.count)
      for position in keys.indices { record.set(keyAt: strings[position], position) }
      strings.pop(keepingTop: true)
      return 1
    }
    #expect(try callAtEveryDepth(lua, "records").first?.integer == 160)
  }

  /// Lua's stack stops growing at LUAI_MAXSTACK slots: a reservation past it is a Lua error the
  /// script can catch, and the state goes on.
  @Test func aReservationTheStackCannotHoldIsAnError() throws {
    let lua = try Lua()
    lua.register("huge") { call in
      try call.stack.reserve(2_000_000)
      return 0
    }
    let results = try lua.runEntry(timeLimit: 20) {
      try lua.run("local ok, message = pcall(huge) return ok, message", chunkName: "=huge")
    }
    #expect(results.first?.isTruthy == false)
    #expect(results.last?.string?.hasPrefix("huge:1: stack overflow (2000000 more values") == true)
  }

  /// A host function called with Lua's stack nearly full: its reservation fails with a stack
  /// overflow the script can catch, it does not write past the stack.
  @Test func aHostFunctionNearTheTopOfAFullStack() throws {
    let lua = try Lua()
    lua.register("many") { call in
      try call.stack.reserve(100_000)
      return 0
    }
    let results = try lua.runEntry(timeLimit: 20) {
      try lua.run(
        """
        local function deep(n, ...)  -- about a thousand slots a level, not a tail call
          if n == 0 then return many() end
          local result = deep(n - 1, ...)
          return result
        end
        local thousand = {}
        for i = 1, 1000 do thousand[i] = i end
        for n = 850, 1000 do
          local ok, message = pcall(deep, n, table.unpack(thousand))
          if not ok then return n, message end
        end
        """, chunkName: "=full")
    }
    let message = try #require(results.last?.string)
    #expect(message.hasPrefix("full:2: stack overflow (100000 more values"), "\(message)")
    #expect(try lua.run("return 1 + 1", chunkName: "=after").first?.integer == 2)
  }

  #if DEBUG
    /// A push the function did not reserve stops a debug build at once, naming it — not later,
    /// in malloc, as heap corruption.
    @Test func anUnreservedPushStopsADebugBuildAtOnce() async {
      await #expect(processExitsWith: .failure) {
        let lua = try Lua()
        lua.register("flood") { call in
          for index in 0..<25 { call.stack.push(index) }
          return 25
        }
        _ = try lua.run("return flood()", chunkName: "=flood")
      }
    }
  #endif
}
