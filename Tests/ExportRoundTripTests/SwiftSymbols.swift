import UIKitAvailability

/// The UIKit members a piece of Swift code names, found without a compiler: every `Type.member`,
/// `.member` and `instance.member` reference and every call's argument labels, looked up in the
/// record of what ListLabUIKit declares (``UIKitMember/all``). A reference whose type the reader
/// cannot see (`.fractionalWidth(1)`, `section.contentInsets`) stands for every recorded member
/// of that name and labels; a call's labels match a member's when they are its labels with
/// defaulted ones left out. Comments, string literals and `#if !canImport(UIKit)` blocks (code for
/// ListLab only) are skipped. Names the record lacks (locals, the standard library) are not UIKit.
enum SwiftSymbols {
  /// A reference to UIKit: where it is, as written, and the members it may be.
  struct Use: CustomStringConvertible {
    var line: Int
    var written: String
    var members: [UIKitMember]
    var description: String { "line \(line): \(written)" }
  }

  /// Every reference of `code` that names a recorded member.
  static func uses(in code: String) -> [Use] {
    let tokens = tokenize(code)
    var uses: [Use] = []
    for index in tokens.indices {
      guard case .identifier(let name) = tokens[index].kind else { continue }
      let previous = index > 0 ? tokens[index - 1].kind : nil
      let owner: String? = {
        guard previous == .dot, index > 1, case .identifier(let qualifier) = tokens[index - 2].kind,
          UIKitMember.isType(qualifier)
        else { return nil }
        return qualifier
      }()
      let labels = callLabels(tokens, after: index)
      if previous == .dot {
        let candidates = members(named: name, owner: owner, labels: labels)
        if !candidates.isEmpty {
          uses.append(Use(line: tokens[index].line, written: written(owner, name, labels), members: candidates))
        }
      } else if name.first?.isUppercase == true, let type = UIKitMember.named(name), type.selector == name {
        uses.append(Use(line: tokens[index].line, written: name, members: [type]))
        if let labels {
          let inits = members(named: "init", owner: name, labels: labels)
          if !inits.isEmpty {
            uses.append(Use(line: tokens[index].line, written: written(name, "init", labels), members: inits))
          }
        }
      }
    }
    return uses
  }

  /// The problems of `code` for an app targeting `target`: every use of a member newer than it,
  /// deprecated at it, or ListLab's own.
  static func problems(in code: String, target: IOSVersion) -> [String] {
    uses(in: code).flatMap { use in use.members.compactMap { $0.problem(at: target) }.map { "\(use): \($0)" } }
  }

  private static func written(_ owner: String?, _ name: String, _ labels: [String]?) -> String {
    (owner.map { $0 + "." } ?? ".") + name + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
  }

  /// The recorded members a reference may be: `name` of `owner` (any type when nil), with labels
  /// that accept `labels` (a property or case when nil).
  private static func members(named name: String, owner: String?, labels: [String]?) -> [UIKitMember] {
    let all = UIKitMember.members(withBaseName: name).filter { member in
      guard owner == nil || member.owner == owner else { return false }
      guard let labels else { return member.labels == nil }
      guard let declared = member.labels else { return false }
      return isSubsequence(labels, of: declared)
    }
    return all
  }

  private static func isSubsequence(_ labels: [String], of declared: [String]) -> Bool {
    var rest = declared[...]
    for label in labels {
      guard let found = rest.firstIndex(of: label) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  // MARK: Reading the code

  struct Token {
    enum Kind: Equatable {
      case identifier(String)
      case dot, open, close, comma, colon, angleOpen, angleClose, other
    }
    var kind: Kind
    var line: Int
  }

  /// The argument labels of a call whose name is at `index` (after any generic arguments); nil
  /// when no `(` follows.
  private static func callLabels(_ tokens: [Token], after index: Int) -> [String]? {
    var next = index + 1
    if next < tokens.count, tokens[next].kind == .angleOpen {
      var depth = 0
      while next < tokens.count {
        if tokens[next].kind == .angleOpen { depth += 1 }
        if tokens[next].kind == .angleClose { depth -= 1 }
        next += 1
        if depth == 0 { break }
      }
    }
    guard next < tokens.count, tokens[next].kind == .open else { return nil }
    var labels: [String] = []
    var depth = 0
    var argumentStart = true
    while next < tokens.count {
      let kind = tokens[next].kind
      switch kind {
      case .open:
        depth += 1
        if depth == 1 { argumentStart = true; next += 1; continue }
      case .close:
        depth -= 1
        if depth == 0 { return labels }
      case .comma where depth == 1:
        argumentStart = true
        next += 1
        continue
      default:
        break
      }
      if argumentStart, depth == 1 {
        if case .identifier(let label) = kind, next + 1 < tokens.count, tokens[next + 1].kind == .colon {
          labels.append(label)
        } else {
          labels.append("_")
        }
      }
      argumentStart = false
      next += 1
    }
    return labels
  }

  /// Identifiers and the punctuation the reader needs, without comments, string literals and
  /// `#if !canImport(UIKit)` blocks; `{`, `}` and `[` `]` count as parentheses for argument depth.
  static func tokenize(_ code: String) -> [Token] {
    var tokens: [Token] = []
    var line = 1
    var skipping = 0
    for raw in code.split(separator: "\n", omittingEmptySubsequences: false) {
      defer { line += 1 }
      let trimmed = raw.drop { $0 == " " }
      if trimmed.hasPrefix("#if !canImport(UIKit)") { skipping += 1; continue }
      if skipping > 0 {
        if trimmed.hasPrefix("#if") { skipping += 1 }
        if trimmed.hasPrefix("#endif") { skipping -= 1 }
        continue
      }
      if trimmed.hasPrefix("#") { continue }
      var characters = Array(raw)[...]
      var inString = false
      while let character = characters.first {
        characters = characters.dropFirst()
        if inString {
          if character == "\\" { characters = characters.dropFirst() } else if character == "\"" { inString = false }
          continue
        }
        switch character {
        case "\"": inString = true
        case "/" where characters.first == "/": characters = []
        case ".": tokens.append(Token(kind: .dot, line: line))
        case "(", "[", "{": tokens.append(Token(kind: .open, line: line))
        case ")", "]", "}": tokens.append(Token(kind: .close, line: line))
        case ",": tokens.append(Token(kind: .comma, line: line))
        case "-" where characters.first == ">":
          characters = characters.dropFirst()
          tokens.append(Token(kind: .other, line: line))
        case "<": tokens.append(Token(kind: .angleOpen, line: line))
        case ">": tokens.append(Token(kind: .angleClose, line: line))
        case ":": tokens.append(Token(kind: .colon, line: line))
        case _ where character.isLetter || character == "_":
          var name = String(character)
          while let next = characters.first, next.isLetter || next.isNumber || next == "_" {
            name.append(next)
            characters = characters.dropFirst()
          }
          tokens.append(Token(kind: .identifier(name), line: line))
        case " ", "\t": continue
        default: tokens.append(Token(kind: .other, line: line))
        }
      }
    }
    return tokens
  }
}
