#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock shared by every process that takes it on the same lock file (`flock(2)`):
/// a read-modify-write of a file that several `listlab` processes update (the learner's progress)
/// is done by one of them at a time.
///
/// The lock file is only a name to lock: it stays empty, it is created when missing, and it is
/// never replaced (a file replaced by a rename would be a new file, with a lock of its own). The
/// lock ends when the body returns, and with the process: a killed process holds nothing.
package enum FileLock {
  /// Runs `body` while holding the lock on `path`, waiting for another process to release it.
  ///
  /// - Parameter failure: the caller's error for a lock file that cannot be opened.
  /// - Complexity: the wait for the other holders, then `body`.
  package static func holding<Result, Failure: Error>(
    _ path: String, orElse failure: (SystemError) -> Failure, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(SystemError.last()) }
    // Closing the descriptor releases the lock.
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw failure(SystemError.last()) }
    }
    return try body()
  }
}
