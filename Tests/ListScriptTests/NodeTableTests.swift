import LuaBridge
import Testing

@testable import ListScript

/// Content nodes are the scripts' own tables, tagged by their constructor (see `NodeTables`).
@Suite struct NodeTableTests {
  @Test func aNodeIsTheTableItWasGiven() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local t = { spacing = 4, label "Hi" }
      local r = row(t)
      return rawequal(r, t), r.kind, r.spacing, getmetatable(r), tostring(r), tostring(label "Hi"),
        column().kind, tostring(box { id = "rule", height = 2 })
      """)
    #expect(
      results.map(\.description) == [
        "true", "row", "4", "Node", "row (1 children)", #"label "Hi" (body)"#, "column", "box #rule",
      ])
  }

  @Test func theTagCannotBeReplacedOrForged() throws {
    let script = try ScriptHarness()
    #expect(
      script.failure("setmetatable(row {}, {})") == "test.lua:1: cannot change a protected metatable")
    #expect(
      script.failure("row(setmetatable({}, {}))")
        == "test.lua:1: bad argument #1 to 'row' (a table of fields expected, got a table with a metatable)")
    #expect(
      script.failure("row(label 'x')")
        == "test.lua:1: bad argument #1 to 'row' (a table of fields expected, got a label node)")
    #expect(script.failure("column(3)") == "test.lua:1: bad argument #1 to 'column' (table expected, got number)")
    // A table that merely looks like a node is not one.
    #expect(
      script.failure("list { cell 'a' { { kind = 'row' } } }")
        == #"test.lua:1: invalid list: cell "a": entry 1 must be a content node (label, image, box, spacer, column, row), got a table"#
    )
  }

  @Test func problemsAreReportedAtTheConstructorsLineWhenTheListIsBuilt() throws {
    let script = try ScriptHarness()
    let message = script.failure(
      """
      local badge = row { padding = 4,
        label { text = "3", style = "bdy" } }
      local spacing = column { spacing = -1 }
      return list { cell "a" { badge }, cell "b" { spacing } }
      """)
    #expect(
      message
        == """
        test.lua:4: invalid list (2 problems):
          test.lua:2: label: style "bdy" is not a text style (did you mean "body"?); expected one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
          test.lua:3: column: spacing must not be negative, got -1
        """)
  }

  @Test func aNodeReadsItsTableWhenACellTakesIt() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local rule = box { height = 2 }
      local l1 = list { cell "a" { rule } }
      rule.height = 8
      local l2 = list { cell "a" { rule } }
      return l1:frame("a").h, l2:frame("a").h
      """)
    #expect(results.map(\.number) == [2, 8])
  }

  @Test func componentsReturnTaggedTables() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      component("Pill", function(p) return row { padding = 4, label { text = p.text } } end)
      local pill = Pill { text = "New" }
      return pill.kind, list { cell "a" { Pill { text = "New" } } }:frame("a").h
      """)
    #expect(results.first?.description == "row")
    #expect(results.last?.number == 28 + 1.0 / 3)
  }

  @Test func aNodeMadeThroughACFunctionTakesTheNearestLuaLine() throws {
    let script = try ScriptHarness()
    // `pcall` calls the constructor from C: the place is the Lua code that called `pcall`.
    let message = script.failure("local ok, n = pcall(box, { height = -2 })\nreturn list { cell 'a' { n } }")
    #expect(message == "test.lua:1: invalid list: box: height must not be negative, got -2")
  }
}
