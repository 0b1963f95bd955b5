import ListLabCore
package import LuaBridge

/// A warning a script's change caused: accepted, but probably not what the script meant.
package struct ScriptWarning: Sendable, Equatable, CustomStringConvertible {
  /// `file:line` of the call that made the change, when known.
  package var location: LuaSourceLocation?
  package var message: String

  /// `file:line: warning: message`, as it is printed.
  package var description: String {
    (location.map { "\($0): " } ?? "") + "warning: " + message
  }
}

/// An error whose message names a position other than the calling line: a batch complaint about
/// the `b:…` call that declared the operation.
struct PositionedError: LuaPositionedError {
  let description: String

  init(_ message: String, at location: LuaSourceLocation) {
    description = "\(location): \(message)"
  }
}

extension ScriptHost {
  /// Reports the warnings of a change made by `call`: each at the line `site` gives for it, else
  /// at the line of the call.
  func report(
    _ warnings: [ChangeWarning], of call: LuaCall, site: (ChangeWarning) -> LuaSourceLocation? = { _ in nil }
  ) {
    guard !warnings.isEmpty else { return }
    let location = call.callerLocation
    for warning in warnings { warn(warning.description(naming: api.operationNames), at: site(warning) ?? location) }
  }

  /// Keeps a warning (``warnings``) and writes it: on the diagnostics stream as
  /// `file:line: warning: …` in text mode, as a `{"type":"warning",…}` event with `--json`.
  package func warn(_ message: String, at location: LuaSourceLocation?) {
    let warning = ScriptWarning(location: location, message: message)
    warningLog.append(warning)
    output.warning(warning.description, message: message, file: location?.source, line: location?.line)
  }
}
