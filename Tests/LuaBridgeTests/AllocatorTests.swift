import Testing

@testable import LuaBridge

/// Lua's allocator: small blocks from a pool of size classes, larger ones from malloc, every byte
/// counted against the budget as before (see `listlab_alloc` in CListLabLua/allocator.c).
@Suite struct AllocatorTests {
  /// Tables growing from one entry to thousands move their parts from pooled classes to malloc and
  /// back as they shrink; strings of every length up to past the largest class come and go. Every
  /// value reads back as written, through several collections.
  @Test func blocksKeepTheirContentsAcrossClassesAndMalloc() throws {
    let lua = try Lua()
    let results = try lua.runEntry(timeLimit: 60) {
      try lua.run(
        """
        local bad = 0
        for round = 1, 3 do
          local strings, tables = {}, {}
          for length = 1, 700 do strings[length] = string.rep(string.char(65 + length % 26), length) end
          for size = 1, 300 do
            local t = {}
            for i = 1, size do t[i] = i * round end
            for i = 1, size // 3 do t["k" .. i] = -i end
            tables[size] = t
          end
          collectgarbage()
          for length = 1, 700 do
            if strings[length] ~= string.rep(string.char(65 + length % 26), length) then bad = bad + 1 end
          end
          for size = 1, 300 do
            local t = tables[size]
            for i = 1, size do if t[i] ~= i * round then bad = bad + 1 end end
            for i = 1, size // 3 do if t["k" .. i] ~= -i then bad = bad + 1 end end
            -- Shrink: the hash part is rebuilt smaller.
            for i = 1, size // 3 do t["k" .. i] = nil end
            t.after = size
          end
          collectgarbage()
          for size = 1, 300 do
            local t = tables[size]
            if t.after ~= size or #t ~= size or t[size] ~= size * round then bad = bad + 1 end
          end
        end
        return bad
        """, chunkName: "=alloc")
    }
    #expect(results.first?.integer == 0)
  }

  /// The budget counts the bytes Lua asks for, pooled or not: the count is Lua's own (its
  /// collector counts the same blocks), garbage collected gives its bytes back, and a script that
  /// holds more than the budget in small blocks is refused.
  @Test func theBudgetCountsPooledBlocks() throws {
    let lua = try Lua(memoryLimit: 8 << 20)
    func luaCount() throws -> Int {
      let results = try lua.runEntry(timeLimit: 10) {
        try lua.run("collectgarbage() return math.floor(collectgarbage('count') * 1024)", chunkName: "=count")
      }
      return results.first?.integer ?? -1
    }
    let before = try luaCount()
    try lua.runEntry(timeLimit: 10) {
      _ = try lua.run("local t = {} for i = 1, 20000 do t[i] = { i, { i * 2 } } end", chunkName: "=garbage")
    }
    let after = try luaCount()
    #expect(after == lua.memoryUsed)
    #expect(abs(after - before) < 1024)  // the chunks' own functions and strings aside
    let error = try #require(throws: LuaError.self) {
      try lua.runEntry(timeLimit: 20) {
        try lua.run("local t = {} for i = 1, 1e7 do t[i] = { i } end", chunkName: "=small")
      }
    }
    #expect(error.kind == .memory)
    #expect(lua.memoryUsed <= 8 << 20)
  }
}
