import ListScript
import LuaBridge

/// `l:apply_snapshot` and `l:frames()` from Lua, each beside a reference measured in the same run:
/// `l:apply` of the declaration the snapshot comes to, and plain Lua building the tables
/// `l:frames()` returns.
extension BenchCases {
  /// A script host that has run `setup` (Lua defining the global functions `prepare(k)`, run
  /// untimed before each timed run, and `run(prepared)`, timed, given what `prepare` returned).
  static func luaTimed(_ setup: String) throws -> BenchCase.Prepared {
    var options = ScriptOptions()
    options.memoryLimitMB = nil
    let host = try ScriptHost(options: options, output: ScriptOutput(format: .text) { _ in })
    try host.run(source: setup + "\ncollectgarbage()", chunkName: "bench.lua")
    guard case .function(let prepare) = host.lua.globals["prepare"],
      case .function(let run) = host.lua.globals["run"]
    else {
      throw BenchError("the bench script defines no prepare and run functions")
    }
    var k = 0
    return BenchCase.Prepared(run: {
      k += 1
      let prepared = try host.lua.runEntry(timeLimit: nil) { () throws(LuaError) in
        try prepare.call(.integer(k)).first ?? .nil
      }
      return try Measurement.milliseconds {
        try host.lua.runEntry(timeLimit: nil) { () throws(LuaError) in _ = try run.call(prepared) }
      }
    })
  }

  /// The 100k built-in cells both snapshot cases start from, in the global `cells`.
  static func builtInCells(_ count: Int) -> String {
    """
    cells = {}
    for i = 1, \(count) do
      cells[i] = cell("c" .. i) { text = "Item " .. i, secondary = "Detail " .. i, accessory = "chevron" }
    end
    """
  }

  /// `l:apply_snapshot(s)` of the list's own snapshot with two items appended (odd runs) or those
  /// two deleted again (even runs); taking and editing the snapshot is untimed.
  static var luaApplySnapshot: BenchCase {
    BenchCase(
      name: "lua.apply_snapshot.100k", n: 100_000, tinyN: 300, targetMilliseconds: 25, growth: .linear,
      meaning:
        "l:apply_snapshot of the list's snapshot of 100k items with two appended or deleted: identifiers diffed, cells kept, layout reusing every unchanged cell"
    ) { count in
      try luaTimed(
        builtInCells(count) + "\n" + """
          l = list { section "s" (cells) }
          cells = nil
          function prepare(k)
            local s = l:snapshot()
            if k % 2 == 1 then s:append_items({ "new1", "new2" }, "s") else s:delete_items({ "new1", "new2" }) end
            return s
          end
          function run(s) l:apply_snapshot(s) end
          """)
    }
  }

  /// `l:apply` of the declaration `lua.apply_snapshot` comes to: the same cells with two default
  /// cells appended (odd runs), or without them (even runs), both declared beforehand.
  static var luaApplyEquivalent: BenchCase {
    BenchCase(
      name: "lua.apply_equivalent.100k", n: 100_000, tinyN: 300, targetMilliseconds: nil, growth: .linear,
      meaning:
        "l:apply of the declaration lua.apply_snapshot comes to (its cells, with the two appended default cells or without), declared beforehand"
    ) { count in
      try luaTimed(
        builtInCells(count) + "\n" + """
          local appended = {}
          for i = 1, #cells do appended[i] = cells[i] end
          appended[#cells + 1] = cell("new1") { text = "new1" }
          appended[#cells + 2] = cell("new2") { text = "new2" }
          versions = { { section "s" (appended) }, { section "s" (cells) } }
          l = list(versions[2])
          cells = nil
          function prepare(k) return versions[(k + 1) % 2 + 1] end
          function run(sections) l:apply(sections) end
          """)
    }
  }

  /// `l:frames()` of a plain list of 100k built-in cells without separators: one nine-field table
  /// per cell (`kind id section item x y w h corners`), each with the frame's metatable.
  static var luaFrames: BenchCase {
    BenchCase(
      name: "lua.frames.100k", n: 100_000, tinyN: 300, targetMilliseconds: 250, growth: .linear,
      meaning: "l:frames() of a list of 100k cells: a table per frame, as a script reads them"
    ) { count in
      try luaTimed(
        frameIDs(count) + "\n" + """
          local cells = {}
          for i = 1, #ids do cells[i] = cell(ids[i]) { text = "Item " .. i } end
          l = list { separators = false, section "s" (cells) }
          function prepare() collectgarbage() end
          function run() local frames = l:frames() end
          """)
    }
  }

  /// The same tables built by plain Lua: the table constructor and `setmetatable`, the floor
  /// `l:frames()` is measured against.
  static var luaFramesFloor: BenchCase {
    BenchCase(
      name: "lua.frames_floor.100k", n: 100_000, tinyN: 300, targetMilliseconds: nil, growth: .linear,
      meaning:
        "the same 100k frame tables built by plain Lua (a table constructor and setmetatable each): Lua's own share"
    ) { count in
      try luaTimed(
        frameIDs(count) + "\n" + """
          local frame = getmetatable(list { cell "a" {} }:frames()[1])
          function prepare() collectgarbage() end
          function run()
            local frames, setmetatable, ids = {}, setmetatable, ids
            for i = 1, #ids do
              frames[i] = setmetatable({
                kind = "cell", id = ids[i], section = 0, item = i - 1, x = 0, y = (i - 1) * 44, w = 375, h = 44,
                corners = "none",
              }, frame)
            end
          end
          """)
    }
  }

  /// The cells' ids, in the global `ids` (alive in both frame cases, so that neither makes them).
  static func frameIDs(_ count: Int) -> String {
    """
    ids = {}
    for i = 1, \(count) do ids[i] = "c" .. i end
    """
  }
}
