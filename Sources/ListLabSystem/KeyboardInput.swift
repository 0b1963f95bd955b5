#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Single keys from the terminal on stdin, without Enter and without echo, for as long as the
/// value lives (``restore()`` gives the terminal its mode back).
///
/// Only canonical mode and echo are turned off: Ctrl-C still raises SIGINT, which the watch loop
/// handles (it stops a running script, or ends the loop), and output is processed as before.
package final class KeyboardInput {
  private var saved = termios()
  private var active = false

  /// Puts the terminal on stdin in single-key mode; does nothing when stdin is no terminal.
  package init() {
    guard isatty(0) == 1, tcgetattr(0, &saved) == 0 else { return }
    var raw = Self.singleKeyMode(from: saved)
    active = tcsetattr(0, TCSANOW, &raw) == 0
  }

  deinit { restore() }

  /// Gives the terminal back the mode it had.
  package func restore() {
    guard active else { return }
    tcsetattr(0, TCSANOW, &saved)
    active = false
  }

  /// What waiting for a key gave.
  package enum Input: Equatable {
    case key(UInt8)
    /// Nothing within the time given (or a signal came).
    case none
    /// The input ended (the terminal closed).
    case end
  }

  /// The next key, waiting at most `milliseconds`.
  package func key(waitingUpTo milliseconds: Int32) -> Input {
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return .none }
    var byte: UInt8 = 0
    let count = read(0, &byte, 1)
    if count == 1 { return .key(byte) }
    return count == 0 || errno != EINTR ? .end : .none
  }

  /// One key from the terminal on stdin, read without waiting for Enter: the terminal is put in
  /// non-canonical mode without echo for the read, then restored. Nil at the end of the input or
  /// on Ctrl-C.
  package static func readKey() -> UInt8? {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return nil }
    var raw = singleKeyMode(from: saved)
    tcsetattr(0, TCSANOW, &raw)
    defer { tcsetattr(0, TCSANOW, &saved) }
    var byte: UInt8 = 0
    return read(0, &byte, 1) == 1 ? byte : nil
  }

  /// `mode` without canonical input and echo, a read returning after one byte.
  private static func singleKeyMode(from mode: termios) -> termios {
    var raw = mode
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return raw
  }
}
