#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reading script files without Foundation (it keeps the bridge light to load). Files are written
/// only by `ListLabSystem`'s `AtomicFile`.
package enum SourceFile {
  package struct ReadError: Error, CustomStringConvertible {
    package var description: String
  }

  /// The largest script or golden file read: 64 MB.
  package static let maximumSize = 64 << 20

  /// The file's bytes as UTF-8 text (invalid bytes replaced).
  package static func read(_ path: String) throws(ReadError) -> String {
    String(decoding: try readBytes(path), as: UTF8.self)
  }

  /// The file's bytes. Only regular files up to ``maximumSize`` are read (not `/dev/zero`).
  package static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw ReadError(description: String(cString: strerror(errno))) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(description: "not a regular file") }
    guard Int(info.st_size) <= maximumSize else {
      throw ReadError(description: "the file is larger than \(maximumSize >> 20) MB")
    }
    guard let file = fopen(path, "rb") else {
      throw ReadError(description: String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    while true {
      let count = CLibrary.read(file, upTo: 65536, appendingTo: &bytes)
      guard bytes.count <= maximumSize else {
        throw ReadError(description: "the file is larger than \(maximumSize >> 20) MB")
      }
      if count < 65536 {
        if ferror(file) != 0 { throw ReadError(description: String(cString: strerror(errno))) }
        break
      }
    }
    return bytes
  }

  /// A file's size and modification time: whether it changed since it was read.
  package struct Stamp: Equatable, Sendable {
    var size: Int
    var seconds: Int
    var nanoseconds: Int
  }

  /// The stamp of the file at `path`; nil when it cannot be examined.
  package static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Stamp(size: Int(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
  }

  /// Whether `path` names a regular file this process can read.
  package static func isReadableFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
  }
}
