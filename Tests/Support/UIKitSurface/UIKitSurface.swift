import Foundation

/// Reads the public declarations of `Sources/ListLabUIKit` as UIKit's documentation names them.
///
/// A line-based reader of the sources as `Scripts/format` writes them: it follows the types and
/// extensions by their braces and reads, at the level of a type's body, every `public` or `open`
/// declaration (overrides aside: UIKit documents them on the superclass), every case of a public
/// enum and every requirement of a public protocol. Operators and conformances' `==` are not
/// members.
package enum UIKitSurface {
  /// The repository's root, from this file's path.
  package static let repository: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
  }()

  /// Every public declaration of ListLabUIKit, in the order of its files (sorted) and lines. A
  /// protocol extension's default implementation of a requirement is the requirement, not a
  /// member of its own.
  package static func declarations() throws -> [SurfaceDeclaration] {
    let folder = repository + "/Sources/ListLabUIKit"
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
    let all = try files.flatMap { file in
      declarations(
        of: try String(contentsOfFile: folder + "/" + file, encoding: .utf8), file: "Sources/ListLabUIKit/" + file)
    }
    let requirements = Set(all.filter { $0.kind == .requirement }.map(\.name))
    return all.filter { $0.kind == .requirement || !requirements.contains($0.name) }
  }

  private struct Context {
    var name: String
    var kind: String
    var depth: Int
  }

  private static let modifiers: Set<String> = [
    "static", "class", "final", "convenience", "required", "override", "nonisolated", "lazy", "weak", "private(set)",
    "internal(set)", "mutating", "indirect", "dynamic",
  ]

  /// The declarations of one file.
  package static func declarations(of source: String, file: String) -> [SurfaceDeclaration] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [SurfaceDeclaration] = []
    var depth = 0
    var stack: [Context] = []
    var doc: [String] = []
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        doc.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
        index += 1
        continue
      }
      let code = withoutAttributes(code(of: trimmed))
      if code.isEmpty, trimmed.hasPrefix("@") {
        index += 1
        continue
      }
      let atBody = stack.last.map { depth == $0.depth + 1 } ?? (depth == 0)
      var opened: Context?
      if atBody {
        let owner = stack.isEmpty ? nil : stack.map(\.name).joined(separator: ".")
        let context = (owner: owner, kind: stack.last?.kind, file: file, line: index + 1, doc: doc)
        if let (declarations, type) = declaration(code, lines: lines, at: index, context) {
          found += declarations
          opened = type.map { Context(name: $0.name, kind: $0.kind, depth: depth) }
        } else if let name = extendedType(code) {
          opened = Context(name: name, kind: "extension", depth: depth)
        }
      }
      var braces = code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
      if var opened {
        // The type's brace may be on a later line (a long conformance list).
        var last = index
        var text = code
        while !text.contains("{"), last + 1 < lines.count {
          last += 1
          text = self.code(of: lines[last].trimmingCharacters(in: .whitespaces))
          braces += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
        }
        opened.depth = depth
        depth += braces
        if depth > opened.depth { stack.append(opened) }
        index = last
      } else {
        depth += braces
      }
      while let top = stack.last, depth <= top.depth { stack.removeLast() }
      if !trimmed.isEmpty { doc = [] }
      index += 1
    }
    return found
  }

  private typealias Site = (owner: String?, kind: String?, file: String, line: Int, doc: [String])

  /// The declarations a line starts (several for `case a, b`), and the type it opens.
  private static func declaration(_ code: String, lines: [String], at index: Int, _ site: Site)
    -> ([SurfaceDeclaration], (name: String, kind: String)?)?
  {
    var words = code.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    func make(_ name: String, _ kind: SurfaceDeclaration.Kind, labels: [String]? = nil, isStatic: Bool = false)
      -> SurfaceDeclaration
    {
      let full =
        (site.owner.map { $0 + "." } ?? "") + name + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
      return SurfaceDeclaration(
        name: full, kind: kind, isStatic: isStatic, owner: site.owner, labels: labels, file: site.file, line: site.line,
        doc: site.doc, signature: signature(code, lines: lines, at: index))
    }
    if site.kind == "enum", words.first == "case" {
      let body = String(code.dropFirst(5))
      return (
        splitTopLevel(body).compactMap { item in
          let entry = withoutRawValue(item)
          guard let paren = entry.firstIndex(of: "(") else {
            return entry.isEmpty ? nil : make(entry, .enumCase, isStatic: true)
          }
          return make(String(entry[..<paren]), .enumCase, labels: labels(String(entry[paren...])), isStatic: true)
        }, nil
      )
    }
    if site.kind == "protocol", let first = words.first, ["func", "var", "init", "static"].contains(first) {
      if first == "static" { words.removeFirst() }
      return (
        requirement(words, code: code, lines: lines, at: index).map { make($0.name, .requirement, labels: $0.labels) }
          .map { [$0] } ?? [], nil
      )
    }
    guard let first = words.first, first == "public" || first == "open" else { return nil }
    words.removeFirst()
    var seen: Set<String> = []
    while let word = words.first, modifiers.contains(word),
      !(word == "class" && words.count > 1 && !["func", "var", "let"].contains(words[1]))
    {
      seen.insert(word)
      words.removeFirst()
    }
    guard let keyword = words.first, words.count > 1 || keyword.hasPrefix("init") else { return nil }
    let isOverride = seen.contains("override")
    let isStatic = seen.contains("static") || seen.contains("class")
    let rest = words.dropFirst().joined(separator: " ")
    switch keyword {
    case "class", "struct", "enum", "protocol", "actor", "typealias":
      let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      let kind: SurfaceDeclaration.Kind = keyword == "typealias" ? .typeAlias : .type
      return ([make(name, kind)], keyword == "typealias" ? nil : (name, keyword))
    case "func", "subscript":
      let name = keyword == "func" ? String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : "subscript"
      guard !name.isEmpty, !isOverride else { return ([], nil) }
      return (
        [make(name, .method, labels: labels(parameterText(code, lines: lines, at: index)), isStatic: isStatic)], nil
      )
    case _ where keyword.hasPrefix("init"):
      guard !isOverride else { return ([], nil) }
      return ([make("init", .initializer, labels: labels(parameterText(code, lines: lines, at: index)))], nil)
    case "var", "let":
      guard !isOverride else { return ([], nil) }
      let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      return ([make(name, .property, isStatic: isStatic)], nil)
    case "import":
      return ([], nil)
    default:
      return nil
    }
  }

  private static func requirement(_ words: [String], code: String, lines: [String], at index: Int)
    -> (name: String, labels: [String]?)?
  {
    guard let keyword = words.first else { return nil }
    let rest = words.dropFirst().joined(separator: " ")
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    switch keyword {
    case "var": return (name, nil)
    case "func": return (name, labels(parameterText(code, lines: lines, at: index)))
    default: return ("init", labels(parameterText(code, lines: lines, at: index)))
    }
  }

  /// `extension UICollectionView {` → `UICollectionView`.
  private static func extendedType(_ code: String) -> String? {
    var words = code.split(separator: " ").map(String.init)
    if words.first == "public" { words.removeFirst() }
    guard words.first == "extension", words.count > 1 else { return nil }
    return String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }

  /// The parameter list of a declaration starting at `index`, from its `(` to the matching `)`,
  /// across lines (after any generic parameter clause).
  private static func parameterText(_ code: String, lines: [String], at index: Int) -> String {
    var text = code
    var next = index
    while text.firstIndex(of: "(") == nil || balance(text) > 0, next + 1 < lines.count {
      next += 1
      text += " " + self.code(of: lines[next].trimmingCharacters(in: .whitespaces))
    }
    guard let open = text.firstIndex(of: "(") else { return "()" }
    return String(text[open...])
  }

  private static func balance(_ text: String) -> Int {
    text.filter { $0 == "(" }.count - text.filter { $0 == ")" }.count
  }

  /// The argument labels of `(label name: Type, _ name: Type = default, …)…`.
  static func labels(_ text: String) -> [String] {
    var depth = 0
    var current = ""
    var parts: [String] = []
    var previous: Character = " "
    for character in text {
      defer { previous = character }
      switch character {
      case "(", "[", "<":
        if depth > 0 { current.append(character) }
        depth += 1
      case ")", "]", ">":
        if character == ">", previous == "-" {
          current.append(character)
          continue
        }
        depth -= 1
        if depth == 0 {
          parts.append(current)
          return parts.compactMap(label)
        }
        current.append(character)
      case "," where depth == 1:
        parts.append(current)
        current = ""
      default:
        if depth > 0 { current.append(character) }
      }
    }
    return parts.compactMap(label)
  }

  /// A parameter's label; `_` for a case's payload without one (`custom(CGFloat)`).
  private static func label(_ parameter: String) -> String? {
    guard parameter.contains(":") else { return parameter.trimmingCharacters(in: .whitespaces).isEmpty ? nil : "_" }
    let head = parameter.split(separator: ":", maxSplits: 1).first.map { $0.trimmingSpaces } ?? ""
    return head.split(separator: " ").first.map(String.init)
  }

  /// `a = 1` → `a`; `leading(displayed: DisplayedState = .always)` stays whole (its `=` is a default).
  private static func withoutRawValue(_ item: String) -> String {
    var depth = 0
    for index in item.indices {
      switch item[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "=" where depth == 0: return String(item[..<index]).trimmingCharacters(in: .whitespaces)
      default: break
      }
    }
    return item.trimmingCharacters(in: .whitespaces)
  }

  /// The declaration starting at `index` up to its body's `{` (or its end), across lines while
  /// its parentheses are open.
  private static func signature(_ code: String, lines: [String], at index: Int) -> String {
    var text = code
    var next = index
    while balance(text) > 0, next + 1 < lines.count {
      next += 1
      text += " " + self.code(of: lines[next].trimmingCharacters(in: .whitespaces))
    }
    // Effects, a result or a where clause on the lines after the parameters.
    while !text.contains("{"), next + 1 < lines.count {
      let following = self.code(of: lines[next + 1].trimmingCharacters(in: .whitespaces))
      guard ["async", "throws", "rethrows", "->", "where", "{"].contains(where: { following.hasPrefix($0) }) else {
        break
      }
      next += 1
      text += " " + following
    }
    var depth = 0
    for position in text.indices {
      switch text[position] {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "{" where depth == 0: return String(text[..<position]).trimmingCharacters(in: .whitespaces)
      default: break
      }
    }
    return text
  }

  /// Splits `a, b(x: Int, y: Int), c` at its top-level commas.
  private static func splitTopLevel(_ text: String) -> [String] {
    var depth = 0
    var current = ""
    var items: [String] = []
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == ",", depth == 0 {
        items.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current.trimmingCharacters(in: .whitespaces))
    return items.filter { !$0.isEmpty }
  }

  /// A line without its string literals' contents and its `//` comment.
  private static func code(of line: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      defer { previous = character }
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          result.append(character)
        }
        continue
      }
      if character == "/", previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" { inString = true }
      result.append(character)
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// The line without its leading attributes (`@MainActor`, `@discardableResult`, …).
  private static func withoutAttributes(_ code: String) -> String {
    var rest = Substring(code)
    while rest.hasPrefix("@") {
      var depth = 0
      var end = rest.endIndex
      for index in rest.indices.dropFirst() {
        let character = rest[index]
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        if depth == 0, character == " " {
          end = index
          break
        }
      }
      rest = rest[end...].drop { $0 == " " }
    }
    return String(rest)
  }
}
