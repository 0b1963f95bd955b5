import ExpectedOutput
import Foundation
import Testing

/// What `listlab defs` derives from the API's one definition, checked in and kept fresh:
/// `Scripts/listlab.d.lua` and `docs/reference/`; and what else must agree with it (the globals a
/// script sees, the fuzz generator's model, `:help NAME` at the REPL).
@Suite struct APIDerivationTests {
  @Test func theEditorDefinitionsAreListlabDefs() throws {
    let result = try listlab(["defs"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("---@meta listlab\n"))
    expectOutput(
      result.stdout, inFile: ListLabBinary.repository + "/Scripts/listlab.d.lua",
      regenerate: "Scripts/listlab defs > Scripts/listlab.d.lua")
  }

  @Test func theReferencePagesAreListlabDefsReference() throws {
    let scratch = Scratch()
    let result = try listlab(["defs", "--reference", scratch.path + "/reference"])
    #expect(result.status == 0, "\(result.stderr)")
    let folder = ListLabBinary.repository + "/docs/reference"
    let written = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/reference").sorted()
    #expect(written.contains("README.md") && written.contains("snapshots.md"))
    let command = "Scripts/listlab defs --reference docs/reference"
    for name in written {
      let text = try String(contentsOfFile: scratch.path + "/reference/" + name, encoding: .utf8)
      expectOutput(text, inFile: folder + "/" + name, regenerate: command)
    }
    // No page of a topic the definition no longer has.
    let checkedIn = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in checkedIn where !written.contains(name) {
      Issue.record("docs/reference/\(name) is no page of the definition; remove it, then run `\(command)`")
    }
  }

  /// The definitions file is Lua, and the globals a fresh state defines beyond Lua's own are the
  /// definition's globals, each a function.
  @Test func theGlobalsAScriptSeesAreTheDefinitions() throws {
    let api = try definition()
    let globals = try #require(api["globals"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    #expect(globals.count > 30)
    let definitions = try String(contentsOfFile: ListLabBinary.repository + "/Scripts/listlab.d.lua", encoding: .utf8)
    let scratch = Scratch()
    let probe = try scratch.file(
      "probe.lua",
      """
      assert(load(\(luaString(definitions)), "=listlab.d.lua"))
      -- Lua's own globals, as the sandbox leaves them.
      local lua = { assert=1, collectgarbage=1, error=1, getmetatable=1, ipairs=1, load=1, next=1, pairs=1,
        pcall=1, print=1, rawequal=1, rawget=1, rawlen=1, rawset=1, require=1, select=1, setmetatable=1,
        tonumber=1, tostring=1, type=1, xpcall=1, warn=1, _G=1, _VERSION=1, coroutine=1, math=1, os=1,
        string=1, table=1, utf8=1 }
      local names = {}
      for name, value in pairs(_G) do
        if not lua[name] then names[#names + 1] = name .. (type(value) == "function" and "" or "?") end
      end
      table.sort(names)
      print(table.concat(names, " "))
      """)
    let result = try listlab(["run", probe])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(whereSeparator: \.isWhitespace).map(String.init) == globals.sorted())
  }

  /// Every method the fuzz generator calls on a value of a class (`l:…`, `s:…`, `o:…`, `t:…`,
  /// `b:…`, `ctx:…`: the variables the definition gives the classes) is one the class defines.
  @Test func theFuzzGeneratorsMethodsAreDefined() throws {
    let api = try definition()
    var methods: [String: Set<String>] = [:]
    for type in try #require(api["classes"] as? [[String: Any]]) {
      guard let variable = type["variable"] as? String, let list = type["methods"] as? [[String: Any]] else { continue }
      methods[variable, default: []].formUnion(list.compactMap { $0["name"] as? String })
    }
    let folder = ListLabBinary.repository + "/Scripts/dev/fuzz"
    let call = /\b([A-Za-z_][A-Za-z_0-9]*):([a-z_]+)\(/
    var checked = Set<String>()
    for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    where file.hasSuffix(".py") || file.hasSuffix(".lua") {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      for match in text.matches(of: call) {
        let (receiver, method) = (String(match.1), String(match.2))
        guard let defined = methods[receiver] else { continue }
        #expect(defined.contains(method), "Scripts/dev/fuzz/\(file) calls \(receiver):\(method), which is not defined")
        checked.insert("\(receiver):\(method)")
      }
    }
    #expect(checked.count > 30, "the generator's calls were found: \(checked.sorted())")
  }

  @Test func helpAtTheReplShowsAFunction() throws {
    let home = Scratch()
    let terminal = try PseudoTerminal(environment: ["HOME": home.path])
    try terminal.expect("> ")
    terminal.sendLine(":help l:apply_snapshot")
    try terminal.expect("l:apply_snapshot(snapshot [, options]) → Transition\r\n")
    try terminal.expect("  UIKit: apply(_:animatingDifferences:)\r\n")
    try terminal.expect("  Example:\r\n")
    try terminal.expect("> ")
    terminal.sendLine(":help fram")
    try terminal.expect("no help for \"fram\"; did you mean frame or frames? (help() lists the topics)\r\n> ")
    terminal.sendLine(":help")
    try terminal.expect("  snapshots      Diffable data source snapshots (docs/snapshots.md)\r\n")
    try terminal.expect("> ")
    terminal.sendLine("help('compositional')")
    try terminal.expect("compositional(fields) → CompositionalLayout\r\n")
    try terminal.expect("> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
  }

  /// `listlab defs --json`, as a dictionary.
  private func definition() throws -> [String: Any] {
    let result = try listlab(["defs", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  private func luaString(_ text: String) -> String {
    var level = "="
    while text.contains("]\(level)]") { level += "=" }
    return "[\(level)[\n" + text + "]\(level)]"
  }
}
