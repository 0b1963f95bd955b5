/// The identity of a section or an item: a Lua string or a Lua integer.
///
/// Identity decides what a diff calls the same element: an item keeps its identifier across
/// versions of the data, and whatever else changes about it is an update.
///
/// Two identifiers are the same when both are integers and equal, or both are strings and equal
/// as Swift's `String` compares them: by canonical equivalence, as UIKit's `isEqual:` and Swift's
/// `Hashable` do. So `"café"` spelled with U+00E9 and with `e` + U+0301 are one identifier, and so
/// are `"K"` and KELVIN SIGN (U+212A); `.string("3")` and `.integer(3)` are different identifiers,
/// as the Lua values `"3"` and `3` are. `==`, `hashValue`, the diff's matching (`FlatKey`,
/// `canonicalHash`), its duplicate check and the batch checks all follow this one rule.
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
  package var quoted: String {
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
