/// The identity of a section or an item: a Lua string or a Lua integer.
///
/// Identity decides what a diff calls the same element: an item keeps its identifier across
/// snapshots, and whatever else changes about it is an update. `.string("3")` and `.integer(3)`
/// are different identifiers, as the Lua values `"3"` and `3` are.
public enum Identifier: Hashable, Sendable, CustomStringConvertible {
  case string(String)
  case integer(Int)

  /// The raw string, or the integer in decimal: `apple`, `3`.
  public var description: String {
    switch self {
    case .string(let string): string
    case .integer(let integer): String(integer)
    }
  }

  /// The form used in messages: a string in double quotes (`"apple"`, with `"` and `\` escaped),
  /// an integer bare (`3`), so the two kinds never read alike.
  public var quoted: String {
    switch self {
    case .integer(let integer):
      return String(integer)
    case .string(let string):
      var quoted = "\""
      for character in string {
        if character == "\"" || character == "\\" { quoted.append("\\") }
        quoted.append(character)
      }
      quoted.append("\"")
      return quoted
    }
  }
}

extension Identifier: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
}
