import Testing

@testable import LuaBridge

@Suite struct ValueRoundTripTests {
  let lua = try! Lua()

  /// Pushes `value` into Lua through a global, reads it back with a Lua identity function.
  private func roundTrip(_ value: LuaValue) throws -> LuaValue {
    let identity = try lua.load("return ...", chunkName: "=test")
    return try identity.call(value).first ?? .nil
  }

  @Test func scalars() throws {
    #expect(try roundTrip(.nil).isNil)
    #expect(try roundTrip(.boolean(true)).isTruthy)
    if case .boolean(false) = try roundTrip(.boolean(false)) {} else { Issue.record("false") }
    if case .integer(let value) = try roundTrip(.integer(Int.max)) {
      #expect(value == Int.max)
    } else {
      Issue.record("integer")
    }
    if case .number(let value) = try roundTrip(.number(2.5)) { #expect(value == 2.5) } else { Issue.record("float") }
    // An integral float stays a float (Lua 5.4 keeps the subtype).
    if case .number(let value) = try roundTrip(.number(3.0)) { #expect(value == 3) } else { Issue.record("3.0") }
  }

  @Test func integerAndFloatSubtypesFromLua() throws {
    let values = try lua.run("return 1, 1.0, 2^53, 7 // 2, 7 / 2", chunkName: "=t")
    #expect(values.count == 5)
    if case .integer(1) = values[0] {} else { Issue.record("1 is an integer") }
    if case .number(1.0) = values[1] {} else { Issue.record("1.0 is a float") }
    if case .number(9007199254740992) = values[2] {} else { Issue.record("2^53 is a float") }
    if case .integer(3) = values[3] {} else { Issue.record("7 // 2 is an integer") }
    if case .number(3.5) = values[4] {} else { Issue.record("7 / 2 is a float") }
  }

  @Test func stringsKeepEmbeddedZerosAndUnicode() throws {
    let text = "a\u{0}b\u{0}\u{0}c — café 🍎"
    #expect(try roundTrip(.string(text)).string == text)
    let counted = try lua.load("return #(...)", chunkName: "=t").call(.string("a\u{0}b"))
    #expect(counted.first?.integer == 3)
  }

  @Test func rawBytesRoundTrip() throws {
    let stack = lua.stack
    let bytes: [UInt8] = [0xff, 0x00, 0xfe, 0x41]
    stack.push(bytes: bytes)
    #expect(stack.bytes(at: -1) == bytes)
    stack.pop()
  }

  @Test func tablesAsArraysAndRecords() throws {
    let array = lua.newTable(array: [1, "two", 3.5, true])
    let back = try roundTrip(.table(array))
    let values = try #require(back.table).array
    #expect(values.count == 4)
    #expect(values[0].integer == 1)
    #expect(values[1].string == "two")
    #expect(values[2].number == 3.5)
    #expect(values[3].isTruthy)

    let record = lua.newTable()
    record["name"] = "apple"
    record["height"] = 44
    let result = try lua.load("local t = ... return t.name .. ':' .. t.height", chunkName: "=t").call(.table(record))
    #expect(result.first?.string == "apple:44")

    let fromLua = try lua.run("return { x = 1, y = { z = 'deep' }, 10, 20 }", chunkName: "=t")
    let table = try #require(fromLua.first?.table)
    #expect(table["x"].integer == 1)
    #expect(table["y"].table?["z"].string == "deep")
    #expect(table.count == 2)
    #expect(table.pairs.count == 4)
  }

  @Test func functionsAreCallableReferences() throws {
    let add = try #require(
      try lua.run("return function(a, b) return a + b, 'sum' end", chunkName: "=t").first?.function)
    let results = try add.call(2, 40)
    #expect(results.count == 2)
    #expect(results[0].integer == 42)
    #expect(results[1].string == "sum")
    // The same reference keeps working after a garbage collection.
    lua.collectGarbage()
    #expect(try add.call(1, 1).first?.integer == 2)
  }

  @Test func foreignUserdataAndThreads() throws {
    let values = try lua.run("return coroutine.create(function() end), io.stdout", chunkName: "=t")
    if case .thread = values[0] {} else { Issue.record("thread") }
    if case .userdata(let reference) = values[1] {
      let back = try roundTrip(.userdata(reference))
      if case .userdata(let again) = back { #expect(again.isSame(as: reference)) } else { Issue.record("userdata") }
    } else {
      Issue.record("io.stdout is a userdata")
    }
  }

  @Test func floatsFormatLikeLua() {
    #expect(LuaValue.format(3) == "3.0")
    #expect(LuaValue.format(0.1) == "0.1")
    #expect(LuaValue.format(1e100) == "1e+100")
    #expect(LuaValue.format(-.infinity) == "-inf")
  }
}
