import Foundation
import ListDeclaration
import ListLayout
import LuaBridge
import Testing

@testable import ListScript

/// `device`, `orientation`, `safe_area`, `direction` and `readable_width` from Lua.
@Suite struct EnvironmentBindingTests {
  @Test func aDevicePrintsItsEnvironmentAndStartsBelowTheStatusBar() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { device = "iPhone 15", section "s" { cell "a" { text = "Apple" }, cell "b" {} } }
      print(l)
      print(l:offset())
      """)
    // 393 points: the 20-point margin for the separator; the offset at −59, the status bar's.
    #expect(
      script.takeOutput() == """
        list plain 393×852 @3x · offset -59 · 1 section, 2 cells
        environment iPhone 15 portrait · safe area {59, 0, 34, 0} · layout margin 20
        section s [0]
          cell a [0,0] (0 0; 393 44)
            separator (20 43.667; 373 0.333)
          cell b [0,1] (0 44; 393 44)
        content size (393 88)
        -59.0
        """)
  }

  @Test func aLandscapePhoneInsetsTheContentOfItsCells() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { device = "iPhone 15 Pro Max", orientation = "landscape",
        section "s" { cell "a" { text = "Apple", accessory = "chevron" } } }
      print(l:subframes("a"))
      """)
    // The row at 59 (safe area) + 4 (the 20-point margin less the 16 the content pads itself
    // with), 932 − 2 × 63 = 806 wide; the chevron 16 points from its end, 63 + 806 − 16 − 8 = 845;
    // the text between, 806 − 16 − 16 − 8 − 16 = 750 wide; the row centres them (44 − 20.333) / 2.
    #expect(
      script.takeOutput() == """
        cell a [0,0] (0 0; 932 44)
           | row #content (63 0; 806 44)
           |   | column (79 12; 750 20.333)
           |   |   | label #text "Apple" (79 12; 750 20.333) lines=1
           |   | box #chevron (845 15.667; 8 13)
        """)
  }

  @Test func rightToLeftFramesAndContent() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { direction = "rtl", section "s" { cell "a" { text = "Apple", accessory = "chevron" }, cell "b" {} } }
      print(l)
      print(l:subframes("a"))
      """)
    #expect(
      script.takeOutput() == """
        list plain 375×667 @3x · offset 0 · 1 section, 2 cells
        environment rtl
        section s [0]
          cell a [0,0] (0 0; 375 44)
            separator (0 43.667; 359 0.333)
          cell b [0,1] (0 44; 375 44)
        content size (375 88)
        cell a [0,0] (0 0; 375 44)
           | row #content (0 0; 375 44)
           |   | column (40 12; 319 20.333)
           |   |   | label #text "Apple" (40 12; 319 20.333) lines=1
           |   | box #chevron (16 15.667; 8 13)
        """)
  }

  @Test func badOptionsNameTheFileLineAndField() throws {
    let script = try ScriptHarness()
    #expect(
      script.failure("local l = list {\n  device = \"iPhone 16\",\n}")
        == "test.lua:1: invalid list: list: device \"iPhone 16\" is not a device (did you mean \"iPhone 15\"?); expected one of iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad"
    )
    #expect(
      script.failure("list { safe_area = { top = -1 } }")
        == "test.lua:1: invalid list: list: safe_area has a negative top inset, got -1")
    #expect(
      script.failure("list { direction = 1 }")
        == "test.lua:1: invalid list: list: direction must be a string naming a layout direction, got 1")
  }

  @Test func aSectionProviderSeesTheSafeAreaTheMarginAndTheDevicesSizeClass() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local seen
      local l = list {
        device = "iPhone 15", orientation = "landscape",
        layout = compositional {
          section = function(index, env)
            local safe = env.safe_area
            seen = { safe.top, safe.left, safe.bottom, safe.right, env.size_class, env.vertical_size_class }
            return list_configuration "plain"
          end,
        },
        cell "a" {},
      }
      return table.unpack(seen)
      """)
    #expect(results.map(\.description) == ["0.0", "59.0", "21.0", "59.0", "compact", "compact"])
    // The margin is a number of points, inside the safe area.
    let margin = try script.run(
      "local m; list { layout = compositional { section = function(i, env) m = env.layout_margin; return list_configuration 'plain' end }, cell 'a' {} }; return m"
    )
    #expect(margin.map(\.description) == ["16.0"])
  }

  @Test func showNamesTheEnvironmentInItsCaption() throws {
    let script = try ScriptHarness()
    try script.run("show(list { device = \"iPhone SE\", section 's' { cell 'a' {} } }, { columns = 20 })")
    let first = script.takeOutput().split(separator: "\n").first.map(String.init)
    #expect(first == "plain 375×667 @2x · offset -20 · iPhone SE portrait · safe area {20, 0, 0, 0}")
  }

  @Test func aPluginStyleKeepsItsFramesInRightToLeftButItsCellsContentIsMirrored() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      layout("column", function(ctx)
        return { items = { { x = 10, y = 0, w = 200, h = 40 } } }
      end)
      local l = list { style = "column", direction = "rtl",
        cell "a" { height = 40, row { padding = { 0, 8 }, box { id = "dot", width = 20, height = 10 } } } }
      local cell = l:frame("a")
      local dot
      for _, node in ipairs(l:subframes("a")) do if node.id == "dot" then dot = node end end
      return cell.x, cell.w, dot.x, dot.w
      """)
    // The plugin's frame as it returned it (flipsHorizontallyInOppositeLayoutDirection is false
    // for a custom layout); the dot 8 points from the cell's right edge: 200 − 8 − 20 = 172.
    #expect(results.map(\.description) == ["10.0", "200.0", "172.0", "20.0"])
  }

  @Test func transitionsMoveBetweenMirroredFrames() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list { style = "grid", direction = "rtl", cell "a" { height = 40 }, cell "b" { height = 40 } }
      local t = l:apply({ cell "b" { height = 40 }, cell "a" { height = 40 } })
      local function x(time, id)
        for _, e in ipairs(t:at(time)) do if e.id == id and e.kind == "cell" then return e.x end end
      end
      return x(0, "a"), x(t.duration, "a"), l:frame("a").x
      """)
    // Two columns of (375 − 10) / 2 = 182.5: left to right the first is 0…182.667 on the @3x
    // grid; mirrored it is the right one, at 375 − 182.667 = 192.333. a moves from there to the
    // left column, at 0.
    #expect(results.map(\.description) == ["192.33333333333", "0.0", "0.0"])
  }

  @Test func editorDefinitionsDocumentEveryListOption() throws {
    let definitions = try String(
      contentsOfFile: ScriptHarness.repository + "/Scripts/listlab.d.lua", encoding: .utf8)
    for key in ListOptions.keys {
      #expect(definitions.contains("---@field \(key)? "), "listlab.d.lua documents list option \(key)")
    }
    for field in ["safe_area", "layout_margin"] {
      #expect(definitions.contains("---@field \(field) "), "listlab.d.lua documents env.\(field)")
    }
    for device in Device.allCases {
      #expect(definitions.contains("\"\(device.rawValue)\""), "listlab.d.lua names \(device.rawValue)")
    }
  }
}
