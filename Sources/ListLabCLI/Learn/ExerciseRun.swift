import ListDeclaration
import ListExpectations
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
  var failures: [Failure] = []
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
        run.failures.append(Failure(error: explained, in: file))
        run.stoppedByError = true
      }
      run.passed = host.expectations.passed
      run.failures.insert(
        contentsOf: host.expectations.failures.map { Failure(site: $0.site, message: $0.message, error: false) }, at: 0)
    } catch {
      // A state that could not be made, or a --plugin that failed: its own place, if any.
      run.failures.append(Failure(error: error, in: nil))
      run.stoppedByError = true
    }
    run.output = collected.lines
    run.warnings = collected.warnings
    run.pageEntries = log?.take() ?? []
    return run
  }
}

extension ExerciseRun {
  /// A failed expectation, or the error that stopped the script, with where it happened.
  struct Failure: Equatable {
    var site: SourceSite?
    var message: String
    /// An error's message names its place itself (`file:line: …`); an expectation's does not.
    var error: Bool

    /// The error that stopped a script run from `file` (nil for a state or plugin that failed).
    init(error: LuaError, in file: String?) {
      let text = ErrorReport.describe(error)
      site = error.location.map { SourceSite(file: $0.source, line: $0.line) }
      // Without a place of its own, an error in a file is reported at the file.
      message = site == nil && file != nil ? "\(file!): \(text)" : text
      self.error = true
    }

    init(site: SourceSite?, message: String, error: Bool) {
      self.site = site
      self.message = message
      self.error = error
    }

    /// `file:line: message`, as the learner reads it.
    var reportLine: String { error || site == nil ? message : "\(site!): \(message)" }
  }
}
