import Foundation

extension UIKitSurface {
  /// Where the use of every member of docs/swift.md's table is checked in: a file of
  /// ListLabUIKitSnippetTests, so that the table's every row compiles against ListLabUIKit.
  package static let usesPath = "Tests/ListLabUIKitSnippetTests/Generated/TableRows.swift"

  /// The Swift file that uses every UIKit member docs/swift.md's table lists, one function per
  /// member (never called) in an extension of its type, so that the type's names and generic
  /// parameters are in scope: an initializer or a method called with an argument of each
  /// parameter's type, a property read, a case made.
  package static func usesFile(_ declarations: [SurfaceDeclaration]) -> String {
    var lines = [
      "// Every UIKit member docs/swift.md's table lists, used once, so that every row of the table",
      "// compiles against ListLabUIKit. Derived from Sources/ListLabUIKit's declarations; do not edit:",
      "// `LISTLAB_RECORD=1 swift test --filter UIKitSurfaceTests` writes it again.",
      "",
      "import Foundation",
      "import ListLabUIKit",
      "",
      "private func placeholder<T>() -> T { fatalError(\"never called\") }",
    ]
    let types = Dictionary(
      declarations.filter { $0.kind == .type || $0.kind == .typeAlias }.map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
    var number = 0
    for (type, members) in rows(declarations) {
      guard let owner = types[type] else { continue }
      number += 1
      let simpleName = owner.baseName
      if owner.kind == .typeAlias {
        lines += ["", "// \(type)"]
        if let enclosing = owner.owner {
          lines += [
            "extension \(enclosing) {",
            "  @MainActor fileprivate static func use\(number)(_ value: \(simpleName)) { _ = value }", "}",
          ]
        } else {
          lines.append("@MainActor private func use\(number)(_ value: \(simpleName)) { _ = value }")
        }
        continue
      }
      let isClass = owner.signature.split(separator: " ").contains("class")
      // A class's own name (its generic arguments implied inside its extension); `Self` otherwise.
      let staticReceiver = isClass ? type : "Self"
      let parameter = isClass ? type : "inout Self"
      lines += ["", "// \(type)", "extension \(type) {"]
      var written: Set<String> = []
      for member in members where written.insert(member.name).inserted {
        number += 1
        let statements = use(member, typeName: staticReceiver).map {
          qualified($0, in: type, types: types)
        }
        let clause = member.kind == .method || member.kind == .initializer ? genericClause(member.signature) : nil
        // The member's own generic parameters, named in the signature so that they are used.
        let generics = clause.map { ", _ generics: (\(parameterNames($0).joined(separator: ", "))).Type" } ?? ""
        if written.count > 1 { lines.append("") }
        lines.append("  // \(member.name)")
        lines.append(
          "  @MainActor fileprivate static func use\(number)\(clause ?? "")(_ value: \(parameter)\(generics)) async throws {"
        )
        lines += statements.map { "    " + $0 }
        lines.append("  }")
      }
      lines.append("}")
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// `<Cell: UICollectionViewCell, Item>` of `… CellRegistration<Cell: UICollectionViewCell, Item> …`
  /// or `func dequeue<Cell, Item>(…`: the angle brackets right after the declared name.
  static func genericClause(_ signature: String) -> String? {
    let head = signature.prefix { $0 != "(" && $0 != ":" && $0 != "=" && $0 != "{" }
    guard let open = head.firstIndex(of: "<") else { return nil }
    var depth = 0
    var index = open
    while index < signature.endIndex {
      switch signature[index] {
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return String(signature[open...index]) }
      default: break
      }
      index = signature.index(after: index)
    }
    return nil
  }

  /// `code` with the names of types nested in an enclosing type of `owner` (`LayoutDimension` in
  /// `UICellAccessory.DisclosureIndicatorOptions`) written in full: an extension of a nested
  /// type sees its own members, not its enclosing type's.
  static func qualified(_ code: String, in owner: String, types: [String: SurfaceDeclaration]) -> String {
    let scopes = owner.split(separator: ".").map(String.init)
    guard scopes.count > 1 else { return code }
    var result = ""
    var word = ""
    var previous: Character = " "
    func flush() {
      defer { word = "" }
      guard let first = word.first, first.isUppercase, previous != "." else { return result += word }
      if types[owner + "." + word] != nil { return result += word }
      for depth in stride(from: scopes.count - 1, through: 1, by: -1) {
        let enclosing = scopes[..<depth].joined(separator: ".")
        if types[enclosing + "." + word] != nil { return result += enclosing + "." + word }
      }
      result += word
    }
    for character in code {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      flush()
      previous = character
      result.append(character)
    }
    flush()
    return result
  }

  /// `Cell, Item` of `<Cell: UICollectionViewCell, Item>`.
  static func parameterNames(_ clause: String) -> [String] {
    splitParameters(String(clause.dropFirst().dropLast())).map {
      String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)
    }
  }

  /// The statements that use `member`.
  static func use(_ member: SurfaceDeclaration, typeName: String) -> [String] {
    let name = member.baseName
    let receiver = member.isStatic || member.kind == .enumCase || member.kind == .initializer ? typeName : "value"
    switch member.kind {
    case .property:
      return ["_ = \(receiver).\(name)"]
    case .requirement where member.labels == nil:
      return ["_ = value.\(name)"]
    case .enumCase:
      guard member.labels != nil else { return ["_ = \(receiver).\(name)"] }
      return ["_ = \(receiver).\(name)(\(arguments(casePayload(member))))"]
    case .initializer, .method, .requirement:
      let parameters = parameterList(member.signature)
      let effects = effectsAfterParameters(member.signature)
      let call: String
      if member.kind == .initializer {
        call = "\(receiver)(\(arguments(parameters)))"
      } else if name == "subscript" {
        call = "\(receiver)[\(arguments(parameters))]"
      } else {
        call = "\(receiver).\(name)(\(arguments(parameters)))"
      }
      let discard = member.kind == .initializer || effects.returns ? "_ = " : ""
      return [discard + (effects.throws ? "try " : "") + (effects.async ? "await " : "") + call]
    case .type, .typeAlias:
      return []
    }
  }

  /// The payload of the case `member` declares, from its line (`case a(Int), b(x: Int)`).
  private static func casePayload(_ member: SurfaceDeclaration) -> String {
    var body = member.signature
    if body.hasPrefix("case ") { body.removeFirst(5) }
    for item in splitParameters(body) where item.hasPrefix(member.baseName + "(") {
      return String(item.dropFirst(member.baseName.count))
    }
    return "()"
  }

  /// `(at indexPath: IndexPath?, animated: Bool = true)` of a signature, from its first `(`.
  private static func parameterList(_ signature: String) -> String {
    guard let open = signature.firstIndex(of: "(") else { return "()" }
    var depth = 0
    var index = open
    while index < signature.endIndex {
      switch signature[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return String(signature[open...index]) }
      default: break
      }
      index = signature.index(after: index)
    }
    return String(signature[open...])
  }

