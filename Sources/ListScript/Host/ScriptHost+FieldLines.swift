import ListDeclaration
import ListLabCore
import LuaBridge

extension ScriptHost {
  /// `error` with each problem about a field placed at the line the field is written on, when the
  /// declaration spans several lines: Lua records the line of a call, not of a table's fields, so
  /// a declaration's problems come with the line of `list {`; the field is found in the source
  /// (the file, or the lines typed at the REPL) from there.
  ///
  /// - Complexity: O(size of the declaration's source) per problem with a field.
  func placingFields(of error: any Error) -> any Error {
    if let error = error as? DeclarationError { return placingFields(of: error) }
    if let error = error as? ChangeError, case .invalidDeclaration(let declaration) = error.reason {
      return ChangeError(.invalidDeclaration(placingFields(of: declaration)), in: error.operation)
    }
    return error
  }

  private func placingFields(of error: DeclarationError) -> DeclarationError {
    var placed = error
    for index in placed.problems.indices {
      let problem = placed.problems[index]
      guard let site = problem.site, let key = problem.field ?? Self.unknownKey(in: problem.message),
        let line = fieldLine(key, of: problem.subject, from: site)
      else { continue }
      placed.problems[index].site = SourceSite(file: site.file, line: line)
    }
    return placed
  }

  /// The key an `unknown field "txt" …` problem names.
  private static func unknownKey(in message: String) -> String? {
    guard message.hasPrefix("unknown field \"") else { return nil }
    return String(message.dropFirst("unknown field \"".count).prefix { $0 != "\"" })
  }

  /// The most lines a declaration is searched for its field.
  private static let searchedLines = 400

  /// The line of `key = …` inside the table of `subject` (`list`, `cell "a"`, `label`) written on or
  /// after `site`'s line, at that table's own level; nil when it cannot be found.
  private func fieldLine(_ key: String, of subject: String, from site: SourceSite) -> Int? {
    var text = ""
    var starts: [Int] = []  // the byte offset where each line starts
    for number in site.line..<(site.line + Self.searchedLines) {
      guard let line = sourceText(LuaSourceLocation(source: site.file, line: number)) else { break }
      starts.append(text.utf8.count)
      text += line + "\n"
    }
    let tokens = LuaTokenizer.tokens(text)
    let words = subject.split(separator: " ", maxSplits: 1).map(String.init)
    guard let open = Self.openingBrace(of: words, in: tokens) else { return nil }
    var depth = 0
    for index in open..<tokens.count {
      let token = tokens[index]
      if token.isSymbol("{") || token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
      if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") {
        depth -= 1
        if depth == 0 { return nil }
      }
      guard depth == 1, token.isName(key), index + 1 < tokens.count, tokens[index + 1].isSymbol("=") else { continue }
      let offset = token.range.lowerBound
      let line = (starts.lastIndex { $0 <= offset } ?? 0) + site.line
      return line
    }
    return nil
  }

  /// The `{` that opens the table of `list {`, `cell "a" {` (the subject's words), the first one.
  private static func openingBrace(of words: [String], in tokens: [LuaTokenizer.Token]) -> Int? {
    guard let kind = words.first else { return nil }
    for index in tokens.indices where tokens[index].isName(kind) {
      var next = index + 1
      if words.count > 1 {
        guard next < tokens.count, tokens[next].kind == .string,
          tokens[next].text.dropFirst().dropLast() == words[1].dropFirst().dropLast()
        else { continue }
        next += 1
      }
      if next < tokens.count, tokens[next].isSymbol("(") { next += 1 }
      if next < tokens.count, tokens[next].isSymbol("{") { return next }
    }
    return nil
  }
}
