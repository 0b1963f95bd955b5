import LuaBridge

/// Makes a top-level `local` typed at the prompt survive to the next line.
///
/// The reference `lua` REPL compiles each line as its own chunk, so `local l = list {…}` is gone on
/// the next line. ListLab rewrites such statements into assignments to *session locals*: names kept
/// in the session's environment table, which shadows the globals.
///
///     local a, b <const> = 1, 2     →   ;__repl_local("a","b"); a, b = 1, 2
///     local function f() … end      →   ;__repl_local("f"); function f() … end
///     local x                       →   ;__repl_local("x"); x = nil
///
/// Only statements at the chunk's top level (outside any block) are rewritten; `<close>` variables
/// stay real locals. The rewrite keeps every token on its line, so error positions do not move.
enum SessionLocals {
  static let declareFunction = "__repl_local"

  /// `source` with its top-level `local` statements rewritten, or `source` when there are none.
  ///
  /// - Complexity: O(n) in the length of `source`.
  static func rewrite(_ source: String) -> String {
    let tokens = LuaTokenizer.tokens(source)
    let bytes = Array(source.utf8)
    var edits: [(range: Range<Int>, replacement: String)] = []
    var depth = 0
    var pendingLoopDo = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .keyword {
        switch token.text {
        case "function", "if", "repeat": depth += 1
        case "while", "for":
          depth += 1
          pendingLoopDo += 1
        case "do":
          if pendingLoopDo > 0 { pendingLoopDo -= 1 } else { depth += 1 }
        case "end", "until": depth = max(0, depth - 1)
        case "local" where depth == 0:
          if let edit = localEdit(tokens, at: index, in: bytes) {
            edits.append(edit)
          }
        default: break
        }
      }
      index += 1
    }
    guard !edits.isEmpty else { return source }
    var rewritten = bytes
    for edit in edits.reversed() {
      rewritten.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: rewritten, as: UTF8.self)
  }

  /// The replacement for the `local` statement starting at token `index`.
  private static func localEdit(
    _ tokens: [LuaTokenizer.Token], at index: Int, in bytes: [UInt8]
  ) -> (range: Range<Int>, replacement: String)? {
    let local = tokens[index]
    guard index + 1 < tokens.count else { return nil }
    let next = tokens[index + 1]
    if next.kind == .keyword, next.text == "function" {
      guard index + 2 < tokens.count, tokens[index + 2].kind == .name, tokens[index + 2].text != declareFunction
      else { return nil }
      let name = tokens[index + 2].text
      return (local.range, ";\(declareFunction)(\"\(name)\");")
    }
    // local NAME attrib {, NAME attrib} [= …]
    var names: [String] = []
    var cursor = index + 1
    while cursor < tokens.count, tokens[cursor].kind == .name {
      names.append(tokens[cursor].text)
      cursor += 1
      if cursor + 2 < tokens.count, tokens[cursor].text == "<", tokens[cursor + 2].text == ">" {
        if tokens[cursor + 1].text == "close" { return nil }  // keep to-be-closed variables local
        cursor += 3
      }
      if cursor < tokens.count, tokens[cursor].text == "," {
        cursor += 1
      } else {
        break
      }
    }
    // The declaring function's own name stays a real local, so it cannot be shadowed.
    guard !names.isEmpty, !names.contains(declareFunction) else { return nil }
    let hasValues = cursor < tokens.count && tokens[cursor].text == "="
    let end = hasValues ? tokens[cursor].range.lowerBound : tokens[cursor - 1].range.upperBound
    let declared = names.map { "\"\($0)\"" }.joined(separator: ",")
    let targets = names.joined(separator: ", ")
    // Keep the line breaks the statement's head spanned, so later lines keep their numbers.
    let range = local.range.lowerBound..<end
    let lineBreaks = String(repeating: "\n", count: bytes[range].count { $0 == 10 })
    let replacement = ";\(declareFunction)(\(declared)); \(targets)" + (hasValues ? " " : " = nil") + lineBreaks
    return (range, replacement)
  }
}
