import Dispatch
import ListLabSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A fixed number of threads that run scripts, off the server's event loop: a script that runs
/// until its time limit holds one of these threads, never a thread that answers requests.
///
/// A run still going after ``demoteAfterNanoseconds`` is a runaway more than an edit: its thread
/// is given the lowest CPU priority (nice 19, `setpriority(2)` on the thread), so that the
/// well-behaved runs of other sessions keep the cores; an unprivileged process cannot raise a
/// thread's priority back, so that thread ends after its run and a new one takes its place.
final class RunPool: Sendable {
  /// A run longer than this (0.5 s) loses its priority.
  static let demoteAfterNanoseconds: UInt64 = 500_000_000

  private struct Worker {
    var threadID: pid_t = 0
    /// When its current run started; nil when idle.
    var startedAt: UInt64?
    var demoted = false
  }

  private struct State {
    var jobs: [@Sendable () -> Void] = []
    var workers: [Int: Worker] = [:]
    var nextWorker = 0
  }

  private let state = Mutex(State())
  private let available = DispatchSemaphore(value: 0)

  /// Starts `count` threads, and the one that lowers the runaways' priority.
  init(threads count: Int) {
    for _ in 0..<max(1, count) { startWorker() }
    Self.startThread { [self] in watchRunaways() }
  }

  /// Runs `work` on one of the pool's threads, after the runs queued before it.
  func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      state.withLock { $0.jobs.append { continuation.resume(returning: work()) } }
      available.signal()
    }
  }

  /// How many runs wait for a thread.
  var queued: Int { state.withLock { $0.jobs.count } }

  private func startWorker() {
    let number = state.withLock { state in
      defer { state.nextWorker += 1 }
      state.workers[state.nextWorker] = Worker()
      return state.nextWorker
    }
    Self.startThread { [self] in work(as: number) }
  }

  /// A worker's loop: takes the next job and runs it; ends after a run that was demoted.
  private func work(as number: Int) {
    let threadID = Self.currentThreadID()
    state.withLock { $0.workers[number]?.threadID = threadID }
    while true {
      available.wait()
      let job: (@Sendable () -> Void)? = state.withLock { state in
        guard !state.jobs.isEmpty else { return nil }
        state.workers[number]?.startedAt = SystemClock.monotonicNanoseconds()
        return state.jobs.removeFirst()
      }
      guard let job else { continue }
      job()
      let demoted = state.withLock { state in
        state.workers[number]?.startedAt = nil
        let demoted = state.workers[number]?.demoted ?? false
        if demoted { state.workers[number] = nil }
        return demoted
      }
      if demoted {
        startWorker()
        return
      }
    }
  }

  /// Every 50 ms: lowers the priority of the threads whose run has gone on too long.
  private func watchRunaways() {
    while true {
      SystemClock.sleep(microseconds: 50_000)
      let now = SystemClock.monotonicNanoseconds()
      let runaways: [pid_t] = state.withLock { state in
        var found: [pid_t] = []
        for (number, worker) in state.workers where !worker.demoted && worker.threadID != 0 {
          guard let started = worker.startedAt, now - started > Self.demoteAfterNanoseconds else { continue }
          state.workers[number]?.demoted = true
          found.append(worker.threadID)
        }
        return found
      }
      for thread in runaways { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread), 19) }
    }
  }

  /// The kernel's id of the calling thread (`gettid(2)`, which Swift's Glibc module does not
  /// declare): the last part of `/proc/thread-self`, a link to `/proc/PID/task/TID`; 0 when
  /// `/proc` is not mounted (the thread is then never demoted).
  private static func currentThreadID() -> pid_t {
    guard let path = FileSystem.realPath("/proc/thread-self") else { return 0 }
    return pid_t(FileSystem.name(of: path)) ?? 0
  }

  /// A detached thread with an 8 MiB stack (a script's deep recursion needs what the main
  /// thread has) running `body`.
  private static func startThread(_ body: @escaping @Sendable () -> Void) {
    final class Box {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 8 << 20)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
      { raw in
        let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
        box.body()
        return nil
      }, box)
    precondition(status == 0, "pthread_create failed: \(status)")
  }
}
