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
    write(fileDescriptor: 2, text.hasSuffix("\n") ? text : text + "\n")
  }

  static func flush() { fflush(nil) }

  static func write(fileDescriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }
}
