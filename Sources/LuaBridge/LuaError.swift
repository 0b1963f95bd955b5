internal import Synchronization

/// An error from Lua code: a syntax error, a runtime error, or a limit that stopped the script.
///
/// Sendable as every `Error` is, checked: it carries text and positions only. An error raised with
/// a value that is not a string (`error({code = 7})`) keeps that value in its Lua state — a Lua value
/// belongs to the thread that runs its state — and the state hands it back for this error
/// (``Lua/errorValue(of:)``).
package struct LuaError: Error, Sendable, CustomStringConvertible {
  package enum Kind: Sendable, Equatable {
    /// The chunk did not compile.
    case syntax
    /// `error(…)`, a failed operation, or an error raised by a Swift function.
    case runtime
    /// The memory budget (or the machine) refused an allocation.
    case memory
    /// The entry ran past its time limit.
    case timeout
    /// Ctrl-C.
    case interrupted
  }

  package var kind: Kind
  /// The message as Lua reports it, usually prefixed by `chunk:line:`.
  package var message: String
  /// Where the error happened: the innermost Lua function with a line.
  package var location: LuaSourceLocation?
  /// Lua's `stack traceback:` text, when a message handler ran.
  package var traceback: String?
  /// Where the state keeps the original error value, when it was not a string.
  let valueKey: ErrorValueKey?

  package init(
    kind: Kind, message: String, location: LuaSourceLocation? = nil, traceback: String? = nil
  ) {
    self.init(kind: kind, message: message, location: location, traceback: traceback, valueKey: nil)
  }

  init(
    kind: Kind, message: String, location: LuaSourceLocation?, traceback: String?, valueKey: ErrorValueKey?
  ) {
    self.kind = kind
    self.message = message
    self.location = location ?? LuaSourceLocation(parsingPrefixOf: message)
    self.traceback = traceback
    self.valueKey = valueKey
  }

  package var description: String { message }

  /// The message, starting with `chunk:line: ` whenever the error has a place: a value raised
  /// without one (`error(t)` with a `__tostring`, `error("x", 0)`) gets the place it was raised at.
  package var locatedMessage: String {
    guard let location, LuaSourceLocation(parsingPrefixOf: message) == nil else { return message }
    return "\(location): \(message)"
  }

  /// The message followed by the traceback, as the `lua` REPL prints an error.
  package var fullDescription: String {
    guard let traceback, !traceback.isEmpty else { return locatedMessage }
    return locatedMessage + "\n" + traceback
  }
}

/// Names one error value a Lua state keeps (see ``LuaError``): unique in the process, so that an
/// error from one state never finds a value of another.
struct ErrorValueKey: Hashable, Sendable {
  private static let issued = Atomic<Int>(0)

  let number: Int

  static func next() -> ErrorValueKey {
    ErrorValueKey(number: issued.wrappingAdd(1, ordering: .relaxed).newValue)
  }
}

extension Lua {
  /// The value `error` was raised with, when it was not a string: kept by this state until the
  /// outermost ``runEntry(timeLimit:_:)`` ends (or until a Swift function raises it again).
  package func errorValue(of error: LuaError) -> LuaValue? {
    error.valueKey.flatMap { errorValues[$0] }
  }

  /// Keeps `value` for an error about to be thrown; returns its key.
  func keep(errorValue value: LuaValue) -> ErrorValueKey {
    let key = ErrorValueKey.next()
    errorValues[key] = value
    return key
  }

  /// The value `error` was raised with, no longer kept: for raising it again in Lua.
  func takeErrorValue(of error: LuaError) -> LuaValue? {
    error.valueKey.flatMap { errorValues.removeValue(forKey: $0) }
  }
}

extension LuaSourceLocation {
  /// Reads the `chunk:line:` prefix Lua puts in front of error messages.
  init?(parsingPrefixOf message: String) {
    // "file.lua:12: message" — the chunk name may itself contain ':' only in odd cases; take the
    // first ":<digits>:" occurrence.
    let scalars = Array(message.utf8)
    var index = 0
    while index < scalars.count {
      if scalars[index] == UInt8(ascii: ":") {
        var end = index + 1
        while end < scalars.count, scalars[end] >= 48, scalars[end] <= 57 { end += 1 }
        if end > index + 1, end < scalars.count, scalars[end] == UInt8(ascii: ":"), index > 0 {
          let source = String(decoding: scalars[0..<index], as: UTF8.self)
          let line = Int(String(decoding: scalars[(index + 1)..<end], as: UTF8.self)) ?? 0
          if source.contains("\n") { return nil }
          self.init(source: source, line: line)
          return
        }
      }
      if scalars[index] == UInt8(ascii: "\n") { return nil }
      index += 1
    }
    return nil
  }
}

/// An error a Swift function raises in Lua. The message gets Lua's `chunk:line:` prefix of the
/// calling Lua code, as `luaL_error` does.
package struct LuaRuntimeError: Error, CustomStringConvertible {
  package var message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }
}

/// An error whose message already names its position(s); raised in Lua without a prefix.
package protocol LuaPositionedError: Error, CustomStringConvertible {}

/// `bad argument #n to 'f' (…)`, as `luaL_argerror` words it.
package struct LuaArgumentError: Error, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}
