import LuaBridge
import Testing

@testable import ListScript

/// A Lua function ListLab calls back while it changes a list reads the list as it was before the
/// change, and a change it asks for is refused with a message — for every kind of callback. Before
/// the rule, any such read aborted the process (an exclusivity violation).
@Suite struct ReentrancyTests {
  /// Lua that probes the list `l` from inside a callback: every read it can make, then one change
  /// under `pcall`. It records, once, what it saw in the global `seen`.
  static let probe = """
    local function probe(l)
      if seen then return end
      seen = {}
      seen.count = #l:frames()
      seen.height = select(2, l:content_size())
      seen.text = tostring(l):match("^list [^\\n]*")
      seen.items = l:snapshot():number_of_items()
      seen.visible = #l:visible()
      seen.first = l:frames()[1] and l:frames()[1].id
      seen.offset = l:offset()
      local ok, message = pcall(function() l:apply { section "x" { cell "z" {} } } end)
      seen.apply = ok and "accepted" or message
      ok, message = pcall(function() l:scroll(10) end)
      seen.scroll = ok and "accepted" or message
      ok, message = pcall(function() l:apply_snapshot(l:snapshot()) end)
      seen.apply_snapshot = ok and "accepted" or message
    end
    """

  /// Runs `script` after the probe and checks what the probe saw: `count` frames before the change,
  /// every change refused naming its operation.
  func expectProbe(_ script: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let harness = try ScriptHarness()
    let results = try harness.run(
      Self.probe + "\n" + script
        + """

        return seen.count, seen.height, seen.text, seen.items, seen.apply, seen.scroll, seen.apply_snapshot,
          seen.first, seen.offset
        """)
    #expect(results[0].integer == count, "frames seen", sourceLocation: sourceLocation)
    #expect(results[1].number != nil, sourceLocation: sourceLocation)
    #expect(results[2].string?.hasPrefix("list ") == true, sourceLocation: sourceLocation)
    #expect(results[3].integer != nil, sourceLocation: sourceLocation)
    for (index, operation) in [(4, "apply"), (5, "scroll"), (6, "apply_snapshot")] {
      #expect(
        results[index].string?.hasSuffix(
          "\(operation): the list is being changed (a function ListLab called back, such as a cell provider or a plugin, tried to change it); change it afterwards"
        ) == true, "\(results[index])", sourceLocation: sourceLocation)
    }
  }

  @Test func aCellProviderReadsTheListAsItWasBeforeTheSnapshotApplies() throws {
    try expectProbe(
      """
      local l = list { style = "insetGrouped", section "s" { cell "a" {} } }
      l:set_cell_provider(function(id) probe(l); return cell(id) { text = id } end)
      local s = l:snapshot()
      s:append_items({ "b", "c" }, "s")
      l:apply_snapshot(s)
      assert(#l:frames() == 5, "the change still applies")
      """, count: 1)
  }

  @Test func aSectionProviderReadsTheListDuringApply() throws {
    try expectProbe(
      """
      local l
      l = list {
        layout = compositional { section = function(index, env)
          if l then probe(l) end
          return layout_section { vgroup { item { height = absolute(44) } } }
        end },
        section "s" { cell "a" {}, cell "b" {} },
      }
      l:apply { section "s" { cell "a" {}, cell "b" {}, cell "c" {} } }
      assert(l.count == 3)
      """, count: 2)
  }

  @Test func aCustomGroupReadsTheListDuringApply() throws {
    try expectProbe(
      """
      local l
      local group = custom_group { height = absolute(100), frames = function(size)
        if l then probe(l) end
        return { { x = 0, y = 0, w = size.width / 2, h = 50 }, { x = size.width / 2, y = 0, w = size.width / 2, h = 50 } }
      end }
      l = list { layout = compositional { section = layout_section { group } }, section "s" { cell "a" {}, cell "b" {} } }
      l:apply { section "s" { cell "a" {} } }
      assert(l.count == 1)
      """, count: 2)
  }

  @Test func aLayoutPluginReadsTheListDuringApply() throws {
    try expectProbe(
      """
      local l
      layout("stack", function(ctx)
        if l then probe(l) end
        local items, y = {}, 0
        for s, section in ipairs(ctx.sections) do
          for i = 1, section.count do
            local w, h = ctx:size(s, i, 100)
            items[#items + 1] = { x = 0, y = y, w = w, h = h }
            y = y + h
          end
        end
        return { items = items }
      end)
      l = list { style = "stack", cell "a" { height = 30 } }
      l:apply { cell "a" { height = 30 }, cell "b" { height = 40 } }
      assert(l.count == 2)
      """, count: 1)
  }

  @Test func aComponentCalledByACellProviderReadsTheList() throws {
    try expectProbe(
      """
      local l = list { section "s" { cell "a" { height = 20 } } }
      component("Probe", function(props) probe(l); return label { text = props.text } end)
      l:set_cell_provider(function(id) return cell(id) { Probe { text = id } } end)
      local s = l:snapshot()
      s:append_items({ "b" }, "s")
      l:apply_snapshot(s)
      """, count: 1)
  }

  @Test func aBatchFunctionReadsTheListAndCannotChangeIt() throws {
    try expectProbe(
      """
      local l = list { section "s" { cell "a" {}, cell "b" {} } }
      l:batch({ section "s" { cell "a" {}, cell "b" {}, cell "c" {} } }, function(b)
        probe(l)
        b:insert { 0, 2 }
      end)
      assert(l.count == 3)
      """, count: 3)
  }

  @Test func aTimingCurveReadsTheListWhileItsTransitionIsSampled() throws {
    let harness = try ScriptHarness()
    let results = try harness.run(
      Self.probe + "\n"
        + """
        local l = list { section "s" { cell "a" {}, cell "b" {} } }
        local calls = 0
        curve("probing", function(p) calls = calls + 1; probe(l); return p end)
        local t = l:apply({ section "s" { cell "b" {}, cell "a" {} } }, { curve = "probing" })
        local text = tostring(t)
        local frame = t:at(0.1)
        return calls > 0, seen.count, seen.apply
        """)
    #expect(results[0].description == "true")
    #expect(results[1].integer == 3)
    // Sampling a transition is not a change of the list: the curve may change it.
    #expect(results[2].string == "accepted")
  }

  /// A change from inside is refused before it looks at its arguments: `l:scroll_to` of a cell the
  /// list lacks gets the re-entrancy message, as every other change does, not "no cell".
  @Test func aChangeFromInsideIsRefusedWhateverItsArguments() throws {
    let harness = try ScriptHarness()
    let results = try harness.run(
      """
      local l = list { section "s" { cell "a" {} } }
      local messages = {}
      l:batch({ section "s" { cell "a" {}, cell "b" {} } }, function(b)
        for _, change in ipairs {
          function() l:scroll_to("missing") end, function() l:delete("missing") end,
          function() l:move("missing", { section = "nowhere" }) end,
          function() l:insert(cell "b" {}, { after = "missing" }) end,
        } do
          local ok, message = pcall(change)
          messages[#messages + 1] = message:match("^test.lua:%d+: ([%w_]+: the list is being changed)")
        end
        b:insert { 0, 1 }
      end)
      return table.concat(messages, "; ")
      """)
    #expect(
      results.first?.string
        == "scroll_to: the list is being changed; delete: the list is being changed; move: the list is being changed; insert: the list is being changed"
    )
  }
}
