import LuaBridge
import Testing

@testable import ListScript

@Suite struct LayoutBindingTests {
  @Test func declareAListAndReadItsFrames() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list {
        style = "insetGrouped",
        section "fruits" {
          cell "apple" { text = "Apple" },
          cell "banana" { height = 60 },
        },
      }
      local f = l:frame("apple")
      local frames = l:frames()
      local w, h = l:content_size()
      return f.x, f.y, f.w, f.h, f.corners, #frames, frames[2].kind, w, h, l:card("apple")
      """)
    // Not a cards list: no card.
    #expect(
      results.map(\.description) == ["16.0", "0.0", "343.0", "44.0", "top", "3", "separator", "375.0", "104.0", "nil"])
  }

  @Test func printShowsTheFramesAsText() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      print(list {
        style = "insetGrouped",
        section "wallet" { header = "Cards", cell "visa" {}, cell "amex" {} },
      })
      """)
    #expect(
      script.takeOutput() == """
        list insetGrouped 375×667 @3x · offset 0 · 1 section, 2 cells
        section wallet [0]
          header (16 0; 343 37.667)
          cell visa [0,0] (16 37.667; 343 44) corners=top
            separator (32 81.333; 327 0.333)
          cell amex [0,1] (16 81.667; 343 44) corners=bottom
        content size (375 125.667)
        """)
  }

  @Test func printEmitsALayoutEventWithJSON() throws {
    let script = try ScriptHarness(json: true)
    try script.run("print(list { cell 'a' { height = 10 } }) print('done')")
    let lines = script.takeOutput().split(separator: "\n").map(String.init)
    #expect(
      lines == [
        #"{"type":"layout","style":"plain","width":375,"height":667,"scale":3,"offset":0,"content_size":{"w":375,"h":10},"elements":[{"kind":"cell","id":"a","section":0,"item":0,"x":0,"y":0,"w":375,"h":10}]}"#,
        #"{"type":"print","text":"done"}"#,
      ])
  }

  @Test func nodeConstructorsAndSubframes() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list {
        cell "c" { row { id = "content", spacing = 8, padding = 10,
          image { id = "avatar", width = 30, height = 30 },
          label "Hello",
        } },
      }
      print(l:subframes("c"))
      local frames = l:subframes("c")
      print(#frames, frames[2].id, frames[3].kind, frames[3].lines)
      """)
    #expect(
      script.takeOutput() == """
        cell c [0,0] (0 0; 375 50)
           | row #content (0 0; 375 50)
           |   | image #avatar (10 10; 30 30)
           |   | label "Hello" (48 10; 317 30) lines=1
        3\tavatar\tlabel\t1
        """)
  }

  @Test func scrollingReportsInvalidations() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local cells = {}
      for i = 1, 20 do cells[i] = cell(i) { column { box { height = 100 } } } end
      local l = list { estimated_height = 50, height = 300, section "s" (cells) }
      print(#l:invalidations())
      local report = l:scroll(1000)
      print(report)
      print(l:offset(), table.concat(l:visible(), ","))
      """)
    let output = script.takeOutput()
    // 6 cells fit the viewport at the estimate (300 / 50); at 1000 the 15th cell is at the top.
    #expect(
      output.hasPrefix("6\ninvalidated cell 15 [0,14]: estimated 50 → measured 100 · content size +50 · offset +0\n"))
    #expect(output.hasSuffix("1000.0\t15,16,17"))
  }

  @Test func declarationErrorsNameFileLineAndField() throws {
    let script = try ScriptHarness()
    let message = script.failure(
      """
      local l = list {
        style = "plian",
        section "s" {
          cell "a" { height = -1 },
          cell "b" { label { text = "x", style = "bdy" } },
        },
      }
      """)
    #expect(
      message == """
        test.lua:1: invalid list (3 problems):
          test.lua:1: list: style "plian" is not a list style (did you mean "plain"?); expected one of plain, grouped, insetGrouped, cards, grid, compositional
          test.lua:4: cell "a": height must not be negative, got -1
          test.lua:5: label: style "bdy" is not a text style (did you mean "body"?); expected one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
        """)
  }

  @Test func argumentErrors() throws {
    let script = try ScriptHarness()
    #expect(script.failure("list('x')") == "test.lua:1: bad argument #1 to 'list' (table expected, got string)")
    #expect(
      script.failure("cell({})") == "test.lua:1: bad argument #1 to 'cell' (string or integer id expected, got table)")
    #expect(
      script.failure("cell(1.5)")
        == "test.lua:1: bad argument #1 to 'cell' (an id must be a string or an integer, got 1.5)")
    // The curried forms: the closure `cell "id"` returns names the same function and keeps its id.
    #expect(script.failure("cell 'a' (5)") == "test.lua:1: bad argument #1 to 'cell' (table expected, got number)")
    #expect(
      script.failure("section 's' ('x')") == "test.lua:1: bad argument #1 to 'section' (table expected, got string)")
    #expect(
      script.failure("local make = cell 'kept'\ncollectgarbage()\nerror(tostring(make { height = 44 }))")
        == "test.lua:3: cell kept height=44")
    #expect(
      script.failure("list{}:scroll('x')")
        == "test.lua:1: bad argument #1 to 'scroll' (number expected, got string; to scroll to a cell: "
        + "l:scroll_to(\"x\"))")
    #expect(
      script.failure("list{}:scroll(true)") == "test.lua:1: bad argument #1 to 'scroll' (number expected, got boolean)")
    #expect(script.failure("list{}:scroll_to('ghost')") == "test.lua:1: scroll_to: no cell \"ghost\"")
  }

  @Test func selfReferencingTablesStopAtTheDepthLimit() throws {
    let script = try ScriptHarness()
    let message = script.failure("local t = {} t.padding = t local n = row(t) list { cell 'a' { n } }")
    // The table is the row itself (a node is its own table), so its padding is a row.
    #expect(
      message
        == "test.lua:1: invalid list: row: padding must be a number, {vertical, horizontal} or {top=, left=, bottom=, right=}, got a row node"
    )
  }

  @Test func idsCanBeIntegers() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      "local l = list { cell(1) {}, cell('1') {} } return l:frame(1).y, l:frame('1').y, l:frame(1).id")
    #expect(results.map(\.description) == ["0.0", "44.0", "1"])
  }

  @Test func contentSizeScalesText() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local function height(size)
        return list { content_size = size, cell "t" { label "Text" } }:frame("t").h
      end
      return height("xSmall"), height("large"), height("accessibility5")
      """)
    let heights = results.compactMap(\.number)
    #expect(heights.count == 3)
    #expect(heights[0] < heights[1] && heights[1] < heights[2])
    #expect(abs(heights[1] - (20 + 1.0 / 3)) < 1e-9)
  }
}

@Suite struct LayoutBindingDetailTests {
  @Test func cornerRadiusIsReported() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list { style = "insetGrouped", corner_radius = 15, section "s" { cell "a" {}, cell "b" {}, cell "c" {} } }
      local c = list { style = "cards", cell "x" { height = 20 } }
      return l:frame("a").radius, l:frame("b").radius, l:frame("c").corners, c:card("x").radius
      """)
    #expect(results.map(\.description) == ["15.0", "nil", "bottom", "10.0"])
  }

  @Test func paddingForms() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local function height(padding) return list { cell "c" { column { padding = padding, box { height = 10 } } } }:frame("c").h end
      local function width(padding)
        return list { cell "c" { column { padding = padding, box { height = 10 } } } }:subframes("c")[2].w
      end
      return height(8), height({ 4, 20 }), height({ top = 1, bottom = 2 }), width(8), width({ 4, 20 }), width({ left = 5 })
      """)
    #expect(results.map(\.description) == ["26.0", "18.0", "13.0", "359.0", "335.0", "370.0"])
  }
}
