#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The size of the terminal a stream writes to.
package enum TerminalSize {
  /// The width in columns of the terminal behind `fileDescriptor`, or nil when it is not a terminal
  /// (or says nothing of its size).
  package static func columns(of fileDescriptor: Int32) -> Int? {
    var size = winsize()
    guard isatty(fileDescriptor) == 1, ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}
