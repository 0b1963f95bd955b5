/// A `console` block read as commands: each `$ listlab …` line, the REPL entries typed after it
/// (`> ` and `>> ` lines) and what it prints (every other line). A block that starts with `> `
/// goes on with the page's last REPL session (the REPL without arguments when there is none), so
/// that prose can stand between the parts of one session.
struct DocTranscript {
  /// One line of a step: typed (without its prompt) or printed.
  enum Line {
    case typed(String, continuation: Bool)
    case printed(String, line: Int)
  }

  /// One command and what happens at it.
  struct Step {
    /// The page line of the `$` line (or of the first entry, for a bare REPL).
    let line: Int
    /// The command's arguments after `listlab`; nil for a block that goes on with the last session.
    let arguments: [String]?
    var lines: [Line] = []

    /// What the REPL reads: the typed lines.
    var input: String {
      lines.compactMap { if case .typed(let text, _) = $0 { text + "\n" } else { nil } }.joined()
    }

    /// What the page shows it printing, with each line's page line.
    var printed: [(text: String, line: Int)] {
      lines.compactMap { if case .printed(let text, let line) = $0 { (text, line) } else { nil } }
    }

    /// The entries: each `> ` line with the `>> ` lines after it.
    var entries: [String] {
      var entries: [String] = []
      for case .typed(let text, let continuation) in lines {
        if continuation, !entries.isEmpty {
          entries[entries.count - 1] += text + "\n"
        } else {
          entries.append(text + "\n")
        }
      }
      return entries
    }

    /// The step as the page writes it, with `outputs[i]` printed after entry i (`outputs[0]` after
    /// the command, before the first entry).
    func body(command: String?, outputs: [[String]]) -> [String] {
      var body = command.map { ["$ " + $0] } ?? []
      body += outputs.first ?? []
      for (index, entry) in entries.enumerated() {
        let typed = entry.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for (offset, text) in typed.enumerated() { body.append((offset == 0 ? "> " : ">> ") + text) }
        body += index + 1 < outputs.count ? outputs[index + 1] : []
      }
      return body
    }
  }

  let steps: [Step]
  /// The `$` lines as written, by step, for recording (nil for a bare REPL).
  let commands: [String?]
  let problems: [String]

  /// - Parameter path: the page's path, for problems.
  init(_ block: DocBlock, path: String) {
    var steps: [Step] = []
    var commands: [String?] = []
    var problems: [String] = []
    for (index, text) in block.body.enumerated() {
      let line = block.pageLine(ofBodyLine: index)
      if text.hasPrefix("$ ") {
        let words = text.dropFirst(2).split(separator: " ").map(String.init)
        if words.first != "listlab" && words.first != "Scripts/listlab" || text.contains("\"") || text.contains("'") {
          problems.append(
            "\(path):\(line): a console example runs `listlab …` or `Scripts/listlab …`, without quotes; got \(text)")
        }
        steps.append(Step(line: line, arguments: Array(words.dropFirst())))
        commands.append(String(text.dropFirst(2)))
        continue
      }
      let prompt = text.hasPrefix(">> ") || text == ">>" ? 3 : text.hasPrefix("> ") || text == ">" ? 2 : 0
      if steps.isEmpty {
        guard prompt == 2 else {
          problems.append("\(path):\(line): a console example starts with `$ listlab …` or a `> ` entry")
          break
        }
        steps.append(Step(line: line, arguments: nil))
        commands.append(nil)
      }
      steps[steps.count - 1].lines.append(
        prompt == 0
          ? .printed(text, line: line)
          : .typed(String(text.dropFirst(min(prompt, text.count))), continuation: prompt == 3))
    }
    self.steps = steps
    self.commands = commands
    self.problems = problems
  }
}
