import Foundation

/// Runs the examples of one page with the built `listlab` and collects what failed, each failure
/// naming the page and the line (see ``DocExample`` for the convention).
///
/// The page's scripts and fragments run in one `listlab run` process, each file in a fresh state,
/// with a file between two examples that prints a marker, so that the output splits back into
/// each example's. Each transcript command is a process of its own. With `LISTLAB_RECORD=1` the
/// outputs shown on the page are rewritten with what the examples print.
final class DocExampleRun {
  let page: DocPage
  private let scratch = Scratch()
  private(set) var failures: [String] = []
  /// New bodies of the page's blocks, by the line of their opening fence (record mode).
  private(set) var recorded: [Int: [String]] = [:]
  /// The page's last REPL session.
  private var session = Session()

  /// A REPL session: its arguments, what was typed, and what it printed.
  private struct Session {
    var arguments: [String] = []
    var typed = ""
    var printed = ""
  }

  /// Whether this run records the outputs instead of checking them.
  let recording: Bool

  init(page: DocPage, recording: Bool = DocExampleRun.recording) {
    self.page = page
    self.recording = recording
  }

  static var recording: Bool { ProcessInfo.processInfo.environment["LISTLAB_RECORD"] == "1" }

  /// Runs every example; returns the failures.
  func run() throws -> [String] {
    let (examples, problems) = DocExample.examples(of: page)
    failures += problems
    // Transcripts run from a folder that holds the page's named files and the repository's
    // `Scripts`, so that `listlab run Scripts/cards.lua` works there too.
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path + "/Scripts", withDestinationPath: ListLabBinary.repository + "/Scripts")
    let files = try writeFiles(examples)
    try runScripts(examples, files: files)
    for case .transcript(let block) in examples { try runTranscript(block) }
    if recording, !recorded.isEmpty { try writeRecordedPage() }
    return failures
  }

  /// Writes each script and fragment to its file: its name, or PAGE-LINE.lua.
  private func writeFiles(_ examples: [DocExample]) throws -> [Int: String] {
    var files: [Int: String] = [:]
    var lines: [String: Int] = [:]
    for example in examples {
      let block = example.block
      switch example {
      case .script(_, let name, _):
        let file = name ?? "\(page.stem)-\(block.line).lua"
        if let first = lines[file] {
          failures.append("\(page.path):\(block.line): \(file) is also the name of the example at line \(first)")
          continue
        }
        lines[file] = block.line
        files[block.line] = file
        try scratch.file(file, block.text)
      case .fragment(_, let name):
        // Compiled and never run: the block is the body of `if false then … end`, on the same lines.
        let file = "\(page.stem)-\(block.line).lua"
        files[block.line] = file
        try scratch.file(file, "if false then " + block.text + "end\n")
        if let name {
          if let first = lines[name] {
            failures.append("\(page.path):\(block.line): \(name) is also the name of the example at line \(first)")
            continue
          }
          lines[name] = block.line
          try scratch.file(name, block.text)
        }
      case .transcript:
        continue
      }
    }
    return files
  }

  /// Runs the scripts and fragments in one process and checks each one's part of the output.
  private func runScripts(_ examples: [DocExample], files: [Int: String]) throws {
    let runnable = examples.filter { files[$0.block.line] != nil }
    guard !runnable.isEmpty else { return }
    var arguments = ["run"]
    for index in runnable.indices {
      let marker = try scratch.file(".doc/marker-\(index).lua", "print(\"\\1doc example \(index)\")\n")
      arguments += [marker, files[runnable[index].block.line]!]
    }
    let result = try listlabMerged(arguments, directory: scratch.path)
    let parts = Self.split(result.output, markers: runnable.count)
    if !parts.before.isEmpty {
      failures.append("\(page.path): listlab printed before the first example:\n\(parts.before)")
    }
    var failedOnPurpose = false
    for (index, example) in runnable.enumerated() {
      let file = files[example.block.line]!
      let printed = parts.examples[index]
      if case .script(_, _, let output?) = example {
        failedOnPurpose = failedOnPurpose || Self.report(in: output.text, of: file) != nil
        check(printed, against: output, example: example.block)
      } else if let report = Self.report(in: printed, of: file) {
        failures.append("\(page.path):\(example.block.line): the example failed: \(report)\n\(printed)")
      }
    }
    if result.status != 0, !failedOnPurpose, failures.isEmpty {
      failures.append("\(page.path): listlab run exited with \(result.status):\n\(result.output)")
    }
  }

  /// Compares what a script printed with the output block after it (or records it).
  private func check(_ printed: String, against output: DocBlock, example: DocBlock) {
    if recording {
      if printed != output.text { recorded[output.line] = Self.lines(of: printed) }
      return
    }
    let expected = output.body.enumerated().map { (text: $1, line: output.pageLine(ofBodyLine: $0)) }
    if let difference = difference(expected: expected, printed: printed, end: output.endLine) {
      failures.append(
        "\(difference) (the output of the example at line \(example.line); LISTLAB_RECORD=1 rewrites it)\n"
          + "it printed:\n\(printed)")
    }
  }

  /// Runs each command of a transcript and compares what it printed.
  private func runTranscript(_ block: DocBlock) throws {
    let transcript = DocTranscript(block, path: page.path)
    failures += transcript.problems
    guard transcript.problems.isEmpty else { return }
    var body: [String] = []
    for (step, command) in zip(transcript.steps, transcript.commands) {
      // A block that starts with an entry goes on with the last session: what was typed before
      // is typed again, and only what the new entries print is compared.
      let before = step.arguments.map { Session(arguments: $0) } ?? session
      let arguments = before.arguments
      if recording {
        body += step.body(command: command, outputs: try outputs(of: step, arguments: arguments, before: before))
      } else {
        let result = try listlabMerged(arguments, stdin: before.typed + step.input, directory: scratch.path)
        let end = step.printed.last.map { $0.line + 1 } ?? step.line + 1
        if !result.output.hasPrefix(before.printed) {
          failures.append(
            "\(page.path):\(step.line): typed again, the session's earlier entries printed something else:\n"
              + result.output)
        } else if let difference = difference(
          expected: step.printed, printed: String(result.output.dropFirst(before.printed.count)), end: end)
        {
          failures.append("\(difference) (the command at line \(step.line))\nit printed:\n\(result.output)")
        }
      }
      if !step.entries.isEmpty {
        session = Session(arguments: arguments, typed: before.typed + step.input)
        session.printed = try listlabMerged(arguments, stdin: session.typed, directory: scratch.path).output
      }
    }
    if recording, body != block.body { recorded[block.line] = body }
  }

  /// What a step prints before its first entry and after each one: each entry's output is what
  /// the REPL prints for the entries up to it, less what it printed for those before it.
  private func outputs(
    of step: DocTranscript.Step, arguments: [String], before: Session
  ) throws -> [[String]] {
    var outputs: [[String]] = []
    var printedBefore = before.printed
    for count in 0...step.entries.count {
      let input = before.typed + step.entries.prefix(count).joined()
      let printed = try listlabMerged(arguments, stdin: input, directory: scratch.path).output
      outputs.append(Self.lines(of: String(printed.dropFirst(printedBefore.count))))
      printedBefore = printed
      if step.entries.isEmpty { break }
    }
    return outputs
  }

  /// The first line where `printed` differs from the page, as `page:line: expected …, printed …`.
  private func difference(expected: [(text: String, line: Int)], printed: String, end: Int) -> String? {
    let actual = Self.lines(of: printed)
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? expected[index].text : nil
      let got = index < actual.count ? actual[index] : nil
      guard want != got else { continue }
      let line = index < expected.count ? expected[index].line : end
      return "\(page.path):\(line): the page shows \(want.map { "\"\($0)\"" } ?? "no more lines"), "
        + "listlab printed \(got.map { "\"\($0)\"" } ?? "no more lines")"
    }
    return nil
  }

  /// Replaces the recorded blocks' bodies in the page's file: a page of the repository's docs only,
  /// never a page a test made up (which has no file, and once landed at the repository's root).
  private func writeRecordedPage() throws {
    guard let file = page.file else { return }
    var lines = page.lines
    for (line, body) in recorded.sorted(by: { $0.key > $1.key }) {
      guard let block = page.blocks.first(where: { $0.line == line }) else { continue }
      lines.replaceSubrange(block.line..<(block.endLine - 1), with: body)
    }
    try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
  }

  /// The output's lines, each without its newline.
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The output split at the markers: what came before the first, and each example's part.
  static func split(_ output: String, markers: Int) -> (before: String, examples: [String]) {
    var before = ""
    var parts = [String](repeating: "", count: markers)
    var current: Int?
    for line in lines(of: output) {
      if line.hasPrefix("\u{1}doc example "), let index = Int(line.dropFirst(13)), index < markers {
        current = index
      } else if let current {
        parts[current] += line + "\n"
      } else {
        before += line + "\n"
      }
    }
    return (before, parts)
  }

  /// The first line of `text` that reports a failure of the script `file` — its error, a
  /// warning or a failed expectation (`file:line: …`), or a traceback — or nil.
  static func report(in text: String, of file: String) -> String? {
    lines(of: text).first { line in
      line == "stack traceback:"
        || line.hasPrefix(file + ":") && line.dropFirst(file.count + 1).prefix { $0.isNumber }.count > 0
    }
  }
}
