import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Headless Chromium, to load the pages `--html` writes as a reader's browser would.
///
/// Found as `LISTLAB_CHROMIUM` (when it names no program, there is no browser), or `chromium` (Debian's package, which `Scripts/test` installs),
/// `chromium-browser`, `google-chrome` on the `PATH`. Without one the browser tests are skipped
/// with that reason — except under CI (`CI` set), where the test command installed it, so a
/// missing browser fails them.
enum Chromium {
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["LISTLAB_CHROMIUM"], !explicit.isEmpty {
      return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
        return folder + "/" + name
      }
    }
    return nil
  }()

  /// Whether the browser tests run: a browser is there, or CI requires them.
  static var shouldRun: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }

  static let skipReason: Comment =
    "Chromium is not installed: Scripts/test installs it (apt-get install chromium), or set LISTLAB_CHROMIUM"

  /// The DOM after the page's script ran, serialized; with `virtualTime` (milliseconds), after
  /// that much of the page's time passed too (its timers ran).
  static func dumpDOM(_ url: String, virtualTime: Int? = nil) throws -> String {
    try run((virtualTime.map { ["--virtual-time-budget=\($0)"] } ?? []) + ["--dump-dom", url]).stdout
  }

  /// Runs the browser headless on one page, with a profile of its own; at most 60 seconds.
  private static func run(_ arguments: [String]) throws -> Completed {
    let browser = try #require(path, skipReason)
    let profile = NSTemporaryDirectory() + "listlab-chromium-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
        "--disable-dev-shm-usage", "--user-data-dir=\(profile)",
      ] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    nonisolated(unsafe) var errorData = Data()
    let read = DispatchSemaphore(value: 0)
    let reader = Thread {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      read.signal()
    }
    reader.start()
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: timer)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    read.wait()
    return Completed(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }
}

/// A queue that runs one suite's browser tests one at a time, on a thread of its own.
///
/// A browser test mostly waits: for Chromium to start, for a page's timers, for a player that
/// plays in real time. The test runner has a thread per core; a test that waited on one would
/// leave that core idle, and a suite marked `.serialized` would start each next test only when
/// the runner got round to it, behind the rest of the suite (on two cores the browser tests then
/// ran last, after everything else). A test that runs its body here (`try await lane.run { … }`)
/// is still the same task — its `#expect`s are its own — but its waiting holds no thread of the
/// runner's, and the suite's tests follow one another as soon as each ends.
final class BrowserLane: TaskExecutor, @unchecked Sendable {
  // Unchecked: the one stored property is a serial dispatch queue, safe from any thread.
  private let queue: DispatchQueue

  init(_ label: String) {
    queue = DispatchQueue(label: label)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }

  /// Runs `body` on the lane, after the tests that came to it before.
  func run<T>(_ body: () throws -> T) async throws -> T {
    try await withTaskExecutorPreference(self) { try body() }
  }
}
