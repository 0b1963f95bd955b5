import ListScript
import LuaBridge

/// The change paths a script takes (`l:update`, `l:delete`, `l:insert`, `l:apply`), timed from Lua
/// as a script calls them: the call, reading its arguments, the change in place or the diff, the
/// transition of what shows, and the transition object handed back to Lua.
extension BenchCases {
  static let changesPerRun = 50

  /// A script host with `l`, a plain list of `count` built-in cells `c1`…, in one section, and the
  /// script's `setup` run after it; then `body` (Lua, a function of `k`) is called
  /// ``changesPerRun`` times per run with a new `k` each time, and one call's share is returned.
  static func luaChange(
    _ name: String, n: Int, tinyN: Int, target: Double?, meaning: String, setup: String = "", body: String
  ) -> BenchCase {
    BenchCase(
      name: name, n: n, tinyN: tinyN, targetMilliseconds: target, growth: .perOperation(count: changesPerRun),
      meaning: meaning
    ) { count in
      var options = ScriptOptions()
      options.memoryLimitMB = nil
      let host = try ScriptHost(options: options, output: ScriptOutput(format: .text) { _ in })
      try host.run(
        source: """
          local cells = {}
          for i = 1, \(count) do
            cells[i] = cell("c" .. i) { text = "Item " .. i, secondary = "Detail " .. i, accessory = "chevron" }
          end
          l = list { section "s" (cells) }
          n = \(count)
          \(setup)
          function change(k) \(body) end
          cells = nil
          collectgarbage()
          """, chunkName: "bench.lua")
      guard case .function(let change) = host.lua.globals["change"] else {
        throw BenchError("the bench script defines no change function")
      }
      var k = 0
      let calls = operations(changesPerRun, n: count)
      return BenchCase.Prepared(run: {
        let milliseconds = try Measurement.milliseconds {
          try host.lua.runEntry(timeLimit: nil) { () throws(LuaError) in
            for _ in 0..<calls {
              k += 1
              _ = try change.call(.integer(k))
            }
          }
        }
        return milliseconds / Double(calls)
      })
    }
  }

  static func luaUpdate(_ name: String, n: Int, tinyN: Int, target: Double?) -> BenchCase {
    luaChange(
      name, n: n, tinyN: tinyN, target: target,
      meaning: "l:update of one cell of \(n.abbreviated) from Lua, animated: the cell re-measured in place",
      body:
        #"l:update("c" .. (k * 7919 % n + 1), { text = "Changed " .. k, secondary = "Detail", accessory = "chevron" })"#
    )
  }

  static func luaDelete(_ name: String, n: Int, tinyN: Int, target: Double?) -> BenchCase {
    luaChange(
      name, n: n, tinyN: tinyN, target: target,
      meaning: "l:delete of one cell of \(n.abbreviated) from Lua, animated",
      body: #"l:delete("c" .. (k * 7919 % n + 1))"#)
  }

  static func luaInsert(_ name: String, n: Int, tinyN: Int, target: Double?) -> BenchCase {
    luaChange(
      name, n: n, tinyN: tinyN, target: target,
      meaning: "l:insert of one new cell into a list of \(n.abbreviated) from Lua, animated, measured as it arrives",
      body: #"l:insert(cell("new" .. k) { text = "New " .. k }, { after = "c" .. (k * 7919 % n + 1) })"#)
  }

  /// `l:apply` of a whole new declaration of the list with 1% of its cells changed (new text),
  /// alternating between two such declarations built beforehand.
  static var luaApply: BenchCase {
    BenchCase(
      name: "lua.apply.100k", n: 100_000, tinyN: 300, targetMilliseconds: 60, growth: .linear,
      meaning:
        "l:apply of a new declaration of 100k cells with 1% changed: validation, diff, layout reusing every unchanged cell"
    ) { count in
      var options = ScriptOptions()
      options.memoryLimitMB = nil
      let host = try ScriptHost(options: options, output: ScriptOutput(format: .text) { _ in })
      try host.run(
        source: """
          local function sections(variant)
            local cells = {}
            for i = 1, \(count) do
              local text = (i % 100 == 0 and variant == 1) and ("Changed " .. i) or ("Item " .. i)
              cells[i] = cell("c" .. i) { text = text, secondary = "Detail " .. i, accessory = "chevron" }
            end
            return { section "s" (cells) }
          end
          versions = { sections(0), sections(1) }
          l = list(versions[1])
          function change(k) l:apply(versions[k % 2 + 1]) end
          collectgarbage()
          """, chunkName: "bench.lua")
      guard case .function(let change) = host.lua.globals["change"] else {
        throw BenchError("the bench script defines no change function")
      }
      var k = 0
      return BenchCase.Prepared(run: {
        k += 1
        return try Measurement.milliseconds {
          try host.lua.runEntry(timeLimit: nil) { () throws(LuaError) in _ = try change.call(.integer(k)) }
        }
      })
    }
  }
}

/// A bench case that could not be prepared.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
