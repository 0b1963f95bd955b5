extension LuaTokenizer.Token {
  /// Whether this is the name `text` (not a keyword, a string or a field written the same).
  package func isName(_ text: String) -> Bool {
    kind == .name && self.text == text
  }

  /// Whether this is a symbol `text`.
  package func isSymbol(_ text: String) -> Bool {
    kind == .symbol && self.text == text
  }

  /// Whether a call's arguments start here: `(`, `{` or a string (`f(x)`, `f{…}`, `f"…"`).
  package var opensArguments: Bool {
    kind == .string || isSymbol("(") || isSymbol("{")
  }

  /// Whether an expression can end with this token, so that what follows it calls or indexes
  /// it (a name, a literal, `)`, `]`, `}`).
  package var endsExpression: Bool {
    switch kind {
    case .name, .string, .number: true
    case .keyword: ["nil", "true", "false", "end"].contains(text)
    case .symbol: [")", "]", "}", "..."].contains(text)
    }
  }
}

extension LuaTokenizer {
  /// The text of the source between two tokens' byte offsets.
  package static func text(of source: String, from start: Int, to end: Int) -> String {
    let bytes = source.utf8
    let lower = bytes.index(bytes.startIndex, offsetBy: start)
    let upper = bytes.index(bytes.startIndex, offsetBy: end)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// The index of the token that closes the bracket opened at `open` (`(`, `{` or `[`), or nil
  /// when the tokens end first.
  ///
  /// - Complexity: O(tokens up to the closing one).
  package static func closing(_ tokens: [Token], from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count where tokens[index].kind == .symbol {
      switch tokens[index].text {
      case "(", "{", "[": depth += 1
      case ")", "}", "]":
        depth -= 1
        if depth == 0 { return index }
      default: continue
      }
    }
    return nil
  }
}
