/// A teaching demo: a Lua file in `Scripts/` named `demo-NAME.lua`, run one step at a time.
///
/// The format:
///
///     -- demo: One line that `listlab demo` lists.
///     -- Optional lines of introduction, shown before the first step.
///
///     --- The narration of step 1: one or more lines that start with three dashes.
///     local l = list { … }      -- the Lua of step 1, up to the next narration
///     print(l)
///
///     --- The narration of step 2.
///     show(l)
///
/// Steps share one session, like lines typed at the REPL: a top-level `local` of one step is
/// visible in the next. Errors name the demo file and the line in it.
struct Demo: Sendable, Equatable {
  struct Step: Sendable, Equatable {
    package var narration: String
    package var code: String
    /// Line of the code's first line in the file (1-based).
    package var firstLine: Int
  }

  var name: String
  var summary: String
  var introduction: String
  var steps: [Step]

  struct FormatError: Error, CustomStringConvertible, Sendable {
    package var description: String
  }

  /// Parses a demo file's text.
  ///
  /// - Complexity: O(length of the text).
  static func parse(_ text: String, name: String) throws(FormatError) -> Demo {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first, first.hasPrefix("-- demo:") else {
      throw FormatError(description: "demo \(name): the first line must be `-- demo: <one-line description>`")
    }
    let summary = first.dropFirst("-- demo:".count).trimmed
    var introduction: [String] = []
    var index = 1
    while index < lines.count, lines[index].hasPrefix("--"), !isNarration(lines[index]) {
      introduction.append(lines[index].dropFirst(2).trimmed)
      index += 1
    }
    var steps: [Step] = []
    var narration: [String] = []
    var code: [String] = []
    var codeStart = 0
    func finish() {
      while code.last?.allSatisfy(\.isWhitespace) == true { code.removeLast() }
      steps.append(
        Step(narration: narration.joined(separator: " "), code: code.joined(separator: "\n"), firstLine: codeStart))
      narration = []
      code = []
    }
    for (number, line) in lines.enumerated().dropFirst(index) {
      if isNarration(line) {
        if !narration.isEmpty, !code.isEmpty { finish() }
        narration.append(line.dropFirst(3).trimmed)
      } else if narration.isEmpty {
        guard line.allSatisfy(\.isWhitespace) else {
          throw FormatError(description: "demo \(name), line \(number + 1): code before the first `--- narration` line")
        }
      } else if !code.isEmpty || !line.allSatisfy(\.isWhitespace) {
        if code.isEmpty { codeStart = number + 1 }
        code.append(line)
      }
    }
    if !narration.isEmpty { finish() }
    guard !steps.isEmpty else { throw FormatError(description: "demo \(name) has no steps (`--- narration` lines)") }
    return Demo(name: name, summary: summary, introduction: introduction.joined(separator: " ").trimmed, steps: steps)
  }

  static func isNarration(_ line: String) -> Bool {
    line == "---" || line.hasPrefix("--- ")
  }
}

extension StringProtocol {
  var trimmed: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
