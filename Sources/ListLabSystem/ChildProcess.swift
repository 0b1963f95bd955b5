#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting another process (this executable again, for `listlab bench`) and waiting for it.
package enum ChildProcess {
  /// Starts `executable` with `arguments` (after its own path, as `argv[0]`), its standard input,
  /// output and error on `/dev/null`: the child's pid and `posix_spawn`'s status (0, or an error
  /// number).
  package static func spawnWithNullStreams(_ executable: String, arguments: [String]) -> (pid: Int32, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    return spawn(executable, arguments: arguments, actions: &actions)
  }

  /// Runs `executable` with `arguments` to its end, its standard input on `/dev/null` and its
  /// standard error shared with this process: what it wrote to its standard output, and its exit
  /// status (128 + the signal when a signal ended it); nil when it could not be started.
  package static func output(of executable: String, arguments: [String]) -> (output: [UInt8], status: Int32)? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    let (pid, status) = spawn(executable, arguments: arguments, actions: &actions)
    close(writeEnd)
    defer { close(readEnd) }
    guard status == 0 else { return nil }
    var output: [UInt8] = []
    while true {
      let chunk = StandardStreams.read(readEnd, upTo: 65_536)
      if chunk.isEmpty { break }
      output += chunk
    }
    guard let exitStatus = try? waitForExit(pid) else { return nil }
    return (output, exitStatus)
  }

  /// Waits for the child `pid` to end: its exit status, or 128 + the signal that ended it.
  package static func waitForExit(_ pid: Int32) throws(SystemError) -> Int32 {
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 {
      guard errno == EINTR else { throw SystemError.last() }
    }
    // WIFEXITED / WEXITSTATUS and WTERMSIG, spelled out: they are macros.
    let signal = exitStatus & 0x7f
    return signal == 0 ? (exitStatus >> 8) & 0xff : 128 + signal
  }

  private static func spawn(
    _ executable: String, arguments: [String], actions: inout posix_spawn_file_actions_t
  ) -> (pid: pid_t, status: Int32) {
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    return (pid, status)
  }
}
