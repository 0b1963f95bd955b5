import ListLabSystem
import ListRender
import LuaREPL

/// The process's standard streams.
enum Console {
  static var stdinIsTerminal: Bool { StandardStreams.isTerminal(0) }
  static var stdoutIsTerminal: Bool { StandardStreams.isTerminal(1) }

  /// Colours on stdout: a terminal, and `NO_COLOR` unset (https://no-color.org).
  static var colorsOnStdout: Bool {
    stdoutIsTerminal && (Home.environment("NO_COLOR") ?? "").isEmpty
  }

  /// The terminal's width in columns when stdout is a terminal, else nil.
  static var terminalWidth: Int? {
    guard stdoutIsTerminal else { return nil }
    return TerminalSize.columns(of: 1) ?? Home.environment("COLUMNS").flatMap { Int($0) }
  }

  /// How `print(t)` shows stage explanations on stdout: wrapped to a terminal, whole in a pipe.
  static func stageExplanations(hidden: Bool) -> StageExplanations {
    if hidden { return .hidden }
    return terminalWidth.map { .wrapped(width: $0) } ?? .unwrapped
  }

  /// Reads one key from the terminal on stdin without waiting for Enter; nil at the end of the
  /// input or on Ctrl-C (see ``KeyboardInput/readKey()``).
  static func readKey() -> UInt8? { KeyboardInput.readKey() }

  static func out(_ line: String) {
    print(line)
  }

  static func error(_ text: String) {
    StandardStreams.flush()
    StandardStreams.write(text.hasSuffix("\n") ? text : text + "\n", to: 2)
  }

  static func flush() { StandardStreams.flush() }

}
