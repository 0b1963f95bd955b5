/// Swift names made from ListLab's: identifiers, section and node ids, file names.
enum SwiftNames {
  static let keywords: Set<String> = [
    "class", "struct", "enum", "func", "var", "let", "in", "for", "while", "if", "else", "switch", "case", "default",
    "return", "self", "Self", "super", "init", "true", "false", "nil", "import", "extension", "protocol", "where",
    "repeat", "break", "continue", "do", "catch", "try", "throw", "is", "as", "static", "public", "private", "internal",
    "operator", "subscript", "typealias", "associatedtype", "defer", "guard", "inout", "some", "any", "Type",
  ]

  /// The words of `text`: runs of letters and digits, split where a lowercase letter meets an
  /// uppercase one (`taxes 2024.pdf` → taxes, 2024, pdf; `articleImageView` → article, Image, View).
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in text {
      guard character.isLetter || character.isNumber, character.isASCII else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previous = nil
        continue
      }
      if let previous, previous.isLowercase, character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A lowerCamelCase name (`taxes2024Pdf`), never a keyword nor starting with a digit; `fallback`
  /// when `text` has no letters or digits.
  static func variable(_ text: String, fallback: String = "item") -> String {
    let parts = words(text)
    guard let first = parts.first else { return fallback }
    var name = first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map(capitalized).joined()
    if name.first?.isNumber == true { name = fallback + capitalized(name) }
    return keywords.contains(name) ? name + "Item" : name
  }

  /// An UpperCamelCase name (`DemoStaticTable`); `fallback` when `text` has no letters or digits.
  static func type(_ text: String, fallback: String = "Lists") -> String {
    var name = words(text).map(capitalized).joined()
    if name.isEmpty { return fallback }
    if name.first?.isNumber == true { name = fallback + name }
    return keywords.contains(name) ? name + fallback : name
  }

  static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}

/// Unique names in one scope: `apple`, `apple2`, … .
struct NameScope {
  private var taken: Set<String>

  init(reserved: Set<String> = []) { taken = reserved }

  mutating func unique(_ name: String) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = name + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }
}

/// Names of generated variables: `item1`, `group2`, … per kind.
struct ViewNames {
  private var counts: [String: Int] = [:]

  mutating func next(_ kind: String) -> String {
    counts[kind, default: 0] += 1
    return "\(kind)\(counts[kind]!)"
  }
}
