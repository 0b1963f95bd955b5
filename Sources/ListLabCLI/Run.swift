import ArgumentParser
import ListRender
import ListScript
import LuaBridge

/// `listlab run FILE…`: runs scenario files, each in a fresh state.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run scenario files, each in a fresh Lua state.",
    discussion: """
      Prints what the scripts print. Exit status 0, or 1 when a script fails: the error is printed \
      on stderr as 'file:line: message' followed by the traceback. With --json, the output is JSON \
      Lines: {"type":"print","text":…} for print, layout and transition events, and \
      {"type":"error",…} for a failure.
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

  @OptionGroup var flags: ScriptFlags

  func validate() throws {
    if record != nil, check != nil { throw ValidationError("--record and --check cannot be used together") }
  }

  func run() throws {
    // With --record or --check the output is collected (without colour) instead of printed.
    let capturing = record != nil || check != nil
    final class Buffer { var lines: [String] = [] }
    let buffer = Buffer()
    let output = ScriptOutput(format: json ? .json : .text, colors: !capturing && Console.colorsOnStdout) { line in
      if capturing { buffer.lines.append(line) } else { Console.out(line) }
    }
    var failed = false
    for file in files {
      do {
        let host = try flags.host(defaultTimeLimit: 30, output: output)
        defer { host.close() }
        host.onExpectationFailure = { failure in
          failed = true
          Console.error("\(failure.location): expectation failed: \(failure.message)")
        }
        try host.run(file: file)
      } catch {
        failed = true
        Console.error(ErrorReport.describe(error))
        output.event(Run.event(for: error, file: file))
      }
    }
    Console.flush()
    let text = buffer.lines.map { $0 + "\n" }.joined()
    if let record {
      do {
        try SourceFile.write(text, to: record)
      } catch {
        Console.error("cannot write \(record): \(error)")
        throw ExitCode(1)
      }
      let lineCount = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
      Console.error("recorded \(lineCount) lines to \(record)")
    }
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
      Console.error("output matches \(check)")
    }
    if failed { throw ExitCode(1) }
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
