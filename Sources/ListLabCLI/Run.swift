import ArgumentParser
import ListExpectations
import ListLabSystem
import ListRender
import ListScript
import LuaBridge

/// `listlab run FILE…`: runs scenario files, each in a fresh state.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run scenario files, each in a fresh Lua state.",
    discussion: """
      Prints what the scripts print. Exit status 0, or 1 when a script fails: the error is printed \
      on stderr as 'file:line: message' followed by the traceback, with a 'hint:' line for the \
      classic mistakes. A failed expectation, and a change that is accepted but probably not \
      meant (a warning), are reported on stderr as 'file:line: …'. With --json, the output is JSON \
      Lines: {"type":"print","text":…} for print, layout and transition events, \
      {"type":"expectation",…} and {"type":"warning",…}, and {"type":"error",…} for a failure.

      With --html OUT.html, also writes a page of the run: the printed text, and every show(…) \
      as a picture — a layout as SVG at true scale, a transition as SVG with a player (play, \
      pause, scrub, step through the stages and phases, speed, loop). One self-contained file; \
      OUT.html#t=0.15 opens it at 0.15 s, #step=2 at the second stage or phase boundary, \
      #speed=0.25&loop=0&play plays it once at a quarter speed (docs/pictures.md lists every hook).

      With --watch, runs again whenever a script, a --plugin or a module it required changes; \
      on a terminal the screen is cleared first. With --html too, the page is rewritten, and an \
      open page reloads itself: it loads OUT.html.watch.js, which listlab rewrites, once a \
      second (no server; works from file://). Ctrl-C stops watching.
      """)

  @Argument(help: ArgumentHelp("Scenario files to run.", valueName: "FILE"))
  var files: [String]

  @Flag(help: "Write JSON Lines events instead of text.")
  var json = false

  @Option(help: ArgumentHelp("Write the output to a golden file instead of stdout.", valueName: "OUT.txt"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Compare the output with a golden file; print a line diff and exit 1 when they differ.", valueName: "OUT.txt"))
  var check: String?

  @Option(
    help: ArgumentHelp("Also write an HTML page: the output, and every show as a picture.", valueName: "OUT.html"))
  var html: String?

  @Flag(help: "Run again whenever a script, plugin or required module changes (Ctrl-C stops).")
  var watch = false

  @Flag(name: .customLong("no-explanations"), help: "print(t) without the sentence that explains each stage.")
  var noExplanations = false

  @OptionGroup var flags: ScriptFlags

  @Option(name: .customLong("time-limit"), help: TimeLimit.help(per: "file", default: "default 30"))
  var timeLimit: Double?

  func validate() throws {
    try TimeLimit.validate(timeLimit)
    if record != nil, check != nil { throw ValidationError("--record and --check cannot be used together") }
    if watch, record != nil || check != nil { throw ValidationError("--watch cannot be used with --record or --check") }
    if html != nil, json { throw ValidationError("--html cannot be used with --json") }
  }

  func run() throws {
    // Before anything runs: the scripts, plugins and golden file are known.
    guard OverwriteCheck.allows(command: "run", writing: outputs, over: inputs(modules: [])) else { throw ExitCode(1) }
    guard watch else {
      if try runOnce().failed { throw ExitCode(1) }
      return
    }
    WatchLoop.run { (try? runOnce().watched) ?? files + flags.plugins }
  }

  /// Runs every file once; returns whether one failed and the files it read.
  private func runOnce() throws -> (failed: Bool, watched: [String]) {
    // With --record or --check the output is collected (without colour) instead of printed.
    let capturing = record != nil || check != nil
    final class Buffer { var lines: [String] = [] }
    let buffer = Buffer()
    let output = ScriptOutput(format: json ? .json : .text, colors: !capturing && Console.colorsOnStdout) { line in
      if capturing { buffer.lines.append(line) } else { Console.out(line) }
    }
    output.diagnostics = { Console.error($0) }
    // Wrapped to a terminal; a golden file keeps each explanation on one line.
    output.explanations = capturing && !noExplanations ? .unwrapped : Console.stageExplanations(hidden: noExplanations)
    var failed = false
    // What failed, for --check: a matching output does not hide them.
    var failedExpectations = 0
    var failedScripts = 0
    var watched = files + flags.plugins
    // The modules the scripts required: no output may replace them either.
    var modules: [String] = []
    let log = html != nil ? PageLog() : nil
    output.pageLog = log
    var sections: [HTMLPage.Section] = []
    for file in files {
      do throws(LuaError) {
        let host = try flags.host(timeLimit: timeLimit ?? TimeLimit.standard, output: output)
        defer { host.close() }
        if watch || !outputs.isEmpty { host.recordRequiredFiles { modules.append($0) } }
        if watch { host.lua.watchInterrupts(.shared) }
        host.onExpectationFailure = { failure in
          failed = true
          failedExpectations += 1
          Console.error(failure.description)
          log?.failure(failure.description, heading: "expectation failed")
        }
        do {
          try host.run(file: file)
        } catch {
          throw host.explaining(error)
        }
      } catch {
        failed = true
        failedScripts += 1
        Console.error(ErrorReport.describe(error))
        log?.failure(ErrorReport.describe(error), heading: "error")
        output.event(Run.event(for: error, file: file))
      }
      if let log { sections.append(HTMLPage.Section(heading: file, entries: log.take())) }
    }
    Console.flush()
    watched += modules
    guard OverwriteCheck.allows(command: "run", writing: outputs, over: inputs(modules: modules)) else {
      return (true, watched)
    }
    if let html {
      let title =
        "listlab run " + files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: " ")
      if !PageFile.write(HTMLPage(title: title, sections: sections), to: html, watching: watch) { failed = true }
    }
    let text = buffer.lines.map { $0 + "\n" }.joined()
    if let record { try write(recording: text, to: record) }
    if let check {
      let expected: String
      do {
        expected = try SourceFile.read(check)
      } catch {
        Console.error("cannot read \(check): \(error.description) (record it with --record \(check))")
        throw ExitCode(1)
      }
      if expected != text {
        Console.out(
          LineDiff.render(
            expected: expected, actual: text, expectedName: check, actualName: "output",
            style: TerminalStyle(enabled: Console.colorsOnStdout)))
        Console.flush()
        throw ExitCode(1)
      }
      var failures: [String] = []
      if failedExpectations > 0 {
        failures.append("\(failedExpectations) expectation\(failedExpectations == 1 ? "" : "s") failed")
      }
      if failedScripts > 0 { failures.append("\(failedScripts) script\(failedScripts == 1 ? "" : "s") failed") }
      // The exit status is still 1 when something failed: say why next to the match.
      Console.error(
        "output matches \(check)" + (failures.isEmpty ? "" : ", but \(failures.joined(separator: " and ")) (above)"))
    }
    return (failed, watched)
  }

  /// `--record`: writes the output, and says how many lines.
  private func write(recording text: String, to record: String) throws {
    do {
      try AtomicFile.write(text, to: record)
    } catch {
      Console.error(OutputFileError.cannotWrite(path: record, reason: error.reason).description)
      throw ExitCode(1)
    }
    let lineCount = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    Console.error("recorded \(lineCount) line\(lineCount == 1 ? "" : "s") to \(record)")
  }

  /// The files the command writes: the golden file, the page (and with `--watch` its reload
  /// script).
  private var outputs: [OutputFile] {
    var outputs = record.map { [OutputFile(option: "--record", path: $0)] } ?? []
    if let html {
      outputs.append(OutputFile(option: "--html", path: html))
      if watch { outputs.append(OutputFile(option: "--html's reload script", path: PageFile.reloadScript(of: html))) }
    }
    return outputs
  }

  /// The files the command reads: the scripts, the plugins, the golden file of `--check`, and
  /// the `modules` the scripts required.
  private func inputs(modules: [String]) -> [InputFile] {
    InputFile.all(.script, files) + InputFile.all(.plugin, flags.plugins)
      + InputFile.all(.goldenFile, check.map { [$0] } ?? []) + InputFile.all(.module, modules)
  }

  static func event(for error: LuaError, file: String) -> JSONValue {
    .object([
      ("type", .string("error")),
      ("file", .string(error.location?.source ?? file)),
      ("line", error.location.map { .integer($0.line) } ?? .null),
      ("message", .string(error.message)),
      ("kind", .string("\(error.kind)")),
    ])
  }
}
