package import LuaBridge

/// How `listlab` words a script's error on stderr: the one place, for every command (`run`,
/// `test`, `demo`) and the REPL.
package enum ErrorReport {
  /// The text for `error`: the message, with the traceback for script errors and for a script
  /// stopped by Ctrl-C or the time limit (where it was is the point). Running out of
  /// memory reads `file:line: not enough memory (the memory limit is set with --memory-limit MB)`,
  /// with the place where the allocation was refused when it is known.
  package static func describe(_ error: LuaError) -> String {
    switch error.kind {
    case .memory:
      let location = error.location.map { "\($0): " } ?? ""
      return location + "not enough memory (the memory limit is set with --memory-limit MB)"
    case .syntax: return error.locatedMessage
    case .runtime, .interrupted, .timeout: return error.fullDescription
    }
  }

  /// The text for `error` at the REPL: the message and its hint, one place at its start; the
  /// traceback is left for `:trace`.
  package static func describeBriefly(_ error: LuaError) -> String {
    error.kind == .memory ? describe(error) : error.locatedMessage
  }
}
