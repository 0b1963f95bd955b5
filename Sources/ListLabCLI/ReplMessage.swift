import ListDeclaration

/// What the REPL's commands say, worded in one place.
enum ReplMessage {
  /// `:trace`: the last error's first line and its traceback, as the `lua` REPL prints an error.
  static func trace(of error: (headline: String, traceback: String?)?) -> String {
    guard let error else { return "no error yet: :trace prints the traceback of the last error" }
    guard let traceback = error.traceback, !traceback.isEmpty else {
      return error.headline + "\n(no traceback: the entry did not compile, so nothing ran)"
    }
    return error.headline + "\n" + traceback
  }

  /// `:load FILE` of a file that is not there: `:load: no file fruit.lua (did you mean fruits.lua?)`,
  /// `near` being the Lua files of its folder.
  static func missingFile(_ path: String, near: [String]) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/" : ""
    let close = Suggestion.close(to: file, in: near)
    let hint =
      close.isEmpty ? "" : " (did you mean \(Suggestion.alternatives(close) { ":load " + folder + $0 })?)"
    return ":load: there is no file \(path)\(hint)"
  }
}
