import ListRender
import ListScript
import LuaBridge

/// One run of an exercise file, in this process and in a fresh Lua state: what it printed, which
/// expectations passed and failed, the error that stopped it.
struct ExerciseRun {
  /// The file that ran.
  var file: String
  /// The lines the script printed (its frames and stages: `print(l)`, `print(t)`).
  var output: [String] = []
  var passed = 0
  /// Failed expectations, then the error that stopped the script (as `listlab test` lists them).
  var failures: [ExpectationLog.Failure] = []
  /// Whether the script stopped on an error (the last failure).
  var stoppedByError = false
  /// `file:line: warning: …` of the changes it made.
  var warnings: [String] = []
  /// The page entries of the run (its text and pictures), when a page was asked for.
  var pageEntries: [HTMLPage.Entry] = []
  /// The files it read: itself and the modules it required.
  var readFiles: [String] = []

  /// Every expectation passed, and there was at least one.
  var succeeded: Bool { failures.isEmpty && passed > 0 }
  var checked: Int { passed + failures.count - (stoppedByError ? 1 : 0) }

  /// Runs `file` in a state with the `--plugin`s of `flags` loaded.
  ///
  /// - Parameters:
  ///   - page: whether to collect the text and the pictures of its prints and shows for a page.
  ///   - interrupts: whether Ctrl-C stops the script (watch mode).
  /// - Complexity: the script's.
  static func run(
    _ file: String, flags: ScriptFlags, timeLimit: Double, colors: Bool = false,
    explanations: StageExplanations = .unwrapped,
    page: Bool = false, interrupts: Bool = false
  ) -> ExerciseRun {
    final class Collected {
      var lines: [String] = []
      var warnings: [String] = []
    }
    let collected = Collected()
    var run = ExerciseRun(file: file, readFiles: [file] + flags.plugins)
    let output = ScriptOutput(format: .text, colors: colors) { text in
      collected.lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    output.diagnostics = { collected.warnings.append($0) }
    output.explanations = explanations
    let log = page ? PageLog(picturesOfPrints: true) : nil
    output.pageLog = log
    do throws(LuaError) {
      let host = try flags.host(timeLimit: timeLimit, output: output)
      defer { host.close() }
      host.recordRequiredFiles { run.readFiles.append($0) }
      if interrupts { host.lua.watchInterrupts(.shared) }
      do {
        try host.run(file: file)
      } catch {
        let explained = host.explaining(error)
        run.failures.append(
          .init(location: explained.location?.description ?? file, message: ErrorReport.describe(explained)))
        run.stoppedByError = true
      }
      run.passed = host.expectations.passed
      run.failures.insert(contentsOf: host.expectations.failures, at: 0)
    } catch {
      // A state that could not be made, or a --plugin that failed: its own place, if any.
      run.failures.append(.init(location: error.location?.description ?? "", message: ErrorReport.describe(error)))
      run.stoppedByError = true
    }
    run.output = collected.lines
    run.warnings = collected.warnings
    run.pageEntries = log?.take() ?? []
    return run
  }
}

extension ExpectationLog.Failure {
  /// `file:line: message`, as the learner reads it (the message alone when it names its place).
  var reportLine: String {
    location.isEmpty || message.hasPrefix(location) ? message : "\(location): \(message)"
  }
}
