import ArgumentParser
import ListDeclaration
import ListExpectations
import ListRender
import ListScript
import LuaBridge

/// `listlab test FILE…`: runs scenario files as tests of their `expect` and `expect_frame` calls.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run scenario files as tests of their expectations.",
    discussion: """
      Each file runs in a fresh state with its output hidden. expect(condition, message) and \
      expect_frame([list,] id, {x=, y=, w=, h=} [, {tolerance=, kind=}]) record a pass or a failure; \
      a script error counts as a failure. Every failure is reported with its file:line, and the \
      warnings of a file's changes are listed under it; a file that checks nothing is marked '?'. \
      The last line reads 'N passed, M failed', and the exit status is 1 when anything failed. With \
      --watch, tests again whenever a file, a --plugin or a module it required changes (Ctrl-C \
      stops).
      """)

  @Argument(help: ArgumentHelp("Scenario files to test.", valueName: "FILE"))
  var files: [String]

  @Flag(help: "Test again whenever a file, plugin or required module changes (Ctrl-C stops).")
  var watch = false

  @OptionGroup var flags: ScriptFlags

  @Option(name: .customLong("time-limit"), help: TimeLimit.help(per: "file", default: "default 30"))
  var timeLimit: Double?

  func validate() throws { try TimeLimit.validate(timeLimit) }

  func run() throws {
    guard watch else {
      if testOnce().failed { throw ExitCode(1) }
      return
    }
    WatchLoop.run { testOnce().watched }
  }

  /// Tests every file once; returns whether anything failed and the files it read.
  private func testOnce() -> (failed: Bool, watched: [String]) {
    var watched = files + flags.plugins
    let style = TerminalStyle(enabled: Console.colorsOnStdout)
    var passed = 0
    var failed = 0
    for file in files {
      // Failed expectations, then the error that stopped the script, each worded with its place.
      var failures: [String] = []
      var expectations = 0
      var checked = 0
      var warnings: [ScriptWarning] = []
      do {
        let host = try flags.host(
          timeLimit: timeLimit ?? TimeLimit.standard, output: ScriptOutput(format: .text) { _ in })
        defer { host.close() }
        if watch {
          host.recordRequiredFiles { watched.append($0) }
          host.lua.watchInterrupts(.shared)
        }
        do {
          try host.run(file: file)
        } catch {
          let explained = host.explaining(error)
          let text = ErrorReport.describe(explained)
          failures.append(explained.location == nil ? "\(file): \(text)" : text)
        }
        expectations = host.expectations.passed
        checked = host.expectations.count
        warnings = host.warnings
        failures.insert(
          contentsOf: host.expectations.failures.map { "\($0.site?.description ?? file): \($0.message)" }, at: 0)
      } catch {
        failures.append("\(file): \(ErrorReport.describe(error))")
      }
      passed += expectations
      failed += failures.count
      if failures.isEmpty, checked == 0 {
        // Nothing was tested: say so rather than pass silently.
        Console.out(
          style.apply("?", .yellow)
            + " \(file) (no expectations: expect(condition, message) or expect_frame(id, frame) make it a test)")
      } else if failures.isEmpty {
        Console.out(style.apply("✓", .green) + " \(file) (\(expectations) expectation\(expectations == 1 ? "" : "s"))")
      } else {
        Console.out(style.apply("✗", .red) + " \(file)")
        for failure in failures {
          Console.out("  " + failure.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  "))
        }
      }
      for warning in warnings { Console.out("  " + style.apply(warning.description, .yellow)) }
    }
    Console.out("\(passed) passed, \(failed) failed")
    Console.flush()
    return (failed > 0, watched)
  }
}
