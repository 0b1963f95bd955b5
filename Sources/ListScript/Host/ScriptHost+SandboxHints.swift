import LuaBridge

extension ScriptHost {
  /// What to use instead of a function or library the sandbox refuses, when `variable` (nil where
  /// the script used it) is one: `dofile("x.lua")` at the REPL is told about `:load x.lua`, in a
  /// file about `require "x"`; `io` and `os.execute` about `--trust`. The sandbox's table is in
  /// docs/command-line.md ("Sandbox and limits").
  ///
  /// - Parameters:
  ///   - line: the text of the line that failed, for `os.NAME` and the file `dofile` was given.
  ///   - atREPL: whether the line was typed at the REPL.
  func sandboxHint(for variable: LuaError.Variable, line: String?, atREPL: Bool) -> String? {
    let tokens = line.map(LuaTokenizer.tokens) ?? []
    switch (variable.kind, variable.name) {
    case ("global", "dofile"), ("global", "loadfile"):
      let file = Self.stringArgument(of: variable.name, in: tokens)
      let module = file.map { $0.hasSuffix(".lua") ? String($0.dropLast(".lua".count)) : $0 } ?? "name"
      let instead =
        atREPL
        ? ":load \(file ?? "FILE") runs a file into the session"
        : "require \"\(module.replacingSlashes)\" runs \(module).lua from the script's folder (or Scripts/plugins, or "
          + "LISTLAB_PATH) once and returns what it returns"
      return "\(variable.name) is not available: scripts run sandboxed and read no files themselves; \(instead)"
    case ("global", "io"):
      return "io is not available: scripts run sandboxed and read and write no files (print writes the output); "
        + "listlab --trust restores io and os, for a script you trust"
    case ("global", "debug"):
      return "debug is not available: it could reach into any function and remove the time limit"
    case ("global", "package"):
      return "package is not available: require \"name\" loads name.lua from the script's folder, Scripts/plugins "
        + "or LISTLAB_PATH"
    case ("field", let name) where Self.refusedOS.contains(name) && Self.indexes("os", name, in: tokens):
      return "os.\(name) is not available: scripts run sandboxed (no programs, no files, no environment); os keeps "
        + "time, clock and date; listlab --trust restores os whole, for a script you trust"
    default:
      return nil
    }
  }

  /// The functions of `os` the sandbox leaves out.
  static let refusedOS: Set<String> = ["execute", "exit", "getenv", "remove", "rename", "tmpname", "setlocale"]

  /// Whether the tokens read `table.field` (or `table:field`).
  static func indexes(_ table: String, _ field: String, in tokens: [LuaTokenizer.Token]) -> Bool {
    tokens.indices.dropLast(2).contains { index in
      tokens[index].isName(table) && (tokens[index + 1].isSymbol(".") || tokens[index + 1].isSymbol(":"))
        && tokens[index + 2].isName(field)
    }
  }

  /// The string `function` is called with on the line, unquoted: `dofile("x.lua")`, `dofile "x.lua"`.
  static func stringArgument(of function: String, in tokens: [LuaTokenizer.Token]) -> String? {
    for index in tokens.indices.dropLast() where tokens[index].isName(function) {
      var argument = index + 1
      if tokens[argument].isSymbol("("), argument + 1 < tokens.count { argument += 1 }
      guard tokens[argument].kind == .string else { continue }
      let text = tokens[argument].text
      guard text.hasPrefix("\"") || text.hasPrefix("'") else { return nil }  // a long string: left alone
      return String(text.dropFirst().dropLast())
    }
    return nil
  }

  /// A missing comma between two entries of a table constructor, for a syntax error that Lua words
  /// `'}' expected (to close '{' at line 1) near 'cell'`: the token Lua stopped at starts an entry
  /// and the one before it (on its line, or ending the line above) ends one.
  ///
  /// - Parameter lineText: the text of a line of the chunk the error is in.
  func missingCommaHint(for error: LuaError, lineText: (Int) -> String?) -> String? {
    guard error.kind == .syntax, error.message.contains("'}' expected"), let location = error.location,
      let nearStart = error.message.ranges(of: " near '").last?.upperBound,
      let line = lineText(location.line)
    else { return nil }
    let near = String(error.message[nearStart...].prefix { $0 != "'" })
    let tokens = LuaTokenizer.tokens(line)
    let entries = tokens.indices.filter { tokens[$0].text == near && tokens[$0].startsEntry }
    if entries.contains(where: { $0 > 0 && tokens[$0 - 1].endsExpression }) {
      return "missing comma? A table's entries are separated by commas: write one before \(near)"
    }
    guard entries.first == 0 else { return nil }
    // The entry before ended a line above (blank lines and comments skipped).
    var above = location.line - 1
    while above > 0, let text = lineText(above) {
      if let last = LuaTokenizer.tokens(text).last {
        guard last.endsExpression else { return nil }
        return "missing comma? A table's entries are separated by commas: end line \(above) with one"
      }
      above -= 1
    }
    return nil
  }
}

extension LuaTokenizer.Token {
  /// Whether an entry of a table constructor can start with this token: a name, a literal, `{`,
  /// `[`, `(`, `-`, `#`, or `function`.
  fileprivate var startsEntry: Bool {
    switch kind {
    case .name, .string, .number: true
    case .keyword: ["nil", "true", "false", "function", "not"].contains(text)
    case .symbol: ["{", "[", "(", "-", "#", "..."].contains(text)
    }
  }
}

extension String {
  /// `sub/name` as `require` writes it: `sub.name`.
  fileprivate var replacingSlashes: String {
    split(separator: "/").joined(separator: ".")
  }
}
