/// `require "name"` for the sandbox: Lua source files from a fixed list of folders, nothing else.
final class ModuleLoader {
  unowned(unsafe) let lua: Lua
  var searchPath: [String]
  /// `name` → the module's value, or `false` while it is loading (to report cycles).
  private let loaded: LuaTable

  init(lua: Lua, searchPath: [String]) {
    self.lua = lua
    self.searchPath = searchPath
    self.loaded = lua.newTable()
  }

  /// The libraries `require` returns as they are, as Lua's `require` finds them in
  /// `package.loaded`: those the sandbox keeps (`io` only when trusted, `os` as the sandbox has it).
  static let builtInLibraries = ["_G", "coroutine", "math", "string", "table", "utf8", "os", "io"]

  /// Makes `require(name)` return the global `name` of the sandboxed state, for each built-in
  /// library it has.
  func registerBuiltInLibraries() {
    let globals = lua.globals
    for name in Self.builtInLibraries {
      let library = globals[name]
      if case .table = library { loaded[name] = library }
    }
  }

  /// The file `require(name)` would load, if any.
  func resolve(_ name: String) -> (path: String, tried: [String]) {
    let relative = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/") + ".lua"
    var tried: [String] = []
    for folder in searchPath where !folder.isEmpty {
      let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
      if SourceFile.isReadableFile(path) { return (path, tried) }
      tried.append(path)
    }
    return ("", tried)
  }

  func require(_ call: LuaCall) throws -> Int {
    let name = try call.string(1)
    let cached = loaded[name]
    if case .boolean(false) = cached {
      throw LuaRuntimeError("loop or previous error loading module '\(name)'")
    }
    if !cached.isNil { return call.returning(cached) }
    guard isValidName(name) else {
      throw LuaRuntimeError(
        "module name '\(name)' is not valid (use letters, digits, '_', '-' and '.')" + (moduleNameHint(for: name) ?? "")
      )
    }
    let (path, tried) = resolve(name)
    guard !path.isEmpty else {
      let lines = tried.map { "\n\tno file '\($0)'" }.joined()
      let hint =
        spellingWithOtherDashes(of: name).map { "\ndid you mean require \"\($0.name)\"? (\($0.path))" }
        ?? moduleNameHint(for: name)
      throw LuaRuntimeError(
        "module '\(name)' not found:\(lines.isEmpty ? "\n\tno search path" : lines)\(hint ?? "")")
    }
    let source: [UInt8]
    do {
      source = try SourceFile.readBytes(path)
    } catch {
      throw LuaRuntimeError("cannot read module '\(name)' from '\(path)': \(error)")
    }
    loaded[name] = .boolean(false)
    do {
      let chunk = try lua.load(bytes: source, chunkName: "@" + path)
      let results = try chunk.call(.string(name), .string(path))
      let value: LuaValue = results.first.map { $0.isNil ? .boolean(true) : $0 } ?? .boolean(true)
      loaded[name] = value
      call.stack.push(value)
      call.stack.push(path)
      return 2
    } catch {
      loaded[name] = .nil
      throw error
    }
  }

  /// The module `name` meant when it differs from one on the search path only by `-` against
  /// `_` (`design-system` for `design_system.lua`, or the other way round), and its file.
  private func spellingWithOtherDashes(of name: String) -> (name: String, path: String)? {
    let underscored = String(name.map { $0 == "-" ? "_" : $0 })
    let dashed = String(name.map { $0 == "_" ? "-" : $0 })
    for other in [underscored, dashed] where other != name {
      let path = resolve(other).path
      if !path.isEmpty { return (other, path) }
    }
    return nil
  }

  /// For a file's path given as a module's name (`require "fruits.lua"`, `require "./sub/x"`):
  /// `require takes a module's name, not a file's: require "sub.x" loads sub/x.lua`.
  private func moduleNameHint(for name: String) -> String? {
    var module = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
    if module.hasSuffix(".lua") { module.removeLast(".lua".count) }
    module = module.split(separator: "/").joined(separator: ".")
    guard module != name, isValidName(module) else { return nil }
    let file = module.split(separator: ".").joined(separator: "/") + ".lua"
    return "\nrequire takes a module's name, not a file's: require \"\(module)\" loads \(file)"
  }

  private func isValidName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("..")
      && name.unicodeScalars.allSatisfy { scalar in
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
          || scalar == "_" || scalar == "-" || scalar == "."
      }
  }
}
