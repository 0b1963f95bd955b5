package import ListRender

/// Where a script's output goes: plain text lines, or JSON Lines events for tools (`--json`).
package final class ScriptOutput {
  package enum Format: Sendable {
    case text
    case json
  }

  package let format: Format
  /// Whether text may carry ANSI colours (a terminal, and `NO_COLOR` unset).
  package let colors: Bool
  private let writeLine: (String) -> Void
  /// Collects the text and the `show` figures for an HTML page (`--html`); nil when no page is
  /// made, and then no picture is computed.
  package var pageLog: PageLog?
  /// How `print(t)` shows each stage's explanation: wrapped to the terminal's width, on one line
  /// for files and pipes, or hidden.
  package var explanations: StageExplanations = .unwrapped
  /// Receives warnings in text mode, one whole line each (the tool writes them on stderr); nil
  /// drops them.
  package var diagnostics: ((String) -> Void)?

  /// - Parameter writeLine: receives each output line, without its newline.
  package init(format: Format, colors: Bool = false, writeLine: @escaping (String) -> Void) {
    self.format = format
    self.colors = colors && format == .text
    self.writeLine = writeLine
  }

  /// What `print` writes: the line as text, or `{"type":"print","text":…}`.
  package func print(_ text: String) {
    switch format {
    case .text: writeLine(text)
    case .json: event(.object([("type", .string("print")), ("text", .string(text))]))
    }
    pageLog?.text(text)
  }

  /// A warning: `line` (`file:line: warning: …`) on the diagnostics stream and the page in text
  /// mode, `{"type":"warning","file":…,"line":…,"message":…}` in JSON mode.
  package func warning(_ line: String, message: String, file: String?, line number: Int?) {
    switch format {
    case .text: diagnostics?(line)
    case .json:
      event(
        .object([
          ("type", .string("warning")), ("file", file.map { .string($0) } ?? .null),
          ("line", number.map { .integer($0) } ?? .null), ("message", .string(message)),
        ]))
    }
    pageLog?.text(line)
  }

  /// A JSON event (one line) in JSON mode; ignored in text mode.
  package func event(_ value: JSONValue) {
    guard format == .json else { return }
    writeLine(value.serialized)
  }

  /// Writes text lines in text mode, or `json` as an event in JSON mode.
  package func emit(text: @autoclosure () -> String, json: @autoclosure () -> JSONValue) {
    switch format {
    case .text:
      let text = text()
      writeLine(text)
      pageLog?.text(text)
    case .json: event(json())
    }
  }

  /// What `show` (or `print` of a list or transition) writes: its text lines (or the `json`
  /// event), and its figure on the page when one is collected.
  func emit(lines: [String], json: @autoclosure () -> JSONValue, figure: HTMLPage.Figure?) {
    switch format {
    case .text: writeLine(lines.joined(separator: "\n"))
    case .json: event(json())
    }
    if let figure { pageLog?.figure(figure) }
  }
}
