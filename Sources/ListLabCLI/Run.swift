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

  @OptionGroup var flags: ScriptFlags

  func run() throws {
    let output = ScriptOutput(format: json ? .json : .text, colors: Console.colorsOnStdout) { Console.out($0) }
    var failed = false
    for file in files {
      do {
        let host = try ScriptHost(options: flags.options(defaultTimeLimit: 30), output: output)
        try host.run(file: file)
      } catch {
        failed = true
        Console.error(Run.describe(error))
        output.event(Run.event(for: error, file: file))
      }
    }
    Console.flush()
    if failed { throw ExitCode(1) }
  }

  static func describe(_ error: LuaError) -> String {
    switch error.kind {
    case .memory:
      let location = error.location.map { "\($0): " } ?? ""
      return location + "not enough memory (the memory limit is set with --memory-limit MB)"
    case .timeout, .interrupted, .syntax: return error.message
    case .runtime: return error.fullDescription
    }
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
