import Testing

@testable import LuaBridge

@Suite struct SandboxTests {
  private func sandboxed(trust: Bool = false, searchPath: [String] = []) throws -> (Lua, Output) {
    let lua = try Lua()
    let output = Output()
    try lua.installSandbox(SandboxPolicy(trust: trust, searchPath: searchPath)) { output.lines.append($0) }
    return (lua, output)
  }

  final class Output { var lines: [String] = [] }

  @Test(arguments: [
    "io", "debug", "dofile", "loadfile", "package", "string.dump", "os.execute", "os.remove", "os.exit",
    "os.getenv", "os.rename", "os.tmpname",
  ])
  func withheld(name: String) throws {
    let (lua, _) = try sandboxed()
    #expect(try lua.run("return \(name) == nil", chunkName: "=t").first?.isTruthy == true)
  }

  @Test(arguments: [
    "os.time", "os.clock", "os.date", "string.format", "table.concat", "math.floor", "coroutine.wrap", "utf8.char",
    "require", "load", "pcall",
  ])
  func available(name: String) throws {
    let (lua, _) = try sandboxed()
    #expect(try lua.run("return type(\(name)) == 'function'", chunkName: "=t").first?.isTruthy == true)
  }

  @Test func trustRestoresIoAndOs() throws {
    let (lua, _) = try sandboxed(trust: true)
    #expect(
      try lua.run("return type(io.open) == 'function' and type(os.getenv) == 'function'", chunkName: "=t").first?
        .isTruthy == true)
  }

  @Test func loadRefusesBytecode() throws {
    let (lua, _) = try sandboxed()
    let results = try lua.run(#"return load("\27Lua\84\0", "x", "b")"#, chunkName: "=t")
    #expect(results[0].isNil)
    #expect(results[1].string?.contains("attempt to load a binary chunk") == true)
    // Text still loads, with and without an environment.
    #expect(try lua.run("return load('return 1 + 1')()", chunkName: "=t").first?.integer == 2)
    #expect(try lua.run("return load('return x', 'c', 't', { x = 5 })()", chunkName: "=t").first?.integer == 5)
  }

  @Test func stringMetatableIsProtected() throws {
    let (lua, _) = try sandboxed()
    let results = try lua.run(
      """
      local hidden = getmetatable("")
      string.upper = function() return "hijacked" end
      return hidden, ("abc"):upper()
      """, chunkName: "=t")
    if case .boolean(false) = results[0] {} else { Issue.record("getmetatable('') must not expose the metatable") }
    #expect(results[1].string == "ABC")
  }

  @Test func printGoesThroughTheSink() throws {
    let (lua, output) = try sandboxed()
    try lua.run(
      "print('a', 1, 2.5, nil, true, setmetatable({}, {__tostring = function() return 'T' end}))", chunkName: "=t")
    #expect(output.lines == ["a\t1\t2.5\tnil\ttrue\tT"])
  }

  @Test func requireSearchesOnlyTheGivenFolders() throws {
    let folder = "/tmp/listlab-require-\(UInt32.random(in: 0...UInt32.max))"
    try writeFile(folder + "/greet.lua", "local name = ... return { hello = function() return 'hi from ' .. name end }")
    try writeFile(folder + "/nested/mod.lua", "return 42")
    try writeFile(folder + "/broken.lua", "local x = 1\nerror('plugin failed')")
    let (lua, _) = try sandboxed(searchPath: ["/nonexistent", folder])
    #expect(try lua.run("return require('greet').hello()", chunkName: "=t").first?.string == "hi from greet")
    #expect(try lua.run("return require('nested.mod')", chunkName: "=t").first?.integer == 42)
    // Cached: the same table twice.
    #expect(try lua.run("return require('greet') == require('greet')", chunkName: "=t").first?.isTruthy == true)
    let missing = try #require(throws: LuaError.self) { try lua.run("require('nothere')", chunkName: "=stdin") }
    #expect(
      missing.message
        == "stdin:1: module 'nothere' not found:\n\tno file '/nonexistent/nothere.lua'\n\tno file '\(folder)/nothere.lua'"
    )
    let broken = try #require(throws: LuaError.self) { try lua.run("require('broken')", chunkName: "=stdin") }
    #expect(broken.message == "\(folder)/broken.lua:2: plugin failed")
    let escape = try #require(throws: LuaError.self) { try lua.run("require('../etc/passwd')", chunkName: "=stdin") }
    #expect(escape.message.contains("is not valid"))
  }
}

#if canImport(Glibc)
  import Glibc
#endif

func writeFile(_ path: String, _ text: String) throws {
  let folder = String(path[..<path.lastIndex(of: "/")!])
  var built = ""
  for part in folder.split(separator: "/") {
    built += "/" + part
    mkdir(built, 0o755)
  }
  guard let file = fopen(path, "wb") else { throw LuaRuntimeError("cannot write \(path)") }
  fputs(text, file)
  fclose(file)
}
