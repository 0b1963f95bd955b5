import ListDiff

/// Lines of Swift being written, indented by two spaces per level.
struct SwiftCode {
  private(set) var lines: [String] = []
  private var depth = 0

  mutating func line(_ text: String) {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
  }

  /// A `// …` comment wrapped at 100 columns.
  mutating func comment(_ text: String) {
    let width = max(40, 100 - 2 * depth - 3)
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > width {
        line("// " + current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty { line("// " + current) }
  }

  /// `opener`, then `body` one level deeper, then `closer`.
  mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftCode) -> Void) {
    line(opener)
    depth += 1
    body(&self)
    depth -= 1
    line(closer)
  }

  /// A `switch` whose `case` lines stay at its own depth (their statements go one deeper, with
  /// ``indented(_:)``), as Xcode indents them.
  mutating func switchBlock(_ opener: String, _ body: (inout SwiftCode) -> Void) {
    line(opener)
    body(&self)
    line("}")
  }

  /// `body` one level deeper (a `case`'s statements).
  mutating func indented(_ body: (inout SwiftCode) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// Lines written at the current depth without indentation (`#if` lines).
  mutating func directive(_ text: String) { lines.append(text) }

  var text: String { lines.joined(separator: "\n") }

  /// `[a, b, …]` on one line when it fits in 100 columns, else one element a line.
  static func arrayLines(_ elements: [String], prefix: String = "", suffix: String = "", into code: inout SwiftCode) {
    let single = prefix + SwiftLiteral.array(elements) + suffix
    if single.count <= 96 {
      code.line(single)
      return
    }
    code.block(prefix + "[", closer: "]" + suffix) { code in
      for element in elements { code.line(element + ",") }
    }
  }
}

/// Swift literals for values of the declaration model.
enum SwiftLiteral {
  /// A string literal: quotes, backslashes and control characters escaped.
  static func string(_ value: String) -> String {
    var literal = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\t": literal += "\\t"
      case "\r": literal += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          literal += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }

  /// A number: integral values without a fraction (`375`), others as Swift prints a `Double`
  /// (`172.5`, `0.3333333333333333`).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A fraction: `1.0 / 3` for a third (the same `Double` as 0.3333333333333333), else as
  /// ``number(_:)``.
  static func fraction(_ value: Double) -> String {
    let plain = number(value)
    guard plain.count > 6, value > 0, value < 1 else { return plain }
    for denominator in 3...100 where 1 / Double(denominator) == value { return "1.0 / \(denominator)" }
    return plain
  }

  /// An identifier as the exported code's `String` identifiers: a Lua integer id is its decimal.
  static func identifier(_ id: Identifier) -> String { string(id.description) }

  /// `[a, b, c]` on one line.
  static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }

  /// `NSDirectionalEdgeInsets(top: …, leading: …, bottom: …, trailing: …)` from the core's
  /// insets (left is leading: the core lays out left to right).
  static func insets(top: Double, leading: Double, bottom: Double, trailing: Double) -> String {
    "NSDirectionalEdgeInsets(top: \(number(top)), leading: \(number(leading)), bottom: \(number(bottom)), trailing: \(number(trailing)))"
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replaceSubrange(range, with: replacement)
  }

  private func range(of target: String) -> Range<Index>? {
    guard !target.isEmpty else { return nil }
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) { return index..<self.index(index, offsetBy: target.count) }
      index = self.index(after: index)
    }
    return nil
  }

  private func replaceSubrange(_ range: Range<Index>, with replacement: String) -> String {
    String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
  }
}
