import ListDeclaration
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

  /// Reports a value a declaration holds that is legal but almost surely a mistake, at the line
  /// that declared it: `t.lua:3: warning: item: width = 1.5 makes it 1.5 points wide …`. Each once:
  /// a section provider runs its declarations again on every layout.
  ///
  /// - Complexity: O(warnings so far).
  func warn(_ declared: DeclarationProblem) {
    let location = declared.site.map { LuaSourceLocation(source: $0.file, line: $0.line) }
    var unplaced = declared
    unplaced.site = nil
    let message = unplaced.description
    guard !warningLog.contains(where: { $0.location == location && $0.message == message }) else { return }
    warn(message, at: location)
  }

  /// Keeps a warning (``warnings``) and writes it: on the diagnostics stream as
  /// `file:line: warning: …` in text mode, as a `{"type":"warning",…}` event with `--json`.
  package func warn(_ message: String, at location: LuaSourceLocation?) {
    let warning = ScriptWarning(location: location, message: message)
    warningLog.append(warning)
    output.warning(warning.description, message: message, file: location?.source, line: location?.line)
  }
}
