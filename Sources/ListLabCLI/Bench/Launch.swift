#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Launching this executable again, for `repl.startup`.
enum Launch {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts `/proc/self/exe` with `arguments`, stdin at end of file and output discarded, and
  /// returns the milliseconds until it exits.
  static func timeToExit(arguments: [String]) throws -> Double {
    let executable = "/proc/self/exe"
    let start = Measurement.now()
    let (pid, status) = SystemIO.spawnWithNullStreams(executable, arguments: arguments)
    guard status == 0 else {
      throw Failure(description: "cannot launch \(executable): \(String(cString: strerror(status)))")
    }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 {
      guard errno == EINTR else { throw Failure(description: "waitpid failed: \(String(cString: strerror(errno)))") }
    }
    let elapsed = Double(Measurement.now() - start) / 1e6
    // Exited normally with status 0 (WIFEXITED and WEXITSTATUS, spelled out: they are macros).
    guard exitStatus & 0x7f == 0, (exitStatus >> 8) & 0xff == 0 else {
      throw Failure(description: "listlab exited with status \(exitStatus) instead of starting its REPL")
    }
    return elapsed
  }
}
