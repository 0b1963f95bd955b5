/// A Lua value as Swift sees it.
///
/// Tables, functions, foreign userdata and threads are registry references (they stay alive while
/// Swift holds them); userdata that wrap a Swift object registered with ``Lua/define(_:)`` arrive as
/// ``object(_:)``. Strings are decoded as UTF-8 (invalid bytes replaced); use
/// ``LuaStack/bytes(at:)`` for the raw bytes. Embedded zeros are kept.
package enum LuaValue {
  case `nil`
  case boolean(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case table(LuaTable)
  case function(LuaFunction)
  case object(AnyObject)
  case userdata(LuaReference)
  case lightUserdata(UnsafeMutableRawPointer?)
  case thread(LuaReference)

  /// Lua's name for the value's type, as `type()` returns it.
  package var typeName: String {
    switch self {
    case .nil: "nil"
    case .boolean: "boolean"
    case .integer, .number: "number"
    case .string: "string"
    case .table: "table"
    case .function: "function"
    case .object, .userdata, .lightUserdata: "userdata"
    case .thread: "thread"
    }
  }

  /// Lua truthiness: everything but `nil` and `false` is true.
  package var isTruthy: Bool {
    switch self {
    case .nil: false
    case .boolean(let value): value
    default: true
    }
  }

  package var isNil: Bool {
    if case .nil = self { true } else { false }
  }

  /// The number, for integers and floats.
  package var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }

  /// The integer, for integers and floats with an exact integer value.
  package var integer: Int? {
    switch self {
    case .integer(let value): value
    case .number(let value):
      if value.isFinite, value.rounded() == value, let exact = Int(exactly: value) { exact } else { nil }
    default: nil
    }
  }

  package var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  package var table: LuaTable? {
    if case .table(let value) = self { value } else { nil }
  }

  package var function: LuaFunction? {
    if case .function(let value) = self { value } else { nil }
  }

  package var object: AnyObject? {
    if case .object(let value) = self { value } else { nil }
  }
}

extension LuaValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
  package init(nilLiteral: ()) { self = .nil }
  package init(booleanLiteral value: Bool) { self = .boolean(value) }
  package init(integerLiteral value: Int) { self = .integer(value) }
  package init(floatLiteral value: Double) { self = .number(value) }
  package init(stringLiteral value: String) { self = .string(value) }
}

extension LuaValue: CustomStringConvertible {
  /// A short, Lua-like rendering for diagnostics (no metamethods are called).
  package var description: String {
    switch self {
    case .nil: "nil"
    case .boolean(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let value): LuaValue.format(value)
    case .string(let value): value
    case .table: "table"
    case .function: "function"
    case .object(let object): String(describing: type(of: object))
    case .userdata: "userdata"
    case .lightUserdata: "userdata"
    case .thread: "thread"
    }
  }

  /// Formats a float as Lua's `%.14g`, adding `.0` to integral values ("3.0", "0.1", "1e+100").
  package static func format(_ value: Double) -> String {
    if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let text = CLibrary.formatG14(value)
    if text.contains(where: { $0 == "." || $0 == "e" || $0 == "n" || $0 == "i" }) { return text }
    return text + ".0"
  }
}
