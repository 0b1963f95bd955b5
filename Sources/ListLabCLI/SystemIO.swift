#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The command line's reads and writes through the C library: the one place it lends Swift
/// memory to C.
enum SystemIO {
  /// Up to `count` bytes read from `descriptor`, retrying when a signal interrupts the read;
  /// empty at the end of the input or on an error.
  static func read(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var result = Glibc.read(descriptor, buffer.baseAddress, count)
      while result < 0, errno == EINTR { result = Glibc.read(descriptor, buffer.baseAddress, count) }
      initialized = max(0, result)
    }
  }

  /// Writes all of `text` to `descriptor`, stopping at an error.
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }

  /// The names in the directory at `path` (with `.` and `..`), unsorted; empty when it cannot be
  /// read.
  static func entryNames(inDirectory path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(
        withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) })
    }
    return names
  }
}
