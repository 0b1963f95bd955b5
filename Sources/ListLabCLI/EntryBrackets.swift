import LuaBridge
import LuaREPL

/// The brackets an entry of the REPL left open, so that when it fails to compile (a missing
/// comma in a list typed over several lines) the lines that only close them (`}`, `},`) are
/// skipped: the mistake is reported once, not once more for each of its closing lines.
struct EntryBrackets {
  /// Brackets the entry being typed has opened and not closed.
  private var open = 0
  /// Brackets a failed entry left open, that the next lines may close.
  private var failedOpen = 0

  /// Counts the brackets of a line about to be entered.
  mutating func enter(_ line: String, continuing: Bool) {
    if !continuing { open = 0 }
    failedOpen = 0
    open += Self.balance(of: LuaTokenizer.tokens(line))
  }

  /// Notes whether the entry failed to compile with brackets still open.
  mutating func finish(_ outcome: ReplSession.Outcome, continuing: Bool) {
    guard !continuing else { return }
    if case .failed(let error) = outcome, error.kind == .syntax { failedOpen = max(0, open) }
    open = 0
  }

  /// Whether `line` only closes brackets that the failed entry before it left open (`}`, `},`,
  /// `})`): it is then skipped, and counted off.
  ///
  /// - Complexity: O(length of the line).
  mutating func closesFailedEntry(_ line: String) -> Bool {
    guard failedOpen > 0 else { return false }
    let tokens = LuaTokenizer.tokens(line)
    let closing: Set<String> = ["}", ")", "]", ",", ";"]
    guard !tokens.isEmpty, tokens.allSatisfy({ $0.kind == .symbol && closing.contains($0.text) }) else {
      failedOpen = 0
      return false
    }
    let closed = -Self.balance(of: tokens)
    guard closed <= failedOpen else {
      failedOpen = 0
      return false
    }
    failedOpen -= closed
    return true
  }

  /// Opened brackets less closed ones.
  private static func balance(of tokens: [LuaTokenizer.Token]) -> Int {
    tokens.reduce(0) { count, token in
      guard token.kind == .symbol else { return count }
      switch token.text {
      case "{", "(", "[": return count + 1
      case "}", ")", "]": return count - 1
      default: return count
      }
    }
  }
}
