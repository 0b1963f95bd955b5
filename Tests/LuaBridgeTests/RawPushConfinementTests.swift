import Foundation
import Testing

/// Every push onto a Lua stack from Swift goes through `LuaStack+Pushes.swift`, where each one
/// takes its slots of the reserved room first: no other Swift file of the bridge calls a function
/// of Lua's C API that pushes a value (or that goes through the stack, as `luaL_ref` does). A
/// binding that needs a new kind of push adds it there.
@Suite struct RawPushConfinementTests {
  /// Lua 5.4's API functions that leave a value on the stack or use a slot of it, and ListLab's own
  /// C functions that do (the Lua 5.4 manual, §4.6 and §5.1: each marked `[-o, +p, x]` with p > 0).
  static let pushingFunctions = [
    "lua_push", "lua_createtable", "lua_newtable", "lua_newuserdatauv", "lua_newthread", "lua_rawget",
    "lua_getfield", "lua_getglobal", "lua_gettable", "lua_geti", "lua_getmetatable", "lua_getiuservalue",
    "lua_getupvalue", "lua_next", "lua_xmove", "luaL_newmetatable", "luaL_getmetatable", "luaL_ref", "luaL_unref",
    "luaL_where", "luaL_traceback", "luaL_loadbuffer", "luaL_tolstring", "luaL_getsubtable", "listlab_push",
    "listlab_tostring", "listlab_pcall", "listlab_scan_record",
  ]

  /// The files allowed to call them: the pushes themselves, the record writer (which claims the
  /// three slots a record ever takes when it starts one), and the definitions of Lua's macros.
  static let allowed: Set<String> = ["LuaStack+Pushes.swift", "LuaRecordWriter.swift", "Lua+Macros.swift"]

  static let bridge: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
    return path + "/Sources/LuaBridge"
  }()

  @Test func onlyThePushesFileCallsLuasPushingFunctions() throws {
    let files = try Self.swiftFiles(in: Self.bridge)
    #expect(files.count > 20, "the bridge's sources are found (\(Self.bridge))")
    var violations: [String] = []
    for file in files where !Self.allowed.contains(String(file.split(separator: "/").last!)) {
      for (number, line) in try Self.lines(of: file).enumerated() {
        let code = Self.withoutComment(line)
        for function in Self.pushingFunctions where Self.calls(code, function) {
          violations.append("\(file.dropFirst(Self.bridge.count + 1)):\(number + 1): \(function)…")
        }
      }
    }
    #expect(violations.isEmpty, "push through LuaStack+Pushes.swift instead:\n\(violations.joined(separator: "\n"))")
  }

  /// The check finds a planted violation (so that it can fail).
  @Test func theCheckFindsAPlantedPush() {
    #expect(Self.calls("    lua_pushinteger(state, 1)", "lua_push"))
    #expect(Self.calls("let t = luaL_ref(state, LUA_REGISTRYINDEX)", "luaL_ref"))
    #expect(!Self.calls(Self.withoutComment("x = 1  // lua_pushnil(state)"), "lua_push"))
    #expect(!Self.calls("stack.pushNil()", "lua_push"))
    #expect(!Self.calls("lua_rawgetting()", "lua_rawget"))
  }

  /// Whether `code` calls a function whose name is `name` or starts with it (`lua_push…`).
  static func calls(_ code: String, _ name: String) -> Bool {
    var rest = Substring(code)
    while let range = rest.range(of: name) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let exact = name.hasSuffix("_") || name == "lua_push" || name == "listlab_push" || name == "luaL_loadbuffer"
      let named = exact || after.isEmpty
      let next = rest[range.upperBound...].dropFirst(after.count).first
      if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true, named, next == "(" {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }

  static func withoutComment(_ line: String) -> String {
    guard let range = line.range(of: "//") else { return line }
    return String(line[..<range.lowerBound])
  }

  static func lines(of path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
  }

  static func swiftFiles(in folder: String) throws -> [String] {
    let names = try #require(FileManager.default.subpaths(atPath: folder))
    return names.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
  }

}
