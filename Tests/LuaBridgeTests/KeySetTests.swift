import Testing

@testable import LuaBridge

/// Key sets recognise a table's keys by the address of Lua's one copy of each short string
/// (LuaKeySet.swift): these check that keys made at run time, after a collection, and in a second
/// state are still recognised, and that anything else is not.
@Suite struct KeySetTests {
  private static let keys = LuaKeySet(["padding", "spacing", "corner_radius", "padding"])

  /// Runs `source`, which returns one table, and calls `body` with the table on top of the stack.
  private func withTable<Result>(
    _ lua: Lua, _ source: String, _ body: (LuaStack) throws -> Result
  ) throws -> Result {
    let value = try #require(try lua.run(source, chunkName: "=t").first)
    let stack = lua.stack
    stack.push(value)
    defer { stack.pop() }
    return try body(stack)
  }

  /// The positions `visitRecord` reports, in key order, and whether it read the whole record.
  private func record(_ lua: Lua, _ source: String, arrayCount: Int) throws -> (positions: [Int], complete: Bool) {
    try withTable(lua, source) { stack in
      let top = stack.top
      var positions: [Int] = []
      let complete = stack.visitRecord(ofTableAt: -1, arrayCount: arrayCount, keys: Self.keys) { position, _ in
        positions.append(position)
        return true
      }
      #expect(stack.top == top, "the stack is left as it was")
      return (positions.sorted(), complete)
    }
  }

  @Test func keysMadeAtRunTimeAfterACollectionAreRecognised() throws {
    let lua = try Lua()
    // Interned on first use; the strings must survive a full collection (nothing else holds them).
    #expect(try record(lua, "return {padding = 1}", arrayCount: 0) == ([0], true))
    _ = try lua.run("collectgarbage('collect'); collectgarbage('collect')", chunkName: "=gc")
    let built = """
      local t = {}
      t[string.rep("pad", 1) .. "ding"] = 1
      t[("SPACING"):lower()] = 2
      t["corner" .. "_" .. "radius"] = 3
      return t
      """
    #expect(try record(lua, built, arrayCount: 0) == ([0, 1, 2], true))
  }

  @Test func aKeyGivenTwiceIsFoundAtItsFirstPosition() throws {
    let lua = try Lua()
    try withTable(lua, "return {'padding'}") { stack in
      stack.pushElement(1, ofTableAt: -1)
      defer { stack.pop() }
      #expect(stack.position(ofKeyAt: -1, in: Self.keys) == 0)
    }
  }

  @Test func otherKeysStopTheRecord() throws {
    let lua = try Lua()
    #expect(try record(lua, "return {paddin = 1}", arrayCount: 0).complete == false)
    #expect(try record(lua, "return {Padding = 1}", arrayCount: 0).complete == false)
    #expect(try record(lua, "return {[true] = 1}", arrayCount: 0).complete == false)
    // A long string with a key as its prefix (long strings are not interned).
    #expect(try record(lua, "return {['padding' .. ('x'):rep(60)] = 1}", arrayCount: 0).complete == false)
    // Array keys are skipped only within 1...arrayCount.
    #expect(try record(lua, "return {'a', 'b', spacing = 1}", arrayCount: 2) == ([1], true))
    #expect(try record(lua, "return {'a', 'b', spacing = 1}", arrayCount: 1).complete == false)
    #expect(try record(lua, "return {[0] = 'a'}", arrayCount: 1).complete == false)
    #expect(try record(lua, "return {[1.5] = 'a'}", arrayCount: 1).complete == false)
  }

  @Test func numbersAreNotKeys() throws {
    let lua = try Lua()
    try withTable(lua, "return {7, '7'}") { stack in
      stack.pushElement(1, ofTableAt: -1)
      defer { stack.pop() }
      #expect(stack.position(ofKeyAt: -1, in: LuaKeySet(["7"])) == nil)
    }
  }

  @Test func everyStateInternsItsOwnKeys() throws {
    let first = try Lua()
    let second = try Lua()
    #expect(try record(first, "return {spacing = 1}", arrayCount: 0) == ([1], true))
    #expect(try record(second, "return {spacing = 1, padding = 2}", arrayCount: 0) == ([0, 1], true))
    first.close()
    #expect(try record(second, "return {corner_radius = 1}", arrayCount: 0) == ([2], true))
  }
}
