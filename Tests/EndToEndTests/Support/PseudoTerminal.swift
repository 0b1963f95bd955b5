import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drives `listlab` through a pseudo-terminal, as a person at a keyboard would: it becomes the
/// child's controlling terminal, so Ctrl-C (byte 3) sends SIGINT and Ctrl-D (byte 4) ends input.
final class PseudoTerminal {
  struct Timeout: Error, CustomStringConvertible {
    var expected: String
    var output: String
    var description: String { "timed out waiting for \(expected.debugDescription); output so far:\n\(output)" }
  }

  private let master: Int32
  private let pid: pid_t
  /// Everything the child wrote, with terminal escapes kept (bytes: "\r\n" may arrive split).
  private var output: [UInt8] = []
  private var consumed = 0

  var transcript: String { String(decoding: output, as: UTF8.self) }

  /// - Parameter directory: the child's working folder (this process's when nil).
  init(arguments: [String] = [], environment: [String: String] = [:], directory: String? = nil) throws {
    var env = ProcessInfo.processInfo.environment
    env["TERM"] = "xterm"
    env["NO_COLOR"] = "1"
    env["LISTLAB_HOME"] = ListLabBinary.repository
    for (key, value) in environment { env[key] = value }

    // Prepared before forking: the child only calls execve.
    let path = strdup(ListLabBinary.path)
    let argv = ([ListLabBinary.path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    let folder = directory.flatMap { strdup($0) }
    defer {
      free(folder)
      free(path)
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var masterFD: Int32 = 0
    var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
    // forkpty: the child gets a new session whose controlling terminal is the pty's slave side.
    let child = forkpty(&masterFD, nil, nil, &size)
    if child == 0 {
      if let folder, chdir(folder) != 0 { _exit(126) }
      execve(path!, argv, envp)
      _exit(127)
    }
    guard child > 0 else { throw POSIXError(.EAGAIN) }
    master = masterFD
    pid = child
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(master)
  }

  /// Types `text` (use "\r" for Enter).
  func send(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(master, &bytes, bytes.count)
  }

  func sendLine(_ line: String) { send(line + "\r") }
  func sendInterrupt() { send("\u{3}") }
  func sendEndOfInput() { send("\u{4}") }

  /// Waits until `text` appears after what earlier expectations consumed; returns the output between.
  @discardableResult
  func expect(_ text: String, timeout: Double = 10) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    let needle = Array(text.utf8)
    while true {
      if let start = find(needle, from: consumed) {
        let before = String(decoding: output[consumed..<start], as: UTF8.self)
        consumed = start + needle.count
        return before
      }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 {
        throw Timeout(
          expected: text, output: String(decoding: output, as: UTF8.self) + " [consumed \(consumed) of \(output.count)]"
        )
      }
      readAvailable(waitingUpTo: remaining)
    }
  }

  /// Waits for the child to exit; returns its exit status (or 128 + signal).
  func waitForExit(timeout: Double = 10) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      readAvailable(waitingUpTo: 0.05)
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        readAvailable(waitingUpTo: 0.05)
        if status & 0x7f == 0 { return (status >> 8) & 0xff }
        return 128 + (status & 0x7f)
      }
    }
    throw Timeout(expected: "exit", output: String(decoding: output[consumed...], as: UTF8.self))
  }

  /// Whether the child reads keys one by one: canonical mode off, as libedit sets it while it reads
  /// a line and a demo while it waits for a key (each restores canonical mode when it has read).
  var readingKeys: Bool {
    var settings = termios()
    return tcgetattr(master, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) == 0
  }

  /// Waits until the child reads keys one by one again, so that a key sent next goes to the line
  /// editor or the demo (Ctrl-D ends input) rather than to the terminal's line discipline; reads
  /// output meanwhile.
  func waitUntilReadingKeys(timeout: Double = 10) throws {
    try waitFor("the child to read keys", timeout: timeout) { readingKeys }
  }

  /// Waits until the line just sent is running: the line editor has let go of the terminal and the
  /// child has spent `ticks` more clock ticks of CPU time (Linux's `/proc`; where there is no
  /// `/proc`, only the terminal is asked). For a Ctrl-C that must land in running code.
  func waitUntilRunning(ticks: Int = 5, timeout: Double = 20) throws {
    let start = cpuTicks
    try waitFor("the line to run", timeout: timeout) {
      guard !readingKeys else { return false }
      guard let start, let now = cpuTicks else { return true }
      return now - start >= ticks
    }
  }

  /// The child's user and system CPU time in clock ticks (fields 14 and 15 of `/proc/<pid>/stat`,
  /// counted after the parenthesized command name), or nil without `/proc`.
  private var cpuTicks: Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the name: state (field 3) is fields[0], so utime (14) and stime (15) are 11 and 12.
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
  }

  private func waitFor(_ what: String, timeout: Double, _ condition: () -> Bool) throws {
    let held = waitUntil(seconds: timeout, interval: 0) {
      readAvailable(waitingUpTo: 0.01)
      return condition()
    }
    if !held { throw Timeout(expected: what, output: String(decoding: output[consumed...], as: UTF8.self)) }
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, output.count - start >= needle.count else { return nil }
    for index in start...(output.count - needle.count) where output[index] == needle[0] {
      if output[index..<(index + needle.count)].elementsEqual(needle) { return index }
    }
    return nil
  }

  private func readAvailable(waitingUpTo seconds: Double) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, Int32(max(1, min(seconds, 1) * 1000))) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(master, &buffer, buffer.count)
    if count > 0 { output.append(contentsOf: buffer[0..<count]) }
  }
}
