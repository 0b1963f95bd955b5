import ListExpectations
import ListRender
import ListScript
import LuaBridge

/// What one run of the page's script gave: the page the `--html` renderer draws of it, the
/// printed text, and what failed.
struct PlaygroundResult: Sendable {
  enum Status: String, Sendable {
    case ok
    /// An expectation failed; the script ran to its end.
    case failed
    /// The script stopped with an error (`error`, a syntax error, the memory budget).
    case error
    /// The script ran past its time limit.
    case timeout
  }

  var status: Status
  /// The whole HTML page of the run, as `listlab run --html` writes it.
  var page: String
  /// What the script printed, without colour.
  var text: String
  /// The error and the failed expectations, each `name:line: message` (with the traceback).
  var problems: [String]
  /// The line of the error, when it has one in the script.
  var errorLine: Int?
  /// Whether output past ``ServeLimits/maxOutputBytes`` was dropped.
  var truncated: Bool
}

/// Runs a script sent by the page in a fresh sandboxed Lua state — the one `listlab run` makes,
/// with the server's time limit and memory budget — and renders its page with ``HTMLPage``.
enum PlaygroundRun {
  /// Collects what the script prints, up to a size; past it, drops the rest (the page log too).
  private final class Collector {
    var lines: [String] = []
    var bytes = 0
    var truncated = false
    let limit: Int
    weak var output: ScriptOutput?

    init(limit: Int) { self.limit = limit }

    func add(_ line: String) {
      guard !truncated else { return }
      bytes += line.utf8.count + 1
      guard bytes <= limit else {
        truncated = true
        output?.pageLog = nil
        return
      }
      lines.append(line)
    }
  }

  /// - Parameters:
  ///   - name: the chunk's name in messages (`playground.lua`), already checked by
  ///     ``ScriptName``.
  ///   - folder: the folder `require` searches after the shipped plugins.
  /// - Complexity: the script's own run, then O(size of its output) to render the page.
  static func run(source: String, name: String, folder: String, options: ScriptOptions, maxOutputBytes: Int)
    -> PlaygroundResult
  {
    let collector = Collector(limit: maxOutputBytes)
    let log = PageLog()
    let output = ScriptOutput(format: .text, colors: false) { collector.add($0) }
    collector.output = output
    output.pageLog = log
    output.diagnostics = { collector.add($0) }
    output.explanations = .unwrapped
    var problems: [String] = []
    var status = PlaygroundResult.Status.ok
    var errorLine: Int?
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    do throws(LuaError) {
      let host = try ScriptHost(options: options, output: output)
      defer { host.close() }
      // The script's own lines for hints; no file of the server is read in its name.
      host.typedLine = { location in
        guard location.source == name else { return nil }
        return location.line >= 1 && location.line <= lines.count ? String(lines[location.line - 1]) : ""
      }
      host.onExpectationFailure = { failure in
        status = .failed
        problems.append(failure.description)
        log.failure(failure.description, heading: "expectation failed")
      }
      do {
        try host.run(source: source, chunkName: name, scriptFolder: folder)
      } catch {
        throw host.explaining(error)
      }
    } catch {
      status = error.kind == .timeout ? .timeout : .error
      errorLine = error.location.flatMap { $0.source == name ? $0.line : nil }
      let report = ErrorReport.describe(error)
      problems.append(report)
      if output.pageLog != nil { log.failure(report, heading: "error") }
    }
    if collector.truncated {
      let note = ServeText.truncated(maxOutputBytes)
      collector.lines.append(note)
      log.failure(note, heading: "output cut")
    }
    let page = HTMLPage(title: name, sections: [HTMLPage.Section(heading: name, entries: log.take())]).render()
    return PlaygroundResult(
      status: status, page: page, text: collector.lines.joined(separator: "\n"), problems: problems,
      errorLine: errorLine, truncated: collector.truncated)
  }
}
