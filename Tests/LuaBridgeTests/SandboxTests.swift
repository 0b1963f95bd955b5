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

  /// Lua's `require` finds the standard libraries in `package.loaded`; so does the sandbox's, for
  /// those it keeps (`os` as the sandbox has it, `io` only when trusted).
  @Test func requireReturnsTheBuiltInLibraries() throws {
    let (lua, _) = try sandboxed()
    let same = try lua.run(
      """
      return require "utf8" == utf8, require "string" == string, require "table" == table,
        require "math" == math, require "coroutine" == coroutine, require "_G" == _G, require "os" == os,
        select("#", require "utf8")
      """, chunkName: "=t")
    #expect(same.map(\.description) == ["true", "true", "true", "true", "true", "true", "true", "1"])
    // Refused libraries stay refused (testes/calls.lua:6 of Lua's tests requires "debug").
    for name in ["debug", "io", "package"] {
      let error = try #require(throws: LuaError.self) { try lua.run("require '\(name)'", chunkName: "=stdin") }
      #expect(error.message.hasPrefix("stdin:1: module '\(name)' not found:"))
    }
    let (trusted, _) = try sandboxed(trust: true)
    #expect(try trusted.run("return require 'io' == io", chunkName: "=t").first?.isTruthy == true)
  }

  /// `load`'s mode as in Lua (testes/calls.lua:300–301: text refused in mode "b"); binary chunks
  /// refused whatever the mode (testes/calls.lua:316 and the other `string.dump` tests).
  @Test func loadFollowsTheModeAndRefusesBinaryAlways() throws {
    let (lua, _) = try sandboxed()
    let results = try lua.run(
      #"""
      local text = select(2, load("return 1", "t", "b"))
      local reader = select(2, load(coroutine.wrap(function() coroutine.yield("return 1") end), "r", "b"))
      local binary = select(2, load("\27Lua", "x", "b"))
      local asText = select(2, load("\27Lua", "x", "t"))
      local readBinary = select(2, load(coroutine.wrap(function() coroutine.yield("\27Lua") end), "r", "bt"))
      local env = load("return x, ...", "e", "t", { x = 5 })(6)
      return text, reader, binary, asText, readBinary, env, load("return _ENV", nil, nil, 123)()
      """#, chunkName: "=t")
    #expect(
      results.map(\.description) == [
        "attempt to load a text chunk (mode is 'b')", "attempt to load a text chunk (mode is 'b')",
        "attempt to load a binary chunk (ListLab loads text chunks only)",
        "attempt to load a binary chunk (mode is 't')",
        "attempt to load a binary chunk (ListLab loads text chunks only)", "5", "123",
      ])
  }

  /// An error raised by `load`'s reader function comes back as it was raised, a string as in Lua
  /// (testes/calls.lua:340: `load(function () error("hhi") end)`), not ListLab's error record.
  @Test func loadReturnsTheReadersErrorAsRaised() throws {
    let (lua, _) = try sandboxed()
    let results = try lua.runEntry(timeLimit: 5) {
      try lua.run(
        """
        local f, message = load(function() error("hhi") end)
        local g, value = load(function() error({ code = 7 }) end)
        local h, wrong = load(function() return true end)
        return f, message, g, value.code, h, wrong
        """, chunkName: "=stdin")
    }
    #expect(
      results.map(\.description) == [
        "nil", "stdin:1: hhi", "nil", "7", "nil", "stdin:3: reader function must return a string",
      ])
  }

  /// Messages name functions as the script calls them, never the sandbox's own (testes/errors.lua:277
  /// checks `string.gsub('s', 's', setmetatable)` names 'setmetatable').
  @Test func messagesNeverNameTheSandbox() throws {
    let (lua, _) = try sandboxed()
    let results = try lua.run(
      """
      return select(2, pcall(setmetatable, "", {})), select(2, pcall(string.gsub, "s", "s", setmetatable)),
        select(2, pcall(setmetatable, {}, 1)), select(2, pcall(load, {})), select(2, pcall(load, "x", {}))
      """, chunkName: "=t")
    #expect(
      results.map(\.description) == [
        "bad argument #1 to 'setmetatable' (table expected, got string)",
        "bad argument #1 to 'setmetatable' (table expected, got string)",
        "bad argument #2 to 'setmetatable' (nil or table expected, got number)",
        "bad argument #1 to 'load' (function expected, got table)",
        "bad argument #2 to 'load' (string expected, got table)",
      ])
    let direct = try #require(throws: LuaError.self) {
      try lua.run("local t = setmetatable({}, { __metatable = 1 })\nsetmetatable(t, {})", chunkName: "=stdin")
    }
    #expect(direct.message == "stdin:2: cannot change a protected metatable")
  }

  /// `__gc` is refused (Lua runs finalizers with hooks off: past the time limit and Ctrl-C, and in
  /// the middle of ListLab's own work), naming the script's line.
  @Test func finalizersAreRefused() throws {
    let (lua, _) = try sandboxed()
    let error = try #require(throws: LuaError.self) {
      try lua.run("local t = {}\nsetmetatable(t, { __gc = function() end })", chunkName: "=stdin")
    }
    #expect(
      error.message
        == "stdin:2: __gc finalizers are not available in ListLab scripts (they would run outside the time limit)")
  }

  /// A file's first line starting with `#` is skipped as the `lua` command skips it, and a byte
  /// order mark too; line numbers stay those of the file.
  @Test func aFilesHashLineIsSkipped() throws {
    let (lua, _) = try sandboxed()
    let file = Array("#!/usr/bin/env listlab run\nlocal x = 1\nerror('third')\n".utf8)
    let error = try #require(throws: LuaError.self) { try lua.load(bytes: file, chunkName: "@script.lua").call() }
    #expect(error.message == "script.lua:3: third")
    let marked = [0xEF, 0xBB, 0xBF] + Array("# comment\nreturn 2".utf8)
    #expect(try lua.load(bytes: marked, chunkName: "@marked.lua").call().first?.integer == 2)
    // Only files: a chunk of text keeps its first line (`#` is not Lua there).
    #expect(throws: LuaError.self) { try lua.load(bytes: Array("#x\nreturn 1".utf8), chunkName: "=text") }
  }

  /// A function added to `string` is a method of strings, as in Lua (where the strings' metatable
  /// indexes the string table, manual §6.4); replacing a built-in one still changes no method.
  @Test func functionsAddedToStringAreMethods() throws {
    let (lua, _) = try sandboxed()
    let results = try lua.run(
      """
      function string.shout(s) return s:upper() .. "!" end
      string.upper = function() return "hijacked" end
      return ("hey"):shout()
      """, chunkName: "=t")
    #expect(results.first?.string == "HEY!")
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
#elseif canImport(Darwin)
  import Darwin
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