  private static func effectsAfterParameters(_ signature: String) -> (async: Bool, throws: Bool, returns: Bool) {
    let list = parameterList(signature)
    guard let range = signature.range(of: list) else { return (false, false, false) }
    let rest = signature[range.upperBound...]
    let words = rest.split(separator: "->", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    let effects = words.split(separator: " ").map(String.init)
    return (
      effects.contains("async"), effects.contains("throws") || effects.contains("rethrows"), rest.contains("->")
    )
  }

  /// `at: placeholder() as IndexPath?, animated: placeholder() as Bool` from a parameter list.
  private static func arguments(_ list: String) -> String {
    let inner = String(list.dropFirst().dropLast())
    return splitParameters(inner).map { parameter -> String in
      var label = "_"
      var type = parameter
      if let colon = topLevelColon(parameter) {
        let names = parameter[..<colon].split(separator: " ")
        label = names.first.map(String.init) ?? "_"
        type = String(parameter[parameter.index(after: colon)...])
      }
      type = withoutDefault(type)
      for attribute in ["@escaping ", "__owned ", "sending ", "consuming ", "borrowing "] {
        type = type.replacingOccurrences(of: attribute, with: "")
      }
      type = type.trimmingCharacters(in: .whitespaces)
      if type.hasSuffix("...") { type.removeLast(3) }
      let value = "placeholder() as \(type)"
      return label == "_" ? value : "\(label): \(value)"
    }.joined(separator: ", ")
  }

  /// Splits a parameter list's inside at its top-level commas (not those of a tuple, a generic
  /// argument list or a default closure).
  private static func splitParameters(_ text: String) -> [String] {
    var depth = 0
    var current = ""
    var items: [String] = []
    var previous: Character = " "
    for character in text {
      defer { previous = character }
      switch character {
      case "(", "[", "<", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case ">" where previous != "-": depth -= 1
      case "," where depth == 0:
        items.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    items.append(current.trimmingCharacters(in: .whitespaces))
    return items.filter { !$0.isEmpty }
  }

  private static func topLevelColon(_ parameter: String) -> String.Index? {
    var depth = 0
    var previous: Character = " "
    for index in parameter.indices {
      defer { previous = parameter[index] }
      switch parameter[index] {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      case ":" where depth == 0: return index
      default: break
      }
    }
    return nil
  }

  private static func withoutDefault(_ type: String) -> String {
    var depth = 0
    var previous: Character = " "
    for index in type.indices {
      defer { previous = type[index] }
      switch type[index] {
      case "(", "[", "<", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case ">" where previous != "-": depth -= 1
      case "=" where depth == 0: return String(type[..<index])
      default: break
      }
    }
    return type
  }

}
