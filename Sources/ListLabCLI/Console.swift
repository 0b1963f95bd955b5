#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's standard streams.
enum Console {
  static var stdinIsTerminal: Bool { isatty(0) == 1 }
  static var stdoutIsTerminal: Bool { isatty(1) == 1 }

  /// Colours on stdout: a terminal, and `NO_COLOR` unset (https://no-color.org).
  static var colorsOnStdout: Bool {
    stdoutIsTerminal && (Home.environment("NO_COLOR") ?? "").isEmpty
  }

  static func out(_ line: String) {
    print(line)
  }

  static func error(_ text: String) {
    fflush(nil)
    SystemIO.write(text.hasSuffix("\n") ? text : text + "\n", to: 2)
  }

  static func flush() { fflush(nil) }

}
