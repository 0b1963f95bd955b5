#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard input, output and error (and pipes) at the level of descriptors.
package enum StandardStreams {
  /// Whether the descriptor (0, 1, 2) is a terminal.
  package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Up to `count` bytes read from `descriptor`, retrying when a signal interrupts the read;
  /// empty at the end of the input or on an error.
  package static func read(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var result = Glibc.read(descriptor, buffer.baseAddress, count)
      while result < 0, errno == EINTR { result = Glibc.read(descriptor, buffer.baseAddress, count) }
      initialized = max(0, result)
    }
  }

  /// Writes all of `text` to `descriptor`, stopping at an error.
  package static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { _ = AtomicFile.writeAll($0, to: descriptor) }
  }

  /// Flushes the C library's buffered output (what Swift's `print` wrote).
  package static func flush() { fflush(nil) }
}
