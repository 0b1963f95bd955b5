import ListLabSystem
import LuaBridge
import Testing

@testable import ListScript

@Suite struct PluginTests {
  @Test func componentsBuildNodesUsableAnywhere() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      component("Pill", function(props)
        return row { padding = { 2, 8 }, label { text = props.text, style = "footnote" } }
      end)
      local l = list { cell "a" { Pill { text = "New" } } }
      return l:frame("a").h, tostring(Pill { text = "x" })
      """)
    let expected = 19.0 + 2.0 / 3  // 2 + one footnote line (15.667) + 2
    #expect(results[0].number == expected)
    #expect(results[1].string?.hasPrefix("row") == true)
  }

  @Test func componentErrorsNameTheComponentAndTheCallSite() throws {
    let script = try ScriptHarness()
    try script.run("component('Broken', function(props) return props.missing.field end)", chunk: "plugin.lua")
    let message = script.failure("\nlocal n = Broken {}")
    #expect(
      message
        == "test.lua:2: in component \"Broken\" (called at test.lua:2): plugin.lua:1: attempt to index a nil value (field 'missing')"
    )
    try script.run("component('NotANode', function() return {} end)", chunk: "plugin.lua")
    #expect(
      script.failure("NotANode {}")
        == "test.lua:1: component \"NotANode\" (called at test.lua:1) must return a content node (label, image, box, spacer, column, row), got table"
    )
  }

  @Test func builtInNamesNeedOverride() throws {
    let script = try ScriptHarness()
    #expect(
      script.failure("component('label', function() return spacer {} end)")
        == "test.lua:1: component \"label\" would replace the built-in label; pass { override = true } as the third argument to replace it"
    )
    #expect(script.failure("layout('grid', function() end)")?.contains("would replace the built-in style grid") == true)
    #expect(
      script.failure("curve('linear', function(t) return t end)")?.contains("would replace the built-in curve linear")
        == true)
    try script.run("component('label', function(p) return box { height = 7 } end, { override = true })")
    #expect(try script.run("return list { cell 'a' { label {} } }:frame('a').h").first?.number == 7)
  }

  @Test func customLayoutsPlaceItemsAndBehaveLikeBuiltIns() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      layout("diagonal", function(ctx)
        local items, y = {}, 0
        for s, section in ipairs(ctx.sections) do
          for i = 1, section.count do
            local w, h = ctx:size(s, i, 100)
            items[#items + 1] = { x = (#items) * 10, y = y, w = w, h = h }
            y = y + h
          end
        end
        return { items = items }
      end)
      local l = list { style = "diagonal", cell "a" { height = 30 }, cell "b" { label "Hi" } }
      local b = l:frame("b")
      local t = l:apply({ cell "b" { label "Hi" }, cell "a" { height = 30 } })
      local moved = l:frame("a")
      return b.x, b.y, b.w, b.h, select(2, l:content_size()), moved.x, moved.y, #t.stages, l.style
      """)
    #expect(
      results.map(\.description) == [
        "10.0", "30.0", "100.0", "20.333333333333", "50.333333333333", "10.0", "20.333333333333", "1", "diagonal",
      ])
  }

  @Test func customLayoutResultsAreValidated() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      layout("short", function(ctx) return { items = { { x = 0, y = 0, w = 10, h = 10 } } } end)
      layout("bad", function(ctx)
        return { items = { { x = 0, y = 0, w = -5, h = 10 }, { x = 0 / 0, y = 0, w = 1, h = 1 } } }
      end)
      layout("wide", function(ctx) return { items = { { x = 300, y = 0, w = 100, h = 10 } } } end)
      layout("shape", function(ctx) return 42 end)
      layout("throws", function(ctx) error("no room") end)
      """, chunk: "plugin.lua")
    #expect(
      script.failure("list { style = 'short', cell 'a' {}, cell 'b' {} }")
        == "test.lua:1: layout \"short\" returned unusable frames: 1 item frames for 2 items (every item is placed once, in document order)"
    )
    #expect(
      script.failure("list { style = 'bad', cell 'a' {}, cell 'b' {} }")
        == """
        test.lua:1: layout "bad" returned unusable frames (2 problems):
          the frame of cell "a" [0,0] has a negative size: {x = 0, y = 0, w = -5, h = 10}
          the frame of cell "b" [0,1] has a value that is not a finite number: {x = nan, y = 0, w = 1, h = 1}
        """)
    #expect(
      script.failure("list { style = 'wide', cell 'a' {} }")
        == "test.lua:1: layout \"wide\" returned unusable frames: the frame of cell \"a\" [0,0] lies outside the list (x from 0 to 375, y from 0): {x = 300, y = 0, w = 100, h = 10}"
    )
    #expect(
      script.failure("list { style = 'shape', cell 'a' {} }")
        == "test.lua:1: layout \"shape\" must return { items = { {x=, y=, w=, h=}, … } }, got number")
    #expect(
      script.failure("list { style = 'throws', cell 'a' {} }")
        == "test.lua:1: in layout \"throws\": plugin.lua:7: no room")
  }

  @Test func curvesAreUsableByName() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      curve("squared", function(t) return t * t end)
      local l = list { cell "a" {}, cell "b" {} }
      local t = l:apply({ cell "b" {}, cell "a" {} }, { curve = "squared", duration = 1 })
      for _, e in ipairs(t:at(0.5)) do if e.kind == "cell" and e.id == "a" then return e.y end end
      """)
    #expect(results.first?.number == 11)  // 0 → 44 at progress 0.25
    #expect(
      script.failure("curve('lazy', function(t) return 0.5 end)")
        == "test.lua:1: curve \"lazy\" must map 0 to 0 and 1 to 1; it maps 0.0 to 0.5")
    try script.run(
      "curve('breaks', function(t) if t > 0 and t < 1 then error('bad curve') end return t end)", chunk: "plugin.lua")
    let message = script.failure(
      "local t = list { cell 'a' {}, cell 'b' {} }:apply({ cell 'b' {}, cell 'a' {} }, { curve = 'breaks' }) t:at(0.1)")
    #expect(message == "test.lua:1: curve \"breaks\": plugin.lua:1: bad curve")
  }

  /// A plugin curve's error comes out of every way of sampling the transition, at the call.
  @Test func curveErrorsComeOutOfEverySampling() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      curve('breaks', function(t) if t > 0 and t < 1 then error('bad curve') end return t end)
      curve('wild', function(t) if t > 0 and t < 1 then return 1e9 end return t end)
      l = list { cell 'a' {}, cell 'b' {} }
      """, chunk: "plugin.lua")
    let expected = "test.lua:1: curve \"breaks\": plugin.lua:1: bad curve"
    for sampling in ["t:at(0.1)", "t:steps(4)", "print(t)", "tostring(t)", "show(t)"] {
      let message = script.failure(
        "local t = list { cell 'a' {}, cell 'b' {} }:apply({ cell 'b' {}, cell 'a' {} }, { curve = 'breaks' }) \(sampling)"
      )
      #expect(message == expected, "\(sampling): \(message ?? "no error")")
    }
    #expect(
      script.failure("local t = l:apply({ cell 'a' {}, cell 'b' {} }, { curve = 'wild' }) t:at(0.1)")
        == "test.lua:1: curve \"wild\": returned 1000000000.0 for progress 0.33333333333333; it must return a number from -100 to 100"
    )
    // After an error the curve is called again: nothing is left over from the failure.
    #expect(
      try script.run(
        "return select(2, pcall(function() return l:apply({ cell 'b' {}, cell 'a' {} }, { curve = 'breaks' }):at(0) end)) ~= nil"
      ).first?.isTruthy == true)
  }

  @Test func pluginsAreSandboxed() throws {
    let folder = "/tmp/listlab-plugins-\(UInt32.random(in: 0...UInt32.max))"
    try writeTestFile(folder + "/sneaky.lua", "return { io = io, os_execute = os.execute, debug = debug }")
    let script = try ScriptHarness { $0.pluginFolders = [folder] }
    script.host.lua.moduleSearchPath = [folder]
    let results = try script.run("local m = require 'sneaky' return m.io == nil, m.os_execute == nil, m.debug == nil")
    #expect(results.map(\.isTruthy) == [true, true, true])
  }

  @Test func pluginFilesLoadIntoTheHost() throws {
    let folder = "/tmp/listlab-plugins-\(UInt32.random(in: 0...UInt32.max))"
    try writeTestFile(folder + "/tags.lua", "component('Tag', function(p) return label { text = p.text } end)")
    try writeTestFile(folder + "/broken.lua", "\nerror('broken plugin')")
    let script = try ScriptHarness()
    try script.host.load(plugin: folder + "/tags.lua")
    #expect(try script.run("return tostring(Tag { text = 'x' })").first?.string?.hasPrefix("label") == true)
    let error = try #require(throws: LuaError.self) { try script.host.load(plugin: folder + "/broken.lua") }
    #expect(error.message == "\(folder)/broken.lua:2: broken plugin")
  }

  @Test func requireSearchesPluginsThenTheScriptFolderThenListlabPath() throws {
    let root = "/tmp/listlab-search-\(UInt32.random(in: 0...UInt32.max))"
    try writeTestFile(root + "/plugins/shared.lua", "return 'from plugins'")
    try writeTestFile(root + "/scene/shared.lua", "return 'from the scene'")
    try writeTestFile(root + "/scene/local_only.lua", "return 'scene only'")
    try writeTestFile(root + "/path/local_only.lua", "return 'from LISTLAB_PATH'")
    try writeTestFile(root + "/path/extra.lua", "return 'from LISTLAB_PATH'")
    try writeTestFile(root + "/scene/main.lua", "print(require 'shared', require 'local_only', (require 'extra'))")
    let script = try ScriptHarness {
      $0.pluginFolders = [root + "/plugins"]
      $0.libraryPath = [root + "/path"]
    }
    try script.host.run(file: root + "/scene/main.lua")
    #expect(script.takeOutput() == "from plugins\tscene only\tfrom LISTLAB_PATH")
  }
}

func writeTestFile(_ path: String, _ text: String) throws {
  let folder = String(path[..<path.lastIndex(of: "/")!])
  var built = ""
  for part in folder.split(separator: "/") {
    built += "/" + part
    createFolder(built)
  }
  try AtomicFile.write(text, to: path)
}

#if canImport(Glibc)
  import Glibc
  func createFolder(_ path: String) { mkdir(path, 0o755) }
#endif
