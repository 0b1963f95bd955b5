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
    if case .wrongType(_, "nil", let variable?) = error.fault,
      let hint = sandboxHint(for: variable, line: line, atREPL: error.location?.source == "stdin")
    {
      return hint
    }
    if case .wrongType(let operation, let type, let variable?) = error.fault, type == "nil" {
      switch (operation, variable.kind) {
      case ("call", "global"):
        return undefinedGlobalHint(variable.name)
      case ("call", "method"), ("call", "field"):
        if let receiver = missedClass(variable.name) { return missingMethodHint(variable.name, of: receiver) }
        if let owners = owners(ofMethod: variable.name, besides: nil) {
          return "\(variable.name) is a method of \(owners), and the value it was called on is none of these"
        }
        let near = Suggestion.close(to: variable.name, in: api.documentation.methodNames)
        guard !near.isEmpty else { return nil }
        return "there is no method \(variable.name); did you mean \(Suggestion.alternatives(near) { ":" + $0 })?"
      case (_, "field"):
        if let receiver = missedClass(variable.name) { return missingFieldHint(variable.name, of: receiver) }
        let fields = api.documentation.fieldNames
        guard !fields.contains(variable.name) else { return nil }
        let near = Suggestion.close(to: variable.name, in: fields)
        guard !near.isEmpty else { return nil }
        return "there is no field \(variable.name); did you mean \(Suggestion.alternatives(near) { $0 })?"
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
    return missingCommaHint(for: error) { number in
      error.location.flatMap { sourceText(LuaSourceLocation(source: $0.source, line: number)) }
    }
  }

  /// The class of the userdata the script last asked `name` of, when it lacked it: the receiver
  /// of the call or the read that failed.
  private func missedClass(_ name: String) -> LuaAPI.Class? {
    guard let miss = lua.memberMiss, miss.key == name else { return nil }
    return api.documentation.classes.first { $0.name == miss.className }
  }

  /// `a Section has no method frames; frames is a method of List (l:frames(…)); a Section has no
  /// methods, only the fields id and count`: what the receiver lacks, the methods of its own class
  /// that are near, the classes that have it, and what the receiver has when near is nothing.
  private func missingMethodHint(_ name: String, of receiver: LuaAPI.Class) -> String {
    var parts = ["\(article(receiver.name)) \(receiver.name) has no method \(name)"]
    let near = Suggestion.close(to: name, in: receiver.methods.map(\.name))
    if !near.isEmpty { parts.append("did you mean \(Suggestion.alternatives(near) { "\(receiver.variable):" + $0 })?") }
    if let owners = owners(ofMethod: name, besides: receiver.name) { parts.append("\(name) is a method of \(owners)") }
    if near.isEmpty { parts.append(members(of: receiver)) }
    return parts.joined(separator: "; ")
  }

  /// `List (l:frames(…))`: the classes but `besides` that have the method `name`, with a call of it;
  /// nil when none has it.
  private func owners(ofMethod name: String, besides excluded: String?) -> String? {
    let owners = api.documentation.classes.filter { $0.name != excluded && $0.methods.contains { $0.name == name } }
    guard !owners.isEmpty else { return nil }
    return Suggestion.alternatives(owners.map { "\($0.name) (\($0.variable):\(name)(…))" }) { $0 }
  }

  /// `a Section has no field height; …`, as ``missingMethodHint(_:of:)`` words it for a field.
  private func missingFieldHint(_ name: String, of receiver: LuaAPI.Class) -> String {
    var parts = ["\(article(receiver.name)) \(receiver.name) has no field \(name)"]
    let near = Suggestion.close(to: name, in: receiver.fields.map(\.name) + receiver.methods.map(\.name))
    if !near.isEmpty { parts.append("did you mean \(Suggestion.alternatives(near) { "\(receiver.variable)." + $0 })?") }
    if near.isEmpty { parts.append(members(of: receiver)) }
    return parts.joined(separator: "; ")
  }

  /// `a Section has no methods, only the fields id and count`; `a Transition's methods are at, …`;
  /// for a class of more than ``listedMembers`` members, where to read them.
  private func members(of receiver: LuaAPI.Class) -> String {
    let methods = receiver.methods.map(\.name).sorted()
    let fields = receiver.fields.map(\.name).sorted()
    let a = "\(article(receiver.name)) \(receiver.name)"
    if methods.count + fields.count > Self.listedMembers {
      return "help(\"\(receiver.name)\") lists \(a)'s methods and fields"
    }
    switch (methods.isEmpty, fields.isEmpty) {
    case (true, true): return "\(a) has no methods or fields"
    case (true, false):
      return "\(a) has no methods, only the fields \(Suggestion.alternatives(fields, joining: "and") { $0 })"
    case (false, true): return "\(a)'s methods are \(Suggestion.alternatives(methods, joining: "and") { $0 })"
    case (false, false):
      return "\(a)'s methods are \(Suggestion.alternatives(methods, joining: "and") { $0 }), its fields "
        + Suggestion.alternatives(fields, joining: "and") { $0 }
    }
  }

  /// The most methods and fields a hint lists.
  private static let listedMembers = 8

  private func article(_ noun: String) -> String {
    "aeiouAEIOU".contains(noun.first ?? "x") ? "an" : "a"
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
