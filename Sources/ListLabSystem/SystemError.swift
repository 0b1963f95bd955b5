#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call that failed: the C library's sentence for its error number (`strerror`), or a
/// sentence of this module where no error number says it, and the path it concerned when that is
/// not the one the caller gave (a folder `makeFolders` could not make).
package struct SystemError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, without the path: "Permission denied".
  package var reason: String
  /// The path that failed, when it is not the one the caller asked about.
  package var path: String?

  package init(reason: String, path: String? = nil) {
    self.reason = reason
    self.path = path
  }

  /// The error of the last failed call (`errno`).
  static func last(path: String? = nil) -> SystemError { SystemError(number: errno, path: path) }

  init(number: Int32, path: String? = nil) {
    self.init(reason: String(cString: strerror(number)), path: path)
  }

  package var description: String { reason }

  /// `strerror(number)`: the C library's sentence for an error number.
  package static func sentence(for number: Int32) -> String { String(cString: strerror(number)) }
}
