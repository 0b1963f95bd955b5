import Testing

@testable import LuaBridge

/// Records written with keys and values pushed once (`LuaRecordWriter`, `LuaStackStrings`) read in
/// Lua as the tables a constructor makes.
@Suite struct RecordWriterTests {
  @Test func recordsReadAsTheirFieldsWithTheSharedMetatable() throws {
    let lua = try Lua()
    lua.register("records") { call in
      let stack = call.stack
      stack.pushTable(arrayCount: 2)
      let result = stack.top
      _ = try lua.run("return { __name = 'point' }", chunkName: "=mt").first.map { stack.push($0) }
      let metatable = stack.top
      let strings = try LuaStackStrings(stack, ["x", "kind", "cell", "tag", "on"], extra: 3)
      for index in 1...2 {
        let record = LuaRecordWriter(stack, fields: 5)
        record.set(keyAt: strings[0], Double(index) / 2)
        record.set(keyAt: strings[1], copyOfValueAt: strings[2])
        record.set(keyAt: strings[3], "t\(index)")
        record.set(keyAt: strings[4], index == 2)
        record.set(keyAt: strings[3] + 1, LuaValue.nil)  // left out
        record.setMetatable(copyOfValueAt: metatable)
        stack.setIndex(index, ofTableAt: result)
      }
      stack.top = result
      return 1
    }
    let results = try lua.run(
      """
      local r = records()
      local fields = 0
      for _ in pairs(r[2]) do fields = fields + 1 end
      return #r, r[1].x, r[2].kind, r[2].tag, r[1].on, r[2].on, getmetatable(r[1]).__name, fields,
        getmetatable(r[1]) == getmetatable(r[2])
      """, chunkName: "=t")
    #expect(results.map(\.description) == ["2", "0.5", "cell", "t2", "false", "true", "point", "4", "true"])
  }

  /// The strings pop off the stack, keeping the value on top when asked.
  @Test func stringsPopKeepingTheTop() throws {
    let lua = try Lua()
    let stack = lua.stack
    let before = stack.top
    let strings = try LuaStackStrings(stack, ["a", "b"], extra: 1)
    stack.push(7)
    strings.pop(keepingTop: true)
    #expect(stack.top == before + 1)
    #expect(stack.integer(at: -1) == 7)
    stack.pop()
    let again = try LuaStackStrings(stack, ["c"], extra: 0)
    again.pop()
    #expect(stack.top == before)
  }
}
