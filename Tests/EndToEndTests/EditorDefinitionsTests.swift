import Foundation
import Testing

/// `Scripts/listlab.d.lua` stays valid Lua and documents every global the tool defines.
@Suite struct EditorDefinitionsTests {
  @Test func definitionsCompileAndCoverEveryListLabGlobal() throws {
    let path = ListLabBinary.repository + "/Scripts/listlab.d.lua"
    let definitions = try String(contentsOfFile: path, encoding: .utf8)
    #expect(definitions.hasPrefix("---@meta"))
    // Compile it (not run it) in the sandbox, and list the globals a fresh state defines beyond Lua's.
    let scratch = Scratch()
    let probe = try scratch.file(
      "probe.lua",
      """
      local source = \(luaString(definitions))
      assert(load(source, "=listlab.d.lua"))
      local lua = { assert=1, collectgarbage=1, error=1, getmetatable=1, ipairs=1, load=1, next=1, pairs=1,
        pcall=1, print=1, rawequal=1, rawget=1, rawlen=1, rawset=1, require=1, select=1, setmetatable=1,
        tonumber=1, tostring=1, type=1, xpcall=1, warn=1, _G=1, _VERSION=1, coroutine=1, math=1, os=1,
        string=1, table=1, utf8=1 }
      local names = {}
      for name in pairs(_G) do if not lua[name] then names[#names + 1] = name end end
      table.sort(names)
      print(table.concat(names, " "))
      """)
    let result = try listlab(["run", probe])
    #expect(result.status == 0, "\(result.stderr)")
    let globals = result.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(globals.count >= 14)
    for name in globals {
      #expect(definitions.contains("function \(name)("), "listlab.d.lua documents \(name)")
    }
    // And every method of a list.
    for method in [
      "frames", "frame", "card", "subframes", "content_size", "visible", "offset", "scroll", "scroll_to",
      "invalidations", "apply", "insert", "delete", "move", "update", "insert_section", "delete_section",
      "move_section", "batch", "snapshot", "apply_snapshot", "apply_snapshot_using_reload_data", "set_cell_provider",
      "section_snapshot", "apply_section_snapshot",
    ] {
      #expect(definitions.contains("function List:\(method)("), "listlab.d.lua documents List:\(method)")
    }
  }

  private func luaString(_ text: String) -> String {
    var level = "="
    while text.contains("]\(level)]") { level += "=" }
    return "[\(level)[\n" + text + "]\(level)]"
  }
}
