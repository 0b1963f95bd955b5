extension LuaError {
  /// What went wrong, as Lua's virtual machine says it: the one place that reads Lua's own
  /// wording, so that what explains an error (a hint) works with cases.
  package enum Fault: Equatable, Sendable {
    /// `attempt to OPERATION a TYPE value (KIND 'NAME')`: an operation (`call`, `index`, `perform
    /// arithmetic on`, …) on a value of the wrong type, and the variable that held it when Lua
    /// can name it. Lua 5.4's `luaG_typeerror` and `varinfo` word it (ldebug.c,
    /// https://www.lua.org/source/5.4/ldebug.c.html).
    case wrongType(operation: String, type: String, variable: Variable?)
  }

  /// A variable as Lua's messages name it: `global 'Pill'`, `method 'fram'`, `field 'cuont'`.
  package struct Variable: Equatable, Sendable {
    /// `global`, `local`, `method`, `field`, `upvalue` or `constant`.
    package var kind: String
    package var name: String

    package init(kind: String, name: String) {
      self.kind = kind
      self.name = name
    }
  }

  /// The fault a runtime error's message reports, when it is one Lua words.
  ///
  /// - Complexity: O(length of the message).
  package var fault: Fault? {
    guard kind == .runtime, let start = message.firstRange(of: "attempt to ")?.upperBound else { return nil }
    let rest = message[start...]
    guard let article = rest.firstRange(of: " a "), let value = rest[article.upperBound...].firstRange(of: " value")
    else { return nil }
    let operation = String(rest[..<article.lowerBound])
    let type = String(rest[article.upperBound..<value.lowerBound])
    var variable: Variable?
    let info = rest[value.upperBound...]
    if info.hasPrefix(" ("), let open = info.firstRange(of: " '"),
      let close = info[open.upperBound...].firstIndex(of: "'")
    {
      let kind = info[info.index(info.startIndex, offsetBy: 2)..<open.lowerBound]
      variable = Variable(kind: String(kind), name: String(info[open.upperBound..<close]))
    }
    return .wrongType(operation: operation, type: type, variable: variable)
  }
}
