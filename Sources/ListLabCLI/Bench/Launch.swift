import ListLabSystem

/// Launching this executable again, for `repl.startup`.
enum Launch {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts this executable (``ProcessEnvironment/executable``) with `arguments`, stdin at end of file and output discarded, and
  /// returns the milliseconds until it exits.
  static func timeToExit(arguments: [String]) throws -> Double {
    let executable = ProcessEnvironment.executable ?? "/proc/self/exe"
    let start = Measurement.now()
    let (pid, status) = ChildProcess.spawnWithNullStreams(executable, arguments: arguments)
    guard status == 0 else {
      throw Failure(description: "cannot launch \(executable): \(SystemError.sentence(for: status))")
    }
    let exitStatus: Int32
    do {
      exitStatus = try ChildProcess.waitForExit(pid)
    } catch {
      throw Failure(description: "waitpid failed: \(error.reason)")
    }
    let elapsed = Double(Measurement.now() - start) / 1e6
    guard exitStatus == 0 else {
      throw Failure(description: "listlab exited with status \(exitStatus) instead of starting its REPL")
    }
    return elapsed
  }
}
