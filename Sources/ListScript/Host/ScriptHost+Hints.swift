import ListDeclaration
import ListLayout
package import LuaBridge

extension ScriptHost {
  /// `error` with a line of advice after its message when it is one of the classic mistakes:
  ///
  ///     stdin:3: attempt to call a nil value (global 'Pill')
  ///     hint: Pill is not defined. A component comes from a plugin: load the one that defines it
  ///     first, with require "name" or listlab --plugin FILE.
  ///
  /// The mistakes: calling a global that does not exist (a component whose plugin is not loaded, or
  /// a misspelt name), calling a method that does not exist, and calling a string
  /// (`"fruits" {…}` for `section "fruits" {…}`).
  ///
  /// - Parameter sourceLine: the text of a line of a chunk (the REPL's own lines; a file is read).
  package func explaining(_ error: LuaError, sourceLine: (LuaSourceLocation) -> String? = { _ in nil }) -> LuaError {
    guard error.kind == .runtime || error.kind == .syntax else { return error }
    let line = error.location.flatMap { location in sourceLine(location) ?? sourceText(location) }
    var error = error
    if let line { error.message = MethodCallAdvice.naming(receiverIn: line, in: error.message) }
    guard let hint = hint(for: error, line: line) else { return error }
    var explained = error
    explained.message += "\nhint: " + hint
    return explained
  }

  func hint(for error: LuaError, line: String?) -> String? {
    let message = error.message
    if let name = Self.quotedName(in: message, after: "attempt to call a nil value (global '") {
      return undefinedGlobalHint(name)
    }
    if let name = Self.quotedName(in: message, after: "attempt to call a nil value (method '") {
      return Suggestion.closest(to: name, in: Array(lua.methodNames)).map {
        "there is no method \(name); did you mean :\($0)?"
      }
    }
    if let missingHome = options.missingHome, message.contains("module '"), message.contains("' not found") {
      return missingHome
    }
    if message.contains("attempt to call a string value") || error.kind == .syntax {
      guard let called = line.flatMap(Self.calledString) else { return nil }
      return "a string cannot be called: \(called) {…} declares nothing. Write section \(called) {…} for a "
        + "section, or cell \(called) {…} for a cell"
    }
    return nil
  }

  private func undefinedGlobalHint(_ name: String) -> String? {
    if let (plugin, path) = pluginDefining(component: name) {
      return "\(name) is a component of the plugin \(plugin): load it first, with require \"\(plugin)\" in the "
        + "script, or listlab --plugin \(path)"
    }
    let globals = lua.globals.pairs.compactMap { $0.key.string }
    // A capitalized name is a component's (a near spelling of a built-in is a coincidence), unless
    // it differs from a global only in case (`Cell`).
    let isComponentName = name.first?.isUppercase == true
    let near =
      isComponentName
      ? globals.first { $0.lowercased() == name.lowercased() } : Suggestion.closest(to: name, in: globals)
    if let near, near != name { return "\(name) is not defined; did you mean \(near)?" }
    guard isComponentName else { return nil }
    return "\(name) is not defined. A component comes from a plugin: load the one that defines it first, with "
      + "require \"name\" in the script or listlab --plugin FILE"
  }

  /// The shipped plugin (in `Scripts/plugins`, or a folder of `LISTLAB_PATH`) whose file registers
  /// `component("name", …)`: its name as `require` takes it, and its file.
  func pluginDefining(component name: String) -> (name: String, path: String)? {
    for folder in options.pluginFolders + options.libraryPath {
      for file in ScriptFolder.luaFiles(in: folder) {
        let path = folder + "/" + file
        guard let text = try? SourceFile.read(path) else { continue }
        if text.contains("component(\"\(name)\"") || text.contains("component('\(name)'") {
          return (String(file.dropLast(".lua".count)), path)
        }
      }
    }
    return nil
  }

  /// The name in quotes that follows `prefix` in `message`.
  static func quotedName(in message: String, after prefix: String) -> String? {
    guard let start = message.firstRange(of: prefix)?.upperBound, let end = message[start...].firstIndex(of: "'") else {
      return nil
    }
    return String(message[start..<end])
  }

  /// A string literal called with a table or arguments on `line` (`"fruits" {` but not
  /// `section "fruits" {`), as written.
  static func calledString(in line: String) -> String? {
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let quote = characters[index]
      guard quote == "\"" || quote == "'" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < characters.count, characters[end] != quote {
        end += characters[end] == "\\" ? 2 : 1
      }
      guard end < characters.count else { return nil }
      let before = characters[..<index].last { !$0.isWhitespace }
      let after = characters[(end + 1)...].first { !$0.isWhitespace }
      let isCallee = before.map { !($0.isLetter || $0.isNumber || "_)]}\"'".contains($0)) } ?? true
      if isCallee, after == "{" || after == "(" { return String(characters[index...end]) }
      index = end + 1
    }
    return nil
  }
}
