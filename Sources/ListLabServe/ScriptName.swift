/// The names of scripts the server accepts: a plain file name ending in `.lua`, of letters,
/// digits, `-`, `_` and `.`, not starting with a dot — never a path, so nothing outside the
/// served folder can be named.
enum ScriptName {
  static let longest = 80

  static func isValid(_ name: String) -> Bool {
    guard name.hasSuffix(".lua"), name.count > 4, name.utf8.count <= longest, name.first != "." else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
      default: return false
      }
    }
  }

  /// `name` when valid, else `playground.lua`.
  static func orDefault(_ name: String?) -> String {
    guard let name, isValid(name) else { return "playground.lua" }
    return name
  }
}
