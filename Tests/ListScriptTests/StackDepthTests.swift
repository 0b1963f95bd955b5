import ListExpectations
import LuaBridge
import Testing

@testable import ListScript

/// Every function and method of the API's one definition, and every kind of function ListLab calls
/// back, run at every Lua stack depth from 1 to 80, in the main thread and in a coroutine.
///
/// A host function may fill only the stack slots reserved for it (LuaStack+Pushes.swift): a push
/// past them stops a debug build at once (every test build is one), and writes past the end of
/// Lua's stack into the heap in a build without the check. Where the stack happens to end depends
/// on how deep the caller is and on the thread, so each entry runs at every depth of a range that
/// crosses several of the stack's growth steps, on both kinds of thread; under AddressSanitizer
/// (`Scripts/asan --filter StackDepthTests`) a write past the stack is reported where it happens.
@Suite struct StackDepthTests {
  static let api = ListLabAPI.standard.documentation
  static let depths = 1...80

  /// `body` (Lua statements) run at each depth, once from the main thread and once from a new
  /// coroutine: each level of `at_depth` passes one more value on, so the frame of the call that
  /// finally runs `body` sits ever higher on the stack.
  static func atEveryDepth(_ body: String) -> String {
    """
    local function at_depth(n, body, ...)
      if n == 0 then return body() end
      return at_depth(n - 1, body, n, ...)
    end
    local function body()
    \(body)
    end
    for depth = \(depths.lowerBound), \(depths.upperBound) do
      at_depth(depth, body)
      coroutine.wrap(function() return at_depth(depth, body) end)()
    end
    """
  }

  struct Entry: CustomStringConvertible, Sendable {
    var name: String
    var source: String
    var description: String { name }
  }

  /// Every global function and method of the definition, by its example (which the definition
  /// requires of each: `APIDefinitionTests`), set up anew at each depth.
  static let entries: [Entry] = (api.functions + api.classes.flatMap(\.methods)).compactMap { function in
    api.runnableExample(of: function).map { Entry(name: api.signature(of: function), source: $0) }
  }

  @Test(arguments: entries)
  func everyFunctionAtEveryDepth(entry: Entry) throws {
    try Self.run(Self.atEveryDepth(entry.source), named: entry.name)
  }

  /// The fields of each class, read at every depth (they are host functions too: `__index`).
  @Test func everyClassFieldAtEveryDepth() throws {
    for type in Self.api.classes where !type.fields.isEmpty {
      guard let setup = type.setup, !setup.contains("-- example") else { continue }
      let reads = type.fields.map { "local _ = \(type.variable).\($0.name)" }.joined(separator: "\n")
      try Self.run(Self.atEveryDepth(setup + "\n" + reads), named: "\(type.name) fields")
    }
  }

  // MARK: Callbacks

  /// Every place the definition takes a function that ListLab calls back: a parameter of a function
  /// or method, or a field of a table shape, whose type is a Lua function (`fun(…)`).
  static let callbackSites: Set<String> = {
    var sites = Set<String>()
    for function in api.functions + api.classes.flatMap(\.methods) {
      for parameter in function.parameters where parameter.type.annotation.hasPrefix("fun(") {
        sites.insert("\(function.owner.map { $0 + ":" } ?? "")\(function.name)(\(parameter.name))")
      }
    }
    for record in api.records {
      for field in record.fields where field.type.contains("fun(") {
        sites.insert("\(record.name).\(field.name)")
      }
    }
    return sites
  }()

  /// What each kind of callback does inside: it goes `depth` calls deep, then reads the list it
  /// belongs to with the functions that push the most (every frame, one frame, the visible cells,
  /// the printed list) — from the main thread and from a coroutine of its own.
  static let probe = """
    local function probe(l, id, n, ...)
      if n > 0 then return probe(l, id, n - 1, n, ...) end
      local frames = l:frames()
      local frame = l:frame(id)
      local visible = l:visible()
      local text = tostring(l)
      return #frames + frame.y + #visible + #text
    end
    local function read_deep(l, id)
      for _, depth in ipairs { 1, 19, 41, 80 } do
        probe(l, id, depth)
        coroutine.wrap(function() return probe(l, id, depth) end)()
      end
    end
    """

