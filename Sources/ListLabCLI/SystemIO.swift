#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The command line's calls into the C library that pass memory: reads, writes, a raw key from
/// the terminal, spawning a process. The one place it lends Swift memory to C.
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

  /// One key from the terminal on stdin, read without waiting for Enter: the terminal is put in
  /// non-canonical mode without echo for the read, then restored. Nil at the end of the input or
  /// on Ctrl-C.
  static func readKey() -> UInt8? {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(0, TCSANOW, &raw)
    defer { tcsetattr(0, TCSANOW, &saved) }
    var byte: UInt8 = 0
    return Glibc.read(0, &byte, 1) == 1 ? byte : nil
  }

  /// Starts `executable` with `arguments` (after its own path, as `argv[0]`), its standard input,
  /// output and error on `/dev/null`: the child's pid and `posix_spawn`'s status (0, or an error
  /// number).
  static func spawnWithNullStreams(_ executable: String, arguments: [String]) -> (pid: pid_t, status: Int32) {
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
  static func output(of executable: String, arguments: [String]) -> (output: [UInt8], status: Int32)? {
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
      let chunk = read(readEnd, upTo: 65_536)
      if chunk.isEmpty { break }
      output += chunk
    }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    // WIFEXITED / WEXITSTATUS and WTERMSIG, spelled out: they are macros.
    let signal = exitStatus & 0x7f
    return (output, signal == 0 ? (exitStatus >> 8) & 0xff : 128 + signal)
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
