import Testing

@testable import LuaBridge

/// A Swift object whose lifetime the tests watch.
final class Counter {
  nonisolated(unsafe) static var alive = 0
  var value: Int
  init(_ value: Int) {
    self.value = value
    Counter.alive += 1
  }
  deinit { Counter.alive -= 1 }
}

@Suite(.serialized) struct HostFunctionTests {
  @Test func swiftFunctionsReturnValues() throws {
    let lua = try Lua()
    lua.register("twice") { call in call.returning(.number(try call.number(1) * 2)) }
    #expect(try lua.run("return twice(21)", chunkName: "=t").first?.number == 42)
  }

  @Test func argumentErrorsReadLikeLua() throws {
    let lua = try Lua()
    lua.register("list") { call in
      _ = try call.table(1)
      return 0
    }
    let error = try #require(throws: LuaError.self) { try lua.run("list('x')", chunkName: "=stdin") }
    #expect(error.message == "stdin:1: bad argument #1 to 'list' (table expected, got string)")
    #expect(error.location == LuaSourceLocation(source: "stdin", line: 1))
    let missing = try #require(throws: LuaError.self) { try lua.run("\nlist()", chunkName: "=stdin") }
    #expect(missing.message == "stdin:2: bad argument #1 to 'list' (table expected, got no value)")
  }

  @Test func swiftErrorsAreCaughtByPcall() throws {
    let lua = try Lua()
    lua.register("fail") { _ in throw LuaRuntimeError("it broke") }
    let results = try lua.run(
      "local ok, message = pcall(function() fail() end) return ok, message", chunkName: "=stdin")
    #expect(results[0].isTruthy == false)
    #expect(results[1].string == "stdin:1: it broke")
  }

  @Test func errorsCarryTracebackAndLocation() throws {
    let lua = try Lua()
    let source = """
      local function inner() error("boom") end
      local function outer() inner() end
      outer()
      """
    let error = try #require(throws: LuaError.self) { try lua.run(source, chunkName: "@scenario.lua") }
    #expect(error.kind == .runtime)
    #expect(error.message == "scenario.lua:1: boom")
    #expect(error.location == LuaSourceLocation(source: "scenario.lua", line: 1))
    let traceback = try #require(error.traceback)
    #expect(traceback.hasPrefix("stack traceback:"))
    #expect(traceback.contains("in local 'inner'") || traceback.contains("in upvalue 'inner'"))
    #expect(traceback.contains("scenario.lua:3: in main chunk"))
  }

  @Test func nonStringErrorValues() throws {
    let lua = try Lua()
    let error = try #require(throws: LuaError.self) { try lua.run("error({ code = 7 })", chunkName: "=t") }
    #expect(error.message == "(error object is a table value)")
    #expect(lua.errorValue(of: error)?.table?["code"].integer == 7)
    let withToString = try #require(throws: LuaError.self) {
      try lua.run("error(setmetatable({}, { __tostring = function() return 'custom' end }))", chunkName: "=t")
    }
    #expect(withToString.message == "custom")
  }

  /// A table raised in Lua code that a Swift function called comes out of the Swift function as
  /// the same table, and the state lets it go when the entry ends.
  @Test func errorValuesPassThroughSwiftFunctions() throws {
    let lua = try Lua()
    lua.register("callback") { call in
      _ = try #require(call.value(1).function).call()
      return 0
    }
    let results = try lua.runEntry(timeLimit: nil) { () throws(LuaError) in
      try lua.run(
        """
        local raised = { code = 7 }
        local ok, caught = pcall(callback, function() error(raised) end)
        return ok, caught == raised
        """, chunkName: "=t")
    }
    #expect(results.map(\.isTruthy) == [false, true])
    #expect(lua.errorValues.isEmpty)
  }

  @Test func syntaxErrorsAreTyped() throws {
    let lua = try Lua()
    let error = try #require(throws: LuaError.self) { try lua.load("x = = 1", chunkName: "=stdin") }
    #expect(error.kind == .syntax)
    #expect(error.message == "stdin:1: unexpected symbol near '='")
    #expect(error.location?.line == 1)
  }

  @Test func userdataMethodsToStringNameAndGC() throws {
    let lua = try Lua()
    var counter = LuaClass<Counter>("Counter")
    counter.methods["add"] = { object, call in
      object.value += try call.integer(2)
      return call.returning(.integer(object.value))
    }
    counter.fields["value"] = { object, call in call.returning(.integer(object.value)) }
    counter.describe = { "Counter(\($0.value))" }
    lua.define(counter)
    lua.register("counter") { call in call.returning(object: Counter(try call.integer(1))) }

    let before = Counter.alive
    let results = try lua.run(
      """
      local c = counter(1)
      c:add(41)
      return c.value, tostring(c), getmetatable(c), c == c
      """, chunkName: "=t")
    #expect(results[0].integer == 42)
    #expect(results[1].string == "Counter(42)")
    #expect(results[2].string == "Counter")  // the metatable is protected by __metatable
    #expect(results[3].isTruthy)
    #expect(Counter.alive == before + 1 || Counter.alive == before)
    lua.collectGarbage()
    #expect(Counter.alive == before)  // __gc released the Swift object

    let bad = try #require(throws: LuaError.self) {
      try lua.run("local c = counter(1) c.add('x', 1)", chunkName: "=stdin")
    }
    // A method called with '.' gets another self: the message says to use ':'.
    #expect(
      bad.message
        == "stdin:1: bad argument #1 to 'add' (Counter expected, got string); call methods with ':', as in "
        + "c:add(…), not c.add(…)")
    let badSelf = try #require(throws: LuaError.self) {
      try lua.run("local c = counter(1) c.add(c, 'y')", chunkName: "=stdin")
    }
    #expect(badSelf.message == "stdin:1: bad argument #2 to 'add' (number expected, got string)")
    let methodCall = try #require(throws: LuaError.self) {
      try lua.run("local c = counter(1) c:add('y')", chunkName: "=stdin")
    }
    #expect(methodCall.message == "stdin:1: bad argument #1 to 'add' (number expected, got string)")
  }

  @Test func closingTheStateReleasesSwiftObjects() throws {
    let before = Counter.alive
    do {
      let lua = try Lua()
      var counter = LuaClass<Counter>("Counter")
      counter.describe = { "\($0.value)" }
      lua.define(counter)
      lua.register("counter") { call in call.returning(object: Counter(1)) }
      try lua.run("keep = { counter(), counter(), counter() }", chunkName: "=t")
      #expect(Counter.alive == before + 3)
      lua.close()
    }
    #expect(Counter.alive == before)
  }

  @Test func hostFunctionsWorkInsideCoroutines() throws {
    let lua = try Lua()
    lua.register("square") { call in
      let x = try call.number(1)
      return call.returning(.number(x * x))
    }
    let results = try lua.run(
      """
      local co = coroutine.wrap(function(x) local y = coroutine.yield(square(x)) return square(y) end)
      return co(3), co(4)
      """, chunkName: "=t")
    #expect(results.map(\.number) == [9, 16])
  }

  @Test func luaFunctionsCalledFromSwiftInsideHostCalls() throws {
    let lua = try Lua()
    lua.register("apply") { call in
      let function = try call.function(1)
      return try call.returning(try function.call(call.value(2)))
    }
    #expect(try lua.run("return apply(function(x) return x * 10 end, 4)", chunkName: "=t").first?.integer == 40)
    let error = try #require(throws: LuaError.self) {
      try lua.run("return apply(function(x) error('inner failure') end, 4)", chunkName: "=stdin")
    }
    #expect(error.message == "stdin:1: inner failure")
  }
}
