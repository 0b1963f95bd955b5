/// A Lua 5.4 lexer, just enough for the REPL: it finds statement keywords and names outside strings
/// and comments, with their byte ranges, so the REPL can rewrite top-level `local`s and complete
/// names. It never fails: unfinished strings or comments end the token stream.
package struct LuaTokenizer {
  package enum Kind: Equatable {
    case name
    case keyword
    case string
    case number
    case symbol
  }

  package struct Token: Equatable {
    package var kind: Kind
    /// Byte range in the source's UTF-8.
    package var range: Range<Int>
    package var text: String
  }

  /// Lua 5.4's reserved words.
  package static let keywords: Set<String> = [
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
    "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
  ]

  /// Tokens of `source`, without comments and whitespace.
  ///
  /// - Complexity: O(n) in the length of `source`.
  package static func tokens(_ source: String) -> [Token] {
    var scanner = Scanner(bytes: Array(source.utf8))
    var tokens: [Token] = []
    while let token = scanner.next() { tokens.append(token) }
    return tokens
  }

  /// Reads the tokens of a source's bytes one at a time.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    func isNameStart(_ byte: UInt8) -> Bool {
      (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95 || byte >= 0x80
    }
    func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Length of the opening long bracket `[==[` at `start` (its level), or nil.
    func longBracketLevel(at start: Int) -> Int? {
      guard start < count, bytes[start] == UInt8(ascii: "[") else { return nil }
      var cursor = start + 1
      var level = 0
      while cursor < count, bytes[cursor] == UInt8(ascii: "=") {
        level += 1
        cursor += 1
      }
      return cursor < count && bytes[cursor] == UInt8(ascii: "[") ? level : nil
    }

    /// Index just past the closing `]==]` of `level` from `start`, or `count` if unclosed.
    func skipLongBracket(from start: Int, level: Int) -> Int {
      var cursor = start + level + 2
      while cursor < count {
        if bytes[cursor] == UInt8(ascii: "]") {
          var probe = cursor + 1
          var equals = 0
          while probe < count, bytes[probe] == UInt8(ascii: "=") {
            equals += 1
            probe += 1
          }
          if equals == level, probe < count, bytes[probe] == UInt8(ascii: "]") { return probe + 1 }
        }
        cursor += 1
      }
      return count
    }

    /// Skips whitespace and comments; true when a token starts at `index`.
    mutating func skipSpaceAndComments() -> Bool {
      while index < count {
        let byte = bytes[index]
        if byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 11 || byte == 12 {
          index += 1
        } else if byte == UInt8(ascii: "-"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "-") {
          if let level = longBracketLevel(at: index + 2) {
            index = skipLongBracket(from: index + 2, level: level)
          } else {
            while index < count, bytes[index] != 10 { index += 1 }
          }
        } else {
          return true
        }
      }
      return false
    }

    /// The next token, or nil at the end.
    mutating func next() -> Token? {
      guard skipSpaceAndComments() else { return nil }
      let start = index
      let byte = bytes[index]
      if isNameStart(byte) {
        while index < count, isNameStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
        let word = text(start..<index)
        return Token(kind: keywords.contains(word) ? .keyword : .name, range: start..<index, text: word)
      }
      if isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < count && isDigit(bytes[index + 1])) {
        skipNumber()
        return Token(kind: .number, range: start..<index, text: text(start..<index))
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index += 1
        while index < count, bytes[index] != byte, bytes[index] != 10 {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          index += 1
        }
        index = min(index + 1, count)
        return Token(kind: .string, range: start..<index, text: text(start..<index))
      }
      if let level = longBracketLevel(at: index) {
        index = skipLongBracket(from: index, level: level)
        return Token(kind: .string, range: start..<index, text: text(start..<index))
      }
      // Symbols: the longest of the multi-byte ones, else one byte.
      let three = index + 3 <= count ? text(index..<index + 3) : ""
      let two = index + 2 <= count ? text(index..<index + 2) : ""
      let length =
        three == "..." ? 3 : ["==", "~=", "<=", ">=", "//", "::", "<<", ">>", ".."].contains(two) ? 2 : 1
      index += length
      return Token(kind: .symbol, range: start..<index, text: text(start..<index))
    }

    /// Moves past a number: digits, letters (hex, exponents), dots, and an exponent's sign.
    mutating func skipNumber() {
      index += 1
      while index < count {
        let next = bytes[index]
        if isDigit(next) || isNameStart(next) || next == UInt8(ascii: ".") {
          index += 1
        } else if (next == UInt8(ascii: "+") || next == UInt8(ascii: "-")),
          let previous = bytes[safe: index - 1],
          previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") || previous == UInt8(ascii: "p")
            || previous == UInt8(ascii: "P")
        {
          index += 1
        } else {
          break
        }
      }
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