  /// A script per callback site in which ListLab calls the function back, reading deep inside it,
  /// while the call that makes ListLab call it back is itself made at every depth.
  static let callbacks: [String: String] = [
    "List:batch(fn)": """
    local l = list { section "s" { cell "a" {}, cell "b" {} } }
    l:batch({ section "s" { cell "b" {} } }, function(b) read_deep(l, "a"); b:delete { 0, 0 } end)
    """,
    "List:set_cell_provider(fn)": """
    local l = list { section "s" { cell "a" {} } }
    l:set_cell_provider(function(id) read_deep(l, "a"); return { text = id } end)
    local s = l:snapshot()
    s:append_items { "b" }
    l:apply_snapshot(s)
    """,
    "component(fn)": """
    local l = list { section "s" { cell "a" {} } }
    component("Pill", function(p) read_deep(l, "a"); return label { text = p.text } end)
    l:apply { section "s" { cell "a" {}, cell "b" { Pill { text = "x" } } } }
    """,
    "layout(fn)": """
    local other = list { section "s" { cell "a" {} } }
    layout("column", function(ctx)
      read_deep(other, "a")
      local items, y = {}, 0
      for s, section in ipairs(ctx.sections) do
        for i = 1, section.count do
          local h = ctx:height(s, i, ctx.width)
          items[#items + 1] = { x = 0, y = y, w = ctx.width, h = h }
          y = y + h
        end
      end
      return { items = items, content_height = y }
    end)
    local l = list { style = "column", section "s" { cell "a" {}, cell "b" {} } }
    read_deep(l, "b")
    """,
    "curve(fn)": """
    local l = list { section "s" { cell "a" {}, cell "b" {} } }
    local calls = 0
    curve("probing", function(p)
      calls = calls + 1
      if calls % 16 == 1 then read_deep(l, "a") end
      return p
    end)
    local t = l:apply({ section "s" { cell "b" {}, cell "a" {} } }, { curve = "probing" })
    local _ = tostring(t)
    """,
    "CustomGroupFields.frames": """
    local other = list { section "s" { cell "a" {} } }
    local l = list {
      layout = compositional {
        section = layout_section {
          custom_group {
            width = fractional_width(1), height = absolute(100),
            frames = function(size)
              read_deep(other, "a")
              return { { x = 0, y = 0, w = size.width / 2, h = 100 }, { x = size.width / 2, y = 0, w = size.width / 2, h = 100 } }
            end,
          },
        },
      },
      section "s" { cell "a" {}, cell "b" {} },
    }
    read_deep(l, "b")
    """,
    "CompositionalFields.section": """
    local other = list { section "s" { cell "a" {} } }
    local l = list {
      layout = compositional {
        section = function(index, env)
          read_deep(other, "a")
          return list_configuration "insetGrouped"
        end,
      },
      section "s" { cell "a" {}, cell "b" {} },
    }
    l:apply { section "s" { cell "b" {}, cell "a" {} } }
    """,
  ]

  @Test func everyCallbackSiteHasAScenario() {
    #expect(Set(Self.callbacks.keys) == Self.callbackSites)
  }

  @Test(arguments: callbacks.keys.sorted())
  func everyCallbackAtEveryDepth(site: String) throws {
    let scenario = try #require(Self.callbacks[site])
    try Self.run(Self.probe + "\n" + Self.atEveryDepth(scenario), named: site)
  }

  // MARK: Running

  static func run(_ source: String, named name: String) throws {
    let script = try ScriptHarness()
    do {
      try script.run(source)
    } catch {
      Issue.record("\(name): \(error)")
    }
    #expect(script.host.expectations.failures.isEmpty, "\(name)")
    _ = script.takeOutput()
  }
}
