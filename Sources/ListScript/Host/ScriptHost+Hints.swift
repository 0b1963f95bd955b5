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
  /// a misspelt name), calling a method or reading a field that does not exist (the API's
  /// definition has the names), and calling a string (`"fruits" {…}` for `section "fruits" {…}`).
  ///
  /// - Parameter sourceLine: the text of a line of a chunk (the REPL's own lines; a file is read).
  package func explaining(_ error: LuaError, sourceLine: (LuaSourceLocation) -> String? = { _ in nil }) -> LuaError {
    guard error.kind == .runtime || error.kind == .syntax else { return error }
    let line = error.location.flatMap { location in sourceLine(location) ?? sourceText(location) }
    guard let hint = hint(for: error, line: line) else { return error }
    var explained = error
    explained.message += "\nhint: " + hint
    return explained
  }

  func hint(for error: LuaError, line: String?) -> String? {
    let message = error.message
    if case .wrongType(let operation, let type, let variable?) = error.fault, type == "nil" {
      switch (operation, variable.kind) {
      case ("call", "global"):
        return undefinedGlobalHint(variable.name)
      case ("call", "method"), ("call", "field"):
        return Suggestion.closest(to: variable.name, in: api.documentation.methodNames).map {
          "there is no method \(variable.name); did you mean :\($0)?"
        }
      case (_, "field"):
        let fields = api.documentation.fieldNames
        guard !fields.contains(variable.name) else { return nil }
        return Suggestion.closest(to: variable.name, in: fields).map {
          "there is no field \(variable.name); did you mean \($0)?"
        }
      default:
        break
      }
    }
    if let missingHome = options.missingHome, message.contains("module '"), message.contains("' not found") {
      return missingHome
    }
    if case .wrongType("call", "string", _) = error.fault, let called = line.flatMap(Self.calledString) {
      return Self.calledStringHint(called)
    }
    if error.kind == .syntax, let called = line.flatMap(Self.calledString) {
      return Self.calledStringHint(called)
    }
    return nil
  }

  private static func calledStringHint(_ called: String) -> String {
    "a string cannot be called: \(called) {…} declares nothing. Write section \(called) {…} for a section, or "
      + "cell \(called) {…} for a cell"
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
        guard let text = try? SourceFile.read(path), text.contains(name) else { continue }
        if Self.registersComponent(name, in: text) { return (String(file.dropLast(".lua".count)), path) }
      }
    }
    return nil
  }

  /// Whether `source` calls `component("name", …)` (or `component "name"`), outside comments and
  /// strings.
  ///
  /// - Complexity: O(length of the source).
  static func registersComponent(_ name: String, in source: String) -> Bool {
    let tokens = LuaTokenizer.tokens(source)
    return tokens.indices.dropLast().contains { index in
      guard tokens[index].isName("component") else { return false }
      let argument = tokens[index + 1].isSymbol("(") && index + 2 < tokens.count ? tokens[index + 2] : tokens[index + 1]
      return argument.kind == .string && argument.text.dropFirst().dropLast() == name
    }
  }

  /// A string literal called with a table or arguments on `line` (`"fruits" {` but not
  /// `section "fruits" {`), as written.
  ///
  /// - Complexity: O(length of the line).
  static func calledString(in line: String) -> String? {
    let tokens = LuaTokenizer.tokens(line)
    for index in tokens.indices.dropLast() where tokens[index].kind == .string {
      guard tokens[index + 1].isSymbol("{") || tokens[index + 1].isSymbol("(") else { continue }
      if index > 0, tokens[index - 1].endsExpression { continue }
      return tokens[index].text
    }
    return nil
  }
}
